#if canImport(Glibc)
import Glibc
#endif
import WidgetWire

/// Reads worker frames from a socket, the one way the runtime and its workers do: cuts the byte
/// stream into frames as it arrives.
public struct WorkerFrameReader: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where one read of the socket lands.
    private var chunk: [UInt8] = []

    public init() {}

    /// What one read of a socket found.
    public enum Received: Sendable, Equatable {
        /// This many bytes, now in the reader.
        case bytes(Int)
        /// None yet: the socket is non-blocking and empty, or a signal came first.
        case nothing
        /// The peer closed the socket, or it is broken.
        case closed
    }

    /// Reads what the socket has (waiting for it when the socket blocks) into the reader; its whole
    /// frames are then ``next()``'s.
    public mutating func read(from socket: Int32) -> Received {
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .nothing }
        if count <= 0 { return .closed }
        chunk.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        return .bytes(count)
    }

    /// Adds bytes read from the socket.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, nil until one has arrived; an error for a frame no peer should send.
    public mutating func next() throws(WireError) -> WorkerFrame? {
        guard buffer.count - start >= 4 else { return nil }
        let length = Int(buffer[start]) | Int(buffer[start + 1]) << 8 | Int(buffer[start + 2]) << 16 | Int(buffer[start + 3]) << 24
        guard length >= 9, length <= WorkerFrame.maximumSize else {
            throw WireError(.malformedMessage, "a worker frame of \(length) bytes (the limit is \(WorkerFrame.maximumSize))")
        }
        guard buffer.count - start >= 4 + length else { return nil }
        guard let kind = WorkerFrame.Kind(rawValue: buffer[start + 4]) else {
            throw WireError(.malformedMessage, "a worker frame of unknown kind \(buffer[start + 4])")
        }
        var id: UInt64 = 0
        for index in 0..<8 { id |= UInt64(buffer[start + 5 + index]) << (8 * index) }
        let payload = Array(buffer[(start + 13)..<(start + 4 + length)])
        start += 4 + length
        if start > 1 << 16, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return WorkerFrame(kind, id: id, payload: payload)
    }
}
