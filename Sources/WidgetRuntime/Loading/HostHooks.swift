import Synchronization
import WidgetWire

/// What a running widget host offers the bundles' `WidgetCenter` calls. Until a host attaches (as in
/// `widgets snapshot`), reload requests do nothing and there are no widgets on screen.
public final class HostHooks: Sendable {
    /// Reload a bundle's kind (nil: all its kinds).
    public typealias Reload = @Sendable (_ bundle: String, _ kind: String?) -> Void
    /// A bundle's widgets on screen.
    public typealias Configurations = @Sendable (_ bundle: String) -> [WidgetInfo]

    /// A bundle's code runs again (a new worker after a crash, or a changed library).
    public typealias Restarted = @Sendable (_ bundle: String) -> Void

    private let hooks = Mutex<(reload: Reload, configurations: Configurations, restarted: Restarted)?>(nil)

    public init() {}

    public func attach(reload: @escaping Reload, configurations: @escaping Configurations, restarted: @escaping Restarted) {
        hooks.withLock { $0 = (reload, configurations, restarted) }
    }

    func restarted(bundle: String) {
        hooks.withLock { $0 }?.restarted(bundle)
    }

    func reload(bundle: String, kind: String?) {
        hooks.withLock { $0 }?.reload(bundle, kind)
    }

    func configurations(of bundle: String) -> [WidgetInfo] {
        hooks.withLock { $0 }?.configurations(bundle) ?? []
    }
}
