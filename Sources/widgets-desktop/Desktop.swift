import CGtk
import COutputName
import CStartupMemory
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
    /// True on Wayland (with layer-shell or not), false on X11.
    let isWayland = gdk_display_get_default().map { shim_is_wayland($0) != 0 } ?? false
    private(set) var appearance: Appearance!
    private var windows: [InstanceID: WidgetWindow] = [:]
    private var placement: DesktopPlacement
    /// The desktop's outputs, the primary first, and GDK's monitor for each (by name).
    private(set) var outputs: [DesktopOutput] = []
    private var monitors: [String: OpaquePointer] = [:]
    /// Wayland connectors' names, asked once a monitor.
    private var connectors: [OpaquePointer: String] = [:]
    /// The idle callback that looks at the outputs again, once however many changes came.
    private var outputsLook: guint = 0
    /// X11: another program's desktop window, over which the widgets are dock windows.
    private var otherDesktop: OtherDesktop?
    /// `state/desktop.json` watched: `widgets desktop place` moves a widget while the desktop runs.
    private var placesMonitor: UnsafeMutablePointer<GFileMonitor>?
    /// The timeout that paints again, when its picture changes with the clock, a widget whose texts
    /// follow it (a running timer's seconds); none while nothing will change.
    private var ticker: guint = 0
    /// Bundles' resource images as the runtime gave them, a few MB a bundle at most.
    private var resources = ResourceCache()
    /// Watched bundles whose last rebuild failed (`run --watch`), with why: their widgets wear a badge.
    private var problems: [String: String] = [:]
    /// Whether the first widgets were drawn on screen (and what starting took given back).
    private var started = false
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
        readOutputs()
        if placement.outputs != outputs {
            placement.outputs = outputs
            savePlaces()
        }
        watchOutputs()
        watchPlaces()
        otherDesktop = OtherDesktop { [weak self] in self?.otherDesktopChanged() }
        if let other = otherDesktop?.present { announceDock(other) }
    }

    /// X11: how a widget window is kept below: a desktop window, or a dock window kept below the
    /// others while another program's desktop window could cover desktop windows.
    var windowType: GdkWindowTypeHint { otherDesktop?.present == nil ? GDK_WINDOW_TYPE_HINT_DESKTOP : GDK_WINDOW_TYPE_HINT_DOCK }

    private func otherDesktopChanged() {
        if let other = otherDesktop?.present { announceDock(other) }
        for window in windows.values { window.retype() }
    }

    private func announceDock(_ other: String) {
        warn("\(other) keeps a desktop window, which may cover the widgets: they are dock windows kept below the others while it is there")
    }

    // MARK: What the runtime says

    /// Every widget the runtime shows: those not among them go.
    func show(all widgets: [WatchedWidget]) {
        let ids = Set(widgets.map(\.instance.id))
        for (id, window) in windows where !ids.contains(id) { remove(id, window) }
        widgets.forEach(show)
        scheduleTick()
    }

    /// A window was drawn on screen for the first time: once every widget is, what only starting
    /// needed (GTK's set-up, the first layouts and paintings) is given back, and again when the first
    /// refreshes' paintings are behind it.
    func exposed() {
        guard !started, !windows.isEmpty, windows.values.allSatisfy(\.wasExposed) else { return }
        started = true
        startup_memory_release()
        g_timeout_add_seconds(guint(STARTUP_MEMORY_SETTLING_SECONDS), { _ in
            startup_memory_release()
            return 0
        }, nil)
    }

    func apply(_ notice: ControlNotice) {
        switch notice {
        case .shown(let widget):
            show(widget)
        case .removed(let instance):
            if let window = windows[instance.id] { remove(instance.id, window) }
        case .open:
            return
        case .problem(let bundle, let message):
            problems[bundle] = message
            for window in windows.values where window.widget.instance.bundle == bundle { window.problem = message }
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
        let placed = placement.places[widget.instance.id] != nil
        let place = placement.position(of: widget.instance.id, size: metrics.size(of: widget.instance.family), others: others, outputs: outputs)
        let window = WidgetWindow(widget, desktop: self, output: place.output, position: place.point, layered: layered)
        windows[widget.instance.id] = window
        window.problem = problems[widget.instance.bundle]
        window.refresh(force: true)
        // A new widget's place is kept at once: `widgets desktop` lists it, and it stays there.
        if !placed { savePlaces() }
    }

    /// Takes a widget away, and its place.
    private func remove(_ id: InstanceID, _ window: WidgetWindow) {
        window.close()
        windows[id] = nil
        guard placement.places[id] != nil else { return }
        placement.keepOnly(Set(windows.keys))
        savePlaces()
    }

    private func savePlaces() {
        do {
            try placement.save(to: home)
        } catch {
            warn(error.description)
        }
    }

    // MARK: Outputs

    /// Shows each widget at its kept place on its output, or as near it as its output lets it be
    /// whole, or on the first output while its own is gone.
    private func placeAll() {
        for (id, window) in windows {
            let place = placement.position(of: id, size: metrics.size(of: window.widget.instance.family), others: [:], outputs: outputs)
            window.move(to: place.point, on: place.output)
        }
    }

    /// GDK's monitor of an output, for a layer surface to be put on.
    func monitor(named name: String) -> OpaquePointer? { monitors[name] }

    /// Reads the outputs from GDK: each monitor it has described (a new one has no size until it
    /// is), named by its connector (X11: RandR's output name, which GDK gives as the model; Wayland:
    /// xdg-output's name), the primary first. Kept in the places file, for `widgets desktop`.
    private func readOutputs() {
        guard let display = gdk_display_get_default() else { return }
        let primary = gdk_display_get_primary_monitor(display)
        var found: [(output: DesktopOutput, monitor: OpaquePointer)] = []
        for index in 0..<gdk_display_get_n_monitors(display) {
            guard let monitor = gdk_display_get_monitor(display, index) else { continue }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(monitor, &geometry)
            guard geometry.width > 0, geometry.height > 0 else { continue }
            var area = GdkRectangle()
            gdk_monitor_get_workarea(monitor, &area)
            let maker = gdk_monitor_get_manufacturer(monitor).map { String(cString: $0) }
            let model = gdk_monitor_get_model(monitor).map { String(cString: $0) }
            let output: DesktopOutput
            let frame = Rect(x: Double(area.x), y: Double(area.y), width: Double(area.width), height: Double(area.height))
            if shim_is_wayland(display) != 0 {
                let described = [maker, model].compactMap { $0 }.joined(separator: " ")
                output = DesktopOutput(
                    name: connector(of: monitor, on: display) ?? "monitor-\(index + 1)", model: described.isEmpty ? nil : described, area: frame)
            } else {
                output = DesktopOutput(name: model ?? "monitor-\(index + 1)", area: frame)
            }
            found.insert((output, monitor), at: monitor == primary ? 0 : found.count)
        }
        outputs = found.map(\.output)
        monitors = Dictionary(found.map { ($0.output.name, $0.monitor) }, uniquingKeysWith: { first, _ in first })
        if outputs.isEmpty { outputs = [DesktopOutput(name: "screen", area: Rect(x: 0, y: 0, width: 1280, height: 800))] }
    }

    /// A Wayland monitor's connector, asked of the compositor once.
    private func connector(of monitor: OpaquePointer, on display: OpaquePointer) -> String? {
        if let known = connectors[monitor] { return known }
        guard let output = gdk_wayland_monitor_get_wl_output(monitor), let name = output_connector_name(gdk_wayland_display_get_wl_display(display), output)
        else { return nil }
        defer { free(name) }
        connectors[monitor] = String(cString: name)
        return connectors[monitor]
    }

    /// Looks at the outputs again, once the main loop is idle, when a monitor comes, goes, or
    /// changes its size or work area.
    private func watchOutputs() {
        guard let display = gdk_display_get_default() else { return }
        let this = Unmanaged.passUnretained(self).toOpaque()
        let added: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, monitor, data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { desktop.watch(monitor: monitor) }
        }
        _ = shim_connect(UnsafeMutableRawPointer(display), "monitor-added", unsafeBitCast(added, to: GCallback.self), this)
        let removed: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, monitor, data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            let gone = UInt(bitPattern: monitor)
            MainActor.assumeIsolated {
                // Its connector's name goes with it: another monitor may come at the same address.
                if let monitor = OpaquePointer(bitPattern: gone) { desktop.connectors[monitor] = nil }
                desktop.outputsChanged()
            }
        }
        _ = shim_connect(UnsafeMutableRawPointer(display), "monitor-removed", unsafeBitCast(removed, to: GCallback.self), this)
        // The screen's signals have no argument but their data.
        let screenChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { desktop.outputsChanged() }
        }
        if let screen = gdk_screen_get_default() {
            for signal in ["monitors-changed", "size-changed"] {
                _ = shim_connect(UnsafeMutableRawPointer(screen), signal, unsafeBitCast(screenChanged, to: GCallback.self), this)
            }
        }
        for index in 0..<gdk_display_get_n_monitors(display) {
            watch(monitor: gdk_display_get_monitor(display, index).map { UnsafeMutableRawPointer($0) })
        }
    }

    private func watch(monitor: UnsafeMutableRawPointer?) {
        guard let monitor else { return }
        let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { desktop.outputsChanged() }
        }
        for signal in ["notify::geometry", "notify::workarea", "notify::model"] {
            _ = shim_connect(monitor, signal, unsafeBitCast(changed, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque())
        }
        outputsChanged()
    }

    /// A monitor came, went or changed: once the loop is idle, the outputs are read again and, if
    /// they differ, every widget is placed again (one whose output went moves to the first; it
    /// returns when its output does).
    func outputsChanged() {
        guard outputsLook == 0 else { return }
        outputsLook = g_idle_add({ data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                desktop.outputsLook = 0
                let before = desktop.outputs
                desktop.readOutputs()
                guard desktop.outputs != before else { return }
                desktop.placeAll()
                desktop.placement.outputs = desktop.outputs
                desktop.savePlaces()
            }
            return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Watches the places file: a place written by `widgets desktop place` is taken at once (the
    /// desktop's own writes read back the same places and change nothing).
    private func watchPlaces() {
        let file = g_file_new_for_path(DesktopPlacement.file(in: home).path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return }
        placesMonitor = monitor
        let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, GFileMonitorEvent, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
            let desktop = Unmanaged<Desktop>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { desktop.placesChanged() }
        }
        _ = shim_connect(UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(changed, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque())
    }

    private func placesChanged() {
        guard let kept = try? DesktopPlacement.load(from: home), kept.places != placement.places else { return }
        placement = DesktopPlacement(places: kept.places, outputs: outputs)
        placeAll()
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

    /// A widget was dragged to a point of its output: kept in the home. On X11 a widget dragged onto
    /// another monitor is kept on that one (a layer surface stays on its output).
    func moved(_ id: InstanceID, to point: Point, on output: DesktopOutput) {
        guard let window = windows[id] else { return }
        let size = metrics.size(of: window.widget.instance.family)
        var target = output
        if !layered {
            let center = Point(x: output.area.minX + point.x + size.width / 2, y: output.area.minY + point.y + size.height / 2)
            target = DesktopOutput.holding(center, among: outputs) ?? output
        }
        let moved = Point(x: output.area.minX + point.x - target.area.minX, y: output.area.minY + point.y - target.area.minY)
        placement.move(id, to: moved, on: target)
        let place = placement.position(of: id, size: size, others: [:], outputs: outputs)
        window.move(to: place.point, on: place.output)
        savePlaces()
    }

    /// Moves a widget to another output (the menu's Move to), at the same place on it.
    func move(_ id: InstanceID, to output: DesktopOutput) {
        guard let window = windows[id] else { return }
        placement.move(id, to: placement.places[id]?.point ?? window.position, on: output)
        let place = placement.position(of: id, size: metrics.size(of: window.widget.instance.family), others: [:], outputs: outputs)
        window.move(to: place.point, on: place.output)
        savePlaces()
    }

    /// Adds a widget of a kind: in the first free place, or with its middle at a point of the screen
    /// (dropped there from the gallery; X11 only, where the pointer's place on the screen is known).
    func add(kind: String, family: WidgetFamily, droppedAt point: Point? = nil) {
        let point = isWayland ? nil : point
        request("add a \(kind) widget") { runtime in
            let instance = try await runtime.addInstance(kind: kind, family: family)
            if let point { self.put(instance.id, family: family, centeredAt: point) }
        }
    }

    /// Keeps a widget's place with its middle at a screen point, on the output there.
    private func put(_ id: InstanceID, family: WidgetFamily, centeredAt point: Point) {
        guard let output = DesktopOutput.holding(point, among: outputs) else { return }
        let size = metrics.size(of: family)
        placement.move(id, to: Point(x: point.x - size.width / 2 - output.area.minX, y: point.y - size.height / 2 - output.area.minY), on: output)
        if let window = windows[id] {
            let place = placement.position(of: id, size: size, others: [:], outputs: outputs)
            window.move(to: place.point, on: place.output)
        }
        savePlaces()
    }

    func remove(_ id: InstanceID) {
        send(.removeInstance(id), doing: "remove \(id.rawValue)")
    }

    func showMenu(for window: WidgetWindow) {
        WidgetMenu(desktop: self, widget: window.widget, frame: window.screenFrame, on: window.output.name).popUp()
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
