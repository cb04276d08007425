import ArgumentParser
import CGtk
import Foundation
import WidgetHome

/// The widgets of a running runtime on the Linux desktop. `widgets run --desktop` starts it; it ends
/// when the runtime does.
struct DesktopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgets-desktop",
        abstract: "Show a running runtime's widgets on the desktop (Wayland or X11).",
        discussion: """
            `widgets run --desktop` starts this beside the runtime. Each widget is a window on the desktop's \
            bottom layer: a click taps it as `widgets tap` does, a drag moves it on a grid (kept in the home), \
            the right button adds a widget from the gallery or removes one.
            """)

    @Option(help: ArgumentHelp("The runtime home whose runtime to follow.", valueName: "path"))
    var home: String?

    @Flag(help: "Write a line to standard output each time a widget is painted (`drew ID`), for tests and benchmarks.")
    var reportDraws = false

    /// The status it ends with when its runtime's feed ended (the runtime stopped, or sent what it
    /// cannot read), rather than closed: 0 is a close.
    static let feedLost: Int32 = 3

    func run() throws {
        guard let problem = Self.displayProblem() else {
            BackgroundScheduling.adopt()
            // Idle, the surface wakes only for GTK's events and what is due.
            EventLoopExecutor.install()
            try MainActor.assumeIsolated { try show() }
            return
        }
        throw ValidationError(problem)
    }

    /// Why there is no desktop to draw on, or nil when there is one.
    static func displayProblem(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let names = ["WAYLAND_DISPLAY", "DISPLAY"].filter { !(environment[$0] ?? "").isEmpty }
        guard names.isEmpty else { return nil }
        return "no desktop to draw on (neither WAYLAND_DISPLAY nor DISPLAY is set); use `widgets run --http 0` for the live page, or `widgets run` in a terminal"
    }

    @MainActor
    private func show() throws {
        let home = try RuntimeHome.locate(explicit: home)
        Theme.startBare()
        let initialized = gtk_init_check(nil, nil) != 0
        Theme.started()
        guard initialized else {
            let name = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
            throw ValidationError("cannot open the display \(name); check that the desktop session is running, or use `widgets run --http 0` for the live page")
        }
        let display = gdk_display_get_default()!
        let wayland = shim_is_wayland(display) != 0
        let layered = wayland && gtk_layer_is_supported() != 0
        if wayland && !layered {
            warn("this compositor has no layer-shell: the widgets are plain windows, placed where it puts them")
        }
        let desktop = Desktop(home: home, layered: layered)
        if reportDraws {
            desktop.onDraw = { id in
                let line = Array("drew \(id.rawValue)\n".utf8)
                _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            }
        }
        var lost = false
        let feed = try RuntimeFeed.follow(home, into: desktop) { reason in
            warn("\(reason); the desktop closes with it")
            lost = true
            MainLoop.quit()
        }
        MainLoop.run()
        feed.cancel()
        desktop.tasks.cancelAll()
        // Not closed but cut off: the runtime that started it starts it again.
        if lost { throw ExitCode(Self.feedLost) }
    }
}

// The runtime that starts this process blocks and ignores the stop signals on its own threads,
// which a child inherits: take them back, so a stop ends the desktop (MainLoop handles them).
var unblocked = sigset_t()
sigemptyset(&unblocked)
pthread_sigmask(SIG_SETMASK, &unblocked, nil)
for stop in [SIGTERM, SIGINT, SIGHUP] { signal(stop, SIG_DFL) }

// The widgets are painted with cairo into images: GTK's OpenGL (Mesa, LLVM) would only take memory,
// half the process's.
setenv("GDK_GL", "disable", 0)

MainActor.assumeIsolated {
    do {
        let command = try DesktopCommand.parseAsRoot() as! DesktopCommand
        try command.run()
    } catch {
        DesktopCommand.exit(withError: error)
    }
}
