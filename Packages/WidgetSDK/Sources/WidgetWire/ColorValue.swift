/// A paint: a named system color or style (`primary` … `quinary`, `fill.tertiary`, `tint`, a
/// material such as `regularMaterial`), RGBA components in 0...1, or a gradient between colors.
public indirect enum ColorValue: Sendable, Hashable {
    case named(String, opacity: Double)
    case rgba(red: Double, green: Double, blue: Double, opacity: Double)
    case gradient(GradientValue)

    /// The same paint with its opacity scaled by `factor` (a gradient's at each stop).
    public func scaled(opacity factor: Double) -> ColorValue {
        switch self {
        case .named(let name, let opacity): .named(name, opacity: opacity * factor)
        case .rgba(let red, let green, let blue, let opacity): .rgba(red: red, green: green, blue: blue, opacity: opacity * factor)
        case .gradient(let gradient): .gradient(gradient.recolored { $0.scaled(opacity: factor) })
        }
    }

    /// The color a place that takes one color (a terminal cell, a text's ink) draws: a gradient's first.
    public var solid: ColorValue {
        if case .gradient(let gradient) = self { return gradient.stops.first?.color.solid ?? .named("primary", opacity: 1) }
        return self
    }
}

extension ColorValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        if let gradient = fields["gradient"] {
            self = .gradient(try GradientValue(json: gradient, at: "\(fields.path).gradient"))
            return
        }
        let opacity = RenderLimits.fraction(try fields.optional("opacity", as: Double.self) ?? 1)
        if let name = try fields.optional("name", as: String.self) {
            self = .named(RenderLimits.name(name), opacity: opacity)
        } else {
            self = .rgba(
                red: RenderLimits.fraction(try fields.required("red")), green: RenderLimits.fraction(try fields.required("green")),
                blue: RenderLimits.fraction(try fields.required("blue")), opacity: opacity)
        }
    }

    public var json: JSON {
        switch self {
        case .named(let name, let opacity):
            .fields(["name": .string(name), "opacity": opacity == 1 ? nil : .number(opacity)])
        case .rgba(let red, let green, let blue, let opacity):
            .fields([
                "red": .number(red), "green": .number(green), "blue": .number(blue),
                "opacity": opacity == 1 ? nil : .number(opacity),
            ])
        case .gradient(let gradient): .object([("gradient", gradient.json)])
        }
    }
}
