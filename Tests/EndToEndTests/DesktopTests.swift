import Foundation
import Testing
import WidgetClient
import WidgetDesktop
import WidgetDrawing
import WidgetHome
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

/// `widgets run --desktop` on a real X server (Xvfb): what the desktop shows is what `widgets
/// snapshot --png` paints, a click taps, a drag moves a widget for good, and the desktop portal's
/// dark mode switches the drawing.
@Suite(.serialized, .throttled, .needs(.xvfb, .xdotool, .xwd))
struct DesktopTests {
    let scratch: Scratch
    let widgets: String
    let home: RuntimeHome

    init() throws {
        scratch = try Scratch()
        widgets = try Fixtures.built("widgets").path
        home = try scratch.counterHome(instances: #"[{"kind": "Counter", "family": "small"}]"#)
    }

    /// Where the first widget's top-left corner is put: 20 points from the screen's (1 pixel a point here).
    let origin = (x: 20, y: 20)

    @Test func theDesktopShowsAWidgetAsSnapshotPaintsItAndAClickTapsIt() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        let zero = try await snapshot()
        #expect(try await screen.shows(zero, at: origin), "\(errors)")

        // The button, where the layout engine put it: a click there is the same tap as `widgets tap`.
        let button = try await countersButton()
        let click = (x: origin.x + Int(button.midX), y: origin.y + Int(button.midY))
        await #expect(screen.xdotool("mousemove", "--sync", "\(click.x)", "\(click.y)").status == 0)
        // Under the pointer, the button is drawn pressed.
        #expect(try await screen.showsNot(zero, at: origin), "the hovered button looks pressed")
        await #expect(screen.xdotool("click", "1", "mousemove", "--sync", "1000", "700").status == 0)
        let one = try await snapshot(count: 1)
        #expect(try await screen.shows(one, at: origin), "the count the button added is drawn")
        #expect(try DefaultsStore(file: home.defaultsDatabase).value(forKey: "count", in: "group.example.counter") == .int(1))
        // A click beside the button is a tap on the widget: its URL goes to the app, the count stays.
        let opened = Happenings<URL>()
        let app = try #require(try await WidgetURLHandler.register(scheme: "counter", home: home) { opened.record($0) })
        defer { app.cancel() }
        await #expect(screen.xdotool("mousemove", "--sync", "\(origin.x + 30)", "\(origin.y + 120)", "click", "1").status == 0)
        #expect(await opened.next() == URL(string: "counter://open"), "\(errors)")
        #expect(try DefaultsStore(file: home.defaultsDatabase).value(forKey: "count", in: "group.example.counter") == .int(1))
    }

    /// A keyboard reaches the Counter's button: Tab focuses it (a ring in the accent around it), Space
    /// taps it, and the focus stays on it while the new count is drawn, so Enter taps it again.
    @Test func theKeyboardReachesTheCountersButton() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        let zero = try await snapshot()
        #expect(try await screen.shows(zero, at: origin), "\(errors)")
        let button = try await countersButton()
        // No window manager here: the keys go to the window under the pointer, put beside the button.
        await #expect(screen.xdotool("mousemove", "--sync", "\(origin.x + 30)", "\(origin.y + 120)").status == 0)
        await #expect(screen.xdotool("key", "Tab").status == 0)
        // Above the button's middle, 3 points out: the ring, in the system's blue.
        let ring = (x: origin.x + Int(button.midX), y: origin.y + Int(button.minY) - 3)
        let ringColor = try await screen.whenDrawn { () -> RGBA? in
            guard let color = try screen.screenshot().region(x: ring.x, y: ring.y, width: 1, height: 1).color(x: 0, y: 0),
                color.blue > 0.8, color.red < 0.5
            else { return nil }
            return color
        }
        #expect(ringColor != nil, "a focus ring around the button: \(errors)")
        let defaults = try DefaultsStore(file: home.defaultsDatabase)
        func count(becomes value: Int) async throws -> Bool {
            try await Wait.forChange(in: [home.defaultsDatabase.deletingLastPathComponent()]) {
                try defaults.value(forKey: "count", in: "group.example.counter") == .int(value) ? true : nil
            } != nil
        }
        await #expect(screen.xdotool("key", "space").status == 0)
        #expect(try await count(becomes: 1), "Space taps the focused button: \(errors)")
        #expect(try await screen.whenDrawn { try screen.screenshot().region(x: origin.x, y: origin.y, width: 170, height: 170).difference(from: zero) > 0.01 ? true : nil } != nil)
        await #expect(screen.xdotool("key", "Return").status == 0)
        #expect(try await count(becomes: 2), "the focus stayed on the button through the new count: \(errors)")
    }

    /// On X11, another program's desktop window (a file manager's icons) may cover desktop windows:
    /// while one is listed, the widgets are dock windows kept below the others, and say so; when it
    /// goes, desktop windows again.
    @Test(.needs(.xprop))
    func overAnotherProgramsDesktopWindowTheWidgetsAreDocksKeptBelow() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        #expect(try await screen.shows(try await snapshot(), at: origin), "\(errors)")
        let window = await screen.xdotool("search", "--onlyvisible", "--class", "widgets-desktop").output.trimmingCharacters(in: .whitespacesAndNewlines)
        func type(is wanted: String) async throws -> Bool {
            try await Wait.forChange(in: [screen.changes], within: 10) { () async -> Bool? in
                let shown = await Fixtures.run(["xprop", "-display", screen.name, "-id", window, "_NET_WM_WINDOW_TYPE"]).output
                return shown.contains("_NET_WM_WINDOW_TYPE_\(wanted)") ? true : nil
            } ?? false
        }
        #expect(try await type(is: "DESKTOP"))
        let other = try await StandIn.start(
            "otherdesktop", linking: ["-lX11"], environment: ["DISPLAY": screen.name], in: scratch.root,
            failure: "the stand-in desktop window did not start on \(screen.name)"
        ) { ready in [ready.path] }
        defer {
            kill(other.processIdentifier, SIGKILL)
            other.waitUntilExit()
        }
        #expect(try await type(is: "DOCK"), "\(errors)")
        #expect(errors.contains("DesktopIcons keeps a desktop window, which may cover the widgets"), "\(errors)")
        let state = await Fixtures.run(["xprop", "-display", screen.name, "-id", window, "_NET_WM_STATE"]).output
        #expect(state.contains("_NET_WM_STATE_BELOW") && state.contains("_NET_WM_STATE_STICKY"), "\(state)")
        await #expect(Fixtures.run(["xprop", "-display", screen.name, "-root", "-remove", "_NET_CLIENT_LIST"]).status == 0)
        #expect(try await type(is: "DESKTOP"), "back to a desktop window once the other is gone")
    }

    @Test func aWidgetWhoseBundleNeverGivesAnEntryHasNoWindow() async throws {
        try await showCounterBesideAFatalTimeline()
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        #expect(try await screen.shows(try await snapshot(), at: origin), "\(errors)")
        // No invisible patch of the desktop that would take clicks: the Counter's window alone is mapped.
        let failed = try await runtime.when { () -> Bool? in
            let statuses = try await statuses()
            return statuses.contains { $0.instance.id == InstanceID("fataltimeline-1") && $0.lastError != nil } ? true : nil
        }
        #expect(failed == true, "\(errors)")
        let mapped = await screen.xdotool("search", "--onlyvisible", "--class", "widgets-desktop")
        #expect(mapped.output.split(separator: "\n").count == 1, "\(mapped)")
    }

    /// Run as the autostart entry runs it (no terminal, no `--log`), the session's log gets what went
    /// wrong, not two lines a refresh: the failing bundle's failure, none of the Counter's entries or
    /// reloads, even once a tap has reloaded it.
    @Test func offATerminalTheDesktopLogsOnlyWhatWentWrong() async throws {
        try await showCounterBesideAFatalTimeline()
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen, log: [])
        defer { stop(runtime) }
        #expect(try await screen.shows(try await snapshot(), at: origin), "\(errors)")
        let button = try await countersButton()
        await #expect(screen.xdotool("mousemove", "--sync", "\(origin.x + Int(button.midX))", "\(origin.y + Int(button.midY))", "click", "1", "mousemove", "--sync", "1000", "700").status == 0)
        #expect(try await screen.shows(try await snapshot(count: 1), at: origin), "\(errors)")
        var log: String { (try? String(contentsOf: runtime.log, encoding: .utf8)) ?? "" }
        #expect(try await runtime.until { log.contains("fataltimeline-1 provider failed") }, "\(log)")
        #expect(!log.contains("shows entry") && !log.contains("counter-1 reload"), "\(log)")
    }

    @Test func aSurfaceThatDiesIsStartedAgainAndTheWidgetsComeBack() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        let picture = try await snapshot()
        #expect(try await screen.shows(picture, at: origin), "\(errors)")
        let first = try #require(surfaceProcess(), "no widgets-desktop for \(scratch.root.path)")
        kill(first, SIGKILL)
        // Its windows go with it; the new surface's are drawn.
        let second = try await screen.whenDrawn { surfaceProcess().flatMap { $0 == first ? nil : $0 } }
        #expect(second != nil, "\(errors)")
        #expect(try await screen.shows(picture, at: origin))
        #expect(errors.contains("The desktop surface stopped (status 9); starting it again."), "\(errors)")
    }

    /// A widget whose entry is larger than the runtime's whole answer to a follower once was (450 texts
    /// of 4,000 characters, within every render limit) is shown beside the Counter, and the desktop
    /// that follows both stays open: the answer lists the widgets and each entry comes on a line of
    /// its own.
    @Test func aHugeEntryDoesNotCloseTheDesktop() async throws {
        let huge = try await scratch.hostile("HugeEntry")
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "Counter", "family": "small"}, {"kind": "\#(huge)/HugeEntry", "family": "large"}]}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        // Both widgets are windows of the surface once the huge one has its entry (laying out its
        // 1.8 MB of text takes the surface a while in a debug build), and it never closed or restarted.
        let mapped = try await Wait.forChange(in: [screen.changes], within: 90) { () async -> Int? in
            let windows = await screen.xdotool("search", "--onlyvisible", "--class", "widgets-desktop").output.split(separator: "\n").count
            return windows == 2 ? windows : nil
        }
        #expect(mapped == 2, "\(errors)")
        #expect(surfaceProcess() != nil, "no widgets-desktop for \(scratch.root.path)")
        #expect(!errors.contains("the desktop closes with it") && !errors.contains("The desktop surface"), "\(errors)")
    }

    /// A surface closed by a stop of its own (a logout, a `kill`) is not started again; the widgets
    /// run on, and the run still ends on its own stop (a closed surface once left it deaf to it).
    @Test func aClosedSurfaceLeavesTheWidgetsRunningAndTheRunStillStops() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        #expect(try await screen.shows(try await snapshot(), at: origin), "\(errors)")
        let surface = try #require(surfaceProcess(), "no widgets-desktop for \(scratch.root.path)")
        kill(surface, SIGTERM)
        #expect(await Wait.exited([surface]))
        #expect(try await runtime.until { errors.contains("The desktop surface was closed; the widgets run on") }, "\(errors)")
        #expect(try await instances().count == 1)
        #expect(surfaceProcess() == nil)
        kill(runtime.process.processIdentifier, SIGTERM)
        #expect(await Wait.exited([runtime.process.processIdentifier], within: 20), "the run did not end on its stop")
    }

    /// The running `widgets-desktop` of this test's home.
    private func surfaceProcess() -> pid_t? {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.compactMap(pid_t.init).first { pid in
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return command.contains("widgets-desktop") && command.contains(scratch.root.path)
                && (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.contains(") Z") != true
        }
    }

    @Test func theWidgetsMenuChangesItsSizeAddsFromTheGalleryByAClickOrADragAndRemovesIt() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        #expect(try await screen.shows(try await snapshot(), at: origin), "\(errors)")
        // The right button opens the widget's menu; its items are chosen with the keys, as a person may.
        func menu(_ keys: String...) async throws {
            #expect(try await screen.opens(over: (62, 62)) { _ = await screen.xdotool("mousemove", "60", "60", "click", "3") }, "the menu opens")
            for key in keys { try await screen.press(key) }
        }
        // The desktop starts on an empty theme (its widget windows paint themselves); the menu loads
        // GTK's own, which gives it its light background.
        #expect(try await screen.opens(over: (62, 62)) { _ = await screen.xdotool("mousemove", "60", "60", "click", "3") }, "the menu opens")
        let background = try #require(try screen.screenshot().region(x: 110, y: 63, width: 20, height: 3).color(x: 10, y: 1))
        #expect(background.red > 0.9 && background.green > 0.9 && background.blue > 0.9, "the menu is drawn with GTK's theme: \(background)")
        try await screen.press("Escape")
        // Size ▸ Medium: the same widget, in the medium family, where it was.
        try await menu("Down", "Right", "Down", "Return")
        #expect(try await screen.shows(try await snapshot(family: "medium"), at: origin), "\(errors)")
        #expect(try await runtime.until { try await instances().first?.family == .systemMedium })
        // Add a Widget…: the gallery; its first button adds a small Counter, which goes to a free place.
        #expect(try await screen.opens(over: (150, 50)) { try? await menu("Down", "Down", "Return") }, "the gallery opens")
        await #expect(screen.xdotool("mousemove", "--sync", "200", "100", "key", "Tab", "key", "Return").status == 0)
        #expect(try await runtime.until { try await instances().count == 2 }, "\(errors)")
        // A preview dragged out of the gallery onto the desktop lands with its middle where it is let go.
        let gallery = try screen.screenshot().region(x: 0, y: 0, width: 640, height: 640)
        let orange = (0..<gallery.height).lazy.flatMap { y in (0..<gallery.width).lazy.map { x in (x, y) } }.first { x, y in
            guard let color = gallery.color(x: x, y: y) else { return false }
            return color.red > 0.95 && color.green > 0.5 && color.green < 0.65 && color.blue < 0.1
        }
        let (x, y) = try #require(orange, "the gallery shows the small Counter's preview, with its orange button")
        for step in [["mousemove", "--sync", "\(x)", "\(y)", "mousedown", "1"], ["mousemove", "--sync", "\(x + 12)", "\(y + 12)"],
            ["mousemove", "--sync", "500", "400"], ["mousemove", "--sync", "905", "405"], ["mouseup", "1"]] {
            await #expect(screen.xdotool(step[0], Array(step.dropFirst())).status == 0)
        }
        #expect(try await runtime.until { try await instances().count == 3 }, "\(errors)")
        // Escape closes the gallery, the pointer over it (the keys go where it is).
        await #expect(screen.xdotool("mousemove", "--sync", "200", "100", "key", "Escape").status == 0)
        #expect(try await screen.shows(try await snapshot(), at: (20, 210)), "below the first, a gap between them")
        #expect(try await screen.shows(try await snapshot(), at: (820, 320)), "where it was dropped, on the grid")
        // Remove, the menu's last item.
        try await menu("Up", "Return")
        #expect(try await runtime.until { try await instances().map(\.id.rawValue) == ["counter-2", "counter-3"] }, "\(errors)")
        let places = try await Wait.forChange(in: [home.stateDirectory]) { try? DesktopPlacementFile.read(home).flatMap { $0["counter-1"] == nil ? $0 : nil } }
        #expect(places != nil, "a removed widget's place is forgotten")
    }

    @Test func editWidgetSetsItsParametersFromTheirChoices() async throws {
        let devices = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Devices/Info.json"), encoding: .utf8)
        try scratch.bundle("Devices", manifest: devices, library: try Fixtures.built("libDevicesWidget.so"))
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "com.example.devices/Device", "family": "small"}]}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        #expect(try await runtime.until { try await instances().count == 1 }, "\(errors)")
        let black = PixelImage(width: 120, height: 40, pixels: [UInt32](repeating: 0xFF00_0000, count: 4_800))
        #expect(try await screen.showsNot(black, at: (40, 40)), "the widget is drawn")
        // Edit Widget…, the menu's first item: a choice for each parameter, from the bundle's options
        // provider (Device) and the enum's cases (Mode, at its default), opening beside the widget
        // (its right edge at 190, the dialog 12 points on); the next device and mode are chosen with
        // the keys, then Done.
        #expect(try await screen.opens(over: (62, 62)) { _ = await screen.xdotool("mousemove", "60", "60", "click", "3") }, "the menu opens")
        #expect(try await screen.opens(over: (206, 24)) { _ = await screen.xdotool("key", "Down", "Return") }, "the dialog opens beside the widget")
        // The keys go where the pointer is (no window manager gives focus): over the dialog.
        await #expect(screen.xdotool("mousemove", "260", "60").status == 0)
        try await screen.press("Down", "Tab Down", "Tab Tab Return")
        let configured = try await runtime.when { try await instances().first?.configuration.flatMap { $0["mode"] == .string("boost") ? $0 : nil } }
        #expect(configured?["device"] == .string("lamp"), "\(configured?.serialized ?? "not configured"): \(errors)")
    }

    /// The instances the running runtime shows.
    private func instances() async throws -> [WidgetInstance] {
        try await statuses().map(\.instance)
    }

    /// The running runtime's instances with their state.
    private func statuses() async throws -> [InstanceStatus] {
        guard let client = try await ControlConnection.connect(to: home) else { return [] }
        defer { client.close() }
        return try await client.instances()
    }

    @Test func aMovedWidgetStaysWhereItWasPutAfterARestart() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let picture = try await snapshot()
        do {
            let runtime = try startRuntime(display: screen)
            defer { stop(runtime) }
            #expect(try await screen.shows(picture, at: origin))
            // A drag from inside the widget, 203 points right and 148 down: it snaps to the grid.
            await #expect(screen.xdotool(
                "mousemove", "--sync", "60", "60", "mousedown", "1", "mousemove", "--sync", "120", "100",
                "mousemove", "--sync", "263", "208", "mouseup", "1").status == 0)
            #expect(try await screen.shows(picture, at: (220, 170)), "\(errors)")
            let places = try await Wait.forChange(in: [home.stateDirectory]) { try? DesktopPlacementFile.read(home) }
            #expect(places?["counter-1"] == [220, 170])
        }
        let again = try startRuntime(display: screen)
        defer { stop(again) }
        #expect(try await screen.shows(picture, at: (220, 170)), "where it was put, not the first free place")
    }

    @Test(.needs(.dbusDaemon))
    func theDesktopPortalsDarkModeSwitchesTheDrawing() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let bus = try await SessionBus.start(in: scratch.root)
        defer { bus.stop() }
        let portal = try await bus.portal(colorScheme: 1)
        defer {
            kill(portal.processIdentifier, SIGKILL)
            portal.waitUntilExit()
        }
        let runtime = try startRuntime(display: screen, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { stop(runtime) }
        let dark = try await snapshot(scheme: "dark")
        let light = try await snapshot()
        #expect(try await screen.shows(dark, at: origin), "\(errors)")
        // The user switches the desktop to light: the portal says so, the widget follows.
        kill(portal.processIdentifier, SIGUSR1)
        #expect(try await screen.shows(light, at: origin))
        #expect(try screen.screenshot().region(x: origin.x, y: origin.y, width: 170, height: 170).difference(from: dark) > 0.3)
    }

    @Test(.needs(.weston, .westonScreenshooter))
    func onAWaylandCompositorWithoutLayerShellTheWidgetsArePlainWindows() async throws {
        let compositor = try await Weston.start(in: scratch.root)
        defer { compositor.stop() }
        let process = try startRuntime(wayland: compositor.socket, in: compositor.runtimeFolder)
        defer { stop(process) }
        // Weston has no layer-shell: the desktop says so once, and shows the widget in a window it places.
        #expect(try await process.until { errors.contains("this compositor has no layer-shell") }, "\(errors)")
        let picture = try await snapshot()
        let found = try await compositorShows({ try await compositor.screenshot() }) { $0.find(picture) }
        #expect(found != nil, "the Counter as snapshot --png paints it is on the compositor's screen")
    }

    @Test(.needs(.sway, .swaymsg, .grim, .setpriv))
    func onAWaylandCompositorWithLayerShellTheWidgetsSitOnItsBottomLayerAtTheOutputsScale() async throws {
        let compositor = try await Sway.start(scale: 2)
        defer { compositor.stop() }
        let process = try startRuntime(wayland: compositor.socket, in: compositor.runtimeFolder)
        defer { stop(process) }
        // Two pixels a point, where the first widget goes: as snapshot --png --scale 2 paints it.
        let picture = try await snapshot(scale: 2, over: Sway.background)
        var difference = 1.0
        _ = try await compositorShows({ try await compositor.screenshot() }) { screen in
            difference = screen.region(x: 40, y: 40, width: picture.width, height: picture.height).difference(from: picture)
            return difference < 0.01 ? true : nil
        }
        #expect(difference < 0.01, "\(Int(difference * 100))% of the pixels differ: \(errors)")
        // A layer surface, not a window: the compositor's tree of windows does not have it.
        let tree = await compositor.message("-t", "get_tree")
        #expect(tree.status == 0 && !tree.output.contains("\"Counter\""), "\(tree.output.prefix(400))")
        #expect(!errors.contains("layer-shell"), "\(errors)")
    }

    /// A monitor plugged in is named (`widgets desktop`), and `widgets desktop place --output` moves
    /// the Counter onto it, at its place there, while the desktop runs; the first monitor no longer shows it.
    @Test(.needs(.sway, .swaymsg, .grim, .setpriv))
    func aWidgetPlacedOnAnotherMonitorIsDrawnThereAtItsPlace() async throws {
        let compositor = try await Sway.start(scale: 1)
        defer { compositor.stop() }
        let process = try startRuntime(wayland: compositor.socket, in: compositor.runtimeFolder)
        defer { stop(process) }
        let picture = try await snapshot(over: Sway.background)
        func shows(on output: String, at x: Int, _ y: Int) async throws -> Bool {
            try await self.shows(picture, at: x, y) { try await compositor.screenshot(output: output) }
        }
        #expect(try await shows(on: "HEADLESS-1", at: 20, 20), "first on the first monitor: \(errors)")
        #expect(await compositor.message("create_output").status == 0)
        let named = try await listing(naming: "HEADLESS-2")
        #expect(named?.contains("counter-1  HEADLESS-1  20, 20") == true, "\(named ?? "HEADLESS-2 never listed")")
        let placed = await widgets("desktop", "place", "counter-1", "--output", "HEADLESS-2", "--at", "100,50")
        #expect(placed.status == 0 && placed.output.contains("counter-1 is at 100, 50 on HEADLESS-2"), "\(placed)")
        #expect(try await shows(on: "HEADLESS-2", at: 100, 50), "on the new monitor, at its place: \(errors)")
        let first = try await compositor.screenshot(output: "HEADLESS-1")
        #expect(first.region(x: 20, y: 20, width: picture.width, height: picture.height).difference(from: picture) > 0.5, "gone from the first")
        let unknown = await widgets("desktop", "place", "counter-1", "--output", "DP-9")
        #expect(unknown.status != 0 && unknown.error.contains("DP-9: the desktop has no monitor of this name") && unknown.error.contains("HEADLESS-1, HEADLESS-2"), "\(unknown.error)")
    }

    /// A monitor unplugged: the Counter on it is shown on the remaining one, at its place, and its
    /// own place is kept for when the monitor returns.
    @Test(.needs(.sway, .swaymsg, .grim, .setpriv))
    func aWidgetWhoseMonitorIsUnpluggedShowsOnTheRemainingOne() async throws {
        let outer = try await Sway.start(scale: 1)
        defer { outer.stop() }
        let compositor = try await outer.nested(outputs: 2)
        defer { compositor.stop() }
        let process = try startRuntime(wayland: compositor.socket, in: compositor.runtimeFolder)
        defer { stop(process) }
        let picture = try await snapshot(over: Sway.background)
        func shows(on output: String, at x: Int, _ y: Int) async throws -> Bool {
            try await self.shows(picture, at: x, y) { try await compositor.screenshot(output: output) }
        }
        #expect(try await shows(on: "WL-1", at: 20, 20), "first on the first monitor: \(errors)")
        let placed = await widgets("desktop", "place", "counter-1", "--output", "WL-2", "--at", "100,50")
        #expect(placed.status == 0, "\(placed)")
        #expect(try await shows(on: "WL-2", at: 100, 50), "on WL-2: \(errors)")
        #expect(await outer.unplug("WL-2"))
        #expect(try await shows(on: "WL-1", at: 100, 50), "moved to the remaining monitor, at its place: \(errors)")
        let listed = await widgets("desktop")
        #expect(listed.output.contains("counter-1  WL-2  100, 50  (shown on WL-1 while WL-2 is away)"), "\(listed.output)")
        #expect(!listed.output.contains("WL-2 (wayland"), "WL-2 is no longer among the monitors: \(listed.output)")
    }

    /// GNOME on Wayland has no layer-shell: with the extension `widgets autostart enable` installs and
    /// enables, the Counter sits on the desktop at its place (counted from the work area, below the top
    /// bar) as snapshot --png paints it, on every workspace; a window opened over it covers it, also
    /// once the widget was activated; Alt-Tab's list leaves it out and holds the other window.
    @Test(.needs(.gnomeShell, .gdbus, .dbusDaemon, .pythonGtk))
    func onGnomeTheExtensionKeepsTheWidgetsOnTheDesktop() async throws {
        let shell = try await GnomeShell.start(in: scratch.root, widgets: widgets, home: scratch.root.path)
        defer { shell.stop() }
        #expect(shell.enabling.contains("the Desktop Widgets extension"), "\(shell.enabling)")
        #expect(try await shell.until("Main.extensionManager.lookup('desktop-widgets@widgets')?.state === 1"), "the extension is enabled")
        let process = try startRuntime(environment: shell.clientEnvironment.mapValues { $0 }.merging(["DISPLAY": nil, "GDK_BACKEND": "wayland"]) { $1 })
        defer { stop(process) }
        let area = try #require(try await shell.workArea(ofMonitor: 0))
        try #require(area.y > 0, "the work area starts below the top bar: \(area)")
        let corner = [area.x, area.y]
        let widget = (x: corner[0] + 20, y: corner[1] + 20)
        // Inside its rounded corners, which show the desktop's own background.
        let inside = try await snapshot().region(x: 16, y: 16, width: 138, height: 138)
        var difference = 1.0
        _ = try await compositorShows({ try await shell.screenshot() }) { screen in
            difference = screen.region(x: widget.x + 16, y: widget.y + 16, width: 138, height: 138).difference(from: inside)
            return difference < 0.01 ? true : nil
        }
        #expect(difference < 0.01, "\(Int(difference * 100))% of the pixels differ: \(errors)")
        let windows = "global.get_window_actors().map(a => a.meta_window)"
        #expect(try await shell.eval("\(windows).find(w => w.get_wm_class() === 'widgets-desktop').is_on_all_workspaces()") == "true")
        // Another application's window over the widget's place covers it, also after the widget is activated.
        let other = try shell.window(appID: "other-app", color: "0000ff", width: 600, height: 400)
        defer {
            kill(other.processIdentifier, SIGKILL)
            other.waitUntilExit()
        }
        // Kept over the widget's place: GNOME places a window itself as it maps, which may come after a move.
        let moveOver = """
            (() => { const w = \(windows).find(w => w.get_wm_class() === 'other-app');
              if (!w || !w.showing_on_its_workspace()) return false;
              w.move_frame(true, \(corner[0]), \(corner[1])); const r = w.get_frame_rect(); return r.x === \(corner[0]) && r.y === \(corner[1]); })()
            """
        #expect(try await shell.until(moveOver), "the other window opens")
        var seen: RGBA?
        /// Whether the other window's blue is seen at the widget's middle within ten seconds. No event
        /// says that GNOME drew a frame: the screen is read again every 100 ms.
        func covered() async throws -> Bool {
            try await Wait.polling {
                _ = try await shell.eval(moveOver)
                seen = try await shell.screenshot().color(x: widget.x + 85, y: widget.y + 85)
                guard let color = seen, color.blue > 0.9, color.red < 0.1, color.green < 0.1 else { return nil }
                return true
            } ?? false
        }
        let stack = "global.display.sort_windows_by_stacking(\(windows)).map(w => { const r = w.get_frame_rect(); return `${w.get_wm_class()} ${r.x},${r.y} ${r.width}x${r.height}`; }).join('; ')"
        let coveredFirst = try await covered()
        let stackFirst = try await shell.eval(stack) ?? ""
        #expect(coveredFirst, "the other window covers the widget: \(String(describing: seen)), \(stackFirst)")
        _ = try await shell.eval("\(windows).find(w => w.get_wm_class() === 'widgets-desktop').activate(global.get_current_time()); true")
        let coveredAfter = try await covered()
        let stackAfter = try await shell.eval(stack) ?? ""
        #expect(coveredAfter, "activated, the widget stays below: \(String(describing: seen)), \(stackAfter)")
        // Alt-Tab's list, as its switcher makes it.
        let altTab = try await shell.eval("imports.ui.altTab.getWindows(null).map(w => w.get_wm_class()).join(',')")
        #expect(altTab?.contains("other-app") == true && altTab?.contains("widgets-desktop") == false, "\(altTab ?? "no answer")")
    }

    /// GNOME with two monitors: the Counter put on the second (`widgets desktop place --output`) is
    /// drawn there; when that monitor is unplugged it is shown on the first at its place there, and
    /// when the monitor is plugged in again it goes back.
    @Test(.needs(.gnomeShell, .gdbus, .dbusDaemon))
    func onGnomeAWidgetOnAnUnpluggedMonitorComesBackWithIt() async throws {
        let shell = try await GnomeShell.start(in: scratch.root, widgets: widgets, home: scratch.root.path, monitors: ["1280x800", "1024x768"])
        defer { shell.stop() }
        let process = try startRuntime(environment: shell.clientEnvironment.mapValues { $0 }.merging(["DISPLAY": nil, "GDK_BACKEND": "wayland"]) { $1 })
        defer { stop(process) }
        let inside = try await snapshot().region(x: 16, y: 16, width: 138, height: 138)
        func shows(at x: Int, _ y: Int) async throws -> Bool {
            try await self.shows(inside, at: x + 16, y + 16) { try await shell.screenshot() }
        }
        let first = try #require(try await shell.workArea(ofMonitor: 0))
        let second = try #require(try await shell.workArea(ofMonitor: 1))
        #expect(try await shows(at: first.x + 20, first.y + 20), "first on the primary monitor: \(errors)")
        let listed = try await listing(naming: "Meta-1")
        #expect(listed != nil, "the desktop names the second monitor")
        #expect(await widgets("desktop", "place", "counter-1", "--output", "Meta-1", "--at", "100,50").status == 0)
        #expect(try await shows(at: second.x + 100, second.y + 50), "on the second monitor: \(errors)")
        try await shell.plug(["Meta-0"])
        #expect(try await shows(at: first.x + 100, first.y + 50), "its monitor unplugged, on the first at its place: \(errors)")
        try await shell.plug(["Meta-0", "Meta-1"])
        #expect(try await shows(at: second.x + 100, second.y + 50), "back on its monitor: \(errors)")
    }

    @Test(.needs(.dbusDaemon))
    func theDesktopsAccentColorTintsWhatTheSystemsBlueWould() async throws {
        // SystemLoad's progress views take the tint, the system's blue unless the desktop has an accent.
        let systemLoad = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/SystemLoad/Info.json"), encoding: .utf8)
        try scratch.bundle("SystemLoad", manifest: systemLoad)
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "SystemLoad", "family": "small"}]}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let file = scratch.root.appending(path: "systemload.png")
        await #expect(widgets("snapshot", "SystemLoad", "--png", file.path, "--scale", "1").status == 0)
        let picture = try #require(PixelImage(png: try Data(contentsOf: file)))
        // A pixel of a progress bar's fill, in the system's blue.
        let blue = (0..<picture.height).lazy.flatMap { y in (0..<picture.width).lazy.map { x in (x, y) } }.first { x, y in
            guard let color = picture.color(x: x, y: y) else { return false }
            return color.blue > 0.9 && color.red < 0.2 && color.alpha == 1
        }
        let (x, y) = try #require(blue, "SystemLoad's snapshot has no bar in the system's blue")
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let bus = try await SessionBus.start(in: scratch.root)
        defer { bus.stop() }
        let portal = try await bus.portal(colorScheme: 2, accent: "0.9,0.1,0.1")
        defer {
            kill(portal.processIdentifier, SIGKILL)
            portal.waitUntilExit()
        }
        let runtime = try startRuntime(display: screen, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { stop(runtime) }
        let tinted = try await screen.whenDrawn { () -> RGBA? in
            guard let color = try screen.screenshot().region(x: origin.x + x, y: origin.y + y, width: 1, height: 1).color(x: 0, y: 0),
                color.red > 0.8, color.blue < 0.3
            else { return nil }
            return color
        }
        #expect(tinted != nil, "the bar is in the desktop's red accent: \(errors)")
    }

    @Test func withoutADesktopRunDesktopSaysSoInOneLine() async throws {
        let result = await Fixtures.run(["-u", "DISPLAY", "-u", "WAYLAND_DISPLAY", widgets, "run", "--desktop", "--home", scratch.root.path])
        #expect(result.status != 0)
        let lines = result.error.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("Usage") && !$0.contains("--help") }
        #expect(lines.count == 1, "\(result.error)")
        #expect(result.error.contains("neither WAYLAND_DISPLAY nor DISPLAY is set") && result.error.contains("--http 0"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: home.controlSocket.path), "no runtime was started")
    }

    // MARK: Helpers

    /// The Counter's button, where the layout engine puts it in the widget.
    private func countersButton() async throws -> (minY: Double, midX: Double, midY: Double) {
        let layout = try JSON(parsing: await widgets("snapshot", "Counter", "--format", "layout").output)
        guard case .array(let frames)? = layout["frames"],
            let button = frames.first(where: { $0["type"] == .string("control") }),
            case .number(let x)? = button["x"], case .number(let y)? = button["y"],
            case .number(let width)? = button["width"], case .number(let height)? = button["height"]
        else { throw FixtureError("the Counter has no button: \(layout.serialized)") }
        return (y, x + width / 2, y + height / 2)
    }

    private func widgets(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run([widgets] + arguments + ["--home", scratch.root.path])
    }

    /// What `widgets snapshot --png` paints for the Counter at one pixel a point, with `count` taps.
    /// (Over black by default: a screen without a compositor shows a window's transparent corners black.)
    private func snapshot(
        count: Int = 0, scheme: String = "light", family: String = "small", scale: Int = 1, over background: UInt32 = 0xFF00_0000
    ) async throws -> PixelImage {
        try DefaultsStore(file: home.defaultsDatabase).set(.int(count), forKey: "count", in: "group.example.counter")
        let file = scratch.root.appending(path: "snapshot-\(count)-\(scheme)-\(family)-\(scale).png")
        let result = await widgets("snapshot", "Counter", "--png", file.path, "--scale", "\(scale)", "--scheme", scheme, "--family", family)
        guard result.status == 0, let picture = PixelImage(png: try Data(contentsOf: file)) else {
            throw FixtureError("widgets snapshot failed: \(result.error)")
        }
        return picture.over(background)
    }

    /// A home that shows the Counter beside a hostile bundle whose provider crashes at every timeline.
    private func showCounterBesideAFatalTimeline() async throws {
        let fatal = try await scratch.hostile("FatalTimeline")
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "Counter", "family": "small"}, {"kind": "\#(fatal)/FatalTimeline"}]}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
    }

    private var errors: String { (try? String(contentsOf: scratch.root.appending(path: "runtime.err"), encoding: .utf8)) ?? "" }

    /// Starts `widgets run --desktop` on the X server.
    /// On X11 a widget's place counts from the work area's corner: with a panel along the top (the
    /// window manager's `_NET_WORKAREA` starting 40 pixels down), the first widget sits 20 points
    /// below the panel, not under it.
    @Test func onX11PlacesCountFromTheWorkAreaNotTheScreen() async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let manager = try await screen.workArea(x: 0, y: 40, width: 1280, height: 760, in: scratch.root)
        defer {
            kill(manager.processIdentifier, SIGKILL)
            manager.waitUntilExit()
        }
        let runtime = try startRuntime(display: screen)
        defer { stop(runtime) }
        #expect(try await screen.shows(try await snapshot(), at: (x: origin.x, y: origin.y + 40)), "\(errors)")
    }

    /// What a screen reader finds (AT-SPI, through GTK's accessibility bridge on a session bus of the
    /// test's): every text of the Counter and of the Gallery's medium widget in the layout's order, the
    /// Counter's button named and pressable; pressing it taps it, and the new count is read.
    @Test(.needs(.dbusDaemon, .atSpi, .pyatspi))
    func aScreenReaderReadsEveryTextInOrderAndPressesTheCountersButton() async throws {
        let gallery = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Gallery/Info.json"), encoding: .utf8)
        try scratch.bundle("Gallery", manifest: gallery, library: try Fixtures.built("libGalleryWidget.so"))
        let instances = #"[{"kind": "Counter", "family": "small"}, {"kind": "Gallery", "family": "medium"}]"#
        try Data(#"{"plugins": ["plugins"], "instances": \#(instances), \#(Scratch.exampleApps)}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        try await withScreenReader { screen, reader in
            /// The texts the layout engine lays out for a kind, in order.
            func texts(_ arguments: String...) async throws -> [String] {
                let layout = try JSON(parsing: await Fixtures.run([widgets, "snapshot"] + arguments + ["--format", "layout", "--home", scratch.root.path]).output)
                guard case .array(let frames)? = layout["frames"] else { throw FixtureError("no layout: \(layout.serialized)") }
                return frames.compactMap { frame in if case .string(let text)? = frame["text"] { text } else { nil } }
            }

            let read = await reader(["read"])
            #expect(read.status == 0, "\(read.error)")
            let windows = try JSON(parsing: read.output)
            func elements(of name: String, role: String) -> [String] {
                guard case .array(let windows) = windows,
                    let window = windows.first(where: { $0["name"] == .string(name) }), case .array(let elements)? = window["elements"]
                else { return [] }
                return elements.compactMap { element in
                    guard element["role"] == .string(role), case .string(let name)? = element["name"] else { return nil }
                    return name
                }
            }
            #expect(elements(of: "Counter", role: "label") == (try await texts("Counter")), "\(read.output)")
            // The Gallery says when it was updated: a minute may turn between its entry and the snapshot.
            func anyTime(_ texts: [String]) -> [String] { texts.map { $0.replacing(/\d{1,2}:\d{2}/, with: "H:MM") } }
            #expect(anyTime(elements(of: "Gallery", role: "label")) == anyTime(try await texts("Gallery", "--family", "medium")), "\(read.output)")
            #expect(elements(of: "Counter", role: "push button") == ["plus"], "\(read.output)")

            let pressed = await reader(["press", "Counter", "plus"])
            #expect(pressed.status == 0, "\(pressed.error)")
            let counted = await reader(["wait", "Counter", "1"])
            #expect(counted.status == 0, "\(counted.error)")
            #expect(try DefaultsStore(file: home.defaultsDatabase).value(forKey: "count", in: "group.example.counter") == .int(1))
            #expect(try await screen.shows(try await snapshot(count: 1), at: origin), "the count the press added is drawn")
        }
    }

    /// The gallery offers what the subscribed catalogs have and the home has not installed, marked with
    /// its catalog; Install… runs `widgets install` with its prompt in a window, and Install installs it.
    @Test(.needs(.dbusDaemon, .atSpi, .pyatspi, .git))
    func theGalleryOffersACatalogsWidgetAndInstallsItAfterItsPrompt() async throws {
        let git = ["GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"]
        func commit(_ repository: URL) async {
            for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "1.0.0"], ["tag", "v1.0.0"]] {
                await #expect(Fixtures.run(["git"] + arguments, environment: git, in: repository).status == 0)
            }
        }
        let repository = scratch.root.appending(path: "load")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/SystemLoad/Info.json"), encoding: .utf8)
        try Data(manifest.replacingOccurrences(of: "org.widgets.systemload", with: "org.example.load").utf8).write(to: repository.appending(path: "Info.json"))
        await commit(repository)
        let index = scratch.root.appending(path: "index")
        try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
        try Data(#"{"id": "org.example.load", "name": "Load", "summary": "Load averages", "source": "file://\#(repository.path)", "tag": "v1.0.0"}"#.utf8)
            .write(to: index.appending(path: "load.json"))
        await commit(index)
        await #expect(Fixtures.run([widgets, "catalog", "add", "file://\(index.path)", "--home", scratch.root.path]).status == 0)

        try await withScreenReader { screen, reader in
            // The widget's menu, Add a Widget…
            let menu = try await screen.opens(over: (62, 62)) { _ = await screen.xdotool("mousemove", "60", "60", "click", "3") }
            #expect(menu, "the menu opens")
            let gallery = try await screen.opens(over: (150, 50)) { for key in ["Down", "Down", "Return"] { try? await screen.press(key) } }
            #expect(gallery, "the gallery opens")
            let offered = await reader(["wait", "Add a Widget", "Load  catalog index · not installed"])
            #expect(offered.status == 0, "\(offered.error)")
            #expect(await reader(["press", "Add a Widget", "Install…"]).status == 0)
            let asked = await reader(["wait", "Install Load", "Install it and grant what it asks for?"])
            #expect(asked.status == 0, "the prompt comes: \(asked.error)")
            let read = await reader(["read"])
            #expect(read.output.contains("nothing beyond its own folder and settings"), "what it asks for is shown: \(read.output)")
            #expect(await reader(["press", "Install Load", "Install"]).status == 0)
            let done = await reader(["wait", "Install Load", "Installed."])
            #expect(done.status == 0, "\(done.error)")
            #expect(InstalledBundles(home: home).records()["org.example.load"]?.current.catalog == "index")
            #expect(FileManager.default.fileExists(atPath: scratch.root.appending(path: "plugins/SystemLoad.widgetbundle/Info.json").path))
        }
    }

    /// Runs `body` once `widgets run --desktop` shows the Counter on an X server, with GTK's
    /// accessibility bridge on a session bus of the test's, and a screen reader's view of the surface
    /// (`accessible.py`: `read`, `press WINDOW NAME`, `wait WINDOW TEXT`).
    private func withScreenReader(
        _ body: (XServer, _ reader: @escaping ([String]) async -> (status: Int32, output: String, error: String)) async throws -> Void
    ) async throws {
        let screen = try await XServer.start(in: scratch.root)
        defer { screen.stop() }
        let bus = try await SessionBus.start(in: scratch.root)
        defer { bus.stop() }
        let runtime = try startRuntime(environment: [
            "DISPLAY": screen.name, "WAYLAND_DISPLAY": nil, "DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": nil, "GTK_A11Y": nil,
        ])
        // GTK's accessibility bus and registry, started on the test's bus for the surface, end with the runtime.
        defer {
            stop(runtime)
            Leftovers.holding(bus.address).forEach { kill($0, SIGKILL) }
        }
        #expect(try await screen.shows(try await snapshot(), at: origin), "\(errors)")
        let address = bus.address
        let display = screen.name
        try await body(screen) { arguments in
            await Fixtures.run(
                ["/usr/bin/python3", Fixtures.repository.appending(path: "Tests/Fixtures/Desktop/accessible.py").path] + arguments,
                environment: ["DBUS_SESSION_BUS_ADDRESS": address, "DISPLAY": display])
        }
    }

    private func startRuntime(display: XServer, environment: [String: String] = [:], log: [String] = ["--log", "json"]) throws -> RunningRuntime {
        try startRuntime(environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil].merging(environment.mapValues { $0 }) { $1 }, log: log)
    }

    /// Starts `widgets run --desktop` with these environment variables set (or unset: nil), without
    /// the test's session bus unless one is given, and without GTK's accessibility bridge (whose bus
    /// and registry it would start, to outlive the test). `log`: its log's options.
    private func startRuntime(environment: [String: String?], log: [String] = ["--log", "json"]) throws -> RunningRuntime {
        try RunningRuntime.start(
            widgets, ["--desktop", "--for", "60"] + log + ["--home", scratch.root.path], in: scratch.root,
            environment: ["DBUS_SESSION_BUS_ADDRESS": nil, "NO_AT_BRIDGE": "1", "GTK_A11Y": "none"].merging(environment) { $1 })
    }

    private func stop(_ runtime: RunningRuntime) { runtime.stop() }

    /// `widgets run --desktop` on a Wayland compositor's socket in its runtime folder (no X display).
    private func startRuntime(wayland socket: String, in runtimeFolder: URL) throws -> RunningRuntime {
        try startRuntime(environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeFolder.path])
    }

    /// Whether what `screenshot` reads comes to show `picture` with its top-left corner at (x, y), within ten seconds.
    private func shows(_ picture: PixelImage, at x: Int, _ y: Int, _ screenshot: () async throws -> PixelImage) async throws -> Bool {
        try await compositorShows(screenshot) { screen in
            screen.region(x: x, y: y, width: picture.width, height: picture.height).difference(from: picture) < 0.01 ? true : nil
        } ?? false
    }

    /// What `widgets desktop` lists once it names `output` (the desktop writes the monitors it sees); nil when it never does.
    private func listing(naming output: String) async throws -> String? {
        try await Wait.forChange(in: [home.stateDirectory]) { () -> String? in
            let listed = await Fixtures.run([widgets, "desktop", "--home", scratch.root.path]).output
            return listed.contains(output) ? listed : nil
        }
    }

    /// The first non-nil `value` of what a Wayland compositor shows, read again and again for ten
    /// seconds. No event exists to wait for: a compositor tells no other client that a window or a
    /// layer surface was drawn.
    private func compositorShows<Value>(_ screenshot: () async throws -> PixelImage, _ value: (PixelImage) -> Value?) async throws -> Value? {
        try await Wait.polling { value(try await screenshot()) }
    }
}

/// `state/desktop.json`, as the desktop writes it: each instance's place, `[x, y]`.
enum DesktopPlacementFile {
    static func read(_ home: RuntimeHome) throws -> [String: [Double]]? {
        let json = try JSON(parsing: try Data(contentsOf: home.stateDirectory.appending(path: "desktop.json")))
        guard case .object(let positions)? = json["positions"] else { return nil }
        var result: [String: [Double]] = [:]
        for (id, point) in positions {
            guard case .number(let x)? = point["x"], case .number(let y)? = point["y"] else { return nil }
            result[id] = [x, y]
        }
        return result
    }
}

/// An X server of its own for a test: Xvfb, 1280×800, 24-bit, on a display it chose, with a
/// program (Tests/Fixtures/Desktop/damage.c) that says when what it shows changes.
struct XServer {
    let name: String
    let process: TestProcess
    let watcher: TestProcess
    /// A line for each change of what the screen shows.
    let changes: URL

    static func start(in folder: URL) async throws -> XServer {
        let watcherProgram = try await damageWatcher.value.get()
        let displayFile = folder.appending(path: "xvfb-\(UUID().uuidString).display")
        _ = FileManager.default.createFile(atPath: displayFile.path, contents: nil)
        // It says its display's number on standard output once it takes connections.
        let process = try TestProcess(
            "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"], output: .file(displayFile))
        let number = try await Wait.forChange(in: [displayFile]) { () -> Int? in
            let text = (try? String(contentsOf: displayFile, encoding: .utf8)) ?? ""
            return text.hasSuffix("\n") ? Int(text.dropLast()) : nil
        }
        guard let number else {
            kill(process.processIdentifier, SIGKILL)
            throw FixtureError("Xvfb did not start")
        }
        let changes = folder.appending(path: "xvfb-\(number).changes")
        _ = FileManager.default.createFile(atPath: changes.path, contents: nil)
        let watcher = try TestProcess(watcherProgram.path, environment: ["DISPLAY": ":\(number)"], output: .file(changes), error: .inherited)
        let server = XServer(name: ":\(number)", process: process, watcher: watcher, changes: changes)
        let started = try await Wait.until(changeIn: changes) { server.changeCount >= 0 }
        guard started else {
            server.stop()
            throw FixtureError("the damage watcher did not start on \(server.name)")
        }
        return server
    }

    /// Tests/Fixtures/Desktop/damage.c, compiled once for the test run.
    private static let damageWatcher = Task { () -> Result<URL, FixtureError> in
        guard let folder = try? TemporaryFolders.make("widgets-damage") else { return .failure(FixtureError("no temporary folder")) }
        let program = folder.appending(path: "damage")
        let flags = await Fixtures.run(["pkg-config", "--cflags", "--libs", "x11", "xdamage"]).output.split(whereSeparator: \.isWhitespace).map(String.init)
        let built = await Fixtures.run(["cc", "-o", program.path, Fixtures.repository.appending(path: "Tests/Fixtures/Desktop/damage.c").path] + flags)
        return built.status == 0 ? .success(program) : .failure(FixtureError("cc failed for damage.c (libx11-dev and libxdamage-dev?):\n\(built.error)"))
    }

    /// How many times what the screen shows changed since the watcher started; -1 before it did.
    var changeCount: Int {
        let lines = ((try? String(contentsOf: changes, encoding: .utf8)) ?? "").split(separator: "\n")
        return lines.first == "ready" ? lines.count - 1 : -1
    }

    /// Killed: a program started from the test's threads inherits their blocked signals, SIGTERM too.
    /// What a killed server cannot remove itself (its lock file and socket in /tmp) is removed here.
    func stop() {
        for program in [watcher, process] {
            kill(program.processIdentifier, SIGKILL)
            program.waitUntilExit()
        }
        let number = name.dropFirst()
        for file in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] { try? FileManager.default.removeItem(atPath: file) }
    }

    func xdotool(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await xdotool(arguments[0], Array(arguments.dropFirst()))
    }

    func xdotool(_ command: String, _ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run(["xdotool", command] + arguments, environment: ["DISPLAY": name])
    }

    /// Presses each key (or keys: "Tab Down") once the screen has changed for the one before (a menu
    /// moved its highlight or opened a submenu, a dialog changed a choice): what a person sees before
    /// the next key.
    func press(_ keys: String...) async throws {
        for key in keys {
            let before = changeCount
            await #expect(xdotool("key", key.split(separator: " ").map(String.init)).status == 0)
            #expect(try await Wait.until(changeIn: changes, within: 10) { changeCount > before }, "the screen did not change for \(key)")
        }
    }

    /// The whole screen, read back from the server (`xwd`).
    func screenshot() throws -> Screenshot {
        let file = FileManager.default.temporaryDirectory.appending(path: "screen-\(UUID().uuidString).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        let xwd = try TestProcess("/usr/bin/xwd", ["-root", "-silent", "-display", name, "-out", file.path], output: .inherited, error: .inherited)
        xwd.waitUntilExit()
        return try Screenshot(xwd: try Data(contentsOf: file))
    }

    /// The first non-nil `value`, asked now and again each time what the screen shows changes, within ten seconds.
    func whenDrawn<Value>(_ value: () throws -> Value?) async throws -> Value? {
        try await Wait.forChange(in: [changes], within: 10, value)
    }

    /// Whether, after `action`, something opens over the screen at `point` within ten seconds (a menu,
    /// a window: most of the 120×40 pixels there change).
    func opens(over point: (x: Int, y: Int), after action: () async -> Void) async throws -> Bool {
        let before = try screenshot().region(x: point.x, y: point.y, width: 120, height: 40)
        await action()
        return try await whenDrawn { try screenshot().region(x: point.x, y: point.y, width: 120, height: 40).difference(from: before) > 0.2 ? true : nil } != nil
    }

    /// Whether the screen stops showing `picture` at `point` within ten seconds.
    func showsNot(_ picture: PixelImage, at point: (x: Int, y: Int)) async throws -> Bool {
        try await whenDrawn {
            try screenshot().region(x: point.x, y: point.y, width: picture.width, height: picture.height).difference(from: picture) > 0.001 ? true : nil
        } != nil
    }

    /// Whether the screen shows `picture` with its top-left corner at `point`, within ten seconds.
    func shows(_ picture: PixelImage, at point: (x: Int, y: Int)) async throws -> Bool {
        var last = 1.0
        let shown = try await whenDrawn { () -> Bool? in
            last = try screenshot().region(x: point.x, y: point.y, width: picture.width, height: picture.height).difference(from: picture)
            return last < 0.01 ? true : nil
        }
        if shown == nil { Issue.record("the screen at \(point) differs from the picture in \(Int(last * 100))% of its pixels") }
        return shown != nil
    }
}

/// Sway on wlroots' headless backend, a Wayland compositor with layer-shell, for a test. wlroots
/// compositors refuse to run as root: under root, sway runs as nobody in a runtime folder of its own.
extension XServer {
    /// Starts the stand-in window manager (Tests/Fixtures/Desktop/workarea.c), which says the work
    /// area is this rectangle, as one with a panel along an edge does.
    func workArea(x: Int, y: Int, width: Int, height: Int, in folder: URL) async throws -> TestProcess {
        try await StandIn.start(
            "workarea", linking: ["-lX11"], environment: ["DISPLAY": name], in: folder,
            failure: "the stand-in window manager did not start on \(name)"
        ) { ready in [ready.path, "\(x)", "\(y)", "\(width)", "\(height)"] }
    }
}

/// A stand-in of the tests (Tests/Fixtures/Desktop/`name`.c): compiled, started, and waited for until
/// it writes its ready file.
enum StandIn {
    static func start(
        _ name: String, linking flags: [String], environment: [String: String], in folder: URL, failure: String,
        arguments: (URL) -> [String]
    ) async throws -> TestProcess {
        let program = folder.appending(path: name)
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/Desktop/\(name).c").path
        let built = await Fixtures.run(["cc", "-o", program.path, source] + flags)
        guard built.status == 0 else { throw FixtureError("cc failed for \(name).c:\n\(built.error)") }
        let ready = folder.appending(path: "\(name).ready")
        let process = try TestProcess(program.path, arguments(ready), environment: environment, output: .inherited, error: .inherited)
        let started = try await Wait.until(changeIn: ready) { FileManager.default.fileExists(atPath: ready.path) }
        guard started else {
            kill(process.processIdentifier, SIGKILL)
            throw FixtureError(failure)
        }
        return process
    }
}

struct Sway {
    let runtimeFolder: URL
    let socket: String
    let ipc: String
    let process: TestProcess

    /// The output's solid background.
    static let background: UInt32 = 0xFF3B_4A5A

    /// Sway on the headless backend, with one output (HEADLESS-1, 1280×800 at `scale`).
    static func start(scale: Int) async throws -> Sway {
        try await start(
            configuration: "output HEADLESS-1 resolution 1280x800 scale \(scale)\noutput * bg #3b4a5a solid_color\n",
            backend: ["WLR_BACKENDS": "headless"])
    }

    /// Sway inside this one (its Wayland backend), with `outputs` outputs (WL-1, WL-2, …), each a
    /// window here: closing that window unplugs the output, as a monitor's cable pulled out does.
    func nested(outputs: Int) async throws -> Sway {
        try await Sway.start(
            configuration: "output * bg #3b4a5a solid_color\n",
            backend: ["WLR_BACKENDS": "wayland", "WLR_WL_OUTPUTS": "\(outputs)", "WAYLAND_DISPLAY": runtimeFolder.appending(path: socket).path])
    }

    /// Unplugs an output of a sway nested in this one (`nested(outputs:)`).
    func unplug(_ output: String) async -> Bool {
        await message("[title=\"wlroots - \(output)\"] kill").status == 0
    }

    private static func start(configuration text: String, backend: [String: String]) async throws -> Sway {
        let folder = try TemporaryFolders.make("widgets-sway")
        let configuration = folder.appending(path: "config")
        try Data(text.utf8).write(to: configuration)
        let asRoot = getuid() == 0
        if asRoot {
            for item in [folder, configuration] {
                try FileManager.default.setAttributes([.ownerAccountName: "nobody", .groupOwnerAccountName: "nogroup"], ofItemAtPath: item.path)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: configuration.path)
        }
        let log = folder.appending(path: "sway.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = try TestProcess(
            asRoot ? "/usr/bin/setpriv" : "/usr/bin/sway",
            (asRoot ? ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "/usr/bin/sway"] : []) + ["-c", configuration.path],
            environment: [
                "XDG_RUNTIME_DIR": folder.path, "HOME": folder.path, "PATH": "/usr/bin:/bin",
                "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
            ].merging(backend) { _, backend in backend },
            error: .file(log))
        func named(_ prefix: String, _ suffix: String) -> String? {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
                .first { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) && !$0.hasSuffix(".lock") }
        }
        let sockets = try await Wait.forChange(in: [folder]) { () -> (String, String)? in
            guard let socket = named("wayland-", ""), let ipc = named("sway-ipc.", ".sock") else { return nil }
            return (socket, ipc)
        }
        guard let (socket, ipc) = sockets else {
            kill(process.processIdentifier, SIGKILL)
            throw FixtureError("sway did not start its headless compositor: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        return Sway(runtimeFolder: folder, socket: socket, ipc: folder.appending(path: ipc).path, process: process)
    }

    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The outputs, or one of them, as grim reads them back (at the output's scale).
    func screenshot(output: String? = nil) async throws -> PixelImage {
        let file = FileManager.default.temporaryDirectory.appending(path: "sway-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await Fixtures.run(
            ["grim"] + (output.map { ["-o", $0] } ?? []) + [file.path], environment: ["XDG_RUNTIME_DIR": runtimeFolder.path, "WAYLAND_DISPLAY": socket])
        guard result.status == 0, let picture = PixelImage(png: try Data(contentsOf: file)) else {
            throw FixtureError("grim could not read the screen: \(result.error)")
        }
        return picture
    }

    /// A message to sway over its IPC socket (`swaymsg`).
    func message(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run(["swaymsg", "-s", ipc] + arguments)
    }
}

/// Weston on its headless backend, a Wayland compositor without layer-shell, for a test.
struct Weston {
    let socket: String
    let runtimeFolder: URL
    let process: TestProcess

    static func start(in folder: URL) async throws -> Weston {
        let runtimeFolder = folder.appending(path: "xdg-runtime")
        try FileManager.default.createDirectory(at: runtimeFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let socket = "wayland-test-\(Int.random(in: 1...1_000_000))"
        // --debug lets weston-screenshooter read the screen back.
        let process = try TestProcess(
            "/usr/bin/weston",
            ["--backend=headless-backend.so", "--use-pixman", "--socket=\(socket)", "--idle-time=0", "--width=1024", "--height=640", "--debug"],
            environment: ["XDG_RUNTIME_DIR": runtimeFolder.path, "HOME": folder.path, "PATH": "/usr/bin:/bin"], directory: folder)
        let path = runtimeFolder.appending(path: socket).path
        let started = try await Wait.until(changeIn: URL(filePath: path)) { FileManager.default.fileExists(atPath: path) }
        guard started else {
            kill(process.processIdentifier, SIGKILL)
            throw FixtureError("weston did not start its headless compositor")
        }
        return Weston(socket: socket, runtimeFolder: runtimeFolder, process: process)
    }

    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The compositor's screen, as weston-screenshooter writes it.
    func screenshot() async throws -> PixelImage {
        let folder = runtimeFolder.appending(path: "shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = await Fixtures.run(
            ["weston-screenshooter"], environment: ["XDG_RUNTIME_DIR": runtimeFolder.path, "WAYLAND_DISPLAY": socket], in: folder)
        guard let file = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first,
            let picture = PixelImage(png: try Data(contentsOf: file))
        else { throw FixtureError("weston-screenshooter wrote no picture") }
        return picture
    }
}

/// An X window dump (`xwd`'s format: a big-endian header, a color map, then rows of pixels); its
/// pixels are read only where a test looks.
struct Screenshot {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let start: Int
    private let bytesPerLine: Int
    private let bytesPerPixel: Int

    init(xwd data: Data) throws {
        let bytes = [UInt8](data)
        func field(_ index: Int) -> Int {
            Int(bytes[index * 4]) << 24 | Int(bytes[index * 4 + 1]) << 16 | Int(bytes[index * 4 + 2]) << 8 | Int(bytes[index * 4 + 3])
        }
        guard bytes.count >= 100 else { throw FixtureError("xwd wrote no picture") }
        width = field(4)
        height = field(5)
        bytesPerPixel = field(11) / 8
        bytesPerLine = field(12)
        start = field(0) + field(19) * 12
        guard [3, 4].contains(bytesPerPixel), field(7) == 0 else { throw FixtureError("xwd wrote \(field(11))-bit pixels in byte order \(field(7))") }
        guard bytes.count >= start + bytesPerLine * height else { throw FixtureError("xwd's picture is cut short") }
        self.bytes = bytes
    }

    /// A part of the screen, opaque ARGB; black outside it.
    func region(x: Int, y: Int, width: Int, height: Int) -> PixelImage {
        var region = [UInt32](repeating: 0xFF00_0000, count: width * height)
        for row in max(y, 0)..<min(y + height, self.height) {
            for column in max(x, 0)..<min(x + width, self.width) {
                let at = start + row * bytesPerLine + column * bytesPerPixel
                region[(row - y) * width + column - x] =
                    0xFF00_0000 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
            }
        }
        return PixelImage(width: width, height: height, pixels: region)
    }
}

/// A D-Bus session bus of its own for a test, where a stand-in desktop portal answers.
struct SessionBus {
    let address: String
    let process: TestProcess
    let folder: URL

    static func start(in folder: URL) async throws -> SessionBus {
        let socket = folder.appending(path: "bus")
        let printed = folder.appending(path: "bus.address")
        _ = FileManager.default.createFile(atPath: printed.path, contents: nil)
        // It prints its address once it takes connections.
        let process = try TestProcess(
            "/usr/bin/dbus-daemon", ["--session", "--nofork", "--print-address", "--address=unix:path=\(socket.path)"], output: .file(printed))
        let started = try await Wait.until(changeIn: printed) { (try? String(contentsOf: printed, encoding: .utf8))?.hasSuffix("\n") == true }
        guard started else {
            kill(process.processIdentifier, SIGKILL)
            throw FixtureError("dbus-daemon did not start (is the dbus package installed?)")
        }
        return SessionBus(address: "unix:path=\(socket.path)", process: process, folder: folder)
    }

    /// Kills the bus; what was started on it and still runs (a service it started for a client, such
    /// as GTK's accessibility bus and registry) fails the test, and is killed.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        Leftovers.end(Leftovers.holding(address), leftBy: "the session bus \(address)")
    }

    /// Starts the stand-in portal (Tests/Fixtures/Desktop/portal.c): `org.freedesktop.appearance
    /// color-scheme` is `scheme` (1 dark, 2 light) and flips on SIGUSR1, with the portal's signal.
    func portal(colorScheme scheme: Int, accent: String? = nil) async throws -> TestProcess {
        try await serve("portal", { ready in ["\(scheme)", ready.path] + (accent.map { [$0] } ?? []) })
    }

    /// Compiles the stand-in service Tests/Fixtures/Desktop/`name`.c with GIO and starts it on this
    /// bus with the arguments `arguments` gives for its ready file, which it writes once its name is taken.
    func serve(_ name: String, _ arguments: (URL) -> [String]) async throws -> TestProcess {
        let flags = await Fixtures.run(["pkg-config", "--cflags", "--libs", "gio-2.0"]).output
            .split(whereSeparator: \.isWhitespace).map(String.init)
        return try await StandIn.start(
            name, linking: flags, environment: ["DBUS_SESSION_BUS_ADDRESS": address], in: folder,
            failure: "the stand-in \(name) did not take its name on the bus", arguments: arguments)
    }
}

/// `widgets autostart`: the XDG autostart entry that starts the desktop at login.
@Suite struct AutostartTests {
    @Test func enableWritesAnEntryThatRunsThisDesktopAndDisableRemovesIt() async throws {
        let scratch = try Scratch()
        let widgets = try Fixtures.built("widgets").path
        let home = scratch.root.appending(path: "my home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let configuration = ["XDG_CONFIG_HOME": scratch.root.appending(path: "config").path, "XDG_CURRENT_DESKTOP": "sway"]
        func autostart(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
            await Fixtures.run([widgets, "autostart"] + arguments, environment: configuration)
        }
        let off = await autostart()
        #expect(off.status == 0 && off.output.contains("do not start at login"), "\(off)")
        let enabled = await autostart("enable", "--home", home.path)
        #expect(enabled.status == 0, "\(enabled.error)")
        let entry = scratch.root.appending(path: "config/autostart/widgets.desktop")
        let text = try String(contentsOf: entry, encoding: .utf8)
        // The path with a space is quoted, as the Desktop Entry specification asks.
        #expect(text.contains("Exec=\(widgets) run --desktop --home \"\(home.path)\"\n"), "\(text)")
        #expect(text.hasPrefix("[Desktop Entry]\nType=Application\n"))
        #expect(await autostart("status").output.contains("start at login"))
        let disabled = await autostart("disable")
        #expect(disabled.status == 0 && !FileManager.default.fileExists(atPath: entry.path))
        #expect(await autostart("disable").output.contains("do not start at login"), "disabling twice says so, and is no error")
    }

    /// Where GNOME runs, enable also installs the GNOME Shell extension for the shell's version and
    /// adds it to the extensions GNOME enables, beside the user's own; disable takes both away.
    @Test(.needs(.gnomeShell, .gdbus))
    func onGnomeEnableInstallsAndEnablesTheShellExtensionAndDisableTakesItAway() async throws {
        let scratch = try Scratch()
        let widgets = try Fixtures.built("widgets").path
        let settings = scratch.root.appending(path: "config/glib-2.0/settings")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("[org/gnome/shell]\nenabled-extensions=['clock@example.org']\n".utf8).write(to: settings.appending(path: "keyfile"))
        let session = [
            "XDG_CONFIG_HOME": scratch.root.appending(path: "config").path, "XDG_DATA_HOME": scratch.root.appending(path: "data").path,
            "XDG_CURRENT_DESKTOP": "ubuntu:GNOME", "GSETTINGS_BACKEND": "keyfile",
        ]
        func enabledExtensions() throws -> String? {
            try String(contentsOf: settings.appending(path: "keyfile"), encoding: .utf8).split(separator: "\n")
                .first { $0.hasPrefix("enabled-extensions=") }.map(String.init)
        }
        let enabled = await Fixtures.run([widgets, "autostart", "enable", "--home", scratch.root.path], environment: session)
        #expect(enabled.status == 0 && enabled.output.contains("the Desktop Widgets extension"), "\(enabled)")
        #expect(try enabledExtensions() == "enabled-extensions=['clock@example.org', 'desktop-widgets@widgets']")
        let folder = scratch.root.appending(path: "data/gnome-shell/extensions/desktop-widgets@widgets")
        let script = try String(contentsOf: folder.appending(path: "extension.js"), encoding: .utf8)
        let shell = await Fixtures.run(["gnome-shell", "--version"])
        let major = try #require(GnomeShellExtension.majorVersion(of: shell.output))
        #expect(script.contains(major >= 45 ? "export default class" : "function init(meta)") && script.contains("class DesktopWidgetsCore"))
        let metadata = try JSON(parsing: try Data(contentsOf: folder.appending(path: "metadata.json")))
        #expect(metadata["uuid"] == .string("desktop-widgets@widgets"))
        #expect(await Fixtures.run([widgets, "autostart", "status"], environment: session).output.contains("GNOME keeps them on the desktop"))
        let disabled = await Fixtures.run([widgets, "autostart", "disable"], environment: session)
        #expect(disabled.status == 0 && disabled.output.contains("Removed the Desktop Widgets GNOME Shell extension"), "\(disabled)")
        #expect(try enabledExtensions() == "enabled-extensions=['clock@example.org']")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        // GNOME without its shell's command: said, and nothing half done is left enabled.
        let noShell = await Fixtures.run(
            ["/usr/bin/env", "PATH=\(scratch.root.path)", widgets, "autostart", "enable", "--home", scratch.root.path], environment: session)
        #expect(noShell.status != 0 && noShell.error.contains("`gnome-shell --version` does not say which GNOME Shell"), "\(noShell)")
        #expect(try enabledExtensions() == "enabled-extensions=['clock@example.org']")
    }
}
