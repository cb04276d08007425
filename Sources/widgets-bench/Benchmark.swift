import BenchmarkWorkload
import CSQLite
import Foundation
import Spawning
import Logging
import WidgetRuntime
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// `widgets-bench`: measures the runtime against the physical limit of the same work, in one run.
///
/// Each measurement runs in a fresh child process (this executable, re-run with a `child-…`
/// argument), so no run sees libraries a previous run loaded.
@main
enum Benchmark {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        switch arguments.first {
        case "child-dlopen": print(try childDlopen(folder: URL(filePath: arguments.dropFirst().first!)))
        case "child-load":
            let isolation = arguments.firstIndex(of: "--isolation").map { arguments[$0 + 1] } ?? "inProcess"
            print(try await childLoad(home: URL(filePath: arguments.dropFirst().first!), cold: arguments.contains("--cold"), isolation: isolation))
        case "child-fleet": print(try await childFleet(home: URL(filePath: arguments.dropFirst().first!), isolation: arguments.last!))
        case "child-widget-defaults": print(try await childWidgetDefaults(home: URL(filePath: arguments.dropFirst().first!)))
        case "child-foundation-defaults": print(childFoundationDefaults())
        case "child-sqlite-defaults": print(try childSQLiteDefaults(folder: URL(filePath: arguments.dropFirst().first!)))
        case "child-reload-client": print(try childReloadClient(home: URL(filePath: arguments.dropFirst().first!)))
        case "child-neighbour-client": print(try childNeighbourClient(home: URL(filePath: arguments.dropFirst().first!)))
        case nil: try await runAll()
        case "declarative":
            // Only the declarative rows: quick to rerun while working on WidgetDeclarative.
            try await printRows { try declarativeRows(into: &$0) }
        case "isolation":
            // Only the rows of workers against in process, of the process-tree fence, and the page's tap.
            try await printRows { table in
                try await isolationRows(into: &table)
                try pageRows(into: &table)
            }
        case "crowd":
            // Only the row of one event among many instances.
            try await printRows { try await crowdRows(into: &$0) }
        case "defaults":
            // Only the defaults rows: WidgetDefaults in a bundle against Foundation and raw SQLite.
            try await printRows { try defaultsRows(into: &$0) }
        case "containment":
            // Only the runtime's memory beside a flooding worker.
            try await printRows { try containmentRows(into: &$0) }
        case "layout":
            // Only the layout and painting rows.
            try await printRows { try layoutRows(into: &$0) }
        case "desktop":
            // Only the desktop surface's rows (on Xvfb; Conky's when it is installed). --idle N: seconds idle.
            let idle = arguments.firstIndex(of: "--idle").flatMap { Double(arguments[$0 + 1]) } ?? 60
            try await printRows { try desktopRows(into: &$0, idleSeconds: idle) }
        case "install":
            // Only `widgets install` of a package against `widgets bundle` of it.
            try await printRows { try installRows(into: &$0) }
        case "preview":
            // Only a saved edit under `widgets run --watch` against swift build of it.
            try await printRows { try previewRows(into: &$0) }
        case "coredata":
            // Only a fetch through Core Data against the same query in raw SQLite.
            try await printRows { try coreDataRows(into: &$0) }
        case let other?:
            FileHandle.standardError.write(Data("usage: widgets-bench [declarative|isolation|crowd|defaults|containment|layout|desktop|install|preview|coredata]; unknown argument '\(other)'\n".utf8))
            exit(2)
        }
    }

    /// Measures some rows into a table of their own and prints it.
    static func printRows(_ measure: @Sendable (inout Table) async throws -> Void) async throws {
        var table = Table(columns: columns)
        try await measure(&table)
        print(table.rendered)
    }

    /// A row's columns: what it measures, the baseline, the runtime's figure, their ratio, the target.
    static let columns = ["scenario", "baseline", "runtime", "ratio", "target"]

    static let build = RuntimeHome.executableDirectory
    static let repetitions = 7

    static func runAll() async throws {
        let plugin = build.appending(path: "libClockWidget.so")
        let launcher = build.appending(path: "widgets")
        for file in [plugin, launcher] where !FileManager.default.fileExists(atPath: file.path) {
            fail("\(file.path) is missing: run `swift build -c release` first")
        }
        print("widgets-bench: loading rows are the median of \(repetitions) runs, each in a fresh process; defaults rows are")
        print("the mean over \(defaultsOperations) operations (Foundation's over \(foundationOperations)) (build: \(build.path))\n")
        var table = Table(columns: columns)
        for count in [1, 20, 100] {
            let work = try makeBundles(copying: plugin, count: count)
            defer { try? FileManager.default.removeItem(at: work) }
            let bare = try median { try child("child-dlopen", work.appending(path: "bare").path) }
            let cold = try median { try child("child-load", work.path, "--cold") }
            let warm = try median { try child("child-load", work.path) }
            let bundles = "\(count) bundle\(count == 1 ? "" : "s")"
            table.add([
                "load + describe \(bundles) in process, nothing cached, vs dlopen + dlsym", milliseconds(bare), milliseconds(cold),
                String(format: "%.2fx", cold / bare), "",
            ])
            table.add([
                "load \(bundles) in process, descriptions cached, vs dlopen + dlsym", milliseconds(bare), milliseconds(warm),
                String(format: "%.2fx", warm / bare), count == 100 ? verdict(warm / bare <= 1.5, "<= 1.5x") : "",
            ])
        }
        // The runtime's own share of a cold load: bundles written in C that do almost nothing.
        let cBundle = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString).so")
        defer { try? FileManager.default.removeItem(at: cBundle) }
        if compileCBundle(to: cBundle) {
            let work = try makeBundles(copying: cBundle, count: 100)
            defer { try? FileManager.default.removeItem(at: work) }
            let bare = try median { try child("child-dlopen", work.appending(path: "bare").path) }
            let cold = try median { try child("child-load", work.path, "--cold") }
            table.add([
                "load + describe 100 C bundles in process, nothing cached, vs dlopen + dlsym", milliseconds(bare), milliseconds(cold),
                String(format: "%.2fx", cold / bare), "",
            ])
        } else {
            print("(no C compiler: the C bundle row is left out)")
        }
        try defaultsRows(into: &table)
        try coreDataRows(into: &table)
        try suiteSizeRows(into: &table)
        schedulerRows(into: &table)
        try await crowdRows(into: &table)
        try await isolationRows(into: &table)
        try pageRows(into: &table)
        try desktopRows(into: &table)
        try declarativeRows(into: &table)
        try layoutRows(into: &table)
        try idleRow(into: &table)
        try containmentRows(into: &table)
        try installRows(into: &table)
        try previewRows(into: &table)
        let listTime = try median { try processTime(launcher.path, ["list", "--home", build.appending(path: "../../../Runtime").standardizedFileURL.path]) }
        table.add(["widgets list, the checkout's example bundles (process CPU time)", "", milliseconds(listTime), "", verdict(listTime < 0.050, "< 50 ms")])
        print(table.rendered)
    }

    // MARK: Scenarios

    /// N bundles holding copies of one plugin for the runtime, and N more bare copies for the baseline.
    static func makeBundles(copying plugin: URL, count: Int) throws -> URL {
        let work = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        let plugins = work.appending(path: "plugins")
        let bare = work.appending(path: "bare")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        for index in 0..<count {
            let folder = plugins.appending(path: "Copy\(index).widgetbundle")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let library = "libCopy\(index).so"
            try FileManager.default.copyItem(at: plugin, to: folder.appending(path: library))
            try FileManager.default.copyItem(at: plugin, to: bare.appending(path: library))
            let manifest = #"{"identifier": "bench.copy\#(index)", "name": "Copy \#(index)", "version": "1.0.0", "abiVersion": 1, "library": "\#(library)"}"#
            try Data(manifest.utf8).write(to: folder.appending(path: "Info.json"))
        }
        try Data(#"{"plugins": ["plugins"]}"#.utf8).write(to: work.appending(path: "runtime.json"))
        return work
    }

    /// The physical limit: open each library and find its entry symbol, nothing else.
    static func childDlopen(folder: URL) throws -> Double {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appending(path: $0).path }
        let start = ContinuousClock.now
        for file in files {
            guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL), dlsym(handle, "widget_bundle_entry") != nil else {
                fail("dlopen \(file): \(String(cString: dlerror()))")
            }
        }
        return seconds(ContinuousClock.now - start)
    }

    /// The runtime: discover, check manifests, dlopen, start and describe every bundle. With `cold`,
    /// the description cache is removed first, so every bundle is started and described.
    static func childLoad(home: URL, cold: Bool, isolation: String) async throws -> Double {
        var home = try RuntimeHome(root: home)
        // "worker-plain": workers without their own namespaces, the baseline of the process-tree fence.
        home.configuration.isolation = RuntimeConfiguration.Isolation(rawValue: isolation == "worker-plain" ? "worker" : isolation) ?? .inProcess
        home.configuration.workerNamespaces = isolation != "worker-plain"
        if cold { try? FileManager.default.removeItem(at: home.stateDirectory) }
        let start = ContinuousClock.now
        // Logs at the launcher's default level: warnings and worse.
        var logger = Logger(label: "widgets-bench")
        logger.logLevel = .warning
        let report = await BundleLoader(home: home, logger: logger).load()
        let elapsed = seconds(ContinuousClock.now - start)
        guard report.refusals.isEmpty else { fail("refused: \(report.refusals)") }
        return elapsed
    }

    // MARK: Defaults

    /// Operations per run: Foundation rewrites its whole file on every synchronize, so it gets fewer.
    static let defaultsOperations = 20_000
    static let foundationOperations = 2_000

    static func defaultsRows(into table: inout Table) throws {
        let workload = build.appending(path: "libDefaultsWorkloadWidget.so")
        guard FileManager.default.fileExists(atPath: workload.path) else { fail("\(workload.path) is missing: run `swift build -c release` first") }
        func home(_ durability: DefaultsStore.Durability) throws -> URL {
            let home = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
            let bundle = home.appending(path: "plugins/Workload.widgetbundle")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: workload, to: bundle.appending(path: workload.lastPathComponent))
            let manifest = #"{"identifier": "bench.defaults-workload", "name": "Workload", "version": "1.0.0", "abiVersion": 1, "library": "\#(workload.lastPathComponent)"}"#
            try Data(manifest.utf8).write(to: bundle.appending(path: "Info.json"))
            try Data(#"{"plugins": ["plugins"], "requestTimeout": 600, "defaultsDurability": "\#(durability.rawValue)"}"#.utf8)
                .write(to: home.appending(path: "runtime.json"))
            return home
        }
        func pair(_ text: String) -> (read: Double, write: Double) {
            let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            guard parts.count == 2 else { fail("a defaults child printed '\(text)'") }
            return (parts[0], parts[1])
        }
        let crashHome = try home(.crash), powerHome = try home(.powerLoss)
        let scratch = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { for folder in [crashHome, powerHome, scratch] { try? FileManager.default.removeItem(at: folder) } }

        let ours = pair(try run(CommandLine.arguments[0], ["child-widget-defaults", crashHome.path]))
        let full = pair(try run(CommandLine.arguments[0], ["child-widget-defaults", powerHome.path]))
        let foundation = pair(try run(CommandLine.arguments[0], ["child-foundation-defaults"], environment: ["HOME": scratch.path]))
        let sqlite = pair(try run(CommandLine.arguments[0], ["child-sqlite-defaults", scratch.path]))
        func micro(_ nanoseconds: Double) -> String { String(format: "%.2f µs", nanoseconds / 1000) }
        func ratio(_ runtime: Double, _ baseline: Double) -> String { String(format: "%.3fx", runtime / baseline) }
        table.add([
            "defaults read, 10,000 keys: WidgetDefaults in a bundle vs Foundation UserDefaults", micro(foundation.read),
            micro(ours.read), ratio(ours.read, foundation.read), verdict(ours.read * 5 <= foundation.read, "5x faster"),
        ])
        table.add([
            "defaults write surviving kill -9: WidgetDefaults vs UserDefaults + synchronize", micro(foundation.write),
            micro(ours.write), ratio(ours.write, foundation.write), verdict(ours.write * 10 <= foundation.write, "10x faster"),
        ])
        table.add(["defaults read: WidgetDefaults in a bundle vs raw SQLite", micro(sqlite.read), micro(ours.read), ratio(ours.read, sqlite.read), ""])
        table.add([
            "defaults write: WidgetDefaults in a bundle, until stored, vs raw SQLite (same durability)", micro(sqlite.write),
            micro(ours.write), ratio(ours.write, sqlite.write), verdict(ours.write <= 3 * sqlite.write, "<= 3x"),
        ])
        table.add([
            "defaults write surviving power loss (synchronous=FULL) vs crash-durable", micro(ours.write), micro(full.write),
            ratio(full.write, ours.write), "",
        ])
    }

    /// A whole suite as a bundle gets it (read from the database, sent as the wire's JSON, decoded):
    /// the cost per key at 10,000, 50,000 and 100,000 keys, against the cost at 10,000.
    static func suiteSizeRows(into table: inout Table) throws {
        var perKey: [Int: Double] = [:]
        for count in [10_000, 50_000, 100_000] {
            let folder = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let store = try DefaultsStore(file: folder.appending(path: "defaults.sqlite"))
            for index in 0..<count { try store.set(.int(index), forKey: "key\(index)", in: "group.bench.size") }
            let start = ContinuousClock.now
            let values = try store.values(in: "group.bench.size")
            let wire = PropertyListValue.dictionary(values).json.serialized
            guard case .dictionary(let decoded) = try PropertyListValue(json: JSON(parsing: wire)), decoded.count == count else {
                fail("the suite of \(count) keys did not come back whole")
            }
            perKey[count] = seconds(ContinuousClock.now - start) / Double(count)
        }
        for count in [10_000, 50_000, 100_000] {
            let ratio = perKey[count]! / perKey[10_000]!
            table.add([
                "a suite of \(count) keys read whole, as a bundle gets it, per key vs at 10,000",
                String(format: "%.2f µs", perKey[10_000]! * 1e6), String(format: "%.2f µs", perKey[count]! * 1e6),
                String(format: "%.2fx", ratio), count == 100_000 ? verdict(ratio <= 2, "<= 2x (linear)") : "",
            ])
        }
    }

    /// WidgetDefaults as a bundle uses it: the workload bundle runs it in its snapshot.
    static func childWidgetDefaults(home: URL) async throws -> String {
        setenv("WIDGETS_BENCH_OPERATIONS", "\(defaultsOperations)", 1)
        var logger = Logger(label: "widgets-bench")
        logger.logLevel = .warning
        let report = await BundleLoader(home: try RuntimeHome(root: home), logger: logger).load()
        let (bundle, kind) = try report.resolve("DefaultsWorkload")
        let entry = try await bundle.snapshot(kind: kind.kind, context: ProviderContext(family: .systemSmall))
        guard case .text(let text) = entry.view.element else { fail("the workload bundle drew \(entry.view)") }
        return text.plainText
    }

    /// Foundation's `UserDefaults`, synchronized after each write as iOS code does to share data.
    static func childFoundationDefaults() -> String {
        let defaults = UserDefaults(suiteName: "bench.defaults")!
        for index in 0..<DefaultsWorkload.keyCount { defaults.set(DefaultsWorkload.value(index), forKey: DefaultsWorkload.key(index)) }
        defaults.synchronize()
        let result = DefaultsWorkload.run(
            operations: foundationOperations, read: { defaults.object(forKey: $0) },
            write: { defaults.set($1, forKey: $0); defaults.synchronize() })
        return "\(result.read) \(result.write)"
    }

    /// The physical limit: one SQLite table, prepared statements, WAL with `synchronous=NORMAL`.
    static func childSQLiteDefaults(folder: URL) throws -> String {
        var database: OpaquePointer?
        guard sqlite3_open(folder.appending(path: "raw.sqlite").path, &database) == SQLITE_OK else { fail("sqlite3_open failed") }
        for sql in ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "CREATE TABLE kv (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID"] {
            guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else { fail("\(sql) failed") }
        }
        var select: OpaquePointer?, upsert: OpaquePointer?
        sqlite3_prepare_v2(database, "SELECT value FROM kv WHERE key = ?", -1, &select, nil)
        sqlite3_prepare_v2(database, "INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)", -1, &upsert, nil)
        func write(_ key: String, _ value: Any) {
            let bytes = Array("\(value)".utf8)
            sqlite3_bind_text(upsert, 1, key, -1, csqlite_transient())
            sqlite3_bind_blob(upsert, 2, bytes, Int32(bytes.count), csqlite_transient())
            sqlite3_step(upsert)
            sqlite3_reset(upsert)
        }
        sqlite3_exec(database, "BEGIN", nil, nil, nil)
        for index in 0..<DefaultsWorkload.keyCount { write(DefaultsWorkload.key(index), DefaultsWorkload.value(index)) }
        sqlite3_exec(database, "COMMIT", nil, nil, nil)
        let result = DefaultsWorkload.run(
            operations: defaultsOperations,
            read: { key in
                sqlite3_bind_text(select, 1, key, -1, csqlite_transient())
                defer { sqlite3_reset(select) }
                guard sqlite3_step(select) == SQLITE_ROW, let bytes = sqlite3_column_blob(select, 0) else { return nil }
                return Data(bytes: bytes, count: Int(sqlite3_column_bytes(select, 0)))
            },
            write: write)
        sqlite3_finalize(select)
        sqlite3_finalize(upsert)
        sqlite3_close(database)
        return "\(result.read) \(result.write)"
    }

    // MARK: Timelines

    /// A simulated day of instances with 50 entries ten minutes apart: time per shown entry with the
    /// scheduler's heap against scanning every instance for the next event.
    static func schedulerRows(into table: inout Table) {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let day = start.addingTimeInterval(86_400)
        func dates(_ index: Int) -> [Date] {
            (0..<50).map { start.addingTimeInterval(Double(index % 600) + Double($0) * 600 + 1) }
        }
        var perEvent: [Int: (heap: Double, scan: Double)] = [:]
        for count in [100, 1_000, 10_000] {
            // The scheduler.
            var scheduler = TimelineScheduler(policy: RefreshPolicy(unlimited: true))
            let ids = (0..<count).map { InstanceID("w\($0)") }
            for (index, id) in ids.enumerated() {
                _ = scheduler.add(id, now: start)
                _ = scheduler.timelineArrived(id, entryDates: dates(index), policy: .never, now: start)
            }
            var events = 0
            var clock = ContinuousClock.now
            while let next = scheduler.nextDeadline(), next < day {
                events += scheduler.advance(to: next).count
            }
            let heap = seconds(ContinuousClock.now - clock) / Double(max(events, 1))

            // The naive way: every event, scan all instances for the earliest next entry.
            let timelines = (0..<count).map(dates)
            var next = [Int](repeating: 1, count: count)
            var shown = [Int](repeating: 0, count: count)
            var scanned = 0
            clock = ContinuousClock.now
            while true {
                var earliest: (index: Int, date: Date)?
                for index in 0..<count where next[index] < 50 {
                    let date = timelines[index][next[index]]
                    if earliest == nil || date < earliest!.date { earliest = (index, date) }
                }
                guard let (index, date) = earliest, date < day else { break }
                shown[index] = next[index]
                next[index] += 1
                scanned += 1
            }
            let scan = seconds(ContinuousClock.now - clock) / Double(max(scanned, 1))
            perEvent[count] = (heap, scan)
            guard events == scanned else { fail("the scheduler showed \(events) entries and the scan \(scanned)") }
        }
        for count in [100, 1_000, 10_000] {
            let (heap, scan) = perEvent[count]!
            let flat = count == 10_000 ? " (\(String(format: "%.1fx", heap / perEvent[100]!.heap)) the cost at 100)" : ""
            table.add([
                "scheduler, \(count) instances x 50 entries, per event: heap vs scanning all\(flat)",
                String(format: "%.2f µs", scan * 1e6), String(format: "%.2f µs", heap * 1e6), String(format: "%.3fx", heap / scan),
                count == 10_000 ? verdict(scan / heap >= 50, "50x faster") : "",
            ])
        }
    }

    /// An app's 1,000 reloads, each waiting for the new entry, then 1,000 taps on the Timer's button;
    /// prints the p50 and p99 of each in seconds.
    static func childReloadClient(home: URL) throws -> String {
        let home = try RuntimeHome(root: home)
        guard let client = try ControlClient.connect(to: home) else { fail("no runtime at \(home.root.path)") }
        defer { client.close() }
        func percentiles(_ request: ControlRequest) throws -> String {
            var times: [Double] = []
            for _ in 0..<1_000 {
                let start = ContinuousClock.now
                _ = try client.send(request)
                times.append(seconds(ContinuousClock.now - start))
            }
            times.sort()
            return "\(times[times.count / 2]) \(times[times.count * 99 / 100])"
        }
        // The floor: a request the control socket answers without asking the host.
        return try percentiles(.page) + " " + percentiles(.reload(kind: "Counter", foreground: false, wait: true)) + " "
            + percentiles(.tap(InstanceID("timer-1"), target: "button-1"))
    }

    /// Tap round trips of the Timer (`timer-1`'s button) while another connection keeps asking the
    /// `Huge` kind (44 MB timelines) to reload as an app in the foreground may: "p50 p99" in seconds.
    static func childNeighbourClient(home: URL) throws -> String {
        let home = try RuntimeHome(root: home)
        guard let client = try ControlClient.connect(to: home), let neighbour = try ControlClient.connect(to: home) else {
            fail("no runtime at \(home.root.path)")
        }
        defer { client.close() }
        let reloading = Task.detached {
            while !Task.isCancelled { _ = try? neighbour.send(.reload(kind: "Huge", foreground: true, wait: true)) }
            neighbour.close()
        }
        var times: [Double] = []
        for _ in 0..<300 {
            let start = ContinuousClock.now
            _ = try client.send(.tap(InstanceID("timer-1"), target: "button-1"))
            times.append(seconds(ContinuousClock.now - start))
        }
        reloading.cancel()
        times.sort()
        return "\(times[times.count / 2]) \(times[times.count * 99 / 100])"
    }

    /// CPU used by `widgets run` with the example widgets over a minute.
    static func idleRow(into table: inout Table) throws {
        let seconds = Double(ProcessInfo.processInfo.environment["WIDGETS_BENCH_IDLE_SECONDS"] ?? "") ?? 60
        let home = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let plugins = build.appending(path: "../../../Plugins").standardizedFileURL.path
        try Data(#"{"plugins": ["\#(plugins)"], "instances": [{"kind": "Counter"}, {"kind": "Clock", "family": "medium"}]}"#.utf8)
            .write(to: home.appending(path: "runtime.json"))
        let used = try processTime(build.appending(path: "widgets").path, ["run", "--for", "\(seconds)", "--log", "json", "--home", home.path])
        let share = used / seconds
        table.add([
            "widgets run idle with the examples, CPU over \(Int(seconds)) s (share of a core)", "",
            String(format: "%.3f%%", share * 100), "", verdict(share < 0.01, "< 1%"),
        ])
    }

    // MARK: Measuring

    /// The checkout's C fixture bundle (`Tests/Fixtures/CBundles/hello_bundle.c`) compiled with these
    /// defines; false when there is no C compiler.
    static func compileCBundle(to library: URL, defines: [String] = []) -> Bool {
        let checkout = build.appending(path: "../../..").standardizedFileURL
        return (try? run("/usr/bin/env", ["cc", "-shared", "-fPIC", "-O2", "-D_GNU_SOURCE"] + defines.map { "-D\($0)" } + [
            "-I", checkout.appending(path: "Packages/WidgetSDK/Sources/WidgetABI/include").path,
            "-o", library.path, checkout.appending(path: "Tests/Fixtures/CBundles/hello_bundle.c").path,
        ])) != nil
    }

    static func child(_ mode: String, _ arguments: String...) throws -> Double {
        let result = try run(CommandLine.arguments[0], [mode] + arguments)
        guard let value = Double(result.trimmingCharacters(in: .whitespacesAndNewlines)) else { fail("\(mode) printed '\(result)'") }
        return value
    }

    /// User plus system CPU time of one run of a command.
    static func processTime(_ path: String, _ arguments: [String]) throws -> Double {
        var before = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &before)
        _ = try run(path, arguments)
        var after = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &after)
        func total(_ usage: rusage) -> Double {
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return total(after) - total(before)
    }

    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let merged = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let finished = try ChildProcess.run([path] + arguments, environment: merged)
        // What it said on its standard error is passed on, as it would have reached the terminal.
        FileHandle.standardError.write(Data(finished.error))
        guard finished.status == 0 else { fail("\(path) \(arguments.joined(separator: " ")) exited \(finished.status)") }
        return finished.outputText
    }

    /// One warm-up run, then the median of ``repetitions``.
    static func median(_ measure: () throws -> Double) throws -> Double {
        _ = try measure()
        let values = try (0..<repetitions).map { _ in try measure() }.sorted()
        return values[values.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

    static func verdict(_ met: Bool, _ target: String) -> String { "\(target) \(met ? "met" : "MISSED")" }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("widgets-bench: \(message)\n".utf8))
        exit(1)
    }
}

/// A plain text table with aligned columns.
struct Table {
    let columns: [String]
    var rows: [[String]] = []

    init(columns: [String]) { self.columns = columns }

    mutating func add(_ row: [String]) {
        rows.append(row)
        // Progress while the table fills: the whole table is printed at the end.
        FileHandle.standardError.write(Data("measured: \(row.joined(separator: " | "))\n".utf8))
    }

    var rendered: String {
        let all = [columns] + rows
        let widths = columns.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            zip(row, widths).enumerated().map { index, cell in
                index == 0 ? cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: cell.1 - cell.0.count) + cell.0
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
