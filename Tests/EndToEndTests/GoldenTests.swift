import Foundation
import Testing
import WidgetDrawing
import WidgetRuntime
import WidgetWire

/// Every example widget in every family it supports, drawn as text, HTML, JSON, its layout's frames
/// and a PNG painted at 2x, compared with the files in Tests/Goldens (the PNG pixel by pixel, within a
/// small tolerance). Dates in the trees are pinned to 15 January 2027, 08:00 UTC, so the files
/// stay the same from run to run. After a deliberate change, look at the differences and regenerate:
///
///     WIDGETS_UPDATE_GOLDENS=1 swift test --filter GoldenTests
@Suite struct GoldenTests {
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)
    static let folder = Fixtures.repository.appending(path: "Tests/Goldens")
    static let updating = ProcessInfo.processInfo.environment["WIDGETS_UPDATE_GOLDENS"] == "1"

    /// Each kind and family of the examples.
    static let cases: [(kind: String, family: WidgetFamily)] = [
        ("Counter", .systemSmall), ("Counter", .systemMedium),
        ("Clock", .systemSmall), ("Clock", .systemMedium), ("Clock", .accessoryInline), ("Timer", .systemSmall),
        ("Device", .systemSmall), ("Tally", .systemSmall), ("SystemLoad", .systemSmall), ("SystemLoad", .systemMedium),
        ("Gallery", .systemSmall), ("Gallery", .systemMedium), ("Gallery", .accessoryCircular), ("Gallery", .accessoryRectangular),
        ("Gallery", .accessoryInline), ("GalleryStyles", .systemMedium),
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
            "html": HTMLRenderer(now: Self.moment, timeZone: utc, locale: locale).fragment(
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

    static let chromium = ["chromium", "chromium-browser", "google-chrome"]
        .flatMap { name in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" } }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Each golden HTML widget, laid out by a real browser: nothing inside may overflow its widget.
    @Test(.enabled(if: chromium != nil, "needs headless Chromium (apt-get install chromium)"))
    func theHTMLWidgetsFitTheirBoxesInABrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "widgets-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = """
            <script>addEventListener('load', function () {
              var over = [].filter.call(document.querySelectorAll('.widget'), function (w) {
                return [].some.call(w.querySelectorAll('*'), function (e) {
                  var a = w.getBoundingClientRect(), b = e.getBoundingClientRect();
                  return b.width > 0 && (b.left < a.left - 1 || b.right > a.right + 1 || b.top < a.top - 1 || b.bottom > a.bottom + 1);
                });
              });
              document.title = 'widgets:' + document.querySelectorAll('.widget').length + ' overflowing:' + over.length;
            });</script>
            """
        for (kind, family) in Self.cases {
            let fragment = try String(contentsOf: Self.folder.appending(path: "\(kind).\(family.shortName).html"), encoding: .utf8)
            let page = folder.appending(path: "\(kind).\(family.shortName).html")
            try Data(("<!doctype html><html><head><meta charset=utf-8><title></title></head><body>" + fragment + check + "</body></html>").utf8)
                .write(to: page)
            let result = Fixtures.run([Self.chromium!, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString])
            #expect(result.output.contains("<title>widgets:1 overflowing:0</title>"), "\(kind) \(family.shortName): \(result.error)")
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
