/// Insets in points.
public struct EdgeInsetsValue: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension EdgeInsetsValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            top: RenderLimits.length(try fields.required("top")), leading: RenderLimits.length(try fields.required("leading")),
            bottom: RenderLimits.length(try fields.required("bottom")), trailing: RenderLimits.length(try fields.required("trailing")))
    }

    public var json: JSON {
        .fields(["top": top.json, "leading": leading.json, "bottom": bottom.json, "trailing": trailing.json])
    }
}
