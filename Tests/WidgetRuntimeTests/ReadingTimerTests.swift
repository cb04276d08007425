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
        let box = NIOLoopBoundBox.makeEmptyBox(valueType: ReadingTimer.self, eventLoop: loop)
        let loop = loop
        try await loop.submit { box.value = ReadingTimer(on: loop) { sink.yield() } }.get()
        return (box, fired)
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

    /// Disarmed, it does not go off: the next firing is the one armed after. (The first reading,
    /// 20 ms out, was disarmed; the one armed 200 ms later comes, and nothing before it.)
    @Test func aDisarmedTimerStaysSilent() async throws {
        let (box, fired) = try await timer()
        var firings = fired.makeAsyncIterator()
        try await onLoop {
            box.value?.arm(in: .milliseconds(20))
            box.value?.disarm()
        }
        try await Task.sleep(for: .milliseconds(200))
        let armed = ContinuousClock.now
        try await onLoop { box.value?.arm(in: .milliseconds(30)) }
        await firings.next()
        #expect(ContinuousClock.now - armed >= .milliseconds(30), "the disarmed reading went off")
        try await onLoop { box.value?.close() }
    }
}
