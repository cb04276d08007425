// `import Network` in code written for Apple's platforms: `NWPathMonitor` and `NWPath` from the
// machine's own interfaces (getifaddrs, /sys/class/net and the routing table), updated as they change;
// `NWConnection` builds and fails (its state becomes `.failed`, naming why): use URLSession, or
// SwiftNIO, for connections. As on Apple's platforms, importing it brings Foundation.
@_exported import Foundation
