import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetHome
import WidgetWire

/// Laid-out views as HTML elements: each absolutely positioned at its frame inside its parent's,
/// drawing what `WidgetPainter` draws, so the page and the PNG agree. Leaves carry
/// `data-leaf="TYPE"`, the type `--format layout` gives them.
struct ViewMarkup {
    let renderer: HTMLRenderer
    /// The radius of the widget's corners, which a `ContainerRelativeShape` follows.
    let widgetCorners: Double
    /// For how many seconds from the moment drawn each live date and timer's text, and a timer's
    /// progress, is written for the page's clock (none: 0).
    let liveSeconds: Int

    private typealias N = HTMLRenderer

    /// The widget's frame, whose corners a `ContainerRelativeShape` follows.
    let widget: Rect

    /// The corners of a `ContainerRelativeShape` in `frame`: the widget's, concentric.
    private func containerCorners(_ frame: Rect) -> Double { ShapeNode.containerCorners(widgetCorners, in: widget, for: frame) }

    /// A view and its descendants; `origin` is its parent's top-left corner.
    func markup(_ view: LaidOutView, in origin: Point) -> String {
        // A spacer or an empty view draws nothing.
        if case .container = view.content, view.children.isEmpty, view.paint.isEmpty { return "" }
        let frame = view.frame
        var style = "left:\(N.number(frame.minX - origin.x))px;top:\(N.number(frame.minY - origin.y))px;"
            + "width:\(N.number(frame.width))px;height:\(N.number(frame.height))px;"
        var classes = ["v"]
        var attributes = ""
        var tag = "div"
        for modifier in view.paint {
            switch modifier {
            case .opacity(let opacity): style += "opacity:\(N.number(opacity));"
            case .cornerRadius(let radius): style += "border-radius:\(N.number(radius))px;overflow:hidden;"
            case .clipped: style += "overflow:hidden;"
            case .clipShape(let shape): style += clipPath(shape, frame)
            case .shadow(let color, let radius, let x, let y):
                style += "filter:drop-shadow(\(N.number(x))px \(N.number(y))px \(N.number(radius))px \(css(color.solid, view)));"
            case .privacySensitive: classes.append("private")
            case .accentable: classes.append("accent")
            case .rotationEffect(let degrees, let anchor):
                style += Self.origin(anchor) + "transform:rotate(\(N.number(degrees))deg);"
            case .scaleEffect(let x, let y, let anchor):
                style += Self.origin(anchor) + "transform:scale(\(N.number(x)),\(N.number(y)));"
            default: break
            }
        }
        var inner = ""
        switch view.content {
        case .container: break
        case .link(let url):
            tag = "a"
            classes.append("link")
            attributes += " href=\"\(N.escape(url))\""
        case .control(let control):
            classes.append("control")
            attributes += " data-target=\"\(N.escape(control.target))\" data-intent=\"\(N.escape(control.intent.type))\""
            if control.kind == .toggle {
                attributes += " role=\"switch\" aria-checked=\"\(control.isOn ?? false)\""
            } else {
                attributes += " role=\"button\""
            }
        case .text(let paragraph, let metrics):
            classes.append("text")
            (style, inner) = text(paragraph, metrics, view, style)
        case .color(let color): style += "background:\(css(color, view, area: true));"
        case .shape(let shape): (style, inner) = self.shape(shape, view, style)
        case .image(let image): (style, inner, classes) = self.image(image, view, style, classes)
        case .symbol(let image, let weight): (style, inner, classes) = self.image(image, view, style, classes, weight: weight)
        case .divider: style += "background:color-mix(in srgb, var(--secondary) 50%, transparent);"
        case .progress(let progress, let ring): inner = self.progress(progress, ring: ring, view)
        case .toggleSwitch(let toggle):
            classes.append(toggle.isOn ? "switch on" : "switch")
            style += "border-radius:\(N.number(frame.height / 2))px;"
            let knob = toggle.knob
            inner = "<div class=\"knob\" style=\"left:\(N.number(knob.minX - frame.minX))px;top:\(N.number(knob.minY - frame.minY))px;"
                + "width:\(N.number(knob.width))px;height:\(N.number(knob.height))px\"></div>"
        }
        if let type = view.typeName { attributes += " data-leaf=\"\(type)\"" }
        let children = view.children.map { markup($0, in: frame.origin) }.joined()
        return "<\(tag) class=\"\(classes.joined(separator: " "))\" style=\"\(style)\"\(attributes)>\(inner)\(children)</\(tag)>"
    }

    /// An effect's anchor as the point a CSS transform turns or scales round, in fractions of the
    /// element's box (its frame).
    private static func origin(_ anchor: UnitPointValue) -> String {
        "transform-origin:\(N.number(anchor.x * 100))% \(N.number(anchor.y * 100))%;"
    }

    // MARK: Leaves

    /// A text in its lines: one line set without wrapping (as it was measured), several wrapped in
    /// the frame's width, at the line height Pango measured.
    private func text(_ paragraph: TextParagraph, _ metrics: TextMetrics, _ view: LaidOutView, _ style: String) -> (String, String) {
        // The text's own font is its largest span's, so that each line is as tall as Pango made it.
        var style = style + ink(view)
        if let largest = paragraph.spans.max(by: { $0.font.size < $1.font.size }) {
            style += "font-family:\(Self.family(largest.font.design));font-size:\(N.number(largest.font.size))px;"
        }
        style += "line-height:\(N.number(metrics.size.height / Double(max(metrics.lineCount, 1))))px;"
        style += "text-align:\(paragraph.alignment == "center" ? "center" : paragraph.alignment == "trailing" ? "right" : "left");"
        let spans = paragraph.spans.map(span).joined()
        if metrics.lineCount <= 1 {
            style += "white-space:pre;" + (metrics.isTruncated ? "overflow:hidden;text-overflow:ellipsis;" : "")
            return (style, spans)
        }
        let clamp = metrics.isTruncated
            ? "display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(metrics.lineCount);overflow:hidden;" : ""
        // A hair wider than measured, so a browser's rounding cannot break a line Pango did not.
        return (style + "white-space:pre-wrap;overflow-wrap:anywhere;", "<div class=\"lines\" style=\"\(clamp)\">\(spans)</div>")
    }

    private func span(_ span: TextSpan) -> String {
        let font = span.font
        // A symbol in a text is its icon, in the icons' font, as Pango sets it.
        let family = SymbolGlyphs.isIcons(span.text) ? "'\(SymbolGlyphs.iconFamily)'" : Self.family(font.design)
        var style = "font-family:\(family);font-size:\(N.number(font.size))px;font-weight:\(font.weight);"
        if font.italic { style += "font-style:italic;" }
        if font.monospacedDigit { style += "font-variant-numeric:tabular-nums;" }
        // Letters spaced as the measurer spaces them: the span's kerning and its font's tracking.
        let spacing = span.kerning + PangoTextMeasurer.tracking(of: span)
        if spacing != 0 { style += "letter-spacing:\(N.number(spacing))px;" }
        let lines = (span.paint.underline ? ["underline"] : []) + (span.paint.strikethrough ? ["line-through"] : [])
        if !lines.isEmpty { style += "text-decoration:\(lines.joined(separator: " "));" }
        // A run in a gradient of its own fills its glyphs with it across the run's box.
        if let color = span.paint.color {
            if case .gradient = color { style += glyphsFilled(with: css(color, nil, area: true)) } else { style += "color:\(css(color.solid, nil));" }
        }
        let text = N.escape(span.text)
        guard let run = span.paint.live else { return "<span style=\"\(style)\">\(text)</span>" }
        var attributes = ""
        if case .date(let date, _) = run { attributes += " datetime=\"\(date.formatted(.iso8601))\"" }
        if run.isLive, liveSeconds > 0 { attributes += " data-texts=\"\(schedule { .string($0.text(of: run)) })\"" }
        return "<time style=\"\(style)\"\(attributes)>\(text)</time>"
    }

    /// What a live value reads each second from the moment drawn, for the page's clock: `[0,"5:00",
    /// 1,"4:59",…]`, a second listed only where the value changes. `value` reads it with the layout
    /// moved to that second, so the page shows what the frames drawn then would.
    private func schedule(_ value: (FrameLayout) -> JSON) -> String {
        var list: [JSON] = []
        var last: JSON?
        var moment = renderer.layout
        for second in 0..<liveSeconds {
            moment.now = renderer.layout.now.addingTimeInterval(Double(second))
            let read = value(moment)
            guard read != last else { continue }
            list += [.number(Double(second)), read]
            last = read
        }
        return N.escape(JSON.array(list).serialized)
    }

    /// The CSS families of a design: the faces Pango uses, then emoji.
    static func family(_ design: FontSpec.Design) -> String {
        switch design {
        case .default, .rounded: "Inter,'Noto Color Emoji','DejaVu Sans',sans-serif"
        case .serif: "'DejaVu Serif','Noto Color Emoji','DejaVu Sans',serif"
        case .monospaced: "'DejaVu Sans Mono','Noto Color Emoji','DejaVu Sans',monospace"
        }
    }

    /// A filled shape is the element's background in the shape's outline; a stroked or trimmed one an SVG.
    private func shape(_ shape: ShapeNode, _ view: LaidOutView, _ style: String) -> (String, String) {
        let fill = shape.fill ?? (shape.stroke == nil ? view.foreground ?? .named("primary", opacity: 1) : nil)
        let frame = view.frame
        let shortest = min(frame.width, frame.height)
        if shape.kind == .path { return path(shape, fill: fill, view, style) }
        if shape.stroke == nil && !shape.isTrimmed, let fill {
            let outline = switch shape.kind {
            case .rectangle, .path: ""
            case .roundedRectangle: "border-radius:\(N.number(shape.cornerRadius))px;"
            case .containerRelative: "border-radius:\(N.number(containerCorners(frame)))px;"
            case .capsule: "border-radius:\(N.number(shortest / 2))px;"
            case .circle: "clip-path:circle(closest-side);"
            case .ellipse: "border-radius:50%;"
            }
            return (style + outline + "background:\(css(fill, view, area: true));", "")
        }
        let inset = shape.strokeInside && shape.stroke != nil ? shape.lineWidth / 2 : 0
        let area = Rect(x: inset, y: inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
        let (cx, cy) = (N.number(area.minX + area.width / 2), N.number(area.minY + area.height / 2))
        // The shape as an SVG, filled and stroked in the colors given (nil: none); a mask's is a file of its own.
        func svg(fill: String?, stroke: String?, mask: Bool = false) -> String {
            let open = "<svg\(mask ? Self.svgNamespace : "") width=\"\(N.number(frame.width))\" height=\"\(N.number(frame.height))\">"
            let line = shape.isTrimmed ? Self.lineAttributes(shape.line ?? LineStyle()) : shape.line.map(Self.lineAttributes) ?? ""
            let paint = "fill=\"\(fill.map(N.escape) ?? "none")\""
                + (stroke.map { " stroke=\"\(N.escape($0))\" stroke-width=\"\(N.number(shape.lineWidth))\"" + line } ?? "")
            if shape.isTrimmed {
                // The part of the shape's outline from where SwiftUI's path starts, as the PNG draws it.
                let trimmed = shape.trimmedOutline(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height), containerCorners: containerCorners(frame))
                return open + "<path d=\"\(Self.pathData(trimmed))\" \(paint)/></svg>"
            }
            switch shape.kind {
            case .circle: return open + "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(N.number(min(area.width, area.height) / 2))\" \(paint)/></svg>"
            case .ellipse: return open + "<ellipse cx=\"\(cx)\" cy=\"\(cy)\" rx=\"\(N.number(area.width / 2))\" ry=\"\(N.number(area.height / 2))\" \(paint)/></svg>"
            default:
                let radius = switch shape.kind {
                case .roundedRectangle: shape.cornerRadius
                case .containerRelative: containerCorners(frame)
                case .capsule: min(area.width, area.height) / 2
                default: 0.0
                }
                let corner = N.number(min(radius, area.width / 2, area.height / 2))
                return open + "<rect x=\"\(N.number(area.minX))\" y=\"\(N.number(area.minY))\" width=\"\(N.number(area.width))\" "
                    + "height=\"\(N.number(area.height))\" rx=\"\(corner)\" \(paint)/></svg>"
            }
        }
        let fillColor = fill.map { css($0.solid, view) }
        guard let stroke = shape.stroke, case .gradient = stroke else {
            return (style, svg(fill: fillColor, stroke: shape.stroke.map { css($0.solid, view) }))
        }
        return (style, (fillColor == nil ? "" : svg(fill: fillColor, stroke: nil)) + gradientStroke(stroke, view, mask: svg(fill: nil, stroke: "#000", mask: true)))
    }

    /// An SVG's namespace, which an SVG read as an image (a mask) must name.
    private static let svgNamespace = " xmlns=\"http://www.w3.org/2000/svg\""

    /// A stroke in a gradient (`Circle().stroke(LinearGradient(…), lineWidth: 8)`): a layer over the
    /// frame filled with the gradient, shown through `mask`, an SVG of the stroke in black.
    private func gradientStroke(_ stroke: ColorValue, _ view: LaidOutView, mask: String) -> String {
        let url = "url(data:image/svg+xml;base64,\(Data(mask.utf8).base64EncodedString()))"
        return "<div style=\"position:absolute;left:0;top:0;width:100%;height:100%;background:\(N.escape(css(stroke, view, area: true)));"
            + "-webkit-mask:\(url);mask:\(url);\"></div>"
    }

    /// A path in its frame (its trim cut from it): filled alone, the element's background clipped to
    /// it (so a gradient fills it); stroked, an SVG path with its line's caps, joins and dashes, a
    /// stroke inside its edge twice as wide and clipped to it.
    private func path(_ shape: ShapeNode, fill: ColorValue?, _ view: LaidOutView, _ style: String) -> (String, String) {
        let frame = view.frame
        let data = Self.pathData(shape.trimmedOutline(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height), containerCorners: containerCorners(frame)))
        let rule = shape.evenOdd ? "evenodd" : "nonzero"
        guard let stroke = shape.stroke else {
            guard let fill else { return (style, "") }
            return (style + "background:\(css(fill, view, area: true));clip-path:path(\(rule),'\(data)');", "")
        }
        let width = shape.strokeInside ? 2 * shape.lineWidth : shape.lineWidth
        let clip = shape.strokeInside ? " style=\"clip-path:path(\(rule),'\(data)')\"" : ""
        func svg(fill: String?, stroke: String?, mask: Bool = false) -> String {
            let paint = "fill=\"\(fill.map(N.escape) ?? "none")\" fill-rule=\"\(rule)\""
                + (stroke.map { " stroke=\"\(N.escape($0))\" stroke-width=\"\(N.number(width))\"" + Self.lineAttributes(shape.line ?? LineStyle()) } ?? "")
            return "<svg\(mask ? Self.svgNamespace : "") width=\"\(N.number(frame.width))\" height=\"\(N.number(frame.height))\"\(clip)><path d=\"\(data)\" \(paint)/></svg>"
        }
        let fillColor = fill.map { css($0.solid, view) }
        guard case .gradient = stroke else { return (style, svg(fill: fillColor, stroke: css(stroke.solid, view))) }
        return (style, (fillColor == nil ? "" : svg(fill: fillColor, stroke: nil)) + gradientStroke(stroke, view, mask: svg(fill: nil, stroke: "#000", mask: true)))
    }

    /// A path as SVG's path data: `M0 0L10 0C…Z`.
    static func pathData(_ path: PathNode) -> String {
        func point(_ point: PathNode.Point) -> String { "\(N.number(point.x)) \(N.number(point.y))" }
        return path.elements.map { element in
            switch element {
            case .move(let to): "M" + point(to)
            case .line(let to): "L" + point(to)
            case .quad(let to, let control): "Q" + point(control) + " " + point(to)
            case .cubic(let to, let control1, let control2): "C" + point(control1) + " " + point(control2) + " " + point(to)
            case .close: "Z"
            }
        }.joined()
    }

    /// A line's caps, joins and dashes as SVG stroke attributes.
    static func lineAttributes(_ line: LineStyle) -> String {
        var attributes = " stroke-linecap=\"\(line.cap.rawValue)\" stroke-linejoin=\"\(line.join.rawValue)\" stroke-miterlimit=\"\(N.number(line.miterLimit))\""
        if line.isDashed {
            attributes += " stroke-dasharray=\"\(line.dash.map(N.number).joined(separator: " "))\" stroke-dashoffset=\"\(N.number(line.dashPhase))\""
        }
        return attributes
    }

    /// A shape as a CSS clip path over a frame.
    private func clipPath(_ shape: ShapeNode, _ frame: Rect) -> String {
        let shortest = min(frame.width, frame.height)
        let path = switch shape.kind {
        case .path:
            "path(\(shape.evenOdd ? "evenodd" : "nonzero"),'\(Self.pathData((shape.path ?? PathNode(elements: [])).placed(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height))))')"
        case .rectangle: "inset(0)"
        case .roundedRectangle: "inset(0 round \(N.number(min(shape.cornerRadius, shortest / 2)))px)"
        case .containerRelative: "inset(0 round \(N.number(min(containerCorners(frame), shortest / 2)))px)"
        case .capsule: "inset(0 round \(N.number(shortest / 2))px)"
        case .circle: "circle(closest-side)"
        case .ellipse: "ellipse(50% 50% at 50% 50%)"
        }
        return "clip-path:\(path);"
    }

    /// A symbol is its icon (or, for a name without one, its glyph), as large as its frame, a heavier
    /// weight's strokes widened as the picture widens them (a lighter one is drawn regular); a picture
    /// is fitted in its frame; one that cannot be read is a placeholder.
    private func image(
        _ image: ImageNode, _ view: LaidOutView, _ style: String, _ classes: [String], weight: Int = 400
    ) -> (String, String, [String]) {
        let frame = view.frame
        if let name = image.systemName {
            let size = frame.height / 1.2
            let fill = ink(view)
            let sized = "font-size:\(N.number(size))px;line-height:\(N.number(frame.height))px;"
            if let icon = SymbolGlyphs.icon(for: name) {
                let outline = SymbolGlyphs.outlineOffset(weight: weight, size: size)
                let stroke = outline > 0 ? "-webkit-text-stroke:\(N.number(2 * outline))px currentColor;" : ""
                let font = sized + stroke + "font-family:'\(SymbolGlyphs.iconFamily)';"
                // A symbol in a shape, hierarchical or from a palette: the shape in the second style, the symbol inside in the first.
                if let rendering = image.rendering, rendering != .multicolor, let layers = SymbolGlyphs.layers(of: name) {
                    // A gradient fills each layer's glyphs and strokes itself: a background clipped to the
                    // element's text leaves out the layers (positioned) and their opacity.
                    let gradient = if case .gradient? = view.foreground { true } else { false }
                    let first = gradient ? fill : ""
                    let second = rendering == .palette
                        ? image.palette.first.map { "color:\(css($0, view));" } ?? first
                        : first + "opacity:\(N.number(SymbolGlyphs.secondaryLayerOpacity));"
                    let layer = "position:absolute;left:0;top:0;width:100%;"
                    let inner = "<span style=\"\(layer)\(second)\">\(N.escape(String(layers.enclosure)))</span>"
                        + "<span style=\"\(layer)\(first)font-size:\(N.number(size * SymbolGlyphs.innerScale))px;"
                        + "-webkit-text-stroke:\(N.number(max(0, 2 * SymbolGlyphs.outlineOffset(weight: weight, size: size, scale: SymbolGlyphs.innerScale))))px currentColor;\">\(N.escape(String(layers.inner)))</span>"
                    return (style + (gradient ? "" : fill) + font, inner, classes + ["symbol"])
                }
                let solid = if case .gradient? = view.foreground { false } else { true }
                if solid, image.rendering == nil || image.rendering == .multicolor, let cut = SymbolGlyphs.cutOut(of: name) {
                    return (style + fill + sized + "font-family:'\(SymbolGlyphs.iconFamily)';", cutOut(cut, size: size, weight: weight, frame), classes + ["symbol"])
                }
                return (style + fill + font, N.escape(String(icon)), classes + ["symbol"])
            }
            let (glyph, known) = SymbolGlyphs.glyph(for: name)
            return (style + fill + sized + "font-family:\(Self.family(.default));", N.escape(String(glyph)), classes + ["symbol"] + (known ? [] : ["unknown"]))
        }
        // An image whose header says it has more pixels than surfaces decode is a placeholder here too.
        let embedded: ImageData? = (image.data ?? image.resource.flatMap(renderer.resource).flatMap(ImageData.init))
            .flatMap { ImageSize($0.bytes)?.isDrawable == false ? nil : $0 }
        guard let embedded else { return (style + "background:var(--fill-tertiary);", "", classes) }
        let alt = N.escape(image.resource ?? "")
        return (style, "<img class=\"image\" alt=\"\(alt)\" src=\"data:\(embedded.mediaType);base64,\(embedded.bytes.base64EncodedString())\">", classes)
    }

    /// A filled shape with the symbol inside cut out of it (``SymbolGlyphs/cutOut(of:)``), in the
    /// element's color: an inline SVG (which sets text in the page's fonts) masking the shape's glyph
    /// with the symbol's, each centred as the element centres a glyph (the icons stand on their baseline, one em high).
    private func cutOut(_ cut: (enclosure: Character, inner: Character), size: Double, weight: Int, _ frame: Rect) -> String {
        func glyph(_ character: Character, scale: Double, paint: String, mask: String = "") -> String {
            let outline = SymbolGlyphs.outlineOffset(weight: weight, size: size, scale: scale)
            let stroke = outline > 0 ? " stroke=\"\(paint)\" stroke-width=\"\(N.number(2 * outline))\"" : ""
            return "<text x=\"50%\" y=\"\(N.number((frame.height + size * scale) / 2))\" text-anchor=\"middle\" font-size=\"\(N.number(size * scale))\" "
                + "fill=\"\(paint)\"\(stroke)\(mask)>\(N.escape(String(character)))</text>"
        }
        // One mask for each shape, symbol, size, weight and frame: the same wherever it is drawn, in the SVG's own coordinates.
        let id = "cut-" + [cut.enclosure, cut.inner].map { String($0.unicodeScalars.first!.value, radix: 16) }.joined(separator: "-")
            + "-\(N.number(size))-\(weight)-\(N.number(frame.width))x\(N.number(frame.height))".replacingOccurrences(of: ".", with: "_")
        return "<svg width=\"\(N.number(frame.width))\" height=\"\(N.number(frame.height))\" style=\"display:block\">"
            + "<mask id=\"\(id)\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>" + glyph(cut.inner, scale: SymbolGlyphs.innerScale, paint: "#000") + "</mask>"
            + glyph(cut.enclosure, scale: 1, paint: "currentColor", mask: " mask=\"url(#\(id))\"") + "</svg>"
    }

    /// A bar (a track and its fill) or a ring (a track and its arc); a timer's moves with the page's
    /// clock, its percentage done written for each second.
    private func progress(_ timed: ProgressNode, ring: ProgressRing?, _ view: LaidOutView) -> String {
        func percent(_ moment: FrameLayout) -> Double { ((timed.at(moment.now).fraction ?? 0.3) * 10_000).rounded() / 100 }
        let fraction = percent(renderer.layout) / 100
        let tint = css(timed.tint ?? view.foreground ?? .named("accentColor", opacity: 1), view)
        let live = timed.timer != nil && liveSeconds > 0 ? " data-fractions=\"\(schedule { .number(percent($0)) })\"" : ""
        let frame = view.frame
        guard let ring else {
            let track = "<div class=\"bar\" style=\"width:100%;background:var(--fill);border-radius:\(N.number(frame.height / 2))px\"></div>"
            return track + "<div class=\"bar\" style=\"width:\(N.number(fraction * 100))%;background:\(N.escape(tint));"
                + "border-radius:\(N.number(frame.height / 2))px\"\(live)></div>"
        }
        let (cx, cy) = (N.number(ring.center.x - frame.minX), N.number(ring.center.y - frame.minY))
        let circle = "cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(N.number(ring.radius))\" fill=\"none\" stroke-width=\"\(N.number(ring.lineWidth))\""
        if timed.style == .accessoryCircular {
            // Three quarters of the circle from the bottom left, the value marked by a knob.
            let angle = (135 + 270 * fraction) * .pi / 180
            let (x, y) = (N.number(ring.center.x - frame.minX + ring.radius * cos(angle)), N.number(ring.center.y - frame.minY + ring.radius * sin(angle)))
            return "<svg width=\"\(N.number(frame.width))\" height=\"\(N.number(frame.height))\">"
                + "<circle \(circle) stroke=\"\(N.escape(tint))\" stroke-linecap=\"round\" pathLength=\"100\" stroke-dasharray=\"75 100\" "
                + "transform=\"rotate(135 \(cx) \(cy))\"/><circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(N.number(ring.lineWidth * 0.75))\" "
                + "fill=\"var(--primary)\" stroke=\"var(--background)\" stroke-width=\"1.5\"/></svg>"
        }
        return "<svg width=\"\(N.number(frame.width))\" height=\"\(N.number(frame.height))\">"
            + "<circle \(circle) stroke=\"\(N.escape(tint))\" stroke-opacity=\"0.25\"/>"
            + "<circle class=\"arc\" \(circle) stroke=\"\(N.escape(tint))\" stroke-linecap=\"round\" pathLength=\"100\" "
            + "stroke-dasharray=\"\(N.number(fraction * 100)) 100\" transform=\"rotate(-90 \(cx) \(cy))\"\(live)/></svg>"
    }

    // MARK: Paint

    /// The view's foreground as its text color (a gradient fills the glyphs).
    private func ink(_ view: LaidOutView) -> String {
        guard let foreground = view.foreground else { return "" }
        if case .gradient = foreground { return glyphsFilled(with: css(foreground, view, area: true)) }
        return "color:\(css(foreground, view));"
    }

    /// A text's glyphs filled with a CSS background (a gradient): the background clipped to the text.
    private func glyphsFilled(with background: String) -> String {
        "background:\(background);-webkit-background-clip:text;background-clip:text;color:transparent;"
    }

    /// A paint as CSS: a color, or where it fills an area a gradient; `foreground` is the view's
    /// foreground style.
    private func css(_ color: ColorValue, _ view: LaidOutView?, area: Bool = false) -> String {
        switch color {
        case .named("foreground", let opacity):
            guard let foreground = view?.foreground, foreground != .named("foreground", opacity: 1) else {
                return opacity == 1 ? "var(--primary)" : "color-mix(in srgb, var(--primary) \(N.number(opacity * 100))%, transparent)"
            }
            let base = css(foreground, nil, area: area)
            return opacity == 1 ? base : "color-mix(in srgb, \(base) \(N.number(opacity * 100))%, transparent)"
        case .named(let name, let opacity):
            let base = N.namedColors.contains(name) ? "var(--\(name.replacingOccurrences(of: ".", with: "-")))" : "var(--primary)"
            return opacity == 1 ? base : "color-mix(in srgb, \(base) \(N.number(opacity * 100))%, transparent)"
        case .rgba(let red, let green, let blue, let opacity):
            return "rgba(\(Int((red * 255).rounded())),\(Int((green * 255).rounded())),\(Int((blue * 255).rounded())),\(N.number(opacity)))"
        case .gradient(let gradient):
            guard area else { return css(color.solid, view) }
            let (start, end) = (gradient.start, gradient.end)
            let at = "at \(N.number(start[0] * 100))% \(N.number(start[1] * 100))%"
            // Each stop's place: along the line, between the radii, or round the angles.
            func stops(from first: Double = 0, to last: Double = 1, unit: String = "%") -> String {
                gradient.stops.map { "\(css($0.color, view)) \(N.number(first + $0.location * (last - first)))\(unit)" }.joined(separator: ",")
            }
            switch gradient.kind {
            case .linear:
                let degrees = atan2(end[0] - start[0], start[1] - end[1]) * 180 / .pi
                return "linear-gradient(\(N.number(degrees.rounded()))deg,\(stops(to: 100)))"
            case .radial:
                guard let radii = gradient.radii else { return "radial-gradient(circle \(at),\(stops(to: 100)))" }
                return "radial-gradient(circle \(N.number(radii[1]))px \(at),\(stops(from: radii[0], to: radii[1], unit: "px")))"
            case .elliptical:
                let radii = gradient.radii ?? [0, 0.5]
                // Radii in fractions of the width and height, as CSS's percentages are.
                let size = "\(N.number(radii[1] * 100))% \(N.number(radii[1] * 100))%"
                return "radial-gradient(ellipse \(size) \(at),\(stops(from: radii[0] / max(radii[1], 0.0001) * 100, to: 100)))"
            case .angular:
                let angles = gradient.angles ?? [0, 360]
                return "conic-gradient(from \(N.number(90 + angles[0]))deg \(at),\(stops(to: angles[1] - angles[0], unit: "deg")))"
            }
        }
    }
}
