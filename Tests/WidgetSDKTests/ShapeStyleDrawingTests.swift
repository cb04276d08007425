import Foundation
import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

@testable import WidgetSDK

/// Every gradient as a style wherever one is taken, the accessory gauges' shapes and the rendering
/// modes, from widget code to pixels: laid out by the engine, painted with cairo, and compared with
/// Tests/Goldens/Styles (`WIDGETS_UPDATE_GOLDENS=1` writes them again, to be looked at).
@Suite struct ShapeStyleDrawingTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Goldens/Styles")
    static let updating = ProcessInfo.processInfo.environment["WIDGETS_UPDATE_GOLDENS"] == "1"
    let engine = LayoutEngine(measurer: PangoTextMeasurer())
    static let margins = EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)
    static let iPhone15Pro = LayoutMetrics(platform: .iOS, device: WidgetDevice.named("iPhone 15 Pro"))

    func render(
        _ family: WidgetFamily = .systemMedium, mode: WidgetRenderingMode = .fullColor, metrics: LayoutMetrics = LayoutMetrics(),
        @ViewBuilder _ content: () -> some View
    ) -> RenderNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.widgetRenderingMode = mode
        return GeometryPass.render(content(), in: environment, size: metrics.size(of: family))
    }

    /// A view painted alone in a 100 × 100 widget at 1x, square, without margins.
    func paint(_ node: RenderNode) throws -> PixelImage {
        let laid = engine.layout(node, in: WidgetWire.Size(width: 100, height: 100), margins: EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0))
        return try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
    }

    /// The picture matches its golden file, or is written as it when updating; the picture is returned.
    /// Laid out at `metrics` (its device's size, margins and corners; by default a Mac's).
    @discardableResult func compare(
        _ node: RenderNode, _ family: WidgetFamily, scheme: WidgetDrawing.ColorScheme = .light, mode: WidgetPainter.RenderingMode = .fullColor,
        metrics: LayoutMetrics = LayoutMetrics(), with name: String
    ) throws -> PixelImage {
        let engine = LayoutEngine(metrics: metrics, measurer: PangoTextMeasurer())
        let laid = engine.layout(node, in: metrics.size(of: family), margins: metrics.contentMargins(for: family))
        let png = WidgetPainter(scheme: scheme, scale: 2, cornerRadius: metrics.cornerRadius(for: family), renderingMode: mode).png(laid)
        let picture = try #require(PixelImage(png: png))
        let file = Self.goldens.appending(path: "\(name).png")
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try png.write(to: file)
            return picture
        }
        let golden = try #require(PixelImage(png: (try? Data(contentsOf: file)) ?? Data()), "\(file.lastPathComponent) is missing")
        let difference = picture.difference(from: golden)
        #expect(difference < 0.002, "\(name).png: \(difference * 100)% of the pixels differ; regenerate with WIDGETS_UPDATE_GOLDENS=1 after looking at it")
        return picture
    }

    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// The gradients real widgets write, each where a style is taken.
    struct Gradients: View {
        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    Circle().fill(RadialGradient(colors: [.yellow, .purple], center: .center, startRadius: 4, endRadius: 22))
                    Capsule().fill(EllipticalGradient(colors: [.white, .green], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
                    Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    Circle().stroke(
                        AngularGradient(colors: [.orange, .pink], center: .center, startAngle: .degrees(-90), endAngle: .degrees(90)), lineWidth: 6)
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue.gradient)
                    RoundedRectangle(cornerRadius: 8).strokeBorder(Gradient(colors: [.mint, .indigo]), lineWidth: 4)
                }
                .frame(height: 44)
                HStack(spacing: 12) {
                    Gauge(value: 0.7) { Text("Temp") } currentValueLabel: { Text("70") }
                        .gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .yellow, .red]))
                    Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryCircularCapacity).tint(.orange)
                    VStack(spacing: 10) {
                        Gauge(value: 0.6) { Text("Level") }.gaugeStyle(.accessoryLinear).tint(Gradient(colors: [.blue, .red]))
                        Gauge(value: 0.3) { Text("Used") }.gaugeStyle(.accessoryLinearCapacity)
                    }
                    .widgetAccentable()
                }
            }
            .foregroundStyle(.linearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
            .containerBackground(for: .widget) { LinearGradient(colors: [.white, .cyan.opacity(0.3)], startPoint: .top, endPoint: .bottom) }
        }
    }

    @Test func everyGradientIsAStyleWhereverOneIsTaken() throws {
        func paint(_ node: RenderNode) -> GradientValue? {
            for modifier in node.modifiers {
                switch modifier {
                case .foregroundStyle(.gradient(let gradient)): return gradient
                case .containerBackground(let background): if case .color(.gradient(let gradient)) = background.element { return gradient }
                default: continue
                }
            }
            switch node.element {
            case .shape(let shape): if case .gradient(let gradient) = shape.fill ?? shape.stroke { return gradient }
            case .color(.gradient(let gradient)): return gradient
            case .progress(let progress): if case .gradient(let gradient) = progress.tint { return gradient }
            default: break
            }
            return nil
        }
        func gradient(@ViewBuilder _ content: () -> some View) -> GradientValue? {
            var found: GradientValue?
            render(.systemMedium, content).visit { node in found = found ?? paint(node) }
            return found
        }
        // `Gradient` itself is a style, drawn top to bottom, on a gauge's tint as on a fill.
        let tinted = try #require(gradient { Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .red])) })
        #expect(tinted.kind == .linear && tinted.start == [0.5, 0] && tinted.end == [0.5, 1] && tinted.stops.count == 2)
        #expect(gradient { Circle().fill(Gradient(colors: [.green, .red])) } == tinted)
        #expect(gradient { VStack { Text("x") }.foregroundStyle(Gradient(colors: [.green, .red])) } == tinted)
        #expect(gradient { Circle().stroke(Color.blue.gradient, lineWidth: 2) } != nil)
        #expect(gradient { Text("x").background(.ellipticalGradient(colors: [.red, .blue])) }?.kind == .elliptical)
        #expect(gradient { Text("x").containerBackground(AngularGradient(colors: [.red, .blue], center: .center), for: .widget) }?.angles == [0, 360])
        // A radial gradient keeps its radii in points; an elliptical one in fractions; an angular one its angles.
        let radial = gradient { Circle().fill(RadialGradient(colors: [.red, .blue], center: .top, startRadius: 5, endRadius: 40)) }
        #expect(radial?.kind == .radial && radial?.radii == [5, 40] && radial?.start == [0.5, 0])
        #expect(gradient { Rectangle().fill(EllipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.25)) }?.radii == [0, 0.25])
        let arc = gradient { Circle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(-90), endAngle: .degrees(90))) }
        #expect(arc?.angles == [-90, 90])
        // The wire keeps them.
        let wire = try GradientValue(json: try #require(radial).json, at: "gradient")
        #expect(wire == radial)
        #expect(try GradientValue(json: try #require(arc).json, at: "gradient") == arc)
    }

    /// A Lock Screen gauge as real widgets write it: a gradient along the open arc, its value in
    /// the middle, on the accessory background.
    struct LockScreenGauge: View {
        var body: some View {
            Gauge(value: 0.62) { Text("Temp") } currentValueLabel: { Text("72") }
                .gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [.blue, .green, .yellow, .red]))
                .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        }
    }

    @Test func gradientsDrawAsTheirGoldenPictures() throws {
        try compare(render { Gradients() }, .systemMedium, with: "Gradients.medium")
        try compare(render(mode: .accented) { Gradients() }, .systemMedium, mode: .accented, with: "Gradients.medium.accented")
        try compare(render(.accessoryCircular) { LockScreenGauge() }, .accessoryCircular, with: "Gauge.circular")
        try compare(render(.accessoryCircular, mode: .vibrant) { LockScreenGauge() }, .accessoryCircular, mode: .vibrant, with: "Gauge.circular.vibrant")
    }

    /// Titles in each gradient real widgets write, on the text (`Text.foregroundStyle`) and on a stack
    /// around it; each spans its text's frame.
    struct GradientTitles: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Title").font(.system(size: 34, weight: .heavy))
                    .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                HStack {
                    Text("Radial").font(.title.bold())
                        .foregroundStyle(RadialGradient(colors: [.yellow, .purple], center: .center, startRadius: 2, endRadius: 40))
                    Text("Angular").font(.title.bold()).foregroundStyle(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    Text("Any").font(.title.bold()).foregroundStyle(Color.blue.gradient)
                }
                HStack {
                    Text("Static").font(.title3.bold())
                        .foregroundStyle(.linearGradient(colors: [.mint, .indigo], startPoint: .top, endPoint: .bottom))
                    VStack(alignment: .leading) {
                        Text("From the stack")
                        Text("around the texts")
                    }
                    .font(.headline)
                    .foregroundStyle(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
                }
            }
        }
    }

    @Test func gradientTextsDrawAsTheirGoldenPictures() throws {
        try compare(render { GradientTitles() }, .systemMedium, with: "GradientText.medium")
        try compare(render { GradientTitles() }, .systemMedium, scheme: .dark, with: "GradientText.medium.dark")
    }

    /// A small widget on an iPhone 15 Pro: its background cut to the device's corners (21.67
    /// points), and a `ContainerRelativeShape` filling the content area inside the 16-point margins,
    /// its corners concentric with the widget's (21.67 - 16 = 5.67 points).
    struct Concentric: View {
        var body: some View {
            ContainerRelativeShape().fill(Color.blue)
                .overlay { Text("21.67").font(.title3.bold()).foregroundStyle(.white) }
                .containerBackground(Color.orange, for: .widget)
        }
    }

    @Test func aWidgetHasItsDevicesCornersAndMargins() throws {
        let metrics = Self.iPhone15Pro
        let image = try compare(render(.systemSmall, metrics: metrics) { Concentric() }, .systemSmall, metrics: metrics, with: "Concentric.small.iPhone15Pro")
        #expect(image.width == 316 && image.height == 316)
        // At 2x, along the diagonal from the top-left corner: the pixel centred 6.25 points in
        // each way lies outside a 21.67-point corner (inside a 20-point one); 7.25 points in, inside.
        func alpha(_ point: Double) -> Double { image.color(x: Int(point * 2), y: Int(point * 2))?.alpha ?? -1 }
        #expect(alpha(6) < 0.6 && alpha(7) > 0.99, "\(alpha(6)) \(alpha(7))")
        // The blue shape starts at the margin, 16 points in; its corner, 5.67 points round, leaves
        // the orange background at 17 points in each way, and is blue 19 points in.
        let corner = try #require(image.color(x: 34, y: 34)), inside = try #require(image.color(x: 38, y: 38))
        #expect(corner.red > 0.9 && inside.blue > 0.9 && inside.red < 0.2, "\(corner) \(inside)")
        let edge = try #require(image.color(x: 33, y: 160)), margin = try #require(image.color(x: 30, y: 160))
        #expect(edge.blue > 0.9 && margin.red > 0.9, "\(edge) \(margin)")
    }

    /// Rows as real medium widgets write them: a bold title on the left, a value on the right, a
    /// `Spacer` between.
    struct MemberRows: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text("Static member").font(.title3.bold())
                    Spacer()
                    Text("1,284").font(.title3)
                }
                HStack {
                    Text("Static member").font(.title3.bold())
                    Spacer()
                    Image(systemName: "star.fill")
                }
                HStack {
                    Image(systemName: "person.crop.circle.fill").font(.title3)
                    Text("Static member").font(.title3.bold())
                    Spacer()
                    Text("Updated 9:41").font(.caption).foregroundStyle(.secondary)
                }
            }
            .containerBackground(Color.white, for: .widget)
        }
    }

    /// SwiftUI offers a row's views before its spacer (which takes what they leave), the least
    /// flexible first: with room in the row, each text takes its ideal width on one line. On an
    /// iPhone 15 Pro the medium widget's content is 306 points wide (338 less 16 on each side), from
    /// x = 16: each title stands at 16 (48 after a 24-point symbol, 1.2 times its 20-point font, and
    /// the 8 points between), as wide as it is alone, whole; each value ends at 322, the content's edge.
    @Test func aBoldTitleInAMediumWidgetsRowIsWhole() throws {
        let metrics = Self.iPhone15Pro
        let node = render(.systemMedium, metrics: metrics) { MemberRows() }
        let engine = LayoutEngine(metrics: metrics, measurer: PangoTextMeasurer())
        let laid = engine.layout(node, in: metrics.size(of: .systemMedium), margins: metrics.contentMargins(for: .systemMedium))
        var texts: [(string: String, frame: Rect, metrics: TextMetrics)] = [], symbols: [Rect] = []
        func find(_ view: LaidOutView) {
            if case .text(let paragraph, let measured) = view.content { texts.append((paragraph.string, view.frame, measured)) }
            if case .symbol = view.content { symbols.append(view.frame) }
            view.children.forEach(find)
        }
        find(laid)
        let ideal = engine.size(of: render(.systemMedium, metrics: metrics) { Text("Static member").font(.title3.bold()) }, for: .unspecified)
        let titles = texts.filter { $0.string == "Static member" }
        #expect(titles.map(\.frame.minX) == [16, 16, 48], "\(titles.map(\.frame))")
        for title in titles {
            #expect(title.frame.size == ideal && title.metrics.lineCount == 1 && !title.metrics.isTruncated, "\(title.frame) \(ideal)")
        }
        let values = texts.filter { $0.string != "Static member" }.map(\.frame)
        #expect(values.map(\.maxX) == [322, 322] && symbols.map(\.maxX) == [322, 40], "\(values) \(symbols)")
        #expect(values.allSatisfy { $0.minX > titles[0].frame.maxX + 8 })
        try compare(node, .systemMedium, metrics: metrics, with: "MemberRows.medium.iPhone15Pro")
    }

    /// A text styled in a gradient is painted with it across the text's frame, as SwiftUI paints it:
    /// its first letter in the first color, its last in the last, not each glyph from end to end.
    @Test func aGradientTextIsPaintedAcrossItsFrame() throws {
        let title = render {
            Text("IIIIII").font(.system(size: 30, weight: .black))
                .foregroundStyle(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
        }
        // The wire keeps the text's gradient; the layout makes it the text's foreground style.
        #expect(try RenderNode(json: title.json, at: "view") == title)
        let gradient = GradientValue(kind: .linear, stops: [
            .init(color: .rgba(red: 1, green: 0, blue: 0, opacity: 1), location: 0), .init(color: .rgba(red: 0, green: 0, blue: 1, opacity: 1), location: 1),
        ], start: [0, 0.5], end: [1, 0.5])
        var text: LaidOutView?
        func find(_ view: LaidOutView) { if case .text = view.content { text = view } else { view.children.forEach(find) } }
        find(engine.layout(title, in: WidgetWire.Size(width: 100, height: 100), margins: EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)))
        let laid = try #require(text)
        #expect(laid.foreground == .gradient(gradient))
        if case .text(let paragraph, _) = laid.content { #expect(paragraph.spans.allSatisfy { $0.paint.color == nil }) }
        // Along the stems' middle row: the fully inked pixels (no white blended in) go from red to blue.
        let image = try paint(title)
        let row = Int(laid.frame.minY + laid.frame.height / 2)
        let inked = (0..<image.width).compactMap { x in image.color(x: x, y: row).flatMap { $0.green < 0.1 && $0.alpha > 0.99 ? (x, $0) : nil } }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(first.1.red > 0.75 && first.1.blue < 0.25 && last.1.blue > 0.75 && last.1.red < 0.25, "\(first) \(last)")
        let middle = try #require(inked.min { abs($0.0 - 50) < abs($1.0 - 50) })
        #expect(middle.1.red > 0.25 && middle.1.red < 0.75 && middle.1.blue > 0.25 && middle.1.blue < 0.75, "\(middle)")
    }

    /// A gradient on part of a text (`Text + Text`) and on SF Symbols, as real widgets write them.
    struct GradientParts: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                (Text("Steps ") + Text("+12%").foregroundStyle(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing)))
                    .font(.title.bold())
                Text("Goal: ") + Text("reached").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)).bold()
                    + Text(" today")
                HStack(spacing: 12) {
                    Image(systemName: "heart.fill").font(.largeTitle)
                        .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    Image(systemName: "star.fill").font(.largeTitle)
                        .foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                    Image(systemName: "circle.fill").font(.largeTitle).foregroundStyle(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                }
            }
        }
    }

    @Test func gradientPartsDrawAsTheirGoldenPictures() throws {
        try compare(render { GradientParts() }, .systemMedium, with: "GradientParts.medium")
        try compare(render { GradientParts() }, .systemMedium, scheme: .dark, with: "GradientParts.medium.dark")
    }

    /// A word in a gradient of its own goes through the whole gradient, its first letter in the
    /// first color and its last in the last; the rest of the text keeps the primary color.
    @Test func aGradientOnPartOfATextSpansThatPart() throws {
        let node = render {
            (Text("IIII") + Text("IIII").foregroundStyle(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)))
                .font(.system(size: 20, weight: .black))
        }
        let image = try paint(node)
        // Along the stems' middle row, the fully inked pixels: black first, then red to blue.
        let inked = (0..<image.width).compactMap { x in image.color(x: x, y: 50).flatMap { $0.alpha > 0.99 && $0.green < 0.1 ? (x, $0) : nil } }
        let black = inked.filter { $0.1.red < 0.1 && $0.1.blue < 0.1 }, colored = inked.filter { $0.1.red > 0.1 || $0.1.blue > 0.1 }
        let first = try #require(colored.first), last = try #require(colored.last)
        #expect(!black.isEmpty && black.allSatisfy { $0.0 < first.0 }, "\(black.map(\.0)) \(first.0)")
        #expect(first.1.red > 0.75 && first.1.blue < 0.25 && last.1.blue > 0.75 && last.1.red < 0.25, "\(first) \(last)")
    }

    /// A symbol in a gradient is painted with it across the symbol's frame.
    @Test func aSymbolInAGradientIsPaintedWithIt() throws {
        let image = try paint(render {
            Image(systemName: "circle.fill").font(.system(size: 50))
                .foregroundStyle(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
        })
        let inked = (0..<image.width).compactMap { x in image.color(x: x, y: 50).flatMap { $0.alpha > 0.99 && $0.green < 0.1 ? (x, $0) : nil } }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(first.1.red > 0.7 && first.1.blue < 0.3 && last.1.blue > 0.7 && last.1.red < 0.3, "\(first) \(last)")
    }

    /// A contact's picture as real widgets draw it without one: `person.crop.circle.fill` (a filled
    /// circle, the person cut out of it) alone, in a color, hierarchical (the circle at 30%, the filled
    /// person in the color), and `person.crop.square.fill`.
    struct PersonSymbols: View {
        var body: some View {
            HStack(spacing: 16) {
                Image(systemName: "person.crop.circle.fill")
                Image(systemName: "person.crop.circle.fill").foregroundStyle(.blue)
                Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
                Image(systemName: "person.crop.square.fill")
            }
            .font(.system(size: 50))
        }
    }

    @Test func personCropCircleFillIsAFilledCircleWithThePersonCutOut() throws {
        try compare(render { PersonSymbols() }, .systemMedium, with: "PersonSymbols.medium")
        let image = try paint(render { Image(systemName: "person.crop.circle.fill").font(.system(size: 50)) })
        let inked = (0..<image.height).flatMap { y in (0..<image.width).compactMap { x in image.color(x: x, y: y).flatMap { $0.red < 0.5 ? (x, y) : nil } } }
        let (left, right, top, bottom) = try inkedBox(image)
        // The circle is 20/24 of the icon's 50-pt em across: about 42 pt wide and tall (the person alone is 33).
        #expect(right - left > 38 && bottom - top > 38 && abs((right - left) - (bottom - top)) <= 2, "\(left)…\(right) × \(top)…\(bottom)")
        // Filled: most of the circle is inked, but not the person's head at its middle.
        let radius = Double(right - left) / 2
        #expect(Double(inked.count) > 0.5 * .pi * radius * radius, "\(inked.count) pixels inked")
        #expect((image.color(x: (left + right) / 2, y: (top + bottom) / 2 - 4)?.red ?? 0) > 0.5)
    }

    /// The box of a picture's dark pixels: left, right, top, bottom.
    func inkedBox(_ image: PixelImage) throws -> (Int, Int, Int, Int) {
        let inked = (0..<image.height).flatMap { y in (0..<image.width).compactMap { x in image.color(x: x, y: y).flatMap { $0.red < 0.5 ? (x, y) : nil } } }
        let xs = inked.map(\.0), ys = inked.map(\.1)
        return (try #require(xs.min()), try #require(xs.max()), try #require(ys.min()), try #require(ys.max()))
    }

    /// Reading widgets' books: `book` and `book.fill` an open book, `book.closed` and its fill a closed one.
    struct BookSymbols: View {
        var body: some View {
            HStack(spacing: 16) {
                Image(systemName: "book")
                Image(systemName: "book.fill").foregroundStyle(.brown)
                Image(systemName: "book.closed")
                Image(systemName: "book.closed.fill").foregroundStyle(.blue)
            }
            .font(.system(size: 50))
        }
    }

    @Test func aBookIsAnOpenBookAndAClosedBookStandsUp() throws {
        try compare(render { BookSymbols() }, .systemMedium, with: "BookSymbols.medium")
        // Open, a book is wider than tall (the placeholder □ was square); closed, it is taller than wide.
        let (left, right, top, bottom) = try inkedBox(paint(render { Image(systemName: "book").font(.system(size: 50)) }))
        #expect(Double(right - left) > 1.15 * Double(bottom - top), "\(left)…\(right) × \(top)…\(bottom)")
        let closed = try inkedBox(paint(render { Image(systemName: "book.closed").font(.system(size: 50)) }))
        #expect(closed.1 - closed.0 < closed.3 - closed.2, "\(closed)")
    }

    /// Filled circles and squares around symbols Material Icons has no such icon for, in one color:
    /// each a filled shape with the symbol cut out, beside ones with icons of their own.
    struct CutOutSymbols: View {
        var body: some View {
            HStack(spacing: 10) {
                Image(systemName: "exclamationmark.circle.fill").foregroundStyle(.red)
                Image(systemName: "questionmark.circle.fill").foregroundStyle(.blue)
                Image(systemName: "star.circle.fill").foregroundStyle(.orange)
                Image(systemName: "heart.square.fill").foregroundStyle(.pink)
                Image(systemName: "xmark.circle.fill")
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
            }
            .font(.system(size: 40))
            .containerBackground(for: .widget) { Color.yellow.opacity(0.3) }
        }
    }

    @Test func aFilledShapeWithoutItsOwnIconHasTheSymbolCutOut() throws {
        try compare(render { CutOutSymbols() }, .systemMedium, with: "CutOutSymbols.medium")
        for name in ["exclamationmark.circle.fill", "questionmark.circle.fill", "star.circle.fill"] {
            #expect(SymbolGlyphs.cutOut(of: name) != nil, "\(name)")
            let image = try paint(render { Image(systemName: name).font(.system(size: 50)) })
            let (left, right, top, bottom) = try inkedBox(image)
            // A filled circle about 42 pt across; at its middle the symbol is cut out (the white behind shows).
            #expect(right - left > 38 && bottom - top > 38, "\(name): \(left)…\(right) × \(top)…\(bottom)")
            let middle = (0..<8).compactMap { image.color(x: (left + right) / 2, y: (top + bottom) / 2 - 4 + $0) }
            #expect(middle.contains { $0.red > 0.9 }, "\(name): \(middle)")
            #expect((image.color(x: left + 6, y: (top + bottom) / 2)?.red ?? 1) < 0.5, "\(name)")
        }
        // Names with icons of their own keep them.
        #expect(SymbolGlyphs.cutOut(of: "xmark.circle.fill") == nil && SymbolGlyphs.cutOut(of: "circle.fill") == nil)
    }

    /// Hierarchical symbols in a gradient: each layer in the gradient, the shape at 30%.
    struct HierarchicalGradient: View {
        var body: some View {
            HStack(spacing: 16) {
                Image(systemName: "checkmark.circle.fill")
                Image(systemName: "person.crop.circle.fill")
                Image(systemName: "heart.square.fill")
            }
            .font(.system(size: 60))
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }
    }

    @Test func aHierarchicalSymbolInAGradientDrawsEachLayerInIt() throws {
        try compare(render { HierarchicalGradient() }, .systemMedium, with: "HierarchicalGradient.medium")
        let layered = try paint(render {
            Image(systemName: "square.circle.fill").font(.system(size: 60))
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
        })
        // The circle at 30% over white: light red at the left, light blue at the right.
        let left = try #require(layered.color(x: 30, y: 50)), right = try #require(layered.color(x: 70, y: 50))
        #expect(left.red > left.blue + 0.1 && left.blue > 0.55 && left.green > 0.55, "\(left)")
        #expect(right.blue > right.red + 0.1 && right.red > 0.55 && right.green > 0.55, "\(right)")
    }

    /// Each material as a view's background over a colored band, in a widget whose container
    /// background is a material.
    struct Materials: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing).frame(height: 40)
                HStack(spacing: 6) {
                    Text("Ultra").padding(6).background(.ultraThinMaterial)
                    Text("Thin").padding(6).background(.thinMaterial)
                    Text("Regular").padding(6).background(.regularMaterial)
                    Text("Thick").padding(6).background(.thickMaterial)
                    Text("Ultra").padding(6).background(.ultraThickMaterial)
                    Text("Bar").padding(6).background(.bar)
                }
                .font(.caption)
            }
            .containerBackground(.regularMaterial, for: .widget)
        }
    }

    @Test func materialsAreTranslucentOverWhatIsBehindAndOverTheBackdropAlone() throws {
        let light = try compare(render { Materials() }, .systemMedium, with: "Materials.medium")
        let dark = try compare(render { Materials() }, .systemMedium, scheme: .dark, with: "Materials.medium.dark")
        // The container background, nothing of the widget behind it: the material over the grouped backdrop, not white or black.
        let corner = try #require(light.color(x: 40, y: 20)), night = try #require(dark.color(x: 40, y: 20))
        #expect(corner.red < 0.975 && corner.red > 0.94 && corner.blue > corner.red, "\(corner)")
        #expect(night.red > 0.1 && night.red < 0.16, "\(night)")
        // Over a color, a material lets it through, more of it the thinner it is.
        func mixed(_ material: Material) throws -> RGBA {
            try #require(paint(render { Color.orange.overlay(Rectangle().fill(material)) }).color(x: 50, y: 50))
        }
        let thin = try mixed(.ultraThinMaterial), thick = try mixed(.ultraThickMaterial)
        #expect(thin.blue < 0.75 && thin.red > 0.95, "\(thin)")
        #expect(thick.blue > thin.blue + 0.2 && thick.blue < 0.95, "\(thick) \(thin)")
    }

    /// A radial gradient reaches its end color at its end radius in points; an elliptical one at the
    /// frame's edge, however wide the frame; an angular one between its angles.
    @Test func gradientsReachTheirEndsWhereTheySay() throws {
        let radial = try paint(render { Rectangle().fill(RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 20)) })
        let inside = try #require(radial.color(x: 50, y: 50)), past = try #require(radial.color(x: 75, y: 50))
        #expect(inside.red > 0.9 && past.blue > 0.95 && past.red < 0.05, "\(inside) \(past)")
        let elliptical = try paint(render { Rectangle().fill(EllipticalGradient(colors: [Self.red, Self.blue])).frame(width: 100, height: 40) })
        // Halfway to the frame's edge across and down, the same mix.
        let across = try #require(elliptical.color(x: 75, y: 50)), down = try #require(elliptical.color(x: 50, y: 40))
        #expect(abs(across.red - down.red) < 0.06 && abs(across.red - 0.5) < 0.1, "\(across) \(down)")
        let half = try paint(render {
            Rectangle().fill(AngularGradient(colors: [Self.red, Self.blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
        })
        // Just past three o'clock the first color; at nine o'clock, the last; above, outside the angles, the last then the first.
        let start = try #require(half.color(x: 95, y: 52)), nine = try #require(half.color(x: 5, y: 52)), late = try #require(half.color(x: 95, y: 45))
        #expect(start.red > 0.9 && nine.blue > 0.9 && late.red > 0.9, "\(start) \(nine) \(late)")
    }

    /// A gradient foreground style strokes and fills a shape that draws in the foreground
    /// (`.stroke(lineWidth:)`), across the shape's frame.
    @Test func aGradientForegroundStrokesTheShapesInIt() throws {
        let ring = try paint(render {
            Circle().stroke(lineWidth: 10).foregroundStyle(LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing))
        })
        let left = try #require(ring.color(x: 4, y: 50)), right = try #require(ring.color(x: 95, y: 50))
        #expect(left.red > 0.8 && left.blue < 0.2 && right.blue > 0.8 && right.red < 0.2, "\(left) \(right)")
    }

    /// The accessory circular gauge is an arc open at the bottom with its value marked; the capacity
    /// one a closed ring filled as far as the value; a gradient tint runs along the arc.
    @Test func accessoryGaugesHaveTheirShapes() throws {
        func isTinted(_ color: RGBA?) -> Bool { (color?.red ?? 0) > 0.8 && (color?.green ?? 1) < 0.3 && (color?.blue ?? 1) < 0.3 }
        func ring(_ style: some GaugeStyle, value: Double) throws -> PixelImage {
            try paint(render { Gauge(value: value) { Text("") }.gaugeStyle(style).tint(Self.red) })
        }
        // The ring: 58 points across, its middle at (50, 50), its line 5.8 points wide at a radius of 26.1.
        let arc = try ring(.accessoryCircular, value: 0.5), capacity = try ring(.accessoryCircularCapacity, value: 1)
        let bottom = (x: 50, y: 76), left = (x: 24, y: 50)
        #expect(!isTinted(arc.color(x: bottom.x, y: bottom.y)), "the arc is open at the bottom")
        #expect(isTinted(capacity.color(x: bottom.x, y: bottom.y)), "the capacity ring is closed")
        #expect(isTinted(arc.color(x: left.x, y: left.y)), "the arc is whole, in its tint, where the value is not")
        // Halfway, the knob stands at the top in the primary color.
        let knob = try #require(arc.color(x: 50, y: 24))
        #expect(knob.red < 0.2 && knob.green < 0.2, "\(knob)")
        // Along the arc, the tint's gradient: red from the bottom left, blue toward the bottom right.
        let graded = try paint(render {
            Gauge(value: 0) { Text("") }.gaugeStyle(.accessoryCircular).tint(Gradient(colors: [Self.red, Self.blue]))
        })
        let early = try #require(graded.color(x: 24, y: 55)), late = try #require(graded.color(x: 73, y: 63))
        #expect(early.red > 0.8 && early.blue < 0.3 && late.blue > 0.8 && late.red < 0.3, "\(early) \(late)")
        // A linear accessory gauge is a bar in its tint with its value marked; the capacity bar is filled as far as the value.
        let bar = try paint(render { Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear).tint(Self.red) })
        let filled = try paint(render { Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity).tint(Self.red) })
        #expect(isTinted(bar.color(x: 90, y: 50)) && !isTinted(filled.color(x: 90, y: 50)) && isTinted(filled.color(x: 10, y: 50)))
    }

    /// In the accented and vibrant modes WidgetKit removes the container background: the widget
    /// is not painted white where it was, and the view knows it is not shown.
    @Test func accentedAndVibrantModesRemoveTheContainerBackground() throws {
        struct Probe: View {
            @Environment(\.showsWidgetContainerBackground) var shows
            var body: some View { Text("\(shows)").unredacted().containerBackground(.red, for: .widget) }
        }
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {}
        }
        let definition = StaticConfiguration(kind: "Probe", provider: Provider()) { _ in Probe() }._makeKindDefinition()
        for mode in WidgetPainter.RenderingMode.allCases {
            let view = definition.placeholder(ProviderContext(family: .systemSmall, renderingMode: mode.rawValue)).view
            let full = mode == .fullColor
            #expect(view.texts == ["\(full)"])
            #expect((view.containerBackground != nil) == full, "\(mode)")
            let laid = engine.layout(view, in: WidgetFamily.systemSmall.displaySize, margins: Self.margins)
            let image = try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0, renderingMode: mode).png(laid)))
            let corner = try #require(image.color(x: 8, y: 8))
            if full { #expect(corner.red > 0.9 && corner.green < 0.3, "\(corner)") } else { #expect(corner.luminance < 0.3, "\(mode): \(corner)") }
        }
    }
}

extension RenderNode {
    /// Calls `body` with this node and every node inside it, modifiers' views included.
    func visit(_ body: (RenderNode) -> Void) {
        body(self)
        for modifier in modifiers {
            switch modifier {
            case .background(let node, _), .overlay(let node, _), .containerBackground(let node): node.visit(body)
            default: continue
            }
        }
        switch element {
        case .group(let children): children.forEach { $0.visit(body) }
        case .stack(let stack): stack.children.forEach { $0.visit(body) }
        case .progress(let progress): progress.label?.visit(body)
        default: break
        }
    }
}
