import CGtk
import Foundation
import WidgetDesktop
import WidgetDrawing
import WidgetHome
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// The installed kinds a widget can be added of, as macOS's widget gallery, then the widgets the
/// subscribed catalogs offer, marked, each installable with `widgets install`'s prompt (``InstallDialog``): each kind with its
/// display name and description, and a live preview of each family it comes in (its provider's
/// snapshot as a preview, drawn as the desktop draws widgets). A click on a preview adds that widget
/// in the first free place; a preview dragged onto the desktop adds it where it is dropped (X11,
/// where the pointer's place on the screen is known; on Wayland it goes to the first free place).
@MainActor
enum Gallery {
    private static var window: UnsafeMutablePointer<GtkWidget>?
    /// Previews are drawn at this part of a widget's size.
    nonisolated static let previewScale = 0.6

    /// One preview: what it adds, and its picture (the drag's icon).
    @MainActor private final class Tile {
        let kind: String
        let family: WidgetFamily
        let desktop: Desktop
        var picture: OpaquePointer?

        init(kind: String, family: WidgetFamily, desktop: Desktop) {
            self.kind = kind
            self.family = family
            self.desktop = desktop
        }

        isolated deinit { if let picture { cairo_surface_destroy(picture) } }

        /// The drag's icon: the picture, under the pointer at its middle, as it lands.
        func dragBegan(_ context: OpaquePointer?) {
            guard let picture else { return }
            let size = desktop.metrics.size(of: family)
            cairo_surface_set_device_offset(picture, size.width * previewScale / 2, size.height * previewScale / 2)
            gtk_drag_set_icon_surface(context, picture)
            cairo_surface_set_device_offset(picture, 0, 0)
        }
    }

    /// The tiles of the open gallery, kept while their buttons live.
    private static var tiles: [Tile] = []

    static func show(_ desktop: Desktop) {
        if let window {
            gtk_window_present(shim_window(window))
            return
        }
        Theme.load()
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        Self.window = window
        gtk_window_set_title(shim_window(window), "Add a Widget")
        gtk_window_set_default_size(shim_window(window), 640, 640)
        SignalAction.connect(UnsafeMutableRawPointer(window), "destroy") {
            Gallery.window = nil
            Gallery.tiles = []
        }
        // Escape closes it, as it closes a dialog.
        let escape: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventKey>?, UnsafeMutableRawPointer?) -> gboolean = { window, key, _ in
            guard key?.pointee.keyval == UInt32(GDK_KEY_Escape), let window else { return 0 }
            gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self))
            return 1
        }
        g_signal_connect_data(UnsafeMutableRawPointer(window), "key-press-event", unsafeBitCast(escape, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24)!
        gtk_container_set_border_width(shim_container(list), 18)
        gtk_container_add(shim_container(scrolled), list)
        gtk_container_add(shim_container(window), scrolled)
        gtk_widget_show_all(window)
        desktop.request("list the kinds") { runtime in
            for kind in try await runtime.kinds() { add(kind, to: list, desktop: desktop) }
            let offered = try await runtime.catalog()
            guard !offered.isEmpty else { return }
            let heading = gtk_label_new(nil)!
            gtk_label_set_markup(shim_label(heading), "<big><b>From your catalogs</b></big>")
            gtk_label_set_xalign(shim_label(heading), 0)
            gtk_container_add(shim_container(list), heading)
            gtk_widget_show(heading)
            for widget in offered { add(widget, to: list, desktop: desktop) }
        }
    }

    /// A catalog's widget, not installed: marked with its catalog, its kinds and families, its picture
    /// if the catalog has one, and Install…, which asks as `widgets install` does.
    private static func add(_ widget: CatalogWidget, to list: UnsafeMutablePointer<GtkWidget>, desktop: Desktop) {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let title = gtk_label_new(nil)!
        let name = g_markup_escape_text(widget.name, -1)!
        let catalog = g_markup_escape_text(widget.catalog, -1)!
        gtk_label_set_markup(shim_label(title), "<b>\(String(cString: name))</b>  <small>catalog \(String(cString: catalog)) · not installed</small>")
        g_free(name)
        g_free(catalog)
        gtk_label_set_xalign(shim_label(title), 0)
        let kinds = widget.kinds.map { "\($0.kind) (\($0.families.map(\.shortName).joined(separator: ", ")))" }.joined(separator: "; ")
        let details = gtk_label_new(widget.summary + (kinds.isEmpty ? "" : "\nKinds: \(kinds)") + (widget.licence.map { "\nLicence: \($0)" } ?? ""))!
        gtk_label_set_xalign(shim_label(details), 0)
        gtk_label_set_line_wrap(shim_label(details), 1)
        for part in [title, details] { gtk_container_add(shim_container(section), part) }
        if let preview = widget.preview, let picture = CatalogPicture.image(at: preview) {
            gtk_widget_set_halign(picture, GTK_ALIGN_START)
            gtk_container_add(shim_container(section), picture)
        }
        let install = gtk_button_new_with_label("Install…")!
        gtk_widget_set_halign(install, GTK_ALIGN_START)
        SignalAction.connect(object(install), "clicked") { InstallDialog.show(widget, home: desktop.home) }
        gtk_container_add(shim_container(section), install)
        gtk_container_add(shim_container(list), section)
        gtk_widget_show_all(section)
    }

    /// A kind's section: its name and description over a row of its families' previews.
    private static func add(_ entry: InstalledKind, to list: UnsafeMutablePointer<GtkWidget>, desktop: Desktop) {
        let kind = entry.kind
        let name = "\(entry.bundle)/\(kind.kind)"
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let title = gtk_label_new(nil)!
        let escaped = g_markup_escape_text(kind.displayName, -1)!
        gtk_label_set_markup(shim_label(title), "<b>\(String(cString: escaped))</b>")
        g_free(escaped)
        gtk_label_set_xalign(shim_label(title), 0)
        let description = gtk_label_new(kind.description)!
        gtk_label_set_xalign(shim_label(description), 0)
        gtk_label_set_line_wrap(shim_label(description), 1)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18)!
        for part in [title, description, row] { gtk_container_add(shim_container(section), part) }
        gtk_container_add(shim_container(list), section)
        for family in kind.supportedFamilies {
            let tile = Tile(kind: name, family: family, desktop: desktop)
            tiles.append(tile)
            gtk_container_add(shim_container(row), button(for: tile, contentMarginsDisabled: kind.contentMarginsDisabled))
        }
        gtk_widget_show_all(section)
    }

    /// A preview as a flat button, captioned with its family: a click adds it, a drag carries it.
    private static func button(for tile: Tile, contentMarginsDisabled: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        gtk_button_set_relief(shim_button(button), GTK_RELIEF_NONE)
        gtk_widget_set_valign(button, GTK_ALIGN_START)
        let stack = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let size = tile.desktop.metrics.size(of: tile.family)
        let frame = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_size_request(frame, gint(size.width * previewScale), gint(size.height * previewScale))
        let caption = gtk_label_new(tile.family.shortName.capitalized)!
        gtk_container_add(shim_container(stack), frame)
        gtk_container_add(shim_container(stack), caption)
        gtk_container_add(shim_container(button), stack)
        if let accessible = gtk_widget_get_accessible(button) {
            atk_object_set_name(accessible, "Add \(tile.family.shortName.capitalized) \(tile.kind.split(separator: "/").last ?? "")")
        }
        let this = Unmanaged.passUnretained(tile).toOpaque()
        let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let tile = Unmanaged<Tile>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { tile.desktop.add(kind: tile.kind, family: tile.family) }
        }
        _ = shim_connect(UnsafeMutableRawPointer(button), "clicked", unsafeBitCast(clicked, to: GCallback.self), this)
        makeDraggable(button, tile)
        tile.desktop.request("preview \(tile.kind)") { runtime in
            let entry = try await runtime.preview(kind: tile.kind, family: tile.family)
            let view = FrameLayout(metrics: tile.desktop.metrics).layout(entry.view, family: tile.family, contentMarginsDisabled: contentMarginsDisabled)
            let screenScale = Double(gtk_widget_get_scale_factor(frame))
            var painter = WidgetPainter(
                scheme: tile.desktop.appearance.scheme, scale: previewScale * screenScale, cornerRadius: tile.desktop.metrics.cornerRadius(for: tile.family))
            painter.accent = tile.desktop.appearance.accent
            let surface = painter.imageSurface(view)
            cairo_surface_set_device_scale(surface, screenScale, screenScale)
            tile.picture = surface
            let image = gtk_image_new_from_surface(surface)!
            gtk_container_add(shim_container(frame), image)
            gtk_widget_show(image)
        }
        return button
    }

    /// A preview dragged out of the gallery and let go where nothing takes it (the desktop) adds its
    /// widget with its middle there.
    private static func makeDraggable(_ button: UnsafeMutablePointer<GtkWidget>, _ tile: Tile) {
        let target = strdup("application/x-widgets-kind")
        var entry = GtkTargetEntry(target: target, flags: guint(GTK_TARGET_SAME_APP.rawValue), info: 0)
        gtk_drag_source_set(button, GDK_BUTTON1_MASK, &entry, 1, GDK_ACTION_COPY)
        free(target)
        let this = Unmanaged.passUnretained(tile).toOpaque()
        let began: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, context, data in
            let tile = Unmanaged<Tile>.fromOpaque(data!).takeUnretainedValue()
            let context = UInt(bitPattern: context)
            MainActor.assumeIsolated { tile.dragBegan(OpaquePointer(bitPattern: context)) }
        }
        _ = shim_connect(UnsafeMutableRawPointer(button), "drag-begin", unsafeBitCast(began, to: GCallback.self), this)
        let failed: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, GtkDragResult, UnsafeMutableRawPointer?) -> gboolean = { _, context, result, data in
            guard result == GTK_DRAG_RESULT_NO_TARGET, let context else { return 0 }
            let tile = Unmanaged<Tile>.fromOpaque(data!).takeUnretainedValue()
            var x: gint = 0
            var y: gint = 0
            gdk_device_get_position(gdk_drag_context_get_device(context), nil, &x, &y)
            let point = Point(x: Double(x), y: Double(y))
            MainActor.assumeIsolated { tile.desktop.add(kind: tile.kind, family: tile.family, droppedAt: point) }
            return 1
        }
        _ = shim_connect(UnsafeMutableRawPointer(button), "drag-failed", unsafeBitCast(failed, to: GCallback.self), this)
    }
}
