import CGtk
import WidgetDesktop
import WidgetLayout

/// A widget window's views as GTK widgets a screen reader finds (AT-SPI, through GTK's accessibility
/// bridge): a label for each text, a button for each button and link, a toggle button for each
/// toggle, an image for each image, in reading order, each at its view's place. They are never drawn
/// (the window paints the widget itself and draws no child, and its focus ring), the pointer's clicks
/// pass through them to the window, and a screen reader's action on a button taps it as a click
/// would. The keyboard reaches the buttons too: Tab moves between them, Space or Enter taps.
@MainActor
final class AccessibleViews {
    /// What a screen reader's action on one element does.
    private final class Action {
        let target: String
        let tap: (String) -> Void
        init(target: String, tap: @escaping (String) -> Void) {
            self.target = target
            self.tap = tap
        }
    }

    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let tap: (String) -> Void
    private var shown: [AccessibleElement] = []
    private var offset = 0.0
    private var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    /// Kept while their buttons live: each is the user data of a button's `clicked` handler.
    private var actions: [Action] = []

    /// Views inside `window` (which must have no other child); `tap` taps a target by its name.
    init(in window: UnsafeMutablePointer<GtkWidget>, tap: @escaping (String) -> Void) {
        self.tap = tap
        fixed = gtk_fixed_new()
        gtk_container_add(shim_container(window), fixed)
        gtk_widget_show(fixed)
        // A layout of the container puts its views where they were put, not where ``update(to:)`` moved them.
        SignalAction.connect(object(fixed), "size-allocate") { [weak self] in self?.reallocate() }
    }

    /// Shows `elements`, their frames moved by `offset` points (the window's margin); nothing changes
    /// when they are the ones shown.
    func show(_ elements: [AccessibleElement], offset: Double) {
        guard elements != shown || offset != self.offset else { return }
        if offset == self.offset, elements.map(\.role) == shown.map(\.role), elements.map(\.target) == shown.map(\.target) {
            return update(to: elements)
        }
        // The focus stays on its control across a new entry (a count that went up): the same
        // target, else the same place in the order.
        let focused = focusedIndex
        let focusedTarget = focused.flatMap { shown[$0].target }
        widgets.forEach { gtk_widget_destroy($0) }
        widgets = []
        actions = []
        shown = elements
        self.offset = offset
        for element in elements {
            let widget = make(element)
            gtk_widget_set_size_request(widget, gint(max(1, element.frame.width.rounded())), gint(max(1, element.frame.height.rounded())))
            gtk_fixed_put(shim_fixed(fixed), widget, x(of: element), y(of: element))
            gtk_widget_show(widget)
            if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_name(accessible, element.name) }
            widgets.append(widget)
        }
        if let focused {
            let again = elements.firstIndex { $0.target != nil && $0.target == focusedTarget } ?? (focused < widgets.count ? focused : nil)
            if let again, gtk_widget_get_can_focus(widgets[again]) != 0 { gtk_widget_grab_focus(widgets[again]) }
        }
    }

    /// The same views with new words or places (a count that went up, a clock's time): changed in
    /// place, as a new entry comes every few seconds, without a new layout of the window (which
    /// would cost a frame of GTK's, and on X11 without a window manager a round trip to the server):
    /// new words as their accessible names (the views hold no text of their own), new places as
    /// allocations (their container puts them back there after any layout of its own). The focus
    /// stays where it is.
    private func update(to elements: [AccessibleElement]) {
        for (index, (old, new)) in zip(shown, elements).enumerated() where old != new {
            if new.frame != old.frame { allocate(widgets[index], new) }
            if new.name != old.name, let accessible = gtk_widget_get_accessible(widgets[index]) { atk_object_set_name(accessible, new.name) }
        }
        shown = elements
    }

    private func reallocate() {
        for (widget, element) in zip(widgets, shown) { allocate(widget, element) }
    }

    /// Gives a view its element's place and size in the window, drawing nothing.
    private func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, _ element: AccessibleElement) {
        var container = GtkAllocation()
        gtk_widget_get_allocation(fixed, &container)
        var place = GtkAllocation(
            x: container.x + x(of: element), y: container.y + y(of: element),
            width: gint(max(1, element.frame.width.rounded())), height: gint(max(1, element.frame.height.rounded())))
        gtk_widget_size_allocate(widget, &place)
    }

    private func x(of element: AccessibleElement) -> gint { gint((element.frame.minX + offset).rounded()) }
    private func y(of element: AccessibleElement) -> gint { gint((element.frame.minY + offset).rounded()) }

    /// The element with the keyboard's focus, in its window's points (the margin in), while the
    /// window has the keyboard.
    var focusedFrame: Rect? {
        focusedIndex.map { shown[$0].frame }.map { Rect(x: $0.minX + offset, y: $0.minY + offset, width: $0.width, height: $0.height) }
    }

    private var focusedIndex: Int? {
        guard let window = gtk_widget_get_toplevel(fixed), gtk_window_has_toplevel_focus(shim_window(window)) != 0,
            let focus = gtk_window_get_focus(shim_window(window))
        else { return nil }
        return widgets.firstIndex(of: focus)
    }

    /// A view whose new places queue no drawing (it is never drawn).
    private func unredrawn(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_redraw_on_allocate(widget, 0)
        return widget
    }

    /// A view for an element, named by `show` (its words are its accessible name, not a text of its own).
    private func make(_ element: AccessibleElement) -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget>
        switch element.role {
        case .label:
            return unredrawn(gtk_label_new(nil))
        case .image:
            widget = unredrawn(gtk_label_new(nil))
            if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_role(accessible, ATK_ROLE_IMAGE) }
            return widget
        case .toggle(let isOn):
            widget = unredrawn(gtk_toggle_button_new())
            // Set before its handler is connected: setting it emits `clicked`.
            gtk_toggle_button_set_active(shim_toggle_button(widget), isOn ? 1 : 0)
        case .button:
            widget = unredrawn(gtk_button_new())
        case .link:
            widget = unredrawn(gtk_button_new())
            if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_role(accessible, ATK_ROLE_LINK) }
        }
        gtk_widget_set_focus_on_click(widget, 0)
        if let target = element.target {
            let action = Action(target: target, tap: tap)
            actions.append(action)
            let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
                let action = Unmanaged<Action>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { action.tap(action.target) }
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(widget), "clicked", unsafeBitCast(clicked, to: GCallback.self),
                Unmanaged.passUnretained(action).toOpaque(), nil, GConnectFlags(rawValue: 0))
        }
        // The pointer passes through: a button's input window takes no event, so the window's own
        // handlers hit-test, draw the pressed state and drag as they do everywhere else.
        let realize: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
            guard let widget, let input = gtk_button_get_event_window(shim_button(widget)) else { return }
            let nowhere = cairo_region_create()
            gdk_window_input_shape_combine_region(input, nowhere, 0, 0)
            cairo_region_destroy(nowhere)
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(widget), "realize", unsafeBitCast(realize, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
        return widget
    }
}
