import Foundation
import NIOCore
import Synchronization
import WidgetWire

/// Apps connected to the running runtime that asked to handle URL schemes: each a control connection
/// that gets `{"open": URL}` lines. A closed connection drops its schemes.
public final class SchemeHandlers: Sendable {
    private let connections = Mutex<[String: any Channel]>([:])

    public init() {}

    /// Makes a connection the scheme's handler, in place of any before it.
    func register(_ scheme: String, connection: any Channel) {
        connections.withLock { $0[scheme.lowercased()] = connection }
    }

    /// Forgets every scheme a connection handled, and returns them.
    @discardableResult
    func unregister(connection: any Channel) -> [String] {
        connections.withLock { connections in
            let forgotten = connections.filter { $0.value === connection }.keys.sorted()
            forgotten.forEach { connections[$0] = nil }
            return forgotten
        }
    }

    /// Sends a URL to its scheme's app; false when none handles it (or its connection is gone).
    func deliver(_ url: String, scheme: String) -> Bool {
        guard let connection = connections.withLock({ $0[scheme] }) else { return false }
        guard connection.isActive else {
            unregister(connection: connection)
            return false
        }
        connection.writeAndFlush(ByteBuffer(string: ControlMessage.notice(.open(url)).json.serialized + "\n"), promise: nil)
        return true
    }
}
