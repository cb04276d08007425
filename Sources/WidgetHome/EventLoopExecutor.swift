import NIOCore
import NIOPosix

/// Swift concurrency's global executor moved onto NIO's event loops (the singleton group the control
/// socket and pipes already run on), for the long-running programs, the runtime and the desktop
/// surface: libdispatch's worker pool, which Swift uses otherwise, keeps a timer that wakes the
/// process every second for as long as it runs, even when nothing is due. An idle event loop sleeps
/// in `epoll_wait` until a descriptor or a timer of its own is ready.
///
/// The group has one loop: these programs mostly wait, and what they do (a timeline's answer, its
/// layout, a notice to the desktop) is small; on one thread a reply or a notice wakes no other.
///
/// Jobs are enqueued through the runtime's hooks (`swift_task_enqueueGlobal_hook` by NIO, and the
/// delayed and deadline hooks of `Task.sleep` here, as NIO timers). Call it once, first thing in
/// `main`, before any task runs; plugin code never runs in these programs.
public enum EventLoopExecutor {
    typealias DelayHook = @convention(thin) (UInt64, UnownedJob, @convention(thin) (UInt64, UnownedJob) -> Void) -> Void
    typealias DeadlineHook = @convention(thin) (
        Int64, Int64, Int64, Int64, Int32, UnownedJob, @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void
    ) -> Void

    /// Installs the hooks; false (and Swift's own global executor stays) where the runtime has none.
    @discardableResult
    public static func install() -> Bool {
        NIOSingletons.groupLoopCountSuggestion = 1
        guard let process = dlopen(nil, RTLD_NOW),
            let delayHook = dlsym(process, "swift_task_enqueueGlobalWithDelay_hook"),
            let deadlineHook = dlsym(process, "swift_task_enqueueGlobalWithDeadline_hook"),
            NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        else { return false }
        let delayed: DelayHook = { nanoseconds, job, _ in
            EventLoopExecutor.run(job, in: .nanoseconds(Int64(clamping: nanoseconds)))
        }
        let deadlined: DeadlineHook = { seconds, nanoseconds, _, _, clock, job, _ in
            // The deadline is on the job's clock (1, continuous: CLOCK_BOOTTIME; 2, suspending:
            // CLOCK_MONOTONIC; 3, wall); it is waited for as the time left on that clock now.
            var now = timespec()
            clock_gettime(clock == 1 ? CLOCK_BOOTTIME : clock == 3 ? CLOCK_REALTIME : CLOCK_MONOTONIC, &now)
            let left = (seconds - Int64(now.tv_sec)) * 1_000_000_000 + (nanoseconds - Int64(now.tv_nsec))
            EventLoopExecutor.run(job, in: .nanoseconds(max(0, left)))
        }
        withUnsafeBytes(of: delayed) { delayHook.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        withUnsafeBytes(of: deadlined) { deadlineHook.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        return true
    }

    /// Sleeps for `duration` on an event loop's timer: Swift's own sleep (`Task.sleep`, a clock's
    /// `sleep`) goes to libdispatch's timers and worker pool, which the hooks do not reach. Throws
    /// `CancellationError` when the task is cancelled, at once.
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

    /// Runs a job on one of the group's loops once `delay` has passed.
    private static func run(_ job: UnownedJob, in delay: TimeAmount) {
        let loop = MultiThreadedEventLoopGroup.singleton.any()
        loop.scheduleTask(in: delay) { loop.executor.enqueue(job) }
    }
}
