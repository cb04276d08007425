import Synchronization
import WidgetABI
import WidgetWire

/// The serial queue all plugin code runs on: providers, view bodies, completions' rendering, and the
/// async code of providers and intents (through ``bundleExecutor``). Never the host's cooperative
/// pool: plugin code that blocks its thread holds up this bundle only.
let bundleQueue = DispatchQueue(label: "WidgetSDK.bundle")

/// Runs the bundle's async code (providers, intents, option queries) on ``bundleQueue``.
final class BundleExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        bundleQueue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

let bundleExecutor = BundleExecutor()

/// Starts plugin async code on the bundle's queue.
func onBundleQueue(_ body: sending @escaping @isolated(any) () async -> Void) {
    Task(executorPreference: bundleExecutor, operation: body)
}

/// Where `@main` leaves the bundle's widgets for the entry point to find.
enum BundleRegistry {
    private static let factory = Mutex<Unchecked<() -> [any Widget]>?>(nil)

    static func register(_ makeWidgets: @escaping () -> [any Widget]) {
        factory.withLock { $0 = Unchecked(makeWidgets) }
    }

    static var registered: (() -> [any Widget])? { factory.withLock { $0?.value } }
}

/// Answers the host's requests for the widgets of this library.
///
/// Unchecked: after `init` its state is only read, and plugin code it calls runs on ``bundleQueue``.
final class BundleServer: @unchecked Sendable {
    let host: HostConnection
    /// The kinds in the order the bundle lists them, or why the bundle cannot serve any.
    private let kinds: [KindDefinition]
    private let problem: WireError?
    /// The library's `#Preview`s, made on the bundle's queue the first time the host asks.
    private var previews: [_PreviewDefinition]?
    private var describeReply: [UInt8] {
        Reply.value(BundleDescription(sdkVersion: widgetSDKVersion, widgets: kinds.map { $0.description }))
    }

    init(host: HostConnection) {
        self.host = host
        guard let makeWidgets = BundleRegistry.registered else {
            let error = WireError(
                .noWidgetBundle,
                "the library registered no widgets: mark your WidgetBundle (or single Widget) type with @main")
            host.log(Int32(WIDGET_LOG_ERROR), error.message)
            kinds = []
            problem = error
            return
        }
        var kinds: [KindDefinition] = []
        var problems: [String] = []
        for widget in makeWidgets() {
            let definition = widget.body._makeKindDefinition()
            if let problem = definition.problem {
                problems.append("\(type(of: widget)): \(problem)")
                continue
            }
            if definition.offered { kinds.append(definition) }
        }
        self.kinds = kinds
        problem = problems.isEmpty ? nil : WireError(.failed, problems.joined(separator: "; "))
        if let problem { host.log(Int32(WIDGET_LOG_ERROR), problem.message) }
    }

    /// Handles one request and replies through `reply`, exactly once: `describe` at once on the
    /// calling thread (it only reads what `init` computed), everything else on the bundle queue.
    func handle(_ message: [UInt8], reply: @escaping @Sendable ([UInt8]) -> Void) {
        if let problem {
            reply(Reply.error(problem))
            return
        }
        let request: BundleRequest
        do {
            request = try WireCoding.decode(BundleRequest.self, from: message)
        } catch {
            reply(Reply.error(error))
            return
        }
        switch request {
        case .describe:
            // A host loading the bundle: suites are read, and refused ones asked for, again.
            SuiteCache.generation.add(1, ordering: .relaxed)
            // Duplicate kinds are reported by the host, which sees them all.
            return reply(describeReply)
        case .defaultsChanged:
            // Before the request it concerns: what that request reads is read again.
            SuiteCache.generation.add(1, ordering: .relaxed)
            return reply(Reply.value(JSON.object([])))
        default:
            break
        }
        bundleQueue.async { [self] in
            do throws(WireError) {
                switch request {
                case .describe, .defaultsChanged:
                    reply(describeReply)
                case .placeholder(let kind, let context):
                    reply(Reply.value(try definition(of: kind).placeholder(context)))
                case .snapshot(let kind, let context):
                    try definition(of: kind).snapshot(context, reply)
                case .timeline(let kind, let context):
                    try definition(of: kind).timeline(context, reply)
                case .recommendations(let kind):
                    reply(Reply.value(try definition(of: kind).recommendations()))
                case .options(let kind, let parameter):
                    try configurable(kind).options(parameter, reply)
                case .checkConfiguration(let kind, let configuration):
                    try configurable(kind).check(configuration, reply)
                case .previews:
                    reply(Reply.value(exportedPreviews().map(\.description)))
                case .preview(let index, var context):
                    let previews = exportedPreviews()
                    guard previews.indices.contains(index) else {
                        throw WireError(.failed, "no preview \(index): the library has \(previews.count)")
                    }
                    let preview = previews[index]
                    if let family = preview.description.family, family != context.family {
                        context.family = family
                        context.displaySize = family.displaySize
                    }
                    preview.draw(context) { entries in reply(Reply.value(RenderedTimeline(entries: entries, policy: .never))) }
                case .perform(let invocation):
                    onBundleQueue {
                        do {
                            reply(Reply.value(try await IntentPerformer.perform(invocation)))
                        } catch let error as WireError {
                            reply(Reply.error(error))
                        } catch {
                            reply(Reply.error(WireError(.failed, "\(invocation.type).perform() threw: \(error)")))
                        }
                    }
                }
            } catch {
                reply(Reply.error(error))
            }
        }
    }

    /// The previews, made once; on the bundle's queue.
    private func exportedPreviews() -> [_PreviewDefinition] {
        if let previews { return previews }
        let made = ExportedPreviews.make()
        previews = made
        return made
    }

    /// A configurable kind's options and check.
    private func configurable(_ kind: String) throws(WireError) -> (
        options: (String, @escaping Completion) -> Void, check: (JSON?, @escaping Completion) -> Void
    ) {
        let definition = try definition(of: kind)
        guard let options = definition.options, let check = definition.check else {
            throw WireError(.failed, "kind '\(kind)' has no configuration intent")
        }
        return (options, check)
    }

    private func definition(of kind: String) throws(WireError) -> KindDefinition {
        guard let definition = kinds.first(where: { $0.description.kind == kind }) else {
            throw WireError(
                .unknownKind,
                "no widget of kind '\(kind)' in this bundle; it has \(kinds.map { $0.description.kind }.sorted().joined(separator: ", "))")
        }
        return definition
    }
}
