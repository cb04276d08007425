import Foundation

/// A view as the plugin evaluated it: an element and the modifiers applied to it, innermost first.
///
/// Adding a view to the SDK means adding a case to ``RenderNode/Element`` (or ``Modifier``) and
/// teaching the renderers to draw it; the rest of the boundary stays as it is.
public struct RenderNode: Sendable, Hashable {
    public var element: Element
    public var modifiers: [Modifier]

    public init(_ element: Element, modifiers: [Modifier] = []) {
        self.element = element
        self.modifiers = modifiers
    }

    /// The primitive views.
    public enum Element: Sendable, Hashable {
        /// Draws nothing and takes no space.
        case empty
        /// Children laid out by the parent, as SwiftUI's `Group` and a builder's several views are.
        case group([RenderNode])
        case text(TextNode)
        case stack(StackNode)
        /// Flexible space along the parent stack's axis, at least `minLength` points.
        case spacer(minLength: Double?)
        /// A color fills the space it is offered.
        case color(ColorValue)
    }

    /// A node that draws nothing.
    public static let empty = RenderNode(.empty)
}

/// Text made of runs: plain strings and dates drawn by the host in a style.
public struct TextNode: Codable, Sendable, Hashable {
    public var runs: [TextRun]

    public init(runs: [TextRun]) { self.runs = runs }

    /// The text's plain strings joined, dates left out; for tests and logs.
    public var plainText: String {
        runs.map { if case .verbatim(let string) = $0 { string } else { "" } }.joined()
    }
}

/// A piece of a text.
public enum TextRun: Sendable, Hashable {
    case verbatim(String)
    /// A date the host formats when it draws, so relative and timer styles stay live.
    case date(Date, style: DateStyle)
}

/// SwiftUI's `Text.DateStyle`.
public enum DateStyle: String, Codable, Sendable, Hashable, CaseIterable {
    case time, date, relative, offset, timer
}

/// A vertical, horizontal or depth stack.
public struct StackNode: Codable, Sendable, Hashable {
    public enum Axis: String, Codable, Sendable, Hashable { case vertical, horizontal, depth }

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

/// A color: a named system color or RGBA components in 0...1.
public enum ColorValue: Sendable, Hashable {
    case named(String, opacity: Double)
    case rgba(red: Double, green: Double, blue: Double, opacity: Double)
}

/// A font: a SwiftUI text style or a system font of a size; `weight` is SwiftUI's weight name.
public struct FontValue: Codable, Sendable, Hashable {
    public var style: String?
    public var size: Double?
    public var weight: String?
    public var design: String?

    public init(style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }
}

/// Insets in points.
public struct EdgeInsetsValue: Codable, Sendable, Hashable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A fixed or flexible frame.
public struct FrameValue: Codable, Sendable, Hashable {
    public var width, height, minWidth, maxWidth, minHeight, maxHeight: Double?
    public var alignment: String

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, alignment: String = "center"
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// What a view modifier did to its content.
public enum Modifier: Sendable, Hashable {
    case padding(EdgeInsetsValue)
    case font(FontValue)
    case foregroundStyle(ColorValue)
    case background(RenderNode)
    case frame(FrameValue)
    /// `containerBackground(for: .widget)`: the widget's background, drawn behind its margins.
    case containerBackground(RenderNode)
}

// MARK: - JSON shape
//
// Elements and runs are objects tagged by "type"; modifiers are one-key objects named after the
// modifier, so the JSON reads like the Swift that made it.

extension RenderNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, children, text = "runs", minLength, color, modifiers
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "empty": element = .empty
        case "group": element = .group(try container.decode([RenderNode].self, forKey: .children))
        case "text": element = .text(try TextNode(from: decoder))
        case "stack": element = .stack(try StackNode(from: decoder))
        case "spacer": element = .spacer(minLength: try container.decodeIfPresent(Double.self, forKey: .minLength))
        case "color": element = .color(try container.decode(ColorValue.self, forKey: .color))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown view type '\(type)'")
        }
        modifiers = try container.decodeIfPresent([Modifier].self, forKey: .modifiers) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch element {
        case .empty: try container.encode("empty", forKey: .type)
        case .group(let children):
            try container.encode("group", forKey: .type)
            try container.encode(children, forKey: .children)
        case .text(let text):
            try container.encode("text", forKey: .type)
            try text.encode(to: encoder)
        case .stack(let stack):
            try container.encode("stack", forKey: .type)
            try stack.encode(to: encoder)
        case .spacer(let minLength):
            try container.encode("spacer", forKey: .type)
            try container.encodeIfPresent(minLength, forKey: .minLength)
        case .color(let color):
            try container.encode("color", forKey: .type)
            try container.encode(color, forKey: .color)
        }
        if !modifiers.isEmpty { try container.encode(modifiers, forKey: .modifiers) }
    }
}

extension TextRun: Codable {
    private enum CodingKeys: String, CodingKey { case text, date, style }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let date = try container.decodeIfPresent(Date.self, forKey: .date) {
            self = .date(date, style: try container.decode(DateStyle.self, forKey: .style))
        } else {
            self = .verbatim(try container.decode(String.self, forKey: .text))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .verbatim(let string): try container.encode(string, forKey: .text)
        case .date(let date, let style):
            try container.encode(date, forKey: .date)
            try container.encode(style, forKey: .style)
        }
    }
}

extension ColorValue: Codable {
    private enum CodingKeys: String, CodingKey { case name, red, green, blue, opacity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let opacity = try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self = .named(name, opacity: opacity)
        } else {
            self = .rgba(
                red: try container.decode(Double.self, forKey: .red),
                green: try container.decode(Double.self, forKey: .green),
                blue: try container.decode(Double.self, forKey: .blue),
                opacity: opacity)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .named(let name, let opacity):
            try container.encode(name, forKey: .name)
            if opacity != 1 { try container.encode(opacity, forKey: .opacity) }
        case .rgba(let red, let green, let blue, let opacity):
            try container.encode(red, forKey: .red)
            try container.encode(green, forKey: .green)
            try container.encode(blue, forKey: .blue)
            if opacity != 1 { try container.encode(opacity, forKey: .opacity) }
        }
    }
}

extension Modifier: Codable {
    private enum CodingKeys: String, CodingKey {
        case padding, font, foregroundStyle, background, frame, containerBackground
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a modifier is an object with exactly one known key, e.g. {\"padding\": {...}}"))
        }
        switch key {
        case .padding: self = .padding(try container.decode(EdgeInsetsValue.self, forKey: key))
        case .font: self = .font(try container.decode(FontValue.self, forKey: key))
        case .foregroundStyle: self = .foregroundStyle(try container.decode(ColorValue.self, forKey: key))
        case .background: self = .background(try container.decode(RenderNode.self, forKey: key))
        case .frame: self = .frame(try container.decode(FrameValue.self, forKey: key))
        case .containerBackground: self = .containerBackground(try container.decode(RenderNode.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .padding(let insets): try container.encode(insets, forKey: .padding)
        case .font(let font): try container.encode(font, forKey: .font)
        case .foregroundStyle(let color): try container.encode(color, forKey: .foregroundStyle)
        case .background(let node): try container.encode(node, forKey: .background)
        case .frame(let frame): try container.encode(frame, forKey: .frame)
        case .containerBackground(let node): try container.encode(node, forKey: .containerBackground)
        }
    }
}
