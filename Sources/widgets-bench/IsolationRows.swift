import Foundation
import Logging
import Synchronization
import WidgetRuntime
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// What running each bundle in its own worker costs, against running it in process, in one run.
extension Benchmark {
    static func isolationRows(into table: inout Table) async throws {
        // Reload and tap round trips, in process and in workers.
        let inProcess = try await roundTrips(isolation: "inProcess")
        let worker = try await roundTrips(isolation: "worker")
        let floor = worker.floor
        table.add([
            "control socket: a bare request and its answer (the floor every round trip pays), p50 / p99 of 1,000", "",
            String(format: "%.3f / %.3f ms", floor.p50 * 1000, floor.p99 * 1000), "", "",
        ])
        /// A reload round trip's row: its p50 and p99, against the floor's p99.
        func reloadRow(_ scenario: String, _ reload: Percentiles) -> [String] {
            [
                scenario, String(format: "%.3f ms", floor.p99 * 1000), String(format: "%.2f / %.2f ms", reload.p50 * 1000, reload.p99 * 1000),
                String(format: "%.2fx", reload.p99 / floor.p99), verdict(reload.p99 <= 10 * floor.p99, "<= 10x"),
            ]
        }
        table.add(reloadRow(
            "reload round trip in process (an app's reload, the timeline asked, its entry shown), p50 / p99, vs the floor's p99",
            inProcess.reload))
        table.add(reloadRow("reload round trip in a worker, p50 / p99, vs the floor's p99", worker.reload))
        table.add([
            "reload round trip in a worker vs in process, p99",
            String(format: "%.2f ms", inProcess.reload.p99 * 1000), String(format: "%.2f ms", worker.reload.p99 * 1000),
            String(format: "%.2fx", worker.reload.p99 / inProcess.reload.p99),
            verdict(worker.reload.p99 <= 1.2 * inProcess.reload.p99, "<= 1.2x"),
        ])
        table.add([
            "tap round trip in a worker (intent performed, new entry shown), p50 / p99, vs in process p99",
            String(format: "%.2f ms", inProcess.tap.p99 * 1000),
            String(format: "%.2f / %.2f ms", worker.tap.p50 * 1000, worker.tap.p99 * 1000),
            String(format: "%.2fx", worker.tap.p99 / inProcess.tap.p99),
            verdict(worker.tap.p50 <= 2 * worker.reload.p50, "p50 <= 2x reload"),
        ])

        // A neighbour's huge timelines: the Timer's taps while another bundle's 44 MB timelines are
        // asked for without a pause, against the same taps alone.
        if let besideHuge = try await tapsBesideHugeTimelines() {
            table.add([
                "tap round trip in a worker beside a neighbour reloading 44 MB timelines, p50 / p99, vs alone p99",
                String(format: "%.2f ms", worker.tap.p99 * 1000),
                String(format: "%.2f / %.2f ms", besideHuge.p50 * 1000, besideHuge.p99 * 1000),
                String(format: "%.2fx", besideHuge.p99 / worker.tap.p99), verdict(besideHuge.p99 <= 3 * worker.tap.p99, "<= 3x"),
            ])
        } else {
            print("(no C compiler: the huge neighbour's row is left out)")
        }

        // Starting one bundle: a fresh worker's start and describe, against loading it in process.
        let plugin = build.appending(path: "libClockWidget.so")
        let one = try makeBundles(copying: plugin, count: 1)
        defer { try? FileManager.default.removeItem(at: one) }
        let startInProcess = try median { try child("child-load", one.path, "--cold", "--isolation", "inProcess") }
        let startWorker = try median { try child("child-load", one.path, "--cold", "--isolation", "worker") }
        table.add([
            "worker start + describe, 1 bundle, nothing cached, vs loading it in process", milliseconds(startInProcess),
            milliseconds(startWorker), String(format: "%.2fx", startWorker / startInProcess), verdict(startWorker <= 0.020, "<= 20 ms"),
        ])
        let startPlain = try median { try child("child-load", one.path, "--cold", "--isolation", "worker-plain") }
        table.add([
            "worker start + describe in its own PID namespace, vs without", milliseconds(startPlain),
            milliseconds(startWorker), String(format: "%.2fx", startWorker / startPlain), verdict(startWorker <= 1.3 * startPlain, "<= 1.3x"),
        ])

        // A fleet of 100 bundles with a widget each: start until every widget shows, and memory.
        let fleet = try makeBundles(copying: plugin, count: 100)
        defer { try? FileManager.default.removeItem(at: fleet) }
        let fleetInProcess = try fleetRun(fleet, isolation: "inProcess")
        let fleetWorkers = try fleetRun(fleet, isolation: "worker")
        table.add([
            "100 bundles, start until all 100 widgets show: workers vs in process", milliseconds(fleetInProcess.start),
            milliseconds(fleetWorkers.start), String(format: "%.2fx", fleetWorkers.start / fleetInProcess.start), "",
        ])
        table.add([
            "100 bundles, total memory (PSS of runtime + workers): workers vs in process", megabytes(fleetInProcess.total),
            megabytes(fleetWorkers.total), String(format: "%.2fx", fleetWorkers.total / fleetInProcess.total), "",
        ])
        table.add([
            "private memory per idle worker (RSS \(megabytes(fleetWorkers.workerRSS))) vs in process per bundle",
            megabytes(fleetInProcess.perBundle), megabytes(fleetWorkers.workerPrivate),
            String(format: "%.2fx", fleetWorkers.workerPrivate / max(fleetInProcess.perBundle, 1)),
            verdict(fleetWorkers.workerPrivate <= 6 * 1_048_576, "<= 6 MB"),
        ])

        // A worker killed: until its widget shows a fresh entry, less the restart wait.
        let recovery = try await crashRecovery()
        table.add([
            "worker crash to the widget's fresh entry, less the restart wait, median of 20, vs in process reload p50",
            String(format: "%.2f ms", inProcess.reload.p50 * 1000), milliseconds(recovery),
            String(format: "%.2fx", recovery / inProcess.reload.p50), verdict(recovery <= 0.050, "<= 50 ms"),
        ])
    }

    struct Percentiles {
        var p50: Double
        var p99: Double
    }

    /// A new home with copies of the Counter and Timer examples and these instances (runtime.json's
    /// JSON objects); the caller removes it.
    static func counterAndTimerHome(isolation: String, instances: [String]) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        for name in ["Counter", "Timer"] {
            let bundle = home.appending(path: "plugins/\(name).widgetbundle")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: build.appending(path: "lib\(name)Widget.so"), to: bundle.appending(path: "lib\(name)Widget.so"))
            try FileManager.default.copyItem(
                at: build.appending(path: "../../../Plugins/\(name)/Info.json").standardizedFileURL, to: bundle.appending(path: "Info.json"))
        }
        try Data(#"{"plugins": ["plugins"], "isolation": "\#(isolation)", "instances": [\#(instances.joined(separator: ", "))]}"#.utf8)
            .write(to: home.appending(path: "runtime.json"))
        return home
    }

    /// The floor (a bare request), reload and tap round trips through a runtime's control socket, bundles run as `isolation` says.
    static func roundTrips(isolation: String) async throws -> (floor: Percentiles, reload: Percentiles, tap: Percentiles) {
        let home = try counterAndTimerHome(isolation: isolation, instances: [#"{"kind": "Counter"}"#, #"{"kind": "Timer"}"#])
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await served(home, client: "child-reload-client")
        let parts = result.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard parts.count == 6 else { fail("the reload client printed '\(result)'") }
        return (
            Percentiles(p50: parts[0], p99: parts[1]), Percentiles(p50: parts[2], p99: parts[3]), Percentiles(p50: parts[4], p99: parts[5])
        )
    }

    /// The Timer's tap round trips in workers while the `Huge` C bundle's 44 MB timelines are reloaded
    /// without a pause (``childNeighbourClient(home:)``); nil without a C compiler.
    static func tapsBesideHugeTimelines() async throws -> Percentiles? {
        let home = try counterAndTimerHome(isolation: "worker", instances: [#"{"kind": "Timer"}"#, #"{"kind": "Huge"}"#])
        defer { try? FileManager.default.removeItem(at: home) }
        let huge = home.appending(path: "plugins/Huge.widgetbundle")
        try FileManager.default.createDirectory(at: huge, withIntermediateDirectories: true)
        guard compileCBundle(to: huge.appending(path: "libhuge.so"), defines: ["HUGE_TIMELINE", #"KIND="Huge""#]) else { return nil }
        try Data(#"{"identifier": "org.hostile.huge", "name": "Huge", "version": "1.0.0", "abiVersion": 1, "library": "libhuge.so"}"#.utf8)
            .write(to: huge.appending(path: "Info.json"))
        let result = try await served(home, client: "child-neighbour-client")
        let parts = result.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard parts.count == 2 else { fail("the neighbour client printed '\(result)'") }
        return Percentiles(p50: parts[0], p99: parts[1])
    }

    /// What a client (this program in the child mode `mode`) prints, run against a host serving
    /// `home` on its control socket.
    static func served(_ home: URL, client mode: String) async throws -> String {
        let (runtimeHome, report, host, logger) = try await makeHost(in: home, logLevel: .warning)
        let server = try ControlServer(home: runtimeHome, host: host, logger: logger)
        let serving = Task { try await server.run() }
        let drain = Task { for await _ in host.events {} }
        let running = Task { await host.run() }
        let result = try await Task.detached { try run(CommandLine.arguments[0], [mode, home.path]) }.value
        await host.stop()
        await running.value
        drain.cancel()
        serving.cancel()
        server.stop()
        report.shutdown()
        return result
    }

    struct Fleet {
        /// Seconds from loading until every widget shows its first entry.
        var start: Double
        /// Bytes of the runtime and its workers (proportional set size).
        var total: Double
        /// In process: the runtime's growth per bundle; in workers: the median worker's private bytes.
        var perBundle: Double
        var workerPrivate: Double
        var workerRSS: Double
    }

    /// Runs `child-fleet` in a fresh process and reads its numbers.
    static func fleetRun(_ work: URL, isolation: String) throws -> Fleet {
        let output = try run(CommandLine.arguments[0], ["child-fleet", work.path, isolation])
        let parts = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard parts.count == 5 else { fail("child-fleet printed '\(output)'") }
        return Fleet(start: parts[0], total: parts[1], perBundle: parts[2], workerPrivate: parts[3], workerRSS: parts[4])
    }

    /// A runtime with a widget of each bundle in `work`: prints the start time, the total memory, the
    /// runtime's growth per bundle, and the median worker's private memory and RSS.
    static func childFleet(home: URL, isolation: String) async throws -> String {
        let runtimeJSON = home.appending(path: "runtime.json")
        try Data(#"{"plugins": ["plugins"], "isolation": "\#(isolation)"}"#.utf8).write(to: runtimeJSON)
        try? FileManager.default.removeItem(at: home.appending(path: "state"))
        var logger = Logger(label: "widgets-bench")
        logger.logLevel = .warning
        let before = memory(of: getpid()).pss
        let start = ContinuousClock.now
        let runtimeHome = try RuntimeHome(root: home)
        let report = await BundleLoader(home: runtimeHome, logger: logger).load()
        var (list, _) = try InstanceList.load(home: runtimeHome, bundles: report)
        for bundle in report.bundles { _ = try list.add(kind: "\(bundle.identifier)/Clock", family: nil, bundles: report) }
        let ids = list.instances.map(\.id)
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(unlimited: true), logger: logger)
        let drain = Task { for await _ in host.events {} }
        let running = Task { await host.run() }
        while true {
            var shown = 0
            for id in ids where await host.currentEntry(of: id) != nil { shown += 1 }
            if shown == ids.count { break }
            try await Task.sleep(for: .milliseconds(1))
        }
        let started = seconds(ContinuousClock.now - start)
        try await Task.sleep(for: .milliseconds(500))
        // Each worker with the init of its namespace, where it has one.
        let workers = childProcesses().map { child in treeMemory(of: child) }
        let runtime = memory(of: getpid())
        let total = runtime.pss + workers.reduce(0) { $0 + $1.pss }
        let perBundle = (runtime.pss - before) / Double(max(report.bundles.count, 1))
        let privates = workers.map(\.private).sorted()
        let rss = workers.map(\.rss).sorted()
        await host.stop()
        await running.value
        drain.cancel()
        return "\(started) \(total) \(perBundle) \(privates.isEmpty ? 0 : privates[privates.count / 2]) \(rss.isEmpty ? 0 : rss[rss.count / 2])"
    }

    /// Kills the Counter's worker 20 times; each time, the time until the Counter shows a fresh entry,
    /// less the restart wait.
    static func crashRecovery() async throws -> Double {
        let home = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let bundle = home.appending(path: "plugins/Counter.widgetbundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: build.appending(path: "libCounterWidget.so"), to: bundle.appending(path: "libCounterWidget.so"))
        try FileManager.default.copyItem(
            at: build.appending(path: "../../../Plugins/Counter/Info.json").standardizedFileURL, to: bundle.appending(path: "Info.json"))
        let wait = 0.01
        try Data(#"""
            {"plugins": ["plugins"], "instances": [{"kind": "Counter"}],
             "workerRestart": {"firstWait": \#(wait), "longestWait": \#(wait), "crashLimit": 1000}}
            """#.utf8).write(to: home.appending(path: "runtime.json"))
        let (_, report, host, _) = try await makeHost(in: home, logLevel: .critical)
        let shown = ShownCounter()
        let drain = Task { for await event in host.events { if case .shown = event { shown.add() } } }
        let running = Task { await host.run() }
        while shown.count == 0 { try await Task.sleep(for: .milliseconds(1)) }
        var times: [Double] = []
        for _ in 0..<20 {
            try await Task.sleep(for: .milliseconds(50))
            // The worker itself: this process's child, or its namespace's init's.
            let candidates = childProcesses().flatMap { [$0] + childProcesses(of: $0) }
            guard let worker = candidates.last(where: { commandLine(of: $0).contains("com.example.counter") }) else {
                fail("the Counter has no worker")
            }
            let seen = shown.count
            let start = ContinuousClock.now
            kill(worker, SIGKILL)
            while shown.count == seen { try await Task.sleep(for: .microseconds(200)) }
            times.append(seconds(ContinuousClock.now - start) - wait)
        }
        await host.stop()
        await running.value
        drain.cancel()
        report.shutdown()
        return times.sorted()[times.count / 2]
    }

    /// A host for the widgets of a home's runtime.json, without a refresh budget.
    static func makeHost(
        in home: URL, logLevel: Logger.Level
    ) async throws -> (RuntimeHome, LoadReport, WidgetHost, Logger) {
        let runtimeHome = try RuntimeHome(root: home)
        var logger = Logger(label: "widgets-bench")
        logger.logLevel = logLevel
        let report = await BundleLoader(home: runtimeHome, logger: logger).load()
        let (instances, _) = try InstanceList.load(home: runtimeHome, bundles: report)
        return (runtimeHome, report, WidgetHost(report: report, instances: instances, policy: RefreshPolicy(unlimited: true), logger: logger), logger)
    }

    /// A process's children (this one's: the workers, or their namespaces' inits, when nothing else runs).
    static func childProcesses(of pid: pid_t? = nil) -> [pid_t] {
        let folder = pid.map { "/proc/\($0)" } ?? "/proc/self"
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "\(folder)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }

    static func commandLine(of pid: pid_t) -> String {
        (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
    }

    /// The memory of a process and its children, added up.
    static func treeMemory(of pid: pid_t) -> (pss: Double, private: Double, rss: Double) {
        var total: (pss: Double, private: Double, rss: Double) = (0, 0, 0)
        for process in [pid] + childProcesses(of: pid) {
            let one = memory(of: process)
            total = (total.pss + one.pss, total.private + one.private, total.rss + one.rss)
        }
        return total
    }

    /// A process's proportional, private and resident memory, in bytes, from `/proc/PID/smaps_rollup`.
    static func memory(of pid: pid_t) -> (pss: Double, private: Double, rss: Double) {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
        var fields: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: \.isWhitespace)
            if parts.count >= 2, parts[0].hasSuffix(":"), let kilobytes = Double(parts[1]) { fields[String(parts[0].dropLast())] = kilobytes * 1024 }
        }
        return (fields["Pss"] ?? 0, (fields["Private_Clean"] ?? 0) + (fields["Private_Dirty"] ?? 0), fields["Rss"] ?? 0)
    }

    static func megabytes(_ bytes: Double) -> String { String(format: "%.1f MB", bytes / 1_048_576) }
}

/// Counts the entries a host showed, readable from any task.
final class ShownCounter: Sendable {
    private let value = Atomic<Int>(0)
    func add() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}
