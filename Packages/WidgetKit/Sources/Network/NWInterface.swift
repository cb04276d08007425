/// A network interface of the machine: its name, its kind and its index.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface Apple's Network tells apart.
    public enum InterfaceType: Hashable, Sendable, CaseIterable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The kernel's name: `eth0`, `wlan0`, `lo`.
    public let name: String
    public let type: InterfaceType
    /// The kernel's index of the interface.
    public let index: Int

    public init(name: String, type: InterfaceType, index: Int) {
        self.name = name
        self.type = type
        self.index = index
    }

    public var debugDescription: String { name }
}
