import CryptoKit
import Foundation

/// Digests and seals as shared code computes them (a cache key, a signed request, an encrypted blob).
enum Hashing {
    static func sha256(_ string: String) -> String {
        let digest = SHA256.hash(data: Data(string.utf8))
        return digest.compactMap { String(format: "%02x", $0) }.joined()
    }

    static func md5(_ string: String) -> String {
        Insecure.MD5.hash(data: string.data(using: .utf8)!).map { String(format: "%02hhx", $0) }.joined()
    }

    static func hmac(_ message: String, key: String) -> String {
        let key = SymmetricKey(data: Data(key.utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)
        return Data(code).map { String(format: "%02x", $0) }.joined()
    }

    /// Seals and opens with AES-GCM and ChaCha20-Poly1305: whether both give back the message.
    static func roundTrips(_ message: String) throws -> Bool {
        let key = SymmetricKey(size: .bits256)
        let sealed = try AES.GCM.seal(Data(message.utf8), using: key)
        let opened = try AES.GCM.open(AES.GCM.SealedBox(combined: sealed.combined!), using: key)
        let box = try ChaChaPoly.seal(Data(message.utf8), using: key)
        let chacha = try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: box.combined), using: key)
        return String(decoding: opened, as: UTF8.self) == message && chacha == Data(message.utf8)
    }
}
