import Foundation

/// The version of the messages in this module. A receiver answers a message of another version with
/// ``WireError/Code/unsupportedMessage`` instead of guessing.
public let wireVersion = 1

/// What a provider is told about where its widget is shown (WidgetKit's `TimelineProviderContext`).
public struct ProviderContext: Codable, Sendable, Hashable {
    public var family: WidgetFamily
    public var displaySize: Size
    /// True when the widget is shown in a gallery or preview rather than in place.
    public var isPreview: Bool

    public init(family: WidgetFamily, displaySize: Size? = nil, isPreview: Bool = false) {
        self.family = family
        self.displaySize = displaySize ?? family.displaySize
        self.isPreview = isPreview
    }
}

/// A request from the host to a bundle.
public enum BundleRequest: Sendable, Hashable {
    /// Answered with a ``BundleDescription``.
    case describe
    /// Answered with a ``RenderedEntry``.
    case placeholder(kind: String, context: ProviderContext)
    /// Answered with a ``RenderedEntry``.
    case snapshot(kind: String, context: ProviderContext)
    /// Answered with a ``RenderedTimeline``.
    case timeline(kind: String, context: ProviderContext)

    /// The request's name in messages and logs.
    public var name: String {
        switch self {
        case .describe: "describe"
        case .placeholder: "placeholder"
        case .snapshot: "snapshot"
        case .timeline: "timeline"
        }
    }
}

extension BundleRequest: Codable {
    private enum CodingKeys: String, CodingKey { case version, type, kind, context }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        if type == "describe" {
            self = .describe
            return
        }
        let kind = try container.decode(String.self, forKey: .kind)
        let context = try container.decode(ProviderContext.self, forKey: .context)
        switch type {
        case "placeholder": self = .placeholder(kind: kind, context: context)
        case "snapshot": self = .snapshot(kind: kind, context: context)
        case "timeline": self = .timeline(kind: kind, context: context)
        default:
            throw WireError(.unsupportedMessage, "unknown request type '\(type)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wireVersion, forKey: .version)
        try container.encode(name, forKey: .type)
        switch self {
        case .describe: break
        case .placeholder(let kind, let context), .snapshot(let kind, let context), .timeline(let kind, let context):
            try container.encode(kind, forKey: .kind)
            try container.encode(context, forKey: .context)
        }
    }
}

/// A reply: a value on success, a ``WireError`` on failure.
public struct Reply<Value: Codable & Sendable>: Codable, Sendable {
    public var version: Int
    public var value: Value?
    public var error: WireError?

    public init(_ result: Result<Value, WireError>) {
        version = wireVersion
        switch result {
        case .success(let value): self.value = value
        case .failure(let error): self.error = error
        }
    }

    /// The reply's value, or its error thrown.
    public func get() throws(WireError) -> Value {
        if let error { throw error }
        guard let value else { throw WireError(.malformedMessage, "the reply has neither a value nor an error") }
        return value
    }
}

/// The value of a reply that carries nothing, or only an error.
public struct Empty: Codable, Sendable, Hashable {
    public init() {}
}

/// Encodes and decodes boundary messages (JSON, dates as seconds since 1970 so they round-trip exactly).
public enum WireCoding {
    private struct Header: Decodable { var version: Int }

    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(value)
    }

    /// Decodes a message after checking its version, so a newer peer gets a clear answer.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(WireError) -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw WireError(.malformedMessage, "not a WidgetWire message: \(describe(error))")
        }
        guard header.version == wireVersion else {
            throw WireError(
                .unsupportedMessage,
                "message version \(header.version) is not supported; this side speaks version \(wireVersion)")
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch let error as WireError {
            throw error
        } catch {
            throw WireError(.malformedMessage, "malformed \(T.self): \(describe(error))")
        }
    }

    /// A one-line account of a decoding error: what was wrong and at which field.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "'" + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
            return "missing field '\(key.stringValue)'\(parent)"
        case .typeMismatch(let type, let context):
            return "field \(path(context.codingPath)) should be \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "field \(path(context.codingPath)) is null; it should be \(typeName(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                return "invalid JSON" + (underlying.map { " (\($0))" } ?? "")
            }
            return "field \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int32.Type, is Int64.Type, is UInt32.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
