import Foundation

/// Where a connection goes: a host and port, a service, a Unix socket or a URL.
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    case hostPort(host: Host, port: Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    /// A host by name or address: `"example.com"`, `.ipv4(.loopback)`.
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)

        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }

        public init(stringLiteral value: String) { self.init(value) }

        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    /// A port number: `443`, `.https`, `NWEndpoint.Port("8080")`.
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
        public let rawValue: UInt16
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        public init(integerLiteral value: UInt16) { rawValue = value }
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }
        public static let any: Port = 0
        public static let http: Port = 80
        public static let https: Port = 443
        public var debugDescription: String { String(rawValue) }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type).\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}

/// An IPv4 address, from its dotted text.
public struct IPv4Address: Hashable, Sendable, CustomDebugStringConvertible {
    public let rawValue: Data
    public init?(_ string: String) {
        var address = in_addr()
        guard inet_pton(AF_INET, string, &address) == 1 else { return nil }
        rawValue = withUnsafeBytes(of: &address) { Data($0) }
    }
    public static let loopback = IPv4Address("127.0.0.1")!
    public static let any = IPv4Address("0.0.0.0")!
    public var debugDescription: String { rawValue.map(String.init).joined(separator: ".") }
}

/// An IPv6 address, from its text.
public struct IPv6Address: Hashable, Sendable, CustomDebugStringConvertible {
    public let rawValue: Data
    private let text: String
    public init?(_ string: String) {
        var address = in6_addr()
        guard inet_pton(AF_INET6, string, &address) == 1 else { return nil }
        rawValue = withUnsafeBytes(of: &address) { Data($0) }
        text = string
    }
    public static let loopback = IPv6Address("::1")!
    public static let any = IPv6Address("::")!
    public var debugDescription: String { text }
}
