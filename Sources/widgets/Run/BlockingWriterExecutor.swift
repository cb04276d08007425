import NIOPosix
import Synchronization

/// A serial executor for the actors that write to the terminal or a pipe (the event log, the live
/// view): their jobs run one at a time on NIO's blocking-I/O thread pool. A terminal that takes no
/// output blocks such a write; it then holds one pool thread and the actor's own later jobs, never
/// the event loops that serve the page and the control socket (Swift's global executor in `run`).
final class BlockingWriterExecutor: SerialExecutor, Sendable {
    private struct State {
        var jobs: [UnownedJob] = []
        var draining = false
    }

    private let state = Mutex(State())

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let start = state.withLock { state in
            state.jobs.append(job)
            defer { state.draining = true }
            return !state.draining
        }
        if start { NIOThreadPool.singleton.submit { _ in self.drain() } }
    }

    /// Runs the jobs in the order they came, until none waits.
    private func drain() {
        while let job = state.withLock({ state -> UnownedJob? in
            guard !state.jobs.isEmpty else {
                state.draining = false
                return nil
            }
            return state.jobs.removeFirst()
        }) {
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
