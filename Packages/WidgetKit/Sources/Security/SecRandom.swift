/// A source of random bytes; there is one, the system's.
public struct SecRandomRef: Sendable {}

/// The system's random bytes, as `SecRandomCopyBytes(kSecRandomDefault, …)` asks.
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes (Swift's
/// `SystemRandomNumberGenerator`, the kernel's getrandom); always `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    var filled = 0
    while filled < count {
        var word = generator.next()
        let size = min(MemoryLayout<UInt64>.size, count - filled)
        withUnsafeBytes(of: &word) { (bytes + filled).copyMemory(from: $0.baseAddress!, byteCount: size) }
        filled += size
    }
    return errSecSuccess
}
