import Foundation
import WidgetHome
import WidgetWire

/// Makes an app the handler of a URL scheme while it runs: the URLs widgets open with that scheme
/// (a `widgetURL`, a `Link`) come to it instead of to `runtime.json`'s command.
///
/// ```swift
/// let handler = try await WidgetURLHandler.register(scheme: "counter") { url in show(url) }
/// ```
public final class WidgetURLHandler: Sendable {
    private let connection: ControlConnection
    private let handling: Task<Void, Never>

    /// Registers with the running runtime; nil when none is running (URLs then go to runtime.json's
    /// handler). `handle` is called once per URL, in order, until ``cancel()`` or the handler is released.
    public static func register(
        scheme: String, home: RuntimeHome? = nil, handle: @escaping @Sendable (URL) -> Void
    ) async throws(WidgetRuntimeError) -> WidgetURLHandler? {
        let resolved: RuntimeHome
        if let home { resolved = home } else { resolved = try RuntimeHome.locate() }
        guard let connection = try await ControlConnection.connect(to: resolved) else { return nil }
        try await connection.handleScheme(scheme)
        return WidgetURLHandler(connection: connection, handle: handle)
    }

    private init(connection: ControlConnection, handle: @escaping @Sendable (URL) -> Void) {
        self.connection = connection
        handling = Task {
            do {
                for try await case .open(let text) in connection.notices {
                    if let url = URL(string: text) { handle(url) }
                }
            } catch {
                // The runtime sent what cannot be read and the connection closed: URLs go to runtime.json's handler.
            }
        }
    }

    /// Stops handling the scheme.
    public func cancel() {
        handling.cancel()
        connection.close()
    }

    deinit { cancel() }
}
