import CGtk
import Foundation
import WidgetDesktop
import WidgetHome
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// The widgets of one runtime on the desktop: a window for each, placed where the user put it,
/// redrawn when what it shows changes, following the desktop's light or dark appearance.
@MainActor
final class Desktop {
    let home: RuntimeHome
    let metrics: LayoutMetrics
    /// True on a Wayland compositor with layer-shell: widgets sit on its bottom layer.
    let layered: Bool
    private(set) var appearance: Appearance!
    private var windows: [InstanceID: WidgetWindow] = [:]
    private var placement: DesktopPlacement
    /// The timeout that paints again, when its picture changes with the clock, a widget whose texts
    /// follow it (a running timer's seconds); none while nothing will change.
    private var ticker: guint = 0
    /// Bundles' resource images as the runtime gave them, a few MB a bundle at most.
    private var resources = ResourceCache()
    /// Names asked of the runtime and not yet answered, by bundle.
    private var asking: [String: Set<String>] = [:]
    /// Requests to the runtime in flight.
    let tasks = TaskList()
    /// Called after each paint (for `--report-draws`).
    var onDraw: ((InstanceID) -> Void)?

    init(home: RuntimeHome, layered: Bool) {
        self.home = home
        self.layered = layered
        metrics = FrameLayout(home: home).metrics
        do {
            placement = try DesktopPlacement.load(from: home)
        } catch {
            warn(error.description)
            placement = DesktopPlacement()
        }
        appearance = Appearance { [weak self] _ in self?.appearanceChanged() }
        // A monitor added, removed or resized: the widgets are placed again in the new work area.
        if let screen = gdk_screen_get_default() {
            let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
                let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { desktop.workAreaChanged() }
            }
            for signal in ["monitors-changed", "size-changed"] {
                g_signal_connect_data(
                    UnsafeMutableRawPointer(screen), signal, unsafeBitCast(changed, to: GCallback.self),
                    Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
            }
        }
    }

    // MARK: What the runtime says

    /// Every widget the runtime shows: those not among them go.
    func show(all widgets: [WatchedWidget]) {
        let ids = Set(widgets.map(\.instance.id))
        for (id, window) in windows where !ids.contains(id) { remove(id, window) }
        widgets.forEach(show)
        scheduleTick()
    }

    func apply(_ notice: ControlNotice) {
        switch notice {
        case .shown(let widget):
            show(widget)
        case .removed(let instance):
            if let window = windows[instance.id] { remove(instance.id, window) }
        case .open:
            return
        }
        scheduleTick()
    }

    private func show(_ widget: WatchedWidget) {
        if let window = windows[widget.instance.id] {
            window.show(widget)
            return
        }
        // A widget gets its window with its first entry: a window with nothing in it would be an
        // invisible patch of the desktop that takes clicks (a bundle that fails never gets one).
        guard widget.entry != nil else { return }
        let others = windows.mapValues { metrics.size(of: $0.widget.instance.family) }
        let position = placement.position(of: widget.instance.id, size: metrics.size(of: widget.instance.family), others: others, area: workArea)
        let window = WidgetWindow(widget, desktop: self, position: position, layered: layered)
        windows[widget.instance.id] = window
        window.refresh(force: true)
    }

    /// Takes a widget away, and its place.
    private func remove(_ id: InstanceID, _ window: WidgetWindow) {
        window.close()
        windows[id] = nil
        guard placement.positions[id] != nil else { return }
        placement.keepOnly(Set(windows.keys))
        do {
            try placement.save(to: home)
        } catch {
            warn(error.description)
        }
    }

    /// The primary monitor's work area, in points.
    private var workArea: Size { workAreaFrame.size }

    /// The screen's monitors or their work areas changed: each widget is shown at its kept place, or
    /// as near it as the new work area lets it be whole.
    func workAreaChanged() {
        for (id, window) in windows {
            let size = metrics.size(of: window.widget.instance.family)
            window.move(to: placement.position(of: id, size: size, others: [:], area: workArea))
        }
    }

    /// The primary monitor's work area: where on the screen it starts (inside a top or left panel, as
    /// the window manager's `_NET_WORKAREA` says on X11) and its size, in points. Places are counted
    /// from its top-left corner.
    var workAreaFrame: Rect {
        guard let display = gdk_display_get_default(), let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return Rect(x: 0, y: 0, width: 1280, height: 800) }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return Rect(x: Double(area.x), y: Double(area.y), width: Double(area.width), height: Double(area.height))
    }

    private func appearanceChanged() {
        for window in windows.values { window.refresh(force: true) }
    }

    /// Sets the timeout for the next moment a widget's picture changes with the clock (the next
    /// second of a running timer, never a paused or ended one), replacing the one set; none when no
    /// widget's will. Nothing wakes the surface in between.
    private func scheduleTick() {
        if ticker != 0 { g_source_remove(ticker) }
        ticker = 0
        let now = Date()
        guard let next = windows.values.compactMap({ $0.nextChange(after: now) }).min() else { return }
        // A millisecond past the change, so the clock reads the new second when it is painted.
        let delay = guint(max(0, next.timeIntervalSince(now) * 1000).rounded(.up)) + 1
        ticker = g_timeout_add(delay, { data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { desktop.tick() }
            return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Paints again the widgets whose picture changed with the clock, and sets the next timeout.
    private func tick() {
        ticker = 0
        for window in windows.values where window.nextChange(after: Date().addingTimeInterval(-1)) != nil {
            window.refresh(fetching: false)
        }
        scheduleTick()
    }

    func drew(_ id: InstanceID) { onDraw?(id) }

    /// The resource images of `names` a bundle's widget is painted with: those kept now.
    func images(_ names: Set<String>, of bundle: String) -> [String: Data] { resources.images(names, of: bundle) }

    /// Asks the runtime for the resource images a widget names that are not kept (never asked, or
    /// forgotten past the bundle's share) and not being asked for, as many as the share holds; `then`
    /// runs once they are answered (it paints the widget again). A refused or failed one is kept as
    /// having no image.
    func fetch(_ names: Set<String>, of bundle: String, then: @escaping @MainActor () -> Void) {
        let missing = resources.missing(names, of: bundle).subtracting(asking[bundle] ?? [])
        guard !missing.isEmpty else { return }
        asking[bundle, default: []].formUnion(missing)
        request("fetch the images of \(bundle)") { runtime in
            var received = 0
            for name in missing.sorted() where received < self.resources.bytesPerBundle {
                let image = try? await runtime.resource(bundle: bundle, name: name)
                received += image?.count ?? 0
                self.resources.store(image, named: name, of: bundle)
            }
            self.asking[bundle]?.subtract(missing)
            then()
        }
    }

    // MARK: What the user does

    /// A click on a target: the same tap as `widgets tap`.
    func tap(_ id: InstanceID, target: String) {
        send(.tap(id, target: target), doing: "tap \(target) of \(id.rawValue)")
    }

    /// A widget was dragged to a point: kept in the home.
    func moved(_ id: InstanceID, to point: Point) {
        placement.move(id, to: point)
        if let window = windows[id] {
            window.move(to: placement.position(of: id, size: metrics.size(of: window.widget.instance.family), others: [:], area: workArea))
        }
        do {
            try placement.save(to: home)
        } catch {
            warn(error.description)
        }
    }

    func add(kind: String, family: WidgetFamily) {
        send(.addInstance(kind: kind, family: family), doing: "add a \(kind) widget")
    }

    func remove(_ id: InstanceID) {
        send(.removeInstance(id), doing: "remove \(id.rawValue)")
    }

    func showMenu(for window: WidgetWindow) {
        WidgetMenu(desktop: self, widget: window.widget, frame: window.screenFrame).popUp()
    }

    /// Sends a request to the runtime without holding up the desktop; a refusal is written to standard error.
    func send(_ request: ControlRequest, doing what: String) {
        self.request(what) { runtime in _ = try await runtime.send(request) }
    }

    /// Runs `body` with a connection of its own to the runtime (so requests never wait on each other),
    /// as a task of ``tasks``; a failure is written to standard error as `could not WHAT`.
    func request(_ what: String, _ body: @escaping @MainActor (ControlConnection) async throws -> Void) {
        let home = home
        tasks.run {
            do {
                guard let runtime = try await ControlConnection.connect(to: home) else { return }
                defer { runtime.close() }
                try await body(runtime)
            } catch {
                warn("could not \(what): \(error)")
            }
        }
    }
}

/// A line on standard error, as `widgets` writes its warnings.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("widgets-desktop: \(message)\n".utf8))
}
