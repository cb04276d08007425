internal import CGio
import Foundation
import NIOPosix
import Synchronization
import WidgetHome
import WidgetWire

/// The desktop's location service, GeoClue 2, over D-Bus (GIO's client; no GTK): where the device
/// is, for the bundles granted the location, ahead of runtime.json's fixed `location`.
///
/// GeoClue can take seconds for a first fix, and a host request must not wait for it: the first
/// request that asks starts a client in a task of its own (`GetClient` on
/// `/org/freedesktop/GeoClue2/Manager`, then the client's `DesktopId`, `DistanceThreshold`,
/// `RequestedAccuracyLevel` and `Start`), which reads the client's `Location` object (`Latitude`,
/// `Longitude`, `Accuracy`, `Altitude`, `Timestamp`) again and again and keeps the latest fix here.
/// A request answers from that fix when there is one and never waits for D-Bus. Every D-Bus call
/// times out after ``callTimeout`` and runs on NIO's thread pool; when GeoClue does not answer (no bus,
/// no service, an error), the task ends and the next request ``retryAfter`` later starts another. The
/// task ends, and its connection closes (GeoClue then drops the client), once nothing holds this value.
final class GeoClueLocation: Sendable {
    let bus: GeoClueBus
    private let state = Mutex(State())

    private struct State {
        var fix: LocationFix?
        /// The task that reads GeoClue, while one does.
        var following: Task<Void, Never>?
        var failed: ContinuousClock.Instant?
    }

    /// How long one D-Bus call may take, in milliseconds.
    static let callTimeout: Int32 = 2_000
    /// How long after GeoClue did not answer it is asked again.
    static let retryAfter = Duration.seconds(30)
    /// How often the location is read: until the first fix, and after it.
    static let firstPause = 0.25, pause = 10.0
    /// What the runtime is to GeoClue, which may show it in the desktop's location indicator.
    static let desktopID = "widgets"
    /// GeoClue's `GCLUE_ACCURACY_LEVEL_CITY`: what weather and nearby widgets need, and no closer.
    static let accuracyLevel: UInt32 = 4
    /// Meters the device moves before GeoClue tells of a new location.
    static let distanceThreshold: UInt32 = 1_000

    /// Nil when runtime.json turns GeoClue off.
    init?(bus: GeoClueBus) {
        guard bus != .off else { return nil }
        self.bus = bus
    }

    /// GeoClue's latest fix, nil when it has none yet; never waits. The first call starts following it.
    func latest() -> LocationFix? {
        state.withLock { state in
            if state.following == nil && state.failed.map({ $0.duration(to: .now) >= Self.retryAfter }) != false {
                state.following = follow()
            }
            return state.fix
        }
    }

    /// Reads GeoClue until it fails or nothing holds this value any more.
    private func follow() -> Task<Void, Never> {
        let bus = self.bus
        // Each blocking D-Bus step runs on NIO's thread pool, as the host's other blocking work does.
        return Task { [weak self] in
            let pool = NIOThreadPool.singleton
            guard let client = (try? await pool.runIfActive { GeoClueClient(bus: bus) }) ?? nil else { return self?.stopped() ?? () }
            defer { client.close() }
            while let source = self, !Task.isCancelled {
                let reading: LocationFix?
                do { reading = try await pool.runIfActive { try client.location() } } catch { return source.stopped() }
                let pause = source.state.withLock { state in
                    if let fix = reading { state.fix = fix }
                    return state.fix == nil ? Self.firstPause : Self.pause
                }
                try? await EventLoopExecutor.sleep(for: .seconds(pause))
            }
        }
    }

    deinit { state.withLock { $0.following?.cancel() } }

    private func stopped() {
        state.withLock { state in
            state.following = nil
            state.failed = .now
        }
    }
}

/// One GeoClue client on its own D-Bus connection, used by one task, one step at a time.
private struct GeoClueClient: @unchecked Sendable {
    let connection: OpaquePointer
    /// The client's object path; "/" until the manager gives one.
    private(set) var path = "/"

    static let service = "org.freedesktop.GeoClue2"
    static let properties = "org.freedesktop.DBus.Properties"
    static let clientInterface = "org.freedesktop.GeoClue2.Client"

    /// Connects, asks the manager for a client, says who asks and how closely, and starts it; nil when any step fails.
    init?(bus: GeoClueBus) {
        var address: String
        switch bus {
        case .off: return nil
        case .address(let given): address = given
        case .system:
            guard let system = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SYSTEM, nil, nil) else { return nil }
            address = String(cString: system)
            g_free(system)
        }
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil) else { return nil }
        self.connection = connection
        guard let reply = call("/org/freedesktop/GeoClue2/Manager", "org.freedesktop.GeoClue2.Manager", "GetClient", nil),
            let client = Self.string(reply, unwrapping: false)
        else {
            close()
            return nil
        }
        path = client
        guard set("DesktopId", g_variant_new_string(GeoClueLocation.desktopID)),
            set("DistanceThreshold", g_variant_new_uint32(GeoClueLocation.distanceThreshold)),
            set("RequestedAccuracyLevel", g_variant_new_uint32(GeoClueLocation.accuracyLevel)),
            let started = call(path, Self.clientInterface, "Start", nil)
        else {
            close()
            return nil
        }
        g_variant_unref(started)
    }

    struct NoAnswer: Error {}

    /// The client's location: nil while GeoClue has no fix yet; throws when it does not answer.
    func location() throws(NoAnswer) -> LocationFix? {
        guard let reply = call(path, Self.properties, "Get", Self.tuple(Self.clientInterface, "Location")),
            let object = Self.string(reply, unwrapping: true)
        else { throw NoAnswer() }
        guard object != "/" else { return nil }
        guard let all = call(object, Self.properties, "GetAll", Self.tuple("org.freedesktop.GeoClue2.Location")) else { throw NoAnswer() }
        defer { g_variant_unref(all) }
        let values = g_variant_get_child_value(all, 0)!
        defer { g_variant_unref(values) }
        func value(_ name: String) -> OpaquePointer? { g_variant_lookup_value(values, name, nil) }
        func number(_ name: String) -> Double? {
            guard let value = value(name) else { return nil }
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_type_string(value)) == "d" ? g_variant_get_double(value) : nil
        }
        guard let latitude = number("Latitude"), let longitude = number("Longitude") else { return nil }
        var timestamp = Date()
        if let stamp = value("Timestamp") {
            if String(cString: g_variant_get_type_string(stamp)) == "(tt)" {
                let seconds = g_variant_get_child_value(stamp, 0)!, micros = g_variant_get_child_value(stamp, 1)!
                timestamp = Date(timeIntervalSince1970: Double(g_variant_get_uint64(seconds)) + Double(g_variant_get_uint64(micros)) / 1e6)
                g_variant_unref(seconds)
                g_variant_unref(micros)
            }
            g_variant_unref(stamp)
        }
        // GeoClue says "no altitude" with the lowest double.
        let altitude = number("Altitude").flatMap { $0 > -1e300 ? $0 : nil }
        return LocationFix(latitude: latitude, longitude: longitude, accuracy: number("Accuracy") ?? -1, altitude: altitude, timestamp: timestamp)
    }

    /// Stops the client and closes the connection.
    func close() {
        if path != "/", let stopped = call(path, Self.clientInterface, "Stop", nil) { g_variant_unref(stopped) }
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    private func set(_ property: String, _ value: OpaquePointer?) -> Bool {
        let arguments = g_variant_new_tuple(
            [g_variant_new_string(Self.clientInterface), g_variant_new_string(property), g_variant_new_variant(value)], 3)
        guard let reply = call(path, Self.properties, "Set", arguments) else { return false }
        g_variant_unref(reply)
        return true
    }

    private func call(_ object: String, _ interface: String, _ method: String, _ arguments: OpaquePointer?) -> OpaquePointer? {
        g_dbus_connection_call_sync(
            connection, Self.service, object, interface, method, arguments, nil, G_DBUS_CALL_FLAGS_NONE, GeoClueLocation.callTimeout,
            nil, nil)
    }

    private static func tuple(_ strings: String...) -> OpaquePointer? {
        g_variant_new_tuple(strings.map { g_variant_new_string($0) }, gsize(strings.count))
    }

    /// The string (or object path) a reply holds first, in a variant when `unwrapping`; releases the reply.
    private static func string(_ reply: OpaquePointer, unwrapping: Bool) -> String? {
        defer { g_variant_unref(reply) }
        var value = g_variant_get_child_value(reply, 0)!
        if unwrapping {
            guard String(cString: g_variant_get_type_string(value)) == "v" else {
                g_variant_unref(value)
                return nil
            }
            let inner = g_variant_get_variant(value)!
            g_variant_unref(value)
            value = inner
        }
        defer { g_variant_unref(value) }
        guard ["o", "s"].contains(String(cString: g_variant_get_type_string(value))) else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }
}
