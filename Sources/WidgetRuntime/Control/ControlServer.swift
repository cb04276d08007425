#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import NIOCore
import NIOPosix
import Synchronization
import WidgetWire

/// Serves a running host's control API on `state/control.sock` in the runtime home, reachable by its
/// owner only. One runtime per home: a second one is refused, and a socket file left by a runtime
/// that crashed is replaced.
///
/// ``run()`` serves connections on SwiftNIO's event loops (those the page is served on), each
/// connection a child task of it: a line in, its answer out, in order.
public final class ControlServer: Sendable {
    public let socketPath: String
    /// The listening socket until ``run()`` serves it, then its channel; closed by ``stop()``.
    private let listening: Mutex<Listening>
    private let lock: RuntimeLock
    private let host: WidgetHost
    private let router: URLRouter
    /// Where the catalogs the home subscribes to are.
    private let catalogs: Catalogs
    private let schemes = SchemeHandlers()
    /// Connections that follow what the widgets show (`watch`), by their channel.
    private let watchers = Mutex<[ObjectIdentifier: any Channel]>([:])
    private let logger: Logger
    /// Watched packages' failed rebuilds, by bundle: told to each new follower too.
    private let problems = Mutex<[String: String]>([:])
    /// The page's address once `run --http` serves it, for `widgets page`.
    private let pageAddress = MutexBox<String?>(nil)

    /// Tells the control API where the page is served (its address with the token).
    public func servePage(at address: String) {
        pageAddress.withLock { $0 = address }
    }

    /// Takes the home's runtime lock and starts listening.
    public init(home: RuntimeHome, host: WidgetHost, logger: Logger) throws(WidgetRuntimeError) {
        let state = home.stateDirectory
        do {
            // The control socket lets whoever reaches it drive the runtime: the folder is the owner's alone.
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: state.path)
        } catch {
            throw WidgetRuntimeError(.controlFailed, at: state.path, "cannot create the state folder: \(error.localizedDescription)")
        }
        lock = try RuntimeLock.acquire(at: state.appending(path: "runtime.lock").path)
        socketPath = home.controlSocket.path
        // The lock is ours, so any socket file is a crashed runtime's.
        unlink(socketPath)
        let listener: Int32
        do {
            listener = try UnixSocket.listen(at: socketPath)
        } catch {
            throw WidgetRuntimeError(
                .controlFailed, at: socketPath, "cannot serve the control socket: \(error.message)",
                fix: error.code == ENAMETOOLONG
                    ? "use a runtime home with a shorter path (a socket path has at most \(UnixSocket.maximumPathLength) bytes)"
                    : "check the state folder's permissions")
        }
        listening = Mutex(.socket(listener))
        self.host = host
        self.logger = logger
        catalogs = Catalogs(home: home)
        router = URLRouter(handlers: home.configuration.urlHandlers, apps: schemes, logger: logger)
    }

    private enum Listening {
        case socket(Int32)
        case serving(any Channel)
        case stopped
    }

    /// Serves connections until ``stop()`` or the task is cancelled; each connection is a task of its
    /// own in this one's task group, ended with it.
    public func run() async throws {
        guard case .socket(let listener) = listening.withLock({ $0 }) else { return }
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(listener) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineFrames(longest: UnixSocket.longestRequest)))
                    return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let stopped = listening.withLock { listening in
            guard case .socket = listening else { return true }
            listening = .serving(server.channel)
            return false
        }
        if stopped { try? await server.channel.close() }
        do {
            try await withTaskCancellationHandler {
                try await server.executeThenClose { connections in
                    try await withThrowingDiscardingTaskGroup { group in
                        for try await connection in connections {
                            group.addTask { await self.serve(connection) }
                        }
                        group.cancelAll()
                    }
                }
            } onCancel: {
                stop()
            }
        } catch where Task.isCancelled || listening.withLock({ if case .stopped = $0 { true } else { false } }) {
            // Stopped: the connections went with it.
        }
    }

    /// Stops listening and removes the socket file; connections end with ``run()``'s task. The lock
    /// goes with the server.
    public func stop() {
        let previous = listening.withLock { listening in
            defer { listening = .stopped }
            return listening
        }
        switch previous {
        case .socket(let listener):
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        case .serving(let channel):
            channel.close(promise: nil)
        case .stopped:
            return
        }
        unlink(socketPath)
    }

    deinit { stop() }

    /// Answers a connection's requests, one a line, until it closes. A malformed request gets an error
    /// answer and the connection (never the runtime) is closed.
    private func serve(_ connection: NIOAsyncChannel<ByteBuffer, ByteBuffer>) async {
        let channel = connection.channel
        defer {
            for scheme in schemes.unregister(connection: channel) {
                logger.info("the app that handled '\(scheme)' URLs closed its connection: runtime.json's urlHandlers open them again")
            }
            _ = watchers.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
        }
        try? await connection.executeThenClose { lines, outbound in
            func send(_ message: ControlMessage) async throws {
                try await outbound.write(ByteBuffer(string: message.json.serialized + "\n"))
            }
            for try await line in lines {
                let request: ControlRequest
                do throws(WireError) {
                    request = try ControlRequest(json: try JSON(parsing: Data(line.readableBytesView)))
                } catch {
                    try await send(.answer(.failure(WidgetRuntimeError(.controlFailed, "malformed control request: \(error.message)"))))
                    logger.warning("closed a control connection after a malformed request: \(error.message)")
                    return
                }
                switch request {
                case .page:
                    try await send(.answer(.success(pageAddress.withLock { $0 }.map(JSON.string) ?? .null)))
                case .handleScheme(let scheme):
                    schemes.register(scheme, connection: channel)
                    try await send(.answer(.success(.object([]))))
                case .watch:
                    // Following first, then what is shown now, both in the channel's one order: a change
                    // made meanwhile comes before the answer or after it, never lost. The answer lists the
                    // widgets; what each shows follows as a notice of its own, so that no number of
                    // widgets, each within its limits, makes a line longer than a client reads.
                    watchers.withLock { $0[ObjectIdentifier(channel)] = channel }
                    var listed: [JSON] = []
                    var shown: [ControlMessage] = []
                    for instance in await host.instances {
                        listed.append(Self.watched(instance, entry: nil, host: host).json)
                        if let entry = await host.currentEntry(of: instance.id) {
                            shown.append(.notice(.shown(Self.watched(instance, entry: entry, host: host))))
                        }
                    }
                    try await channel.writeAndFlush(ByteBuffer(string: ControlMessage.answer(.success(.array(listed))).json.serialized + "\n"))
                    for notice in shown {
                        var line = notice.json.serializedBytes
                        line.append(UInt8(ascii: "\n"))
                        try await channel.writeAndFlush(ByteBuffer(bytes: line))
                    }
                    for (bundle, message) in problems.withLock({ $0 }) {
                        try await channel.writeAndFlush(ByteBuffer(string: ControlMessage.notice(.problem(bundle: bundle, message: message)).json.serialized + "\n"))
                    }
                default:
                    try await send(.answer(await Self.answer(request, host: host, router: router, catalogs: catalogs)))
                }
            }
        }
    }

    /// Tells the connections that follow the widgets (`watch`) what a host event changed. A follower
    /// that does not keep up (its socket full) misses changes rather than making the runtime hold them.
    public func publish(_ event: HostEvent) {
        let followers = watchers.withLock { Array($0.values) }
        guard !followers.isEmpty else { return }
        let notice: ControlNotice
        switch event {
        case .shown(let instance, _, _, let entry):
            notice = .shown(Self.watched(instance, entry: entry, host: host))
        case .removed(let instance):
            notice = .removed(instance)
        case .added, .failed, .decided, .warning:
            return
        }
        var line = ControlMessage.notice(notice).json.serializedBytes
        line.append(UInt8(ascii: "\n"))
        let bytes = ByteBuffer(bytes: line)
        for channel in followers where channel.isWritable {
            channel.writeAndFlush(bytes, promise: nil)
        }
    }

    /// Tells the followers that the rebuild of a watched bundle's package failed (`message`), or that
    /// one succeeded (nil): the desktop marks its widgets.
    public func publishProblem(bundle: String, message: String?) {
        problems.withLock { $0[bundle] = message }
        let bytes = ControlMessage.notice(.problem(bundle: bundle, message: message)).json.serialized + "\n"
        for channel in watchers.withLock({ Array($0.values) }) where channel.isWritable {
            channel.writeAndFlush(ByteBuffer(string: bytes), promise: nil)
        }
    }

    /// An instance as a watcher sees it: what it shows and its kind's description.
    private static func watched(_ instance: WidgetInstance, entry: RenderedEntry?, host: WidgetHost) -> WatchedWidget {
        WatchedWidget(instance: instance, entry: entry, kind: host.kind(of: instance))
    }

    /// Taps a target of what an instance shows, as a person would: a button or toggle performs its
    /// intent and reloads the widget (`{"performed": type, "result": value}`); a link or the widget's
    /// URL goes through the router as the instance's bundle opens it (`{"url", "command"}`).
    public func tap(_ id: InstanceID, target: String) async throws(WidgetRuntimeError) -> TapResult {
        try await Self.tap(id, target: target, host: host, router: router)
    }

    private static func tap(_ id: InstanceID, target: String, host: WidgetHost, router: URLRouter) async throws(WidgetRuntimeError) -> TapResult {
        let (instance, chosen) = try await host.tapTarget(id, target)
        if let invocation = chosen.tapInvocation {
            let outcome = try await host.tap(id, target: target)
            var opened: OpenedURL?
            // A URL the intent opens goes through the router as the widget's own links do.
            let widgetURL = outcome.opensApp ? try? await host.tapTarget(id, "widget").target.url : nil
            if let url = outcome.openURL ?? widgetURL {
                do throws(WidgetRuntimeError) {
                    let routed = try router.open(url, from: try host.manifest(of: instance.bundle))
                    opened = OpenedURL(url: routed.url, command: routed.command)
                } catch {
                    opened = OpenedURL(url: url, error: error)
                }
            }
            return .performed(PerformedIntent(
                type: invocation.type, title: outcome.title, result: outcome.value, dialog: outcome.dialog, opened: opened))
        }
        guard let url = chosen.url else {
            throw WidgetRuntimeError(
                .unknownTarget, at: "\(id.rawValue) \(target)", "the widget sets no widgetURL, so a tap opens nothing",
                fix: "give its view a .widgetURL(…) to open something")
        }
        let routed = try router.open(url, from: try host.manifest(of: instance.bundle))
        return .opened(OpenedURL(url: routed.url, command: routed.command))
    }

    private static func answer(
        _ request: ControlRequest, host: WidgetHost, router: URLRouter, catalogs: Catalogs
    ) async -> Result<JSON, WidgetRuntimeError> {
        do throws(WidgetRuntimeError) {
            switch request {
            case .reload(let kind, let foreground, let wait):
                if let kind { try await host.checkKind(kind) }
                let decisions = await host.reload(kind: kind, reason: foreground ? .appForeground : .app, wait: wait)
                return .success(.array(decisions.map(\.json)))
            case .instances:
                return .success(.array(await host.statuses().map(\.json)))
            case .addInstance(let kind, let family):
                return .success(try await host.addInstance(kind: kind, family: family).json)
            case .removeInstance(let id):
                return .success(try await host.removeInstance(id).json)
            case .setFamily(let id, let family):
                return .success(try await host.setFamily(id, to: family).json)
            case .explain(let id):
                let (status, decisions) = try await host.explain(id)
                return .success(Explanation(status: status, decisions: decisions).json)
            case .configurations:
                return .success(.array(await host.instances.map { WidgetInfo(kind: $0.kind, family: $0.family).json }))
            case .open(let url, let bundle):
                let manifest = try bundle.map { identifier throws(WidgetRuntimeError) in try host.manifest(of: identifier) }
                let routed = try router.open(url, from: manifest)
                return .success(OpenedURL(url: routed.url, command: routed.command).json)
            case .kinds:
                return .success(.array(host.kinds().map { InstalledKind(bundle: $0.bundle, kind: $0.kind).json }))
            case .catalog:
                let installed = Set(host.kinds().map(\.bundle))
                let offered = catalogs.indexes().flatMap(\.entries).filter { !installed.contains($0.id) }
                return .success(.array(offered.map { entry in
                    CatalogWidget(
                        id: entry.id, name: entry.name, summary: entry.summary, catalog: entry.catalog, licence: entry.licence,
                        kinds: entry.kinds.map { ($0.kind, $0.families) }, preview: entry.preview?.path
                    ).json
                }))
            case .preview(let kind, let family):
                return .success(try await host.preview(kind: kind, family: family).json)
            case .resource(let bundle, let name):
                let data = try host.resource(of: bundle, named: name)
                return .success(data.map { .string($0.base64EncodedString()) } ?? .null)
            case .options(let kind, let parameter):
                return .success(try await host.options(kind: kind, parameter: parameter).json)
            case .handleScheme, .page, .watch:
                // Answered where the connection is read: they concern it, or the server, not the host.
                return .success(.object([]))
            case .tap(let id, let target):
                return .success(try await tap(id, target: target, host: host, router: router).json)
            case .configure(let id, let settings):
                return .success(try await host.configure(id, settings: settings).json)
            case .bundlesReplaced:
                return .success(.array(host.restartReplacedBundles().map(JSON.string)))
            case .entry(let id):
                let (status, _) = try await host.explain(id)
                return .success(WatchedWidget(instance: status.instance, entry: await host.currentEntry(of: id)).json)
            }
        } catch {
            return .failure(error)
        }
    }
}
