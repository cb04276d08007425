import CGtk
import Foundation
import WidgetDesktop
import WidgetHome
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// "Edit Widget": a widget's configuration parameters, as `widgets configure` lists them, each with
/// its choices (an enum's cases, an entity query's or options provider's items) or a field, set
/// through the runtime as `widgets configure ID name=value…` sets them. It opens beside the widget,
/// as macOS's does: to its right, or to its left where the screen has no room (on X11; a Wayland
/// compositor places dialogs itself).
@MainActor
enum EditWidgetDialog {
    /// The space between the widget and the dialog, in points.
    static let gap = 12.0

    static func show(_ widget: WatchedWidget, beside frame: Rect, desktop: Desktop) {
        guard let schema = widget.kind?.configuration, !schema.parameters.isEmpty else { return }
        let kind = "\(widget.instance.bundle)/\(widget.instance.kind)"
        desktop.request("edit \(widget.instance.id.rawValue)") { runtime in
            // Choices a bundle computes are asked for first; a parameter whose choices cannot be had is a field.
            var choices: [String: [ParameterSchema.Choice]] = [:]
            for parameter in schema.parameters where parameter.cases.isEmpty && parameter.optionsSource != nil {
                if let options = try? await runtime.options(kind: kind, parameter: parameter.name) {
                    choices[parameter.name] = options.sections.flatMap(\.items)
                }
            }
            run(widget, beside: frame, schema: schema, choices: choices, desktop: desktop)
        }
    }

    private static func run(
        _ widget: WatchedWidget, beside frame: Rect, schema: IntentSchema, choices: [String: [ParameterSchema.Choice]], desktop: Desktop
    ) {
        Theme.load()
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(shim_window(dialog), "Edit \(widget.kind?.displayName ?? widget.instance.kind)")
        gtk_dialog_add_button(shim_dialog(dialog), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        gtk_dialog_add_button(shim_dialog(dialog), "_Done", GTK_RESPONSE_OK.rawValue)
        gtk_dialog_set_default_response(shim_dialog(dialog), GTK_RESPONSE_OK.rawValue)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(shim_grid(grid), 8)
        gtk_grid_set_column_spacing(shim_grid(grid), 12)
        gtk_container_set_border_width(shim_container(grid), 16)
        gtk_container_add(shim_container(gtk_dialog_get_content_area(shim_dialog(dialog))), grid)
        var readers: [(name: String, read: () -> String?)] = []
        for (row, parameter) in schema.parameters.enumerated() {
            let label = gtk_label_new(parameter.title)!
            gtk_label_set_xalign(shim_label(label), 1)
            gtk_grid_attach(shim_grid(grid), label, 0, gint(row), 1, 1)
            let current = widget.instance.configuration?[parameter.name] ?? parameter.defaultValue
            let text = current.map(SettingText.text(of:)) ?? ""
            let options = parameter.cases.isEmpty ? choices[parameter.name] ?? [] : parameter.cases
            let input: UnsafeMutablePointer<GtkWidget>
            if parameter.type == "bool", !parameter.array {
                input = gtk_check_button_new()!
                gtk_toggle_button_set_active(OpaquePointer(input).map { UnsafeMutablePointer<GtkToggleButton>($0) }, text == "true" ? 1 : 0)
                readers.append((parameter.name, { gtk_toggle_button_get_active(OpaquePointer(input).map { UnsafeMutablePointer<GtkToggleButton>($0) }) != 0 ? "true" : "false" }))
            } else if !options.isEmpty, !parameter.array {
                input = gtk_combo_box_text_new()!
                for option in options { gtk_combo_box_text_append(shim_combo(input), option.value, option.title) }
                gtk_combo_box_set_active_id(OpaquePointer(input).map { UnsafeMutablePointer<GtkComboBox>($0) }, text)
                readers.append((parameter.name, {
                    gtk_combo_box_get_active_id(OpaquePointer(input).map { UnsafeMutablePointer<GtkComboBox>($0) }).map { String(cString: $0) }
                }))
            } else {
                input = gtk_entry_new()!
                gtk_entry_set_text(shim_entry(input), text)
                gtk_entry_set_activates_default(shim_entry(input), 1)
                if !options.isEmpty { gtk_entry_set_placeholder_text(shim_entry(input), options.map(\.value).joined(separator: ",")) }
                readers.append((parameter.name, { String(cString: gtk_entry_get_text(shim_entry(input))) }))
            }
            gtk_widget_set_hexpand(input, 1)
            gtk_grid_attach(shim_grid(grid), input, 1, gint(row), 1, 1)
        }
        gtk_widget_show_all(dialog)
        place(dialog, beside: frame)
        let response = gtk_dialog_run(shim_dialog(dialog))
        let settings = readers.compactMap { name, read in read().map { "\(name)=\($0)" } }
        gtk_widget_destroy(dialog)
        guard response == GTK_RESPONSE_OK.rawValue else { return }
        desktop.send(.configure(widget.instance.id, settings: settings), doing: "configure \(widget.instance.id.rawValue)")
    }

    /// Moves the dialog beside `frame`, its top level with the widget's: right of it where the screen
    /// has room for the dialog, else left of it.
    private static func place(_ dialog: UnsafeMutablePointer<GtkWidget>, beside frame: Rect) {
        guard let display = gdk_display_get_default(), shim_is_x11(display) != 0, let screen = gtk_widget_get_screen(dialog) else { return }
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_size(shim_window(dialog), &width, &height)
        let right = frame.maxX + gap
        let x = right + Double(width) <= Double(gdk_screen_get_width(screen)) ? right : max(0, frame.minX - gap - Double(width))
        gtk_window_move(shim_window(dialog), gint(x), gint(frame.minY))
    }
}
