import CGtk
import Foundation
import WidgetDesktop
import WidgetRuntime
import WidgetWire

/// A widget's menu (the right button): add another widget from the gallery, or remove this one.
@MainActor
struct WidgetMenu {
    let desktop: Desktop
    let widget: WatchedWidget

    /// The menu on screen, replaced by the next one.
    private static var shown: UnsafeMutablePointer<GtkWidget>?

    func popUp() {
        if let old = Self.shown { gtk_widget_destroy(old) }
        let menu = gtk_menu_new()!
        Self.shown = menu
        let title = widget.kind?.displayName ?? widget.instance.kind
        let heading = gtk_menu_item_new_with_label(title)!
        gtk_widget_set_sensitive(heading, 0)
        gtk_menu_shell_append(shim_menu_shell(menu), heading)
        gtk_menu_shell_append(shim_menu_shell(menu), gtk_separator_menu_item_new())
        item(in: menu, "Add a Widget…") { [desktop] in Gallery.show(desktop) }
        let id = widget.instance.id
        item(in: menu, "Remove “\(title)”") { [desktop] in desktop.remove(id) }
        gtk_widget_show_all(menu)
        gtk_menu_popup_at_pointer(OpaquePointer(menu).map { UnsafeMutablePointer<GtkMenu>($0) }, nil)
    }

    private func item(in menu: UnsafeMutablePointer<GtkWidget>, _ label: String, _ action: @escaping @MainActor () -> Void) {
        let item = gtk_menu_item_new_with_label(label)!
        SignalAction.connect(UnsafeMutableRawPointer(item), "activate", action)
        gtk_menu_shell_append(shim_menu_shell(menu), item)
    }
}
