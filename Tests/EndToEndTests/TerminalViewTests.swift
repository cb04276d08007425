import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import WidgetRuntime

/// `widgets run` on a real terminal (tmux): widgets side by side as the width allows, laid out again
/// when the terminal is resized, and the terminal given back when it stops.
@Suite(.throttled) struct TerminalViewTests {
    @Test(.needs(.tmux))
    func widgetsSitSideBySideFollowTheWidthAndGiveTheTerminalBack() async throws {
        let scratch = try Scratch()
        let plugins = Fixtures.repository.appending(path: "Plugins").path
        try Data(#"{"plugins": ["\#(plugins)"], "instances": [{"kind": "Counter"}, {"kind": "Clock", "family": "medium"}]}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let widgets = try Fixtures.built("widgets").path
        let tmux = Tmux(in: scratch.root)
        defer { tmux("kill-server") }
        let settings = scratch.root.appending(path: "stty.txt").path
        tmux.newSession(
            width: 120, height: 40, "'\(widgets)' run --home '\(scratch.root.path)' 2>/dev/null; stty -a > '\(settings)'; echo STOPPED; sleep 30")
        func screen(until condition: ([String]) -> Bool) async throws -> [String] {
            var lines: [String] = []
            _ = try await tmux.whenWritten {
                lines = tmux("capture-pane", "-p").components(separatedBy: "\n")
                return condition(lines)
            }
            return lines
        }
        func row(_ text: String, in lines: [String]) -> Int? { lines.firstIndex { $0.contains(text) } }

        let wide = try await screen { row("╭─ Counter", in: $0) != nil && row("╭─ Clock", in: $0) != nil }
        #expect(row("╭─ Counter", in: wide) != nil && row("╭─ Counter", in: wide) == row("╭─ Clock", in: wide), "\(wide.joined(separator: "\n"))")
        #expect(row("╭─ Counter ─", in: wide) != nil, "one title, the kind: \(wide.joined(separator: "\n"))")

        // `i` shows each widget's id in its title, and hides it again.
        tmux("send-keys", "i")
        let detailed = try await screen { row("╭─ Clock · clock-1", in: $0) != nil }
        #expect(row("╭─ Clock · clock-1", in: detailed) != nil, "\(detailed.joined(separator: "\n"))")
        tmux("send-keys", "i")
        #expect(try await row("╭─ Clock ─", in: screen { row("╭─ Clock ─", in: $0) != nil }) != nil)

        tmux("resize-window", "-x", "50", "-y", "60")
        let narrow = try await screen { lines in
            guard let counter = row("╭─ Counter", in: lines), let clock = row("╭─ Clock", in: lines) else { return false }
            return counter != clock
        }
        #expect(row("╭─ Clock", in: narrow) != row("╭─ Counter", in: narrow), "\(narrow.joined(separator: "\n"))")

        // Too short for both: the one that does not fit is named, and the log keeps its lines.
        tmux("resize-window", "-x", "50", "-y", "18")
        let short = try await screen { row("more below", in: $0) != nil }
        #expect(row("↓ 1 more below (Counter): make the terminal taller", in: short) != nil, "\(short.joined(separator: "\n"))")
        #expect(row("reload (initial)", in: short) != nil, "\(short.joined(separator: "\n"))")

        tmux("send-keys", "C-c")
        let after = try await screen { lines in row("STOPPED", in: lines) != nil }
        #expect(row("STOPPED", in: after) != nil)
        // The terminal's settings are given back: lines and echo again.
        let restored = try String(contentsOfFile: settings, encoding: .utf8)
        #expect(restored.contains(" icanon") && restored.contains(" echo ") && !restored.contains("-icanon"), "\(restored)")
        #expect(!after.contains { $0.contains("╭─") }, "the widgets stayed on screen: \(after.joined(separator: "\n"))")
    }

    /// The page's address stays on screen, whole, across redraws; with nothing on screen the view
    /// says how to add a widget.
    @Test(.needs(.tmux))
    func thePagesAddressStaysAndAnEmptyScreenSaysWhatToDo() async throws {
        let scratch = try Scratch()
        let plugins = Fixtures.repository.appending(path: "Plugins").path
        try Data(#"{"plugins": ["\#(plugins)"]}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        let widgets = try Fixtures.built("widgets").path
        let tmux = Tmux(in: scratch.root)
        defer { tmux("kill-server") }
        // 80 columns: the address (about 120 characters) wraps onto a second row.
        tmux.newSession(width: 80, height: 40, "'\(widgets)' run --http 0 --home '\(scratch.root.path)'; sleep 30")
        func screen(until condition: (String) -> Bool) async throws -> String {
            var text = ""
            _ = try await tmux.whenWritten {
                text = tmux("capture-pane", "-p", "-J")
                return condition(text)
            }
            return text
        }
        let empty = try await screen { $0.contains("Nothing on screen yet") && $0.contains("?token=") }
        #expect(empty.contains("Add a widget with `widgets instances add KIND`"), "\(empty)")
        let address = try #require(empty.split(separator: "\n").first { $0.contains("Serving the widgets") && $0.contains(" at http://127.0.0.1:") })
        #expect(address.range(of: #"\?token=[0-9a-f]{64}$"#, options: .regularExpression) != nil, "\(address)")

        // A widget added: it shows, and the whole address is still there.
        #expect(await Fixtures.run([widgets, "instances", "add", "Counter", "--home", scratch.root.path]).status == 0)
        let shown = try await screen { $0.contains("╭─ Counter") }
        #expect(shown.contains(String(address)) && !shown.contains("Nothing on screen yet"), "\(shown)")
    }
}

/// A tmux server of a test's own. Run through the shell's system(): the server started here keeps
/// what it inherits, so nothing may wait for its output to end; output goes through a file.
/// A tmux server of the test's own, its socket in the test's folder (not in /tmp/tmux-UID, where it
/// would outlive the test).
private struct Tmux {
    let socket: URL
    let output: URL
    /// What the session's pane writes, copied as it writes it (`pipe-pane`).
    let written: URL

    init(in folder: URL) {
        socket = folder.appending(path: "tmux.sock")
        output = folder.appending(path: "tmux.out")
        written = folder.appending(path: "tmux.written")
    }

    /// A session of `width` × `height` running the shell command, what its pane writes copied to ``written``.
    func newSession(width: Int, height: Int, _ command: String) {
        _ = FileManager.default.createFile(atPath: written.path, contents: nil)
        self("new-session", "-d", "-x", "\(width)", "-y", "\(height)", command)
        self("pipe-pane", "cat >> '\(written.path)'")
    }

    /// Whether `condition` holds, or comes to hold as the pane writes, within 30 s.
    func whenWritten(_ condition: () -> Bool) async throws -> Bool {
        try await Wait.until(changeIn: written, within: 30, condition)
    }

    @discardableResult
    func callAsFunction(_ arguments: String...) -> String {
        let quoted = ([Tool.tmux.path!, "-S", socket.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        _ = system(quoted.joined(separator: " ") + " > '\(output.path)' 2>/dev/null < /dev/null")
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}
