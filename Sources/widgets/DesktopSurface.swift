import Foundation
import ServiceLifecycle
import WidgetHome

/// The widgets on the desktop: `widgets-desktop`, a process of its own beside the runtime (the host
/// knows nothing of windows), started once the control socket is up and stopped with the run. It
/// follows the widgets over the control socket and taps them there.
struct DesktopSurface: Service {
    let home: RuntimeHome
    let display: any EventDisplay

    /// The surface's program, beside this one.
    static var program: URL { RuntimeHome.executableDirectory.appending(path: "widgets-desktop") }

    /// Why `--desktop` cannot work here, in one line with what to do instead; nil when it can.
    static func problem(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if ["WAYLAND_DISPLAY", "DISPLAY"].allSatisfy({ (environment[$0] ?? "").isEmpty }) {
            return "--desktop needs a desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set); use --http 0 for the live page, or run in a terminal"
        }
        if !FileManager.default.isExecutableFile(atPath: program.path) {
            return "--desktop needs \(program.path), which is missing; build it with `swift build --product widgets-desktop`"
        }
        return nil
    }

    func run() async {
        let process = Process()
        process.executableURL = Self.program
        process.arguments = ["--home", home.root.path]
        let status = await withGracefulShutdownHandler {
            await process.exitStatus()
        } onGracefulShutdown: {
            if process.isRunning { process.terminate() }
        }
        // Its own errors went to standard error; the widgets go on in the runtime.
        if status != 0, status != SIGTERM {
            await display.problem("the desktop surface stopped (status \(status)); the widgets still run: `widgets page` or `widgets instances` shows them")
        }
    }
}
