import CGtk
import Foundation

/// GTK's main loop as the main actor's executor: the main dispatch queue (where main-actor tasks
/// run) is drained inside GTK's loop, so Swift code on the main actor and GTK's callbacks share one
/// thread and need no hand-offs.
enum MainLoop {
    static func run() {
        let queue = _dispatch_get_main_queue_handle_4CF()
        _ = fcntl(queue, F_SETFL, fcntl(queue, F_GETFL) | O_NONBLOCK)
        g_unix_fd_add(queue, G_IO_IN, { descriptor, _, _ in
            var count: UInt64 = 0
            _ = read(descriptor, &count, 8)
            _dispatch_main_queue_callback_4CF(nil)
            return gboolean(1)
        }, nil)
        // A stop asked for ends the loop, and a dialog's own loop first (as Cancel would): the windows
        // close, the runtime goes on. (The runtime's own signal handling would otherwise leave these
        // ignored in the process it started.)
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            g_unix_signal_add(signal, { _ in
                let windows = gtk_window_list_toplevels()
                defer { g_list_free(windows) }
                var window = windows
                while let node = window {
                    if shim_is_dialog(node.pointee.data) != 0 {
                        gtk_dialog_response(OpaquePointer(node.pointee.data).map { UnsafeMutablePointer<GtkDialog>($0) }, GTK_RESPONSE_CANCEL.rawValue)
                    }
                    window = node.pointee.next
                }
                gtk_main_quit()
                return gboolean(0)
            }, nil)
        }
        gtk_main()
    }

    static func quit() { gtk_main_quit() }
}

/// A closure a GTK signal calls, kept alive as long as the object that emits it.
final class SignalAction {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Calls `action` on each emission of a signal whose handler returns nothing (`activate`,
    /// `clicked`, `changed`, `notify::…`); the signal's own arguments are not passed.
    @discardableResult
    static func connect(_ object: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void) -> gulong {
        let box = Unmanaged.passRetained(SignalAction(action)).toOpaque()
        // Swapped: the box comes first, whatever else the signal passes after it.
        let handler: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
            let action = Unmanaged<SignalAction>.fromOpaque(data!).takeUnretainedValue().action
            MainActor.assumeIsolated { action() }
        }
        return g_signal_connect_data(
            object, signal, unsafeBitCast(handler, to: GCallback.self), box,
            { data, _ in Unmanaged<SignalAction>.fromOpaque(data!).release() }, G_CONNECT_SWAPPED)
    }
}

/// A GTK widget pointer as the GObject it is.
func object<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
