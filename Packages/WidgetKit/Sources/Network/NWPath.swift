/// What the machine's network is at one moment: whether it reaches beyond the machine, and through
/// which interfaces.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    public enum Status: Equatable, Sendable {
        /// An interface that is up has an address and a default route goes through it.
        case satisfied
        /// No interface reaches beyond the machine.
        case unsatisfied
        /// A connection must be brought up first (a VPN on demand); never the case here.
        case requiresConnection
    }

    public enum UnsatisfiedReason: Equatable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    public let status: Status
    /// Why the path is unsatisfied: `.notAvailable` when it is; nil when it is satisfied.
    public var unsatisfiedReason: UnsatisfiedReason? { status == .satisfied ? nil : .notAvailable }
    /// The interfaces that are up, the ones a default route goes through first, the loopback last.
    public let availableInterfaces: [NWInterface]
    /// Whether the path goes through cellular data (or a phone's hotspot, which Linux does not tell).
    public let isExpensive: Bool
    /// Low Data Mode: never here.
    public let isConstrained: Bool
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public var supportsDNS: Bool { status == .satisfied }

    public init(status: Status, availableInterfaces: [NWInterface], supportsIPv4: Bool = true, supportsIPv6: Bool = false) {
        self.status = status
        self.availableInterfaces = availableInterfaces
        isExpensive = status == .satisfied && availableInterfaces.first?.type == .cellular
        isConstrained = false
        self.supportsIPv4 = supportsIPv4
        self.supportsIPv6 = supportsIPv6
    }

    /// Whether the path goes through an interface of this kind.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type && ($0.type == .loopback || status == .satisfied) }
    }

    public var debugDescription: String {
        "\(status), interfaces: \(availableInterfaces.map(\.name).joined(separator: ", "))"
    }
}
