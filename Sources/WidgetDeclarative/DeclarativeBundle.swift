import Foundation
import WidgetABI
import WidgetWire
import WorkerWire

/// Serves a declarative bundle through the same `widget_bundle` table a Swift or C bundle exports:
/// each refresh calls the kind's sources through libffi and fills its template; a tap calls an action.
///
/// It runs where the bundle's code would: in the bundle's worker (so a crashing C function costs that
/// bundle alone), or in the runtime's process with `--in-process`. Calls run one at a time on the
/// bundle's own serial queue, never on the caller's thread; or, in a worker, whose reading thread
/// hands it one request at a time, on the caller's.
public final class DeclarativeBundle: Sendable {
    let spec: DeclarativeSpec
    private let sources: [String: ForeignFunction]
    private let actions: [String: ForeignFunction]
    /// Where calls run; nil: on the caller's thread.
    private let queue: DispatchQueue?
    private let describeReply: [UInt8]

    /// The version the description reports for bundles made this way.
    public static let version = "declarative 1"

    init(spec: DeclarativeSpec, sources: [String: ForeignFunction], actions: [String: ForeignFunction], answeringOnCaller: Bool = false) {
        self.spec = spec
        self.queue = answeringOnCaller ? nil : DispatchQueue(label: "widgets.declarative")
        self.sources = sources
        self.actions = actions
        describeReply = Reply.value(BundleDescription(
            sdkVersion: Self.version,
            widgets: spec.widgets.map {
                KindDescription(
                    kind: $0.kind, displayName: $0.displayName, description: $0.description, supportedFamilies: $0.families,
                    configuration: $0.configuration)
            }))
    }

    /// Opens the bundle and returns its table, as a library's entry point would. `answeringOnCaller`:
    /// each request is answered before its call returns, on the caller's thread (for a caller that
    /// makes one call at a time).
    public static func start(
        _ spec: DeclarativeSpec, libraries: [String: String], answeringOnCaller: Bool = false
    ) -> Result<UnsafePointer<widget_bundle>, LibraryStartFailure> {
        open(spec, libraries: libraries, answeringOnCaller: answeringOnCaller).map { bundle in
            let table = UnsafeMutablePointer<widget_bundle>.allocate(capacity: 1)
            // The table and the bundle live as long as the process, as the ABI's tables do.
            table.initialize(to: widget_bundle(
                abi_version: UInt32(WIDGET_ABI_VERSION), context: Unmanaged.passRetained(bundle).toOpaque(), request: handleRequest))
            return UnsafePointer(table)
        }
    }

    /// Opens the libraries the manifest names, finds every function and prepares its call, before
    /// any is called; returns the bundle, or why it cannot start (naming the manifest's field).
    ///
    /// - Parameter libraries: where each library the spec names was found (a path), when not by soname.
    public static func open(
        _ spec: DeclarativeSpec, libraries: [String: String], answeringOnCaller: Bool = false
    ) -> Result<DeclarativeBundle, LibraryStartFailure> {
        var handles: [String: UnsafeMutableRawPointer] = [:]
        for name in spec.libraries {
            let path = libraries[name] ?? name
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                let field = (spec.sources + spec.actions).first { $0.library == name }.map { "\($0.path).library" } ?? "declarative"
                return .failure(LibraryStartFailure(
                    code: "libraryUnloadable",
                    message: "field '\(field)' names '\(name)', which cannot be loaded: \(dlerror().map { String(cString: $0) } ?? "unknown error")",
                    fix: "put the library in the bundle folder, or name a system library by its soname (e.g. \"libm.so.6\")"))
            }
            handles[name] = handle
        }
        func prepare(_ functions: [FunctionSpec]) -> Result<[String: ForeignFunction], LibraryStartFailure> {
            var prepared: [String: ForeignFunction] = [:]
            for function in functions {
                let handle = handles[function.library]!
                guard let address = dlsym(handle, function.signature.name) else {
                    return .failure(LibraryStartFailure(
                        code: "missingSymbol",
                        message: "field '\(function.path).function' names '\(function.signature.name)', which \(function.library) does not export",
                        fix: "check the name (`nm -D --defined-only \(function.library)` lists what it exports)"))
                }
                var release: UnsafeMutableRawPointer?
                if let free = function.free {
                    guard let address = dlsym(handle, free) else {
                        return .failure(LibraryStartFailure(
                            code: "missingSymbol", message: "field '\(function.path).free' names '\(free)', which \(function.library) does not export",
                            fix: "name the function that frees the string the library returns (\"free\" for malloc'd strings)"))
                    }
                    release = address
                }
                guard let call = ForeignFunction(function, address: address, release: release) else {
                    return .failure(LibraryStartFailure(
                        code: "libraryUnloadable", message: "libffi cannot call \(function.signature) (field '\(function.path).function')",
                        fix: "declare the function with the types of the README's grammar"))
                }
                prepared[function.name] = call
            }
            return .success(prepared)
        }
        switch (prepare(spec.sources), prepare(spec.actions)) {
        case (.failure(let failure), _), (_, .failure(let failure)): return .failure(failure)
        case (.success(let sources), .success(let actions)):
            return .success(DeclarativeBundle(spec: spec, sources: sources, actions: actions, answeringOnCaller: answeringOnCaller))
        }
    }

    /// Answers one request; `describe` at once, the rest in order on the bundle's queue.
    func handle(_ message: [UInt8], reply: @escaping @Sendable ([UInt8]) -> Void) {
        let request: BundleRequest
        do {
            request = try WireCoding.decode(BundleRequest.self, from: message)
        } catch {
            reply(Reply.error(error))
            return
        }
        if case .describe = request { return reply(describeReply) }
        guard let queue else { return reply(self.reply(to: request, now: Date())) }
        queue.async { reply(self.reply(to: request, now: Date())) }
    }

    /// Answers a request on the calling thread (in turn with the table's requests): the reply's bytes.
    public func answer(_ request: BundleRequest, now: Date = Date()) -> [UInt8] {
        guard let queue else { return reply(to: request, now: now) }
        return queue.sync { reply(to: request, now: now) }
    }

    private func reply(to request: BundleRequest, now: Date) -> [UInt8] {
        do throws(WireError) {
            switch request {
            case .describe:
                return describeReply
            case .defaultsChanged:
                // Sources read nothing the runtime keeps.
                return Reply.value(JSON.object([]))
            case .previews:
                // A declarative bundle has no Swift sources, so no #Preview.
                return Reply.value([PreviewDescription]())
            case .preview(let index, _):
                throw WireError(.failed, "no preview \(index): a declarative bundle has none")
            case .placeholder(let name, let context):
                let kind = try kind(named: name)
                var values = Values.sample(scope: Template.Scope(sources: spec.sources, actions: [], parameters: kind.configuration?.parameters ?? []))
                values.configuration = try configuration(context.configuration, of: kind)
                values.date = now
                return Reply.value(entry(kind, values, context))
            case .snapshot(let name, let context):
                let kind = try kind(named: name)
                return Reply.value(entry(kind, try refresh(kind, context, at: now), context))
            case .timeline(let name, let context):
                let kind = try kind(named: name)
                var values = try refresh(kind, context, at: now)
                var entries: [JSON] = []
                let policy: ReloadPolicy
                switch kind.refresh {
                case .after(let interval):
                    entries = [entry(kind, values, context)]
                    policy = .after(now.addingTimeInterval(interval))
                case .atEnd(let interval, let count):
                    for index in 0..<count {
                        values.date = now.addingTimeInterval(interval * Double(index))
                        entries.append(entry(kind, values, context))
                    }
                    policy = .atEnd
                case .never:
                    entries = [entry(kind, values, context)]
                    policy = .never
                }
                return Reply.value(JSON.fields(["entries": .array(entries), "policy": policy.json]))
            case .recommendations(let name):
                _ = try kind(named: name)
                return Reply.value([Recommendation]())
            case .options(let name, let parameterName):
                let kind = try kind(named: name)
                guard let parameter = kind.configuration?.parameters.first(where: { $0.name == parameterName }) else {
                    throw WireError(.failed, "widget '\(name)' has no parameter '\(parameterName)'")
                }
                guard parameter.type == "enum" else { throw WireError(.failed, "parameter '\(parameterName)' takes any \(parameter.type); it has no list of options") }
                return Reply.value(ParameterOptions(sections: [ParameterOptions.Section(title: nil, items: parameter.cases)]))
            case .checkConfiguration(let name, let given):
                let kind = try kind(named: name)
                let values = try configuration(given, of: kind)
                return Reply.value(JSON.object(values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
            case .perform(let invocation):
                guard let action = actions[invocation.type] else {
                    throw WireError(.failed, "this bundle has no action '\(invocation.type)'; it has \(actions.keys.sorted().joined(separator: ", "))")
                }
                var configuration: [String: JSON] = [:]
                if case .object(let members)? = invocation.parameters["configuration"] {
                    for (key, value) in members { configuration[key] = value }
                }
                let result = action.call(try arguments(of: action.spec, configuration: configuration, now: now))
                return Reply.value(JSON.fields(["value": result.value == .none ? nil : result.value.json]))
            }
        } catch {
            return Reply.error(error)
        }
    }

    private func kind(named name: String) throws(WireError) -> KindSpec {
        guard let kind = spec.widgets.first(where: { $0.kind == name }) else {
            throw WireError(.unknownKind, "no widget of kind '\(name)' in this bundle; it has \(spec.widgets.map(\.kind).joined(separator: ", "))")
        }
        return kind
    }

    private func configuration(_ given: JSON?, of kind: KindSpec) throws(WireError) -> [String: JSON] {
        try ConfigurationValue.resolve(given, kind.configuration?.parameters ?? []).get()
    }

    /// Calls the kind's sources, in declaration order.
    private func refresh(_ kind: KindSpec, _ context: ProviderContext, at now: Date) throws(WireError) -> Values {
        let configuration = try configuration(context.configuration, of: kind)
        var results: [String: SourceResult] = [:]
        for name in kind.sources {
            let source = sources[name]!
            results[name] = source.call(try arguments(of: source.spec, configuration: configuration, now: now))
        }
        return Values(results: results, configuration: configuration, date: now)
    }

    /// An entry of the kind's view filled with the values; in the accented and vibrant rendering
    /// modes without its container background, as WidgetKit removes it.
    private func entry(_ kind: KindSpec, _ values: Values, _ context: ProviderContext) -> JSON {
        let view = kind.view.fill(values)
        let removed = context.renderingMode != nil && context.renderingMode != "fullColor"
        return .object([("date", values.date.json), ("view", removed ? Self.withoutContainerBackground(view) : view)])
    }

    /// A view tree with every `containerBackground` modifier taken out.
    static func withoutContainerBackground(_ json: JSON) -> JSON {
        switch json {
        case .array(let items):
            return .array(items.compactMap { item in
                if case .object(let members) = item, members.count == 1, members[0].key == "containerBackground" { return nil }
                return withoutContainerBackground(item)
            })
        case .object(let members): return .object(members.map { ($0.key, withoutContainerBackground($0.value)) })
        default: return json
        }
    }

    /// A function's argument values: constants, or filled from the configuration.
    private func arguments(of function: FunctionSpec, configuration: [String: JSON], now: Date) throws(WireError) -> [CValue] {
        var values: [CValue] = []
        values.reserveCapacity(function.arguments.count)
        for (index, (argument, type)) in zip(function.arguments, function.signature.inputs).enumerated() {
            switch argument {
            case .constant(let value): values.append(value)
            case .text(let text): values.append(.text(text.fill(Values(results: [:], configuration: configuration, date: now))))
            case .configuration(let name):
                guard case .scalar(let scalar) = type, let json = configuration[name] else {
                    throw WireError(.needsConfiguration, "\(function.path).arguments[\(index)] needs parameter '\(name)', which has no value")
                }
                do {
                    values.append(try CValue(json: json, as: scalar))
                } catch {
                    throw WireError(.needsConfiguration, "\(function.path).arguments[\(index)]: parameter '\(name)' is \(error.problem)")
                }
            }
        }
        return values
    }
}

private let handleRequest: widget_request_fn = { context, bytes, length, replyContext, reply in
    let bundle = Unmanaged<DeclarativeBundle>.fromOpaque(context!).takeUnretainedValue()
    let message = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    let destination = ReplyDestination(context: replyContext, reply: reply)
    bundle.handle(message, reply: destination.send)
}

/// Where one request's reply goes.
private struct ReplyDestination: @unchecked Sendable {
    // Unchecked: the ABI lets a reply be delivered from any thread; the context is the host's opaque token.
    let context: UnsafeMutableRawPointer?
    let reply: widget_reply_fn

    func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in reply(context, buffer.baseAddress, buffer.count) }
    }
}
