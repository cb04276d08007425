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

    /// The attached host's closures, read by reference. (Closures stored in a tuple inside the mutex
    /// were wrapped in two more reabstraction thunks by each `withLock { $0 }`, until a call through
    /// them overflowed the stack.)
    private final class Attached: Sendable {
        let reload: Reload
        let configurations: Configurations
        let restarted: Restarted

        init(reload: @escaping Reload, configurations: @escaping Configurations, restarted: @escaping Restarted) {
            self.reload = reload
            self.configurations = configurations
            self.restarted = restarted
        }
    }

    private let attached = Mutex<Attached?>(nil)

    public init() {}

    public func attach(reload: @escaping Reload, configurations: @escaping Configurations, restarted: @escaping Restarted) {
        let hooks = Attached(reload: reload, configurations: configurations, restarted: restarted)
        attached.withLock { $0 = hooks }
    }

    func restarted(bundle: String) {
        attached.withLock { $0 }?.restarted(bundle)
    }

    func reload(bundle: String, kind: String?) {
        attached.withLock { $0 }?.reload(bundle, kind)
    }

    func configurations(of bundle: String) -> [WidgetInfo] {
        attached.withLock { $0 }?.configurations(bundle) ?? []
    }
}
