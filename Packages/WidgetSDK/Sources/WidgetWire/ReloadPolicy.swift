import Foundation

/// When to ask the provider for a new timeline (WidgetKit's `TimelineReloadPolicy`).
public enum ReloadPolicy: Sendable, Hashable, CustomStringConvertible {
    /// After the last entry's date.
    case atEnd
    /// At this date.
    case after(Date)
    /// Only when something asks for a reload.
    case never

    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .after(let date): "after(\(date.formatted(.iso8601)))"
        case .never: "never"
        }
    }
}

extension ReloadPolicy: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        switch try fields.required("type", as: String.self) {
        case "atEnd": self = .atEnd
        case "never": self = .never
        case "after": self = .after(try fields.required("date"))
        case let other:
            throw WireError(.malformedMessage, "unknown reload policy '\(other)' at '\(fields.path)'; expected atEnd, after or never")
        }
    }

    public var json: JSON {
        switch self {
        case .atEnd: .fields(["type": "atEnd"])
        case .never: .fields(["type": "never"])
        case .after(let date): .fields(["type": "after", "date": date.json])
        }
    }
}
