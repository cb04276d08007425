import Foundation
import Synchronization
import WidgetRuntime

/// The runtime's events as the live page hears them (server-sent events): which widget to redraw,
/// which to take away. Each open page subscribes; a page that falls behind loses the oldest events,
/// never blocks the runtime.
final class PageEvents: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<String>.Continuation]>([:])

    /// A stream of event-stream messages for one page, ended by ``finish()`` or when the page goes.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in _ = self?.subscribers.withLock { $0.removeValue(forKey: id) } }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Tells every page what a host event changed.
    func publish(_ event: HostEvent) {
        let message: String
        switch event {
        case .shown(let instance, _, _, _), .failed(let instance, _), .added(let instance):
            message = "event: widget\ndata: \(instance.id.rawValue)\n\n"
        case .removed(let instance):
            message = "event: removed\ndata: \(instance.id.rawValue)\n\n"
        case .decided, .warning:
            return
        }
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(message) }
    }

    /// Ends every page's stream, as the runtime stops.
    func finish() {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.finish() }
    }
}
