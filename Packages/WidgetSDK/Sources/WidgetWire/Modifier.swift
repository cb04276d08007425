/// What a view modifier did to its content.
public enum Modifier: Sendable, Hashable {
    case padding(EdgeInsetsValue)
    case font(FontValue)
    case foregroundStyle(ColorValue)
    /// A view behind the content, sized by it and placed by `alignment`.
    case background(RenderNode, alignment: String)
    /// A view in front of the content, sized by it and placed by `alignment`.
    case overlay(RenderNode, alignment: String)
    case shadow(ColorValue, radius: Double, x: Double, y: Double)
    case frame(FrameValue)
    /// `containerBackground(for: .widget)`: the widget's background, drawn behind its margins.
    case containerBackground(RenderNode)
    /// A font weight on top of the font: `bold`, `semibold`, ...
    case fontWeight(String)
    /// A font design on top of the font: `default`, `serif`, `rounded` or `monospaced`.
    case fontDesign(String)
    case cornerRadius(Double)
    case opacity(Double)
    /// At most this many lines of text (nil: no limit).
    case lineLimit(Int?)
    /// `lineLimit(_:reservesSpace:)`, `lineLimit(2...3)`: a text at least this many lines tall, the
    /// lines it does not fill left blank.
    case reservedLines(Int)
    /// `allowsTightening(_:)`: a text may squeeze its letters a little before it is truncated.
    case allowsTightening(Bool)
    /// `leading`, `center` or `trailing`.
    case multilineTextAlignment(String)
    case minimumScaleFactor(Double)
    /// The URL opened when the widget (outside any link) is tapped.
    case widgetURL(String)
    /// Content hidden when the widget is shown in a private context.
    case privacySensitive
    /// Content a tap's intent makes stale: drawn dimmed while the intent runs.
    case invalidatable
    /// `widgetAccentable()`: in the accented rendering mode, drawn in the accent color.
    case accentable
    /// `layoutPriority(_:)`: a stack offers this view space before views of lower priority.
    case layoutPriority(Double)
    /// `fixedSize(horizontal:vertical:)`: the view takes its ideal size on these axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `offset(x:y:)`: drawn moved, laid out where it was.
    case offset(x: Double, y: Double)
    /// `clipped()`: nothing of the view is drawn outside its frame.
    case clipped
    /// `clipShape(_:)`: nothing of the view is drawn outside this shape in its frame (its kind,
    /// corner radius, path and fill rule; fills, strokes and trims unused).
    case clipShape(ShapeNode)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: width over height (nil: the
    /// content's own), fitted into or filling the space offered.
    case aspectRatio(Double?, fill: Bool)
    /// `truncationMode(_:)`: where a text too long for its lines is cut: `head`, `middle` or `tail`.
    case truncationMode(String)
    /// `position(x:y:)`: the view takes all the space offered and draws its content centred at this
    /// point of it.
    case position(x: Double, y: Double)
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: along the axes named, the view is
    /// `span` of `count` equal parts (with `spacing` between parts) of its container, the widget's
    /// content area; the content is placed in that frame by `alignment`.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// `rotationEffect(_:anchor:)`: drawn turned by an angle in degrees (clockwise on screen when
    /// positive) round a point of its frame, with everything inside it; laid out where it was.
    case rotationEffect(degrees: Double, anchor: UnitPointValue)
    /// `scaleEffect(x:y:anchor:)`: drawn scaled by these factors (a negative one mirrors) round a
    /// point of its frame, with everything inside it; laid out where it was.
    case scaleEffect(x: Double, y: Double, anchor: UnitPointValue)
    /// `.accessibilityLabel(_:)`: what a screen reader says for the view instead of its texts.
    case accessibilityLabel(String)
    /// `.accessibilityHidden(true)`: a screen reader skips the view and everything in it.
    case accessibilityHidden
    /// `.accessibilityElement(children:)`: the view is one element for a screen reader, its children's
    /// texts combined (`combine`) or left out (`ignore`), or it groups them (`contain`).
    case accessibilityElement(children: String)
}

extension Modifier: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        guard fields.members.count == 1, let (key, value) = fields.members.first else {
            throw WireError(.malformedMessage, "a modifier at '\(path)' is an object with exactly one key, e.g. {\"padding\": {...}}")
        }
        let inner = "\(path).\(key)"
        switch key {
        case "padding": self = .padding(try EdgeInsetsValue(json: value, at: inner))
        case "font": self = .font(try FontValue(json: value, at: inner))
        case "foregroundStyle": self = .foregroundStyle(try ColorValue(json: value, at: inner))
        case "background", "overlay":
            // A view alone, or {"view": …, "alignment": …}.
            let layered = try JSONFields(value, at: inner)
            let view = layered["type"] == nil ? try layered.required("view", as: RenderNode.self) : try RenderNode(json: value, at: inner)
            let alignment = layered["type"] == nil ? try layered.optional("alignment", as: String.self) ?? "center" : "center"
            self = key == "background" ? .background(view, alignment: alignment) : .overlay(view, alignment: alignment)
        case "shadow":
            let shadow = try JSONFields(value, at: inner)
            self = .shadow(
                try shadow.optional("color") ?? .named("black", opacity: 0.33), radius: RenderLimits.length(try shadow.optional("radius") ?? 0),
                x: try shadow.optional("x", as: Double.self).map { max(min($0, 100), -100) } ?? 0,
                y: try shadow.optional("y", as: Double.self).map { max(min($0, 100), -100) } ?? 0)
        case "frame": self = .frame(try FrameValue(json: value, at: inner))
        case "containerBackground": self = .containerBackground(try RenderNode(json: value, at: inner))
        case "fontWeight": self = .fontWeight(try String(json: value, at: inner))
        case "fontDesign": self = .fontDesign(try String(json: value, at: inner))
        case "cornerRadius": self = .cornerRadius(RenderLimits.length(try Double(json: value, at: inner)))
        case "opacity": self = .opacity(RenderLimits.fraction(try Double(json: value, at: inner)))
        case "lineLimit": self = .lineLimit(value == .null ? nil : min(max(try Int(json: value, at: inner), 0), 1_000))
        case "reservedLines": self = .reservedLines(min(max(try Int(json: value, at: inner), 0), 1_000))
        case "allowsTightening": self = .allowsTightening(try Bool(json: value, at: inner))
        case "multilineTextAlignment": self = .multilineTextAlignment(try String(json: value, at: inner))
        case "minimumScaleFactor": self = .minimumScaleFactor(max(RenderLimits.fraction(try Double(json: value, at: inner)), 0.01))
        case "widgetURL": self = .widgetURL(try String(json: value, at: inner))
        case "privacySensitive": self = .privacySensitive
        case "invalidatable": self = .invalidatable
        case "accentable": self = .accentable
        case "layoutPriority": self = .layoutPriority(min(max(try Double(json: value, at: inner), -1_000), 1_000))
        case "fixedSize":
            let axes = try JSONFields(value, at: inner)
            self = .fixedSize(horizontal: try axes.optional("horizontal") ?? true, vertical: try axes.optional("vertical") ?? true)
        case "offset":
            let (x, y) = try RenderLimits.point(value, at: inner)
            self = .offset(x: x, y: y)
        case "clipped": self = .clipped
        case "clipShape": self = .clipShape(try ShapeNode(json: value, at: inner))
        case "aspectRatio":
            let aspect = try JSONFields(value, at: inner)
            let ratio = try aspect.optional("ratio", as: Double.self).map { $0.isFinite ? min(max($0, 0.001), 1_000) : 1 }
            self = .aspectRatio(ratio, fill: try aspect.optional("contentMode", as: String.self) == "fill")
        case "truncationMode": self = .truncationMode(try String(json: value, at: inner))
        case "position":
            let (x, y) = try RenderLimits.point(value, at: inner)
            self = .position(x: x, y: y)
        case "containerRelativeFrame":
            let frame = try JSONFields(value, at: inner)
            let axes = try frame.optional("axes", as: [String].self) ?? ["horizontal", "vertical"]
            self = .containerRelativeFrame(ContainerRelativeFrame(
                horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical"),
                count: min(max(try frame.optional("count", as: Int.self) ?? 1, 1), 100), span: try frame.optional("span", as: Int.self) ?? 1,
                spacing: RenderLimits.length(try frame.optional("spacing", as: Double.self) ?? 0),
                alignment: try frame.optional("alignment") ?? "center"))
        case "rotationEffect":
            let effect = try JSONFields(value, at: inner)
            self = .rotationEffect(
                degrees: RenderLimits.degrees(try effect.optional("degrees") ?? 0),
                anchor: try RenderLimits.anchor(effect["anchor"], at: "\(inner).anchor"))
        case "scaleEffect":
            let effect = try JSONFields(value, at: inner)
            self = .scaleEffect(
                x: RenderLimits.scale(try effect.optional("x") ?? 1), y: RenderLimits.scale(try effect.optional("y") ?? 1),
                anchor: try RenderLimits.anchor(effect["anchor"], at: "\(inner).anchor"))
        case "accessibilityLabel": self = .accessibilityLabel(RenderLimits.label(try String(json: value, at: inner)))
        case "accessibilityHidden": self = .accessibilityHidden
        case "accessibilityElement":
            let children = try String(json: value, at: inner)
            guard ["ignore", "contain", "combine"].contains(children) else {
                throw WireError(.malformedMessage, "'\(inner)' is '\(children)'; use ignore, contain or combine")
            }
            self = .accessibilityElement(children: children)
        default: throw WireError(.malformedMessage, "unknown modifier '\(key)' at '\(path)'")
        }
    }

    public var json: JSON {
        switch self {
        case .padding(let insets): .object([("padding", insets.json)])
        case .font(let font): .object([("font", font.json)])
        case .foregroundStyle(let color): .object([("foregroundStyle", color.json)])
        case .background(let node, let alignment):
            .object([("background", alignment == "center" ? node.json : .fields(["view": node.json, "alignment": .string(alignment)]))])
        case .overlay(let node, let alignment): .object([("overlay", .fields(["view": node.json, "alignment": .string(alignment)]))])
        case .shadow(let color, let radius, let x, let y):
            .object([("shadow", .fields(["color": color.json, "radius": .number(radius), "x": .number(x), "y": .number(y)]))])
        case .frame(let frame): .object([("frame", frame.json)])
        case .containerBackground(let node): .object([("containerBackground", node.json)])
        case .fontWeight(let weight): .object([("fontWeight", .string(weight))])
        case .fontDesign(let design): .object([("fontDesign", .string(design))])
        case .cornerRadius(let radius): .object([("cornerRadius", .number(radius))])
        case .opacity(let opacity): .object([("opacity", .number(opacity))])
        case .lineLimit(let limit): .object([("lineLimit", limit.map { .number(Double($0)) } ?? .null)])
        case .reservedLines(let lines): .object([("reservedLines", .number(Double(lines)))])
        case .allowsTightening(let allows): .object([("allowsTightening", .bool(allows))])
        case .multilineTextAlignment(let alignment): .object([("multilineTextAlignment", .string(alignment))])
        case .minimumScaleFactor(let factor): .object([("minimumScaleFactor", .number(factor))])
        case .widgetURL(let url): .object([("widgetURL", .string(url))])
        case .privacySensitive: .object([("privacySensitive", .bool(true))])
        case .invalidatable: .object([("invalidatable", .bool(true))])
        case .accentable: .object([("accentable", .bool(true))])
        case .layoutPriority(let priority): .object([("layoutPriority", .number(priority))])
        case .fixedSize(let horizontal, let vertical):
            .object([("fixedSize", .fields(["horizontal": .bool(horizontal), "vertical": .bool(vertical)]))])
        case .offset(let x, let y): .object([("offset", .fields(["x": .number(x), "y": .number(y)]))])
        case .clipped: .object([("clipped", .bool(true))])
        case .clipShape(let shape): .object([("clipShape", shape.json)])
        case .aspectRatio(let ratio, let fill):
            .object([("aspectRatio", .fields(["ratio": ratio.map(JSON.number), "contentMode": .string(fill ? "fill" : "fit")]))])
        case .truncationMode(let mode): .object([("truncationMode", .string(mode))])
        case .position(let x, let y): .object([("position", .fields(["x": .number(x), "y": .number(y)]))])
        case .containerRelativeFrame(let frame):
            .object([("containerRelativeFrame", .fields([
                "axes": .array((frame.horizontal ? ["horizontal"] : []) + (frame.vertical ? ["vertical"] : [])),
                "count": .number(Double(frame.count)), "span": .number(Double(frame.span)), "spacing": .number(frame.spacing),
                "alignment": .string(frame.alignment),
            ]))])
        case .rotationEffect(let degrees, let anchor):
            .object([("rotationEffect", .fields(["degrees": .number(degrees), "anchor": anchor.json]))])
        case .scaleEffect(let x, let y, let anchor):
            .object([("scaleEffect", .fields(["x": .number(x), "y": .number(y), "anchor": anchor.json]))])
        case .accessibilityLabel(let label): .object([("accessibilityLabel", .string(label))])
        case .accessibilityHidden: .object([("accessibilityHidden", .bool(true))])
        case .accessibilityElement(let children): .object([("accessibilityElement", .string(children))])
        }
    }
}
