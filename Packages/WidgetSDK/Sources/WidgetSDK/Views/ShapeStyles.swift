import WidgetWire

/// Something that can fill or color a view: a `Color`, a hierarchical style (`.secondary`,
/// `.fill.tertiary`), the tint, a material, or a gradient.
public protocol ShapeStyle: Sendable {
    /// The paint the style is where it is drawn. The SDK's styles implement it; not for authors.
    func _paint(in environment: EnvironmentValues) -> ColorValue
}

/// The foreground's levels: `.primary` for body text, down to `.quinary` for the faintest.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    static let names = ["primary", "secondary", "tertiary", "quaternary", "quinary"]

    public func _paint(in environment: EnvironmentValues) -> ColorValue { .named(Self.names[level], opacity: 1) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The system's fill colors for shapes and backgrounds: `.fill`, `.fill.secondary`, `.fill.tertiary` …
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> ColorValue { .named("fill", opacity: 1) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The style a view's content is drawn in: what `foregroundStyle` set, else the primary color.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> ColorValue { .named("foreground", opacity: 1) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint of the view's environment (`.tint(_:)`), else the accent color.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> ColorValue { environment.tint ?? .named("tint", opacity: 1) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A translucent material; drawn as translucency over what is behind it (no blur).
public struct Material: ShapeStyle, Hashable {
    let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    public static let bar = Material(name: "bar")

    public func _paint(in environment: EnvironmentValues) -> ColorValue { .named(name, opacity: 1) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle {
    /// This style one level down: `.fill.secondary`, `Color.blue.secondary`.
    public var secondary: some ShapeStyle { _LevelStyle(base: self, level: 1) }
    /// This style two levels down.
    public var tertiary: some ShapeStyle { _LevelStyle(base: self, level: 2) }
    /// This style three levels down.
    public var quaternary: some ShapeStyle { _LevelStyle(base: self, level: 3) }
    /// This style four levels down.
    public var quinary: some ShapeStyle { _LevelStyle(base: self, level: 4) }

    /// This style with an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityStyle(base: self, opacity: opacity) }
}

/// A style some levels below another: the next names of the foreground's and the fills' levels, or
/// less opacity for a color.
public struct _LevelStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    static var fills: [String] { ["fill", "fill.secondary", "fill.tertiary", "fill.quaternary"] }
    static var opacities: [Double] { [1, 0.6, 0.3, 0.18, 0.1] }

    public func _paint(in environment: EnvironmentValues) -> ColorValue {
        let paint = base._paint(in: environment)
        if case .named(let name, let opacity) = paint {
            if let index = HierarchicalShapeStyle.names.firstIndex(of: name) {
                return .named(HierarchicalShapeStyle.names[min(index + level, 4)], opacity: opacity)
            }
            if let index = Self.fills.firstIndex(of: name) { return .named(Self.fills[min(index + level, 3)], opacity: opacity) }
        }
        return paint.scaled(opacity: Self.opacities[min(level, 4)])
    }
}

/// A style with its opacity scaled.
public struct _OpacityStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func _paint(in environment: EnvironmentValues) -> ColorValue { base._paint(in: environment).scaled(opacity: opacity) }
}

/// Colors and where along a gradient they are; as a style, drawn top to bottom (`.tint(Gradient(colors:
/// [.green, .red]))` on a gauge follows its arc).
public struct Gradient: ShapeStyle, Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colors spread evenly from start to end.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count < 2 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
        }
    }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { value(.linear, start: .top, end: .bottom) }

    func value(_ kind: GradientValue.Kind, start: UnitPoint, end: UnitPoint, radii: [Double]? = nil, angles: [Double]? = nil) -> ColorValue {
        .gradient(GradientValue(
            kind: kind, stops: stops.map { GradientValue.Stop(color: $0.color.value, location: Double($0.location)) },
            start: [Double(start.x), Double(start.y)], end: [Double(end.x), Double(end.y)], radii: radii, angles: angles))
    }
}

/// A point in a view, in fractions of its width and height.
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point as the render tree carries it.
    var value: UnitPointValue { UnitPointValue(x: Double(x), y: Double(y)) }
}

/// An angle: of an angular gradient, a rotation, an arc.
public struct Angle: Sendable, Hashable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(radians: 0)
}

/// A gradient along a line; also a view that fills its space.
public struct LinearGradient: ShapeStyle, View {
    public var body: Never { return primitiveBody(Self.self) }
    let paint: ColorValue

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        paint = gradient.value(.linear, start: startPoint, end: endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { paint }
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.color(view.paint)) }
}

/// A gradient out from a center; also a view that fills its space.
public struct RadialGradient: ShapeStyle, View {
    public var body: Never { return primitiveBody(Self.self) }
    let paint: ColorValue

    /// The stops from `startRadius` points out from the centre to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        paint = gradient.value(.radial, start: center, end: center, radii: [Double(startRadius), Double(endRadius)])
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { paint }
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.color(view.paint)) }
}

/// A gradient around a center; also a view that fills its space.
public struct AngularGradient: ShapeStyle, View {
    public var body: Never { return primitiveBody(Self.self) }
    let paint: ColorValue

    /// The stops clockwise from `startAngle` (0: three o'clock) to `endAngle`; the same two angles
    /// go once round. Outside them, the first and last stops' colors meet halfway.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        let end = endAngle == startAngle ? startAngle.degrees + 360 : endAngle.degrees
        paint = gradient.value(.angular, start: center, end: center, angles: [startAngle.degrees, end])
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// The stops once round, from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { paint }
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.color(view.paint)) }
}

/// A gradient out from a center in an ellipse that fills its frame; also a view that fills its space.
public struct EllipticalGradient: ShapeStyle, View {
    public var body: Never { return primitiveBody(Self.self) }
    let paint: ColorValue

    /// The stops from `startRadiusFraction` to `endRadiusFraction` of the frame's width and height
    /// out from the centre (0.5: the frame's edge).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        paint = gradient.value(.elliptical, start: center, end: center, radii: [Double(startRadiusFraction), Double(endRadiusFraction)])
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { paint }
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.color(view.paint)) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A gradient along a line, from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A gradient out from `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A gradient out from `center` in an ellipse that fills the frame.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient clockwise around `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient once round `center`, from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

/// A gradient made from a color (`Color.blue.gradient`), drawn top to bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { gradient._paint(in: environment) }
}

/// The widget's background color, as a style.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues) -> ColorValue { .named("background", opacity: 1) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style of any type, for choosing between styles of different types (`flag ? AnyShapeStyle(.tint)
/// : AnyShapeStyle(.quaternary)`).
public struct AnyShapeStyle: ShapeStyle {
    private let paint: @Sendable (EnvironmentValues) -> ColorValue

    public init<S: ShapeStyle>(_ style: S) { paint = { style._paint(in: $0) } }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { paint(environment) }
}
