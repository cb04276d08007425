import Foundation
import NIOPosix
import Synchronization
import WidgetRuntime
import WidgetWire

/// The runtime's events as the live page hears them (server-sent events): a widget's new figure, drawn
/// once for every page, which widget to fetch again or take away, and the problem to show until it
/// is put right. Each open page subscribes; a page that falls behind loses the oldest events, never
/// blocks the runtime.
final class PageEvents: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<String>.Continuation]>([:])
    /// The problem message pages show now, sent to each page as it subscribes.
    private let currentProblem = Mutex<String?>(nil)
    /// Draws an instance's new entry as the page's figure; without it, pages fetch the figure.
    private let figure: (@Sendable (WidgetInstance, RenderedEntry) -> String)?

    init(figure: (@Sendable (WidgetInstance, RenderedEntry) -> String)? = nil) {
        self.figure = figure
    }

    /// A stream of event-stream messages for one page, ended by ``finish()`` or when the page goes.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in _ = self?.subscribers.withLock { $0.removeValue(forKey: id) } }
        subscribers.withLock { $0[id] = continuation }
        if let problem = currentProblem.withLock({ $0 }) { continuation.yield(problem) }
        return stream
    }

    /// Whether any page is open: events need no drawing for pages while none is.
    var isFollowed: Bool { subscribers.withLock { !$0.isEmpty } }

    /// Shows a problem on every page (a failed rebuild's errors, whole), or takes it away (nil).
    func problem(_ text: String?) {
        // Each line of an event's data is a `data:` line; the page joins them with line breaks.
        let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let message = "event: problem\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        currentProblem.withLock { $0 = text == nil ? nil : message }
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(message) }
    }

    /// Tells every page what a host event changed. A figure is drawn on NIO's thread pool: setting
    /// text in a size or weight not set before opens its font's file, which the event loop must not
    /// wait for.
    func publish(_ event: HostEvent) async {
        let pages = subscribers.withLock { Array($0.values) }
        guard !pages.isEmpty else { return }
        let message: String
        switch event {
        case .shown(let instance, _, _, let entry) where figure != nil:
            // The figure itself: a redraw costs one message and no request back.
            let figure = figure!
            guard let drawn = try? await NIOThreadPool.singleton.runIfActive({ figure(instance, entry) }) else { return }
            let lines = drawn.split(separator: "\n", omittingEmptySubsequences: false)
            message = "event: figure\ndata: \(instance.id.rawValue)\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        case .shown(let instance, _, _, _), .failed(let instance, _), .added(let instance):
            message = "event: widget\ndata: \(instance.id.rawValue)\n\n"
        case .removed(let instance):
            message = "event: removed\ndata: \(instance.id.rawValue)\n\n"
        case .decided, .warning:
            return
        }
        for continuation in pages { continuation.yield(message) }
    }

    /// Ends every page's stream, as the runtime stops.
    func finish() {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.finish() }
    }
}
