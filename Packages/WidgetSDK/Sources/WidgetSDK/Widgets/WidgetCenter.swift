import WidgetABI
import WidgetWire

/// A widget on screen: its kind and family, as WidgetKit's `WidgetInfo`.
public typealias WidgetInfo = WidgetWire.WidgetInfo

/// Asks the runtime to reload this bundle's widgets, and says which are on screen, as WidgetKit's
/// `WidgetCenter` does. It reaches only this bundle's own kinds; from an app, the kinds of every bundle.
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks for new timelines for the widgets of a kind. Charged to their refresh budget.
    public func reloadTimelines(ofKind kind: String) {
        send(.reloadTimelines(kind: kind))
    }

    /// Asks for the kinds' recommended configurations again; `widgets configure` always asks afresh.
    public func invalidateConfigurationRecommendations() {}

    /// Asks for new timelines for all of this bundle's widgets.
    public func reloadAllTimelines() {
        send(.reloadTimelines(kind: nil))
    }

    /// This bundle's widgets on screen.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        guard let host = HostConnection.current else { return [] }
        return try [WidgetInfo](json: try host.call(.currentConfigurations).get())
    }

    /// This bundle's widgets on screen, to a completion handler.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        guard let host = HostConnection.current else { return completion(.success([])) }
        completion(Result { try [WidgetInfo](json: try host.call(.currentConfigurations).get()) })
    }

    /// Sent without waiting: the runtime logs a refusal under the bundle's name. From a program the
    /// runtime did not start (an app), a reload reaches the home's running runtime, if one runs.
    private func send(_ request: HostRequest) {
        if let host = HostConnection.current { return host.send(request) }
        if case .reloadTimelines(let kind) = request { OutsideRuntime.reload(kind: kind) }
    }
}

extension WidgetInfo {
    /// The widget's configuration as its intent, as WidgetKit's `widgetConfigurationIntent(of:)`:
    /// plain parameters set from the configuration; entity parameters are not (their query is async).
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? {
        guard case .object(let members)? = configuration else { return nil }
        let intent = Intent()
        let parameters = IntentParameters.all(of: intent)
        for (name, value) in members { parameters.first { $0.name == name }?.parameter.setPlain(value) }
        return intent
    }
}
