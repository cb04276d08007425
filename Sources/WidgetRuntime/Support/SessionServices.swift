internal import CGio
import Foundation

/// The desktop session's D-Bus, asked whether a service is there: for `widgets doctor`.
public enum SessionServices {
    /// Whether a service of this name runs on the session bus or can be started by it; nil when
    /// there is no session bus to ask.
    public static func offers(_ name: String) -> Bool? {
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        func names(_ method: String) -> [String] {
            guard let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, nil, nil,
                G_DBUS_CALL_FLAGS_NONE, 2_000, nil, nil)
            else { return [] }
            defer { g_variant_unref(reply) }
            let list = g_variant_get_child_value(reply, 0)!
            defer { g_variant_unref(list) }
            return (0..<g_variant_n_children(list)).map { index in
                let item = g_variant_get_child_value(list, index)!
                defer { g_variant_unref(item) }
                return String(cString: g_variant_get_string(item, nil))
            }
        }
        return names("ListNames").contains(name) || names("ListActivatableNames").contains(name)
    }
}
