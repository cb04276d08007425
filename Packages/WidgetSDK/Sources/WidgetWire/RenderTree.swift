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
    public indirect enum Element: Sendable, Hashable {
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
        /// A symbol (`Image(systemName:)`) or an image of the bundle's resources (`Image(_:)`).
        case image(ImageNode)
        /// A thin line across the parent stack.
        case divider
        /// `ProgressView` and `Gauge`: a value between 0 and `total`, or nil while indeterminate.
        case progress(ProgressNode)
        /// A `Link`: content that opens a URL when tapped.
        case link(url: String, content: RenderNode)
        /// Something a plugin cut short (too deep or too large), drawn as a visible marker.
        case truncated(reason: String)
        /// `Button(_:intent:)` and `Toggle(isOn:intent:)`: a tap performs the intent.
        case control(ControlNode)
        /// `Rectangle`, `Circle`, `Capsule` …: filled, stroked, or both, filling the space offered.
        case shape(ShapeNode)
    }

    /// A node that draws nothing.
    public static let empty = RenderNode(.empty)

    /// Whether the node shows a date or timer that changes as time passes (`.relative`, `.offset`,
    /// `.timer`, `Text(timerInterval:)`), so a display redraws it each second.
    public var hasLiveText: Bool {
        switch element {
        case .text(let text): text.runs.contains(where: \.isLive)
        case .group(let children): children.contains { $0.hasLiveText }
        case .stack(let stack): stack.children.contains { $0.hasLiveText }
        case .link(_, let content): content.hasLiveText
        case .control(let control): control.label.hasLiveText
        case .progress(let progress): progress.timer != nil || (progress.label?.hasLiveText ?? false)
        case .empty, .spacer, .color, .image, .divider, .truncated, .shape: false
        }
    }

    /// The tree with its invalidatable content dimmed, as it is drawn while a tap's intent runs; nil
    /// when it has none.
    public var invalidated: RenderNode? {
        var changed = false
        func walk(_ node: RenderNode) -> RenderNode {
            var node = node
            node.modifiers = node.modifiers.map {
                guard case .invalidatable = $0 else { return $0 }
                changed = true
                return .opacity(0.4)
            }
            switch node.element {
            case .group(let children): node.element = .group(children.map(walk))
            case .stack(var stack):
                stack.children = stack.children.map(walk)
                node.element = .stack(stack)
            case .link(let url, let content): node.element = .link(url: url, content: walk(content))
            default: break
            }
            return node
        }
        let result = walk(self)
        return changed ? result : nil
    }

    /// The view given to `containerBackground(for: .widget)`, on this view or its only child.
    public var containerBackground: RenderNode? {
        for modifier in modifiers { if case .containerBackground(let background) = modifier { return background } }
        if case .group(let children) = element, children.count == 1 { return children[0].containerBackground }
        return nil
    }

    /// Every text's plain strings, depth first, for logs and tests.
    public var texts: [String] {
        switch element {
        case .text(let text): [text.plainText]
        case .group(let children): children.flatMap(\.texts)
        case .stack(let stack): stack.children.flatMap(\.texts)
        case .link(_, let content): content.texts
        case .control(let control): control.label.texts
        case .progress(let progress): progress.label?.texts ?? []
        case .empty, .spacer, .color, .image, .divider, .truncated, .shape: []
        }
    }
}

/// Text made of runs: plain strings and dates drawn by the host in a style.
public struct TextNode: Sendable, Hashable {
    public var runs: [TextRun]

    public init(runs: [TextRun]) { self.runs = runs }

    /// The text's plain strings joined, dates left out; for tests and logs.
    public var plainText: String { runs.map(\.plainText).joined() }
}

/// A piece of a text.
public indirect enum TextRun: Sendable, Hashable {
    case verbatim(String)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a live timer the host draws.
    case timer(TimerRun)
    /// A date the host formats when it draws, so relative and timer styles stay live.
    case date(Date, style: DateStyle)
    /// A symbol inside the text (`Text("\(Image(systemName: "star")) 4.5")`).
    case symbol(String)
    /// Runs with a style of their own (`Text("a").bold() + Text("b")`).
    case styled([TextRun], RunStyle)

    /// The run's plain strings, dates and symbols left out.
    public var plainText: String {
        switch self {
        case .verbatim(let string): string
        case .styled(let runs, _): runs.map(\.plainText).joined()
        case .timer, .date, .symbol: ""
        }
    }

    /// Whether the run shows a time that changes as it passes.
    public var isLive: Bool {
        switch self {
        case .verbatim, .symbol: false
        case .date(_, let style): style == .relative || style == .offset || style == .timer
        case .timer: true
        case .styled(let runs, _): runs.contains(where: \.isLive)
        }
    }
}

/// How a part of a text is drawn, over the text's own font and color.
public struct RunStyle: Sendable, Hashable {
    public var font: FontValue?
    /// A SwiftUI weight name (`bold`, `semibold`, …).
    public var weight: String?
    public var italic: Bool
    public var color: ColorValue?
    public var underline: Bool
    public var strikethrough: Bool
    /// Digits of equal width, so changing numbers do not jiggle.
    public var monospacedDigit: Bool
    /// Extra space between characters, in points.
    public var kerning: Double?

    public init(
        font: FontValue? = nil, weight: String? = nil, italic: Bool = false, color: ColorValue? = nil, underline: Bool = false,
        strikethrough: Bool = false, monospacedDigit: Bool = false, kerning: Double? = nil
    ) {
        self.font = font
        self.weight = weight
        self.italic = italic
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.monospacedDigit = monospacedDigit
        self.kerning = kerning
    }
}

/// A timer over an interval: counting down to its end (or up from its start), stopped at `pauseTime`,
/// and at zero (or the full length) once the interval is over.
public struct TimerRun: Sendable, Hashable {
    public var start: Date
    public var end: Date
    public var pauseTime: Date?
    public var countsDown: Bool
    public var showsHours: Bool

    public init(start: Date, end: Date, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.start = start
        self.end = end
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }

    /// The seconds shown at `now`.
    public func seconds(at now: Date) -> TimeInterval {
        let moment = min(max(pauseTime.map { min($0, now) } ?? now, start), end)
        return countsDown ? end.timeIntervalSince(moment) : moment.timeIntervalSince(start)
    }
}

/// An interactive control: a tap target that performs an intent, then reloads the widget.
public struct ControlNode: Sendable, Equatable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case button, toggle }

    public var kind: Kind
    /// The target's id in the entry: `button-1`, `toggle-1`, ... in the order they are drawn.
    public var target: String
    public var intent: IntentInvocation
    /// A toggle's state.
    public var isOn: Bool?
    public var label: RenderNode
    /// A custom style (`ButtonStyle`, `ToggleStyle`) drew the whole control: its label is drawn as it
    /// is, with no switch, insets or brackets around it.
    public var styled: Bool

    public init(kind: Kind, target: String, intent: IntentInvocation, isOn: Bool? = nil, label: RenderNode, styled: Bool = false) {
        self.kind = kind
        self.target = target
        self.intent = intent
        self.isOn = isOn
        self.label = label
        self.styled = styled
    }
}

extension ControlNode: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(intent.type)
    }
}

/// An image: a symbol's name or a resource's, and what it says for accessibility.
public struct ImageNode: Sendable, Hashable {
    public var systemName: String?
    public var resource: String?
    /// An image's own bytes (PNG, JPEG or SVG), read by the plugin: a file of its app group's
    /// container (`Image(uiImage: UIImage(contentsOfFile:))`). The host reads no file for it.
    public var data: ImageData?

    public init(systemName: String? = nil, resource: String? = nil, data: ImageData? = nil) {
        self.systemName = systemName
        self.resource = resource
        self.data = data
    }
}

/// An image's bytes and what they are.
public struct ImageData: Sendable, Hashable {
    public var bytes: Data
    /// `image/png`, `image/jpeg` or `image/svg+xml`.
    public var mediaType: String

    /// The largest image a widget carries.
    public static let largest = 1 << 20

    /// The bytes' type from their first bytes; nil for what is no PNG, JPEG or SVG.
    public init?(_ bytes: Data) {
        guard bytes.count <= Self.largest else { return nil }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            mediaType = "image/png"
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            mediaType = "image/jpeg"
        } else if let head = String(data: bytes.prefix(512), encoding: .utf8), head.contains("<svg") {
            mediaType = "image/svg+xml"
        } else {
            return nil
        }
        self.bytes = bytes
    }
}

/// A progress bar or gauge.
public struct ProgressNode: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case linear, circular, gauge }

    public var value: Double?
    public var total: Double
    public var style: Style
    public var label: RenderNode?
    /// `ProgressView(timerInterval:countsDown:)`: the value follows the clock through this interval
    /// (its `pauseTime` unused), and displays redraw it as time passes.
    public var timer: TimerRun?

    public init(value: Double?, total: Double = 1, style: Style = .linear, label: RenderNode? = nil, timer: TimerRun? = nil) {
        self.value = value
        self.total = total
        self.style = style
        self.label = label
        self.timer = timer
    }

    /// The progress at a moment: a timer's fraction of its interval then, else the value.
    public func at(_ now: Date) -> ProgressNode {
        guard let timer else { return self }
        var progress = self
        let length = max(timer.end.timeIntervalSince(timer.start), 1)
        progress.value = min(max(timer.seconds(at: now) / length, 0), 1)
        progress.total = 1
        return progress
    }

    /// The fraction done, in 0...1, or nil while indeterminate.
    public var fraction: Double? {
        guard let value, total > 0, value.isFinite else { return nil }
        return min(max(value / total, 0), 1)
    }
}

/// SwiftUI's `Text.DateStyle`.
public enum DateStyle: String, Sendable, Hashable, CaseIterable, JSONRepresentable {
    case time, date, relative, offset, timer
}

/// A vertical, horizontal or depth stack; a grid: rows (horizontal stacks) whose cells line up in
/// columns (a row that is one view spans them all); or `fits`: `ViewThatFits`, the first child that
/// fits the space offered (else the last) is drawn.
public struct StackNode: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case vertical, horizontal, depth, grid, fits }

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

/// A paint: a named system color or style (`primary` … `quinary`, `fill.tertiary`, `tint`, a
/// material such as `regularMaterial`), RGBA components in 0...1, or a gradient between colors.
public indirect enum ColorValue: Sendable, Hashable {
    case named(String, opacity: Double)
    case rgba(red: Double, green: Double, blue: Double, opacity: Double)
    case gradient(GradientValue)

    /// The color a place that takes one color (a terminal cell, a text's ink) draws: a gradient's first.
    public var solid: ColorValue {
        if case .gradient(let gradient) = self { return gradient.stops.first?.color.solid ?? .named("primary", opacity: 1) }
        return self
    }
}

/// A gradient: linear from `start` to `end`, radial or angular around `center` (unit points, 0...1).
public struct GradientValue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case linear, radial, angular }

    public struct Stop: Sendable, Hashable {
        public var color: ColorValue
        public var location: Double

        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var kind: Kind
    public var stops: [Stop]
    public var start: [Double]
    public var end: [Double]

    public init(kind: Kind, stops: [Stop], start: [Double] = [0.5, 0], end: [Double] = [0.5, 1]) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// The most stops a gradient keeps.
    public static let mostStops = 16
}

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

/// A font: a SwiftUI text style or a system font of a size; `weight` is SwiftUI's weight name.
public struct FontValue: Sendable, Hashable {
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
public struct EdgeInsetsValue: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A fixed or flexible frame. A maximum of `.infinity` (fill what is offered) is written `"infinity"` in JSON.
public struct FrameValue: Sendable, Hashable {
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
}

/// A point of a view's frame in fractions of its width and height, as SwiftUI's `UnitPoint`: 0, 0 is
/// its top-left corner, 0.5, 0.5 its middle; a point outside the frame is outside 0…1.
public struct UnitPointValue: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle of the frame.
    public static let center = UnitPointValue(x: 0.5, y: 0.5)
}

/// The frame `containerRelativeFrame` gives a view.
public struct ContainerRelativeFrame: Sendable, Hashable {
    public var horizontal: Bool
    public var vertical: Bool
    public var count: Int
    public var span: Int
    public var spacing: Double
    public var alignment: String

    public init(horizontal: Bool, vertical: Bool, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: String = "center") {
        self.horizontal = horizontal
        self.vertical = vertical
        self.count = max(1, count)
        self.span = min(max(1, span), max(1, count))
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The length along an axis of a container `length` long.
    public func length(in length: Double) -> Double {
        let part = max(0, length - spacing * Double(count - 1)) / Double(count)
        return part * Double(span) + spacing * Double(span - 1)
    }
}

// MARK: - JSON shape
//
// Elements are objects tagged by "type"; modifiers are one-key objects named after the modifier, so
// the JSON reads like the Swift that made it.

extension RenderNode: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        let type = try fields.required("type", as: String.self)
        switch type {
        case "empty": element = .empty
        case "group": element = .group(try fields.required("children"))
        case "text": element = .text(try TextNode(json: json, at: path))
        case "stack": element = .stack(try StackNode(json: json, at: path))
        case "spacer": element = .spacer(minLength: try fields.optional("minLength", as: Double.self).map(RenderLimits.length))
        case "color": element = .color(try fields.required("color"))
        case "shape": element = .shape(try ShapeNode(json: json, at: path))
        case "image":
            // Image bytes that are too large, not base64, or not an image are left out: a placeholder shows.
            let data = try fields.optional("data", as: String.self).flatMap { Data(base64Encoded: $0) }.flatMap(ImageData.init)
            element = .image(ImageNode(
                systemName: try fields.optional("systemName", as: String.self).map(RenderLimits.name),
                resource: try fields.optional("name", as: String.self).map(RenderLimits.name), data: data))
        case "divider": element = .divider
        case "progress":
            let total = try fields.optional("total", as: Double.self).map { $0.isFinite && $0 > 0 ? $0 : 1 } ?? 1
            let timer = try fields.optional("timer", as: JSON.self).map { (json: JSON) throws(WireError) -> TimerRun in
                let timerFields = try JSONFields(json, at: "\(path).timer")
                return TimerRun(
                    start: try timerFields.required("start"), end: try timerFields.required("end"),
                    countsDown: try timerFields.optional("countsDown") ?? true)
            }
            element = .progress(ProgressNode(
                value: try fields.optional("value", as: Double.self).map { $0.isFinite ? min(max($0, 0), total) : 0 },
                total: total, style: try fields.optional("style") ?? .linear, label: try fields.optional("label"), timer: timer))
        case "link":
            let content = try fields.required("content", as: RenderNode.self)
            // A link to a scheme that runs code where it is opened is no link: its content stays.
            if let url = RenderLimits.url(try fields.required("url")) {
                element = .link(url: url, content: content)
            } else {
                self = content
                return
            }
        case "truncated": element = .truncated(reason: try fields.required("reason"))
        case "control":
            element = .control(ControlNode(
                kind: try fields.required("kind"), target: try fields.required("target"), intent: try fields.required("intent"),
                isOn: try fields.optional("isOn"), label: try fields.required("label"), styled: try fields.optional("styled") ?? false))
        default: throw WireError(.malformedMessage, "unknown view type '\(type)' at '\(path)'")
        }
        modifiers = (try fields.optional("modifiers", as: [Modifier].self) ?? []).filter {
            if case .widgetURL(let url) = $0 { RenderLimits.url(url) != nil } else { true }
        }
    }

    public var json: JSON {
        let modifiers = modifiers.isEmpty ? nil : modifiers.json
        switch element {
        case .empty: return .fields(["type": "empty", "modifiers": modifiers])
        case .group(let children): return .fields(["type": "group", "children": children.json, "modifiers": modifiers])
        case .text(let text): return .fields(["type": "text", "runs": text.runs.json, "modifiers": modifiers])
        case .stack(let stack):
            return .fields([
                "type": "stack", "axis": stack.axis.json, "alignment": .string(stack.alignment),
                "spacing": stack.spacing?.json, "children": stack.children.json, "modifiers": modifiers,
            ])
        case .spacer(let minLength): return .fields(["type": "spacer", "minLength": minLength?.json, "modifiers": modifiers])
        case .color(let color): return .fields(["type": "color", "color": color.json, "modifiers": modifiers])
        case .shape(let shape):
            return .fields([
                "type": "shape", "kind": shape.kind.json, "cornerRadius": shape.cornerRadius == 0 ? nil : .number(shape.cornerRadius),
                "path": shape.path?.json, "fill": shape.fill?.json, "evenOdd": shape.evenOdd ? .bool(true) : nil,
                "stroke": shape.stroke?.json, "lineWidth": shape.stroke == nil ? nil : .number(shape.lineWidth),
                "line": shape.stroke == nil ? nil : shape.line?.json, "strokeInside": shape.strokeInside ? .bool(true) : nil,
                "trimFrom": shape.trimFrom == 0 ? nil : .number(shape.trimFrom), "trimTo": shape.trimTo == 1 ? nil : .number(shape.trimTo),
                "modifiers": modifiers,
            ])
        case .image(let image):
            return .fields([
                "type": "image", "systemName": image.systemName?.json, "name": image.resource?.json,
                "data": image.data.map { .string($0.bytes.base64EncodedString()) }, "modifiers": modifiers,
            ])
        case .divider: return .fields(["type": "divider", "modifiers": modifiers])
        case .progress(let progress):
            return .fields([
                "type": "progress", "value": progress.value?.json, "total": .number(progress.total), "style": progress.style.json,
                "label": progress.label?.json,
                "timer": progress.timer.map { .fields(["start": $0.start.json, "end": $0.end.json, "countsDown": .bool($0.countsDown)]) },
                "modifiers": modifiers,
            ])
        case .link(let url, let content): return .fields(["type": "link", "url": .string(url), "content": content.json, "modifiers": modifiers])
        case .truncated(let reason): return .fields(["type": "truncated", "reason": .string(reason), "modifiers": modifiers])
        case .control(let control):
            return .fields([
                "type": "control", "kind": control.kind.json, "target": .string(control.target), "intent": control.intent.json,
                "isOn": control.isOn?.json, "label": control.label.json, "styled": control.styled ? .bool(true) : nil, "modifiers": modifiers,
            ])
        }
    }
}

extension TextNode: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(runs: try fields.required("runs"))
    }

    public var json: JSON { .fields(["runs": runs.json]) }
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

extension TextRun: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        if let date = try fields.optional("date", as: Date.self) {
            self = .date(date, style: try fields.required("style"))
        } else if let timer = fields["timer"] {
            let timerFields = try JSONFields(timer, at: "\(fields.path).timer")
            self = .timer(TimerRun(
                start: try timerFields.required("start"), end: try timerFields.required("end"),
                pauseTime: try timerFields.optional("pauseTime"), countsDown: try timerFields.optional("countsDown") ?? true,
                showsHours: try timerFields.optional("showsHours") ?? true))
        } else if let symbol = try fields.optional("symbol", as: String.self) {
            self = .symbol(RenderLimits.name(symbol))
        } else if let styled = fields["styled"] {
            let styledFields = try JSONFields(styled, at: "\(fields.path).styled")
            self = .styled(try styledFields.required("runs"), try styledFields.optional("style") ?? RunStyle())
        } else {
            self = .verbatim(RenderLimits.text(try fields.required("text")))
        }
    }

    public var json: JSON {
        switch self {
        case .verbatim(let string): .fields(["text": .string(string)])
        case .date(let date, let style): .fields(["date": date.json, "style": style.json])
        case .symbol(let name): .fields(["symbol": .string(name)])
        case .styled(let runs, let style): .object([("styled", .fields(["runs": runs.json, "style": style.json]))])
        case .timer(let timer):
            .object([("timer", .fields([
                "start": timer.start.json, "end": timer.end.json, "pauseTime": timer.pauseTime?.json,
                "countsDown": .bool(timer.countsDown), "showsHours": .bool(timer.showsHours),
            ]))])
        }
    }
}

extension RunStyle: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            font: try fields.optional("font"), weight: try fields.optional("weight"), italic: try fields.optional("italic") ?? false,
            color: try fields.optional("color"), underline: try fields.optional("underline") ?? false,
            strikethrough: try fields.optional("strikethrough") ?? false, monospacedDigit: try fields.optional("monospacedDigit") ?? false,
            kerning: try fields.optional("kerning", as: Double.self).map { max(min($0, 100), -100) })
    }

    public var json: JSON {
        func flag(_ value: Bool) -> JSON? { value ? .bool(true) : nil }
        return .fields([
            "font": font?.json, "weight": weight?.json, "italic": flag(italic), "color": color?.json, "underline": flag(underline),
            "strikethrough": flag(strikethrough), "monospacedDigit": flag(monospacedDigit), "kerning": kerning.map(JSON.number),
        ])
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

extension GradientValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        func point(_ key: String, _ fallback: [Double]) throws(WireError) -> [Double] {
            guard let point = try fields.optional(key, as: [Double].self) else { return fallback }
            guard point.count == 2 else { throw WireError.mismatch(at: "\(fields.path).\(key)", expected: "a point [x, y]") }
            return point.map(RenderLimits.fraction)
        }
        var stops: [Stop] = []
        for (index, stop) in try fields.required("stops", as: [JSON].self).prefix(Self.mostStops).enumerated() {
            let stopFields = try JSONFields(stop, at: "\(fields.path).stops[\(index)]")
            // A stop's color is a color, never another gradient.
            stops.append(Stop(
                color: try stopFields.required("color", as: ColorValue.self).solid,
                location: RenderLimits.fraction(try stopFields.required("location"))))
        }
        self.init(kind: try fields.required("kind"), stops: stops, start: try point("start", [0.5, 0]), end: try point("end", [0.5, 1]))
    }

    public var json: JSON {
        .fields([
            "kind": kind.json, "stops": .array(stops.map { .fields(["color": $0.color.json, "location": .number($0.location)]) }),
            "start": start.json, "end": end.json,
        ])
    }
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

extension FontValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            style: try fields.optional("style"), size: try fields.optional("size"), weight: try fields.optional("weight"),
            design: try fields.optional("design"))
    }

    public var json: JSON {
        .fields(["style": style?.json, "size": size?.json, "weight": weight?.json, "design": design?.json])
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

/// Lengths are numbers, and a maximum of `.infinity` (fill what is offered) is the string "infinity".
extension FrameValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        func length(_ key: String) throws(WireError) -> Double? {
            if fields[key] == "infinity" { return .infinity }
            return try fields.optional(key, as: Double.self).map(RenderLimits.length)
        }
        self.init(
            width: try length("width"), height: try length("height"), minWidth: try length("minWidth"),
            maxWidth: try length("maxWidth"), minHeight: try length("minHeight"), maxHeight: try length("maxHeight"),
            alignment: try fields.optional("alignment") ?? "center")
    }

    public var json: JSON {
        func length(_ value: Double?) -> JSON? { value.map { $0 == .infinity ? "infinity" : .number($0) } }
        return .fields([
            "width": length(width), "height": length(height), "minWidth": length(minWidth), "maxWidth": length(maxWidth),
            "minHeight": length(minHeight), "maxHeight": length(maxHeight), "alignment": .string(alignment),
        ])
    }
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
        }
    }
}

extension UnitPointValue {
    /// `{"x": …, "y": …}`; nil for the middle, which is what a missing anchor means.
    var json: JSON? { self == .center ? nil : .fields(["x": .number(x), "y": .number(y)]) }
}

/// What the runtime accepts of a render tree, whoever made it: the host never trusts a plugin's tree.
/// Lengths and colors out of range are clamped, overlong text is cut, and links to schemes that run
/// code where they are opened (`javascript:`, `data:`, `vbscript:`, `file:`) are dropped.
public enum RenderLimits {
    /// The longest length, in points, of a padding, spacing, frame or corner (a widget is far smaller).
    public static let longestLength = 10_000.0
    /// The most characters of one run of text.
    public static let longestText = 4_096
    /// The most characters of a symbol, image or color name.
    public static let longestName = 256
    /// The most levels of nested views a widget draws; deeper views are cut.
    public static let deepestTree = 128
    /// The most views a widget draws; the rest are cut.
    public static let mostViews = 5_000
    /// The most elements (moves, lines, curves, closes) one path keeps; the rest are cut.
    public static let longestPath = 2_000
    /// The most path elements a widget's paths keep together; the paths past them are cut.
    public static let mostPathElements = 20_000
    /// Schemes a widget's link may never have.
    public static let forbiddenSchemes: Set<String> = ["javascript", "data", "vbscript", "file", "blob", "about"]

    /// A length within 0 and ``longestLength``; not a number becomes 0.
    public static func length(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), longestLength)
    }

    /// `{"x": …, "y": …}` as a point within ±``longestLength`` (a missing or NaN coordinate is 0).
    static func point(_ json: JSON, at path: String) throws(WireError) -> (x: Double, y: Double) {
        let fields = try JSONFields(json, at: path)
        func coordinate(_ key: String) throws(WireError) -> Double {
            let value = try fields.optional(key, as: Double.self) ?? 0
            return value.isNaN ? 0 : min(max(value, -longestLength), longestLength)
        }
        return (try coordinate("x"), try coordinate("y"))
    }

    /// The largest scale effect, either way: a widget drawn 100 times larger is already all one color.
    public static let largestScale = 100.0
    /// The farthest an effect's anchor is from its view, in the view's widths and heights.
    public static let farthestAnchor = 10.0

    /// An angle in degrees within one turn either way (a whole turn draws the same); not a finite
    /// number becomes 0.
    public static func degrees(_ value: Double) -> Double {
        value.isFinite ? value.truncatingRemainder(dividingBy: 360) : 0
    }

    /// A scale factor within ±``largestScale``; not a number becomes 1 (unscaled).
    public static func scale(_ value: Double) -> Double {
        value.isNaN ? 1 : min(max(value, -largestScale), largestScale)
    }

    /// An effect's anchor, `{"x": …, "y": …}` in fractions of the frame, within ±``farthestAnchor``
    /// (a missing or NaN coordinate is the middle's); a missing anchor is the middle.
    static func anchor(_ json: JSON?, at path: String) throws(WireError) -> UnitPointValue {
        guard let json, json != .null else { return .center }
        let fields = try JSONFields(json, at: path)
        func coordinate(_ key: String) throws(WireError) -> Double {
            let value = try fields.optional(key, as: Double.self) ?? 0.5
            return value.isNaN ? 0.5 : min(max(value, -farthestAnchor), farthestAnchor)
        }
        return UnitPointValue(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// A fraction within 0 and 1; not a number becomes 0.
    public static func fraction(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// A run of a widget's text, as decoded: line breaks and tabs kept; other control characters
    /// (an escape sequence's, a bell) as U+FFFD, so no surface or log that prints it can be steered;
    /// cut at ``longestText``.
    public static func text(_ value: String) -> String {
        let clean =
            value.unicodeScalars.contains(where: isControl)
            ? String(String.UnicodeScalarView(value.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 })) : value
        return clean.count <= longestText ? clean : String(clean.prefix(longestText)) + "…"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        default: false
        }
    }

    /// A plugin's text for one line of a terminal or log (a display name, a title, a dialog): line
    /// breaks and tabs as spaces; other control characters, and the bidirectional overrides that could
    /// make it read as something else, as U+FFFD; cut at ``longestText``.
    public static func label(_ value: String) -> String {
        let scalars = value.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: " "
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
            default: scalar
            }
        }
        return text(String(String.UnicodeScalarView(scalars)))
    }

    public static func name(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(longestName))
    }

    /// The URL, or nil when it is too long, has control characters or a forbidden scheme.
    public static func url(_ value: String) -> String? {
        guard value.utf8.count <= 2_048, !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let colon = trimmed.firstIndex(of: ":"), forbiddenSchemes.contains(trimmed[..<colon].lowercased()) { return nil }
        return trimmed
    }
}
