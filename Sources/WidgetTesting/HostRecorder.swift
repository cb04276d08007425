import Foundation
import Synchronization
import WidgetRuntime
import WidgetWire

/// Everything a ``WidgetHost`` reports, recorded from its start, and a way to wait for what a test
/// expects next without polling or sleeping.
public actor HostRecorder {
    private struct Waiter {
        var id: UInt64
        var matches: @Sendable (HostEvent) -> Bool
        var continuation: CheckedContinuation<HostEvent?, Never>
    }

    /// Every event so far, in order.
    public private(set) var events: [HostEvent] = []
    private var waiters: [Waiter] = []
    private var nextWaiter: UInt64 = 0
    private var finished = false
    /// How long a wait may last before it gives up: a bound on a failing test, never a pause.
    private let patience: Duration

    /// Records `host`'s events; make it before anything else reads them (a host's events have one reader).
    public init(_ host: WidgetHost, patience: Duration = .seconds(60)) {
        self.patience = patience
        let events = host.events
        let reading = Task { await self.read(events) }
        self.reading.withLock { $0 = reading }
    }

    /// The task that records the host's events: it ends with them, or with this recorder.
    private nonisolated let reading = Mutex<Task<Void, Never>?>(nil)

    deinit { reading.withLock { $0?.cancel() } }

    private func read(_ stream: AsyncStream<HostEvent>) async {
        for await event in stream {
            events.append(event)
            let met = waiters.filter { $0.matches(event) }
            waiters.removeAll { $0.matches(event) }
            met.forEach { $0.continuation.resume(returning: event) }
        }
        finished = true
        waiters.forEach { $0.continuation.resume(returning: nil) }
        waiters = []
    }

    /// How many events so far: a mark for ``next(after:where:)``.
    public var count: Int { events.count }

    /// The first event from the host's start that `matches`, waiting for it if need be; nil if the
    /// host stops first (or nothing matches within the patience given at `init`).
    public func first(where matches: @escaping @Sendable (HostEvent) -> Bool) async -> HostEvent? {
        await next(after: 0, where: matches)
    }

    /// The first event after the first `count` ones that `matches`, waiting for it if need be.
    public func next(after count: Int, where matches: @escaping @Sendable (HostEvent) -> Bool) async -> HostEvent? {
        if let seen = events.dropFirst(count).first(where: matches) { return seen }
        if finished { return nil }
        nextWaiter += 1
        let id = nextWaiter
        let watchdog = Task { [patience] in
            guard (try? await Task.sleep(for: patience)) != nil else { return }
            await self.giveUp(id)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { waiters.append(Waiter(id: id, matches: matches, continuation: $0)) }
    }

    private func giveUp(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: nil)
    }

    /// The first entry an instance shows after the first `count` events; nil if its timeline failed first.
    public func entry(of id: InstanceID, after count: Int = 0) async -> RenderedEntry? {
        let event = await next(after: count) {
            switch $0 {
            case .shown(let instance, _, _, _), .failed(let instance, _): instance.id == id
            default: false
            }
        }
        if case .shown(_, _, _, let entry)? = event { return entry }
        return nil
    }
}
