/// A `#Preview` of a bundle's sources: its name (nil for an unnamed one), and for a widget's preview
/// its kind and family; a view's has neither and is drawn in the family the host chooses.
public struct PreviewDescription: Sendable, Hashable {
    public var name: String?
    public var kind: String?
    public var family: WidgetFamily?

    public init(name: String?, kind: String?, family: WidgetFamily?) {
        self.name = name
        self.kind = kind
        self.family = family
    }
}

extension PreviewDescription: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            name: try fields.optional("name", as: String.self).map(RenderLimits.name), kind: try fields.optional("kind"),
            family: try fields.optional("family"))
    }

    public var json: JSON { .fields(["name": name?.json, "kind": kind?.json, "family": family?.json]) }
}
