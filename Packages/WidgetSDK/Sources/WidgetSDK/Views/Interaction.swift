import Foundation

// What an app's views do with touches, depth and identity. A widget takes taps through `Button` and
// `Link` only and is drawn flat, so these build and change nothing, as shared app code expects.

/// A touch gesture, as SwiftUI's `Gesture`. Never recognized in a widget.
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

/// A drag, with where it started and where it is.
public struct DragGesture: Gesture {
    public struct Value: Sendable, Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// Taps, once or more.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

/// A press held down.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A pinch.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// How a view's colors combine with what is under it.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion,
        hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void) -> Self { self }

    /// The view's identity across changes; a widget is drawn anew for each entry.
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
    /// The order views overlap in a stack; drawn in the order written here.
    public func zIndex(_ value: Double) -> Self { self }
    /// A turn in three dimensions; drawn flat here.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    /// Draws the view offscreen first, for speed on iOS; drawn directly here, to the same picture.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
    /// Composites the view's layers before its effects apply; drawn directly here.
    public func compositingGroup() -> Self { self }
    /// How the view blends with what is under it; drawn normally here.
    public func blendMode(_ blendMode: BlendMode) -> Self { self }
    /// Whether the view takes touches; a widget's views take taps through buttons and links only.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
}

/// The color space an offscreen drawing uses.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

/// Which gestures a view's gesture modifier enables.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// A property a view's body reads that SwiftUI updates before drawing (`@State`, `@Environment`, and
/// wrappers made of them); a widget is drawn once per entry, so there is nothing to update.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
