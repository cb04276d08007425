/// A request from the host to a bundle.
public enum BundleRequest: Sendable, Equatable {
    /// Answered with a ``BundleDescription``.
    case describe
    /// Answered with a ``RenderedEntry``.
    case placeholder(kind: String, context: ProviderContext)
    /// Answered with a ``RenderedEntry``.
    case snapshot(kind: String, context: ProviderContext)
    /// Answered with a ``RenderedTimeline``.
    case timeline(kind: String, context: ProviderContext)
    /// Runs an intent's `perform()`; answered with `{"value": …}` (the result's value, if any).
    case perform(IntentInvocation)
    /// A kind's suggested configurations; answered with a list of ``Recommendation``s.
    case recommendations(kind: String)
    /// The choices for a configuration parameter; answered with ``ParameterOptions``.
    case options(kind: String, parameter: String)
    /// Whether a configuration resolves (its entities exist); answered with the parameters' values,
    /// or a `needsConfiguration` error naming the one that does not.
    case checkConfiguration(kind: String, configuration: JSON)
    /// The defaults changed since the bundle's last request (an app, another bundle or this one
    /// wrote): suites it keeps in memory are read again. Sent before the request it concerns;
    /// answered with an empty object.
    case defaultsChanged
    /// The `#Preview`s of the library's sources; answered with a list of ``PreviewDescription``s (none
    /// for a bundle without any, or one that does not know the request).
    case previews
    /// One preview's entries drawn in a context (its family replaced by the preview's own); answered
    /// with a ``RenderedTimeline`` that is never reloaded.
    case preview(index: Int, context: ProviderContext)

    /// The request's name in messages and logs.
    public var name: String {
        switch self {
        case .describe: "describe"
        case .placeholder: "placeholder"
        case .snapshot: "snapshot"
        case .timeline: "timeline"
        case .perform: "perform"
        case .recommendations: "recommendations"
        case .options: "options"
        case .checkConfiguration: "checkConfiguration"
        case .defaultsChanged: "defaultsChanged"
        case .previews: "previews"
        case .preview: "preview"
        }
    }
}

extension BundleRequest: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        let type = try fields.required("type", as: String.self)
        switch type {
        case "describe":
            self = .describe
            return
        case "defaultsChanged":
            self = .defaultsChanged
            return
        case "previews":
            self = .previews
            return
        case "preview":
            self = .preview(index: try fields.required("index"), context: try fields.required("context"))
            return
        case "perform":
            self = .perform(try fields.required("intent"))
            return
        case "recommendations":
            self = .recommendations(kind: try fields.required("kind"))
            return
        case "options":
            self = .options(kind: try fields.required("kind"), parameter: try fields.required("parameter"))
            return
        case "checkConfiguration":
            self = .checkConfiguration(kind: try fields.required("kind"), configuration: fields["configuration"] ?? .object([]))
            return
        default: break
        }
        guard ["placeholder", "snapshot", "timeline"].contains(type) else {
            throw WireError(.unsupportedMessage, "unknown request type '\(type)'")
        }
        let kind = try fields.required("kind", as: String.self)
        let context = try fields.required("context", as: ProviderContext.self)
        switch type {
        case "placeholder": self = .placeholder(kind: kind, context: context)
        case "snapshot": self = .snapshot(kind: kind, context: context)
        default: self = .timeline(kind: kind, context: context)
        }
    }

    public var json: JSON {
        switch self {
        case .describe, .defaultsChanged, .previews:
            .fields(["version": wireVersion.json, "type": .string(name)])
        case .preview(let index, let context):
            .fields(["version": wireVersion.json, "type": .string(name), "index": .number(Double(index)), "context": context.json])
        case .perform(let intent):
            .fields(["version": wireVersion.json, "type": .string(name), "intent": intent.json])
        case .recommendations(let kind):
            .fields(["version": wireVersion.json, "type": .string(name), "kind": .string(kind)])
        case .options(let kind, let parameter):
            .fields(["version": wireVersion.json, "type": .string(name), "kind": .string(kind), "parameter": .string(parameter)])
        case .checkConfiguration(let kind, let configuration):
            .fields(["version": wireVersion.json, "type": .string(name), "kind": .string(kind), "configuration": configuration])
        case .placeholder(let kind, let context), .snapshot(let kind, let context), .timeline(let kind, let context):
            .fields(["version": wireVersion.json, "type": .string(name), "kind": kind.json, "context": context.json])
        }
    }
}
