#if canImport(Glibc)
import Glibc
#endif
import CFence
import Foundation

/// Says when something changes in a set of folders (the kernel's inotify), so the runtime looks at its
/// bundles' files only then instead of once a second. A thread of its own waits in `poll` (it wakes for
/// nothing else) and yields one element per batch of events; ``stop()`` ends it and the stream.
final class FolderEvents: Sendable {
    /// A folder, and the names in it whose changes count (nil: every name).
    struct Watch: Sendable, Hashable {
        var folder: String
        var names: Set<String>?
    }

    /// One element for each read that found a change that counts.
    let changes: AsyncStream<Void>
    private let notify: Int32
    /// A pipe ``stop()`` closes the write end of: the thread's other descriptor is its read end.
    private let stopping: (read: Int32, write: Int32)

    /// The changes that may restart a bundle: what is created, written, renamed in, removed or has
    /// its attributes changed.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    /// Watches `watches`; nil (with why) when the kernel refuses (no inotify, or the user's limit of
    /// watches or instances reached).
    static func start(_ watches: [Watch]) -> Result<FolderEvents, FolderEventsError> {
        let notify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard notify >= 0 else { return .failure(FolderEventsError(errno: errno)) }
        var names: [Int32: Set<String>?] = [:]
        for watch in Set(watches) {
            let descriptor = inotify_add_watch(notify, watch.folder, mask)
            guard descriptor >= 0 else {
                // A folder that is not there has nothing to change; any other refusal ends the watch.
                if errno == ENOENT || errno == ENOTDIR { continue }
                let failure = FolderEventsError(errno: errno)
                close(notify)
                return .failure(failure)
            }
            // Two watches of one folder share a descriptor: every name either wants counts.
            let wanted = names[descriptor].map { known in known.flatMap { known in watch.names.map { known.union($0) } } } ?? watch.names
            names.updateValue(wanted, forKey: descriptor)
        }
        var pipe: [Int32] = [-1, -1]
        guard fence_pipe(&pipe) == 0 else {
            let failure = FolderEventsError(errno: errno)
            close(notify)
            return .failure(failure)
        }
        return .success(FolderEvents(notify: notify, stopping: (pipe[0], pipe[1]), names: names))
    }

    private init(notify: Int32, stopping: (read: Int32, write: Int32), names: [Int32: Set<String>?]) {
        self.notify = notify
        self.stopping = stopping
        let (changes, sink) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.changes = changes
        let thread = Thread { [notify, stopping] in
            Self.read(notify, until: stopping.read, names: names) { sink.yield() }
            sink.finish()
            close(notify)
            close(stopping.read)
        }
        thread.name = "widgets.folder-events"
        thread.stackSize = 1 << 18
        thread.start()
    }

    /// Ends the watch: the thread closes its descriptors and the stream finishes. Called once.
    func stop() {
        close(stopping.write)
    }

    /// Waits for events until `stop` is readable, calling `changed` after each read whose events count.
    private static func read(_ notify: Int32, until stop: Int32, names: [Int32: Set<String>?], changed: () -> Void) {
        var descriptors = [pollfd(fd: notify, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        let size = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 16 * (size + Int(NAME_MAX) + 1))
        while true {
            descriptors[1].revents = 0
            guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { return }
            // The events queued before a stop are all read first: the kernel queues them as the change is made.
            var counts = false
            while true {
                let length = buffer.withUnsafeMutableBytes { Glibc.read(notify, $0.baseAddress, $0.count) }
                guard length > 0 else { break }
                buffer.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset + size <= length {
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let nameBytes = bytes[(offset + size)..<min(length, offset + size + Int(event.len))]
                        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                        offset += size + Int(event.len)
                        // An overflowed queue lost events: a look at everything is due.
                        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { counts = true; continue }
                        guard let wanted = names[event.wd] else { continue }
                        if wanted.map({ $0.contains(name) }) ?? true { counts = true }
                    }
                }
            }
            if counts { changed() }
            if descriptors[1].revents != 0 { return }
        }
    }
}

/// Why folders cannot be watched.
struct FolderEventsError: Error, CustomStringConvertible {
    var errno: Int32

    var description: String {
        let reason = String(cString: strerror(errno))
        if errno == ENOSPC || errno == EMFILE {
            return "inotify refused (\(reason)): the user's limit of watches or instances is reached (sysctl fs.inotify.max_user_watches, max_user_instances)"
        }
        return "inotify refused (\(reason))"
    }
}
