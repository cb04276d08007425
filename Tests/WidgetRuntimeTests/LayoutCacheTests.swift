import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// An entry is laid out once per size and measure, and the surfaces that show it share the result.
@Suite struct LayoutCacheTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let utc = TimeZone(identifier: "UTC")!
    let locale = Locale(identifier: "en_US_POSIX")

    func text(_ runs: TextRun...) -> RenderNode { RenderNode(.text(TextNode(runs: runs))) }

    func page(_ cache: LayoutCache, at moment: Date) -> HTMLRenderer {
        HTMLRenderer(now: moment, timeZone: utc, locale: locale, scheme: .automatic, cache: cache)
    }

    func frames(_ cache: LayoutCache, at moment: Date) -> FrameLayout {
        FrameLayout(now: moment, timeZone: utc, locale: locale, cache: cache)
    }

    func terminal(_ cache: LayoutCache, at moment: Date) -> TextRenderer {
        TextRenderer(now: moment, timeZone: utc, locale: locale, cache: cache)
    }

    @Test func thePageTheDesktopAndTheTerminalLayAnEntryOutOncePerMeasure() {
        let cache = LayoutCache()
        let entry = RenderNode(.stack(StackNode(axis: .vertical, children: [text(.verbatim("Kitchen")), text(.date(start, style: .time))])))
        let widget = HTMLRenderer.PageWidget(node: entry, family: .systemSmall, title: "Lamp", instance: "lamp-1")
        let figure = page(cache, at: start).figure(widget)
        // Drawn again for another page, and fetched by a third: the same layout.
        #expect(page(cache, at: start.addingTimeInterval(5)).figure(widget) == figure)
        _ = page(cache, at: start).page([widget], title: "Widgets", served: true)
        // The desktop's frames are the page's.
        let painted = frames(cache, at: start.addingTimeInterval(30)).layout(entry, family: .systemSmall)
        #expect(cache.layouts == 1)
        #expect(painted.layoutJSON == FrameLayout(now: start, timeZone: utc, locale: locale, cache: LayoutCache()).layout(entry, family: .systemSmall).layoutJSON)
        // The terminal measures text in cells: one layout of its own, used again on each redraw.
        let drawn = terminal(cache, at: start).render(entry, family: .systemSmall)
        #expect(terminal(cache, at: start.addingTimeInterval(1)).render(entry, family: .systemSmall) == drawn)
        #expect(cache.layouts == 2)
        // A new entry is laid out again, by each measure once.
        let next = RenderNode(.stack(StackNode(axis: .vertical, children: [text(.verbatim("Hall")), text(.date(start, style: .time))])))
        _ = page(cache, at: start).figure(HTMLRenderer.PageWidget(node: next, family: .systemSmall, title: "Lamp", instance: "lamp-1"))
        _ = terminal(cache, at: start).render(next, family: .systemSmall)
        _ = terminal(cache, at: start).render(next, family: .systemSmall)
        #expect(cache.layouts == 4)
    }

    @Test func aLiveTextIsLaidOutAgainOnlyWhenWhatItReadsChanges() {
        let cache = LayoutCache()
        let timer = text(.timer(TimerRun(start: start, end: start.addingTimeInterval(300), countsDown: true)))
        /// The text of `node` as laid out `seconds` after the start.
        func string(_ node: RenderNode, _ seconds: Double) -> String? {
            let view = frames(cache, at: start.addingTimeInterval(seconds)).layout(node, family: .systemSmall)
            return view.leaves.compactMap { if case .text(let paragraph, _) = $0.content { paragraph.string } else { nil } }.first
        }
        #expect(string(timer, 0.2) == "5:00")
        #expect(string(timer, 0.7) == "5:00")
        #expect(cache.layouts == 1)
        #expect(string(timer, 1.2) == "4:59")
        #expect(cache.layouts == 2)
        // A relative date changes by the minute: the same layout for the seconds between.
        let relative = text(.date(start.addingTimeInterval(7_230), style: .relative))
        #expect(string(relative, 0) == "2 hr")
        #expect(string(relative, 20) == "2 hr")
        #expect(cache.layouts == 3)
        #expect(string(relative, 40) == "1 hr, 59 min")
        #expect(cache.layouts == 4)
        // A time of day reads the same at every moment.
        let time = text(.date(start, style: .time))
        #expect(string(time, 0) == string(time, 3_600))
        #expect(cache.layouts == 5)
    }

    @Test func theLeastRecentlyUsedIsForgottenPastTheCapacity() {
        let cache = LayoutCache(capacity: 2)
        let (a, b, c) = (text(.verbatim("a")), text(.verbatim("b")), text(.verbatim("c")))
        let layout = frames(cache, at: start)
        for node in [a, b, a, c] { _ = layout.layout(node, family: .systemSmall) }
        #expect(cache.layouts == 3)
        // `b` was the least recently used: forgotten; `a` is still kept.
        _ = layout.layout(a, family: .systemSmall)
        #expect(cache.layouts == 3)
        _ = layout.layout(b, family: .systemSmall)
        #expect(cache.layouts == 4)
    }
}
