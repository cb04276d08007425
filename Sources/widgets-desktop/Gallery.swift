import CGtk
import Foundation
import WidgetDesktop
import WidgetDrawing
import WidgetHome
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// The installed kinds a widget can be added of, as on a home screen's gallery: each with its
/// display name, its description, a live preview (its provider's snapshot as a preview, drawn as the desktop
/// draws widgets) and a button for each family it comes in.
@MainActor
enum Gallery {
    private static var window: UnsafeMutablePointer<GtkWidget>?

    static func show(_ desktop: Desktop) {
        if let window {
            gtk_window_present(shim_window(window))
            return
        }
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        Self.window = window
        gtk_window_set_title(shim_window(window), "Add a Widget")
        gtk_window_set_default_size(shim_window(window), 460, 600)
        SignalAction.connect(UnsafeMutableRawPointer(window), "destroy") { Gallery.window = nil }
        // Escape closes it, as it closes a dialog.
        let escape: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventKey>?, UnsafeMutableRawPointer?) -> gboolean = { window, key, _ in
            guard key?.pointee.keyval == UInt32(GDK_KEY_Escape), let window else { return 0 }
            gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self))
            return 1
        }
        g_signal_connect_data(UnsafeMutableRawPointer(window), "key-press-event", unsafeBitCast(escape, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        gtk_container_set_border_width(shim_container(list), 18)
        gtk_container_add(shim_container(scrolled), list)
        gtk_container_add(shim_container(window), scrolled)
        gtk_widget_show_all(window)
        desktop.request("list the kinds") { runtime in
            for kind in try await runtime.kinds() { add(kind, to: list, desktop: desktop) }
        }
    }

    private static func add(_ entry: InstalledKind, to list: UnsafeMutablePointer<GtkWidget>, desktop: Desktop) {
        let kind = entry.kind
        let name = "\(entry.bundle)/\(kind.kind)"
        let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let title = gtk_label_new(nil)!
        let escaped = g_markup_escape_text(kind.displayName, -1)!
        gtk_label_set_markup(shim_label(title), "<b>\(String(cString: escaped))</b>")
        g_free(escaped)
        gtk_label_set_xalign(shim_label(title), 0)
        let description = gtk_label_new(kind.description)!
        gtk_label_set_xalign(shim_label(description), 0)
        gtk_label_set_line_wrap(shim_label(description), 1)
        let preview = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for family in kind.supportedFamilies {
            let button = gtk_button_new_with_label("Add \(family.shortName.capitalized)")!
            SignalAction.connect(UnsafeMutableRawPointer(button), "clicked") { desktop.add(kind: name, family: family) }
            gtk_container_add(shim_container(buttons), button)
        }
        for part in [title, description, preview, buttons] { gtk_container_add(shim_container(row), part) }
        gtk_container_add(shim_container(list), row)
        gtk_widget_show_all(row)
        guard let family = kind.supportedFamilies.first else { return }
        desktop.request("preview \(name)") { runtime in
            let entry = try await runtime.preview(kind: name, family: family)
            let view = FrameLayout(metrics: desktop.metrics).layout(entry.view, family: family, contentMarginsDisabled: kind.contentMarginsDisabled)
            let scale = Double(gtk_widget_get_scale_factor(preview))
            var painter = WidgetPainter(scheme: desktop.appearance.scheme, scale: scale, cornerRadius: family.cornerRadius)
            painter.accent = desktop.appearance.accent
            let surface = painter.imageSurface(view)
            cairo_surface_set_device_scale(surface, scale, scale)
            let image = gtk_image_new_from_surface(surface)!
            cairo_surface_destroy(surface)
            gtk_container_add(shim_container(preview), image)
            gtk_widget_show(image)
        }
    }
}
