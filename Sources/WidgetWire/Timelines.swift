import Foundation

/// One timeline entry as the host sees it: its date and the view the plugin rendered for it.
public struct RenderedEntry: Codable, Sendable, Hashable {
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
public struct Relevance: Codable, Sendable, Hashable {
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

extension ReloadPolicy: Codable {
    private enum CodingKeys: String, CodingKey { case type, date }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "atEnd": self = .atEnd
        case "never": self = .never
        case "after": self = .after(try container.decode(Date.self, forKey: .date))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown reload policy '\(other)'; expected atEnd, after or never")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .atEnd: try container.encode("atEnd", forKey: .type)
        case .never: try container.encode("never", forKey: .type)
        case .after(let date):
            try container.encode("after", forKey: .type)
            try container.encode(date, forKey: .date)
        }
    }
}

/// A provider's timeline with every entry rendered.
public struct RenderedTimeline: Codable, Sendable, Hashable {
    public var entries: [RenderedEntry]
    public var policy: ReloadPolicy

    public init(entries: [RenderedEntry], policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
