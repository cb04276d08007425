import Synchronization
import WidgetABI
import WidgetWire

/// The serial queue all plugin code runs on: providers, view bodies, completions' rendering.
let bundleQueue = DispatchQueue(label: "WidgetSDK.bundle")

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
    private let kinds: Result<[String: KindDefinition], WireError>
    private let description: Result<BundleDescription, WireError>

    init(host: HostConnection) {
        self.host = host
        guard let makeWidgets = BundleRegistry.registered else {
            let error = WireError(
                .noWidgetBundle,
                "the library registered no widgets: mark your WidgetBundle (or single Widget) type with @main")
            kinds = .failure(error)
            description = .failure(error)
            return
        }
        var kinds: [String: KindDefinition] = [:]
        var descriptions: [KindDescription] = []
        var problems: [String] = []
        for widget in makeWidgets() {
            let configuration = widget.body
            guard let convertible = configuration as? any KindDefinitionConvertible else {
                problems.append("\(type(of: widget)): \(KindDefinition.unsupported(type(of: configuration)).problem!)")
                continue
            }
            let definition = convertible.makeKindDefinition()
            if let problem = definition.problem {
                problems.append("\(type(of: widget)): \(problem)")
                continue
            }
            // Duplicates are reported by the host, which sees every kind; keep the first here.
            if kinds[definition.description.kind] == nil { kinds[definition.description.kind] = definition }
            descriptions.append(definition.description)
        }
        if problems.isEmpty {
            self.kinds = .success(kinds)
            description = .success(BundleDescription(sdkVersion: widgetSDKVersion, widgets: descriptions))
        } else {
            let error = WireError(.failed, problems.joined(separator: "; "))
            self.kinds = .failure(error)
            description = .failure(error)
        }
    }

    /// Handles one request on the bundle queue and replies through `reply`, exactly once.
    func handle(_ message: Data, reply: @escaping @Sendable (Data) -> Void) {
        bundleQueue.async { [self] in
            do {
                switch try WireCoding.decode(BundleRequest.self, from: message) {
                case .describe:
                    send(description, to: reply)
                case .placeholder(let kind, let context):
                    send(.success(try definition(of: kind).placeholder(context)), to: reply)
                case .snapshot(let kind, let context):
                    try definition(of: kind).snapshot(context) { self.send(.success($0), to: reply) }
                case .timeline(let kind, let context):
                    try definition(of: kind).timeline(context) { self.send(.success($0), to: reply) }
                }
            } catch let error as WireError {
                send(Result<Empty, WireError>.failure(error), to: reply)
            } catch {
                send(Result<Empty, WireError>.failure(WireError(.failed, "\(error)")), to: reply)
            }
        }
    }

    private func definition(of kind: String) throws(WireError) -> KindDefinition {
        let kinds = try kinds.get()
        guard let definition = kinds[kind] else {
            throw WireError(
                .unknownKind,
                "no widget of kind '\(kind)' in this bundle; it has \(kinds.keys.sorted().joined(separator: ", "))")
        }
        return definition
    }

    private func send<Value: Codable & Sendable>(
        _ result: Result<Value, WireError>, to reply: @Sendable (Data) -> Void
    ) {
        do {
            reply(try WireCoding.encode(Reply(result)))
        } catch {
            let failure = WireError(.failed, "the reply could not be encoded: \(error)")
            reply((try? WireCoding.encode(Reply<Empty>(.failure(failure)))) ?? Data())
        }
    }
}
