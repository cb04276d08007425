// `import CryptoKit` in code written for Apple's platforms: swift-crypto's `Crypto`, which is
// CryptoKit's API on Linux (`SHA256.hash(data:)`, `Insecure.MD5`, `HMAC<SHA256>`, `SymmetricKey`,
// `AES.GCM`, `ChaChaPoly`, `Curve25519`, `P256`, `HKDF`), over BoringSSL. As on Apple's platforms,
// importing it brings Foundation (`Data`).
@_exported import Crypto
@_exported import Foundation
