import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The machine's network as an `NWPath`: the interfaces that are up (getifaddrs), their kinds
/// (/sys/class/net/NAME: `wireless` or `phy80211` for Wi-Fi, a `wwan` name or a mobile broadband
/// device type for cellular, an Ethernet type with a device for wired, the loopback flag), and
/// whether a default route goes through one of them (/proc/net/route, /proc/net/ipv6_route).
enum MachineInterfaces {
    static func path(requiring required: NWInterface.InterfaceType? = nil, prohibiting prohibited: [NWInterface.InterfaceType] = []) -> NWPath {
        var up: [String: (flags: UInt32, ipv4: Bool, ipv6: Bool)] = [:]
        var addresses: UnsafeMutablePointer<ifaddrs>?
        if getifaddrs(&addresses) == 0 {
            var next = addresses
            while let entry = next?.pointee {
                defer { next = entry.ifa_next }
                guard entry.ifa_flags & UInt32(IFF_UP) != 0, let name = entry.ifa_name.map({ String(cString: $0) }) else { continue }
                var found = up[name] ?? (entry.ifa_flags, false, false)
                switch entry.ifa_addr.map({ Int32($0.pointee.sa_family) }) {
                case AF_INET: found.ipv4 = true
                case AF_INET6: found.ipv6 = true
                default: break
                }
                up[name] = found
            }
            freeifaddrs(addresses)
        }
        let routed = defaultRoutes()
        var interfaces = up.map { name, found in NWInterface(name: name, type: kind(of: name, flags: found.flags), index: Int(if_nametoindex(name))) }
        interfaces.removeAll { prohibited.contains($0.type) || (required != nil && $0.type != required) }
        interfaces.sort { rank($0, routed) < rank($1, routed) }
        let reaching = interfaces.filter { interface in
            interface.type != .loopback && routed.contains(interface.name) && ((up[interface.name]?.ipv4 ?? false) || (up[interface.name]?.ipv6 ?? false))
        }
        return NWPath(
            status: reaching.isEmpty ? .unsatisfied : .satisfied, availableInterfaces: interfaces,
            supportsIPv4: reaching.contains { up[$0.name]?.ipv4 ?? false }, supportsIPv6: reaching.contains { up[$0.name]?.ipv6 ?? false })
    }

    /// Routed interfaces first, then by kind as Apple prefers them, the loopback last.
    private static func rank(_ interface: NWInterface, _ routed: Set<String>) -> (Int, Int, String) {
        let kinds: [NWInterface.InterfaceType] = [.wiredEthernet, .wifi, .cellular, .other, .loopback]
        return (routed.contains(interface.name) ? 0 : 1, kinds.firstIndex(of: interface.type) ?? 5, interface.name)
    }

    static func kind(of name: String, flags: UInt32) -> NWInterface.InterfaceType {
        if flags & UInt32(IFF_LOOPBACK) != 0 { return .loopback }
        let folder = "/sys/class/net/\(name)"
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/wireless") || manager.fileExists(atPath: folder + "/phy80211") { return .wifi }
        let devtype = (try? String(contentsOfFile: folder + "/uevent", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("DEVTYPE=") }.map { String($0.dropFirst(8)) }
        if name.hasPrefix("wwan") || devtype == "wwan" { return .cellular }
        let type = (try? String(contentsOfFile: folder + "/type", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        // ARPHRD_ETHER with a device behind it; bridges, veths and tunnels have none.
        if type == "1", manager.fileExists(atPath: folder + "/device"), devtype == nil { return .wiredEthernet }
        return .other
    }

    /// The interfaces a default route (IPv4 or IPv6) goes through.
    private static func defaultRoutes() -> Set<String> {
        var names = Set<String>()
        if let table = try? String(contentsOfFile: "/proc/net/route", encoding: .utf8) {
            for line in table.split(separator: "\n").dropFirst() {
                let fields = line.split(whereSeparator: \.isWhitespace)
                if fields.count > 7, fields[1] == "00000000", fields[7] == "00000000" { names.insert(String(fields[0])) }
            }
        }
        if let table = try? String(contentsOfFile: "/proc/net/ipv6_route", encoding: .utf8) {
            for line in table.split(separator: "\n") {
                let fields = line.split(whereSeparator: \.isWhitespace)
                if fields.count > 9, fields[0] == String(repeating: "0", count: 32), fields[1] == "00", fields[9] != "lo" {
                    names.insert(String(fields[9]))
                }
            }
        }
        return names
    }
}
