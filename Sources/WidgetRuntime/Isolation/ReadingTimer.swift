import CTimerFD
import Glibc
import NIOCore
import NIOPosix

/// When a worker's meter is read next: a timer its event loop reads (a Linux timerfd), which a
/// disarm truly disarms. SwiftNIO leaves its own timer armed for a cancelled task (it sets it again
/// only for an earlier deadline), so a reading scheduled as a worker is continued and cancelled by
/// its answer would wake the loop for nothing after every request. Where no timerfd can be had,
/// the loop's scheduled tasks stand in. Used on its loop only.
final class ReadingTimer {
    private let loop: any EventLoop
    private let fire: @Sendable () -> Void
    /// The timerfd while it serves, owned by `channel` once that is registered.
    private var descriptor: Int32
    private var channel: (any Channel)?
    /// The stand-in's next reading.
    private var scheduled: Scheduled<Void>?
    private var closed = false

    /// A timer on `loop` (created there) calling `fire` when it goes off.
    init(on loop: any EventLoop, fire: @escaping @Sendable () -> Void) {
        loop.preconditionInEventLoop()
        self.loop = loop
        self.fire = fire
        descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard descriptor >= 0 else { return }
        let timer = descriptor
        NIOPipeBootstrap(group: loop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Expirations(fire: fire))
                }
            }
            .takingOwnershipOfDescriptor(input: timer)
            .hop(to: loop)
            .assumeIsolatedUnsafeUnchecked()
            .whenComplete { result in
                switch result {
                case .success(let channel) where self.closed:
                    channel.close(promise: nil)
                case .success(let channel):
                    self.channel = channel
                case .failure:
                    // Its readings go to the loop's tasks from now on, the one armed at once.
                    let wasArmed = self.isArmed
                    Glibc.close(timer)
                    self.descriptor = -1
                    if wasArmed, !self.closed { self.arm(in: .zero) }
                }
            }
    }

    /// Goes off once, `wait` from now, in place of any reading set before.
    func arm(in wait: TimeAmount) {
        guard !closed else { return }
        scheduled?.cancel()
        scheduled = nil
        guard descriptor >= 0 else {
            scheduled = loop.scheduleTask(in: wait, fire)
            return
        }
        // A zero time would disarm it: a nanosecond stands for "now".
        let nanoseconds = max(1, wait.nanoseconds)
        var value = itimerspec()
        value.it_value = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        _ = timerfd_settime(descriptor, 0, &value, nil)
    }

    /// No reading is set.
    func disarm() {
        scheduled?.cancel()
        scheduled = nil
        guard !closed, descriptor >= 0 else { return }
        var value = itimerspec()
        _ = timerfd_settime(descriptor, 0, &value, nil)
    }

    /// Ends the timer for good (the watch ended); one still being registered is closed as that
    /// completes.
    func close() {
        disarm()
        closed = true
        channel?.close(promise: nil)
    }

    private var isArmed: Bool {
        guard descriptor >= 0 else { return scheduled != nil }
        var value = itimerspec()
        return timerfd_gettime(descriptor, &value) == 0 && (value.it_value.tv_sec != 0 || value.it_value.tv_nsec != 0)
    }

    /// Reads the timer's expirations (a count, eight bytes) and calls `fire` for them.
    private final class Expirations: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let fire: @Sendable () -> Void
        init(fire: @escaping @Sendable () -> Void) { self.fire = fire }
        func channelRead(context: ChannelHandlerContext, data: NIOAny) { fire() }
    }
}
