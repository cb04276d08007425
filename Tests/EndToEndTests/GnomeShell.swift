import Foundation
import WidgetDrawing
import WidgetTesting

/// GNOME Shell for a test: headless on virtual monitors (1280×800 by default), in unsafe mode (its `Eval` and
/// screenshots answer any caller), on two private buses (a session bus, and a stand-in system bus
/// gnome-shell asks logind on where systemd's seats exist), in a home, data and settings of its
/// own (GLib's keyfile backend). Its user extensions are what `widgets autostart enable` installed
/// and enabled there before it started, as at a login.
struct GnomeShell {
    let folder: URL
    let processes: [TestProcess]
    /// What its clients need: its Wayland display, runtime folder and session bus.
    let clientEnvironment: [String: String]
    /// What `widgets autostart enable` said.
    let enabling: String
    /// The virtual monitors' sizes (`WIDTHxHEIGHT`), mutter's `Meta-0`, `Meta-1`, … in order.
    let monitors: [String]

    static let display = "wayland-widgets"

    static func start(in parent: URL, widgets: String, home: String, monitors: [String] = ["1280x800"]) async throws -> GnomeShell {
        let folder = parent.appending(path: "gnome")
        let runtime = folder.appending(path: "run")
        for name in ["run", "home", "data", "config/glib-2.0/settings", "cache", "services"] {
            try FileManager.default.createDirectory(at: folder.appending(path: name), withIntermediateDirectories: true)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
        var processes: [TestProcess] = []
        func stopAll() { processes.reversed().forEach(Self.stop) }
        // The buses activate nothing (an empty services folder): no accessibility bus, calendar or
        // settings daemon starts behind the test's back.
        for bus in ["session", "system"] {
            let configuration = folder.appending(path: "\(bus)-bus.conf")
            try Data("""
                <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
                 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
                <busconfig>
                  <type>session</type>
                  <listen>unix:path=\(folder.path)/\(bus)-bus</listen>
                  <auth>EXTERNAL</auth>
                  <servicedir>\(folder.path)/services</servicedir>
                  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
                </busconfig>
                """.utf8).write(to: configuration)
            processes.append(try TestProcess("/usr/bin/dbus-daemon", ["--nofork", "--config-file=\(configuration.path)"]))
        }
        let buses = try await Wait.forChange(in: [folder]) { () -> Bool? in
            ["session-bus", "system-bus"].allSatisfy { FileManager.default.fileExists(atPath: folder.appending(path: $0).path) } ? true : nil
        }
        guard buses == true else {
            stopAll()
            throw FixtureError("the private D-Bus daemons did not start")
        }
        // No welcome tour at the first login.
        try Data("[org/gnome/shell]\nwelcome-dialog-last-shown-version='999'\n".utf8)
            .write(to: folder.appending(path: "config/glib-2.0/settings/keyfile"))
        let session: [String: String] = [
            "HOME": folder.appending(path: "home").path, "XDG_DATA_HOME": folder.appending(path: "data").path,
            "XDG_CONFIG_HOME": folder.appending(path: "config").path, "XDG_CACHE_HOME": folder.appending(path: "cache").path,
            "XDG_RUNTIME_DIR": runtime.path, "GSETTINGS_BACKEND": "keyfile",
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(folder.path)/session-bus",
        ]
        let enabled = await Fixtures.run(
            [widgets, "autostart", "enable", "--home", home], environment: session.merging(["XDG_CURRENT_DESKTOP": "GNOME"]) { $1 })
        guard enabled.status == 0 else {
            stopAll()
            throw FixtureError("widgets autostart enable failed: \(enabled.error)")
        }
        let log = folder.appending(path: "shell.log")
        let shell = try TestProcess(
            "/usr/bin/gnome-shell",
            ["--headless", "--wayland", "--no-x11", "--unsafe-mode"] + monitors.flatMap { ["--virtual-monitor", $0] } + ["--wayland-display=\(display)"],
            environment: session.merging([
                "PATH": "/usr/bin:/bin", "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(folder.path)/system-bus", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
            ]) { $1 },
            directory: folder, output: .file(log), error: .file(log))
        processes.append(shell)
        let gnome = GnomeShell(
            folder: folder, processes: processes,
            clientEnvironment: ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": session["DBUS_SESSION_BUS_ADDRESS"]!],
            enabling: enabled.output, monitors: monitors)
        // GNOME opens the overview at login, and says in banners that root logged in: both go.
        let ready = try await gnome.until("Main.layoutManager._startingUp === false", within: 60)
        _ = try await gnome.eval("Main.overview.hide(); Main.messageTray.bannerBlocked = true; true")
        guard ready, try await gnome.until("!Main.overview.visible && !Main.overview.animationInProgress") else {
            stopAll()
            throw FixtureError("gnome-shell did not start: \((try? String(contentsOf: log, encoding: .utf8))?.suffix(2000) ?? "")")
        }
        return gnome
    }

    func stop() { processes.reversed().forEach(Self.stop) }

    private static func stop(_ process: TestProcess) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// What a line of the shell's JavaScript gives, as text; nil when it threw or the shell is not there yet.
    func eval(_ script: String) async throws -> String? {
        let result = await Fixtures.run(
            ["gdbus", "call", "--session", "--dest", "org.gnome.Shell", "--object-path", "/org/gnome/Shell", "--method", "org.gnome.Shell.Eval", script],
            environment: clientEnvironment)
        // `(true, 'VALUE')`, the value as JSON.
        guard result.status == 0, let match = result.output.firstMatch(of: /^\(true, '(.*)'\)\s*$/) else { return nil }
        return String(match.1).replacingOccurrences(of: "\\'", with: "'")
    }

    /// Whether the shell's JavaScript `condition` comes true within `seconds`. The shell tells no
    /// client when its state changes, so it is asked again every 100 ms.
    func until(_ condition: String, within seconds: Double = 10) async throws -> Bool {
        try await Wait.polling(within: seconds) { try await eval(condition) == "true" ? true : nil } != nil
    }

    /// Leaves only these virtual monitors plugged in (`Meta-0`, …), side by side from the left, the
    /// first the primary, as the display settings do (mutter's DisplayConfig): the others are gone
    /// for its clients, as an unplugged monitor is.
    func plug(_ connectors: [String]) async throws {
        let call = ["gdbus", "call", "--session", "--dest", "org.gnome.Mutter.DisplayConfig", "--object-path", "/org/gnome/Mutter/DisplayConfig", "--method"]
        let state = await Fixtures.run(call + ["org.gnome.Mutter.DisplayConfig.GetCurrentState"], environment: clientEnvironment)
        guard let serial = state.output.firstMatch(of: /^\(uint32 (\d+)/)?.1 else { throw FixtureError("no display state: \(state.error)") }
        var x = 0
        var logical: [String] = []
        for (index, connector) in connectors.enumerated() {
            guard let number = Int(connector.dropFirst("Meta-".count)), monitors.indices.contains(number) else { throw FixtureError("no monitor \(connector)") }
            let size = monitors[number]
            logical.append("(\(x), 0, 1.0, 0, \(index == 0), [('\(connector)', '\(size)@60.000', @a{sv} {})])")
            x += Int(size.split(separator: "x")[0])!
        }
        let applied = await Fixtures.run(
            call + ["org.gnome.Mutter.DisplayConfig.ApplyMonitorsConfig", String(serial), "1", "[\(logical.joined(separator: ", "))]", "@a{sv} {}"],
            environment: clientEnvironment)
        guard applied.status == 0 else { throw FixtureError("mutter refused the monitors \(connectors): \(applied.error)") }
    }

    /// Where a monitor's work area starts (`x,y`), as GNOME counts it (below the top bar on the primary).
    func workArea(ofMonitor index: Int) async throws -> (x: Int, y: Int)? {
        let answer = try await eval("const r = global.workspace_manager.get_active_workspace().get_work_area_for_monitor(\(index)); `${r.x},${r.y}`")
        let numbers = (answer ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: ",").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// The screen, as GNOME's screenshot service reads it back.
    func screenshot() async throws -> PixelImage {
        let file = folder.appending(path: "screen-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await Fixtures.run(
            ["gdbus", "call", "--session", "--dest", "org.gnome.Shell.Screenshot", "--object-path", "/org/gnome/Shell/Screenshot",
             "--method", "org.gnome.Shell.Screenshot.Screenshot", "false", "false", file.path],
            environment: clientEnvironment)
        guard result.status == 0, let picture = PixelImage(png: try Data(contentsOf: file)) else {
            throw FixtureError("GNOME's screenshot failed: \(result.error)")
        }
        return picture
    }

    /// Opens a plain window of another application (Tests/Fixtures/Desktop/window.py), one colour.
    func window(appID: String, color: String, width: Int, height: Int) throws -> TestProcess {
        try TestProcess(
            "/usr/bin/python3", [Fixtures.repository.appending(path: "Tests/Fixtures/Desktop/window.py").path, appID, color, "\(width)x\(height)"],
            environment: clientEnvironment.merging(["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1", "PATH": "/usr/bin:/bin"]) { $1 })
    }
}
