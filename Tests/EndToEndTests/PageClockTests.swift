import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// A page's live dates and timers in a real browser: each second it shows what the runtime's one
/// formatter wrote for that second.
@Suite(.throttled) struct PageClockTests {
    @Test(.needs(.chromium))
    func aStaticPagesTimerShowsEachSecondWhatSwiftFormats() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "widgets-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let moment = Date()
        let timer = TextRun.timer(TimerRun(start: moment.addingTimeInterval(-5), end: moment.addingTimeInterval(600), countsDown: false))
        let node = RenderNode(.text(TextNode(runs: [timer])))
        let page = HTMLRenderer(now: moment).page([.init(node: node, family: .systemSmall, title: "Timer")], title: "Timer")
        let file = folder.appending(path: "page.html")
        try Data(page.utf8).write(to: file)
        let browser = try Browser()
        try browser.open(file.absoluteString)
        let shown = "document.querySelector('.widget time').textContent"
        /// The text shown now, and whether it is what Swift formatted for this second or the one before
        /// (the page's clock ticks once a second).
        func check() throws -> String {
            let answer = try browser.evaluate("[\(shown), Date.now() / 1000]")
            guard case .array(let read) = answer, case .string(let text)? = read.first, case .number(let time)? = read.last else {
                throw FixtureError("the page answered \(answer.serialized)")
            }
            let elapsed = Int((time - moment.timeIntervalSince1970).rounded(.down))
            let formatted = [elapsed - 1, elapsed].map { FrameLayout(now: moment.addingTimeInterval(Double($0))).text(of: timer) }
            #expect(formatted.contains(text), "\(text) shown \(elapsed) s after drawing; Swift wrote \(formatted)")
            return text
        }
        let first = try check()
        // The clock moves on, to the texts Swift formatted for the seconds since the page was drawn.
        #expect(try browser.until("\(shown) !== \(JSON.string(first).serialized)", seconds: 3))
        _ = try check()
    }
}
