import Foundation
import NIOPosix

/// Keeps a running worker's folders (its private folder, its groups' containers) within their quotas,
/// whether or not it calls the runtime: the folders are counted when the kernel's count of the bytes the
/// worker wrote (``WriteMeter``) has grown by the room they had left, and at least once a second (what
/// its children write, links and renames). The meter is read more often the less room is left, so a
/// worker writing as fast as the disk takes is stopped a few milliseconds of writing past its quota.
enum QuotaWatch {
    /// The fastest a worker is taken to write, for how often its meter is read: at this rate it
    /// writes the room left between two readings.
    static let fastestWrite = 2 << 30
    /// The readings' interval: at most this...
    static let longestInterval = Duration.milliseconds(100)
    /// ...and at least this.
    static let shortestInterval = Duration.milliseconds(5)
    /// The folders are counted at least this often.
    static let countInterval = Duration.seconds(1)

    /// What the folders have room for: the least of their headrooms (nil: no size limit), or why one is
    /// over its quota.
    enum Room: Equatable {
        case left(Int?)
        case over(String)
    }

    /// Counts every folder, stopping at the first over its quota.
    static func room(in quotas: [FolderQuota]) -> Room {
        var least: Int?
        for quota in quotas {
            switch quota.count() {
            case .over(let cause): return .over(cause)
            case .within(let bytes): if let size = quota.size { least = min(least ?? .max, max(0, size - bytes)) }
            }
        }
        return .left(least)
    }

    /// How long to wait before the meter's next reading, with `room` bytes left.
    static func interval(room: Int?) -> Duration {
        guard let room else { return longestInterval }
        let time = Duration.nanoseconds(Int64(Double(room) / Double(fastestWrite) * 1e9))
        return min(longestInterval, max(shortestInterval, time))
    }

    /// Watches the worker `pid` until it is cancelled; `stop` is called once, with the cause, when a
    /// folder is past its quota. The counts run on NIO's thread pool; when the meter says the room may
    /// be used up, the worker's processes are paused (SIGSTOP) until the count
    /// says whether they go on, so a busy pool or a late reading costs no more writing.
    static func start(pid: pid_t, quotas: [FolderQuota], stop: @escaping @Sendable (String) -> Void) -> Task<Void, Never> {
        return Task {
            let meter = WriteMeter(pid: pid)
            var counted: (at: ContinuousClock.Instant, written: Int, room: Int?)?
            while !Task.isCancelled {
                let written = meter.writtenBytes()
                let now = ContinuousClock.now
                var filled = false
                if let counted, let written, let room = counted.room { filled = written - counted.written >= room }
                let late = counted.map { now - $0.at >= countInterval } ?? true
                if filled || late {
                    let paused = filled ? meter.processes() : []
                    for process in paused { kill(process, SIGSTOP) }
                    let found = try? await NIOThreadPool.singleton.runIfActive { Self.room(in: quotas) }
                    if case .over(let cause)? = found, !Task.isCancelled {
                        stop(cause)
                        return
                    }
                    for process in paused { kill(process, SIGCONT) }
                    guard case .left(let left)? = found else { return }
                    counted = (now, written ?? 0, left)
                }
                do { try await Task.sleep(for: interval(room: counted?.room)) } catch { return }
            }
        }
    }
}
