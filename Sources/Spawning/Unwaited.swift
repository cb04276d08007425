import Synchronization

/// Programs started and left to run (a URL's handler, which may be an app that stays open): nobody
/// waits for them, and each that has ended is reaped when the next one is added, so none stays a
/// zombie for long and none is watched meanwhile.
public final class Unwaited: Sendable {
    private let running = Mutex<[ChildProcess]>([])

    public init() {}

    /// Keeps `child` until it has ended; reaps those that have.
    public func add(_ child: ChildProcess) {
        running.withLock { running in
            running.removeAll { $0.status(waiting: false) != nil }
            running.append(child)
        }
    }
}
