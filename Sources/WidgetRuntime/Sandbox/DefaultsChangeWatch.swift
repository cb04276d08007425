#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Says whether the defaults database changed, without asking SQLite: the kernel's inotify on its
/// files, read without waiting. Every commit, an app's or the runtime's, writes the database or its
/// journal (`-wal`, `-journal`) before it returns, so a change made before a request is always seen
/// by then; a checkpoint counts too, harmlessly. The stamp is asked before each request to a bundle,
/// on the event loop, which so touches no file.
final class DefaultsChangeWatch: Sendable {
    private let descriptor: Int32
    private let names: Set<String>
    /// Moved on by each read that found a change.
    private let stamp = Mutex(0)

    /// Watches the files of the database `file`; nil when the kernel refuses (no inotify, or the
    /// user's limit of watches reached).
    init?(file: URL) {
        let notify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard notify >= 0 else { return nil }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        guard inotify_add_watch(notify, file.deletingLastPathComponent().path, mask) >= 0 else {
            close(notify)
            return nil
        }
        descriptor = notify
        let name = file.lastPathComponent
        names = [name, name + "-wal", name + "-journal"]
    }

    deinit { close(descriptor) }

    /// A number that moves whenever the database's files changed since it was last asked.
    func current() -> Int {
        stamp.withLock { stamp in
            if changedSinceLastRead() { stamp += 1 }
            return stamp
        }
    }

    /// Reads every event the kernel holds, without waiting: whether one is about the database
    /// (or events were lost).
    private func changedSinceLastRead() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return changed }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.load(fromByteOffset: offset + 4, as: UInt32.self), Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed = true
                } else if length > 0, !changed {
                    let name = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                    if names.contains(String(decoding: name, as: UTF8.self)) { changed = true }
                }
                offset += header + length
            }
        }
    }
}
