import Foundation
import WidgetWire

/// Each control request with the type of its answer: what every client calls, so an answer is
/// decoded here, once.
extension ControlConnection {
    /// Reloads a kind's instances, or every instance (nil); `wait`: answers once they have new timelines.
    public func reload(kind: String?, foreground: Bool = false, wait: Bool = false) async throws(WidgetRuntimeError) -> [ReloadDecision] {
        try await send(.reload(kind: kind, foreground: foreground, wait: wait), as: [ReloadDecision].self)
    }

    /// Every instance with its state.
    public func instances() async throws(WidgetRuntimeError) -> [InstanceStatus] {
        try await send(.instances, as: [InstanceStatus].self)
    }

    public func addInstance(kind: String, family: WidgetFamily?) async throws(WidgetRuntimeError) -> WidgetInstance {
        try await send(.addInstance(kind: kind, family: family), as: WidgetInstance.self)
    }

    /// Removes an instance; answers the instance removed.
    public func removeInstance(_ id: InstanceID) async throws(WidgetRuntimeError) -> WidgetInstance {
        try await send(.removeInstance(id), as: WidgetInstance.self)
    }

    public func setFamily(of id: InstanceID, to family: WidgetFamily) async throws(WidgetRuntimeError) -> WidgetInstance {
        try await send(.setFamily(id, family: family), as: WidgetInstance.self)
    }

    public func explain(_ id: InstanceID) async throws(WidgetRuntimeError) -> Explanation {
        try await send(.explain(id), as: Explanation.self)
    }

    /// The widgets on screen, as WidgetKit's `WidgetInfo`s.
    public func configurations() async throws(WidgetRuntimeError) -> [WidgetInfo] {
        try await send(.configurations, as: [WidgetInfo].self)
    }

    /// What an instance shows now (no kind: only its instance and entry).
    public func entry(of id: InstanceID) async throws(WidgetRuntimeError) -> WatchedWidget {
        try await send(.entry(id), as: WatchedWidget.self)
    }

    /// Opens a URL through the runtime's router, as a widget of `bundle` (when given) would.
    public func open(_ url: String, as bundle: String?) async throws(WidgetRuntimeError) -> OpenedURL {
        try await send(.open(url: url, bundle: bundle), as: OpenedURL.self)
    }

    /// Makes this connection's app the scheme's handler: its URLs come as ``ControlNotice/open(_:)``.
    public func handleScheme(_ scheme: String) async throws(WidgetRuntimeError) {
        _ = try await send(.handleScheme(scheme))
    }

    public func tap(_ id: InstanceID, target: String) async throws(WidgetRuntimeError) -> TapResult {
        try await send(.tap(id, target: target), as: TapResult.self)
    }

    /// Sets an instance's configuration parameters (`name=value`) and reloads it.
    public func configure(_ id: InstanceID, settings: [String]) async throws(WidgetRuntimeError) -> WidgetInstance {
        try await send(.configure(id, settings: settings), as: WidgetInstance.self)
    }

    /// Tells the runtime bundles were replaced; answers the identifiers of those started again.
    public func bundlesReplaced() async throws(WidgetRuntimeError) -> [String] {
        try await send(.bundlesReplaced, as: [String].self)
    }

    /// The page's address with its token; nil when the runtime serves none.
    public func pageAddress() async throws(WidgetRuntimeError) -> String? {
        let answer = try await send(.page)
        return answer == .null ? nil : try String(answer: answer)
    }

    /// Follows what every widget shows: answers every widget now; each change then comes as a notice.
    public func watch() async throws(WidgetRuntimeError) -> [WatchedWidget] {
        try await send(.watch, as: [WatchedWidget].self)
    }

    /// Every installed kind a widget can be added of.
    public func kinds() async throws(WidgetRuntimeError) -> [InstalledKind] {
        try await send(.kinds, as: [InstalledKind].self)
    }

    /// The widgets the subscribed catalogs offer that are not installed.
    public func catalog() async throws(WidgetRuntimeError) -> [CatalogWidget] {
        try await send(.catalog, as: [CatalogWidget].self)
    }

    /// What a kind looks like in a family before it is added: its provider's snapshot.
    public func preview(kind: String, family: WidgetFamily) async throws(WidgetRuntimeError) -> RenderedEntry {
        try await send(.preview(kind: kind, family: family), as: RenderedEntry.self)
    }

    /// The choices for a configuration parameter of a kind (`bundle/kind`).
    public func options(kind: String, parameter: String) async throws(WidgetRuntimeError) -> ParameterOptions {
        try await send(.options(kind: kind, parameter: parameter), as: ParameterOptions.self)
    }

    /// A bundle's resource image; nil when it has none of that name.
    public func resource(bundle: String, name: String) async throws(WidgetRuntimeError) -> Data? {
        let answer = try await send(.resource(bundle: bundle, name: name))
        if answer == .null { return nil }
        guard let data = Data(base64Encoded: try String(answer: answer)) else {
            throw WidgetRuntimeError(.controlFailed, "the runtime's answer is malformed: resource \(name) of \(bundle) is not base64")
        }
        return data
    }
}
