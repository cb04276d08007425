import ArgumentParser
import Foundation
import Spawning
import WidgetDesktop
import WidgetDrawing
import WidgetRuntime

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check what this machine gives widgets, and say what to install for what it lacks.",
        discussion: """
            Looks at the programs beside widgets, the fonts and the page's files, the display, layer-shell, the \
            desktop portal, xdg-open, and what the kernel gives a worker's fence (namespaces, Landlock, cgroups). \
            Exits 1 when something widgets cannot run without is missing; the rest are what a surface or a \
            fence lacks.
            """)

    func run() throws {
        let checks = Check.all(environment: ProcessInfo.processInfo.environment)
        let width = checks.map(\.name.count).max() ?? 0
        for check in checks {
            let mark = check.problem == nil ? "✓" : (check.required ? "✗" : "!")
            print("\(mark) \(check.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(check.problem ?? check.detail)")
            if check.problem != nil, let fix = check.fix { print("  \(String(repeating: " ", count: width))  fix: \(fix)") }
        }
        if checks.contains(where: { $0.required && $0.problem != nil }) { throw ExitCode(1) }
    }

    /// One thing looked at: what was found, or what is wrong and how to put it right.
    struct Check {
        var name: String
        var detail: String
        var problem: String?
        var fix: String?
        /// Whether widgets cannot run without it (the rest are a surface's or a fence's).
        var required = false

        static func all(environment: [String: String]) -> [Check] {
            [
                programs(), fonts(), toolchain(environment), buildFolder(environment), display(environment), layerShell(environment),
                portal(), urls(), namespaces(), landlock(), cgroups(),
            ]
        }

        static let folder = RuntimeHome.executableDirectory

        static func programs() -> Check {
            let missing = ["widgets-worker", "widgets-init", "widgets-desktop", "widgets-fence"].filter {
                !FileManager.default.isExecutableFile(atPath: folder.appending(path: $0).path)
            }
            return Check(
                name: "programs", detail: "widgets-worker, widgets-init, widgets-desktop and widgets-fence are beside widgets in \(folder.path)",
                problem: missing.isEmpty ? nil : "\(missing.joined(separator: ", ")) missing beside widgets in \(folder.path)",
                fix: "install them with widgets, as the README's install line does (swift build -c release builds them all)",
                required: missing.contains("widgets-worker"))
        }

        static func fonts() -> Check {
            let page = FileManager.default.fileExists(atPath: folder.appending(path: "widgets_WidgetSurfaces.resources").path)
            let gnome = FileManager.default.fileExists(atPath: folder.appending(path: "widgets_WidgetDesktop.resources").path)
            let problems = [FontFiles.isCarried ? nil : "the fonts widgets are drawn in (WidgetSDK_WidgetDrawing.resources) are missing: pictures use the machine's fonts",
                            page ? nil : "the live page's files (widgets_WidgetSurfaces.resources) are missing",
                            gnome ? nil : "the GNOME Shell extension (widgets_WidgetDesktop.resources) is missing"].compactMap { $0 }
            return Check(
                name: "fonts and page", detail: "the carried fonts, the page's files and the GNOME Shell extension are beside widgets",
                problem: problems.isEmpty ? nil : problems.joined(separator: "; "),
                fix: "copy the .resources folders of the build beside widgets, as the README's install line does")
        }

        static func display(_ environment: [String: String]) -> Check {
            let wayland = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
            let x11 = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
            let fix = "run it in a desktop session (Wayland or X11); without one, `widgets run --http 0` shows the widgets as a page and `widgets run` in the terminal"
            guard wayland != nil || x11 != nil else {
                return Check(name: "display", detail: "", problem: "no display: neither WAYLAND_DISPLAY nor DISPLAY is set, so `run --desktop` cannot start", fix: fix)
            }
            if let wayland {
                let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
                let socket = wayland.hasPrefix("/") ? wayland : "\(runtime)/\(wayland)"
                guard FileManager.default.fileExists(atPath: socket) || x11 != nil else {
                    return Check(name: "display", detail: "", problem: "WAYLAND_DISPLAY is \(wayland), but \(socket) is not there", fix: fix)
                }
                return Check(name: "display", detail: "Wayland (\(wayland))")
            }
            return Check(name: "display", detail: "X11 (\(x11!))")
        }

        static func layerShell(_ environment: [String: String]) -> Check {
            let library = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
                .contains { FileManager.default.fileExists(atPath: "\($0)/libgtk-layer-shell.so.0") }
            guard library else {
                return Check(
                    name: "layer-shell", detail: "", problem: "gtk-layer-shell is not installed: widgets-desktop cannot start",
                    fix: "apt-get install libgtk-layer-shell0 (dnf install gtk-layer-shell)")
            }
            let desktop = environment["XDG_CURRENT_DESKTOP"] ?? ""
            if environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) == true, desktop.uppercased().contains("GNOME") {
                let installed = FileManager.default.fileExists(
                    atPath: GnomeShellExtension.folder(in: AutostartCommand.dataHome(environment: environment)).appending(path: "extension.js").path)
                guard installed else {
                    return Check(
                        name: "layer-shell", detail: "",
                        problem: "GNOME on Wayland has no layer-shell, and the Desktop Widgets extension is not installed: widgets are plain windows there (above others, in Alt-Tab)",
                        fix: "widgets autostart enable installs and enables the extension (GNOME loads it at the next login)")
                }
                return Check(name: "layer-shell", detail: "GNOME on Wayland: the Desktop Widgets extension keeps the widgets on the desktop")
            }
            return Check(name: "layer-shell", detail: "gtk-layer-shell is installed (used on Wayland compositors that offer it)")
        }

        static func portal() -> Check {
            switch SessionServices.offers("org.freedesktop.portal.Desktop") {
            case true?: return Check(name: "portal", detail: "the desktop portal answers (light or dark, the accent color)")
            case false?:
                return Check(
                    name: "portal", detail: "", problem: "no desktop portal on the session bus: the desktop follows GTK's theme for light and dark",
                    fix: "apt-get install xdg-desktop-portal xdg-desktop-portal-gtk (or your desktop's portal)")
            case nil:
                return Check(
                    name: "portal", detail: "", problem: "no session bus (DBUS_SESSION_BUS_ADDRESS): no desktop portal to ask",
                    fix: "run it in a desktop session, or apt-get install dbus-user-session")
            }
        }

        static func urls() -> Check {
            let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { FileManager.default.isExecutableFile(atPath: $0) }
            return Check(
                name: "xdg-open", detail: "web links open with \(opener ?? "")",
                problem: opener == nil ? "xdg-open is missing: a widget's web links open nowhere unless runtime.json's urlHandlers names a program" : nil,
                fix: "apt-get install xdg-utils")
        }

        static func namespaces() -> Check {
            Check(
                name: "namespaces", detail: "workers get user and PID namespaces of their own (nothing a worker starts outlives it)",
                problem: FenceSupport.namespaceProblem.map { "workers cannot have namespaces of their own: \($0)" },
                fix: "allow unprivileged user namespaces: sysctl -w kernel.unprivileged_userns_clone=1 (Debian) or user.max_user_namespaces=15000")
        }

        static func landlock() -> Check {
            let abi = FenceSupport.landlockABI
            return Check(
                name: "Landlock", detail: "ABI \(abi): a worker reaches only its own folders",
                problem: abi == 0 ? "the kernel has no Landlock: workers' files are fenced by the runtime's checks alone" : nil,
                fix: "a Linux 5.13 or later kernel with landlock in its lsm= boot parameter")
        }

        static func cgroups() -> Check {
            Check(
                name: "cgroups", detail: FenceSupport.treeLimits,
                problem: FenceSupport.hasTreeLimits ? nil : "no cgroup the runtime may make: a worker's memory and processes are limited one process at a time",
                fix: "run it in a systemd user session with delegation: systemd-run --user --scope -p Delegate=yes widgets run")
        }
    }
}
