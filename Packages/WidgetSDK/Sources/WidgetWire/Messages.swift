import Foundation

/// The version of the messages in this module. A receiver answers a message of another version with
/// ``WireError/Code/unsupportedMessage`` instead of guessing.
public let wireVersion = 1

/// The version of the runtime and its SDK, released together.
public let widgetsVersion = "0.2.0"

/// What a provider is told about where its widget is shown (WidgetKit's `TimelineProviderContext`).
public struct ProviderContext: Sendable, Equatable {
    public var family: WidgetFamily
    public var displaySize: Size
    /// True when the widget is shown in a gallery or preview rather than in place.
    public var isPreview: Bool
    /// The widget's configuration (parameter name → value), for kinds with a configuration intent.
    public var configuration: JSON?
    /// `light` or `dark`, when the host draws in one (SwiftUI's `\.colorScheme`).
    public var colorScheme: String?
    /// `fullColor`, `accented` or `vibrant` (WidgetKit's `\.widgetRenderingMode`); nil: full color.
    public var renderingMode: String?
    /// The host asks for the entry redacted (its text as placeholder bars), as for a private context.
    public var redacted: Bool

    public init(
        family: WidgetFamily, displaySize: Size? = nil, isPreview: Bool = false, configuration: JSON? = nil, colorScheme: String? = nil,
        renderingMode: String? = nil, redacted: Bool = false
    ) {
        self.redacted = redacted
        self.family = family
        self.displaySize = displaySize ?? family.displaySize
        self.isPreview = isPreview
        self.configuration = configuration
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
    }
}

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
        }
    }
}

/// Replies: `{"version": 1, "value": …}` on success, `{"version": 1, "error": {"code", "message"}}` on
/// failure.
///
/// Deliberately not a generic type: building the metadata of `Result<Value, WireError>` or of a
/// constrained generic at run time makes the Swift runtime look up conformances across every loaded
/// image, which each plugin would pay again.
public enum Reply {
    /// A success reply carrying a value.
    public static func value(_ value: some JSONRepresentable) -> [UInt8] {
        JSON.fields(["version": wireVersion.json, "value": value.json]).serializedBytes
    }

    /// A failure reply.
    public static func error(_ error: WireError) -> [UInt8] {
        JSON.fields(["version": wireVersion.json, "error": error.json]).serializedBytes
    }

    /// The value of a reply, or its error thrown.
    public static func decode<Value: JSONRepresentable>(_ type: Value.Type, from bytes: [UInt8]) throws(WireError) -> Value {
        let fields = try JSONFields(try WireCoding.decode(JSON.self, from: bytes), at: "")
        if let error = try fields.optional("error", as: WireError.self) { throw error }
        return try fields.required("value")
    }
}

extension JSON: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) { self = json }
    public var json: JSON { self }
}

/// Encodes and decodes boundary messages: versioned JSON objects.
public enum WireCoding {
    /// A message's bytes. Bytes cross every boundary as `[UInt8]`, from a socket or a C buffer to the
    /// parser, never turned into `Data` and back.
    public static func encode(_ message: some JSONRepresentable) -> [UInt8] {
        message.json.serializedBytes
    }

    /// Decodes a message after checking its version, so a newer peer gets a clear answer.
    public static func decode<Message: JSONRepresentable>(_ type: Message.Type, from bytes: [UInt8]) throws(WireError) -> Message {
        let json = try JSON(parsing: bytes)
        guard case .number(let version)? = json["version"] else {
            throw WireError(.malformedMessage, "not a WidgetWire message: it has no \"version\" field")
        }
        guard version == Double(wireVersion) else {
            throw WireError(
                .unsupportedMessage,
                "message version \(JSON.number(version).serialized) is not supported; this side speaks version \(wireVersion)")
        }
        return try Message(json: json)
    }
}

extension ProviderContext: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            family: try fields.required("family"), displaySize: try fields.required("displaySize"),
            isPreview: try fields.optional("isPreview") ?? false, configuration: fields["configuration"],
            colorScheme: try fields.optional("colorScheme"), renderingMode: try fields.optional("renderingMode"),
            redacted: try fields.optional("redacted") ?? false)
    }

    public var json: JSON {
        .fields([
            "family": family.json, "displaySize": displaySize.json, "isPreview": isPreview.json, "configuration": configuration,
            "colorScheme": colorScheme?.json, "renderingMode": renderingMode?.json, "redacted": redacted ? .bool(true) : nil,
        ])
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
        case .describe, .defaultsChanged:
            .fields(["version": wireVersion.json, "type": .string(name)])
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
