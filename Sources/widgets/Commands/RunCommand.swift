import ArgumentParser
import CMalloc
import Foundation
import Hummingbird
import Logging
import NIOPosix
import ServiceLifecycle
import WidgetLayout
import WidgetRuntime

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the widgets: keep every instance's timeline current and show it.",
        discussion: """
            On a terminal the widgets are drawn and redrawn as their entries change; otherwise each event \
            is a log line (--log json for programs), and with --desktop (as the autostart entry runs it) only \
            what went wrong is, unless --log is given. The control API (widgets reload, instances, explain) is \
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
        BackgroundScheduling.adopt()
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
        let host = WidgetHost(report: report, instances: instances, policy: policy, logger: logger, appearance: home.configuration.appearance)
        let server = try ControlServer(home: home, host: host, logger: logger)
        // Off a terminal, the desktop shows the widgets: a session's log (the journal, .xsession-errors)
        // gets what went wrong, not two lines a refresh.
        let display: any EventDisplay =
            if let log { EventLog(format: log) } else if isatty(1) == 1 { LiveView(metrics: FrameLayout(home: home).metrics) } else {
                EventLog(format: .text, problemsOnly: desktop)
            }
        if instances.instances.isEmpty, display is EventLog {
            await display.announce(
                report.bundles.isEmpty
                    ? "Nothing to show: no bundles in \(home.pluginFolders.map(\.path).joined(separator: ", ")). Make one with `widgets new Weather`, then `widgets bundle --install` in Weather/."
                    : "Nothing on screen yet. Add a widget with `widgets instances add KIND` (`widgets list` shows the kinds); it is shown at once.")
        }
        let pageEvents = PageEvents(figure: http == nil ? nil : WebServer.figures(report: report, metrics: FrameLayout(home: home).metrics))
        // Shut down in reverse order: the host first (its events end, which ends the display), the
        // watcher, the page, then the control socket.
        var services: [ServiceGroupConfiguration.ServiceConfiguration] = [
            .init(service: EventsService(host: host, display: display, page: pageEvents, control: server)),
            .init(service: ControlService(server: server)),
        ]
        if let port = http {
            let preview = watched.map { (bundle: $0.identifier, package: $0.package) }
            let token = try PageGuard<BasicRequestContext>.token(of: home, renewing: newToken)
            let metrics = FrameLayout(home: home).metrics
            try await NIOThreadPool.singleton.runIfActive { WebServer.readFilesOnce(metrics: metrics) }
            let application = WebServer.application(
                port: port, token: token, host: host, control: server, report: report, events: pageEvents,
                metrics: FrameLayout(home: home).metrics, preview: preview, logger: logger
            ) { port in
                let address = "http://127.0.0.1:\(port)/?token=\(token)"
                server.servePage(at: address)
                await display.announce("Serving the widgets (`widgets page` prints the address again) at \(address)")
                if preview != nil {
                    await display.announce("The watched package's preview canvas is at http://127.0.0.1:\(port)/preview?token=\(token)")
                }
            }
            services.append(.init(service: application))
        }
        if desktop || home.configuration.surface == .desktop {
            if let problem = DesktopSurface.problem() { throw ValidationError(problem) }
            services.append(.init(service: DesktopSurface(home: home, display: display)))
        }
        if let watched {
            services.append(.init(service: PackageWatcher(
                package: watched.package, plugins: watched.plugins, report: report, display: display, page: pageEvents,
                bundle: watched.identifier, control: server)))
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
