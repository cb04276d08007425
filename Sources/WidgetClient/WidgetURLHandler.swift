import Foundation
import WidgetHome
import WidgetWire

/// Makes an app the handler of a URL scheme while it runs: the URLs widgets open with that scheme
/// (a `widgetURL`, a `Link`) come to it instead of to `runtime.json`'s command.
///
/// ```swift
/// let handler = try WidgetURLHandler.register(scheme: "counter") { url in show(url) }
/// ```
public final class WidgetURLHandler: Sendable {
    private let client: ControlClient

    /// Registers with the running runtime; nil when none is running (URLs then go to runtime.json's
    /// handler). `handle` is called on a thread of its own, once per URL.
    public static func register(
        scheme: String, home: RuntimeHome? = nil, handle: @escaping @Sendable (URL) -> Void
    ) throws(WidgetRuntimeError) -> WidgetURLHandler? {
        let resolved: RuntimeHome
        if let home { resolved = home } else { resolved = try RuntimeHome.locate() }
        guard let client = try ControlClient.connect(to: resolved) else { return nil }
        _ = try client.send(.handleScheme(scheme))
        return WidgetURLHandler(client: client, handle: handle)
    }

    private init(client: ControlClient, handle: @escaping @Sendable (URL) -> Void) {
        self.client = client
        Thread.detachNewThread {
            while let message = client.receive() {
                if case .string(let text)? = message["open"], let url = URL(string: text) { handle(url) }
            }
        }
    }

    /// Stops handling the scheme.
    public func cancel() { client.close() }
}
