import NIOCore
import NIOPosix
import Testing

@testable import WidgetRuntime

/// The quota readings' timer, on the runtime's event loop.
@Suite struct ReadingTimerTests {
    let loop = MultiThreadedEventLoopGroup.singleton.next()

    /// A timer made on the loop, and the stream of its firings.
    private func timer() async throws -> (NIOLoopBoundBox<ReadingTimer?>, AsyncStream<Void>) {
        let (fired, sink) = AsyncStream.makeStream(of: Void.self)
        return (try await timer { sink.yield() }, fired)
    }

    /// A timer made on the loop, calling `fire` there.
    private func timer(fire: @escaping @Sendable () -> Void) async throws -> NIOLoopBoundBox<ReadingTimer?> {
        let box = NIOLoopBoundBox.makeEmptyBox(valueType: ReadingTimer.self, eventLoop: loop)
        let loop = loop
        try await loop.submit { box.value = ReadingTimer(on: loop, fire: fire) }.get()
        return box
    }

    private func onLoop(_ body: @escaping @Sendable () -> Void) async throws {
        try await loop.submit(body).get()
    }

    /// Armed, it goes off; armed again, the new time replaces the old one (a reading set ten minutes
    /// from now, then 1 ms from now, comes long before the ten minutes, however busy the loop is).
    @Test func itGoesOffAtTheLastTimeSet() async throws {
        let (box, fired) = try await timer()
        var firings = fired.makeAsyncIterator()
        let start = ContinuousClock.now
        try await onLoop {
            box.value?.arm(in: .minutes(10))
            box.value?.arm(in: .milliseconds(1))
        }
        await firings.next()
        #expect(ContinuousClock.now - start < .seconds(300))
        try await onLoop { box.value?.close() }
    }

    /// Disarmed, it does not go off: a second timer on the same loop, armed for later than the
    /// disarmed reading, goes off first. (Both are read by the one loop, in the order their times
    /// come, so the disarmed one would be seen before the later one were it still armed.)
    @Test(.timeLimit(.minutes(1))) func aDisarmedTimerStaysSilent() async throws {
        let (firings, sink) = AsyncStream.makeStream(of: String.self)
        let box = try await timer { sink.yield("disarmed") }
        let later = try await timer { sink.yield("later") }
        try await onLoop {
            box.value?.arm(in: .milliseconds(20))
            box.value?.disarm()
            later.value?.arm(in: .milliseconds(60))
        }
        var first = firings.makeAsyncIterator()
        #expect(await first.next() == "later", "the disarmed reading went off")
        try await onLoop {
            box.value?.close()
            later.value?.close()
        }
    }
}
