import Foundation
import Testing
import WidgetWire
import WorkerWire

#if canImport(Glibc)
import Glibc
#endif

/// The one writer and the one frame reader both sides use, on a real socket pair.
@Suite struct WorkerSocketTests {
    /// A connected Unix stream pair; `nonBlocking` ends do not wait.
    static func pair(nonBlocking: Bool) throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { throw POSIXError(.EMFILE) }
        if nonBlocking { ends.forEach { _ = fcntl($0, F_SETFL, fcntl($0, F_GETFL) | O_NONBLOCK) } }
        return (ends[0], ends[1])
    }

    @Test func framesWrittenAreReadWholeAndAClosedPeerEndsTheReading() async throws {
        let (writing, reading) = try Self.pair(nonBlocking: false)
        defer { close(reading) }
        let frames = [
            WorkerFrame(.request, id: 7, payload: Array(#"{"type":"describe"}"#.utf8)),
            WorkerFrame(.reply, id: 8, payload: [UInt8](repeating: 42, count: 200_000)),
            WorkerFrame(.log, id: 3, payload: []),
        ]
        let writer = Task.detached {
            frames.map { frame in SocketWriter.write(frame.encoded[...], to: writing) }
        }
        var reader = WorkerFrameReader()
        var read: [WorkerFrame] = []
        while read.count < frames.count, case .bytes = reader.read(from: reading) {
            while let frame = try reader.next() { read.append(frame) }
        }
        #expect(read == frames)
        let written = await writer.value
        #expect(written.map(\.count) == frames.map(\.encoded.count) && !written.contains(where: \.broken))
        close(writing)
        #expect(reader.read(from: reading) == .closed)
    }

    @Test func aFullSocketStopsTheWriterAndAGonePeerIsBroken() throws {
        let (writing, reading) = try Self.pair(nonBlocking: true)
        defer { close(writing) }
        var reader = WorkerFrameReader()
        #expect(reader.read(from: reading) == .nothing)
        let bytes = [UInt8](repeating: 1, count: 8 << 20)
        let full = SocketWriter.write(bytes[...], to: writing)
        #expect(full.count > 0 && full.count < bytes.count && !full.broken, "\(full)")
        close(reading)
        let broken = SocketWriter.write(bytes[full.count...], to: writing)
        #expect(broken.count == 0 && broken.broken)
    }
}
