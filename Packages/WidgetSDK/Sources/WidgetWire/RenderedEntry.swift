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

extension RenderedEntry: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        // Cut to the render limits here, where the runtime first reads a bundle's tree.
        let view = try fields.required("view", as: RenderNode.self).withinLimits()
        self.init(date: try fields.required("date"), relevance: try fields.optional("relevance"), view: view)
    }

    public var json: JSON { .fields(["date": date.json, "relevance": relevance?.json, "view": view.json]) }
}
