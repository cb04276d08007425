import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetHome
import WidgetWire

/// Lays a widget out with the layout engine, with text measured in the fonts it is drawn in (or in
/// the terminal's cells): the frames every surface draws. A widget is laid out once per tree, size
/// and measure, and kept (``LayoutCache``) while the texts its dates and timers read stay the same.
public struct FrameLayout: Sendable {
    public var metrics: LayoutMetrics
    /// The moment drawn: dates and timers read as they do then, in this time zone and locale.
    public var now: Date
    public var timeZone: TimeZone
    public var locale: Locale
    /// Text measured in terminal cells (``CellText``), each divider and button bracket a cell.
    public var inCells: Bool
    /// Where laid-out widgets are kept: the process's, so every surface shares them.
    public var cache: LayoutCache

    /// One measurer for the process: Pango loads each font once, and texts are measured once.
    public static let measurer = PangoTextMeasurer()

    public init(
        metrics: LayoutMetrics = LayoutMetrics(), now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = .current,
        inCells: Bool = false, cache: LayoutCache = .shared
    ) {
        self.metrics = metrics
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.inCells = inCells
        self.cache = cache
    }

    /// What a date, timer or symbol run reads at ``now``: the one formatter of every surface's texts.
    /// A symbol in a terminal's cells is its glyph (a character a terminal has), elsewhere its icon.
    public func text(of run: TextRun) -> String {
        if inCells, case .symbol(let name) = run { return String(SymbolGlyphs.glyph(for: name).glyph) }
        return DateText(now: now, timeZone: timeZone, locale: locale).text(of: run)
    }

    /// The engine, its runs read by ``text(of:)``.
    public var engine: LayoutEngine { engine { text(of: $0) } }

    /// The engine with its runs read by `runText`, in this layout's measure.
    func engine(runText: @escaping @Sendable (TextRun) -> String) -> LayoutEngine {
        guard inCells else { return LayoutEngine(metrics: metrics, measurer: Self.measurer, runText: runText) }
        var cells = metrics
        cells.hairline = Size(width: CellText.width, height: CellText.height)
        cells.buttonInset = CellText.width
        return LayoutEngine(metrics: cells, measurer: CellText(), runText: runText)
    }

    /// A home's layout: its runtime.json's `appearance`.
    public init(home: RuntimeHome, now: Date = Date()) {
        self.init(metrics: home.configuration.appearance, now: now)
    }

    /// A widget's views placed in a widget of `size` (its family's unless given), inside the
    /// family's content margins unless they are disabled: the one kept, if its texts read now as
    /// they did when it was laid out.
    public func layout(_ node: RenderNode, family: WidgetFamily, size: Size? = nil, contentMarginsDisabled: Bool = false) -> LaidOutView {
        let margins = contentMarginsDisabled ? EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0) : metrics.contentMargins(for: family)
        return cache.view(of: node, in: size ?? metrics.size(of: family), margins: margins, by: self)
    }

    /// Why a widget's content does not fit its family, if it does not: how much larger it is than the
    /// space inside the margins (drawing cuts off the rest).
    public func overflow(of node: RenderNode, family: WidgetFamily, contentMarginsDisabled: Bool = false) -> String? {
        let margins = contentMarginsDisabled ? EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0) : metrics.contentMargins(for: family)
        let familySize = metrics.size(of: family)
        let inner = Rect(x: 0, y: 0, width: familySize.width, height: familySize.height).inset(by: margins).size
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
