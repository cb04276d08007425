import ArgumentParser
import CMalloc
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals
import WidgetLayout
import WidgetRuntime
import WidgetWire

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the widgets: keep every instance's timeline current and show it.",
        discussion: """
            On a terminal the widgets are drawn and redrawn as their entries change; otherwise each event \
            is a log line (--log json for programs). The control API (widgets reload, instances, explain) is \
            served on state/control.sock in the runtime home; with --http, the widgets are also a live web \
            page on loopback, where a click is a tap. Ctrl-C or SIGTERM stops cleanly.
            """)

    @OptionGroup var runtime: RuntimeOptions

    @Option(name: .customLong("for"), help: ArgumentHelp("Stop by itself after this many seconds.", valueName: "seconds"))
    var duration: Double?

    @Flag(help: "Development mode: no refresh budget and no minimum interval, as Xcode runs widgets; a bundle that keeps crashing is started again, never quarantined.")
    var dev = false

    @Option(help: "Log events instead of drawing: text or json.")
    var log: EventLog.Format?

    @Option(help: ArgumentHelp(
        "Also serve the widgets as a live page at http://127.0.0.1:PORT/, where a click is a tap (0: any free port).",
        valueName: "port"))
    var http: Int?

    @Flag(help: "Also show the widgets on the desktop (Wayland or X11), where a click is a tap and a drag moves one.")
    var desktop = false

    @Flag(help: "Give the page a new token: addresses printed before stop working (by default a home keeps its token across runs).")
    var newToken = false

    @Option(help: ArgumentHelp(
        "A widget package to build and install, then rebuild and redraw whenever its files change (use with --dev).",
        valueName: "package"))
    var watch: String?

    func validate() throws {
        if desktop, let problem = DesktopSurface.problem() { throw ValidationError(problem) }
        if watch != nil && runtime.inProcess {
            throw ValidationError("--watch starts each new build in a new worker; it cannot work with --in-process")
        }
    }

    func run() async throws {
        // Large buffers (a whole suite a bundle reads, its frames) go back to the system when freed:
        // glibc would otherwise keep as much as a flooding bundle ever made the runtime hold at once.
        mallopt(M_MMAP_THRESHOLD, 256 << 10)
        // The watched package is built and installed first, so this run loads it.
        var watched: (package: URL, plugins: URL, identifier: String)?
        if let path = watch {
            let package = URL(filePath: path, relativeTo: URL.currentDirectory()).standardizedFileURL
            let home = try runtime.locateHome()
            guard let plugins = home.pluginFolders.first else {
                throw WidgetRuntimeError(.configurationInvalid, at: home.configurationFile.path, "names no plugin folder", fix: "add \"plugins\": [\"plugins\"]")
            }
            let installed = try await PackageWatcher.install(package, into: plugins, quiet: false)
            watched = (package, plugins, try BundleManifest.load(fromBundleAt: installed).0.identifier)
        }
        let watchedIdentifier = watched?.identifier
        let (home, report) = try await runtime.loadBundles { home in
            // While developing, a crashing bundle is started again (after a second or two) however often
            // it crashes: quarantine is for bundles you did not write.
            if dev {
                // Crashes of the watched bundle name the line of the author's source they happened at;
                // the symbolizer runs outside any fence, so never for the home's other bundles.
                if let watchedIdentifier { home.configuration.locatesCrashes = [watchedIdentifier] }
                home.configuration.workerRestart.crashLimit = .max
                home.configuration.workerRestart.longestWait = min(home.configuration.workerRestart.longestWait, 2)
            }
        }
        report.refusals.forEach { warn("refused a bundle: \($0)") }
        var (instances, problems) = try InstanceList.load(home: home, bundles: report)
        problems.forEach { warn("left out an instance from runtime.json: \($0)") }
        try instances.update { list throws(WidgetRuntimeError) in
            // A watched bundle with nothing on screen gets a widget of its first kind.
            guard let watched, !list.instances.contains(where: { $0.bundle == watched.identifier }),
                let kind = report.bundle(watched.identifier)?.description.widgets.first
            else { return }
            let added = try list.add(kind: "\(watched.identifier)/\(kind.kind)", family: nil, bundles: report)
            warn("added \(added.id) to show the watched bundle (`widgets instances remove \(added.id)` takes it away)")
        }
        var policy = home.configuration.refresh
        policy.unlimited = dev
        var logger = Logger(label: "widgets")
        logger.logLevel = runtime.verbose ? .debug : .warning
        let host = WidgetHost(report: report, instances: instances, policy: policy, logger: logger)
        let server = try ControlServer(home: home, host: host, logger: logger)
        let display: any EventDisplay =
            if let log { EventLog(format: log) } else if isatty(1) == 1 { LiveView(metrics: FrameLayout(home: home).metrics) } else { EventLog(format: .text) }
        let pageEvents = PageEvents(figure: http == nil ? nil : WebServer.figures(report: report, metrics: FrameLayout(home: home).metrics))
        // Shut down in reverse order: the host first (its events end, which ends the display), the
        // watcher, the page, then the control socket.
        var services: [ServiceGroupConfiguration.ServiceConfiguration] = [
            .init(service: EventsService(host: host, display: display, page: pageEvents, control: server)),
            .init(service: ControlService(server: server)),
        ]
        if let port = http {
            let token = try PageGuard<BasicRequestContext>.token(of: home, renewing: newToken)
            let application = WebServer.application(
                port: port, token: token, host: host, control: server, report: report, events: pageEvents,
                metrics: FrameLayout(home: home).metrics, logger: logger
            ) { port in
                let address = "http://127.0.0.1:\(port)/?token=\(token)"
                server.servePage(at: address)
                Task { await display.announce("Serving the widgets (`widgets page` prints the address again) at \(address)") }
            }
            services.append(.init(service: application))
        }
        if desktop || home.configuration.surface == .desktop {
            if let problem = DesktopSurface.problem() { throw ValidationError(problem) }
            services.append(.init(service: DesktopSurface(home: home, display: display)))
        }
        if let watched {
            services.append(.init(service: PackageWatcher(package: watched.package, plugins: watched.plugins, report: report, display: display, page: pageEvents)))
        }
        // `--for` ends the host, and with it the run.
        services.append(.init(
            service: HostService(host: host, until: duration.map { Date().addingTimeInterval($0) }),
            successTerminationBehavior: .gracefullyShutdownGroup))
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: services, gracefulShutdownSignals: [.sigterm, .sigint, .sighup], logger: logger))
        defer {
            server.stop()
            report.shutdown()
        }
        try await group.run()
    }
}

/// Shows the host's events (on the terminal or as log lines) and sends them to the page, until the host ends.
struct EventsService: Service {
    let host: WidgetHost
    let display: any EventDisplay
    let page: PageEvents
    /// Surfaces that follow the widgets over the control socket (the desktop).
    let control: ControlServer

    func run() async {
        for await event in host.events {
            await display.handle(event)
            page.publish(event)
            control.publish(event)
        }
        page.finish()
        await display.finish()
        // The group ends its services in order; this one's turn comes last.
        try? await gracefulShutdown()
    }
}

/// Serves the control socket until the group shuts down.
struct ControlService: Service {
    let server: ControlServer

    func run() async throws {
        try await cancelWhenGracefulShutdown { try await server.run() }
        server.stop()
    }
}

/// Shows what the host does.
protocol EventDisplay: Sendable {
    func handle(_ event: HostEvent) async
    /// A line that stays in view for the whole run (the page's address).
    func announce(_ line: String) async
    /// A problem that stays in view, whole, until it is put right (nil): a failed rebuild's errors.
    func problem(_ text: String?) async
    func finish() async
}

/// One line per event, as text or JSON.
actor EventLog: EventDisplay {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    let format: Format

    init(format: Format) { self.format = format }

    func handle(_ event: HostEvent) {
        let time = Date()
        switch format {
        case .json: print(Self.json(event, at: time).serialized)
        case .text: print("\(time.formatted(.iso8601))  \(Self.text(event))")
        }
        fflush(nil)
    }

    func announce(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func problem(_ text: String?) {
        guard let text else { return }
        handle(.warning(text))
    }

    func finish() {}

    static func text(_ event: HostEvent) -> String {
        switch event {
        case .shown(let instance, let entry, let count, let rendered):
            let words = rendered.view.texts.joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
            return "\(instance.id) shows entry \(entry + 1) of \(count): \(TerminalTextPreview.clip(words))"
        case .decided(let decision): return decision.description
        case .failed(let instance, let error): return "\(instance.id) provider failed: \(error.description.replacingOccurrences(of: "\n", with: " "))"
        case .warning(let message): return "warning: \(message)"
        case .added(let instance): return "\(instance.id) added (\(instance.bundle)/\(instance.kind), \(instance.family.shortName))"
        case .removed(let instance): return "\(instance.id) removed"
        }
    }

    static func json(_ event: HostEvent, at time: Date) -> JSON {
        switch event {
        case .shown(let instance, let entry, let count, let rendered):
            return .fields(["time": time.json, "event": "shown", "instance": .string(instance.id.rawValue), "entry": .number(Double(entry)),
                            "entries": .number(Double(count)), "rendered": rendered.json])
        case .decided(let decision): return .fields(["time": time.json, "event": "decision", "decision": decision.json])
        case .failed(let instance, let error):
            return .fields(["time": time.json, "event": "failed", "instance": .string(instance.id.rawValue), "error": error.json])
        case .warning(let message): return .fields(["time": time.json, "event": "warning", "message": .string(message)])
        case .added(let instance): return .fields(["time": time.json, "event": "added", "instance": instance.json])
        case .removed(let instance): return .fields(["time": time.json, "event": "removed", "instance": instance.json])
        }
    }
}

/// The widgets drawn on the terminal, redrawn whenever an entry changes (and each second while one
/// shows a live date or timer), with the latest events below.
/// The widgets live in the terminal's alternate screen: side by side as the width allows, laid out
/// again when the terminal is resized, and only the lines that changed are written. The terminal is
/// given back as it was when the runtime ends, and when it crashes.
actor LiveView: EventDisplay {
    private var entries: [InstanceID: (instance: WidgetInstance, entry: RenderedEntry)] = [:]
    private var order: [InstanceID] = []
    private var recent: [String] = []
    /// Lines that stay under the heading: the page's address.
    private var notices: [String] = []
    /// A problem shown until it is put right, line by line.
    private var problemLines: [String] = []
    /// A row a long notice wraps onto: never written over.
    private static let wrapped = "\u{0}"
    private var ticker: Task<Void, Never>?
    private let colors = TextRenderer.colorsWanted(isTerminal: true)
    /// The home's platform metrics, so the terminal lays widgets out as the other surfaces do.
    private let metrics: LayoutMetrics
    /// The lines on screen now.
    private var shown: [String] = []
    private var resizes: Task<Void, Never>?
    private var keys: (any DispatchSourceRead)?
    /// Whether each widget's title has its id (and the key that toggles it was pressed).
    private var details = false
    /// The most log lines kept: as many as a tall terminal shows.
    private static let keptLines = 500

    init(metrics: LayoutMetrics) {
        self.metrics = metrics
        TerminalScreen.enter()
    }

    func start() {
        guard resizes == nil else { return }
        resizes = Task { [weak self] in
            for await _ in await UnixSignalsSequence(trapping: .sigwinch) { await self?.resized() }
        }
        // Keys, one at a time (the terminal is in that mode while the view is up): `i` toggles ids.
        guard TerminalScreen.readsKeys else { return }
        let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .global())
        input.setEventHandler { [weak self] in
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(0, &bytes, bytes.count)
            guard count > 0 else { return }
            let pressed = Array(bytes[..<count])
            Task { await self?.pressed(pressed) }
        }
        input.resume()
        keys = input
    }

    private func pressed(_ bytes: [UInt8]) {
        guard bytes.contains(UInt8(ascii: "i")) else { return }
        details.toggle()
        draw()
    }

    func handle(_ event: HostEvent) {
        start()
        switch event {
        case .shown(let instance, _, _, let rendered):
            if entries[instance.id] == nil {
                // In order of their ids, so the layout does not depend on which answered first.
                order.insert(instance.id, at: order.firstIndex { $0 > instance.id } ?? order.endIndex)
            }
            entries[instance.id] = (instance, rendered)
        case .removed(let instance):
            entries[instance.id] = nil
            order.removeAll { $0 == instance.id }
            remember(EventLog.text(event))
        default: remember(EventLog.text(event))
        }
        draw()
        let live = entries.values.contains { $0.entry.view.hasLiveText }
        if live && ticker == nil {
            ticker = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    await self?.draw()
                }
            }
        } else if !live {
            ticker?.cancel()
            ticker = nil
        }
    }

    func announce(_ line: String) {
        notices.append(line)
        draw()
    }

    func problem(_ text: String?) {
        problemLines = text.map { TerminalText.sanitized($0).split(separator: "\n", omittingEmptySubsequences: true).map(String.init) } ?? []
        draw()
    }

    func finish() {
        ticker?.cancel()
        resizes?.cancel()
        keys?.cancel()
        TerminalScreen.leave()
    }

    private func resized() {
        shown = []
        FileHandle.standardOutput.write(Data("\u{1b}[H\u{1b}[2J".utf8))
        draw()
    }

    private func remember(_ line: String) {
        recent.append("\(Date().formatted(date: .omitted, time: .standard))  \(line)")
        if recent.count > Self.keptLines { recent.removeFirst(recent.count - Self.keptLines) }
    }

    private func draw() {
        let size = TerminalScreen.size()
        let renderer = TextRenderer(metrics: metrics, colors: colors)
        // Each widget as its box, titled with its kind, and its id (what `widgets explain` and `tap`
        // take) while details are on.
        let blocks: [(kind: String, lines: [String])] = order.compactMap { id in
            guard let (instance, entry) = entries[id] else { return nil }
            let title = details ? "\(instance.kind) · \(id)" : instance.kind
            return (instance.kind, renderer.render(entry.view, family: instance.family, title: title).split(separator: "\n").map(String.init))
        }
        var lines = [TerminalText.truncated(
            "widgets: \(order.count) on screen; i: \(details ? "hide" : "show") ids; Ctrl-C stops", to: size.columns)]
        // Not cut: an address must be whole to be copied. The terminal wraps it; the rows it wraps
        // onto are left alone.
        for notice in notices + problemLines {
            lines.append(notice)
            let rows = (TerminalText.visibleWidth(notice) + max(size.columns, 1) - 1) / max(size.columns, 1)
            lines += Array(repeating: Self.wrapped, count: max(0, rows - 1))
        }
        lines.append("")
        if order.isEmpty {
            lines += [
                "Nothing on screen yet. Add a widget with `widgets instances add KIND` (`widgets list` shows the kinds);",
                "it appears here at once.", "",
            ].map { TerminalText.truncated($0, to: size.columns) }
        }
        // Rows of blocks, as many side by side as fit; a block wider than the terminal is cut at its
        // edge. Whole rows only, above at least three lines of the log.
        let logRoom = min(recent.count, 3)
        var rows: [[(kind: String, lines: [String])]] = []
        for block in blocks {
            let width = block.lines.map(TerminalText.visibleWidth).max() ?? 0
            let used = rows.last.map { row in row.map { ($0.lines.map(TerminalText.visibleWidth).max() ?? 0) + 2 }.reduce(0, +) } ?? 0
            if let last = rows.indices.last, used + width <= size.columns { rows[last].append(block) } else { rows.append([block]) }
        }
        var cut: [String] = []
        var wider: [String] = []
        for (index, row) in rows.enumerated() {
            let height = row.map(\.lines.count).max() ?? 0
            let markerRoom = index < rows.count - 1 ? 1 : 0
            guard cut.isEmpty, lines.count + height + 1 + markerRoom + logRoom <= size.rows else {
                cut += row.map(\.kind)
                continue
            }
            for line in 0..<height {
                let joined = row.map { block in
                    let text = line < block.lines.count ? block.lines[line] : ""
                    let width = block.lines.map(TerminalText.visibleWidth).max() ?? 0
                    return text + String(repeating: " ", count: max(0, width - TerminalText.visibleWidth(text)))
                }.joined(separator: "  ")
                lines.append(TerminalText.clipped(joined, to: size.columns))
            }
            wider += row.filter { ($0.lines.map(TerminalText.visibleWidth).max() ?? 0) > size.columns }.map(\.kind)
            lines.append("")
        }
        if !cut.isEmpty || !wider.isEmpty {
            var marker: [String] = []
            if !cut.isEmpty { marker.append("↓ \(cut.count) more below (\(cut.joined(separator: ", "))): make the terminal taller") }
            if !wider.isEmpty { marker.append("→ cut at the edge: \(wider.joined(separator: ", ")); make the terminal wider") }
            lines.append(TerminalText.truncated(marker.joined(separator: "; "), to: size.columns))
        }
        // The log fills what is left.
        let room = max(0, size.rows - lines.count)
        lines += recent.suffix(room).map { TerminalText.truncated(TerminalText.sanitized($0), to: size.columns) }
        if lines.count > size.rows { lines = Array(lines.prefix(size.rows)) }
        // Write only the lines that changed.
        var output = ""
        for (index, line) in lines.enumerated() where line != Self.wrapped && (index >= shown.count || shown[index] != line) {
            output += "\u{1b}[\(index + 1);1H" + line + "\u{1b}[0m\u{1b}[K"
        }
        if shown.count > lines.count { output += "\u{1b}[\(lines.count + 1);1H\u{1b}[J" }
        shown = lines
        if !output.isEmpty { FileHandle.standardOutput.write(Data(output.utf8)) }
    }
}

/// The terminal's alternate screen: entered once, left on the way out, whether the runtime ends or
/// crashes (a crash signal writes the escape that gives the screen back, then takes its course).
enum TerminalScreen {
    private static let leaveSequence = "\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l"
    /// The bytes a crash handler writes: set up before any handler can run.
    nonisolated(unsafe) private static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(leaveSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()

    /// The terminal's settings before the view: given back with the screen. Keys are then read one
    /// at a time without echo (Ctrl-C still stops).
    nonisolated(unsafe) private static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private(set) static var readsKeys = false

    static func enter() {
        _ = leaveBytes
        if isatty(0) == 1, tcgetattr(0, savedSettings) == 0 {
            var keys = savedSettings.pointee
            keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
            readsKeys = tcsetattr(0, TCSANOW, &keys) == 0
        }
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE] {
            signal(number) { number in
                TerminalScreen.restore()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        atexit { TerminalScreen.restore() }
        FileHandle.standardOutput.write(Data("\u{1b}[?1049h\u{1b}[?25l\u{1b}[H\u{1b}[2J".utf8))
    }

    static func leave() {
        restore()
    }

    /// The screen and the terminal's settings as they were; only calls a crash handler may make.
    private static func restore() {
        _ = write(1, leaveBytes.baseAddress, leaveBytes.count)
        if readsKeys { _ = tcsetattr(0, TCSANOW, savedSettings) }
    }

    /// The terminal's columns and rows (80 by 24 when it does not say).
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

/// Short previews of widget text for log lines.
enum TerminalTextPreview {
    static func clip(_ text: String) -> String { text.count > 80 ? String(text.prefix(79)) + "…" : text }
}
