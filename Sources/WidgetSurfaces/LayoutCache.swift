import Foundation
import Synchronization
import WidgetLayout
import WidgetWire

/// Widgets as laid out in this process, shared by every surface that shows them: one per tree (as
/// rendered for its color scheme), size, margins, metrics, measure (fonts or cells), time zone and
/// locale. A kept widget is used again while each date and timer the layout read still reads the
/// same; when one reads otherwise (a timer's next second, a relative date's next minute) it is laid
/// out again. The least recently used are forgotten past ``capacity``.
public final class LayoutCache: Sendable {
    /// The process's, which all its surfaces share: the page and the terminal in the runtime, the
    /// windows and the gallery in the desktop.
    public static let shared = LayoutCache()

    /// How many laid-out widgets are kept (0: none, each layout made anew).
    public let capacity: Int

    private struct Key: Hashable {
        var node: RenderNode
        var size: Size
        var margins: EdgeInsetsValue
        /// How it is measured, and the time zone and locale its dates read in.
        var metrics: LayoutMetrics, inCells: Bool, timeZone: TimeZone, locale: Locale
        /// The hash of all the above, found once: a tree is hashed whole, and the key is looked up
        /// and stored.
        private var hash = 0

        init(node: RenderNode, size: Size, margins: EdgeInsetsValue, metrics: LayoutMetrics, inCells: Bool, timeZone: TimeZone, locale: Locale) {
            (self.node, self.size, self.margins, self.metrics, self.inCells, self.timeZone, self.locale) =
                (node, size, margins, metrics, inCells, timeZone, locale)
            var hasher = Hasher()
            hasher.combine(node)
            hasher.combine(size)
            hasher.combine(margins)
            hasher.combine(metrics)
            hasher.combine(inCells)
            hasher.combine(timeZone)
            hasher.combine(locale)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Kept {
        var view: LaidOutView
        /// The date and timer runs the layout read, and what each read.
        var texts: [TextRun: String]
        var lastUsed: Int
    }

    private struct State {
        var kept: [Key: Kept] = [:]
        var uses = 0
        var layouts = 0
    }

    private let state = Mutex(State())

    public init(capacity: Int = 128) {
        self.capacity = capacity
    }

    /// How many widgets have been laid out (a kept one used again is not counted).
    public var layouts: Int { state.withLock { $0.layouts } }

    /// The widget laid out by `layout` at its moment, kept or new.
    func view(of node: RenderNode, in size: Size, margins: EdgeInsetsValue, by layout: FrameLayout) -> LaidOutView {
        let key = Key(
            node: node, size: size, margins: margins, metrics: layout.metrics, inCells: layout.inCells, timeZone: layout.timeZone,
            locale: layout.locale)
        let kept = state.withLock { state -> Kept? in
            state.uses += 1
            guard var kept = state.kept[key] else { return nil }
            kept.lastUsed = state.uses
            state.kept[key] = kept
            return kept
        }
        if let kept, kept.texts.allSatisfy({ layout.text(of: $0.key) == $0.value }) { return kept.view }
        let read = ReadTexts()
        let view = layout.engine { run in
            let text = layout.text(of: run)
            read.note(run, text)
            return text
        }.layout(node, in: size, margins: margins)
        let texts = read.texts
        state.withLock { state in
            state.layouts += 1
            state.uses += 1
            state.kept[key] = Kept(view: view, texts: texts, lastUsed: state.uses)
            if state.kept.count > capacity, let oldest = state.kept.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key {
                state.kept[oldest] = nil
            }
        }
        return view
    }
}

/// The date and timer runs a layout reads, as it reads them.
private final class ReadTexts: Sendable {
    private let read = Mutex<[TextRun: String]>([:])

    func note(_ run: TextRun, _ text: String) {
        switch run {
        case .date, .timer: read.withLock { $0[run] = text }
        case .verbatim, .symbol, .styled: break
        }
    }

    var texts: [TextRun: String] { read.withLock { $0 } }
}
