import Foundation
import Spawning
#if canImport(Glibc)
import Glibc
#endif
import Testing
import WidgetHome
import WidgetRuntime
import WidgetWire

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

    /// A terminal that is not read (its output stopped, as Ctrl-S stops it) holds up neither the
    /// live page nor the surfaces that follow the control socket: each takes the host's events at
    /// its own pace.
    @Test func aTerminalThatIsNotReadHoldsUpNeitherThePageNorTheDesktop() async throws {
        let scratch = try Scratch()
        let plugins = Fixtures.repository.appending(path: "Plugins").path
        try Data(#"{"plugins": ["\#(plugins)"], "instances": [{"kind": "Counter"}]}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        let widgets = try Fixtures.built("widgets").path
        let terminal = try PseudoTerminal()
        let runtime = try terminal.run([widgets, "run", "--http", "0", "--home", scratch.root.path], errors: scratch.root.appending(path: "runtime.err"))
        defer { terminal.stop(runtime) }
        // The address the view shows, once it has drawn the Counter.
        let screen = terminal.read(seconds: 30) { $0.contains("╭─ Counter") && $0.range(of: #"\?token=[0-9a-f]{64}"#, options: .regularExpression) != nil }
        let address = try #require(screen.firstMatch(of: /127\.0\.0\.1:([0-9]+)\/\?token=([0-9a-f]{64})/), "\(screen)")
        let (port, token) = (Int(address.output.1)!, String(address.output.2))
        // A follower of the control socket, as the desktop is.
        let follower = try UnixSocket.connect(to: scratch.root.appending(path: "state/control.sock").path)
        defer { close(follower) }
        #expect(RawLines.write(ControlRequest.watch.json.serialized, to: follower))
        #expect(RawHTTP.read(follower, until: "\n", seconds: 5).hasPrefix("{\"value\""))
        let stream = try RawHTTP.openStream(port: port, "/events", headers: ["X-Widgets-Token": token])
        defer { close(stream) }
        #expect(RawHTTP.read(stream, until: ": the runtime's events", seconds: 5).contains("text/event-stream"))

        // The terminal stops taking output: the view's next write waits for ever.
        tcflow(terminal.replica, TCOOFF)
        #expect(await Fixtures.run([widgets, "instances", "add", "Clock", "--home", scratch.root.path]).status == 0)
        let heard = RawHTTP.read(stream, until: "</figure>", seconds: 10)
        #expect(heard.contains("event: figure\ndata: clock-1\n"), "\(heard)")
        let followed = RawHTTP.read(follower, until: "\"clock-1\"", seconds: 10)
        #expect(followed.hasPrefix("{\"shown\"") && followed.contains("\"clock-1\""), "\(followed.prefix(300))")
        // Nothing reached the terminal meanwhile; it is drawn once it takes output again.
        #expect(!terminal.read(seconds: 1) { _ in false }.contains("Clock"))
        tcflow(terminal.replica, TCOON)
        #expect(terminal.read(seconds: 30) { $0.contains("╭─ Clock") }.contains("╭─ Clock"))
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

/// A pseudo-terminal for a program's standard output that the test reads, or stops reading.
private struct PseudoTerminal {
    /// The test's side, and the program's (its terminal).
    let main: Int32
    let replica: Int32

    init() throws {
        var main: Int32 = 0, replica: Int32 = 0
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&main, &replica, nil, nil, &size) == 0 else { throw FixtureError("openpty failed") }
        _ = fcntl(main, F_SETFL, fcntl(main, F_GETFL) | O_NONBLOCK)
        (self.main, self.replica) = (main, replica)
    }

    /// Starts `arguments` in a process group of its own, writing to this terminal, its errors to a file.
    func run(_ arguments: [String], errors: URL) throws -> pid_t {
        let output = open(errors.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw FixtureError("cannot write \(errors.path)") }
        defer { close(output) }
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["WIDGETS_HOME"] = nil
        do {
            return try ChildProcess.start(
                arguments, environment: environment, input: .discarded, output: .descriptor(replica), error: .descriptor(output)
            ).pid
        } catch {
            throw FixtureError("\(error)")
        }
    }

    /// What the program writes, read until `done` holds for all of it or `seconds` pass.
    func read(seconds: Double, until done: (String) -> Bool) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !done(String(decoding: received, as: UTF8.self)) {
            var poller = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Wait.milliseconds(until: deadline)) > 0 else { break }
            let count = Glibc.read(main, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Stops the program (its output taken again, and read until it ends) and closes the terminal.
    func stop(_ pid: pid_t) {
        tcflow(replica, TCOON)
        // The program's end closes the terminal's last writer: reading stops there.
        close(replica)
        kill(-pid, SIGTERM)
        _ = read(seconds: 20) { _ in false }
        if !Wait.blockUntilExited([pid], within: 10) { kill(-pid, SIGKILL) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(main)
    }
}
