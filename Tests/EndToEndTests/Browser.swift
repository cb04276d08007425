import Foundation
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

    init() throws {
        guard let executable = Self.executable else { throw FixtureError("no Chromium") }
        profile = FileManager.default.temporaryDirectory.appending(path: "widgets-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile.appending(path: "tmp"), withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw FixtureError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Its own temporary files go in the profile, removed with it (it is killed, so it cannot tidy up).
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = profile.appending(path: "tmp").path
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        // In a process group of its own, so that its helpers (renderers, the zygote) go with it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { throw FixtureError("cannot start Chromium") }
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
        // Its helpers end a moment after the browser; the profile goes once nothing writes to it.
        for _ in 0..<200 where kill(-pid, 0) == 0 { usleep(10_000) }
        close(commands)
        close(answers)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the page once one is open) and returns its result.
    @discardableResult
    func send(_ method: String, _ params: JSON = .object([]), toPage: Bool = true) throws -> JSON {
        let id = nextID
        nextID += 1
        var message: [(key: String, value: JSON)] = [("id", .number(Double(id))), ("method", .string(method)), ("params", params)]
        if toPage, let session { message.append(("sessionId", .string(session))) }
        let bytes = Array(JSON.object(message).serialized.utf8) + [0]
        _ = bytes.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
        while true {
            let answer = try next()
            guard answer["id"] == .number(Double(id)) else { continue }
            if let error = answer["error"] { throw FixtureError("\(method) failed: \(error.serialized)") }
            return answer["result"] ?? .null
        }
    }

    /// Opens a page at `url` and talks to it from then on.
    func open(_ url: String) throws {
        let target = try send("Target.createTarget", .fields(["url": .string(url)]), toPage: false)
        let attached = try send(
            "Target.attachToTarget", .fields(["targetId": target["targetId"] ?? .null, "flatten": .bool(true)]), toPage: false)
        guard case .string(let id)? = attached["sessionId"] else { throw FixtureError("no session: \(attached.serialized)") }
        session = id
    }

    /// Waits (up to 20 s) until the page shows `url`, loaded.
    func waitUntilLoaded(_ url: String) throws {
        for _ in 0..<2_000 {
            // Evaluating while the page navigates fails: its context goes away; ask again.
            if (try? evaluate("location.href === \(JSON.string(url).serialized) && document.readyState === 'complete'")) == .bool(true) { return }
            usleep(10_000)
        }
        throw FixtureError("\(url) did not load")
    }

    /// Runs JavaScript in the page and returns its value (a promise's, once it settles).
    func evaluate(_ expression: String) throws -> JSON {
        try send(
            "Runtime.evaluate", .fields(["expression": .string(expression), "returnByValue": .bool(true), "awaitPromise": .bool(true)])
        )["result"]?["value"] ?? .null
    }

    private func next() throws -> JSON {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSON(parsing: Data(message))
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(answers, &chunk, chunk.count)
            guard count > 0 else { throw FixtureError("Chromium closed its pipe") }
            buffer += chunk[..<count]
        }
    }
}
