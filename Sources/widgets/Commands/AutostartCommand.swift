import ArgumentParser
import Foundation
import Spawning
import WidgetDesktop
import WidgetRuntime

/// Starts the widgets on the desktop with the desktop session, through an XDG autostart entry (which
/// GNOME, KDE, Xfce and most sessions run at login; wlroots compositors through a helper such as
/// dex or their own `exec`). Where GNOME runs, which has no layer-shell, it also installs and enables
/// the project's GNOME Shell extension, which keeps the widgets' windows on the desktop.
struct AutostartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autostart",
        abstract: "Start the widgets on the desktop when you log in: enable, disable, or see whether it is on.",
        discussion: """
            enable writes an XDG autostart entry ($XDG_CONFIG_HOME/autostart/widgets.desktop, by default \
            ~/.config/autostart) that runs `widgets run --desktop` for this home with this widgets program; \
            where GNOME runs ($XDG_CURRENT_DESKTOP), it also installs the Desktop Widgets GNOME Shell extension \
            ($XDG_DATA_HOME/gnome-shell/extensions/desktop-widgets@widgets) and adds it to org.gnome.shell \
            enabled-extensions: GNOME loads it at the next login. disable removes both.
            """,
        subcommands: [Enable.self, Disable.self, Status.self], defaultSubcommand: Status.self)

    /// The autostart entry's file.
    static func entry(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let configuration = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(path: ".config")
        return configuration.appending(path: "autostart/widgets.desktop")
    }

    /// The entry for a home: `widgets run --desktop` with this program, its arguments quoted as the
    /// Desktop Entry specification says.
    static func contents(program: String, home: String) -> String {
        let command = [program, "run", "--desktop", "--home", home].map(quoted).joined(separator: " ")
        return """
            [Desktop Entry]
            Type=Application
            Name=Widgets
            Comment=WidgetKit-style widgets on the desktop
            Exec=\(command)
            Terminal=false
            NoDisplay=true
            X-GNOME-Autostart-enabled=true

            """
    }

    /// An Exec argument: as is when it needs no quotes, else in double quotes with `"`, `` ` ``, `$` and `\` escaped
    /// (and `%` doubled, which the specification reserves for field codes).
    static func quoted(_ argument: String) -> String {
        let escapedPercent = argument.replacingOccurrences(of: "%", with: "%%")
        let reserved = CharacterSet(charactersIn: " \t\n\"'\\><~|&;$*?#()`=")
        guard escapedPercent.unicodeScalars.contains(where: reserved.contains) else { return escapedPercent }
        var result = "\""
        for character in escapedPercent {
            if "\"`$\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// Whether the session is GNOME's (`XDG_CURRENT_DESKTOP`, a colon-separated list).
    static func onGnome(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").contains { $0.uppercased() == "GNOME" }
    }

    /// The data home GNOME Shell finds user extensions in.
    static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(path: ".local/share")
    }

    /// Installs the extension for the GNOME Shell here and adds it to the enabled ones; its folder.
    static func enableGnomeExtension() throws -> URL {
        let version = try? ChildProcess.run(["/usr/bin/env", "gnome-shell", "--version"], timeout: .seconds(10))
        guard let version, version.status == 0, let major = GnomeShellExtension.majorVersion(of: version.outputText) else {
            throw ValidationError(
                "GNOME runs here but `gnome-shell --version` does not say which GNOME Shell (\(version.map { $0.errorText + $0.outputText } ?? "not found")); "
                    + "the widgets would be plain windows: install gnome-shell's command or run `widgets autostart enable` in the GNOME session")
        }
        let folder: URL
        do {
            folder = try GnomeShellExtension.install(in: dataHome(), forShell: major)
        } catch {
            throw ValidationError("cannot install the GNOME Shell extension: \(error.localizedDescription); reinstall widgets with its resources (see the README's install line)")
        }
        try changeEnabledExtensions(enabling: true)
        return folder
    }

    /// Takes the extension out of the enabled ones and removes it; its folder, or nil when it was not installed.
    static func disableGnomeExtension() throws -> URL? {
        let folder = GnomeShellExtension.folder(in: dataHome())
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        try changeEnabledExtensions(enabling: false)
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            throw ValidationError("cannot remove \(folder.path): \(error.localizedDescription)")
        }
        return folder
    }

    /// Adds the extension to `org.gnome.shell enabled-extensions`, or takes it out, with `gsettings`.
    private static func changeEnabledExtensions(enabling: Bool) throws {
        func gsettings(_ arguments: String...) throws -> String {
            let result = try? ChildProcess.run(["/usr/bin/env", "gsettings"] + arguments, timeout: .seconds(10))
            guard let result, result.status == 0 else {
                throw ValidationError(
                    "gsettings \(arguments.joined(separator: " ")) failed: \(result.map { $0.errorText.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "gsettings not found"); "
                        + "GNOME Shell's settings are needed to enable its extension (apt-get install libglib2.0-bin gnome-shell-common)")
            }
            return result.outputText
        }
        let enabled = try gsettings("get", "org.gnome.shell", "enabled-extensions")
        _ = try gsettings("set", "org.gnome.shell", "enabled-extensions", GnomeShellExtension.enabledExtensions(enabled, enabling: enabling))
        if enabling, try gsettings("get", "org.gnome.shell", "disable-user-extensions").contains("true") {
            print("Note: GNOME's extensions are turned off (org.gnome.shell disable-user-extensions); turn them on in the Extensions app for the widgets to stay on the desktop.")
        }
    }

    struct Enable: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Start the widgets on the desktop at login, for this home.")

        @OptionGroup var runtime: RuntimeOptions

        func run() throws {
            let home = try runtime.locateHome()
            let program = RuntimeHome.executableDirectory.appending(path: "widgets").path
            let entry = AutostartCommand.entry()
            do {
                try FileManager.default.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(AutostartCommand.contents(program: program, home: home.root.path).utf8).write(to: entry, options: .atomic)
            } catch {
                throw ValidationError("cannot write \(entry.path): \(error.localizedDescription); check that the folder is yours")
            }
            print("The widgets of \(home.root.path) start on the desktop when you log in (\(entry.path)).")
            if AutostartCommand.onGnome() {
                let folder = try AutostartCommand.enableGnomeExtension()
                print("GNOME has no layer-shell: the Desktop Widgets extension (\(folder.path)) keeps the widgets on the desktop,")
                print("below the windows and out of Alt-Tab. It is enabled; GNOME loads it at your next login (log out and in once).")
            }
            print("Now: widgets run --desktop. Undo: widgets autostart disable.")
        }
    }

    struct Disable: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Stop starting the widgets at login.")

        func run() throws {
            let entry = AutostartCommand.entry()
            if let folder = try AutostartCommand.disableGnomeExtension() {
                print("Removed the Desktop Widgets GNOME Shell extension (\(folder.path)); GNOME lets it go at your next login.")
            }
            guard FileManager.default.fileExists(atPath: entry.path) else {
                print("The widgets do not start at login (no \(entry.path)).")
                return
            }
            do {
                try FileManager.default.removeItem(at: entry)
            } catch {
                throw ValidationError("cannot remove \(entry.path): \(error.localizedDescription)")
            }
            print("The widgets no longer start at login (removed \(entry.path)).")
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say whether the widgets start at login, and how.")

        func run() throws {
            let entry = AutostartCommand.entry()
            guard let text = try? String(contentsOf: entry, encoding: .utf8) else {
                print("The widgets do not start at login; `widgets autostart enable` makes them.")
                return
            }
            let command = text.split(separator: "\n").first { $0.hasPrefix("Exec=") }?.dropFirst("Exec=".count) ?? "?"
            print("The widgets start at login (\(entry.path)): \(command)")
            let folder = GnomeShellExtension.folder(in: AutostartCommand.dataHome())
            if FileManager.default.fileExists(atPath: folder.path) { print("GNOME keeps them on the desktop with its extension (\(folder.path)).") }
        }
    }
}
