import Foundation
import WidgetDrawing
import WidgetWire

/// Draws render trees as HTML: stacks as flexbox, sizes in WidgetKit's points, light or dark, every
/// string escaped. A fragment carries its own style; a page holds one or more widgets and keeps their
/// live dates and timers current each second.
public struct HTMLRenderer: Sendable {
    /// `automatic` follows the browser's `prefers-color-scheme`.
    public enum Scheme: String, Sendable, CaseIterable { case light, dark, automatic }

    var dates: DateText
    public var scheme: Scheme
    /// A bundle resource's bytes (`Image(_:)`) by name, to embed it.
    public var resource: @Sendable (String) -> Data?

    /// WidgetKit's rendering mode: `fullColor`, or `accented` (accentable content in the accent color,
    /// the rest in white, on a dark tinted background) or `vibrant` (monochrome, as on a Lock Screen).
    public var renderingMode = "fullColor"

    public init(
        now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current, scheme: Scheme = .light,
        renderingMode: String = "fullColor", resource: @escaping @Sendable (String) -> Data? = { _ in nil }
    ) {
        dates = DateText(now: now, timeZone: timeZone, locale: locale)
        self.scheme = scheme
        self.renderingMode = renderingMode
        self.resource = resource
    }

    /// One widget as a self-contained fragment: its style and its markup.
    public func fragment(_ node: RenderNode, family: WidgetFamily, title: String? = nil, contentMarginsDisabled: Bool = false) -> String {
        "<style>\(Self.style)</style>\n" + widget(node, family: family, title: title, contentMarginsDisabled: contentMarginsDisabled)
    }

    /// A widget on a page: what it shows, its caption and, when the page is served, its instance id.
    public struct PageWidget: Sendable {
        public var node: RenderNode
        public var family: WidgetFamily
        public var title: String
        public var contentMarginsDisabled: Bool
        /// Set when clicks are taps sent to `widgets run --http`.
        public var instance: String?
        /// This widget's bundle resources, when the page holds widgets of several bundles.
        public var resource: (@Sendable (String) -> Data?)?
        /// Said under the widget: why its bundle's code does not run now (quarantined, restarting).
        public var notice: String?

        public init(
            node: RenderNode, family: WidgetFamily, title: String, contentMarginsDisabled: Bool = false, instance: String? = nil,
            resource: (@Sendable (String) -> Data?)? = nil, notice: String? = nil
        ) {
            self.notice = notice
            self.node = node
            self.family = family
            self.title = title
            self.contentMarginsDisabled = contentMarginsDisabled
            self.instance = instance
            self.resource = resource
        }
    }

    /// A page of widgets, each with its title, that updates live dates and timers each second. A
    /// click opens the widget's URL in a new tab; on a served page (widgets with instance ids) it is a
    /// tap, posted to `/instances/ID/tap/TARGET`, and the page then shows what the widgets show next.
    public func page(_ widgets: [PageWidget], title: String) -> String {
        let served = widgets.contains { $0.instance != nil }
        return """
        <!doctype html>
        <html lang="en" class="\(scheme.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title))</title>
        <style>\(Self.style)
        body { margin: 24px; background: var(--page); font-family: system-ui, -apple-system, sans-serif; }
        .widgets { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: var(--secondary); font: 13px system-ui, sans-serif; margin-top: 6px; }
        #tapped { font: 13px system-ui, sans-serif; color: var(--secondary); min-height: 1.5em; }
        </style>
        </head>
        <body>
        \(served ? "<p id=\"tapped\" role=\"status\"></p>" : "")
        <div class="widgets">
        \(widgets.map(figure).joined(separator: "\n"))
        </div>
        <script>\(Self.script)\(served ? Self.tapScript : Self.openScript)</script>
        </body>
        </html>
        """
    }

    /// One widget of a page with its caption: what a live page replaces when the widget changes.
    public func figure(_ widget: PageWidget) -> String {
        let instance = widget.instance.map { " data-instance=\"\(Self.escape($0))\"" } ?? ""
        var renderer = self
        if let resource = widget.resource { renderer.resource = resource }
        return "<figure\(instance)>"
            + renderer.widget(widget.node, family: widget.family, title: nil, contentMarginsDisabled: widget.contentMarginsDisabled)
            + "<figcaption>\(Self.escape(widget.title)) · \(widget.family.shortName)\(widget.instance.map { " · \(Self.escape($0))" } ?? "")"
            + (widget.notice.map { "<br><strong class=\"notice\">\(Self.escape($0))</strong>" } ?? "") + "</figcaption></figure>"
    }

    private func widget(_ node: RenderNode, family: WidgetFamily, title: String?, contentMarginsDisabled: Bool) -> String {
        let size = family.displaySize
        let margins = contentMarginsDisabled || !family.rawValue.hasPrefix("system") ? 0 : 16
        var style = "width:\(Self.number(size.width))px;height:\(Self.number(size.height))px;padding:\(margins)px;"
        if case .color(let color)? = node.containerBackground?.element { style += "background:\(css(color, painting: true));" }
        let radius = family.rawValue.hasPrefix("accessory") ? (family == .accessoryCircular ? "50%" : "8px") : "22px"
        style += "border-radius:\(radius);"
        let url = node.widgetURL.map { " data-widget-url=\"\(Self.escape($0))\"" } ?? ""
        let label = title.map { " aria-label=\"\(Self.escape($0))\"" } ?? ""
        let mode = renderingMode == "fullColor" ? "" : " \(renderingMode == "accented" ? "accented" : "vibrant")"
        return "<div class=\"widget \(scheme.rawValue) \(family.rawValue)\(mode)\" style=\"\(style)\"\(url)\(label)><div class=\"root\">"
            + html(node, parentAxis: .vertical) + "</div></div>"
    }


    // MARK: Elements

    private func html(_ node: RenderNode, parentAxis: StackNode.Axis) -> String {
        var markup = element(node.element, parentAxis: parentAxis, flexible: node)
        for modifier in node.modifiers { markup = wrap(markup, in: modifier, node: node, parentAxis: parentAxis) }
        return markup
    }

    private func element(_ element: RenderNode.Element, parentAxis: StackNode.Axis, flexible node: RenderNode) -> String {
        switch element {
        case .empty: return ""
        case .group(let children):
            return children.map { html($0, parentAxis: parentAxis) }.joined()
        case .text(let text):
            return "<span class=\"text\">" + text.runs.map(run).joined() + "</span>"
        case .stack(let stack) where stack.axis == .fits:
            // Every candidate is drawn hidden but the first; the page's script shows the first that fits.
            let candidates = stack.children.enumerated().map { index, child in
                "<div class=\"fit\"\(index == 0 ? "" : " hidden") style=\"display:flex;flex-direction:column;min-width:0;\">\(html(child, parentAxis: parentAxis))</div>"
            }
            return "<div class=\"stack fits\" style=\"display:flex;flex-direction:column;min-width:0;align-self:stretch;overflow:hidden;\">\(candidates.joined())</div>"
        case .stack(let stack) where stack.axis == .grid:
            // Rows' cells are the grid's items; a row that is one view spans every column.
            let columns = stack.children.map { row -> Int in
                if row.modifiers.isEmpty, case .stack(let cells) = row.element, cells.axis == .horizontal { return cells.children.count }
                return 1
            }.max() ?? 1
            var style = "display:grid;grid-template-columns:repeat(\(columns),auto);justify-content:start;align-items:center;"
            if let spacing = stack.spacing { style += "row-gap:\(Self.number(spacing))px;" }
            let rows = stack.children.map { row -> String in
                if row.modifiers.isEmpty, case .stack(let cells) = row.element, cells.axis == .horizontal {
                    return cells.children.map { html($0, parentAxis: .horizontal) }.map { "<div class=\"cell\">\($0)</div>" }.joined()
                }
                return "<div class=\"cell\" style=\"grid-column:1/-1\">\(html(row, parentAxis: .vertical))</div>"
            }
            let gap = stack.children.compactMap { row -> Double? in
                if case .stack(let cells) = row.element, cells.axis == .horizontal { return cells.spacing } else { return nil }
            }.first ?? 8
            return "<div class=\"stack grid\" style=\"\(style)column-gap:\(Self.number(gap))px;\">\(rows.joined())</div>"
        case .stack(let stack):
            let direction = stack.axis == .horizontal ? "row" : "column"
            var style = stack.axis == .depth
                ? "display:grid;place-items:\(Self.placeItems(stack.alignment));"
                : "display:flex;flex-direction:\(direction);align-items:\(Self.crossAlignment(stack.alignment, axis: stack.axis));"
            if let spacing = stack.spacing { style += "gap:\(Self.number(spacing))px;" }
            if TextRenderer.isFlexible(node, vertically: parentAxis == .vertical) { style += "flex:1 1 0;" }
            // Flexible across its parent's axis (a row with a spacer in a column): as wide as the parent.
            if parentAxis != .depth, TextRenderer.isFlexible(node, vertically: parentAxis != .vertical) { style += "align-self:stretch;" }
            let children = stack.children.map { html($0, parentAxis: stack.axis) }
            // A flexible layer of a depth stack (a shape) fills the stack; the others sit where it aligns them.
            let inner = stack.axis == .depth
                ? zip(stack.children, children).map { child, markup in
                    let fills = TextRenderer.isFlexible(child, vertically: true) || TextRenderer.isFlexible(child, vertically: false)
                    return "<div class=\"layer\"\(fills ? " style=\"\(Self.layerPlacement("center"))\"" : "")>\(markup)</div>"
                }.joined()
                : children.joined()
            return "<div class=\"stack \(stack.axis.rawValue)\" style=\"\(style)\">\(inner)</div>"
        case .spacer(let minLength):
            let minimum = minLength.map { parentAxis == .horizontal ? "min-width:\(Self.number($0))px;" : "min-height:\(Self.number($0))px;" } ?? ""
            return "<div class=\"spacer\" style=\"flex:1 1 0;\(minimum)\"></div>"
        case .color(let color):
            return "<div class=\"color\" style=\"flex:1 1 0;align-self:stretch;background:\(css(color, painting: true));\"></div>"
        case .shape(let shape):
            return self.shape(shape)
        case .image(let image):
            if let name = image.systemName {
                let (glyph, known) = SymbolGlyphs.glyph(for: name)
                return "<span class=\"symbol\(known ? "" : " unknown")\" role=\"img\" aria-label=\"\(Self.escape(name))\">\(Self.escape(String(glyph)))</span>"
            }
            if let data = image.data {
                return "<img class=\"image\" alt=\"\" src=\"data:\(data.mediaType);base64,\(data.bytes.base64EncodedString())\">"
            }
            let name = image.resource ?? ""
            guard let image = resource(name).flatMap(ImageData.init) else {
                return "<span class=\"symbol unknown\" role=\"img\" aria-label=\"\(Self.escape(name))\">▣</span>"
            }
            return "<img class=\"image\" alt=\"\(Self.escape(name))\" src=\"data:\(image.mediaType);base64,\(image.bytes.base64EncodedString())\">"
        case .divider:
            return "<hr class=\"divider \(parentAxis == .horizontal ? "vertical" : "horizontal")\">"
        case .progress(let timed):
            let progress = timed.at(dates.now)
            let label = progress.label.map { "<div class=\"progress-label\">\(html($0, parentAxis: .vertical))</div>" } ?? ""
            // A timer's progress moves with the page's clock (the ticker below).
            let value = (progress.value.map { " value=\"\(Self.number($0))\"" } ?? "") + (timed.timer.map {
                " data-start=\"\($0.start.formatted(.iso8601))\" data-end=\"\($0.end.formatted(.iso8601))\" data-counts-down=\"\($0.countsDown)\""
            } ?? "")
            let control = progress.style == .linear
                ? "<progress max=\"\(Self.number(progress.total))\"\(value)></progress>"
                : "<meter min=\"0\" max=\"\(Self.number(progress.total))\"\(value)></meter>"
            return "<div class=\"progress \(progress.style.rawValue)\">\(label)\(control)</div>"
        case .link(let url, let content):
            return "<a class=\"link\" href=\"\(Self.escape(url))\">\(html(content, parentAxis: parentAxis))</a>"
        case .truncated(let reason):
            return "<span class=\"truncated\">⚠ \(Self.escape(reason))</span>"
        case .control(let control):
            let label = html(control.label, parentAxis: .horizontal)
            let data = "data-target=\"\(Self.escape(control.target))\" data-intent=\"\(Self.escape(control.intent.type))\""
            if control.kind == .toggle {
                return "<label class=\"control toggle\" \(data)><input type=\"checkbox\"\(control.isOn == true ? " checked" : "") disabled> \(label)</label>"
            }
            return "<button class=\"control\" type=\"button\" \(data)>\(label)</button>"
        }
    }

    private func run(_ run: TextRun) -> String {
        switch run {
        case .verbatim(let string): return Self.escape(string)
        case .symbol(let name):
            let (glyph, known) = SymbolGlyphs.glyph(for: name)
            return "<span class=\"symbol\(known ? "" : " unknown")\" role=\"img\" aria-label=\"\(Self.escape(name))\">\(Self.escape(String(glyph)))</span>"
        case .styled(let runs, let style):
            var css = style.font.map(Self.font) ?? ""
            if let weight = style.weight { css += "font-weight:\(Self.weight(weight));" }
            if style.italic { css += "font-style:italic;" }
            if let color = style.color { css += "color:\(self.css(color));" }
            let lines = (style.underline ? ["underline"] : []) + (style.strikethrough ? ["line-through"] : [])
            if !lines.isEmpty { css += "text-decoration:\(lines.joined(separator: " "));" }
            if style.monospacedDigit { css += "font-variant-numeric:tabular-nums;" }
            if let kerning = style.kerning { css += "letter-spacing:\(Self.number(kerning))px;" }
            return "<span style=\"\(css)\">" + runs.map(self.run).joined() + "</span>"
        case .date(let date, let style):
            let live = style == .relative || style == .offset || style == .timer
            let attributes = live ? " data-style=\"\(style.rawValue)\"" : ""
            return "<time datetime=\"\(date.formatted(.iso8601))\"\(attributes)>\(Self.escape(dates.format(date, style: style)))</time>"
        case .timer(let timer):
            var attributes = " data-style=\"interval\" data-start=\"\(timer.start.formatted(.iso8601))\" data-end=\"\(timer.end.formatted(.iso8601))\""
            attributes += " data-counts-down=\"\(timer.countsDown)\" data-shows-hours=\"\(timer.showsHours)\""
            if let pause = timer.pauseTime { attributes += " data-pause=\"\(pause.formatted(.iso8601))\"" }
            let text = DateText.timer(seconds: Int(timer.seconds(at: dates.now).rounded(.up)), showsHours: timer.showsHours)
            return "<time\(attributes)>\(text)</time>"
        }
    }

    // MARK: Modifiers

    private func wrap(_ markup: String, in modifier: Modifier, node: RenderNode, parentAxis: StackNode.Axis) -> String {
        let grows = (TextRenderer.isFlexible(node, vertically: parentAxis == .vertical) ? "flex:1 1 0;" : "")
            + (parentAxis != .depth && TextRenderer.isFlexible(node, vertically: parentAxis != .vertical) ? "align-self:stretch;" : "")
        func box(_ style: String) -> String { "<div class=\"box\" style=\"\(grows)\(style)\">\(markup)</div>" }
        func inherit(_ style: String) -> String { "<div style=\"display:contents;\(style)\">\(markup)</div>" }
        switch modifier {
        case .padding(let insets):
            return box("padding:\(Self.number(insets.top))px \(Self.number(insets.trailing))px \(Self.number(insets.bottom))px \(Self.number(insets.leading))px;")
        case .font(let font): return inherit(Self.font(font))
        case .fontWeight(let weight): return inherit("font-weight:\(Self.weight(weight));")
        case .foregroundStyle(let color):
            // A gradient colors text through its background, clipped to the glyphs.
            if case .gradient = color {
                return inherit("background:\(css(color, painting: true));-webkit-background-clip:text;background-clip:text;color:transparent;")
            }
            return inherit("color:\(css(color));")
        case .background(let background, let alignment):
            if case .color(let color) = background.element, background.modifiers.isEmpty, alignment == "center" {
                return box("background:\(css(color, painting: true));")
            }
            let layer = "<div class=\"layer\" style=\"\(Self.layerPlacement(alignment))\">\(html(background, parentAxis: .vertical))</div>"
            return "<div class=\"box\" style=\"display:grid;\(grows)\">\(layer)<div class=\"layer\">\(markup)</div></div>"
        case .overlay(let overlay, let alignment):
            let layer = "<div class=\"layer\" style=\"\(Self.layerPlacement(alignment))\">\(html(overlay, parentAxis: .vertical))</div>"
            return "<div class=\"box\" style=\"display:grid;\(grows)\"><div class=\"layer\">\(markup)</div>\(layer)</div>"
        case .shadow(let color, let radius, let x, let y):
            return box("filter:drop-shadow(\(Self.number(x))px \(Self.number(y))px \(Self.number(radius))px \(css(color.solid)));")
        case .frame(let frame):
            var style = "justify-content:\(Self.mainAlignment(frame.alignment, vertical: true));align-items:\(Self.crossAlignment(frame.alignment, axis: .vertical));"
            if let width = frame.width { style += "width:\(Self.number(width))px;" }
            if let height = frame.height { style += "height:\(Self.number(height))px;" }
            if let value = frame.minWidth { style += "min-width:\(Self.number(value))px;" }
            if let value = frame.minHeight { style += "min-height:\(Self.number(value))px;" }
            if frame.maxWidth == .infinity { style += "align-self:stretch;" } else if let value = frame.maxWidth { style += "max-width:\(Self.number(value))px;" }
            if frame.maxHeight == .infinity { style += "flex:1 1 0;" } else if let value = frame.maxHeight { style += "max-height:\(Self.number(value))px;" }
            if case .text = node.element { style += "text-align:\(Self.textAlign(frame.alignment));" }
            return "<div class=\"box\" style=\"\(grows)\(style)\">\(markup)</div>"
        case .cornerRadius(let radius): return box("border-radius:\(Self.number(radius))px;overflow:hidden;")
        case .opacity(let opacity): return box("opacity:\(Self.number(opacity));")
        case .lineLimit(let limit):
            guard let limit else { return markup }
            return "<div class=\"box\" style=\"display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(limit);overflow:hidden;\">\(markup)</div>"
        case .multilineTextAlignment(let alignment): return inherit("text-align:\(Self.textAlign(alignment));")
        case .widgetURL: return markup  // the widget's one URL is on its outer element (`RenderNode.widgetURL`)
        case .privacySensitive: return "<div class=\"private\" style=\"display:contents\">\(markup)</div>"
        case .accentable: return "<div class=\"accent\" style=\"display:contents\">\(markup)</div>"
        case .offset(let x, let y): return box("position:relative;left:\(Self.number(x))px;top:\(Self.number(y))px;")
        case .clipped: return box("overflow:hidden;")
        case .layoutPriority(let priority): return box("flex-shrink:\(priority > 0 ? 0 : 1);")
        case .fixedSize: return box("flex:none;white-space:nowrap;")
        case .minimumScaleFactor, .containerBackground, .invalidatable, .aspectRatio, .truncationMode: return markup
        }
    }

    // MARK: CSS

    /// A paint as CSS: a color, or (where it paints an area) a gradient. A material is drawn as
    /// translucency over what is behind it.
    private func css(_ color: ColorValue, painting area: Bool = false) -> String {
        switch color {
        case .named("foreground", _):
            return "currentColor"
        case .named(let name, let opacity):
            let variable = name.replacingOccurrences(of: ".", with: "-")
            let base = Self.namedColors.contains(name) ? "var(--\(variable))" : "var(--primary)"
            return opacity == 1 ? base : "color-mix(in srgb, \(base) \(Self.number(opacity * 100))%, transparent)"
        case .rgba(let red, let green, let blue, let opacity):
            return "rgba(\(Int(red * 255)),\(Int(green * 255)),\(Int(blue * 255)),\(Self.number(opacity)))"
        case .gradient(let gradient):
            guard area else { return css(color.solid) }
            let stops = gradient.stops.map { "\(css($0.color)) \(Self.number($0.location * 100))%" }.joined(separator: ",")
            let (start, end) = (gradient.start, gradient.end)
            switch gradient.kind {
            case .linear:
                let degrees = atan2(end[0] - start[0], start[1] - end[1]) * 180 / .pi
                return "linear-gradient(\(Self.number(degrees.rounded()))deg,\(stops))"
            case .radial:
                return "radial-gradient(circle at \(Self.number(start[0] * 100))% \(Self.number(start[1] * 100))%,\(stops))"
            case .angular:
                return "conic-gradient(from 90deg at \(Self.number(start[0] * 100))% \(Self.number(start[1] * 100))%,\(stops))"
            }
        }
    }

    /// A shape: a box with the shape's corners, background and border; a trimmed circle or ring as SVG.
    private func shape(_ shape: ShapeNode) -> String {
        let radius = switch shape.kind {
        case .rectangle: "0"
        case .roundedRectangle: "\(Self.number(shape.cornerRadius))px"
        case .circle, .ellipse: "50%"
        case .capsule: "9999px"
        case .containerRelative: "16px"
        }
        let fill = shape.fill ?? (shape.stroke == nil ? .named("foreground", opacity: 1) : nil)
        if shape.isTrimmed {
            let stroke = shape.stroke ?? fill ?? .named("foreground", opacity: 1)
            let width = max(shape.lineWidth, 1)
            let length = 100.0
            let dash = "\(Self.number((shape.trimTo - shape.trimFrom) * length)) \(Self.number(length))"
            return "<svg class=\"shape\" viewBox=\"0 0 100 100\" preserveAspectRatio=\"xMidYMid meet\" style=\"flex:1 1 0;align-self:stretch;min-width:0;min-height:0;\">"
                + "<circle cx=\"50\" cy=\"50\" r=\"\(Self.number(50 - width / 2))\" pathLength=\"\(Self.number(length))\" fill=\"none\" "
                + "stroke=\"\(Self.escape(css(stroke)))\" stroke-width=\"\(Self.number(width))\" stroke-dasharray=\"\(dash)\" "
                + "stroke-dashoffset=\"\(Self.number(-shape.trimFrom * length))\" transform=\"rotate(-90 50 50)\"/></svg>"
        }
        var style = "flex:1 1 0;align-self:stretch;min-width:0;min-height:0;box-sizing:border-box;border-radius:\(radius);"
        if shape.kind == .circle { style += "aspect-ratio:1;align-self:center;max-width:100%;max-height:100%;" }
        if let fill { style += "background:\(css(fill, painting: true));" }
        if let stroke = shape.stroke { style += "border:\(Self.number(shape.lineWidth))px solid \(css(stroke));" }
        return "<div class=\"shape \(shape.kind.rawValue)\" style=\"\(style)\"></div>"
    }

    /// The names the palette has, and `tint`, which is the accent color unless a view sets its own.
    private static let namedColors = Set(SystemColors.names + ["tint"])

    /// The system colors of a scheme as CSS variables (`--fill-tertiary:rgba(…);`), from the palette
    /// every surface draws with.
    static func colorVariables(_ scheme: ColorScheme) -> String {
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        let colors = SystemColors.names.compactMap { name in
            SystemColors.color(named: name, scheme: scheme).map { color in
                "--\(name.replacingOccurrences(of: ".", with: "-")):rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(number(color.alpha)));"
            }
        }
        return (colors + ["--tint:var(--accentColor);"]).joined(separator: " ")
    }

    /// Apple's system colors, light and dark; the widget and page backgrounds.
    static let style = """
        .widget { \(Self.colorVariables(.light)) --page:#f2f2f7;
          box-sizing:border-box; display:flex; overflow:hidden; background:#fff; color:var(--primary);
          font:15px system-ui, -apple-system, sans-serif; box-shadow:0 1px 4px rgba(0,0,0,.15); position:relative; }
        .widget.dark { \(Self.colorVariables(.dark)) --page:#000; background:#1c1c1e; }
        html.light, html.automatic { --page:#f2f2f7; --secondary:rgba(60,60,67,.6); } html.dark { --page:#000; --secondary:rgba(235,235,245,.6); }
        @media (prefers-color-scheme: dark) {
          html.automatic { --page:#000; --secondary:rgba(235,235,245,.6); }
          .widget.automatic { \(Self.colorVariables(.dark)) background:#1c1c1e; } }
        .widget .fit[hidden] { display:none !important; }
        .widget.accented, .widget.vibrant { background:#1c1c1e !important; }
        .widget.accented *, .widget.vibrant * { color:rgba(255,255,255,.85) !important; border-color:rgba(255,255,255,.6) !important;
          background:transparent !important; }
        .widget.accented img, .widget.vibrant img { filter:grayscale(1); }
        .widget.accented .accent, .widget.accented .accent * { color:var(--accentColor) !important; }
        .widget .root { flex:1 1 0; display:flex; flex-direction:column; align-items:center; justify-content:center; min-width:0; min-height:0; }
        .widget .box { display:flex; flex-direction:column; min-width:0; min-height:0; }
        .widget .layer { grid-area:1/1; display:flex; flex-direction:column; }
        .widget .text { white-space:pre-wrap; overflow-wrap:break-word; word-break:normal; hyphens:manual; }
        .widget time { white-space:nowrap; }
        .widget .symbol { font-size:1.1em; } .widget .symbol.unknown { opacity:.5; }
        .widget hr.divider { border:0; background:var(--secondary); margin:0; align-self:stretch; opacity:.5; }
        .widget hr.horizontal { height:1px; } .widget hr.vertical { width:1px; }
        .widget .progress { display:flex; flex-direction:column; align-self:stretch; gap:2px; } .widget progress { width:100%; }
        .widget a.link { color:inherit; text-decoration:none; display:contents; }
        .widget .truncated { color:var(--orange); font-size:12px; }
        .widget button.control { font:inherit; color:var(--accentColor); background:color-mix(in srgb, var(--accentColor) 15%, transparent);
          border:0; border-radius:999px; padding:4px 12px; }
        .widget label.toggle { display:flex; align-items:center; gap:8px; cursor:pointer; }
        .widget label.toggle input { appearance:none; margin:0; width:36px; height:22px; border-radius:11px; position:relative;
          background:color-mix(in srgb, var(--secondary) 40%, transparent); transition:background .2s; flex:none; }
        .widget label.toggle input::after { content:""; position:absolute; top:2px; left:2px; width:18px; height:18px; border-radius:50%;
          background:#fff; box-shadow:0 1px 2px rgba(0,0,0,.3); transition:left .2s; }
        .widget label.toggle input:checked { background:var(--green); } .widget label.toggle input:checked::after { left:16px; }
        .widget .image { max-width:100%; max-height:100%; }
        """

    /// Keeps `.relative`, `.offset`, `.timer` dates and timer intervals live.
    static let script = """
        function two(n){return String(n).padStart(2,'0')}
        function clock(s,hours){s=Math.max(0,Math.floor(s));var h=hours?Math.floor(s/3600):0,m=Math.floor((s-h*3600)/60),r=s%60;return h>0?h+':'+two(m)+':'+two(r):m+':'+two(r)}
        function words(s){s=Math.abs(Math.floor(s));var u=[[86400,'day'],[3600,'hr'],[60,'min'],[1,'sec']],p=[];for(var i=0;i<u.length&&p.length<2;i++){var c=Math.floor(s/u[i][0]);s%=u[i][0];if(c>0)p.push(c+' '+u[i][1]);else if(p.length)break}return p.length?p.join(', '):'0 sec'}
        function tick(){var now=Date.now()/1000;document.querySelectorAll('time[data-style]').forEach(function(t){var st=t.dataset.style;
          if(st==='interval'){var a=Date.parse(t.dataset.start)/1000,b=Date.parse(t.dataset.end)/1000,p=t.dataset.pause?Date.parse(t.dataset.pause)/1000:null;
            var m=Math.min(Math.max(p!==null?Math.min(p,now):now,a),b);t.textContent=clock(t.dataset.countsDown==='true'?b-m:m-a,t.dataset.showsHours==='true');return}
          var d=Date.parse(t.getAttribute('datetime'))/1000;
          if(st==='timer')t.textContent=clock(Math.abs(now-d),true);else if(st==='relative')t.textContent=words(d-now);
          else{var s=Math.trunc(d-now),g=s<0?'-':'+',a=Math.abs(s),u=[[86400,'day'],[3600,'hour'],[60,'minute'],[1,'second']],k=u.find(function(x){return a>=x[0]})||u[3],c=Math.floor(a/k[0]);t.textContent=g+c+' '+k[1]+(c===1?'':'s')}})}
        function bars(now){document.querySelectorAll('progress[data-start],meter[data-start]').forEach(function(p){var a=Date.parse(p.dataset.start)/1000,b=Date.parse(p.dataset.end)/1000;
          var f=Math.min(Math.max((now-a)/Math.max(b-a,1),0),1);p.value=p.dataset.countsDown==='true'?1-f:f})}
        function fits(){document.querySelectorAll('.stack.fits').forEach(function(s){var c=[].slice.call(s.children),shown=false;
          c.forEach(function(f){f.hidden=true});c.forEach(function(f,i){if(shown)return;f.hidden=false;
            if(i<c.length-1&&(f.scrollWidth>s.clientWidth+1||f.scrollHeight>s.clientHeight+1&&s.clientHeight>0))f.hidden=true;else shown=true})})}
        setInterval(function(){tick();bars(Date.now()/1000)},1000);tick();fits();
        """

    /// A static page: a click outside the links opens the widget's URL.
    static let openScript = """
        document.addEventListener('click',function(e){if(e.target.closest('a'))return;var w=e.target.closest('[data-widget-url]');if(w)window.open(w.dataset.widgetUrl,'_blank')});
        """

    /// A served page: a click is a tap on the target under it (a button, a toggle, a link in the
    /// families that have links, else the widget), posted to the runtime. The runtime's events
    /// (`/events`, server-sent) say which widget changed; only that widget is fetched and redrawn.
    static let tapScript = """
        document.addEventListener('click',function(e){var f=e.target.closest('[data-instance]');if(!f)return;e.preventDefault();
          var w=f.querySelector('.widget'),t='widget',c=e.target.closest('[data-target]'),a=e.target.closest('a.link');
          if(c)t=c.dataset.target;else if(a&&!/systemSmall|accessory/.test(w.className))t='link-'+(Array.prototype.indexOf.call(w.querySelectorAll('a.link'),a)+1);
          fetch('/instances/'+encodeURIComponent(f.dataset.instance)+'/tap/'+t,{method:'POST'}).then(function(r){return r.json()})
            .then(function(j){document.getElementById('tapped').textContent=j.message})});
        function redraw(id){fetch('/instances/'+encodeURIComponent(id)+'/figure').then(function(r){return r.ok?r.text():null}).then(function(h){
          if(h===null)return;var old=document.querySelector('figure[data-instance="'+CSS.escape(id)+'"]');
          if(old){old.outerHTML=h}else{document.querySelector('.widgets').insertAdjacentHTML('beforeend',h)}tick();fits()})}
        var events=new EventSource('/events');
        events.addEventListener('widget',function(e){redraw(e.data)});
        events.addEventListener('removed',function(e){var f=document.querySelector('figure[data-instance="'+CSS.escape(e.data)+'"]');if(f)f.remove()});
        """

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.3g", value)
    }

    static func font(_ font: FontValue) -> String {
        let sizes = ["largeTitle": 34.0, "title": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15, "body": 17,
                     "callout": 16, "footnote": 13, "caption": 12, "caption2": 11]
        var style = "font-size:\(number(font.size ?? sizes[font.style ?? "body"] ?? 17))px;"
        if font.style == "headline" && font.weight == nil { style += "font-weight:600;" }
        if let weight = font.weight { style += "font-weight:\(Self.weight(weight));" }
        switch font.design {
        case "monospaced": style += "font-family:ui-monospace,monospace;"
        case "serif": style += "font-family:ui-serif,serif;"
        case "rounded": style += "font-family:ui-rounded,system-ui,sans-serif;"
        default: break
        }
        return style
    }

    /// Where a background or overlay layer sits over the content: centered ones fill it (so a shape
    /// does) with their content centered, others go to their corner or edge.
    static func layerPlacement(_ alignment: String) -> String {
        alignment == "center" ? "place-self:stretch;justify-content:center;align-items:center;" : "place-self:\(placeItems(alignment));"
    }

    static func weight(_ name: String) -> Int {
        ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800,
         "black": 900][name] ?? 400
    }

    static func crossAlignment(_ name: String, axis: StackNode.Axis) -> String {
        let lowered = name.lowercased()
        if axis == .horizontal {
            return lowered.hasPrefix("top") ? "flex-start" : lowered.hasPrefix("bottom") ? "flex-end" : lowered.contains("baseline") ? "baseline" : "center"
        }
        return lowered.hasSuffix("leading") ? "flex-start" : lowered.hasSuffix("trailing") ? "flex-end" : "center"
    }

    static func mainAlignment(_ name: String, vertical: Bool) -> String {
        let lowered = name.lowercased()
        return lowered.hasPrefix("top") ? "flex-start" : lowered.hasPrefix("bottom") ? "flex-end" : "center"
    }

    static func placeItems(_ name: String) -> String {
        "\(mainAlignment(name, vertical: true) == "flex-start" ? "start" : mainAlignment(name, vertical: true) == "flex-end" ? "end" : "center") "
            + "\(crossAlignment(name, axis: .vertical) == "flex-start" ? "start" : crossAlignment(name, axis: .vertical) == "flex-end" ? "end" : "center")"
    }

    static func textAlign(_ name: String) -> String {
        let lowered = name.lowercased()
        return lowered.hasSuffix("leading") ? "left" : lowered.hasSuffix("trailing") ? "right" : "center"
    }
}
