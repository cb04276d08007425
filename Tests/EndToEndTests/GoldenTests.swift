import Foundation
import Testing
import WidgetDrawing
import WidgetRuntime
import WidgetWire

/// Every example widget in every family it supports, drawn as text, HTML (the widget's markup, without
/// the style sheet every widget shares), JSON, its layout's frames and a PNG painted at 2x, compared
/// with the files in Tests/Goldens (the PNG pixel by pixel, within a small tolerance). Dates in the trees are pinned to 15 January 2027, 08:00 UTC, so the files
/// stay the same from run to run. After a deliberate change, look at the differences and regenerate:
///
///     WIDGETS_UPDATE_GOLDENS=1 swift test --filter GoldenTests
@Suite(.throttled) struct GoldenTests {
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)
    static let folder = Fixtures.repository.appending(path: "Tests/Goldens")
    static let updating = ProcessInfo.processInfo.environment["WIDGETS_UPDATE_GOLDENS"] == "1"

    /// Each kind and family of the examples.
    static let cases: [(kind: String, family: WidgetFamily)] = [
        ("Counter", .systemSmall), ("Counter", .systemMedium),
        ("Clock", .systemSmall), ("Clock", .systemMedium), ("Clock", .accessoryInline), ("Timer", .systemSmall),
        ("Device", .systemSmall), ("Tally", .systemSmall), ("SystemLoad", .systemSmall), ("SystemLoad", .systemMedium),
        ("Gallery", .systemSmall), ("Gallery", .systemMedium), ("Gallery", .accessoryCircular), ("Gallery", .accessoryRectangular),
        ("Gallery", .accessoryInline), ("GalleryStyles", .systemMedium), ("GalleryShapes", .systemMedium),
    ]

    /// Kinds drawn from their placeholder: their data is the machine's (SystemLoad's load and memory).
    static let drawnAsPlaceholder: Set<String> = ["SystemLoad"]

    @Test(arguments: 0..<cases.count) func anExampleDrawsAsItsGoldenFilesSay(_ index: Int) async throws {
        let (kind, family) = Self.cases[index]
        let scratch = try Scratch()
        for name in ["Counter", "Clock", "Timer", "Devices", "Gallery"] {
            let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/\(name)/Info.json"), encoding: .utf8)
            try scratch.bundle(name, manifest: manifest, library: try Fixtures.built("lib\(name)Widget.so"))
        }
        // The declarative examples: a manifest, and Tally's C library.
        for (name, library) in [("SystemLoad", nil), ("Tally", "libTally.so")] {
            let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/\(name)/Info.json"), encoding: .utf8)
            try scratch.bundle(name, manifest: manifest, library: try library.map(Fixtures.built))
        }
        let report = try await scratch.load()
        let (bundle, description) = try report.resolve(kind)
        let context = ProviderContext(family: family)
        let entry = Self.drawnAsPlaceholder.contains(kind)
            ? try await bundle.placeholder(kind: kind, context: context) : try await bundle.snapshot(kind: kind, context: context)
        let view = Self.pinned(entry.view)
        let utc = TimeZone(identifier: "UTC")!, locale = Locale(identifier: "en_US_POSIX")
        let frames = FrameLayout(now: Self.moment, timeZone: utc, locale: locale)
            .layout(view, family: family, contentMarginsDisabled: description.contentMarginsDisabled)
        let png = WidgetPainter(scale: 2, cornerRadius: family.cornerRadius, now: Self.moment).png(frames)
        let pngFile = Self.folder.appending(path: "\(kind).\(family.shortName).png")
        if Self.updating {
            try png.write(to: pngFile)
        } else {
            let golden = try #require(PixelImage(png: (try? Data(contentsOf: pngFile)) ?? Data()), "\(pngFile.lastPathComponent) is missing")
            let drawn = try #require(PixelImage(png: png))
            let difference = drawn.difference(from: golden)
            #expect(difference < 0.002, "\(pngFile.lastPathComponent): \(difference * 100)% of the pixels differ; regenerate with WIDGETS_UPDATE_GOLDENS=1 after looking at it")
        }
        let outputs = [
            "txt": TextRenderer(now: Self.moment, timeZone: utc, locale: locale).render(
                view, family: family, title: description.displayName, contentMarginsDisabled: description.contentMarginsDisabled),
            "html": HTMLRenderer(now: Self.moment, timeZone: utc, locale: locale).markup(
                view, family: family, title: description.displayName, contentMarginsDisabled: description.contentMarginsDisabled),
            "json": view.json.prettyPrinted,
            "layout.json": frames.layoutJSON.prettyPrinted,
        ]
        for (suffix, output) in outputs {
            let file = Self.folder.appending(path: "\(kind).\(family.shortName).\(suffix)")
            if Self.updating {
                try Data((output + "\n").utf8).write(to: file)
                continue
            }
            let golden = try? String(contentsOf: file, encoding: .utf8)
            #expect(golden == output + "\n", "\(file.lastPathComponent) differs; regenerate with WIDGETS_UPDATE_GOLDENS=1 after checking the change")
        }
    }

    /// Each golden HTML widget in a real browser: every view is where `--format layout` puts it, and
    /// each text, set in the browser's copy of the fonts Pango measured, is as wide and as tall as
    /// Pango measured it.
    @Test(.needs(.chromium))
    func theBrowserDrawsEachViewAtTheFrameOfTheLayout() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "widgets-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let browser = try Browser()
        let measure = """
            document.fonts.ready.then(function () {
              var w = document.querySelector('.widget').getBoundingClientRect();
              return [].map.call(document.querySelectorAll('.widget [data-leaf]'), function (e) {
                var r = e.getBoundingClientRect(), range = document.createRange(); range.selectNodeContents(e);
                var t = range.getBoundingClientRect();
                return { type: e.dataset.leaf, x: r.left - w.left, y: r.top - w.top, width: r.width, height: r.height,
                  textWidth: t.width, textTop: t.top - r.top, textBottom: t.bottom - r.top, oneLine: getComputedStyle(e).whiteSpace === 'pre' };
              });
            })
            """
        for (kind, family) in Self.cases {
            let name = "\(kind).\(family.shortName)"
            let fragment = try String(contentsOf: Self.folder.appending(path: "\(name).html"), encoding: .utf8)
            let page = folder.appending(path: "\(name).html")
            // The fonts the served page offers at /fonts/NAME, here from their files.
            let faces = FontFiles.faces.reduce(HTMLRenderer.stylesheet) { sheet, face in
                sheet.replacing("url(\"/fonts/\(face.fileName)\")", with: "url(\"\(URL(filePath: face.path).absoluteString)\")")
            }
            let head = "<meta charset=utf-8><style>\(faces)</style>"
            try Data(("<!doctype html><html><head>\(head)</head><body style=\"margin:0\">" + fragment + "</body></html>").utf8)
                .write(to: page)
            try browser.open(page.absoluteString)
            let drawn = try browser.evaluate(measure).arrayValue ?? []
            let layout = try JSON(parsing: try Data(contentsOf: Self.folder.appending(path: "\(name).layout.json")))
            let frames = layout["frames"]?.arrayValue ?? []
            #expect(drawn.count == frames.count && !frames.isEmpty, "\(name): \(drawn.count) views drawn, \(frames.count) in the layout")
            for (view, frame) in zip(drawn, frames) {
                #expect(view["type"] == frame["type"], "\(name): \(view.serialized) is not \(frame.serialized)")
                for key in ["x", "y", "width", "height"] {
                    let (shown, laid) = (view[key]?.doubleValue ?? .nan, frame[key]?.doubleValue ?? .nan)
                    #expect(abs(shown - laid) < 0.1, "\(name): \(key) \(shown) in the browser, \(laid) in the layout: \(frame.serialized)")
                }
                guard frame["type"] == .string("text"), let width = frame["width"]?.doubleValue, let height = frame["height"]?.doubleValue else { continue }
                // The browser sets the text as Pango did: one line as wide, and its lines inside the frame.
                if view["oneLine"] == .bool(true) {
                    let textWidth = view["textWidth"]?.doubleValue ?? 0
                    #expect(abs(textWidth - width) <= 1.5, "\(name): \(frame["text"]?.serialized ?? "") is \(textWidth) wide in the browser, \(width) measured")
                }
                let (top, bottom) = (view["textTop"]?.doubleValue ?? .nan, view["textBottom"]?.doubleValue ?? .nan)
                #expect(top >= -1.5 && bottom <= height + 1.5, "\(name): \(frame["text"]?.serialized ?? "")'s lines are at \(top)…\(bottom) in the browser, 0…\(height) measured")
            }
        }
    }

    /// The tree with every date pinned to ``moment``.
    static func pinned(_ node: RenderNode) -> RenderNode {
        var node = node
        switch node.element {
        case .text(let text): node.element = .text(TextNode(runs: text.runs.map(pinned)))
        case .group(let children): node.element = .group(children.map(pinned))
        case .link(let url, let content): node.element = .link(url: url, content: pinned(content))
        case .control(var control):
            control.label = pinned(control.label)
            node.element = .control(control)
        case .stack(var stack):
            stack.children = stack.children.map(pinned)
            node.element = .stack(stack)
        case .progress(var progress):
            progress.label = progress.label.map(pinned)
            node.element = .progress(progress)
        default: break
        }
        node.modifiers = node.modifiers.map {
            switch $0 {
            case .containerBackground(let background): .containerBackground(pinned(background))
            case .background(let background, let alignment): .background(pinned(background), alignment: alignment)
            case .overlay(let overlay, let alignment): .overlay(pinned(overlay), alignment: alignment)
            default: $0
            }
        }
        return node
    }

    static func pinned(_ run: TextRun) -> TextRun {
        switch run {
        case .date(_, let style): return .date(moment, style: style)
        case .timer(var timer):
            // Moved to start at the moment, keeping its length and pause.
            let shift = moment.timeIntervalSince(timer.start)
            timer.start = moment
            timer.end += shift
            timer.pauseTime = timer.pauseTime.map { $0 + shift }
            return .timer(timer)
        case .styled(let runs, let style): return .styled(runs.map(pinned), style)
        default: return run
        }
    }
}

extension JSON {
    /// An array's items (nil for anything else).
    fileprivate var arrayValue: [JSON]? { if case .array(let items) = self { items } else { nil } }
    /// A number's value (nil for anything else).
    fileprivate var doubleValue: Double? { if case .number(let value) = self { value } else { nil } }
}
