import Foundation
import Spawning
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
/// commands in on descriptor 3, answers out on descriptor 4, each message a JSON text ended by NUL).
final class Browser {
    static let executable = Tool.chromium.path

    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private let profile: URL
    private var nextID = 1
    private var buffer: [UInt8] = []
    private var session: String?
    /// Events read while waiting for an answer, kept for ``event(_:within:where:)``.
    private var events: [JSON] = []

    init() throws {
        guard let executable = Self.executable else { throw FixtureError("no Chromium") }
        profile = FileManager.default.temporaryDirectory.appending(path: "widgets-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile.appending(path: "tmp"), withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw FixtureError("pipe failed") }
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "about:blank",
        ]
        // Its own temporary files go in the profile, removed with it (it is killed, so it cannot tidy up).
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = profile.appending(path: "tmp").path
        // In a process group of its own (as every child process is), so that its helpers (renderers,
        // the zygote) go with it; the pipe's ends are its descriptors 3 and 4.
        let pid: pid_t
        do {
            pid = try ChildProcess.start(
                arguments, environment: environment, input: .discarded, output: .discarded, error: .discarded,
                passing: [toBrowser[0], fromBrowser[1]]
            ).pid
        } catch {
            throw FixtureError("cannot start Chromium: \(error)")
        }
        self.pid = pid
        close(toBrowser[0])
        close(fromBrowser[1])
        commands = toBrowser[1]
        answers = fromBrowser[0]
    }

    deinit {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        // Its helpers end a moment after the browser; the profile goes once none is left to write in it.
        let helpers = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(pid_t.init).filter { process in
            let stat = (try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8)) ?? ""
            // After the name: state, parent, process group.
            return stat.split(separator: ")").last?.split(separator: " ").dropFirst(2).first == "\(pid)"
        }
        _ = Wait.blockUntilExited(helpers ?? [], within: 10)
        close(commands)
        close(answers)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the page once one is open) and returns its result.
    @discardableResult
    func send(_ method: String, _ params: JSON = .object([]), toPage: Bool = true, within seconds: Double = 30) throws -> JSON {
        let id = nextID
        nextID += 1
        var message: [(key: String, value: JSON)] = [("id", .number(Double(id))), ("method", .string(method)), ("params", params)]
        if toPage, let session { message.append(("sessionId", .string(session))) }
        let bytes = Array(JSON.object(message).serialized.utf8) + [0]
        _ = bytes.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let answer = try next(before: deadline)
            guard answer["id"] == .number(Double(id)) else {
                if answer["method"] != nil { events.append(answer) }
                continue
            }
            if let error = answer["error"] { throw FixtureError("\(method) failed: \(error.serialized)") }
            return answer["result"] ?? .null
        }
    }

    /// The first event named `method` that `matches`, among those kept or as it comes, within `seconds`.
    private func event(_ method: String, within seconds: Double, where matches: (JSON) -> Bool) throws -> JSON {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            if let index = events.firstIndex(where: { $0["method"] == .string(method) && matches($0["params"] ?? .null) }) {
                return events.remove(at: index)
            }
            events.append(try next(before: deadline))
        }
    }

    /// Opens a page at `url`, talks to it from then on, and returns once it has loaded (its `load`
    /// event, within 20 s).
    func open(_ url: String) throws {
        let target = try send("Target.createTarget", .fields(["url": "about:blank"]), toPage: false)
        let attached = try send(
            "Target.attachToTarget", .fields(["targetId": target["targetId"] ?? .null, "flatten": .bool(true)]), toPage: false)
        guard case .string(let id)? = attached["sessionId"] else { throw FixtureError("no session: \(attached.serialized)") }
        session = id
        try send("Page.enable")
        try send("Page.setLifecycleEventsEnabled", .fields(["enabled": .bool(true)]))
        let navigation = try send("Page.navigate", .fields(["url": .string(url)]))
        _ = try event("Page.lifecycleEvent", within: 20) { $0["name"] == "load" && $0["loaderId"] == navigation["loaderId"] }
    }

    /// Whether the page comes to satisfy `condition`, a JavaScript expression, within `seconds`: asked
    /// at once, then each time its document changes or its stream of the runtime's events (`events`)
    /// opens, says something or fails.
    func until(_ condition: String, seconds: Double) throws -> Bool {
        try evaluate("""
            new Promise(function (resolve) {
              function met() { try { return !!(\(condition)) } catch (e) { return false } }
              if (met()) return resolve(true);
              var observer = new MutationObserver(check);
              function check() { if (met()) { observer.disconnect(); resolve(true) } }
              observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
              if (typeof events !== 'undefined') ['open', 'message', 'error'].forEach(function (name) { events.addEventListener(name, check) });
              setTimeout(function () { observer.disconnect(); resolve(met()) }, \(Int(seconds * 1_000)));
            })
            """, within: seconds + 30) == .bool(true)
    }

    /// Runs JavaScript in the page and returns its value (a promise's, once it settles).
    func evaluate(_ expression: String, within seconds: Double = 30) throws -> JSON {
        try send(
            "Runtime.evaluate", .fields(["expression": .string(expression), "returnByValue": .bool(true), "awaitPromise": .bool(true)]),
            within: seconds
        )["result"]?["value"] ?? .null
    }

    /// The next message, read as it comes until `deadline`.
    private func next(before deadline: ContinuousClock.Instant) throws -> JSON {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSON(parsing: Data(message))
            }
            var ready = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Wait.milliseconds(until: deadline)) > 0 else { throw FixtureError("Chromium did not answer in time") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(answers, &chunk, chunk.count)
            guard count > 0 else { throw FixtureError("Chromium closed its pipe") }
            buffer += chunk[..<count]
        }
    }
}
