import Foundation
import Synchronization
import WidgetRuntime

/// A clock a test moves by hand: sleepers wake when ``advance(by:)`` passes their deadline, never on
/// their own. Its ``date`` is the wall clock a host sees; ``jumpWallClock(by:)`` moves that alone, as
/// a user setting the system clock does.
public final class TestClock: Clock, Sendable {
    public struct Instant: InstantProtocol {
        /// Time since the clock was made.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var wallOffset: TimeInterval = 0
        var sleepers: [UInt64: Sleeper] = [:]
        var nextSleeper: UInt64 = 0
        /// Tasks waiting for the number of sleepers to meet a condition (``sleepers(_:)``).
        var watchers: [(condition: @Sendable (Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

        /// The watchers whose condition the number of sleepers meets, removed.
        mutating func satisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
            let count = sleepers.count
            let satisfied = watchers.filter { $0.condition(count) }.map(\.continuation)
            watchers.removeAll { $0.condition(count) }
            return satisfied
        }
    }

    private let state = Mutex(State())
    private let start: Date

    /// A clock whose wall date starts at `start` (now, so that plugins, which read the real time, agree).
    public init(start: Date = Date()) {
        self.start = start
    }

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The wall clock's date: the start, plus the time advanced, plus any jumps.
    public var date: Date {
        state.withLock { start.addingTimeInterval($0.now.offset.seconds + $0.wallOffset) }
    }

    /// Time for a host: this clock, and ``date``.
    public var hostTime: HostTime {
        HostTime(
            now: { [self] in date },
            sleepUntil: { [self] date in try await sleep(untilDate: date) },
            elapsed: { [self] in now.offset })
    }

    /// Sleeps until ``date`` reaches `date`, reading the wall clock and registering the sleeper in one step.
    public func sleep(untilDate date: Date) async throws {
        try await sleep { state in
            Instant(offset: .seconds(date.timeIntervalSince(self.start) - state.wallOffset))
        }
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleep { _ in deadline }
    }

    /// Sleeps until a deadline computed, under the lock, from the clock's state.
    private func sleep(until deadline: @escaping @Sendable (borrowing State) -> Instant) async throws {
        let id = state.withLock { state in
            state.nextSleeper += 1
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (wakeNow, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    let deadline = deadline(state)
                    if Task.isCancelled || deadline <= state.now { return (true, []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (false, state.satisfiedWatchers())
                }
                watchers.forEach { $0.resume() }
                if wakeNow { continuation.resume() }
            }
        } onCancel: {
            let (sleeper, watchers) = state.withLock { state in
                (state.sleepers.removeValue(forKey: id), state.satisfiedWatchers())
            }
            sleeper?.continuation.resume(throwing: CancellationError())
            watchers.forEach { $0.resume() }
        }
        try Task.checkCancellation()
    }

    /// Returns once at least `count` tasks sleep on the clock: a test moves the clock only after
    /// what it waits for has started waiting.
    public func sleepers(atLeast count: Int) async {
        await sleepers { $0 >= count }
    }

    /// Returns once the number of tasks sleeping on the clock meets `condition` (sleepers come and
    /// go as tasks sleep, wake, and are cancelled).
    public func sleepers(_ condition: @escaping @Sendable (Int) -> Bool) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if condition(state.sleepers.count) { return true }
                state.watchers.append((condition, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// How many tasks sleep on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Moves time forward and wakes every sleeper whose deadline is passed, in deadline order.
    public func advance(by duration: Duration) {
        let (due, watchers) = state.withLock { state -> ([Sleeper], [CheckedContinuation<Void, Never>]) in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return (due.values.sorted { $0.deadline < $1.deadline }, state.satisfiedWatchers())
        }
        due.forEach { $0.continuation.resume() }
        watchers.forEach { $0.resume() }
    }

    /// Moves the wall clock alone (the elapsed time does not change), as setting the system clock does.
    public func jumpWallClock(by seconds: TimeInterval) {
        state.withLock { $0.wallOffset += seconds }
    }
}
