import WidgetWire

/// A color, also usable as a view that fills its space.
public struct Color: View, ShapeStyle, Hashable, Sendable {
    public var body: Never { return primitiveBody(Self.self) }

    let value: ColorValue

    init(_ value: ColorValue) { self.value = value }

    private init(named name: String) { value = .named(name, opacity: 1) }

    /// A color from red, green and blue components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgba(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A shade of gray from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        value = .rgba(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same color with another opacity.
    public func opacity(_ opacity: Double) -> Color { Color(value.scaled(opacity: opacity)) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.color(view.value)) }

    public func _paint(in environment: EnvironmentValues) -> ColorValue { value }

    /// A gentle gradient of the color, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [opacity(0.75), self]))
    }

    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")
    public static let clear = Color(named: "clear")
    public static let black = Color(named: "black")
    public static let white = Color(named: "white")
    public static let gray = Color(named: "gray")
    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let mint = Color(named: "mint")
    public static let teal = Color(named: "teal")
    public static let cyan = Color(named: "cyan")
    public static let blue = Color(named: "blue")
    public static let indigo = Color(named: "indigo")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let brown = Color(named: "brown")
}

extension ShapeStyle where Self == Color {
    public static var accentColor: Color { Color.accentColor }
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}
