#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// Says when something changes in a set of folders (the kernel's inotify), so the runtime looks at its
/// bundles' files only then instead of once a second. The inotify descriptor is read on NIO's event
/// loops, which wake for nothing else; ``stop()`` closes it and ends the stream.
package final class FolderEvents: Sendable {
    /// A folder, and the names in it whose changes count (nil: every name).
    package struct Watch: Sendable, Hashable {
        var folder: String
        var names: Set<String>?

        package init(folder: String, names: Set<String>?) {
            self.folder = folder
            self.names = names
        }
    }

    /// Why folders cannot be watched.
    package struct Failure: Error, CustomStringConvertible {
        var errno: Int32

        package var description: String {
            let reason = String(cString: strerror(errno))
            if errno == ENOSPC || errno == EMFILE {
                return "inotify refused (\(reason)): the user's limit of watches or instances is reached (sysctl fs.inotify.max_user_watches, max_user_instances)"
            }
            return "inotify refused (\(reason))"
        }
    }

    /// An element after each read that found a change that counts (the newest kept until taken).
    package let changes: AsyncStream<Void>
    /// The names changed since ``takeChanged()`` was last called, as the folder they are in says
    /// them (`*` for events the kernel lost).
    private let changed: Changed
    private let channel: any Channel

    /// The changes that may restart a bundle: what is created, written, renamed in or out, removed or
    /// has its attributes changed.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    /// Watches `watches`; fails (with why) when the kernel refuses (no inotify, or the user's limit of
    /// watches or instances reached). A folder that is not there is left out.
    package static func start(_ watches: [Watch]) async -> Result<FolderEvents, Failure> {
        let notify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard notify >= 0 else { return .failure(Failure(errno: errno)) }
        var names: [Int32: Set<String>?] = [:]
        for watch in Set(watches) {
            let descriptor = inotify_add_watch(notify, watch.folder, mask)
            guard descriptor >= 0 else {
                if errno == ENOENT || errno == ENOTDIR { continue }
                let failure = Failure(errno: errno)
                close(notify)
                return .failure(failure)
            }
            // Two watches of one folder share a descriptor: every name either wants counts.
            let wanted = names[descriptor].map { known in known.flatMap { known in watch.names.map { known.union($0) } } } ?? watch.names
            names.updateValue(wanted, forKey: descriptor)
        }
        let (changes, sink) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let changed = Changed()
        let watched = names
        do {
            // Reads of a fixed size: one too small for the next event fails.
            let channel = try await NIOPipeBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .channelOption(.recvAllocator, value: FixedSizeRecvByteBufferAllocator(capacity: 16 * (MemoryLayout<inotify_event>.size + Int(NAME_MAX) + 1)))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(Reader(names: watched, changed: changed, sink: sink))
                    }
                }
                .takingOwnershipOfDescriptor(input: notify)
                .get()
            return .success(FolderEvents(changes: changes, changed: changed, channel: channel))
        } catch {
            close(notify)
            sink.finish()
            return .failure(Failure(errno: EBADF))
        }
    }

    private init(changes: AsyncStream<Void>, changed: Changed, channel: any Channel) {
        self.changes = changes
        self.changed = changed
        self.channel = channel
    }

    /// The names whose changes counted since the last call.
    func takeChanged() -> Set<String> {
        changed.names.withLock { changed in
            defer { changed = [] }
            return changed
        }
    }

    /// Ends the watch: the events already read are said, then the stream finishes.
    package func stop() {
        channel.close(promise: nil)
    }

    /// The names changed and not yet taken, shared by the reader and the watch.
    private final class Changed: Sendable {
        let names = Mutex<Set<String>>([])
    }

    /// Reads whole inotify events (the kernel gives only whole ones) and says when one counts.
    private final class Reader: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let names: [Int32: Set<String>?]
        let changed: Changed
        let sink: AsyncStream<Void>.Continuation

        init(names: [Int32: Set<String>?], changed: Changed, sink: AsyncStream<Void>.Continuation) {
            self.names = names
            self.changed = changed
            self.sink = sink
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            let size = MemoryLayout<inotify_event>.size
            var counted: Set<String> = []
            buffer.withUnsafeReadableBytes { bytes in
                var offset = 0
                while offset + size <= bytes.count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameBytes = bytes[(offset + size)..<min(bytes.count, offset + size + Int(event.len))]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += size + Int(event.len)
                    // An overflowed queue lost events: a look at everything is due.
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        counted.insert("*")
                        continue
                    }
                    guard let wanted = names[event.wd] else { continue }
                    if wanted.map({ $0.contains(name) }) ?? true { counted.insert(name) }
                }
            }
            guard !counted.isEmpty else { return }
            changed.names.withLock { $0.formUnion(counted) }
            sink.yield()
        }

        func channelInactive(context: ChannelHandlerContext) {
            sink.finish()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
