import CGtk
import Foundation
import WidgetDesktop
import WidgetHome
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// A widget's menu (the right button): edit its configuration, change its size, move it to another
/// monitor, add another widget from the gallery, or remove this one.
@MainActor
struct WidgetMenu {
    let desktop: Desktop
    let widget: WatchedWidget
    /// Where the widget is on the screen: Edit Widget opens beside it.
    let frame: Rect
    /// The output it is on: the others are offered in Move to.
    let on: String

    /// The menu on screen, replaced by the next one.
    private static var shown: UnsafeMutablePointer<GtkWidget>?

    func popUp() {
        if let old = Self.shown { gtk_widget_destroy(old) }
        Theme.load()
        let menu = gtk_menu_new()!
        Self.shown = menu
        let title = widget.kind?.displayName ?? widget.instance.kind
        let heading = gtk_menu_item_new_with_label(title)!
        gtk_widget_set_sensitive(heading, 0)
        gtk_menu_shell_append(shim_menu_shell(menu), heading)
        gtk_menu_shell_append(shim_menu_shell(menu), gtk_separator_menu_item_new())
        let id = widget.instance.id
        if let parameters = widget.kind?.configuration?.parameters, !parameters.isEmpty {
            item(in: menu, "Edit Widget…") { [desktop, widget, frame] in EditWidgetDialog.show(widget, beside: frame, desktop: desktop) }
        }
        let families = widget.kind?.supportedFamilies ?? []
        if families.count > 1 {
            let sizes = gtk_menu_new()!
            for family in families {
                let choice = gtk_check_menu_item_new_with_label(family.shortName.capitalized)!
                gtk_check_menu_item_set_draw_as_radio(shim_check_menu_item(choice), 1)
                gtk_check_menu_item_set_active(shim_check_menu_item(choice), family == widget.instance.family ? 1 : 0)
                SignalAction.connect(UnsafeMutableRawPointer(choice), "activate") { [desktop, widget] in
                    guard family != widget.instance.family else { return }
                    desktop.send(.setFamily(id, family: family), doing: "make \(id.rawValue) \(family.shortName)")
                }
                gtk_menu_shell_append(shim_menu_shell(sizes), choice)
            }
            let size = gtk_menu_item_new_with_label("Size")!
            gtk_menu_item_set_submenu(shim_menu_item(size), sizes)
            gtk_menu_shell_append(shim_menu_shell(menu), size)
        }
        let others = desktop.outputs.filter { $0.name != on }
        if !others.isEmpty {
            let outputs = gtk_menu_new()!
            for output in others {
                item(in: outputs, output.description) { [desktop] in desktop.move(id, to: output) }
            }
            let moveTo = gtk_menu_item_new_with_label("Move to")!
            gtk_menu_item_set_submenu(shim_menu_item(moveTo), outputs)
            gtk_menu_shell_append(shim_menu_shell(menu), moveTo)
        }
        item(in: menu, "Add a Widget…") { [desktop] in Gallery.show(desktop) }
        gtk_menu_shell_append(shim_menu_shell(menu), gtk_separator_menu_item_new())
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
