import Foundation
import Network

/// Connectivity as apps watch it: a monitor on a queue of its own, read before a refresh.
final class NetworkMonitor {
    static let shared = NetworkMonitor()

    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "NetworkMonitor")
    private let lock = NSLock()
    private var path: NWPath?
    let firstUpdate = DispatchSemaphore(value: 0)

    var isConnected: Bool { lock.withLock { path?.status == .satisfied } }
    var isExpensive: Bool { lock.withLock { path?.isExpensive ?? false } }
    var connectionType: NWInterface.InterfaceType? {
        lock.withLock {
            [.wifi, .cellular, .wiredEthernet, .loopback].first { path?.usesInterfaceType($0) ?? false }
        }
    }
    var interfaces: [NWInterface] { lock.withLock { path?.availableInterfaces ?? [] } }

    func startMonitoring() {
        monitor.pathUpdateHandler = { [weak self] path in
            guard let self else { return }
            let first = self.lock.withLock { () -> Bool in
                defer { self.path = path }
                return self.path == nil
            }
            if first { self.firstUpdate.signal() }
        }
        monitor.start(queue: queue)
    }

    func stopMonitoring() {
        monitor.cancel()
    }
}
