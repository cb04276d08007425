/// How relevant an entry is, and for how long (WidgetKit's `TimelineEntryRelevance`).
public struct Relevance: Sendable, Hashable {
    public var score: Float
    public var duration: Double

    public init(score: Float, duration: Double) {
        self.score = score
        self.duration = duration
    }
}

extension Relevance: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(score: try fields.required("score"), duration: try fields.required("duration"))
    }

    public var json: JSON { .fields(["score": score.json, "duration": duration.json]) }
}
