import Foundation
import Testing
import WidgetDrawing
import WidgetRuntime
import WidgetWire

/// Swift Charts code written for iOS (`import Charts`: `BarMark`, `RuleMark`, `LineMark` by date
/// with `foregroundStyle(by:)` and `symbol(by:)`, a `SectorMark` donut), built against
/// Packages/WidgetKit (Tests/Fixtures/KitWidgets, target ChartWidget), loaded and drawn: each chart's
/// picture is compared with Tests/Goldens/Charts (`WIDGETS_UPDATE_GOLDENS=1` writes them again), its
/// bars measured in the layout, its axis labels and legend read from the text rendering.
@Suite(.throttled) struct ChartsTests {
    static let folder = Fixtures.repository.appending(path: "Tests/Goldens/Charts")
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)

    /// The bundle's entry for a kind in a family, laid out, with its text rendering.
    func draw(_ kind: String, _ family: WidgetFamily) async throws -> (view: RenderNode, frames: [JSON], text: String, png: Data) {
        let scratch = try Scratch()
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/ChartWidget")
        let manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Charts", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libChartWidget.so"))
        let report = try await scratch.load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, description) = try report.resolve(kind)
        let entry = try await bundle.snapshot(kind: kind, context: ProviderContext(family: family))
        let utc = TimeZone(identifier: "UTC")!, locale = Locale(identifier: "en_US_POSIX")
        let frames = FrameLayout(now: Self.moment, timeZone: utc, locale: locale)
            .layout(entry.view, family: family, contentMarginsDisabled: description.contentMarginsDisabled)
        let png = WidgetPainter(scale: 2, cornerRadius: family.cornerRadius, now: Self.moment).png(frames)
        let text = TextRenderer(now: Self.moment, timeZone: utc, locale: locale, colors: false)
            .render(entry.view, family: family, title: description.displayName)
        return (entry.view, frames.layoutJSON["frames"]?.items ?? [], text, png)
    }

    /// The picture matches its golden file, or is written as it when updating.
    func compare(_ png: Data, with name: String) throws {
        let file = Self.folder.appending(path: "\(name).png")
        if GoldenTests.updating {
            try png.write(to: file)
            return
        }
        let golden = try #require(PixelImage(png: (try? Data(contentsOf: file)) ?? Data()), "\(file.lastPathComponent) is missing")
        let difference = try #require(PixelImage(png: png)).difference(from: golden)
        #expect(difference < 0.002, "\(name).png: \(difference * 100)% of the pixels differ; regenerate with WIDGETS_UPDATE_GOLDENS=1 after looking at it")
    }

    @Test func aBarChartsBarsAreAsTallAsTheirValuesOnRoundTicks() async throws {
        let drawn = try await draw("StepsChart", .systemMedium)
        try compare(drawn.png, with: "StepsChart.medium")
        // The y axis's round ticks, the days under their bars.
        for label in ["0", "5,000", "10,000", "15,000", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] {
            #expect(drawn.view.texts.contains(label), "\(label) in \(drawn.view.texts)")
            #expect(drawn.text.contains(label), "\(label) in\n\(drawn.text)")
        }
        // Seven bars of one width, left to right, each as tall as its day's steps.
        let bars = drawn.frames.filter { frame in
            frame["type"] == .string("shape") && (frame["width"]?.number ?? 0) < 60 && (frame["height"]?.number ?? 0) > 1
        }
        .sorted { ($0["x"]?.number ?? 0) < ($1["x"]?.number ?? 0) }
        let steps: [Double] = [6_200, 8_400, 4_100, 10_300, 7_600, 12_000, 3_000]
        try #require(bars.count == steps.count, "\(bars)")
        let perStep = (bars[0]["height"]?.number ?? 0) / steps[0]
        for (bar, value) in zip(bars, steps) {
            #expect(abs((bar["height"]?.number ?? 0) - value * perStep) < 0.5, "\(bar.serialized) for \(value)")
            #expect(abs((bar["width"]?.number ?? 0) - (bars[0]["width"]?.number ?? 0)) < 0.01)
        }
        // All standing on the zero line: their bottoms level.
        let bottoms = Set(bars.map { (($0["y"]?.number ?? 0) + ($0["height"]?.number ?? 0)).rounded() })
        #expect(bottoms.count == 1, "\(bars)")
    }

    @Test func aLineChartByDateHasASeriesPerCityAndALegend() async throws {
        let drawn = try await draw("TemperatureChart", .systemMedium)
        try compare(drawn.png, with: "TemperatureChart.medium")
        // `AxisMarks(values: .stride(by: 5))` on y; days on x; the legend names both cities.
        for label in ["-10", "-5", "0", "5", "10", "15", "20", "Jan 11", "13", "Lisbon", "Oslo"] {
            #expect(drawn.view.texts.contains(label), "\(label) in \(drawn.view.texts)")
        }
        #expect(drawn.text.contains("Lisbon") && drawn.text.contains("Oslo"), "\(drawn.text)")
    }

    @Test func aDonutNamesItsCategories() async throws {
        let drawn = try await draw("SpendingChart", .systemSmall)
        try compare(drawn.png, with: "SpendingChart.small")
        #expect(drawn.view.texts.filter { !$0.isEmpty } == ["Rent", "Food", "Travel", "Fun"], "\(drawn.view.texts)")
        #expect(drawn.text.contains("Travel"), "\(drawn.text)")
    }
}

extension ChartsTests {
    /// Stacked bars by day with `chartForegroundStyleScale` and centered weekday labels, an area under
    /// a Catmull–Rom line with an annotation, horizontal bars, and points on fixed scales with a rule
    /// and a plot style.
    @Test func moreMarksAndModifiersDraw() async throws {
        let drawn = try await draw("GalleryChart", .systemLarge)
        try compare(drawn.png, with: "GalleryChart.large")
        let texts = drawn.view.texts
        for label in ["M", "F", "Walk", "Run", "Best", "Sun", "Rent", "1,000", "12", "6"] {
            #expect(texts.contains(label), "\(label) in \(texts)")
        }
        // The date axis's end is not labelled: five weekdays for five days.
        #expect(texts.filter { ["M", "T", "W", "F", "S"].contains($0) }.count == 5, "\(texts)")
    }
}

extension JSON {
    /// An array's items; nil for anything else.
    fileprivate var items: [JSON]? { if case .array(let items) = self { items } else { nil } }
    /// A number's value; nil for anything else.
    fileprivate var number: Double? { if case .number(let value) = self { value } else { nil } }
}
