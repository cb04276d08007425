import Foundation
import Logging
import Synchronization
import WidgetHome
import WidgetWire

/// For an app: asks the running runtime to reload widgets, and says which are on screen, as
/// WidgetKit's `WidgetCenter` does. With no runtime running there is nothing to reload; the widgets
/// read fresh data when one starts.
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    private let home: RuntimeHome?
    private let logger: Logger
    private let foreground = Atomic<Bool>(false)

    /// A center for a runtime home (by default the one `widgets` would use).
    public init(home: RuntimeHome? = nil, logger: Logger = Logger(label: "widgets.client")) {
        self.home = home
        self.logger = logger
    }

    /// Whether the app is in the foreground: then its reloads are not charged to the widgets' budget.
    public var appIsInForeground: Bool {
        get { foreground.load(ordering: .relaxed) }
        set { foreground.store(newValue, ordering: .relaxed) }
    }

    /// Asks for new timelines for the widgets of a kind.
    public func reloadTimelines(ofKind kind: String) {
        send(.reload(kind: kind, foreground: appIsInForeground, wait: false))
    }

    /// Asks for new timelines for every widget.
    public func reloadAllTimelines() {
        send(.reload(kind: nil, foreground: appIsInForeground, wait: false))
    }

    /// The widgets on screen; none when no runtime is running.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        let resolved = try home ?? RuntimeHome.locate()
        guard let runtime = try await ControlConnection.connect(to: resolved) else { return [] }
        defer { runtime.close() }
        return try await runtime.configurations()
    }

    /// The widgets on screen, to a completion handler (called on one of NIO's event loops).
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        let resolved: RuntimeHome
        do { resolved = try home ?? RuntimeHome.locate() } catch { return completion(.failure(error)) }
        ControlConnection.send(.configurations, to: resolved) { answer in
            completion(Result { try answer.get().map { try [WidgetInfo](answer: $0) } ?? [] })
        }
    }

    private func connect() throws(WidgetRuntimeError) -> ControlClient? {
        let resolved: RuntimeHome
        if let home { resolved = home } else { resolved = try RuntimeHome.locate() }
        return try ControlClient.connect(to: resolved)
    }

    private func send(_ request: ControlRequest) {
        do throws(WidgetRuntimeError) {
            guard let client = try connect() else {
                logger.debug("no runtime is running; nothing to reload")
                return
            }
            defer { client.close() }
            _ = try client.send(request)
        } catch {
            logger.warning("\(error)")
        }
    }
}
