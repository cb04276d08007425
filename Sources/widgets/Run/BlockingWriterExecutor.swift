import Foundation
import NIOPosix
import Synchronization

/// A serial executor for the actors that write to the terminal or a pipe (the event log, the live
/// view): their jobs run one at a time on NIO's blocking-I/O thread pool. A terminal that takes no
/// output blocks such a write; it then holds one pool thread and the actor's own later jobs, never
/// the event loops that serve the page and the control socket (Swift's global executor in `run`);
/// so does a file, whose writes wait for its disk. Where the output is `/dev/null`, whose writes wait
/// for nothing, the jobs run on the event loop that enqueued them instead: no thread is woken for a line.
final class BlockingWriterExecutor: SerialExecutor, Sendable {
    private struct State {
        var jobs: [UnownedJob] = []
        var draining = false
    }

    private let state = Mutex(State())
    private let outputMayWait: Bool

    /// An executor for an actor writing to `output` (a descriptor).
    init(output: Int32) {
        var status = stat()
        var null = stat()
        guard fstat(output, &status) == 0 else {
            outputMayWait = true
            return
        }
        outputMayWait = !((status.st_mode & S_IFMT) == S_IFCHR && stat("/dev/null", &null) == 0 && null.st_rdev == status.st_rdev)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let start = state.withLock { state in
            state.jobs.append(job)
            defer { state.draining = true }
            return !state.draining
        }
        guard start else { return }
        if outputMayWait {
            NIOThreadPool.singleton.submit { _ in self.drain() }
        } else {
            MultiThreadedEventLoopGroup.singleton.any().execute { self.drain() }
        }
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
