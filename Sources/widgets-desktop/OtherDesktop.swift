import CGtk
import Foundation

/// X11: another program's desktop-type window (a file manager drawing desktop icons). Window managers
/// stack desktop windows in no set order, so one may cover the widgets: while it is there, the
/// widgets are dock windows kept below every other window instead, as Conky's `own_window_type dock`.
@MainActor
final class OtherDesktop {
    /// What the other desktop window is (its WM_CLASS), or nil when there is none.
    private(set) var present: String?
    private let changed: () -> Void
    private let display: OpaquePointer
    private var look: guint = 0

    /// Watches the window manager's client list on X11 (nil elsewhere); `changed` runs when a desktop
    /// window of another program comes or goes.
    init?(changed: @escaping () -> Void) {
        guard let display = gdk_display_get_default(), shim_is_x11(display) != 0 else { return nil }
        self.display = display
        self.changed = changed
        present = find()
        guard let root = gdk_get_default_root_window() else { return }
        gdk_window_set_events(root, GdkEventMask(rawValue: gdk_window_get_events(root).rawValue | GDK_PROPERTY_CHANGE_MASK.rawValue))
        let filter: GdkFilterFunc = { event, _, data in
            guard let event = event?.assumingMemoryBound(to: XEvent.self), event.pointee.type == PropertyNotify else { return GDK_FILTER_CONTINUE }
            let this = Unmanaged<OtherDesktop>.fromOpaque(data!).takeUnretainedValue()
            let atom = event.pointee.xproperty.atom
            MainActor.assumeIsolated { if atom == this.atom("_NET_CLIENT_LIST") { this.lookAgain() } }
            return GDK_FILTER_CONTINUE
        }
        gdk_window_add_filter(root, filter, Unmanaged.passUnretained(self).toOpaque())
    }

    private func atom(_ name: String) -> Atom { gdk_x11_get_xatom_by_name_for_display(display, name) }

    /// Once the loop is idle (a client list changes often while windows map), looks again.
    private func lookAgain() {
        guard look == 0 else { return }
        look = g_idle_add({ data in
            let this = Unmanaged<OtherDesktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                this.look = 0
                let now = this.find()
                guard (now == nil) != (this.present == nil) else { return }
                this.present = now
                this.changed()
            }
            return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The first window of the window manager's client list that is a desktop window of another process.
    private func find() -> String? {
        let xDisplay = gdk_x11_display_get_xdisplay(display)
        let root = XDefaultRootWindow(xDisplay)
        let desktopType = atom("_NET_WM_WINDOW_TYPE_DESKTOP")
        for window in property(of: root, atom("_NET_CLIENT_LIST"), on: xDisplay) {
            let window = Window(window)
            guard property(of: window, atom("_NET_WM_WINDOW_TYPE"), on: xDisplay).contains(where: { Atom($0) == desktopType }),
                property(of: window, atom("_NET_WM_PID"), on: xDisplay).first.map({ pid_t($0) }) != getpid()
            else { continue }
            var hint = XClassHint()
            guard XGetClassHint(xDisplay, window, &hint) != 0 else { return "window \(window)" }
            defer {
                XFree(hint.res_name)
                XFree(hint.res_class)
            }
            return hint.res_class.map { String(cString: $0) } ?? "window \(window)"
        }
        return nil
    }

    /// A 32-bit property's items (windows, atoms, cardinals); none when it is not set.
    private func property(of window: Window, _ name: Atom, on xDisplay: OpaquePointer?) -> [UInt] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // A window that went meanwhile is an X error, ignored here.
        gdk_x11_display_error_trap_push(display)
        defer { gdk_x11_display_error_trap_pop_ignored(display) }
        guard XGetWindowProperty(xDisplay, window, name, 0, 1024, 0, Atom(AnyPropertyType), &type, &format, &count, &after, &data) == Success,
            let data, format == 32
        else { return [] }
        defer { XFree(data) }
        // Xlib gives 32-bit items as longs.
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }
}
