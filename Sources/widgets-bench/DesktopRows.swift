import CStartupMemory
import Foundation
import Spawning
import WidgetHome
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// The desktop surface on an X server of its own (Xvfb): what it costs when nothing changes, its
/// memory, how soon a click shows, and the whole setup against Conky, the tool people use for this
/// today, when Conky is installed.
extension Benchmark {
    static func desktopRows(into table: inout Table, idleSeconds: Double = 60) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            FileHandle.standardError.write(Data("widgets-bench: no Xvfb (apt-get install xvfb): the desktop rows are left out\n".utf8))
            return
        }
        hotCodeRow(into: &table)
        let display = try XvfbDisplay()
        defer { display.stop() }
        let plugins = build.appending(path: "../../../Plugins").standardizedFileURL.path

        // Eight widgets, idle: what the runtime, its workers and the surface take when nothing changes.
        let eight = [
            ("Counter", "small"), ("Counter", "medium"), ("Clock", "small"), ("Clock", "medium"), ("Timer", "small"),
            ("Tally", "small"), ("SystemLoad", "small"), ("Gallery", "medium"),
        ].map { #"{"kind": "\#($0.0)", "family": "\#($0.1)"}"# }.joined(separator: ", ")
        let fleet = try DesktopSetup(plugins: plugins, instances: "[\(eight)]", display: display)
        defer { fleet.stop() }
        fleet.waitForDraws(8)
        fleet.waitForStartUp()
        let drawsBefore = fleet.draws
        let idle = fleet.usage(over: idleSeconds)
        let redraws = fleet.draws - drawsBefore
        table.add([
            "desktop, 8 widgets idle for \(Int(idleSeconds)) s: CPU of runtime + workers + surface (paintings)", "",
            String(format: "%.4f%% of a core (%d)", idle.cpu * 100, redraws), "", verdict(idle.cpu <= 0.002, "<= 0.2%"),
        ])
        table.add([
            "desktop, 8 widgets idle: wake-ups a minute of runtime + workers + surface (\(idle.wakeUpsByProgram))", "",
            String(format: "%.0f", idle.wakeUpsPerMinute), "", "",
        ])
        table.add(["desktop, 8 widgets: memory of the surface process (PSS)", "", megabytes(memory(of: fleet.surface.pid).pss), "", ""])
        fleet.stop()

        // A click on the Counter's button to its new count painted, as the surface reports it: the
        // button pressed, then the clock started as the release goes to the X server (XTest).
        let counter = try DesktopSetup(plugins: plugins, instances: #"[{"kind": "Counter", "family": "small"}]"#, display: display)
        defer { counter.stop() }
        counter.waitForDraws(1)
        let button = try counter.buttonCenter()
        let pointer = try XTestPointer(display: display.name)
        var times: [Double] = []
        for _ in 0..<50 {
            pointer.move(to: button)
            pointer.button(pressed: true)
            // The pressed state is painted over the picture, which is not painted again for it.
            usleep(20_000)
            let before = counter.draws
            let start = ContinuousClock.now
            pointer.button(pressed: false)
            guard counter.waitForDraws(before + 1, seconds: 5) else { fail("the Counter was not painted again after a click") }
            times.append(seconds(ContinuousClock.now - start))
        }
        times.sort()
        let p50 = times[times.count / 2], p99 = times[times.count * 99 / 100]
        table.add([
            "desktop: click (release) on the Counter's button to its new count painted, p50 / p99 of 50", "",
            String(format: "%.1f / %.1f ms", p50 * 1000, p99 * 1000), "", verdict(p99 <= 0.05, "p99 <= 50 ms"),
        ])
        counter.stop()

        // Against Conky: load averages every 5 s, its way and ours (SystemLoad refreshes every 5 s).
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/conky") else {
            FileHandle.standardError.write(Data("widgets-bench: no Conky (apt-get install conky-std): its row is left out\n".utf8))
            return
        }
        // Both run at once, each measured over the same minute: the machine's moods (another VM on
        // the host, caches, the clock's speed) move both readings alike, where a minute of each in
        // turn read Conky anywhere between 0.006% and 0.035% of a core.
        let conky = try ConkyLoad(display: display)
        defer { conky.stop() }
        // Memory is read with each alone: both map the same X and font libraries, whose pages PSS
        // shares out among the processes that map them. Conky's after two of its updates.
        sleep(10)
        let conkyMemory = memory(of: conky.process.pid).pss
        // The floor: the runtime's three processes written by hand in C (Benchmarks/DesktopFloor), the
        // window drawing SystemLoad's picture with GTK, Pango and cairo, measured in the same minute
        // (started once Conky's memory is read, and stopped before ours is).
        let floor = try FloorLoad(display: display)
        defer { floor?.stop() }
        // A plugins folder with SystemLoad alone, as a home with that one widget would have.
        let alone = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-plugins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: alone) }
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: plugins + "/SystemLoad", toPath: alone.appending(path: "SystemLoad").path)
        // Refreshed every 5 s, as Conky's: the runtime lets a widget refresh that often when told to.
        let load = try DesktopSetup(
            plugins: alone.path, instances: #"[{"kind": "SystemLoad", "family": "small"}]"#, display: display, refresh: #"{"minimumInterval": 5}"#)
        defer { load.stop() }
        load.waitForDraws(1)
        load.waitForStartUp()
        let paintedBefore = load.draws
        let measured = Usage.measure([[conky.process.pid], load.processes, floor?.processes ?? []], over: idleSeconds)
        let (conkyUse, loadUse) = (measured[0], measured[1])
        let (conkyCPU, loadCPU) = (conkyUse.cpu, loadUse.cpu)
        let floorCPU = floor == nil ? nil : measured[2].cpu
        let paintings = load.draws - paintedBefore
        conky.stop()
        floor?.stop()
        let loadMemory = load.pss
        table.add([
            "load averages every 5 s on the desktop: Conky vs runtime + worker + surface (SystemLoad, \(paintings) paintings), CPU",
            String(format: "%.4f%%", conkyCPU * 100), String(format: "%.4f%%", loadCPU * 100),
            String(format: "%.1fx", loadCPU / max(conkyCPU, 0.000_01)), verdict(loadCPU <= 2 * max(conkyCPU, 0.000_01), "<= 2x"),
        ])
        if let floorCPU {
            table.add([
                "load averages every 5 s on the desktop: Conky vs the same three processes hand-written in C (timer, worker, GTK window), CPU",
                String(format: "%.4f%%", conkyCPU * 100), String(format: "%.4f%%", floorCPU * 100),
                String(format: "%.1fx", floorCPU / max(conkyCPU, 0.000_01)), "",
            ])
            table.add([
                "load averages every 5 s on the desktop: the three processes in C vs runtime + worker + surface, CPU",
                String(format: "%.4f%%", floorCPU * 100), String(format: "%.4f%%", loadCPU * 100),
                String(format: "%.1fx", loadCPU / max(floorCPU, 0.000_01)), "",
            ])
        }
        table.add([
            "load averages every 5 s on the desktop: Conky vs runtime + worker + surface (SystemLoad), memory (PSS)",
            megabytes(conkyMemory), megabytes(loadMemory), String(format: "%.1fx", loadMemory / conkyMemory),
            verdict(loadMemory <= 4 * conkyMemory, "<= 4x"),
        ])
        table.add([
            "load averages every 5 s on the desktop: Conky vs runtime + worker + surface (\(loadUse.wakeUpsByProgram)), wake-ups a minute",
            String(format: "%.0f", conkyUse.wakeUpsPerMinute), String(format: "%.0f", loadUse.wakeUpsPerMinute),
            String(format: "%.1fx", loadUse.wakeUpsPerMinute / max(conkyUse.wakeUpsPerMinute, 1)),
            verdict(loadUse.wakeUpsPerMinute <= conkyUse.wakeUpsPerMinute, "<= 1x"),
        ])
    }

    /// How many of the functions `Linking/hot-code.order` lays out together the desktop's programs
    /// still have: one renamed or removed since the file was recorded falls out of the block (the
    /// linker passes over a name it does not find), and the refreshes the rows below measure then run
    /// code spread over more pages, each mapped 64 KB at a time. Left out without `nm` (binutils).
    static func hotCodeRow(into table: inout Table) {
        let order = build.appending(path: "../../../Linking/hot-code.order").standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"), let text = try? String(contentsOf: order, encoding: .utf8) else { return }
        let listed = Set(text.split(separator: "\n").filter { $0.hasPrefix(".text.") }.map { String($0.dropFirst(".text.".count)) })
        var defined = Set<String>()
        for program in ["widgets", "widgets-desktop", "widgets-worker"] {
            let arguments = ["/usr/bin/nm", "--defined-only", "--format=just-symbols", build.appending(path: program).path]
            guard let nm = try? ChildProcess.run(arguments) else { return }
            nm.outputText.split(separator: "\n").forEach { defined.insert(String($0)) }
        }
        let found = listed.filter(defined.contains).count
        table.add([
            "desktop: functions of Linking/hot-code.order in the release programs (else: Linking/record-hot-code.sh)", "",
            "\(found) of \(listed.count)", "", verdict(found == listed.count, "all"),
        ])
    }

    /// A process and all its descendants.
    static func processTree(of pid: pid_t) -> [pid_t] {
        [pid] + childProcesses(of: pid).flatMap(processTree)
    }

    /// Times a process's threads were switched to since they started (voluntary and not): each is a
    /// wake-up of a thread, the cost a process that sleeps between its updates pays per update.
    static func contextSwitches(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let counts = text.split(separator: "\n").filter { $0.hasPrefix("voluntary_ctxt_switches:") || $0.hasPrefix("nonvoluntary_ctxt_switches:") }
            return total + counts.compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
        }
    }

    /// CPU time a process's threads have used, in seconds, to the nanosecond (`/proc/PID/task/*/schedstat`;
    /// `stat`'s clock ticks of 10 ms are too coarse for a process that wakes every few seconds).
    static func cpuSeconds(of pid: pid_t) -> Double {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return total + (text.split(separator: " ").first.flatMap { Double($0) } ?? 0) / 1e9
        }
    }
}

/// The X server's pointer, moved and pressed through the XTest extension (libXtst, opened at run
/// time: the benchmark does not link X).
struct XTestPointer {
    private let display: OpaquePointer
    private let fakeMotion: @convention(c) (OpaquePointer, Int32, Int32, Int32, UInt) -> Int32
    private let fakeButton: @convention(c) (OpaquePointer, UInt32, Int32, UInt) -> Int32
    private let flush: @convention(c) (OpaquePointer) -> Int32

    init(display name: String) throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW), let xtst = dlopen("libXtst.so.6", RTLD_NOW),
            let open = dlsym(x11, "XOpenDisplay"), let flush = dlsym(x11, "XFlush"),
            let motion = dlsym(xtst, "XTestFakeMotionEvent"), let button = dlsym(xtst, "XTestFakeButtonEvent")
        else { Benchmark.fail("libX11 and libXtst are needed for the click row (apt-get install libxtst6)") }
        let openDisplay = unsafeBitCast(open, to: (@convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?).self)
        guard let display = name.withCString({ openDisplay($0) }) else { Benchmark.fail("cannot open the X display \(name)") }
        self.display = display
        self.flush = unsafeBitCast(flush, to: (@convention(c) (OpaquePointer) -> Int32).self)
        fakeMotion = unsafeBitCast(motion, to: (@convention(c) (OpaquePointer, Int32, Int32, Int32, UInt) -> Int32).self)
        fakeButton = unsafeBitCast(button, to: (@convention(c) (OpaquePointer, UInt32, Int32, UInt) -> Int32).self)
    }

    func move(to point: (x: Int, y: Int)) {
        _ = fakeMotion(display, -1, Int32(point.x), Int32(point.y), 0)
        _ = flush(display)
    }

    func button(pressed: Bool) {
        _ = fakeButton(display, 1, pressed ? 1 : 0, 0)
        _ = flush(display)
    }
}

/// Xvfb on a display number of its own.
struct XvfbDisplay {
    let name: String
    let process: ChildProcess

    init() throws {
        let number = Int.random(in: 100...60_000)
        name = ":\(number)"
        process = try ChildProcess.start(
            ["/usr/bin/Xvfb", name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"], output: .discarded, error: .discarded)
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(10_000) }
    }

    /// Killed, then what it cannot remove itself (its lock file and socket in /tmp) removed.
    func stop() {
        process.signal(SIGKILL)
        _ = process.status()
        let number = name.dropFirst()
        for file in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] { try? FileManager.default.removeItem(atPath: file) }
    }
}

/// `widgets run` for a home of these instances, and `widgets-desktop` beside it, which reports each
/// painting on its standard output: a file, read when the count is wanted (a pipe read as the lines
/// come would wake the benchmark at each painting, and its thread would take the core from the
/// surface, a wake-up counted against the surface).
final class DesktopSetup: @unchecked Sendable {
    let home: URL
    let runtime: ChildProcess
    let surface: ChildProcess
    private let reports: URL

    /// `refresh`: runtime.json's refresh policy (JSON), if not the default.
    init(plugins: String, instances: String, display: XvfbDisplay, refresh: String? = nil) throws {
        home = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appending(path: "state"), withIntermediateDirectories: true)
        let policy = refresh.map { #", "refresh": \#($0)"# } ?? ""
        try Data(#"{"plugins": ["\#(plugins)"], "instances": \#(instances)\#(policy)}"#.utf8).write(to: home.appending(path: "runtime.json"))
        runtime = try ChildProcess.start(
            [Benchmark.build.appending(path: "widgets").path, "run", "--log", "json", "--home", home.path], output: .discarded, error: .discarded)
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: home.appending(path: "state/control.sock").path) { usleep(10_000) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        environment["WAYLAND_DISPLAY"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        reports = home.appending(path: "draws.txt")
        let output = open(reports.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { close(output) }
        surface = try ChildProcess.start(
            [Benchmark.build.appending(path: "widgets-desktop").path, "--home", home.path, "--report-draws"], environment: environment,
            output: .descriptor(output), error: .discarded)
    }

    /// Paintings so far.
    var draws: Int {
        let text = (try? Data(contentsOf: reports)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("drew ") }.count
    }

    /// Waits until `count` paintings were reported; false after `seconds`.
    @discardableResult
    func waitForDraws(_ count: Int, seconds: Double = 30) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while draws < count {
            if ContinuousClock.now > deadline { return false }
            usleep(500)
        }
        return true
    }

    /// Waits, once every widget is painted, until starting is over: the runtime and the surface give
    /// back their start-up memory a second time ``STARTUP_MEMORY_SETTLING_SECONDS`` after, and the
    /// refreshes after that read back the pages they use (start-up's cost, once, not idle's).
    func waitForStartUp() {
        sleep(UInt32(STARTUP_MEMORY_SETTLING_SECONDS) + 10)
    }

    /// The runtime, its workers (and their inits) and the surface.
    var processes: [pid_t] { Benchmark.processTree(of: runtime.pid) + [surface.pid] }

    /// What the runtime, its workers and the surface use over a while.
    func usage(over seconds: Double) -> Usage { Usage(of: processes, over: seconds) }

    /// The PSS of the runtime, its workers and the surface.
    var pss: Double { processes.map { Benchmark.memory(of: $0).pss }.reduce(0, +) }

    /// The middle of the Counter's button on the screen, from its layout (the first widget sits at 20, 20).
    func buttonCenter() throws -> (x: Int, y: Int) {
        let layout = try JSON(parsing: try Benchmark.run(Benchmark.build.appending(path: "widgets").path, ["snapshot", "Counter", "--format", "layout", "--home", home.path]))
        guard case .array(let frames)? = layout["frames"], let button = frames.first(where: { $0["type"] == .string("control") }),
            case .number(let x)? = button["x"], case .number(let y)? = button["y"],
            case .number(let width)? = button["width"], case .number(let height)? = button["height"]
        else { Benchmark.fail("the Counter has no button in its layout") }
        return (20 + Int(x + width / 2), 20 + Int(y + height / 2))
    }

    func stop() {
        surface.signal(SIGTERM)
        _ = surface.status()
        runtime.signal(SIGINT)
        _ = runtime.status()
        try? FileManager.default.removeItem(at: home)
    }
}

/// Conky drawing the load averages every 5 s in a window of its own.
struct ConkyLoad {
    let process: ChildProcess
    let configuration: URL

    init(display: XvfbDisplay) throws {
        configuration = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-conky-\(UUID().uuidString).conf")
        try Data("""
            conky.config = { update_interval = 5, own_window = true, own_window_type = 'desktop', double_buffer = true,
                out_to_x = true, out_to_console = false, use_xft = true, font = 'DejaVu Sans:size=10', alignment = 'bottom_right' }
            conky.text = [[Load ${loadavg 1} ${loadavg 2} ${loadavg 3}]]
            """.utf8).write(to: configuration)
        process = try ChildProcess.start(
            ["/usr/bin/conky", "-c", configuration.path],
            environment: ["DISPLAY": display.name, "HOME": FileManager.default.temporaryDirectory.path, "PATH": "/usr/bin:/bin"],
            output: .discarded, error: .discarded)
    }

    func stop() {
        process.signal(SIGKILL)
        _ = process.status()
        try? FileManager.default.removeItem(at: configuration)
    }
}

/// `widgets-bench-floor` (Benchmarks/DesktopFloor): the runtime's shape, a timer's process, a worker's
/// and a GTK window's, written by hand in C, drawing SystemLoad's picture every 5 s.
struct FloorLoad {
    let process: ChildProcess

    /// Nil, said on standard error, when `widgets-bench-floor` was not built beside the benchmark.
    init?(display: XvfbDisplay) throws {
        let program = Benchmark.build.appending(path: "widgets-bench-floor")
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            FileHandle.standardError.write(Data("widgets-bench: no \(program.path) (swift build -c release builds it): the floor's rows are left out\n".utf8))
            return nil
        }
        process = try ChildProcess.start(
            [program.path], environment: ["DISPLAY": display.name, "HOME": FileManager.default.temporaryDirectory.path, "PATH": "/usr/bin:/bin"],
            output: .discarded, error: .discarded)
    }

    /// The timer's process and the two it started.
    var processes: [pid_t] { Benchmark.processTree(of: process.pid) }

    /// Killed; the worker's and the window's processes die with it.
    func stop() {
        process.signal(SIGKILL)
        _ = process.status()
    }
}

/// The CPU and the wake-ups of a set of processes over a while, in all and by program.
struct Usage {
    /// The share of one core.
    var cpu: Double
    var wakeUpsPerMinute: Double
    /// Wake-ups a minute by program name, as "widgets 12, widgets-desktop 3".
    var wakeUpsByProgram: String
}

extension Usage {
    /// Measures the processes `pids` over `seconds`.
    init(of pids: [pid_t], over seconds: Double) { self = Self.measure([pids], over: seconds)[0] }

    /// Measures each group of processes over the same `seconds`, with the kernel's counters
    /// (``ThreadCounters``), or, where it allows none, from their threads' totals in `/proc` (a
    /// thread that ends meanwhile then counts for nothing).
    static func measure(_ groups: [[pid_t]], over seconds: Double) -> [Usage] {
        let counts = groups.map(Count.init(of:))
        usleep(UInt32(seconds * 1_000_000))
        return counts.map { $0.usage(over: seconds) }
    }

    /// A group's counters, from when it was made.
    private struct Count {
        let pids: [pid_t]
        let names: [String]
        let counters: [ThreadCounters?]
        let before: [(switches: Int, cpu: Double)]

        init(of pids: [pid_t]) {
            self.pids = pids
            names = pids.map { pid in
                ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let counters = pids.map(ThreadCounters.init(pid:))
            self.counters = counters
            // Read from /proc only where the kernel gave no counters.
            before = zip(pids, counters).map { pid, counter in counter == nil ? Self.totals(of: pid) : (switches: 0, cpu: 0) }
        }

        private static func totals(of pid: pid_t) -> (switches: Int, cpu: Double) {
            (Benchmark.contextSwitches(of: pid), Benchmark.cpuSeconds(of: pid))
        }

        func usage(over seconds: Double) -> Usage {
            let counted: [(switches: Int, cpu: Double)] = pids.indices.map { index in
                if let counter = counters[index] { return counter.read() }
                let after = Self.totals(of: pids[index])
                return (max(0, after.switches - before[index].switches), max(0, after.cpu - before[index].cpu))
            }
            var byProgram: [String: Double] = [:]
            for index in pids.indices {
                byProgram[names[index], default: 0] += Double(counted[index].switches) * 60 / seconds
            }
            return Usage(
                cpu: counted.map(\.cpu).reduce(0, +) / seconds, wakeUpsPerMinute: byProgram.values.reduce(0, +),
                wakeUpsByProgram: byProgram.sorted { $0.key < $1.key }.map { String(format: "%@ %.0f", $0.key, $0.value) }.joined(separator: ", "))
        }
    }
}
