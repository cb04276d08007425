import ArgumentParser
import Foundation
import WidgetRuntime

/// Starts the widgets on the desktop with the desktop session, through an XDG autostart entry (which
/// GNOME, KDE, Xfce and most sessions run at login; wlroots compositors through a helper such as
/// dex or their own `exec`).
struct AutostartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autostart",
        abstract: "Start the widgets on the desktop when you log in: enable, disable, or see whether it is on.",
        discussion: """
            enable writes an XDG autostart entry ($XDG_CONFIG_HOME/autostart/widgets.desktop, by default \
            ~/.config/autostart) that runs `widgets run --desktop` for this home with this widgets program; \
            disable removes it.
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
            print("Now: widgets run --desktop. Undo: widgets autostart disable.")
        }
    }

    struct Disable: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Stop starting the widgets at login.")

        func run() throws {
            let entry = AutostartCommand.entry()
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
        }
    }
}
