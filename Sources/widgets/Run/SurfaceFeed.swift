import Foundation
import Synchronization
import WidgetRuntime

/// The host's events for one surface, taken at that surface's own pace, so a slow one (a terminal
/// that is not read) holds up no other. While the surface is busy its events wait here, the latest
/// of each instance only: a newer entry of an instance takes the place of the one not yet taken, and
/// its removal drops it; of the log's lines (decisions, warnings) the newest 256 wait.
final class SurfaceFeed: Sendable {
    private struct State {
        var waiting: [HostEvent] = []
        var taker: CheckedContinuation<HostEvent?, Never>?
        var finished = false
    }

    private let state = Mutex(State())
    /// The most log lines that wait.
    static let keptLines = 256

    /// Gives the surface an event, at once if it waits for one.
    func send(_ event: HostEvent) {
        let taker = state.withLock { state -> CheckedContinuation<HostEvent?, Never>? in
            guard !state.finished else { return nil }
            if let taker = state.taker {
                state.taker = nil
                return taker
            }
            Self.add(event, to: &state.waiting)
            return nil
        }
        taker?.resume(returning: event)
    }

    /// The next event; nil once the feed is finished and nothing waits.
    func next() async -> HostEvent? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> HostEvent?? in
                if !state.waiting.isEmpty { return .some(state.waiting.removeFirst()) }
                if state.finished { return .some(nil) }
                state.taker = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// No more events: the surface takes what waits, then hears the end.
    func finish() {
        let taker = state.withLock { state -> CheckedContinuation<HostEvent?, Never>? in
            state.finished = true
            defer { state.taker = nil }
            return state.taker
        }
        taker?.resume(returning: nil)
    }

    /// `event` among those waiting, by the rules above.
    private static func add(_ event: HostEvent, to waiting: inout [HostEvent]) {
        switch event {
        case .shown(let instance, _, _, _):
            if let index = waiting.firstIndex(where: { shown($0) == instance.id }) {
                waiting[index] = event
                return
            }
        case .removed(let instance):
            waiting.removeAll { shown($0) == instance.id }
        case .decided, .warning:
            if waiting.filter(isLogLine).count >= keptLines, let oldest = waiting.firstIndex(where: isLogLine) {
                waiting.remove(at: oldest)
            }
        case .failed, .added: break
        }
        waiting.append(event)
    }

    /// The instance whose entry `event` shows, if it shows one.
    private static func shown(_ event: HostEvent) -> InstanceID? {
        if case .shown(let instance, _, _, _) = event { instance.id } else { nil }
    }

    private static func isLogLine(_ event: HostEvent) -> Bool {
        switch event {
        case .decided, .warning: true
        case .shown, .failed, .added, .removed: false
        }
    }
}
