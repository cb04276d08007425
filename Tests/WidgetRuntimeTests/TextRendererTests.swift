import Foundation
import Testing
import WidgetLayout
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
        // On a smaller iPhone the box is that device's widget: 148 pt is 19 cells by 8.
        let onSE = TextRenderer(metrics: LayoutMetrics(platform: .iOS, device: WidgetDevice.named("iPhone SE")), colors: false)
            .render(RenderNode(.text(TextNode(runs: [.verbatim("Hi")]))), family: .systemSmall)
        let lines = onSE.split(separator: "\n")
        #expect(lines.count == 8 + 2 && lines.allSatisfy { $0.count == 19 + 2 }, "\(onSE)")
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
            │                      │
            │L                    R│
            │                      │
            ╰──────────────────────╯
            """)
    }

    @Test func longTextWrapsAndIsCutWithAnEllipsis() {
        let tree = text("one two three four five six seven eight nine ten eleven twelve")
        #expect(renderer.render(tree, family: .accessoryInline) == """
            ╭────────────────────────────────╮
            │one two three four five six sev…│
            ╰────────────────────────────────╯
            """)
        let head = text("one two three four five six seven eight nine ten eleven twelve", [.truncationMode("head")])
        #expect(renderer.render(head, family: .accessoryInline).contains("│…en eight nine ten eleven twelve│"))
        let middle = text("one two three four five six seven eight nine ten eleven twelve", [.truncationMode("middle")])
        #expect(renderer.render(middle, family: .accessoryInline).contains("│one two three f…ine ten eleven twelve│") == false)
        #expect(renderer.render(middle, family: .accessoryInline).contains("…"))
    }

    /// Text of 30 points or more is drawn in block glyphs three rows tall.
    @Test func bigTextStaysBig() {
        let lines = renderer.render(text("12", [.font(FontValue(size: 48))]), family: .systemSmall).split(separator: "\n")
        let drawn = lines.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }
        #expect(drawn.count == 3, "\(lines.joined(separator: "\n"))")
        #expect(drawn == ["│       ▄█  ▀▀█       │", "│        █  █▀▀       │", "│       ▀▀▀ ▀▀▀       │"], "\(drawn)")
        #expect(!lines.joined().contains("12"))
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

    /// A terminal cell takes one color: a text styled in a gradient is drawn in its first stop's.
    @Test func aGradientTextIsItsFirstColorInATerminal() {
        let node = RenderNode(.text(TextNode(runs: [.styled([.verbatim("Title")], RunStyle(color: HTMLRendererTests.redToBlue))])))
        #expect(inline(node, colors: true).contains("31mTitle"), "\(inline(node, colors: true))")
    }

    @Test func symbolsProgressAndDividers() {
        #expect(inline(RenderNode(.image(ImageNode(systemName: "cloud.rain.fill")))).trimmingCharacters(in: .whitespaces) == "☂")
        #expect(inline(RenderNode(.image(ImageNode(systemName: "no.such.symbol")))).trimmingCharacters(in: .whitespaces) == "□")
        // In a text too: a character a terminal has, not the picture's icon.
        #expect(inline(RenderNode(.text(TextNode(runs: [.verbatim("Rain "), .symbol("cloud.rain.fill")])))).trimmingCharacters(in: .whitespaces) == "Rain ☂")
        #expect(inline(RenderNode(.progress(ProgressNode(value: 0.5)))) == String(repeating: "█", count: 16) + String(repeating: "░", count: 16))
        #expect(inline(RenderNode(.progress(ProgressNode(value: 3, total: 4, style: .gauge)))) == String(repeating: "█", count: 24) + String(repeating: "░", count: 8))
        let stack = RenderNode(.stack(StackNode(axis: .vertical, children: [text("a"), RenderNode(.divider), text("b")])))
        let lines = TextRenderer().render(stack, family: .systemSmall).split(separator: "\n").dropFirst().dropLast()
            .map { $0.dropFirst().dropLast().trimmingCharacters(in: .whitespaces) }
        let drawn = lines.filter { !$0.isEmpty }
        #expect(drawn.count == 3 && drawn[0] == "a" && drawn[1].allSatisfy { $0 == "─" } && drawn[2] == "b", "\(lines)")
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

    @Test func eachViewIsAnElementAtItsFrameInPoints() {
        let node = RenderNode(.stack(StackNode(axis: .horizontal, alignment: "top", spacing: 6, children: [
            RenderNode(.text(TextNode(runs: [.verbatim("a")]))), RenderNode(.spacer(minLength: nil)),
        ])), modifiers: [.containerBackground(RenderNode(.color(.named("blue", opacity: 1))))])
        let html = renderer.fragment(node, family: .systemMedium)
        #expect(html.contains("style=\"width:364px;height:170px;border-radius:20px;\""))
        // The container background fills the widget; the stack is as wide as the margins leave, centred.
        #expect(html.contains("<div class=\"v\" style=\"left:0px;top:0px;width:364px;height:170px;background:var(--blue);\" data-leaf=\"color\">"))
        #expect(html.contains("<div class=\"v\" style=\"left:16px;top:77px;width:332px;height:16px;\"><div class=\"v text\" style=\"left:0px;top:0px;"))
    }

    /// A page spaces letters as the measurer does: SF Pro's tracking at the text's size (−0.08 pt at
    /// 13 pt, none at 12), plus the text's own kerning; the monospaced design has no tracking.
    @Test func lettersAreSpacedAsTheMeasurerSpacesThem() {
        func spans(_ runs: [TextRun], font: FontValue? = nil) -> String {
            renderer.fragment(RenderNode(.text(TextNode(runs: runs)), modifiers: font.map { [.font($0)] } ?? []), family: .systemSmall)
        }
        #expect(spans([.verbatim("Body")]).contains("font-weight:400;letter-spacing:-0.08px;\">Body</span>"))
        #expect(!spans([.verbatim("Caption")], font: FontValue(size: 12)).contains("letter-spacing"))
        #expect(spans([.styled([.verbatim("Kerned")], RunStyle(kerning: 1))]).contains("letter-spacing:0.92px;\">Kerned</span>"))
        #expect(!spans([.verbatim("Code")], font: FontValue(size: 13, design: "monospaced")).contains("letter-spacing"))
    }

    static let redToBlue = ColorValue.gradient(GradientValue(kind: .linear, stops: [
        .init(color: .named("red", opacity: 1), location: 0), .init(color: .named("blue", opacity: 1), location: 1),
    ], start: [0, 0.5], end: [1, 0.5]))

    /// A text styled in a gradient (`Text("Title").foregroundStyle(LinearGradient(…))`) fills its
    /// glyphs with it across the text's box: CSS's background clipped to the text.
    @Test func aGradientTextFillsItsGlyphsAcrossItsBox() {
        let node = RenderNode(.text(TextNode(runs: [.styled([.verbatim("Title")], RunStyle(color: Self.redToBlue))])))
        let html = renderer.fragment(node, family: .systemSmall)
        #expect(html.contains(
            "background:linear-gradient(90deg,var(--red) 0%,var(--blue) 100%);-webkit-background-clip:text;background-clip:text;color:transparent;"),
            "\(html)")
        #expect(!html.contains("color:var(--red)"))
    }

    /// A gradient on part of a text (`Text("Steps ") + Text("+12%").foregroundStyle(…)`) fills that
    /// run's glyphs across the run's box; the rest keeps the text's color.
    @Test func aGradientOnPartOfATextFillsThatRun() {
        let node = RenderNode(.text(TextNode(runs: [.verbatim("Steps "), .styled([.verbatim("+12%")], RunStyle(color: Self.redToBlue))])))
        let html = renderer.fragment(node, family: .systemSmall)
        #expect(html.contains(
            "background:linear-gradient(90deg,var(--red) 0%,var(--blue) 100%);-webkit-background-clip:text;background-clip:text;color:transparent;\">+12%</span>"),
            "\(html)")
        #expect(html.components(separatedBy: "color:transparent").count == 2, "\(html)")
    }

    /// A symbol in a gradient is painted with it, its strokes too (a heavier weight's): the glyph's
    /// element clips the gradient to its glyph, stroke included. Drawn in layers (hierarchical), each
    /// layer clips the gradient to its own glyph and stroke, the shape at 30%: a background clipped to
    /// the element's text would leave out the layers, which are positioned, and their opacity.
    @Test func aSymbolInAGradientPaintsItsStrokesWithIt() throws {
        let filled = "background:linear-gradient(90deg,var(--red) 0%,var(--blue) 100%);-webkit-background-clip:text;background-clip:text;color:transparent;"
        let bold = RenderNode(.image(ImageNode(systemName: "star.fill")), modifiers: [.fontWeight("black"), .foregroundStyle(Self.redToBlue)])
        let single = renderer.fragment(bold, family: .systemSmall)
        #expect(single.contains(filled + "font-size:13.33px;line-height:16px;-webkit-text-stroke:1.33px currentColor;font-family:'Material Icons';"), "\(single)")
        let layered = RenderNode(
            .image(ImageNode(systemName: "checkmark.circle.fill", rendering: .hierarchical)), modifiers: [.fontWeight("black"), .foregroundStyle(Self.redToBlue)])
        let html = renderer.fragment(layered, family: .systemSmall)
        let symbol = try #require(html.range(of: "class=\"v symbol\"")).lowerBound
        let element = html[symbol...].prefix { $0 != ">" }
        #expect(!element.contains("gradient"), "\(element)")
        #expect(html.contains("<span style=\"position:absolute;left:0;top:0;width:100%;\(filled)opacity:0.3;\">"), "\(html)")
        #expect(html.contains("<span style=\"position:absolute;left:0;top:0;width:100%;\(filled)font-size:7.33px;-webkit-text-stroke:1.83px currentColor;\">"), "\(html)")
    }

    /// In one color, a filled circle around a symbol without an icon of its own has the symbol cut
    /// out of it: the circle's glyph masked by the symbol's, in the element's color and font.
    @Test func aFilledCircleWithoutItsOwnIconHasTheSymbolCutOutOnThePage() throws {
        let node = RenderNode(.image(ImageNode(systemName: "questionmark.circle.fill")), modifiers: [.foregroundStyle(.named("blue", opacity: 1))])
        let html = renderer.fragment(node, family: .systemSmall)
        // Material Icons' filled circle and question mark.
        let (circle, mark) = ("\u{EF4A}", "\u{EB8B}")
        let id = try #require(html.range(of: "<mask id=\"")).upperBound
        let name = html[id...].prefix { $0 != "\"" }
        #expect(html.contains("color:var(--blue);font-size:13.33px;line-height:16px;font-family:'Material Icons';"), "\(html)")
        #expect(html.contains("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><text x=\"50%\" y=\"11.67\" text-anchor=\"middle\" font-size=\"7.33\" fill=\"#000\" stroke=\"#000\" stroke-width=\"0.5\">\(mark)</text></mask>"), "\(html)")
        #expect(html.contains("<text x=\"50%\" y=\"14.67\" text-anchor=\"middle\" font-size=\"13.33\" fill=\"currentColor\" mask=\"url(#\(name))\">\(circle)</text></svg>"), "\(html)")
        // With an icon of its own, the icon.
        let own = renderer.fragment(RenderNode(.image(ImageNode(systemName: "xmark.circle.fill"))), family: .systemSmall)
        #expect(!own.contains("<mask") && own.contains("\u{E5C9}"), "\(own)")
    }

    /// A widget whose container background is a material shows the system's grouped background
    /// through it, as the picture does; one in a color keeps the widget's background.
    @Test func aMaterialContainerBackgroundShowsTheBackdrop() {
        func widget(_ background: ColorValue) -> String {
            let node = RenderNode(.text(TextNode(runs: [.verbatim("Hi")])), modifiers: [.containerBackground(RenderNode(.color(background)))])
            let html = renderer.fragment(node, family: .systemSmall)
            return String(html[html.range(of: "<div class=\"widget")!.lowerBound...].prefix { $0 != ">" })
        }
        #expect(widget(.named("thinMaterial", opacity: 1)).contains("background:var(--systemGroupedBackground);"))
        #expect(!widget(.named("blue", opacity: 1)).contains("background:"))
        #expect(HTMLRenderer.stylesheet.contains("--systemGroupedBackground:rgba(242,242,247,1);"), "the variable the widget's backdrop names")
    }

    /// What a page's `data-NAME` list holds: `[second, value, second, value, …]`, as pairs.
    static func listed(_ name: String, in html: String) throws -> [(second: Int, value: JSON)] {
        let start = try #require(html.range(of: " data-\(name)=\"")).upperBound
        let escaped = html[start..<html[start...].firstIndex(of: "\"")!]
        let attribute = escaped.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        guard case .array(let items) = try JSON(parsing: Data(attribute.utf8)) else { throw TestFailure("not a list: \(attribute)") }
        return stride(from: 0, to: items.count - 1, by: 2).map { index in
            guard case .number(let second) = items[index] else { return (-1, items[index + 1]) }
            return (Int(second), items[index + 1])
        }
    }

    /// What a list reads at `second`: the last value listed at or before it.
    static func value(at second: Int, in list: [(second: Int, value: JSON)]) -> JSON? {
        list.last { $0.second <= second }?.value
    }

    @Test func aPageCarriesWhatItsLiveDatesReadEachSecondFormattedAsItsFramesAre() throws {
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let relative = TextRun.date(Date(timeIntervalSince1970: 1_800_000_060), style: .relative)
        let node = RenderNode(.text(TextNode(runs: [relative, .verbatim(" "), .date(Date(timeIntervalSince1970: 1_800_000_060), style: .time)])))
        // A fragment has no clock: the texts as drawn.
        let html = renderer.fragment(node, family: .systemSmall)
        #expect(html.contains(" datetime=\"2027-01-15T08:01:00Z\">1 min</time>"))
        #expect(html.contains(" datetime=\"2027-01-15T08:01:00Z\">8:01"))
        #expect(!html.contains("data-texts") && !html.contains("data-from"))
        let page = renderer.page([.init(node: node, family: .systemSmall, title: "Clock")], title: "<Clock>")
        #expect(page.contains("<title>&lt;Clock&gt;</title>") && page.contains("<h1>&lt;Clock&gt;</h1>"))
        #expect(renderer.page([], title: "Widgets").contains("Nothing on screen yet. Add a widget with <code>widgets instances add KIND</code>"))
        // The widget says when it was drawn and for how long it carries its texts; the relative date
        // has its text for each second of the next hour, where it changes, formatted by the layout's
        // formatter; the time of day, which does not change, has none.
        #expect(page.contains(" data-from=\"1800000000.0\" data-seconds=\"3600\">"))
        let texts = try Self.listed("texts", in: page)
        #expect(texts.prefix(3).map(\.second) == [0, 1, 2])
        #expect(texts.prefix(3).map(\.value) == [.string("1 min"), .string("59 sec"), .string("58 sec")])
        for second in [0, 1, 59, 60, 61, 119, 120, 3_599] {
            let frames = FrameLayout(now: moment.addingTimeInterval(Double(second)), timeZone: TimeZone(identifier: "UTC")!)
            #expect(Self.value(at: second, in: texts) == .string(frames.text(of: relative)), "at \(second) s")
        }
        #expect(texts.last?.second == 3_599, "\(texts.suffix(2))")
        #expect(page.components(separatedBy: "data-texts=").count == 2)
        // The page's script shows them; it reads no date and formats nothing.
        #expect(page.contains("setInterval(tick,1000)") && !page.contains("Date.parse") && !page.contains("padStart"))
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
        func done(at seconds: Double) -> Double {
            let drawn = TextRenderer(now: start.addingTimeInterval(seconds)).render(node, family: .systemMedium)
            let filled = drawn.filter { $0 == "█" }.count, left = drawn.filter { $0 == "░" }.count
            return Double(filled) / Double(max(1, filled + left))
        }
        #expect(abs(done(at: 25) - 0.75) < 0.03)
        #expect(done(at: 100) == 0)
        let html = HTMLRenderer(now: start.addingTimeInterval(50)).fragment(node, family: .systemMedium)
        #expect(html.contains("width:50%;") && !html.contains("data-fractions"), "\(html)")
        // A page carries its percentage done for each second, as the frames drawn then show it.
        let page = HTMLRenderer(now: start.addingTimeInterval(50)).page([.init(node: node, family: .systemMedium, title: "Timer")], title: "Timer")
        let fractions = try Self.listed("fractions", in: page)
        #expect(fractions.prefix(3).map(\.value) == [.number(50), .number(49), .number(48)])
        #expect(Self.value(at: 25, in: fractions) == .number(25) && Self.value(at: 3_000, in: fractions) == .number(0))
        #expect(try RenderNode(json: node.json) == node)
    }

    @Test func aGridsColumnsLineUp() throws {
        func row(_ cells: String...) -> RenderNode {
            RenderNode(.stack(StackNode(axis: .horizontal, spacing: 8, children: cells.map { RenderNode(.text(TextNode(runs: [.verbatim($0)]))) })))
        }
        let grid = RenderNode(.stack(StackNode(axis: .grid, children: [row("Steps", "8412"), row("Rain", "none")])))
        let drawn = TextRenderer().render(grid, family: .systemMedium).split(separator: "\n").map(String.init)
        // The second column starts at one column; each cell is centred in its column, as in SwiftUI.
        let steps = try #require(drawn.first { $0.contains("Steps") }), rain = try #require(drawn.first { $0.contains("Rain") })
        #expect(steps.range(of: "8412")?.lowerBound.utf16Offset(in: steps) == rain.range(of: "none")?.lowerBound.utf16Offset(in: rain), "\(drawn)")
        #expect(steps.contains("Steps 8412"))
    }

    @Test func theAccentedModeDrawsAccentableContentInTheAccentColor() throws {
        let node = RenderNode(.stack(StackNode(axis: .vertical, children: [
            RenderNode(.text(TextNode(runs: [.verbatim("steps")])), modifiers: [.accentable]),
            RenderNode(.text(TextNode(runs: [.verbatim("21°")]))),
        ])))
        let accented = HTMLRenderer(renderingMode: "accented").fragment(node, family: .accessoryRectangular)
        #expect(accented.contains("class=\"widget light accessoryRectangular accented\"") && accented.contains("class=\"v accent\""))
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
        #expect(html.contains(">narrow</span>") && !html.contains("wide"))
    }
}

/// Why a test stopped: what it found instead.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
