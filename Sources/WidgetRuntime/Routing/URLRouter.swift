import Foundation
import Logging
import NIOCore
import Spawning
import Synchronization
import WidgetWire

/// Hands URLs from widgets (and from `widgets open`) to whoever handles their scheme: an app connected
/// to the running runtime that registered it; else the command `runtime.json`'s `urlHandlers` names
/// for it, run with the URL as its one extra argument and never through a shell; `http` and `https` go
/// to `xdg-open` when it is installed.
public struct URLRouter: Sendable {
    /// Scheme → command and leading arguments.
    public let handlers: [String: [String]]
    /// Apps connected to the runtime that handle schemes; none outside a running runtime.
    let apps: SchemeHandlers?
    let logger: Logger
    /// The handlers started, reaped once they end.
    private let started = Unwaited()

    public init(handlers: [String: [String]], apps: SchemeHandlers? = nil, logger: Logger = Logger(label: "widgets.router")) {
        self.handlers = handlers
        self.apps = apps
        self.logger = logger
    }

    /// Where a URL went.
    public struct Routed: Sendable, Equatable {
        public var url: String
        public var command: [String]
    }

    /// Checks a URL, and that the bundle it comes from may open its scheme, then runs its handler.
    /// - Parameter bundle: The bundle whose widget opened it; nil for a person's own request.
    @discardableResult
    public func open(_ text: String, from bundle: BundleManifest? = nil) throws(WidgetRuntimeError) -> Routed {
        let where_ = bundle.map { "bundle \($0.identifier)" } ?? "url"
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            throw WidgetRuntimeError(.invalidURL, at: where_, "'\(text)' is not a URL", fix: "write it with its scheme, e.g. weather://city/lisbon")
        }
        if let bundle, !["http", "https"].contains(scheme), !bundle.entitlements.urlSchemes.map({ $0.lowercased() }).contains(scheme) {
            throw WidgetRuntimeError(
                .notEntitled, at: where_, "may not open '\(scheme)' URLs: its Info.json declares \(Self.list(bundle.entitlements.urlSchemes))",
                fix: "add \"\(scheme)\" to entitlements.urlSchemes in its Info.json")
        }
        if let apps, apps.deliver(url.absoluteString, scheme: scheme) {
            logger.info("opened \(url.absoluteString) in the app that handles '\(scheme)'")
            return Routed(url: url.absoluteString, command: ["app:\(scheme)"])
        }
        guard let command = handler(for: scheme) else {
            throw WidgetRuntimeError(
                .noHandler, at: where_, "nothing handles '\(scheme)' URLs",
                fix: scheme.hasPrefix("http")
                    ? "install xdg-utils (apt-get install xdg-utils), or name a command in runtime.json: \"urlHandlers\": {\"\(scheme)\": [\"/usr/bin/firefox\"]}"
                    : "name a command in runtime.json: \"urlHandlers\": {\"\(scheme)\": [\"/path/to/handler\"]}; it gets the URL as its argument")
        }
        // What it prints goes to the log (never over the live terminal view), line by line.
        let noPipe = { WidgetRuntimeError(.noHandler, at: where_, "cannot make a pipe for the '\(scheme)' handler: \(String(cString: strerror(errno)))") }
        guard let output = ChildProcess.pipe() else { throw noPipe() }
        guard let errors = ChildProcess.pipe() else {
            [output.read, output.write].forEach { close($0) }
            throw noPipe()
        }
        let handler: ChildProcess
        let starting = Result { () throws(ChildProcess.Failure) in
            try ChildProcess.start(command + [url.absoluteString], input: .discarded, output: .descriptor(output.write), error: .descriptor(errors.write))
        }
        close(output.write)
        close(errors.write)
        switch starting {
        case .success(let started): handler = started
        case .failure(let failure):
            close(output.read)
            close(errors.read)
            throw WidgetRuntimeError(
                .noHandler, at: where_, "the '\(scheme)' handler \(command[0]) could not start: \(failure.reason)",
                fix: "correct urlHandlers.\(scheme) in runtime.json")
        }
        let name = URL(filePath: command[0]).lastPathComponent
        HandlerOutput.log(output.read, as: .info, from: name, to: logger)
        HandlerOutput.log(errors.read, as: .warning, from: name, to: logger)
        // Reaped once it ends, however long it runs.
        started.add(handler)
        logger.info("opened \(url.absoluteString) with \(command[0])")
        return Routed(url: url.absoluteString, command: command + [url.absoluteString])
    }

    /// The command for a scheme: the configured one, else `xdg-open` for the web.
    func handler(for scheme: String) -> [String]? {
        if let command = handlers[scheme], !command.isEmpty { return command }
        guard ["http", "https"].contains(scheme) else { return nil }
        return ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { FileManager.default.isExecutableFile(atPath: $0) }.map { [$0] }
    }

    private static func list(_ schemes: [String]) -> String {
        schemes.isEmpty ? "none" : schemes.map { "'\($0)'" }.joined(separator: ", ")
    }
}
