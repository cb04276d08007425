import Foundation
import WidgetSDK

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Bundles that crash, exit, hang, blow up or attack, one behaviour per kind. The tests install a copy
// of this library per behaviour, as separate bundles, and show an instance of that kind only, so each
// worker misbehaves in one way.

struct Entry: TimelineEntry {
    let date: Date
    let text: String
}

enum Behaviour: String, CaseIterable, Sendable {
    case fatalTimeline = "FatalTimeline"
    case exitTimeline = "ExitTimeline"
    case spin = "Spin"
    case blockAsync = "BlockAsync"
    case allocate = "Allocate"
    case probe = "Probe"
    case fatalIntent = "FatalIntent"
    case reloadFlood = "ReloadFlood"
    case deepDefaults = "DeepDefaults"
    case fetch = "Fetch"
    case logFlood = "LogFlood"
    case detach = "Detach"
    case forkBomb = "ForkBomb"
    case hoard = "Hoard"
    case fillFolder = "FillFolder"
    case outOfRange = "OutOfRange"
    case floodFolder = "FloodFolder"
    case floodGroup = "FloodGroup"
    case hostFlood = "HostFlood"
    /// An entry within every render limit that is larger than the runtime's whole answer to a client
    /// once was: 450 texts of 4,000 characters.
    case hugeEntry = "HugeEntry"
    /// Writes files it deletes while holding them open, and one made without a name (`O_TMPFILE`).
    case holdDeleted = "HoldDeleted"
    /// Maps a file of 40 MB, then closes and deletes it: only the mapping holds it.
    case mapDeleted = "MapDeleted"
    /// A timeline of 24 huge entries: about 44 MB on the wire.
    case hugeTimeline = "HugeTimeline"
    /// Writes short lines to its output for ever, as fast as the runtime reads them, and never answers:
    /// the runtime's thread, not the bundle's, does most of the work.
    case outputFlood = "OutputFlood"
}

/// Whether this process has flooded the runtime with reloads already (once is enough).
nonisolated(unsafe) var flooded = false

/// Loops for ever without calling back, on the bundle's own thread.
@inline(never) func spinForever() -> Never {
    var counter = 0
    while true { counter &+= 1 }
}

struct Provider: TimelineProvider {
    let behaviour: Behaviour

    func placeholder(in context: Context) -> Entry { Entry(date: .now, text: "placeholder") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        completion(Entry(date: .now, text: behaviour.rawValue))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        switch behaviour {
        case .fatalTimeline:
            fatalError("boom in getTimeline")
        case .exitTimeline:
            // A write sent the moment before the worker ends is still stored.
            WidgetDefaults.standard.set(true, forKey: "wroteBeforeExit")
            _exit(0)
        case .spin:
            spinForever()
        case .blockAsync:
            // Two tasks that block their threads: in process they would hold the runtime's cooperative pool.
            for _ in 0..<2 { Task { pause() } }
            Task { pause(); completion(Timeline(entries: [], policy: .never)) }
        case .allocate:
            // Address space, not touched pages: the memory limit is on address space, and this way
            // the limit is reached at once.
            var hoard: [[UInt8]] = []
            while true { hoard.append([UInt8](unsafeUninitializedCapacity: 64 << 20) { _, count in count = 64 << 20 }) }
        case .probe:
            completion(Timeline(entries: [Entry(date: .now, text: Attacks.run())], policy: .never))
        case .fatalIntent:
            completion(Timeline(entries: [Entry(date: .now, text: "tap me")], policy: .never))
        case .reloadFlood:
            // What an honest widget that reloads on every tap does over a long life, at once.
            let calls = flooded ? 0 : 20_000
            flooded = true
            for _ in 0..<calls { WidgetCenter.shared.reloadAllTimelines() }
            completion(Timeline(entries: [Entry(date: .now, text: "reloads: \(calls)")], policy: .never))
        case .deepDefaults:
            completion(Timeline(entries: [Entry(date: .now, text: Deep.store())], policy: .never))
        case .fetch:
            Fetch.run { completion(Timeline(entries: [Entry(date: .now, text: $0)], policy: .never)) }
        case .hoard:
            completion(Timeline(entries: [Entry(date: .now, text: Detach.hoard())], policy: .never))
        case .fillFolder:
            completion(Timeline(entries: [Entry(date: .now, text: Fill.run())], policy: .never))
        case .floodFolder:
            // After its answer, and never calling the runtime again.
            completion(Timeline(entries: [Entry(date: .now, text: "flooding")], policy: .never))
            Flood.start(into: URL(filePath: ProcessInfo.processInfo.environment["HOME"] ?? "/nonexistent"))
        case .floodGroup:
            completion(Timeline(entries: [Entry(date: .now, text: "flooding")], policy: .never))
            if let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.hostile.flood") {
                Flood.start(into: container)
            }
        case .outOfRange:
            // A bug of the widget's own, caught by the standard library: its message names the library's file.
            let hours: [Int] = []
            completion(Timeline(entries: [Entry(date: .now, text: "\(hours[context.family == .systemSmall ? 3 : 4])")], policy: .never))  // crash site
        case .hostFlood:
            completion(Timeline(entries: [Entry(date: .now, text: HostFlood.run())], policy: .never))
        case .holdDeleted:
            completion(Timeline(entries: [Entry(date: .now, text: Fill.holdDeleted())], policy: .never))
        case .mapDeleted:
            completion(Timeline(entries: [Entry(date: .now, text: Fill.mapDeleted())], policy: .never))
        case .hugeTimeline:
            let entries = (0..<24).map { Entry(date: .now.addingTimeInterval(Double($0) * 60), text: String(repeating: "huge ", count: 800)) }
            completion(Timeline(entries: entries, policy: .never))
        case .outputFlood:
            // Never answers: a worker that owes nothing is paused.
            let lines = [UInt8](String(repeating: "flood\n", count: 10_000).utf8)
            while true { _ = lines.withUnsafeBytes { write(2, $0.baseAddress, $0.count) } }
        case .hugeEntry:
            completion(Timeline(entries: [Entry(date: .now, text: String(repeating: "huge ", count: 800))], policy: .never))
        case .forkBomb:
            completion(Timeline(entries: [Entry(date: .now, text: Detach.bomb())], policy: .never))
        case .detach:
            Detach.run()
            completion(Timeline(entries: [Entry(date: .now, text: "detached")], policy: .never))
        case .logFlood:
            // Long lines with terminal escapes and line breaks, as fast as it can, to the log and to stdout.
            let line = "\u{1B}[2J\u{07}forged\nerror: not from the runtime " + String(repeating: "x", count: 10_000)
            for index in 0..<5_000 {
                _RuntimeLog.write(.error, "\(index) \(line)")
                if index % 10 == 0 { print("\(index) \(line)") }
            }
            completion(Timeline(entries: [Entry(date: .now, text: "flooded")], policy: .never))
        }
    }
}

/// Leaves a process behind as daemons do: forked twice, in a session of its own, deaf to SIGTERM,
/// holding the worker's socket, so that neither the worker's process group nor its socket ends it.
enum Detach {
    static func run() {
        let child = fork()
        guard child == 0 else {
            if child > 0 { waitpid(child, nil, 0) }
            return
        }
        // Only C calls from here on: a forked copy of a threaded process.
        setsid()
        if fork() != 0 { _exit(0) }
        var deaf = sigset_t()
        sigemptyset(&deaf)
        sigaddset(&deaf, SIGTERM)
        sigaddset(&deaf, SIGHUP)
        sigprocmask(SIG_BLOCK, &deaf, nil)
        while true { pause() }
    }

    /// Twelve children that each fill 128 MB and keep it; says how many still live once each has filled
    /// its memory or died, as `ALIVE/12`.
    static func hoard() -> String {
        var filled: [Int32] = [-1, -1]
        pipe(&filled)
        var children: [pid_t] = []
        for _ in 0..<12 {
            let child = fork()
            if child == 0 {
                let size = 128 << 20
                if let memory = malloc(size) {
                    memset(memory, 1, size)
                    _ = write(filled[1], "x", 1)
                }
                while true { pause() }
            }
            if child > 0 { children.append(child) }
        }
        close(filled[1])
        var done = 0
        var alive = Set(children)
        var byte: UInt8 = 0
        for _ in 0..<400 where done + (children.count - alive.count) < children.count {
            var ready = pollfd(fd: filled[0], events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 25) > 0, read(filled[0], &byte, 1) == 1 { done += 1 }
            for child in alive where waitpid(child, nil, WNOHANG) == child { alive.remove(child) }
        }
        return "\(alive.count)/12"
    }

    /// Starts as many processes, then threads, as it can (2,000 and 5,000 at most), each waiting for
    /// ever; says how many of each, as `FORKS+THREADS`.
    static func bomb() -> String {
        var forks = 0
        for _ in 0..<2_000 {
            let child = fork()
            if child == 0 { while true { pause() } }
            guard child > 0 else { break }
            forks += 1
        }
        var threads = 0
        for _ in 0..<5_000 {
            var thread = pthread_t()
            guard pthread_create(&thread, nil, { _ in while true { pause() } }, nil) == 0 else { break }
            threads += 1
        }
        return "\(forks)+\(threads)"
    }
}

/// Fills the private folder (its HOME) with 40 files of 1 MB of data, as a cache that never forgets would;
/// says how many it wrote.
enum Fill {
    static func run() -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/nonexistent"
        let block = Data(repeating: 7, count: 1 << 20)
        var written = 0
        for index in 0..<40 where FileManager.default.createFile(atPath: "\(home)/cache-\(index)", contents: block) { written += 1 }
        return "wrote \(written) MB"
    }

    /// 20 MB in a file deleted as soon as it is made and 20 MB in one that never had a name, both held
    /// open for as long as the process lives.
    static func holdDeleted() -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/nonexistent"
        let block = [UInt8](repeating: 7, count: 1 << 20)
        let deleted = open("\(home)/gone", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        unlink("\(home)/gone")
        // O_TMPFILE, which Swift's Glibc module leaves out (a GNU extension).
        let unnamed = open(home, 0o20200000 | O_RDWR | O_CLOEXEC, 0o600)
        var written = 0
        for descriptor in [deleted, unnamed] where descriptor >= 0 {
            for _ in 0..<20 where block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == block.count { written += 1 }
        }
        return "holding \(written) MB"
    }

    /// 40 MB written through a shared mapping of a file that is then closed and deleted; the mapping
    /// is kept for as long as the process lives, so no descriptor and no name lead to it.
    static func mapDeleted() -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/nonexistent"
        let size = 40 << 20
        let descriptor = open("\(home)/mapped", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0, ftruncate(descriptor, off_t(size)) == 0,
            let pages = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), pages != MAP_FAILED
        else { return "could not map" }
        close(descriptor)
        unlink("\(home)/mapped")
        memset(pages, 7, size)
        msync(pages, size, MS_SYNC)
        return "mapping \(size >> 20) MB"
    }
}

/// glibc's `fallocate`, which Swift's Glibc module leaves out (it is a GNU extension).
@_silgen_name("fallocate") func allocate(_ descriptor: Int32, _ mode: Int32, _ offset: Int, _ length: Int) -> Int32

/// Writes a folder full as fast as it can, every way a process may: threads writing 64 MB at a time,
/// a thread filling mapped files, a child process (`dd`), and `fallocate`; each stops at 1 GB (when
/// nothing stopped it first) and files stay under the 256 MB file size limit.
enum Flood {
    static let chunk = 64 << 20

    static func start(into folder: URL) {
        for writer in 0..<3 {
            Thread.detachNewThread { write(into: folder, name: "written-\(writer)") }
        }
        Thread.detachNewThread { map(into: folder) }
        Thread.detachNewThread {
            var info = stat()
            for index in 0..<8 {
                let descriptor = open(folder.appending(path: "allocated-\(index)").path, O_CREAT | O_WRONLY, 0o600)
                _ = allocate(descriptor, 0, 0, 128 << 20)
                fstat(descriptor, &info)
                close(descriptor)
            }
        }
        let child = Process()
        child.executableURL = URL(filePath: "/bin/dd")
        child.arguments = ["if=/dev/zero", "of=\(folder.path)/child", "bs=1M", "count=250"]
        try? child.run()
    }

    static func write(into folder: URL, name: String) {
        let buffer = [UInt8](repeating: 7, count: chunk)
        for file in 0..<8 {
            let descriptor = open(folder.appending(path: "\(name)-\(file)").path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
            guard descriptor >= 0 else { return }
            for _ in 0..<2 { _ = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, chunk) } }
            close(descriptor)
        }
    }

    static func map(into folder: URL) {
        for file in 0..<8 {
            let descriptor = open(folder.appending(path: "mapped-\(file)").path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
            guard descriptor >= 0, ftruncate(descriptor, off_t(2 * chunk)) == 0,
                let memory = mmap(nil, 2 * chunk, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), memory != MAP_FAILED
            else { return }
            memset(memory, 7, 2 * chunk)
            munmap(memory, 2 * chunk)
            close(descriptor)
        }
    }
}

/// Defaults writes and reloads sent as fast as the bundle can, none waiting for an answer, as a widget
/// that saved on every frame would: 1,000 rounds of two writes (the round under `last`, and under one
/// of 100 keys) and a reload every tenth round, once per process. Says how many it sent and how long
/// they took to leave it; later timelines say the same.
enum HostFlood {
    static let rounds = 1_000
    nonisolated(unsafe) static var result: String?

    static func run() -> String {
        if let result { return result }
        let defaults = WidgetDefaults.standard
        let start = ContinuousClock.now
        var messages = 0
        for round in 0..<rounds {
            defaults.set(round, forKey: "last")
            defaults.set(round, forKey: "key\(round % 100)")
            messages += 2
            if round % 10 == 0 {
                WidgetCenter.shared.reloadAllTimelines()
                messages += 1
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        result = "sent \(messages) in \(Int(seconds * 1_000)) ms"
        return result!
    }
}

/// A weather widget's fetch: URLSession against the test's server, on the port in `port.txt`.
enum Fetch {
    static func run(_ done: @escaping @Sendable (String) -> Void) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(Attacks.bundlePort())/weather")!)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { data, _, error in
            if let error = error as NSError? { return done("failed: \(error.domain) \(error.code)") }
            done("fetched: \(String(decoding: data ?? Data(), as: UTF8.self))")
        }.resume()
    }
}

/// Values nested deeper than a stack should follow, stored and read back.
enum Deep {
    static func store() -> String {
        let defaults = WidgetDefaults.standard
        func nested(_ depth: Int) -> [Any] {
            var tree: [Any] = ["leaf"]
            for _ in 1..<depth { tree = [tree] }
            return tree
        }
        return [50, 150, 1_000].map { depth in
            defaults.set(nested(depth), forKey: "tree\(depth)")
            return "\(depth): \(defaults.object(forKey: "tree\(depth)") == nil ? "refused" : "stored")"
        }.joined(separator: ", ")
    }
}

/// Crashes when tapped.
struct Boom: AppIntent {
    static let title: LocalizedStringResource = "Boom"
    func perform() async throws -> some IntentResult {
        if Bool(true) { fatalError("boom in perform") }
        return .result()
    }
}

/// What a bundle that wants another's data would try. Each line is `name: allowed` or `name: denied`.
enum Attacks {
    static func run() -> String {
        // The worker's HOME is state/bundles/ID in the runtime's home.
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/nonexistent"
        let runtimeHome = URL(filePath: home).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let state = runtimeHome.appending(path: "state")
        var results: [String] = []
        func attempt(_ name: String, _ body: () -> Bool) { results.append("\(name): \(body() ? "allowed" : "denied")") }
        attempt("read-database") { open(state.appending(path: "defaults.sqlite").path, O_RDONLY) >= 0 }
        attempt("write-database") { open(state.appending(path: "defaults.sqlite").path, O_WRONLY) >= 0 }
        attempt("write-runtime-json") { open(runtimeHome.appending(path: "runtime.json").path, O_WRONLY | O_APPEND) >= 0 }
        attempt("write-outside") {
            open(runtimeHome.appending(path: "escaped.txt").path, O_WRONLY | O_CREAT, 0o644) >= 0
        }
        attempt("write-tmp") { open("/tmp/widgets-hostile-escaped.txt", O_WRONLY | O_CREAT, 0o644) >= 0 }
        attempt("read-user-home") {
            guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return false }
            return opendir(directory) != nil
        }
        attempt("read-etc-passwd") { open("/etc/passwd", O_RDONLY) >= 0 }
        attempt("own-folder") {
            let file = URL(filePath: home).appending(path: "mine.txt").path
            return FileManager.default.createFile(atPath: file, contents: Data("mine".utf8))
        }
        attempt("foundation-defaults") {
            UserDefaults.standard.set("probe", forKey: "probe")
            return UserDefaults.standard.synchronize()
        }
        attempt("tcp-connect") { connectLoopback(port: bundlePort()) }
        attempt("unix-connect") { connectUnix(state.appending(path: "control.sock").path) }
        attempt("signal-parent") { kill(getppid(), 0) == 0 }
        attempt("read-runtime-environ") { readsSomething("/proc/\(getppid())/environ") }
        attempt("read-runtime-memory") { readsSomething("/proc/\(getppid())/mem") }
        attempt("unix-datagram") {
            // A datagram pair can be pointed at any pathname socket on the machine (syslog, a notify socket).
            var pair: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0, &pair) == 0 else { return false }
            pair.forEach { close($0) }
            return true
        }
        attempt("allocate-disk") {
            // Disk taken without a byte written, out of the write count the quotas are watched by.
            let descriptor = open(URL(filePath: home).appending(path: "allocated").path, O_CREAT | O_WRONLY, 0o600)
            defer { close(descriptor) }
            return allocate(descriptor, 0, 0, 1 << 20) == 0
        }
        attempt("see-other-processes") {
            // Any process but this one and its parent: the runtime, the user's other programs.
            let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            let mine: Set<pid_t> = [getpid(), getppid()]
            return all.compactMap(pid_t.init).contains { !mine.contains($0) }
        }
        return results.joined(separator: "\n")
    }

    static func readsSomething(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        return read(descriptor, &buffer, buffer.count) > 0
    }

    /// The port the test listens on, from `port.txt` in the bundle folder.
    static func bundlePort() -> UInt16 {
        // /proc files have no size: read until the end, not as much as the size says.
        var maps: [UInt8] = []
        let descriptor = open("/proc/self/maps", O_RDONLY)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while descriptor >= 0 {
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 { break }
            maps += chunk[..<count]
        }
        close(descriptor)
        guard let line = String(decoding: maps, as: UTF8.self).split(separator: "\n").first(where: { $0.hasSuffix("libHostileWidgets.so") }),
            let slash = line.firstIndex(of: "/")
        else { return 0 }
        let folder = URL(filePath: String(line[slash...])).deletingLastPathComponent()
        let text = (try? String(contentsOf: folder.appending(path: "port.txt"), encoding: .utf8)) ?? ""
        return UInt16(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    static func connectLoopback(port: UInt16) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    static func connectUnix(_ path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        } == 0
    }
}

struct HostileWidget: Widget {
    let behaviour: Behaviour

    init() { self.init(behaviour: .probe) }
    init(behaviour: Behaviour) { self.behaviour = behaviour }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: behaviour.rawValue, provider: Provider(behaviour: behaviour)) { entry in
            VStack {
                Text(entry.text)
                if behaviour == .fatalIntent { Button("Boom", intent: Boom()) }
                if behaviour == .hugeEntry || behaviour == .hugeTimeline {
                    ForEach(0..<449, id: \.self) { index in Text("\(index) \(entry.text)") }
                }
            }
        }
    }
}

@main
struct HostileBundle: WidgetBundle {
    var body: some Widget {
        HostileWidget(behaviour: .fatalTimeline)
        HostileWidget(behaviour: .exitTimeline)
        HostileWidget(behaviour: .spin)
        HostileWidget(behaviour: .blockAsync)
        HostileWidget(behaviour: .allocate)
        HostileWidget(behaviour: .probe)
        HostileWidget(behaviour: .fatalIntent)
        HostileWidget(behaviour: .reloadFlood)
        HostileWidget(behaviour: .deepDefaults)
        HostileWidget(behaviour: .fetch)
        HostileWidget(behaviour: .logFlood)
        HostileWidget(behaviour: .detach)
        HostileWidget(behaviour: .forkBomb)
        HostileWidget(behaviour: .hoard)
        HostileWidget(behaviour: .fillFolder)
        HostileWidget(behaviour: .outOfRange)
        HostileWidget(behaviour: .floodFolder)
        HostileWidget(behaviour: .floodGroup)
        HostileWidget(behaviour: .hostFlood)
        HostileWidget(behaviour: .hugeEntry)
        HostileWidget(behaviour: .holdDeleted)
        HostileWidget(behaviour: .mapDeleted)
        HostileWidget(behaviour: .hugeTimeline)
        HostileWidget(behaviour: .outputFlood)
    }
}
