import Foundation
import WidgetWire

/// A shape: a view that fills the space offered with its outline, filled with the foreground style
/// unless `fill` or `stroke` says otherwise; also what `clipShape` and `background(_:in:)` take.
///
/// Write one as in SwiftUI, with the outline in the rectangle the shape is laid out in:
///
/// ```swift
/// struct Wedge: Shape {
///     var degrees: Double
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         let center = CGPoint(x: rect.midX, y: rect.midY)
///         path.move(to: center)
///         path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
///                     startAngle: .degrees(-90), endAngle: .degrees(-90 + degrees), clockwise: false)
///         path.closeSubpath()
///         return path
///     }
/// }
/// ```
///
/// The rectangle is the frame the widget's layout gives the shape (see ``GeometryReader``, whose
/// evaluations it shares); the path crosses to the host with that size, and a surface whose frame
/// differs a little (the host measures text in real fonts) scales it to fit.
public protocol Shape: View, Sendable {
    /// The outline in a rectangle: the shape's frame, its top-left corner at 0, 0.
    func path(in rect: CGRect) -> Path

    /// The outline as the render tree has it, where it is drawn. The SDK's own shapes cross by name;
    /// every other shape as its `path(in:)` in its frame. Not for authors.
    func _outline(in environment: EnvironmentValues) -> ShapeNode
}

extension Shape {
    public var body: Never { return primitiveBody(Self.self) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.shape(view._outline(in: environment)))
    }

    /// The shape's path in the frame the layout gives it; a marker while that is not known yet.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode {
        let (id, frame) = environment.claimFrame()
        guard let frame else { return GeometryPass.marker(id) }
        let size = CGSize(width: frame.width, height: frame.height)
        let path = path(in: CGRect(origin: .zero, size: size))
        return ShapeNode(kind: .path, path: PathNode(elements: path.sendable, size: Size(width: frame.width, height: frame.height)))
    }
}

/// A rectangle.
public struct Rectangle: InsettableShape {
    /// The shape.
    public init() {}

    /// The rectangle, from its top-left corner clockwise.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// Crosses by name: each surface draws it in its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode { ShapeNode(kind: .rectangle) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// The corners' width and height.
    public var cornerSize: CGSize
    /// Whether the corners are quarter circles or blend into the sides (drawn as quarter circles).
    public var style: RoundedCornerStyle
    /// The corners' radius (their width).
    public var cornerRadius: CGFloat { cornerSize.width }

    /// Corners of a radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Corners of a width and height.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Its outline in a rectangle; the corners are quarter ellipses (SwiftUI's continuous corners
    /// blend into the sides more gradually).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// Crosses by name: each surface draws it in its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode {
        ShapeNode(kind: .roundedRectangle, cornerRadius: Double(cornerRadius))
    }
}

/// A circle as large as fits the space, in its middle.
public struct Circle: InsettableShape {
    /// The shape.
    public init() {}

    /// The circle, from its right-hand point clockwise (where SwiftUI's trim starts).
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// Crosses by name: each surface draws it in its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode { ShapeNode(kind: .circle) }
}

/// An ellipse filling the space.
public struct Ellipse: InsettableShape {
    /// The shape.
    public init() {}

    /// The ellipse, from its right-hand point clockwise.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// Crosses by name: each surface draws it in its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode { ShapeNode(kind: .ellipse) }
}

/// A rectangle with fully rounded ends.
public struct Capsule: InsettableShape {
    /// Whether the ends are half circles or blend into the sides (drawn as half circles).
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The capsule, from the end of its top-left curve clockwise.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    /// Crosses by name: each surface draws it in its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode { ShapeNode(kind: .capsule) }
}

/// The shape of the widget's container (its corner radius), inset to where the view is.
public struct ContainerRelativeShape: InsettableShape {
    /// The shape.
    public init() {}

    /// Its outline in a rectangle: corners of 12 points, a home-screen widget's 20 inset by its
    /// 8-point content margin. (Drawn as a view, each surface takes the corners of the widget it draws.)
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 12) }

    /// Crosses by name: each surface draws it in its frame.
    public func _outline(in environment: EnvironmentValues) -> ShapeNode { ShapeNode(kind: .containerRelative) }
}

/// Whether a rounded corner is a quarter circle or blends into its sides.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.rect(cornerRadius: 12)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The widget container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
