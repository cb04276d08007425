#if canImport(Glibc)
import Glibc
#endif

/// Lines written to and read from a control socket byte by byte, for requests no client would send.
struct RawLines {
    let descriptor: Int32
    var buffer: [UInt8] = []

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    /// Writes a line (the newline added); false when the socket would not take it.
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        let bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// The next line, or nil at the end of the stream.
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffer.removeSubrange(...newline) }
                return String(decoding: buffer[..<newline], as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}
