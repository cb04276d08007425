/// A shape drawn as a view: its outline, and how it is painted.
public struct ShapeNode: Sendable, Hashable {
    /// The SDK's shapes by name, each drawn in its frame; `path`: an outline the widget drew itself
    /// (``path``).
    public enum Kind: String, Sendable, Hashable, CaseIterable, JSONRepresentable {
        case rectangle, roundedRectangle, circle, ellipse, capsule, containerRelative, path
    }

    public var kind: Kind
    public var cornerRadius: Double
    /// The outline of a `path` shape; nil for the other kinds.
    public var path: PathNode?
    /// The fill; nil with no stroke: the foreground style, as SwiftUI fills a shape by default.
    public var fill: ColorValue?
    /// `FillStyle(eoFill: true)`: a point is inside when an odd number of the outline's edges surround
    /// it (rather than when they wind round it), so a path of two rings has a hole.
    public var evenOdd: Bool
    public var stroke: ColorValue?
    public var lineWidth: Double
    /// The stroke's caps, joins and dashes; nil for `stroke(_:lineWidth:)`'s: butt ends, mitered
    /// corners, solid.
    public var line: LineStyle?
    /// `strokeBorder`: the stroke is drawn inside the outline rather than centered on it.
    public var strokeInside: Bool
    /// `trim(from:to:)`: the part of the outline drawn, as fractions of its length from where the
    /// shape's path starts, as SwiftUI's: a circle's or an ellipse's right-hand point, a rectangle's
    /// top-left corner, a rounded rectangle's or capsule's top edge where its top-left corner ends;
    /// clockwise on screen.
    public var trimFrom: Double
    public var trimTo: Double

    public init(
        kind: Kind, cornerRadius: Double = 0, path: PathNode? = nil, fill: ColorValue? = nil, evenOdd: Bool = false,
        stroke: ColorValue? = nil, lineWidth: Double = 1, line: LineStyle? = nil, strokeInside: Bool = false, trimFrom: Double = 0,
        trimTo: Double = 1
    ) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.path = path
        self.fill = fill
        self.evenOdd = evenOdd
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.line = line
        self.strokeInside = strokeInside
        self.trimFrom = trimFrom
        self.trimTo = trimTo
    }

    /// Whether only part of the outline is drawn.
    public var isTrimmed: Bool { trimFrom > 0 || trimTo < 1 }
}

extension ShapeNode: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        let from = RenderLimits.fraction(try fields.optional("trimFrom") ?? 0)
        let kind = try fields.required("kind", as: Kind.self)
        // A path shape without its path draws nothing; other kinds carry none.
        let path = kind == .path ? try fields.optional("path", as: PathNode.self) ?? PathNode(elements: []) : nil
        self.init(
            kind: kind, cornerRadius: RenderLimits.length(try fields.optional("cornerRadius") ?? 0), path: path,
            fill: try fields.optional("fill"), evenOdd: try fields.optional("evenOdd") ?? false, stroke: try fields.optional("stroke"),
            lineWidth: RenderLimits.length(try fields.optional("lineWidth") ?? 1), line: try fields.optional("line"),
            strokeInside: try fields.optional("strokeInside") ?? false,
            trimFrom: from, trimTo: max(from, RenderLimits.fraction(try fields.optional("trimTo") ?? 1)))
    }

    public var json: JSON { RenderNode(.shape(self)).json }
}
