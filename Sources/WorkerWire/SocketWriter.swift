#if canImport(Glibc)
import Glibc
#endif

/// Writes bytes to a socket, the one way the runtime and its workers do: as many as the socket takes,
/// again when a signal interrupts, never raising SIGPIPE.
public enum SocketWriter {
    /// What a write did: how many bytes it wrote, and whether it stopped on a broken socket (the peer
    /// gone) rather than a full one.
    public struct Written: Sendable {
        public var count: Int
        public var broken: Bool
    }

    /// Writes `bytes` until all are written, the socket is full (when it does not block) or broken.
    public static func write(_ bytes: ArraySlice<UInt8>, to socket: Int32) -> Written {
        var written = 0
        while written < bytes.count {
            let count = bytes[(bytes.startIndex + written)...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN { return Written(count: written, broken: false) }
            if count <= 0 { return Written(count: written, broken: true) }
            written += count
        }
        return Written(count: written, broken: false)
    }
}
