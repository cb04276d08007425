// `import Security` in code written for Apple's platforms: the keychain's item API (`SecItemAdd`,
// `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`) with its `kSec…` names and `OSStatus`
// codes, over a file of the bundle's own (KeychainFile), and `SecRandomCopyBytes`. As on Apple's
// platforms, importing it brings Foundation.
@_exported import Foundation
