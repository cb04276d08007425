import CGtk
import Foundation
import WidgetDesktop
import WidgetHome
import WidgetDrawing
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// One widget on the desktop: a borderless window below the others (a layer-shell surface on the
/// bottom layer on Wayland, a desktop-type window on X11), drawn by the layout engine and the
/// painter `widgets snapshot --png` uses, with a soft shadow around its rounded outline. A click
/// taps what is under it; a drag moves it on the grid; the right button opens the widget's menu.
@MainActor
final class WidgetWindow {
    /// The window a GTK signal handler was connected for (its user data), which outlives the handler.
    nonisolated static func from(_ data: UnsafeMutableRawPointer?) -> WidgetWindow {
        Unmanaged<WidgetWindow>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Points of shadow around the widget, inside the window.
    static let margin = 16.0
    /// How far the pointer moves with the button held before a press becomes a drag, in points.
    static let dragThreshold = 4.0

    private(set) var widget: WatchedWidget
    let window: UnsafeMutablePointer<GtkWidget>
    private unowned let desktop: Desktop
    /// The output it is shown on.
    private(set) var output: DesktopOutput
    /// Where the widget's top-left corner is, in points from its output's work area's.
    private(set) var position: Point
    private let layered: Bool

    /// The widget as last laid out and painted (window-sized, shadow included, at `paintedScale`).
    private var laidOut: LaidOutView?
    private var painted: OpaquePointer?
    /// X11: the graphics context ``present()`` draws with, and the window it was made for.
    private var graphics: (window: OpaquePointer, context: UInt)?
    /// Whether the window was drawn on screen at least once.
    private(set) var wasExposed = false
    /// The shadow as last painted, and the size, scale and corners it was painted for.
    private var shadowImage: (key: String, surface: OpaquePointer)?
    private var paintedScale = 0
    /// Whether the window shows the shadow of the image painted (it was put or drawn whole since
    /// the image was made): then only the widget's part of a new painting is put on it.
    private var shadowShown = false
    /// What the image was last painted with besides its views: a painting with the same paints
    /// only where the views changed.
    private var paintedWith: PaintingInputs?
    /// The widget's areas painted since the window last showed the image, in points (nil: all of it).
    private var unshown: [Rect]?
    /// The second the image was painted at, when a progress view in it follows a timer.
    private var paintedSecond: Int?
    /// Its views as a screen reader finds them.
    private var accessibleViews: AccessibleViews!
    /// Why the last rebuild of its package failed (`run --watch`): a badge on its corner says so.
    var problem: String? {
        didSet {
            guard problem != oldValue else { return }
            gtk_widget_set_tooltip_text(window, problem)
            gtk_widget_queue_draw(window)
        }
    }
    /// The target under the pointer, drawn pressed.
    private var hovered: TapTarget?
    private var press: (target: TapTarget?, root: Point, position: Point, dragging: Bool)?

    init(_ widget: WatchedWidget, desktop: Desktop, output: DesktopOutput, position: Point, layered: Bool) {
        self.widget = widget
        self.desktop = desktop
        self.output = output
        self.position = position
        self.layered = layered
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let shell = shim_window(window)
        gtk_window_set_title(shell, name)
        if let accessible = gtk_widget_get_accessible(window) { atk_object_set_name(accessible, name) }
        gtk_window_set_decorated(shell, 0)
        // Its size is fixed by the hints `resize()` sets, not by being unresizable: GTK asks the X
        // server for the monitor's work area each time an unresizable window's child changes size
        // (six round trips for each new entry's words).
        gtk_window_set_resizable(shell, 1)
        gtk_window_set_skip_taskbar_hint(shell, 1)
        gtk_window_set_skip_pager_hint(shell, 1)
        // The keyboard comes when asked for (a click, the compositor's or window manager's keys),
        // never when the widget appears.
        gtk_window_set_focus_on_map(shell, 0)
        gtk_widget_set_app_paintable(window, 1)
        if let visual = gdk_screen_get_rgba_visual(gtk_widget_get_screen(window)) { gtk_widget_set_visual(window, visual) }
        gtk_widget_add_events(window, gint(
            GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_POINTER_MOTION_MASK.rawValue
                | GDK_LEAVE_NOTIFY_MASK.rawValue))
        if layered {
            gtk_layer_init_for_window(shell)
            gtk_layer_set_layer(shell, GTK_LAYER_SHELL_LAYER_BOTTOM)
            gtk_layer_set_namespace(shell, "widgets")
            gtk_layer_set_anchor(shell, GTK_LAYER_SHELL_EDGE_TOP, 1)
            gtk_layer_set_anchor(shell, GTK_LAYER_SHELL_EDGE_LEFT, 1)
            gtk_layer_set_keyboard_mode(shell, GTK_LAYER_SHELL_KEYBOARD_MODE_ON_DEMAND)
        } else {
            // X11: the desktop's own layer (or a dock, over another desktop), on every workspace,
            // kept below the other windows.
            gtk_window_set_type_hint(shell, desktop.windowType)
            gtk_window_stick(shell)
            gtk_window_set_keep_below(shell, 1)
        }
        connectEvents()
        accessibleViews = AccessibleViews(in: window) { [unowned self] target in
            desktop.tap(self.widget.instance.id, target: target)
        }
        resize()
        place()
        gtk_widget_show(window)
    }

    /// X11: takes the type the desktop says now (a type is read by the window manager as the window
    /// maps: it is mapped again).
    func retype() {
        let shell = shim_window(window)
        guard !layered, gtk_window_get_type_hint(shell) != desktop.windowType else { return }
        gtk_widget_hide(window)
        gtk_window_set_type_hint(shell, desktop.windowType)
        gtk_widget_show(window)
        gtk_window_stick(shell)
        gtk_window_set_keep_below(shell, 1)
        place()
    }

    /// Takes the window away.
    func close() {
        if let graphics, let surface = gtk_widget_get_window(window) { shim_free_gc(surface, graphics.context) }
        graphics = nil
        gtk_widget_destroy(window)
        if let painted { cairo_surface_destroy(painted) }
        painted = nil
        if let shadowImage { cairo_surface_destroy(shadowImage.surface) }
        shadowImage = nil
    }

    /// Shows a new entry (or kind, or family).
    func show(_ widget: WatchedWidget) {
        let resized = widget.instance.family != self.widget.instance.family
        self.widget = widget
        if resized { resize() }
        refresh(force: true)
    }

    /// Lays the widget out for now and paints it again if what it shows changed (`force`: always).
    /// Resource images it shows that are not kept are asked for once painted, unless not `fetching`
    /// (the clock's repaints, and the one once they came: those are drawn with what is kept).
    func refresh(force: Bool = false, fetching: Bool = true) {
        let now = Date()
        guard let entry = widget.entry else { return }
        let view = FrameLayout(metrics: desktop.metrics, now: now).layout(
            entry.view, family: widget.instance.family, contentMarginsDisabled: widget.kind?.contentMarginsDisabled ?? false)
        let scale = Int(gtk_widget_get_scale_factor(window))
        let second = view.followsATimer ? Int(now.timeIntervalSince1970) : nil
        guard force || view != laidOut || second != paintedSecond || scale != paintedScale else { return }
        let before = laidOut
        laidOut = view
        paintedSecond = second
        // Resource images come from the runtime; the widget is painted again when they have.
        var names = Set<String>()
        func collect(_ view: LaidOutView) {
            if case .image(let image) = view.content, let name = image.resource { names.insert(name) }
            view.children.forEach(collect)
        }
        collect(view)
        if fetching { desktop.fetch(names, of: widget.instance.bundle) { [weak self] in self?.refresh(force: true, fetching: false) } }
        let inputs = PaintingInputs(
            scale: scale, scheme: desktop.appearance.scheme, accent: desktop.appearance.accent, images: desktop.images(names, of: widget.instance.bundle))
        let areas = inputs == paintedWith ? before.flatMap { view.changedAreas(since: $0) } : nil
        paint(view, inputs: inputs, only: areas, now: now)
        accessibleViews.show(view.accessibleElements(family: widget.instance.family), offset: Self.margin)
        present()
        desktop.drew(widget.instance.id)
    }

    /// Puts the painted image on screen. On X11, with nothing drawn over it (no focus ring, badge or
    /// pressed target), its pixels go straight into the window, outside GTK's frame cycle: with no
    /// window manager each of its frames asks the X server whether one supports frame timings (a
    /// round trip), and cairo sends an image this size through shared memory with an event back
    /// once the server has read it (another wake-up). Elsewhere it is drawn at the next frame.
    private func present() {
        let overlaid = accessibleViews.focusedFrame != nil || problem != nil || (hovered.map { $0.id != "widget" } ?? false)
        guard !layered, !desktop.isWayland, wasExposed, !overlaid, let painted, let surface = gtk_widget_get_window(window),
            gdk_window_is_viewable(surface) != 0, gdk_visual_get_depth(gdk_window_get_visual(surface)) == 32,
            cairo_image_surface_get_width(painted) == gdk_window_get_width(surface) * Int32(paintedScale),
            cairo_image_surface_get_height(painted) == gdk_window_get_height(surface) * Int32(paintedScale)
        else {
            gtk_widget_queue_draw(window)
            return
        }
        if graphics?.window != surface {
            // A context serves any window of the display and depth: one made for a window GTK since
            // replaced is freed through the new one's display.
            if let graphics { shim_free_gc(surface, graphics.context) }
            graphics = (surface, shim_create_gc(surface))
        }
        let (width, height) = (cairo_image_surface_get_width(painted), cairo_image_surface_get_height(painted))
        // The shadow around does not change: once shown, only the widget's pixels go, and of those
        // only the rectangle around the areas painted since (one request: each more is a write the
        // X server wakes for, and takes the core from this thread).
        let margin = shadowShown ? Int32(Self.margin) * Int32(paintedScale) : 0
        var area = (x: margin, y: margin, maxX: width - margin, maxY: height - margin)
        if shadowShown, let unshown {
            guard let around = Self.around(unshown) else { return }
            let pixels = Self.pixels(around, scale: Double(paintedScale))
            area = (max(area.x, pixels.x), max(area.y, pixels.y), min(area.maxX, pixels.x + pixels.width), min(area.maxY, pixels.y + pixels.height))
        }
        if area.maxX > area.x, area.maxY > area.y {
            shim_put_argb(
                surface, graphics!.context, cairo_image_surface_get_data(painted), width, height, cairo_image_surface_get_stride(painted),
                area.x, area.y, area.maxX - area.x, area.maxY - area.y)
        }
        gdk_display_flush(gdk_window_get_display(surface))
        shadowShown = true
        unshown = []
    }

    /// An area of the widget, in points, as the image's whole pixels that hold it at `scale`.
    private static func pixels(_ area: Rect, scale: Double) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let (minX, minY) = (((area.minX + margin) * scale).rounded(.down), ((area.minY + margin) * scale).rounded(.down))
        let (maxX, maxY) = (((area.maxX + margin) * scale).rounded(.up), ((area.maxY + margin) * scale).rounded(.up))
        return (Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
    }

    /// The next moment after `now` its picture changes with the clock, or nil when it never will.
    func nextChange(after now: Date) -> Date? { widget.entry?.view.nextChange(after: now) }

    /// Where the widget is on the screen, in points (shadow left out).
    var screenFrame: Rect {
        Rect(x: output.area.minX + position.x, y: output.area.minY + position.y, width: size.width, height: size.height)
    }

    func move(to point: Point, on output: DesktopOutput) {
        position = point
        self.output = output
        place()
    }

    // MARK: Painting

    private var size: Size { desktop.metrics.size(of: widget.instance.family) }

    private func resize() {
        let width = gint(size.width + 2 * Self.margin), height = gint(size.height + 2 * Self.margin)
        gtk_widget_set_size_request(window, width, height)
        gtk_window_resize(shim_window(window), width, height)
        var fixedSize = GdkGeometry()
        (fixedSize.min_width, fixedSize.min_height, fixedSize.max_width, fixedSize.max_height) = (width, height, width, height)
        let hints = GdkWindowHints(rawValue: GDK_HINT_MIN_SIZE.rawValue | GDK_HINT_MAX_SIZE.rawValue)
        gtk_window_set_geometry_hints(shim_window(window), nil, &fixedSize, hints)
    }

    private func place() {
        let shell = shim_window(window)
        if layered {
            gtk_layer_set_monitor(shell, desktop.monitor(named: output.name))
            gtk_layer_set_margin(shell, GTK_LAYER_SHELL_EDGE_TOP, gint(position.y - Self.margin))
            gtk_layer_set_margin(shell, GTK_LAYER_SHELL_EDGE_LEFT, gint(position.x - Self.margin))
        } else if desktop.isWayland {
            // A compositor without layer-shell places windows itself: GNOME's, with the project's
            // Shell extension, puts it where its title says (`NAME@X,Y:CONNECTOR`, from that output's
            // work area, which GNOME knows: its top bar), below the others and on every workspace;
            // the title is shown nowhere.
            gtk_window_set_title(shell, "\(name)@\(Int(position.x - Self.margin)),\(Int(position.y - Self.margin)):\(output.name)")
        } else {
            // X11 places windows on the screen: from the output's work area's corner, not the screen's.
            gtk_window_move(shell, gint(screenFrame.minX - Self.margin), gint(screenFrame.minY - Self.margin))
        }
    }

    /// The widget's name: its kind's display name, which a screen reader says.
    private var name: String { widget.kind?.displayName ?? widget.instance.kind }

    /// The soft shadow around the widget, painted once for its size and scale (it does not change
    /// with what the widget shows): rings of the outline, fainter as they spread, a little below it.
    private func shadow(scale: Int, radius: Double) -> OpaquePointer {
        let key = "\(size.width)x\(size.height)@\(scale)/\(radius)"
        if let shadowImage, shadowImage.key == key { return shadowImage.surface }
        if let shadowImage { cairo_surface_destroy(shadowImage.surface) }
        let margin = Self.margin
        let image = windowImage(scale: scale)
        let context = cairo_create(image)!
        for ring in stride(from: 12.0, to: 0, by: -1) {
            let inset = -ring
            roundedRectangle(context, Rect(x: margin + inset, y: margin + inset + 3, width: size.width - 2 * inset, height: size.height - 2 * inset), radius: radius - inset)
            cairo_set_source_rgba(context, 0, 0, 0, 0.018 * (1 - ring / 13))
            cairo_fill(context)
        }
        cairo_destroy(context)
        shadowImage = (key, image)
        return image
    }

    /// A transparent image of the window's size (the widget and its shadow's margin) at `scale`.
    private func windowImage(scale: Int) -> OpaquePointer {
        let pixels = Double(scale)
        let image = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(((size.width + 2 * Self.margin) * pixels).rounded(.up)),
            Int32(((size.height + 2 * Self.margin) * pixels).rounded(.up)))!
        cairo_surface_set_device_scale(image, pixels, pixels)
        return image
    }

    /// Paints the shadow and the widget into the image every expose shows: the last painting's, when
    /// its size and scale hold, else a new one; in a kept image only where `areas` say (in points,
    /// nil: everywhere). The widget is painted on the shadow in the image's pixels, with the
    /// transform `snapshot --png --scale` paints in.
    private func paint(_ view: LaidOutView, inputs: PaintingInputs, only areas: [Rect]?, now: Date) {
        let (scale, images) = (inputs.scale, inputs.images)
        let pixels = Double(scale)
        let radius = desktop.metrics.cornerRadius(for: widget.instance.family)
        let shadow = shadow(scale: scale, radius: radius)
        let image: OpaquePointer
        let kept: Bool
        if let painted, paintedScale == scale, cairo_image_surface_get_width(painted) == cairo_image_surface_get_width(shadow),
            cairo_image_surface_get_height(painted) == cairo_image_surface_get_height(shadow)
        {
            (image, kept) = (painted, true)
        } else {
            if let painted { cairo_surface_destroy(painted) }
            (image, kept) = (windowImage(scale: scale), false)
            shadowShown = false
        }
        let areas = kept ? areas.map { Self.fewAreas($0).map { Self.onWholePixels($0, scale: pixels) } } : nil
        // Nothing changed: the image stands.
        if areas?.isEmpty == true { return }
        cairo_surface_set_device_scale(image, 1, 1)
        let context = cairo_create(image)!
        cairo_scale(context, pixels, pixels)
        var painter = WidgetPainter(scheme: inputs.scheme, scale: pixels, cornerRadius: radius, now: now, resource: { images[$0] })
        painter.accent = inputs.accent
        if let areas {
            for area in areas { cairo_rectangle(context, Self.margin + area.minX, Self.margin + area.minY, area.width, area.height) }
            cairo_clip(context)
        }
        // A kept image has the shadow around already: only what the widget's outline may leave
        // uncovered is put back from it (its corners, when its frame ends on whole pixels and it
        // paints its outline opaquely; else its whole place), which is all a painting changes.
        cairo_save(context)
        if kept {
            let (margin, size) = (Self.margin, size)
            let onPixels = [size.width, size.height].allSatisfy { ($0 * pixels).rounded() == $0 * pixels }
            if onPixels, painter.coversItsOutline {
                let corner = min(radius + 1, size.width / 2, size.height / 2)
                for (x, y) in [(0, 0), (size.width - corner, 0), (0, size.height - corner), (size.width - corner, size.height - corner)] {
                    cairo_rectangle(context, margin + x, margin + y, corner, corner)
                }
            } else {
                cairo_rectangle(context, margin, margin, size.width, size.height)
            }
            cairo_clip(context)
        }
        cairo_set_source_surface(context, shadow, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_restore(context)
        cairo_translate(context, Self.margin, Self.margin)
        painter.draw(view, on: context)
        cairo_destroy(context)
        cairo_surface_flush(image)
        cairo_surface_set_device_scale(image, pixels, pixels)
        painted = image
        paintedScale = scale
        paintedWith = inputs
        unshown = areas.flatMap { areas in unshown.map { $0 + areas } }
    }

    /// `areas`, or when there are many, the one rectangle around them (as cheap to paint).
    private static func fewAreas(_ areas: [Rect]) -> [Rect] {
        areas.count > 8 ? around(areas).map { [$0] } ?? [] : areas
    }

    /// The rectangle around `areas`, nil when there are none.
    private static func around(_ areas: [Rect]) -> Rect? {
        guard let minX = areas.map(\.minX).min(), let minY = areas.map(\.minY).min(), let maxX = areas.map(\.maxX).max(),
            let maxY = areas.map(\.maxY).max()
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `area` grown to the image's whole pixels (the margin counted): a clip on whole pixels covers
    /// each entirely or not at all, so a pixel painted again is the pixel a whole painting makes.
    private static func onWholePixels(_ area: Rect, scale: Double) -> Rect {
        let pixels = pixels(area, scale: scale)
        return Rect(
            x: Double(pixels.x) / scale - margin, y: Double(pixels.y) / scale - margin, width: Double(pixels.width) / scale,
            height: Double(pixels.height) / scale)
    }

    /// What a painting paints with besides the widget's views.
    private struct PaintingInputs: Equatable {
        var scale: Int
        var scheme: ColorScheme
        var accent: RGBA?
        var images: [String: Data]
    }

    private func roundedRectangle(_ context: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(context, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(context, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }

    /// An expose: the painted image, and the target under the pointer darkened (lightened in dark mode).
    fileprivate func draw(_ context: OpaquePointer) {
        defer {
            if !wasExposed {
                wasExposed = true
                desktop.exposed()
            }
        }
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        if let painted {
            shadowShown = true
            unshown = []
            cairo_set_source_surface(context, painted, 0, 0)
        } else {
            cairo_set_source_rgba(context, 0, 0, 0, 0)
        }
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        if let focused = accessibleViews.focusedFrame {
            // The keyboard's focus ring, as macOS draws it: the accent, a little outside the control;
            // round around a small one (a widget's buttons are mostly circles and capsules).
            let side = min(focused.width, focused.height)
            roundedRectangle(
                context, Rect(x: focused.minX - 2, y: focused.minY - 2, width: focused.width + 4, height: focused.height + 4),
                radius: side <= 44 ? side / 2 + 2 : 10)
            let accent = desktop.appearance.accent ?? SystemColors.color(named: "accentColor", scheme: desktop.appearance.scheme)!
            cairo_set_source_rgba(context, accent.red, accent.green, accent.blue, 0.75)
            cairo_set_line_width(context, 3)
            cairo_stroke(context)
        }
        if problem != nil { drawBadge(context) }
        guard let hovered, hovered.id != "widget" else { return }
        let frame = hovered.frame
        roundedRectangle(context, Rect(x: frame.minX + Self.margin, y: frame.minY + Self.margin, width: frame.width, height: frame.height), radius: 8)
        let pressed = press?.target == hovered
        let strength = pressed ? 0.22 : 0.10
        if desktop.appearance.scheme == .dark {
            cairo_set_source_rgba(context, 1, 1, 1, strength)
        } else {
            cairo_set_source_rgba(context, 0, 0, 0, strength)
        }
        cairo_fill(context)
    }

    /// A failed rebuild's badge: a red disc with a white "!" on the widget's top-right corner, as an
    /// app icon's badge sits.
    private func drawBadge(_ context: OpaquePointer) {
        let radius = 10.0
        let center = (x: Self.margin + size.width - 4, y: Self.margin + 4)
        cairo_new_sub_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
        cairo_set_source_rgba(context, 1, 0.231, 0.188, 1)
        cairo_fill_preserve(context)
        cairo_set_source_rgba(context, 1, 1, 1, 1)
        cairo_set_line_width(context, 1.5)
        cairo_stroke(context)
        cairo_rectangle(context, center.x - 1.25, center.y - 6, 2.5, 7.5)
        cairo_rectangle(context, center.x - 1.25, center.y + 3, 2.5, 2.5)
        cairo_fill(context)
    }

    // MARK: Pointer

    /// The target under a point of the window, if it is on the widget.
    private func target(atWindow x: Double, _ y: Double) -> TapTarget? {
        laidOut?.tapTarget(at: Point(x: x - Self.margin, y: y - Self.margin), family: widget.instance.family)
    }

    fileprivate func pressed(_ event: GdkEventButton) {
        switch event.button {
        case 1 where event.type == GDK_BUTTON_PRESS:
            press = (target(atWindow: event.x, event.y), Point(x: event.x_root, y: event.y_root), position, false)
            gtk_widget_queue_draw(window)
        case 3 where event.type == GDK_BUTTON_PRESS:
            desktop.showMenu(for: self)
        default: break
        }
    }

    fileprivate func released(_ event: GdkEventButton) {
        guard event.button == 1, let press else { return }
        self.press = nil
        if press.dragging {
            desktop.moved(widget.instance.id, to: position, on: output)
        } else if let target = press.target, target == self.target(atWindow: event.x, event.y) {
            desktop.tap(widget.instance.id, target: target.id)
        }
        gtk_widget_queue_draw(window)
    }

    fileprivate func moved(_ event: GdkEventMotion) {
        if var press {
            let dx = event.x_root - press.root.x
            let dy = event.y_root - press.root.y
            if !press.dragging, (dx * dx + dy * dy).squareRoot() >= Self.dragThreshold {
                press.dragging = true
                hovered = nil
            }
            self.press = press
            if press.dragging {
                move(to: Point(x: press.position.x + dx, y: press.position.y + dy), on: output)
                return
            }
        }
        let under = target(atWindow: event.x, event.y)
        guard under != hovered else { return }
        hovered = under
        pointAtButtons()
        gtk_widget_queue_draw(window)
    }

    /// Over a button, toggle or link the pointer is a hand, as over a link on a page: it can be pressed.
    private func pointAtButtons() {
        guard let surface = gtk_widget_get_window(window) else { return }
        let pressable = hovered.map { $0.id != "widget" } ?? false
        let cursor = pressable ? gdk_cursor_new_from_name(gdk_window_get_display(surface), "pointer") : nil
        gdk_window_set_cursor(surface, cursor)
        if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
    }

    fileprivate func left() {
        guard hovered != nil, press == nil else { return }
        hovered = nil
        pointAtButtons()
        gtk_widget_queue_draw(window)
    }

    private func connectEvents() {
        let this = Unmanaged.passUnretained(self).toOpaque()
        func connect(_ signal: String, _ handler: GCallback) {
            g_signal_connect_data(UnsafeMutableRawPointer(window), signal, handler, this, nil, GConnectFlags(rawValue: 0))
        }
        typealias ButtonHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventButton>?, UnsafeMutableRawPointer?) -> gboolean
        typealias MotionHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventMotion>?, UnsafeMutableRawPointer?) -> gboolean
        typealias CrossingHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventCrossing>?, UnsafeMutableRawPointer?) -> gboolean
        let drawHandler: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, context, data in
            let this = WidgetWindow.from(data)
            MainActor.assumeIsolated { this.draw(context!) }
            return 1
        }
        connect("draw", unsafeBitCast(drawHandler, to: GCallback.self))
        let press: ButtonHandler = { _, event, data in
            let this = WidgetWindow.from(data)
            let event = event!.pointee
            MainActor.assumeIsolated { this.pressed(event) }
            return 1
        }
        connect("button-press-event", unsafeBitCast(press, to: GCallback.self))
        let release: ButtonHandler = { _, event, data in
            let this = WidgetWindow.from(data)
            let event = event!.pointee
            MainActor.assumeIsolated { this.released(event) }
            return 1
        }
        connect("button-release-event", unsafeBitCast(release, to: GCallback.self))
        let motion: MotionHandler = { _, event, data in
            let this = WidgetWindow.from(data)
            let event = event!.pointee
            MainActor.assumeIsolated { this.moved(event) }
            return 1
        }
        connect("motion-notify-event", unsafeBitCast(motion, to: GCallback.self))
        let leave: CrossingHandler = { _, _, data in
            let this = WidgetWindow.from(data)
            MainActor.assumeIsolated { this.left() }
            return 0
        }
        connect("leave-notify-event", unsafeBitCast(leave, to: GCallback.self))
        // A widget goes only when it is removed: a compositor closes a layer surface whose output
        // went (gtk-layer-shell closes its window), and the widget is shown on another output.
        let keep: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, _, _ in 1 }
        connect("delete-event", unsafeBitCast(keep, to: GCallback.self))
        SignalAction.connect(UnsafeMutableRawPointer(window), "notify::scale-factor") { [weak self] in self?.refresh() }
        // The focus ring follows the keyboard.
        let focusMoved: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            let this = WidgetWindow.from(data)
            MainActor.assumeIsolated { gtk_widget_queue_draw(this.window) }
        }
        connect("set-focus", unsafeBitCast(focusMoved, to: GCallback.self))
        connect("notify::has-toplevel-focus", unsafeBitCast(focusMoved, to: GCallback.self))
    }
}
