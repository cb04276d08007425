import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetHome
import WidgetWire

/// Draws widgets as HTML: each view an element at the frame the layout engine computed (in CSS
/// pixels, one per point), its text set in the font files Pango measured, light or dark, every
/// string escaped. A fragment carries its own style; a page holds one or more widgets, each with
/// what its live dates, timers and timer progress read each second for ``liveSeconds`` (formatted
/// here, as the frames are), which the page's clock shows.
public struct HTMLRenderer: Sendable {
    /// `automatic` follows the browser's `prefers-color-scheme`.
    public enum Scheme: String, Sendable, CaseIterable { case light, dark, automatic }

    /// Where each view goes, and the moment drawn.
    var layout: FrameLayout
    public var scheme: Scheme
    /// A bundle resource's bytes (`Image(_:)`) by name, to embed it.
    public var resource: @Sendable (String) -> Data?

    /// WidgetKit's rendering mode: `fullColor`, or `accented` (accentable content in the accent color,
    /// the rest in white, on a dark tinted background) or `vibrant` (monochrome, as on a Lock Screen).
    public var renderingMode = "fullColor"

    /// For how many seconds from the moment drawn a page's widgets carry what their live texts and
    /// timer progress read: a static page's stay live that long; a served page fetches a widget
    /// again when its seconds run out.
    public var liveSeconds = 3_600

    public init(
        now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current, metrics: LayoutMetrics = LayoutMetrics(),
        scheme: Scheme = .light, renderingMode: String = "fullColor", resource: @escaping @Sendable (String) -> Data? = { _ in nil },
        cache: LayoutCache = .shared
    ) {
        layout = FrameLayout(metrics: metrics, now: now, timeZone: timeZone, locale: locale, cache: cache)
        self.scheme = scheme
        self.renderingMode = renderingMode
        self.resource = resource
    }

    /// The same drawing at another moment: dates and timers as they read then.
    public func withClock(_ now: Date) -> HTMLRenderer {
        var renderer = self
        renderer.layout.now = now
        return renderer
    }

    /// One widget as a self-contained fragment: its style sheet and its markup.
    public func fragment(_ node: RenderNode, family: WidgetFamily, title: String? = nil, contentMarginsDisabled: Bool = false) -> String {
        "<style>\(Self.stylesheet)</style>\n" + markup(node, family: family, title: title, contentMarginsDisabled: contentMarginsDisabled)
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

    /// A page of widgets, each with its title, whose live dates and timers change each second. A
    /// click opens the widget's URL in a new tab; on a served page (widgets with instance ids) it is a
    /// tap, posted to `/instances/ID/tap/TARGET`, and the page then shows what the widgets show next,
    /// and a problem the runtime reports (a failed rebuild's compiler errors) until it is put right.
    /// `served`: the page is the runtime's live one (by default: when its widgets have instance ids).
    public func page(_ widgets: [PageWidget], title: String, served: Bool? = nil) -> String {
        let served = served ?? widgets.contains { $0.instance != nil }
        return """
        <!doctype html>
        <html lang="en" class="\(scheme.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title))</title>
        <style>\(Self.stylesheet)
        \(Self.pageStyle)
        </style>
        </head>
        <body>
        <h1>\(Self.escape(title))</h1>
        \(served ? "<p id=\"tapped\" role=\"status\"></p><pre id=\"problem\" role=\"alert\" hidden></pre>" : "")
        <p class="empty">Nothing on screen yet. Add a widget with <code>widgets instances add KIND</code> (<code>widgets list</code> shows the kinds); it appears here at once.</p>
        <div class="widgets">
        \(widgets.map(figure).joined(separator: "\n"))
        </div>
        <script>\(served ? Self.servedScript : Self.openedScript)</script>
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
            + renderer.markup(widget.node, family: widget.family, title: nil, contentMarginsDisabled: widget.contentMarginsDisabled, liveFor: liveSeconds)
            + "<figcaption>\(Self.escape(widget.title)) · \(widget.family.shortName)\(widget.instance.map { " · \(Self.escape($0))" } ?? "")"
            + (widget.notice.map { "<br><strong class=\"notice\">\(Self.escape($0))</strong>" } ?? "") + "</figcaption></figure>"
    }

    /// One widget's markup alone, for a page that has ``stylesheet``: its outline, and in it every
    /// view at its frame.
    public func markup(_ node: RenderNode, family: WidgetFamily, title: String? = nil, contentMarginsDisabled: Bool = false) -> String {
        markup(node, family: family, title: title, contentMarginsDisabled: contentMarginsDisabled, liveFor: 0)
    }

    /// A widget's markup with what its live texts and timer progress read each second for `seconds`
    /// from the moment drawn (`data-from`), when it has any.
    func markup(_ node: RenderNode, family: WidgetFamily, title: String?, contentMarginsDisabled: Bool, liveFor seconds: Int) -> String {
        let laid = layout.layout(node, family: family, contentMarginsDisabled: contentMarginsDisabled)
        let live = seconds > 0 && laid.containsView { view in
            switch view.content {
            case .text(let paragraph, _): paragraph.spans.contains { $0.paint.live?.isLive == true }
            case .progress(let progress, _): progress.timer != nil
            default: false
            }
        }
        let clock = live ? " data-from=\"\(Self.number(layout.now.timeIntervalSince1970))\" data-seconds=\"\(seconds)\"" : ""
        let style = "width:\(Self.number(laid.frame.width))px;height:\(Self.number(laid.frame.height))px;border-radius:\(Self.number(layout.metrics.cornerRadius(for: family)))px;"
            // A container background of a material shows the backdrop through it, as the picture does.
            + (SystemColors.showsBackdrop(laid) ? "background:var(--systemGroupedBackground);" : "")
        let url = node.widgetURL.map { " data-widget-url=\"\(Self.escape($0))\"" } ?? ""
        let label = title.map { " aria-label=\"\(Self.escape($0))\"" } ?? ""
        let mode = renderingMode == "fullColor" ? "" : " \(renderingMode == "accented" ? "accented" : "vibrant")"
        let views = ViewMarkup(renderer: self, widgetCorners: layout.metrics.cornerRadius(for: family), liveSeconds: live ? seconds : 0, widget: laid.frame)
        return "<div class=\"widget \(scheme.rawValue) \(family.rawValue)\(mode)\" style=\"\(style)\"\(url)\(label)\(clock)>"
            + laid.children.map { views.markup($0, in: laid.frame.origin) }.joined() + "</div>"
    }

    // MARK: Style

    /// The faces text is set in: the files Pango measured with, as the served page offers them
    /// (`/fonts/NAME`), else the same fonts installed where the browser runs.
    static let fontFaces = FontFiles.faces.map { face in
        let sources = ["url(\"/fonts/\(escape(face.fileName))\")"] + face.localNames.map { "local(\"\(escape($0))\")" }
        return "@font-face { font-family:\"\(face.family)\"; src:\(sources.joined(separator: ",")); font-weight:\(face.weight); "
            + "font-style:\(face.italic ? "italic" : "normal"); }"
    }.joined(separator: "\n")

    /// The names the palette has, and `tint`, which is the accent color unless a view sets its own.
    static let namedColors = Set(SystemColors.names + ["tint"])

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

    /// What every widget drawn needs: its fonts' faces, the system colors of each scheme as CSS
    /// variables, and `widget.css`.
    public static let stylesheet = [
        fontFaces, ".widget { \(colorVariables(.light)) }", ".widget.dark { \(colorVariables(.dark)) }",
        "@media (prefers-color-scheme: dark) { .widget.automatic { \(colorVariables(.dark)) } }", resource("widget.css"),
    ].joined(separator: "\n")

    /// The page's own style, and its script served by `widgets run --http` or opened from a file.
    static let pageStyle = resource("page.css")
    static let servedScript = resource("page.js") + resource("tap.js")
    static let openedScript = resource("page.js") + resource("open.js")

    /// Reads, once, every file drawing a page needs: its style sheets and scripts, and the fonts text is
    /// measured in (a page with a text laid out). For a program serving pages on an event loop, which
    /// must not wait for a disk: called before it serves, on a thread that may.
    public func readFilesOnce() {
        _ = (Self.stylesheet, Self.pageStyle, Self.servedScript, Self.openedScript)
        let text = RenderNode(.text(TextNode(runs: [.verbatim("Aa")])))
        _ = page([PageWidget(node: text, family: .systemSmall, title: "")], title: "", served: true)
    }

    /// A file of the page's (`Resources/`): a style sheet or a script.
    static func resource(_ name: String) -> String {
        guard let file = Bundle.module.url(forResource: name, withExtension: nil), let text = try? String(contentsOf: file, encoding: .utf8) else {
            preconditionFailure("\(name) is missing from widgets_WidgetSurfaces.resources, which is installed beside the executable")
        }
        return text
    }

    /// Text for HTML, in an element or a quoted attribute.
    public static func escape(_ text: String) -> String {
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

    /// A length or value for CSS: whole numbers as they are, others to 0.01.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e9 ? String(Int(rounded)) : String(rounded)
    }
}
