@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import NIOCore
import NIOPosix

/// Swift concurrency's default executor moved onto NIO's event loop (the singleton group the control
/// socket and pipes already run on), for the long-running programs, the runtime and the desktop
/// surface: libdispatch's worker pool, which Swift uses otherwise, keeps a timer that wakes the
/// process every second for as long as it runs, even when nothing is due. An idle event loop sleeps
/// in `epoll_wait` until a descriptor or a timer of its own is ready.
///
/// The group has one loop: these programs mostly wait, and what they do (a timeline's answer, its
/// layout, a notice to the desktop) is small; on one thread a reply or a notice wakes no other.
///
/// It is set through Swift's `ExecutorFactory`: tasks' jobs run on the loop, and delayed ones
/// (`Task.sleep`, a clock's `sleep`) on its timers. Call ``install()`` once, first thing in `main`;
/// plugin code never runs in these programs.
public enum EventLoopExecutor {
    /// Makes the group's one loop Swift's default executor; the main actor keeps the platform's.
    public static func install() {
        NIOSingletons.groupLoopCountSuggestion = 1
        _createExecutors(factory: Factory.self)
    }

    struct Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { PlatformExecutorFactory.mainExecutor }
        static var defaultExecutor: any TaskExecutor { LoopTaskExecutor.shared }
    }

    /// The loop as a task executor: jobs run on it in the order they come, delayed ones on its timers.
    final class LoopTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
        static let shared = LoopTaskExecutor(loop: MultiThreadedEventLoopGroup.singleton.any())
        let loop: any EventLoop

        init(loop: any EventLoop) { self.loop = loop }

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
            let job = UnownedJob(job)
            // Swift's clocks measure in `Duration`; another clock's delay is taken as none.
            loop.scheduleTask(in: amount((delay as? Duration) ?? .zero)) { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
            enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
        }
    }

    /// Sleeps for `duration` on an event loop's timer, in a process that installed the executor or not:
    /// where it did not (a test's, a short command's), Swift's own sleep (`Task.sleep`) starts
    /// libdispatch's timer, which then wakes the process every second. Throws `CancellationError`
    /// when the task is cancelled, at once.
    public static func sleep(for duration: Duration) async throws {
        let scheduled = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: amount(duration)) {}
        try await withTaskCancellationHandler {
            do {
                try await scheduled.futureResult.get()
            } catch {
                throw CancellationError()
            }
        } onCancel: {
            scheduled.cancel()
        }
    }

    /// Calls `ring` on an event loop's timer after `duration`, with no task to wake: what it gives back
    /// cancels it (nothing once it has rung).
    public static func alarm(in duration: Duration, _ ring: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let scheduled = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: amount(duration), ring)
        return { scheduled.cancel() }
    }

    /// `duration` as NIO's amount of time, at most the longest it holds.
    private static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return .nanoseconds(nanoseconds.overflow ? .max : max(0, nanoseconds.partialValue + attoseconds / 1_000_000_000))
    }
}
