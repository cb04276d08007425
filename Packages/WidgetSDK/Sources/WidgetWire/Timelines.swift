import Foundation

/// One timeline entry as the host sees it: its date and the view the plugin rendered for it.
public struct RenderedEntry: Sendable, Hashable {
    public var date: Date
    /// WidgetKit's `TimelineEntryRelevance`, when the entry has one.
    public var relevance: Relevance?
    public var view: RenderNode

    public init(date: Date, relevance: Relevance? = nil, view: RenderNode) {
        self.date = date
        self.relevance = relevance
        self.view = view
    }
}

/// How relevant an entry is, and for how long (WidgetKit's `TimelineEntryRelevance`).
public struct Relevance: Sendable, Hashable {
    public var score: Float
    public var duration: Double

    public init(score: Float, duration: Double) {
        self.score = score
        self.duration = duration
    }
}

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

/// A provider's timeline with every entry rendered.
public struct RenderedTimeline: Sendable, Hashable {
    public var entries: [RenderedEntry]
    public var policy: ReloadPolicy

    public init(entries: [RenderedEntry], policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension RenderedEntry: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        // Cut to the render limits here, where the runtime first reads a bundle's tree.
        let view = try fields.required("view", as: RenderNode.self).withinLimits()
        self.init(date: try fields.required("date"), relevance: try fields.optional("relevance"), view: view)
    }

    public var json: JSON { .fields(["date": date.json, "relevance": relevance?.json, "view": view.json]) }
}

extension Relevance: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(score: try fields.required("score"), duration: try fields.required("duration"))
    }

    public var json: JSON { .fields(["score": score.json, "duration": duration.json]) }
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

extension RenderedTimeline: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(entries: try fields.required("entries"), policy: try fields.required("policy"))
    }

    public var json: JSON { .fields(["entries": entries.json, "policy": policy.json]) }
}

extension JSON: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}
