import Foundation
import Logging
import NIOCore
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
        let process = Process()
        process.executableURL = URL(filePath: command[0])
        process.arguments = Array(command.dropFirst()) + [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WidgetRuntimeError(
                .noHandler, at: where_, "the '\(scheme)' handler \(command[0]) could not start: \(error.localizedDescription)",
                fix: "correct urlHandlers.\(scheme) in runtime.json")
        }
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

/// The places a widget can be tapped in an entry: each `Link`, and the widget itself (its
/// `widgetURL`).
public struct TapTargets: Sendable {
    public struct Target: Sendable, Equatable {
        /// `widget`; `link-1`, `link-2`, ...; `button-1`, `toggle-1`, ... in the order they are drawn.
        public var id: String
        public var url: String?
        /// What a button or toggle performs.
        public var intent: IntentInvocation?
        /// A toggle's state when tapped.
        public var isOn: Bool?

        public init(id: String, url: String?, intent: IntentInvocation? = nil, isOn: Bool? = nil) {
            self.id = id
            self.url = url
            self.intent = intent
            self.isOn = isOn
        }

        /// What a tap performs: the intent, with a toggle's `value` flipped to the state it switches to.
        public var tapInvocation: IntentInvocation? {
            guard let intent else { return nil }
            guard let isOn, intent.takesToggleValue else { return intent }
            return intent.settingToggleValue(!isOn)
        }
    }

    public var targets: [Target]
    /// What was put right or left out while finding them, for the log.
    public var warnings: [String]

    /// The targets of an entry in a family. The small family has only its widget URL
    /// (``WidgetWire/RenderNode/widgetURL``), as on iOS.
    public init(_ node: RenderNode, family: WidgetFamily) {
        var links: [String] = []
        var controls: [ControlNode] = []
        func walk(_ node: RenderNode) {
            switch node.element {
            case .link(let url, let content):
                links.append(url)
                walk(content)
            case .control(let control):
                controls.append(control)
            case .group(let children): children.forEach(walk)
            case .stack(let stack): stack.children.forEach(walk)
            case .progress(let progress): progress.label.map(walk)
            default: break
            }
        }
        walk(node)
        warnings = []
        let widgetURLs = node.widgetURLs
        let widgetURL = node.widgetURL
        if widgetURLs.count > 1 {
            warnings.append("several widgetURLs are set (\(widgetURLs.map(\.url).joined(separator: ", "))); the innermost, \(widgetURL!), is the widget's")
        }
        targets = [Target(id: "widget", url: widgetURL)]
        if family == .systemSmall || family.rawValue.hasPrefix("accessory") {
            if !links.isEmpty { warnings.append("\(family.shortName) widgets have no links, as on iOS; \(links.count) ignored (use widgetURL)") }
        } else {
            targets += links.enumerated().map { Target(id: "link-\($0.offset + 1)", url: $0.element) }
        }
        // Buttons and toggles work in every family.
        targets += controls.map { Target(id: $0.target, url: nil, intent: $0.intent, isOn: $0.isOn) }
    }

    /// The target with an id; the error lists the ones there are.
    public func target(_ id: String, instance: String) throws(WidgetRuntimeError) -> Target {
        guard let target = targets.first(where: { $0.id == id }) else {
            throw WidgetRuntimeError(
                .unknownTarget, at: instance, "has no tap target '\(id)'",
                fix: "use one of: \(targets.map(\.id).joined(separator: ", "))")
        }
        return target
    }
}

/// Apps connected to the running runtime that asked to handle URL schemes: each a control connection
/// that gets `{"open": URL}` lines. A closed connection drops its schemes.
public final class SchemeHandlers: Sendable {
    private let connections = Mutex<[String: any Channel]>([:])

    public init() {}

    /// Makes a connection the scheme's handler, in place of any before it.
    func register(_ scheme: String, connection: any Channel) {
        connections.withLock { $0[scheme.lowercased()] = connection }
    }

    /// Forgets every scheme a connection handled.
    func unregister(connection: any Channel) {
        connections.withLock { $0 = $0.filter { $0.value !== connection } }
    }

    /// Sends a URL to its scheme's app; false when none handles it (or its connection is gone).
    func deliver(_ url: String, scheme: String) -> Bool {
        guard let connection = connections.withLock({ $0[scheme] }) else { return false }
        guard connection.isActive else {
            unregister(connection: connection)
            return false
        }
        connection.writeAndFlush(ByteBuffer(string: JSON.fields(["open": .string(url)]).serialized + "\n"), promise: nil)
        return true
    }
}
