import CPangoCairo
import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// What laying out and painting costs: a 500-view tree against visiting its views; a PNG painted
/// natively against the headless browser `--png` used before; a measured text against Pango alone.
extension Benchmark {
    static func layoutRows(into table: inout Table) throws {
        // 50 rows of ten views each, as a dense widget has: texts, symbols, colors, a spacer, a divider.
        let rows = (0..<50).map { index in
            RenderNode(.stack(StackNode(axis: .horizontal, children: [
                RenderNode(.image(ImageNode(systemName: "star"))), RenderNode(.text(TextNode(runs: [.verbatim("Row \(index)")]))),
                RenderNode(.text(TextNode(runs: [.verbatim("·")]))), RenderNode(.text(TextNode(runs: [.verbatim("Lisbon")]))),
                RenderNode(.spacer(minLength: nil)), RenderNode(.divider),
                RenderNode(.text(TextNode(runs: [.verbatim("\(index * 37) km")])), modifiers: [.font(FontValue(style: "caption"))]),
                RenderNode(.color(.named("blue", opacity: 1)), modifiers: [.frame(FrameValue(width: 8, height: 8))]),
                RenderNode(.image(ImageNode(systemName: "chevron.right"))),
            ])), modifiers: [.padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 1, trailing: 2))])
        }
        let tree = RenderNode(.stack(StackNode(axis: .vertical, alignment: "leading", spacing: 0, children: rows)))
        let views = count(tree)
        // A layout that keeps nothing: each run is the engine's whole work, never a kept widget.
        let layout = FrameLayout(cache: LayoutCache(capacity: 0))
        let size = Size(width: 364, height: 2_000)
        func perRun(_ runs: Int, _ body: () -> Int) -> Double {
            var sink = 0
            let start = ContinuousClock.now
            for _ in 0..<runs { sink &+= body() }
            precondition(sink != -1)
            return seconds(ContinuousClock.now - start) / Double(runs)
        }
        let visit = try median { perRun(2_000) { count(tree) } }
        let laidOut = try median { perRun(50) { layout.layout(tree, family: .systemLarge, size: size).children.count } }
        table.add([
            "lay out a \(views)-view tree, its texts measured before (a redraw) vs visiting its views", String(format: "%.1f µs", visit * 1e6),
            String(format: "%.2f ms", laidOut * 1000), String(format: "%.0fx", laidOut / visit), verdict(laidOut <= 0.001, "<= 1 ms"),
        ])
        let cold = try median {
            perRun(5) {
                FrameLayout.measurer.forget()
                return layout.layout(tree, family: .systemLarge, size: size).children.count
            }
        }
        table.add([
            "lay out the same tree, every text measured anew (a new entry) vs visiting its views", String(format: "%.1f µs", visit * 1e6),
            String(format: "%.2f ms", cold * 1000), String(format: "%.0fx", cold / visit), "",
        ])

        // A text measured by the engine's measurer against Pango's own calls for the same string.
        let measurer = PangoTextMeasurer()
        let strings = (0..<200).map { "Updated \($0) minutes ago" }
        var next = 0
        let paragraph = { (text: String) in TextParagraph(spans: [TextSpan(text: text, font: FontSpec(size: 13))]) }
        let measured = try median {
            perRun(2_000) {
                next = (next + 1) % strings.count
                measurer.forget()
                return Int(measurer.measure(paragraph(strings[next]), width: 120, maximumLines: 2).size.width)
            }
        }
        let bare = BarePango()
        let pango = try median {
            perRun(2_000) {
                next = (next + 1) % strings.count
                return bare.width(of: strings[next])
            }
        }
        table.add([
            "measure a new text (13 pt, wrapped in 120 pt, 2 lines) vs Pango setting and measuring the same string",
            String(format: "%.1f µs", pango * 1e6), String(format: "%.1f µs", measured * 1e6), String(format: "%.2fx", measured / pango),
            verdict(measured <= 2 * pango, "<= 2x"),
        ])

        // A medium widget painted at 2x: natively vs through headless Chromium, as --png was drawn.
        let launcher = build.appending(path: "widgets").path
        let snapshot = try JSON(parsing: run(launcher, ["snapshot", "Gallery", "--family", "medium", "--format", "json"]))
        guard let viewJSON = snapshot["entry"]?["view"] else { fail("widgets snapshot printed no entry.view") }
        let view = try RenderNode(json: viewJSON, at: "view")
        let painter = WidgetPainter(scale: 2, cornerRadius: WidgetFamily.systemMedium.cornerRadius)
        let native = try median { perRun(20) { painter.png(layout.layout(view, family: .systemMedium)).count } }
        guard let browser = chromiumPath else {
            table.add(["snapshot --png, medium widget at 2x: native vs headless Chromium", "(no chromium)", String(format: "%.2f ms", native * 1000), "", verdict(native <= 0.020, "<= 20 ms")])
            return
        }
        try sheetRow(into: &table, launcher: launcher, browser: browser, single: native)
        let page = HTMLRenderer().page([HTMLRenderer.PageWidget(node: view, family: .systemMedium, title: "Gallery")], title: "Gallery")
        let folder = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appending(path: "widget.html")
        try Data(page.utf8).write(to: html)
        var screenshots: [Double] = []
        for _ in 0..<3 {
            let start = ContinuousClock.now
            _ = try run(browser, [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
                "--screenshot=\(folder.appending(path: "widget.png").path)", "--window-size=412,250", html.absoluteString,
            ])
            screenshots.append(seconds(ContinuousClock.now - start))
        }
        let chromium = screenshots.sorted()[1]
        table.add([
            "snapshot --png, medium widget at 2x: painted natively (layout + paint + PNG) vs headless Chromium",
            String(format: "%.0f ms", chromium * 1000), String(format: "%.2f ms", native * 1000),
            String(format: "%.0fx faster", chromium / native), verdict(chromium >= 50 * native && native <= 0.020, ">= 50x faster, <= 20 ms"),
        ])
    }

    /// A kind snapshotted as a test does, in 4 families × 2 schemes × 3 Dynamic Type sizes at iOS's
    /// metrics (24 pictures, each laid out and painted anew) against one picture, and against headless
    /// Chromium drawing the same 24 pictures (a screenshot of each, as `--png` was drawn).
    static func sheetRow(into table: inout Table, launcher: String, browser: String, single: Double) throws {
        let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular]
        let views = try families.map { family in
            let snapshot = try JSON(parsing: run(launcher, ["snapshot", "Gallery", "--family", family.shortName, "--format", "json"]))
            guard let view = snapshot["entry"]?["view"] else { fail("widgets snapshot printed no entry.view for \(family)") }
            return (family, try RenderNode(json: view, at: "view"))
        }
        let sizes: [LayoutMetrics.DynamicTypeSize] = [.small, .large, .accessibility2]
        let schemes: [ColorScheme] = [.light, .dark]
        func pictures() -> Int {
            var bytes = 0
            for size in sizes {
                let layout = FrameLayout(metrics: LayoutMetrics(platform: .iOS, dynamicTypeSize: size), cache: LayoutCache(capacity: 0))
                for scheme in schemes {
                    for (family, view) in views {
                        bytes += WidgetPainter(scheme: scheme, scale: 2, cornerRadius: family.cornerRadius).png(layout.layout(view, family: family)).count
                    }
                }
            }
            return bytes
        }
        let native = try median {
            let start = ContinuousClock.now
            precondition(pictures() > 0)
            return seconds(ContinuousClock.now - start)
        }
        let folder = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = ContinuousClock.now
        for size in sizes {
            for scheme in schemes {
                let html = HTMLRenderer(metrics: LayoutMetrics(platform: .iOS, dynamicTypeSize: size), scheme: scheme == .dark ? .dark : .light)
                for (family, view) in views {
                    let page = html.page([HTMLRenderer.PageWidget(node: view, family: family, title: "Gallery")], title: "Gallery")
                    let file = folder.appending(path: "widget.html")
                    try Data(page.utf8).write(to: file)
                    _ = try run(browser, [
                        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
                        "--screenshot=\(folder.appending(path: "widget.png").path)", "--window-size=412,450", file.absoluteString,
                    ])
                }
            }
        }
        let chromium = seconds(ContinuousClock.now - start)
        table.add([
            "snapshot a kind in 4 families × 2 schemes × 3 type sizes (24 PNGs) vs one PNG; vs headless Chromium drawing the 24",
            String(format: "%.2f ms; %.0f ms", single * 1000, chromium * 1000), String(format: "%.1f ms", native * 1000),
            String(format: "%.1fx one; 1/%.0f of Chromium", native / single, chromium / native),
            verdict(native <= 20 * single && chromium >= 50 * native, "<= 20x one, <= 1/50 of Chromium"),
        ])
    }

    /// The views of a tree.
    static func count(_ node: RenderNode) -> Int {
        switch node.element {
        case .stack(let stack): 1 + stack.children.map(count).reduce(0, +)
        case .group(let children): 1 + children.map(count).reduce(0, +)
        default: 1
        }
    }

    static var chromiumPath: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }
}

/// Pango on its own: one layout, one font, the text set and measured in a width.
private final class BarePango {
    let layout: OpaquePointer

    init() {
        let map = pango_cairo_font_map_new()
        let context = pango_font_map_create_context(map)
        pango_cairo_context_set_resolution(context, 72)
        layout = pango_layout_new(context)
        let font = pango_font_description_from_string("Inter 13")
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, 120 * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    func width(of text: String) -> Int {
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Int(logical.width)
    }
}
