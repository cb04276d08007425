import Foundation
import Testing
import WidgetRuntime
import WidgetWire

@Suite struct TextRendererTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var renderer: TextRenderer {
        TextRenderer(now: now, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))
    }

    private func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
        RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
    }

    private func vstack(_ alignment: String = "center", _ children: RenderNode...) -> RenderNode {
        RenderNode(.stack(StackNode(axis: .vertical, alignment: alignment, children: children)))
    }

    @Test func familiesHaveTheirCellSizes() {
        #expect(TextRenderer.cells(for: .systemSmall) == (21, 9))
        #expect(TextRenderer.cells(for: .systemMedium) == (46, 9))
        #expect(TextRenderer.cells(for: .systemLarge) == (46, 21))
        #expect(TextRenderer.cells(for: .accessoryInline) == (32, 1))
    }

    /// As in SwiftUI, a stack is as wide as its widest child and sits centered in the widget.
    @Test func aSpacerPushesContentApartInsideTheMargins() {
        let tree = vstack("leading", text("Title"), RenderNode(.spacer(minLength: nil)), text("42"))
        #expect(renderer.render(tree, family: .systemSmall, title: "Count") == """
            ╭─ Count ─────────────╮
            │                     │
            │        Title        │
            │                     │
            │                     │
            │                     │
            │                     │
            │                     │
            │        42           │
            │                     │
            ╰─────────────────────╯
            """)
    }

    @Test func anHStackSharesTheWidthBetweenItsSpacers() {
        let tree = RenderNode(.stack(StackNode(axis: .horizontal, children: [
            text("L"), RenderNode(.spacer(minLength: nil)), text("R"),
        ])))
        #expect(renderer.render(tree, family: .accessoryRectangular) == """
            ╭──────────────────────╮
            │                      │
            │L                    R│
            │                      │
            │                      │
            ╰──────────────────────╯
            """)
    }

    @Test func longTextWrapsAndIsCutWithAnEllipsis() {
        let tree = text("one two three four five six seven eight nine ten eleven twelve")
        #expect(renderer.render(tree, family: .accessoryInline) == """
            ╭────────────────────────────────╮
            │ one two three four five six …  │
            ╰────────────────────────────────╯
            """)
    }

    @Test func paddingAndFramesTakeTheirCells() {
        let padded = text("x", [.padding(EdgeInsetsValue(top: 18, leading: 16, bottom: 0, trailing: 0))])
        let framed = text("y", [.frame(FrameValue(maxWidth: .infinity, alignment: "trailing"))])
        let spacer = RenderNode(.spacer(minLength: nil))
        let lines = renderer.render(vstack("leading", padded, framed, spacer), family: .systemSmall, contentMarginsDisabled: true)
            .split(separator: "\n")
        #expect(lines[1] == "│                     │")
        #expect(lines[2] == "│  x                  │")
        #expect(lines[3] == "│                    y│")
    }

    @Test func datesAreDrawnAtTheMomentOfDrawing() {
        func draw(_ date: Date, _ style: DateStyle) -> String {
            let line = renderer.render(
                RenderNode(.text(TextNode(runs: [.date(date, style: style)]))), family: .accessoryInline
            ).split(separator: "\n")[1]
            return line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        }
        #expect(draw(now, .time) == "8:00\u{202F}AM")
        #expect(draw(now, .date) == "January 15, 2027")
        #expect(draw(now.addingTimeInterval(2 * 3600 + 5 * 60 + 7), .relative) == "2 hr, 5 min")
        #expect(draw(now.addingTimeInterval(-45), .relative) == "45 sec")
        #expect(draw(now.addingTimeInterval(-3 * 86_400), .offset) == "-3 days")
        #expect(draw(now.addingTimeInterval(60), .offset) == "+1 minute")
        #expect(draw(now.addingTimeInterval(-125), .timer) == "2:05")
        #expect(draw(now.addingTimeInterval(3723), .timer) == "1:02:03")
    }

    @Test func controlCharactersFromAPluginNeverReachTheTerminal() {
        let drawn = renderer.render(text("\u{1b}[2Jboom\u{7}"), family: .accessoryInline)
        #expect(!drawn.contains("\u{1b}"))
        #expect(!drawn.contains("\u{7}"))
        #expect(drawn.contains("\u{FFFD}[2Jboom\u{FFFD}"))
    }

    @Test func wideCharactersTakeTwoCells() {
        let lines = renderer.render(text("日本"), family: .accessoryInline).split(separator: "\n")
        #expect(lines[1] == "│              日本              │")
    }
}

@Suite struct StyledRenderingTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
        RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
    }

    private func inline(_ node: RenderNode, colors: Bool = false) -> String {
        String(TextRenderer(now: now, timeZone: TimeZone(identifier: "UTC")!, colors: colors)
            .render(node, family: .accessoryInline).split(separator: "\n")[1].dropFirst().dropLast())
    }

    @Test func colorsAreANSIEscapesOnlyWhenAsked() {
        let node = text("hot", [.foregroundStyle(.named("red", opacity: 1)), .font(FontValue(style: "headline"))])
        #expect(!inline(node).contains("\u{1b}"))
        #expect(inline(node, colors: true).contains("\u{1b}[0;1;31mhot"))
        #expect(inline(text("dim", [.foregroundStyle(.named("secondary", opacity: 1))]), colors: true).contains("\u{1b}[0;2mdim"))
        #expect(TextRenderer.colorsWanted(environment: [:], isTerminal: true))
        #expect(!TextRenderer.colorsWanted(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!TextRenderer.colorsWanted(environment: ["TERM": "dumb"], isTerminal: true))
        #expect(!TextRenderer.colorsWanted(environment: [:], isTerminal: false))
    }

    @Test func symbolsProgressAndDividers() {
        #expect(inline(RenderNode(.image(ImageNode(systemName: "cloud.rain.fill")))).trimmingCharacters(in: .whitespaces) == "☂")
        #expect(inline(RenderNode(.image(ImageNode(systemName: "no.such.symbol")))).trimmingCharacters(in: .whitespaces) == "□")
        #expect(inline(RenderNode(.progress(ProgressNode(value: 0.5)))) == "██████████████░░░░░░░░░░░░░░ 50%")
        #expect(inline(RenderNode(.progress(ProgressNode(value: 3, total: 4, style: .gauge)))).trimmingCharacters(in: .whitespaces) == "◕ 75%")
        let stack = RenderNode(.stack(StackNode(axis: .vertical, children: [text("a"), RenderNode(.divider), text("b")])))
        let lines = TextRenderer().render(stack, family: .accessoryRectangular).split(separator: "\n").map { $0.dropFirst().dropLast() }
        #expect(lines[1].trimmingCharacters(in: .whitespaces) == "a")
        #expect(lines[2].trimmingCharacters(in: .whitespaces) == "─")
    }

    @Test func timerIntervalsCountAndPause() {
        let start = now.addingTimeInterval(-90), end = now.addingTimeInterval(30)
        func timer(_ run: TimerRun) -> String {
            inline(RenderNode(.text(TextNode(runs: [.timer(run)])))).trimmingCharacters(in: .whitespaces)
        }
        #expect(timer(TimerRun(start: start, end: end)) == "0:30")
        #expect(timer(TimerRun(start: start, end: end, countsDown: false)) == "1:30")
        // Paused a minute ago, with 90 seconds then left.
        #expect(timer(TimerRun(start: start, end: end, pauseTime: now.addingTimeInterval(-60))) == "1:30")
        #expect(timer(TimerRun(start: start.addingTimeInterval(-7200), end: now.addingTimeInterval(-10))) == "0:00")
        #expect(timer(TimerRun(start: now.addingTimeInterval(-3700), end: now.addingTimeInterval(10), countsDown: false, showsHours: false)) == "61:40")
    }

    @Test func lineLimitsCutTextWithAnEllipsis() {
        let node = text("one two three four five six seven eight nine ten", [.lineLimit(1)])
        let lines = TextRenderer().render(node, family: .accessoryRectangular).split(separator: "\n")
        #expect(lines.filter { $0.contains("…") }.count == 1)
        #expect(lines.filter { $0.contains("one") }.count == 1)
    }
}

@Suite struct HTMLRendererTests {
    let renderer = HTMLRenderer(now: Date(timeIntervalSince1970: 1_800_000_000), timeZone: TimeZone(identifier: "UTC")!)

    @Test func pluginTextIsEscaped() {
        let node = RenderNode(.text(TextNode(runs: [.verbatim("<script>alert(\"x\")</script> & \u{1b}[2J")])))
        let html = renderer.fragment(node, family: .systemSmall)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; \u{1b}[2J"))
        let link = RenderNode(.link(url: "javascript:\"><script>", content: RenderNode(.text(TextNode(runs: [.verbatim("x")])))))
        #expect(renderer.fragment(link, family: .systemMedium).contains("href=\"javascript:&quot;&gt;&lt;script&gt;\""))
    }

    @Test func stacksAreFlexboxAndSizesArePoints() {
        let node = RenderNode(.stack(StackNode(axis: .horizontal, alignment: "top", spacing: 6, children: [
            RenderNode(.text(TextNode(runs: [.verbatim("a")]))), RenderNode(.spacer(minLength: nil)),
        ])), modifiers: [.containerBackground(RenderNode(.color(.named("blue", opacity: 1))))])
        let html = renderer.fragment(node, family: .systemMedium)
        #expect(html.contains("width:364px;height:170px;padding:16px;background:var(--blue);"))
        #expect(html.contains("display:flex;flex-direction:row;align-items:flex-start;gap:6px;"))
        #expect(html.contains("<div class=\"spacer\" style=\"flex:1 1 0;\"></div>"))
    }

    @Test func liveDatesCarryWhatThePageNeedsToTick() {
        let date = Date(timeIntervalSince1970: 1_800_000_060)
        let node = RenderNode(.text(TextNode(runs: [.date(date, style: .relative), .verbatim(" "), .date(date, style: .time)])))
        let html = renderer.fragment(node, family: .systemSmall)
        #expect(html.contains("<time datetime=\"2027-01-15T08:01:00Z\" data-style=\"relative\">1 min</time>"))
        #expect(html.contains("<time datetime=\"2027-01-15T08:01:00Z\">"))
        let page = renderer.page([.init(node: node, family: .systemSmall, title: "Clock")], title: "<Clock>")
        #expect(page.contains("<title>&lt;Clock&gt;</title>"))
        #expect(page.contains("setInterval(function(){tick();bars(Date.now()/1000)},1000)"))
    }

    @Test func anImagesOwnBytesAreDrawnFromTheTreeAndNeverFromAFile() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let node = RenderNode(.image(ImageNode(data: try #require(ImageData(png)))))
        let html = HTMLRenderer(resource: { _ in Issue.record("a file was looked up"); return nil }).fragment(node, family: .systemSmall)
        #expect(html.contains("src=\"data:image/png;base64,\(png.base64EncodedString())\""))
        #expect(TextRenderer().render(node, family: .systemSmall).contains("▣"))
    }

    @Test func aTimersProgressMovesWithTheClock() throws {
        let start = Date(timeIntervalSince1970: 1_000)
        let node = RenderNode(.progress(ProgressNode(
            value: 0, timer: TimerRun(start: start, end: start.addingTimeInterval(100), countsDown: true))))
        #expect(TextRenderer(now: start.addingTimeInterval(25)).render(node, family: .systemMedium).contains("75%"))
        #expect(TextRenderer(now: start.addingTimeInterval(100)).render(node, family: .systemMedium).contains("0%"))
        let html = HTMLRenderer(now: start.addingTimeInterval(50)).fragment(node, family: .systemMedium)
        #expect(html.contains("value=\"0.5\"") && html.contains("data-counts-down=\"true\""), "\(html)")
        #expect(try RenderNode(json: node.json) == node)
    }

    @Test func aGridsColumnsLineUp() {
        func row(_ cells: String...) -> RenderNode {
            RenderNode(.stack(StackNode(axis: .horizontal, spacing: 8, children: cells.map { RenderNode(.text(TextNode(runs: [.verbatim($0)]))) })))
        }
        let grid = RenderNode(.stack(StackNode(axis: .grid, children: [row("Steps", "8412"), row("Rain", "none")])))
        let drawn = TextRenderer().render(grid, family: .systemMedium)
        #expect(drawn.contains("Steps 8412") && drawn.contains("Rain  none"), "\(drawn)")
        let html = HTMLRenderer().fragment(grid, family: .systemMedium)
        #expect(html.contains("grid-template-columns:repeat(2,auto)"))
    }

    @Test func theAccentedModeDrawsAccentableContentInTheAccentColor() throws {
        let node = RenderNode(.stack(StackNode(axis: .vertical, children: [
            RenderNode(.text(TextNode(runs: [.verbatim("steps")])), modifiers: [.accentable]),
            RenderNode(.text(TextNode(runs: [.verbatim("21°")]))),
        ])))
        let accented = HTMLRenderer(renderingMode: "accented").fragment(node, family: .accessoryRectangular)
        #expect(accented.contains("class=\"widget light accessoryRectangular accented\"") && accented.contains("<div class=\"accent\""))
        #expect(!HTMLRenderer().fragment(node, family: .accessoryRectangular).contains(" accented\""))
        #expect(try RenderNode(json: node.json) == node)
    }

    @Test func viewThatFitsDrawsTheFirstCandidateThatFits() {
        func text(_ string: String) -> RenderNode { RenderNode(.text(TextNode(runs: [.verbatim(string)]))) }
        let wide = String(repeating: "wide ", count: 12)
        let node = RenderNode(.stack(StackNode(axis: .fits, children: [text(wide), text("narrow")])))
        let small = TextRenderer().render(node, family: .systemSmall)
        #expect(small.contains("narrow") && !small.contains("wide"), "\(small)")
        let large = TextRenderer().render(RenderNode(.stack(StackNode(axis: .fits, children: [text("roomy"), text("narrow")]))), family: .systemSmall)
        #expect(large.contains("roomy") && !large.contains("narrow"))
        let html = HTMLRenderer().fragment(node, family: .systemSmall)
        #expect(html.contains("<div class=\"fit\" hidden"))
    }
}
