/// A vertical, horizontal or depth stack; a grid: rows (horizontal stacks) whose cells line up in
/// columns (a row that is one view spans them all); or `fits`: `ViewThatFits`, the first child that
/// fits the space offered (else the last) is drawn; `fitsWidth` and `fitsHeight` ask it to fit in
/// that one axis (`ViewThatFits(in: .horizontal)`).
public struct StackNode: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case vertical, horizontal, depth, grid, fits, fitsWidth, fitsHeight }

    public var axis: Axis
    /// SwiftUI's alignment name on the cross axis: `leading`, `center`, `trailing`, `top`, `bottom`, ...
    public var alignment: String
    public var spacing: Double?
    public var children: [RenderNode]

    public init(axis: Axis, alignment: String = "center", spacing: Double? = nil, children: [RenderNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

extension StackNode: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            axis: try fields.required("axis"), alignment: try fields.optional("alignment") ?? "center",
            spacing: try fields.optional("spacing", as: Double.self).map(RenderLimits.length), children: try fields.required("children"))
    }

    public var json: JSON {
        .fields(["axis": axis.json, "alignment": alignment.json, "spacing": spacing?.json, "children": children.json])
    }
}
