/// A widget on screen as WidgetKit's `WidgetInfo` describes it.
public struct WidgetInfo: Sendable, Equatable, JSONObjectRepresentable {
    public var kind: String
    public var family: WidgetFamily
    /// The widget's configuration (parameter name → value), for configurable kinds.
    public var configuration: JSON?

    public init(kind: String, family: WidgetFamily, configuration: JSON? = nil) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }

    public init(fields: JSONFields) throws(WireError) {
        self.init(kind: try fields.required("kind"), family: try fields.required("family"), configuration: fields["configuration"])
    }

    public var json: JSON { .fields(["kind": .string(kind), "family": family.json, "configuration": configuration]) }
}
