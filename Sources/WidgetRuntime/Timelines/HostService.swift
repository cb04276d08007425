import Foundation
import ServiceLifecycle

/// A ``WidgetHost`` as a service of a `ServiceGroup`: it runs until `end` (if given) or a graceful
/// shutdown, which stops it as ``WidgetHost/stop()`` does: requests waiting on it end with an error,
/// fetches under way are cancelled, and its events finish.
public struct HostService: Service {
    public let host: WidgetHost
    public let end: Date?

    public init(host: WidgetHost, until end: Date? = nil) {
        self.host = host
        self.end = end
    }

    public func run() async {
        let stopping = MutexBox<Task<Void, Never>?>(nil)
        await withGracefulShutdownHandler {
            await host.run(until: end)
        } onGracefulShutdown: { [host] in
            stopping.withLock { $0 = Task { await host.stop() } }
        }
        await stopping.withLock { $0 }?.value
    }
}
