// CoreFoundation's names as keychain code writes them (`query as CFDictionary`, `var item:
// CFTypeRef?`, `kSecClass as String`, `kCFBooleanTrue`). Linux's Foundation does not bridge
// Swift's collections to CoreFoundation's types, so here they are Swift's own: the casts real code
// writes compile and mean nothing.

/// A CoreFoundation string: Swift's `String` here.
public typealias CFString = String
/// A CoreFoundation dictionary: a Swift dictionary keyed by the `kSec…` strings.
public typealias CFDictionary = [String: Any]
/// A CoreFoundation array.
public typealias CFArray = [Any]
/// CoreFoundation bytes: `Data`.
public typealias CFData = Data
/// A CoreFoundation boolean: `Bool`.
public typealias CFBoolean = Bool
/// Any CoreFoundation object: what `SecItemCopyMatching` hands back (`item as? Data`).
public typealias CFTypeRef = AnyObject
/// A CoreFoundation count or index.
public typealias CFIndex = Int
/// The result code of Apple's C APIs: `errSecSuccess` (0) or a negative error.
public typealias OSStatus = Int32

/// CoreFoundation's true, as keychain queries write it (`kSecReturnData: kCFBooleanTrue!`).
public let kCFBooleanTrue: CFBoolean! = true
/// CoreFoundation's false.
public let kCFBooleanFalse: CFBoolean! = false
