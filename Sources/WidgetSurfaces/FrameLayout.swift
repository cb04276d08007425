import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetHome
import WidgetWire

/// Lays a widget out with the layout engine, with text measured in the fonts it is drawn in: the
/// frames every surface draws.
public struct FrameLayout: Sendable {
    public var metrics: LayoutMetrics
    /// The moment drawn: dates and timers read as they do then, in this time zone and locale.
    public var now: Date
    public var timeZone: TimeZone
    public var locale: Locale

    /// One measurer for the process: Pango loads each font once, and texts are measured once.
    public static let measurer = PangoTextMeasurer()

    public init(metrics: LayoutMetrics = LayoutMetrics(), now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current) {
        self.metrics = metrics
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
    }

    public var engine: LayoutEngine {
        let dates = DateText(now: now, timeZone: timeZone, locale: locale)
        return LayoutEngine(metrics: metrics, measurer: Self.measurer) { run in
            switch run {
            case .date(let date, let style): dates.format(date, style: style)
            case .timer(let timer): DateText.timer(seconds: Int(timer.seconds(at: dates.now).rounded(.up)), showsHours: timer.showsHours)
            case .symbol(let name): String(SymbolGlyphs.glyph(for: name).glyph)
            case .verbatim(let text): text
            case .styled(let runs, _): runs.map(\.plainText).joined()
            }
        }
    }

    /// A home's layout: its runtime.json's `appearance.platform`.
    public init(home: RuntimeHome, now: Date = Date()) {
        let platform: LayoutMetrics.Platform = home.configuration.platform == .iOS ? .iOS : .macOS
        self.init(metrics: LayoutMetrics(platform: platform), now: now)
    }

    /// A widget's views placed in a widget of `size` (its family's unless given), inside the
    /// family's content margins unless they are disabled.
    public func layout(_ node: RenderNode, family: WidgetFamily, size: Size? = nil, contentMarginsDisabled: Bool = false) -> LaidOutView {
        let margins = contentMarginsDisabled ? EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0) : metrics.contentMargins(for: family)
        return engine.layout(node, in: size ?? family.displaySize, margins: margins)
    }

    /// Why a widget's content does not fit its family, if it does not: how much larger it is than the
    /// space inside the margins (drawing cuts off the rest).
    public func overflow(of node: RenderNode, family: WidgetFamily, contentMarginsDisabled: Bool = false) -> String? {
        let margins = contentMarginsDisabled ? EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0) : metrics.contentMargins(for: family)
        let inner = Rect(x: 0, y: 0, width: family.displaySize.width, height: family.displaySize.height).inset(by: margins).size
        let content = engine.size(of: node, for: ProposedSize(inner))
        func points(_ value: Double) -> String { String(Int(value.rounded())) }
        if content.height > inner.height + 0.5 {
            return "its content is \(points(content.height)) points tall; a \(family.shortName) widget has \(points(inner.height)) inside its margins, the rest is cut off"
        }
        if content.width > inner.width + 0.5 {
            return "its content is \(points(content.width)) points wide; a \(family.shortName) widget has \(points(inner.width)) inside its margins, the rest is cut off"
        }
        return nil
    }
}
