#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import Synchronization
import WidgetWire

/// Serves a running host's control API on `state/control.sock` in the runtime home, reachable by its
/// owner only. One runtime per home: a second one is refused, and a socket file left by a runtime
/// that crashed is replaced.
public final class ControlServer: Sendable {
    public let socketPath: String
    private let listener: Int32
    private let lock: RuntimeLock
    private let host: WidgetHost
    private let router: URLRouter
    private let schemes = SchemeHandlers()
    private let logger: Logger
    private let stopped = Atomic<Bool>(false)
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
        do {
            listener = try UnixSocket.listen(at: socketPath)
        } catch {
            throw WidgetRuntimeError(
                .controlFailed, at: socketPath, "cannot serve the control socket: \(error.message)",
                fix: error.code == ENAMETOOLONG
                    ? "use a runtime home with a shorter path (a socket path has at most \(UnixSocket.maximumPathLength) bytes)"
                    : "check the state folder's permissions")
        }
        self.host = host
        self.logger = logger
        router = URLRouter(handlers: home.configuration.urlHandlers, apps: schemes, logger: logger)
        let listener = self.listener
        Thread.detachNewThread { [self] in
            while !stopped.load(ordering: .relaxed) {
                let connection = accept(listener, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    break
                }
                // Workers started meanwhile must not inherit it (they close what they inherit anyway).
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
                let thread = Thread { [self] in serve(connection) }
                thread.stackSize = ReaderThreads.stackSize
                thread.start()
            }
        }
    }

    /// The control socket of a home.
    /// Stops listening and removes the socket file; the lock goes with the server.
    public func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        unlink(socketPath)
    }

    deinit { stop() }

    /// Answers a connection's requests, one a line, until it closes. A malformed request gets an error
    /// answer and the connection (never the runtime) is closed.
    private func serve(_ connection: Int32) {
        defer {
            schemes.unregister(connection: connection)
            close(connection)
        }
        var reader = UnixSocket.LineReader(connection)
        while let line = reader.next() {
            let request: ControlRequest
            do {
                request = try ControlRequest(json: try JSON(parsing: line))
            } catch {
                let answer = WidgetRuntimeError(.controlFailed, "malformed control request: \(error.message)")
                _ = UnixSocket.writeLine(JSON.fields(["error": answer.json]).serialized, to: connection)
                logger.warning("closed a control connection after a malformed request: \(error.message)")
                return
            }
            if case .page = request {
                let address = pageAddress.withLock { $0 }
                guard UnixSocket.writeLine(JSON.fields(["value": address.map(JSON.string) ?? .null]).serialized, to: connection) else { return }
                continue
            }
            if case .handleScheme(let scheme) = request {
                schemes.register(scheme, connection: connection)
                guard UnixSocket.writeLine(JSON.fields(["value": .object([])]).serialized, to: connection) else { return }
                continue
            }
            let answer = MutexBox<JSON?>(nil)
            let done = DispatchSemaphore(value: 0)
            Task { [host, router] in
                let reply = await Self.answer(request, host: host, router: router)
                answer.withLock { $0 = reply }
                done.signal()
            }
            done.wait()
            guard UnixSocket.writeLine(answer.withLock { $0! }.serialized, to: connection) else { return }
        }
    }

    /// Taps a target of what an instance shows, as a person would: a button or toggle performs its
    /// intent and reloads the widget (`{"performed": type, "result": value}`); a link or the widget's
    /// URL goes through the router as the instance's bundle opens it (`{"url", "command"}`).
    public func tap(_ id: InstanceID, target: String) async throws(WidgetRuntimeError) -> JSON {
        try await Self.tap(id, target: target, host: host, router: router)
    }

    private static func tap(_ id: InstanceID, target: String, host: WidgetHost, router: URLRouter) async throws(WidgetRuntimeError) -> JSON {
        let (instance, chosen) = try await host.tapTarget(id, target)
        if let invocation = chosen.tapInvocation {
            let outcome = try await host.tap(id, target: target)
            var opened: JSON?
            // A URL the intent opens goes through the router as the widget's own links do.
            let widgetURL = outcome.opensApp ? try? await host.tapTarget(id, "widget").target.url : nil
            if let url = outcome.openURL ?? widgetURL {
                do throws(WidgetRuntimeError) {
                    let routed = try router.open(url, from: try host.manifest(of: instance.bundle))
                    opened = .fields(["url": .string(routed.url), "command": routed.command.json])
                } catch {
                    opened = .fields(["url": .string(url), "error": error.json])
                }
            }
            return .fields([
                "performed": .string(invocation.type), "title": outcome.title.map(JSON.string), "result": outcome.value,
                "dialog": outcome.dialog.map(JSON.string), "opened": opened,
            ])
        }
        guard let url = chosen.url else {
            throw WidgetRuntimeError(
                .unknownTarget, at: "\(id.rawValue) \(target)", "the widget sets no widgetURL, so a tap opens nothing",
                fix: "give its view a .widgetURL(…) to open something")
        }
        let routed = try router.open(url, from: try host.manifest(of: instance.bundle))
        return .fields(["url": .string(routed.url), "command": routed.command.json])
    }

    private static func answer(_ request: ControlRequest, host: WidgetHost, router: URLRouter) async -> JSON {
        do throws(WidgetRuntimeError) {
            switch request {
            case .reload(let kind, let foreground, let wait):
                if let kind { try await host.checkKind(kind) }
                let decisions = await host.reload(kind: kind, reason: foreground ? .appForeground : .app, wait: wait)
                return .fields(["value": .array(decisions.map(\.json))])
            case .instances:
                return .fields(["value": .array(await host.statuses().map(\.json))])
            case .addInstance(let kind, let family):
                return .fields(["value": try await host.addInstance(kind: kind, family: family).json])
            case .removeInstance(let id):
                return .fields(["value": try await host.removeInstance(id).json])
            case .explain(let id):
                let (status, decisions) = try await host.explain(id)
                return .fields(["value": .fields(["status": status.json, "decisions": .array(decisions.map(\.json))])])
            case .configurations:
                return .fields(["value": .array(await host.instances.map { WidgetInfo(kind: $0.kind, family: $0.family).json })])
            case .open(let url, let bundle):
                let manifest = try bundle.map { identifier throws(WidgetRuntimeError) in try host.manifest(of: identifier) }
                let routed = try router.open(url, from: manifest)
                return .fields(["value": .fields(["url": .string(routed.url), "command": routed.command.json])])
            case .handleScheme, .page:
                // Answered where the connection is read: they concern it, or the server, not the host.
                return .fields(["value": .object([])])
            case .tap(let id, let target):
                return .fields(["value": try await tap(id, target: target, host: host, router: router)])
            case .configure(let id, let settings):
                return .fields(["value": try await host.configure(id, settings: settings).json])
            case .bundlesReplaced:
                return .fields(["value": .array(host.restartReplacedBundles().map(JSON.string))])
            case .entry(let id):
                let (status, _) = try await host.explain(id)
                return .fields(["value": .fields(["instance": status.instance.json, "entry": await host.currentEntry(of: id)?.json])])
            }
        } catch {
            return .fields(["error": error.json])
        }
    }
}

extension InstanceStatus {
    public var json: JSON {
        .fields([
            "instance": instance.json, "entry": entry?.json, "entries": .number(Double(entries)),
            "nextReload": nextReload?.json, "budgetLeft": budgetLeft?.json, "lastError": lastError?.json,
            "needsConfiguration": needsConfiguration?.json, "bundleProblem": bundleProblem?.json,
        ])
    }
}
