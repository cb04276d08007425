import CGtk
import Foundation
import WidgetDrawing

/// Light or dark, as the desktop says: the XDG desktop portal's `org.freedesktop.appearance
/// color-scheme` when a portal answers (GNOME, KDE and most others keep it), else GTK's setting (a
/// dark theme, or a preference for one); and the accent color, the portal's `accent-color` when it
/// has one. Changes are followed while the desktop runs.
@MainActor
final class Appearance {
    private(set) var scheme: ColorScheme = .light
    /// The desktop's accent color; nil: the system's blue.
    private(set) var accent: RGBA?
    private let changed: @MainActor (ColorScheme) -> Void
    /// The portal's answer: nil when no portal answers, or it says "no preference".
    private var portalScheme: ColorScheme?
    private var bus: OpaquePointer?

    init(changed: @escaping @MainActor (ColorScheme) -> Void) {
        self.changed = changed
        let settings = gtk_settings_get_default()!
        for property in ["notify::gtk-theme-name", "notify::gtk-application-prefer-dark-theme"] {
            SignalAction.connect(UnsafeMutableRawPointer(settings), property) { [weak self] in self?.update() }
        }
        followPortal()
        scheme = current
    }

    /// What the desktop asks for now.
    private var current: ColorScheme {
        if let portalScheme { return portalScheme }
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let preferDark = shim_get_bool(settings, "gtk-application-prefer-dark-theme")
        let theme = shim_get_string(settings, "gtk-theme-name")
        defer { g_free(theme) }
        let name = theme.map { String(cString: $0).lowercased() } ?? ""
        return preferDark != 0 || name.hasSuffix("-dark") || name.hasSuffix(":dark") ? .dark : .light
    }

    private func update() {
        let now = current
        guard now != scheme else { return }
        scheme = now
        changed(now)
    }

    // MARK: The portal

    /// Asks the portal once, then follows its `SettingChanged` signal.
    private func followPortal() {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil,
            let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        else { return }
        self.bus = bus
        if let reply = read(bus, "color-scheme") {
            portalScheme = Self.scheme(ofPortalValue: g_variant_get_child_value(reply, 0))
            g_variant_unref(reply)
        }
        if let reply = read(bus, "accent-color") {
            accent = Self.accent(ofPortalValue: g_variant_get_child_value(reply, 0))
            g_variant_unref(reply)
        }
        let this = Unmanaged.passUnretained(self).toOpaque()
        g_dbus_connection_signal_subscribe(
            bus, nil, "org.freedesktop.portal.Settings", "SettingChanged", "/org/freedesktop/portal/desktop", nil,
            G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, let data else { return }
                func string(_ index: Int) -> String {
                    let child = g_variant_get_child_value(parameters, gsize(index))!
                    defer { g_variant_unref(child) }
                    return String(cString: g_variant_get_string(child, nil))
                }
                guard string(0) == "org.freedesktop.appearance" else { return }
                let key = string(1)
                let value = g_variant_get_child_value(parameters, 2)
                let appearance = Unmanaged<Appearance>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated {
                    switch key {
                    case "color-scheme":
                        appearance.portalScheme = Appearance.scheme(ofPortalValue: value)
                        appearance.update()
                    case "accent-color":
                        appearance.accent = Appearance.accent(ofPortalValue: value)
                        appearance.changed(appearance.scheme)
                    default:
                        g_variant_unref(value)
                    }
                }
            }, this, nil)
    }

    /// Reads one `org.freedesktop.appearance` setting; nil when the portal has none (or no portal answers).
    private func read(_ bus: OpaquePointer, _ key: String) -> OpaquePointer? {
        let arguments = g_variant_new_tuple([g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string(key)], 2)
        return g_dbus_connection_call_sync(
            bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "Read",
            arguments, nil, G_DBUS_CALL_FLAGS_NONE, 1_000, nil, nil)
    }

    /// A portal value without the variants the portal wraps it in; the caller releases it.
    nonisolated private static func unwrapped(_ value: OpaquePointer) -> OpaquePointer {
        var value = value
        while String(cString: g_variant_get_type_string(value)) == "v" {
            let inner = g_variant_get_variant(value)!
            g_variant_unref(value)
            value = inner
        }
        return value
    }

    /// The portal's accent color, `(ddd)` red, green and blue from 0 to 1; nil when out of range ("not set").
    nonisolated private static func accent(ofPortalValue value: OpaquePointer?) -> RGBA? {
        guard let value else { return nil }
        let color = unwrapped(value)
        defer { g_variant_unref(color) }
        guard String(cString: g_variant_get_type_string(color)) == "(ddd)" else { return nil }
        let channels = (0..<3).map { index in
            let child = g_variant_get_child_value(color, gsize(index))!
            defer { g_variant_unref(child) }
            return g_variant_get_double(child)
        }
        guard channels.allSatisfy({ (0...1).contains($0) }) else { return nil }
        return RGBA(channels[0], channels[1], channels[2])
    }

    /// The portal's value (a `u`, in as many variants as the portal wraps it): 1 dark, 2 light, 0 no preference.
    nonisolated private static func scheme(ofPortalValue value: OpaquePointer?) -> ColorScheme? {
        guard let value else { return nil }
        let scheme = unwrapped(value)
        defer { g_variant_unref(scheme) }
        guard String(cString: g_variant_get_type_string(scheme)) == "u" else { return nil }
        switch g_variant_get_uint32(scheme) {
        case 1: return .dark
        case 2: return .light
        default: return nil
        }
    }
}
