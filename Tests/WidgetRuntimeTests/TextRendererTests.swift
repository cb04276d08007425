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
