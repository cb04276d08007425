import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// SwiftUI's shapes, styles, text and layout as iOS widget code uses them, evaluated into the tree.
@Suite struct ParityTests {
    private func render(_ family: WidgetFamily = .systemSmall, @ViewBuilder _ content: () -> some View) -> RenderNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        return ViewEvaluator.render(content(), in: environment)
    }

    @Test func stylesKeepTheirLevelsAndNothingBecomesPrimary() {
        func paint(_ style: some ShapeStyle) -> ColorValue { style._paint(in: EnvironmentValues()) }
        #expect(paint(.fill.tertiary) == .named("fill.tertiary", opacity: 1))
        #expect(paint(.fill) == .named("fill", opacity: 1))
        #expect(paint(.secondary) == .named("secondary", opacity: 1))
        #expect(paint(.quinary) == .named("quinary", opacity: 1))
        #expect(paint(HierarchicalShapeStyle.secondary.tertiary) == .named("quaternary", opacity: 1))
        #expect(paint(Color.blue.secondary) == .named("blue", opacity: 0.6))
        #expect(paint(.regularMaterial) == .named("regularMaterial", opacity: 1))
        #expect(paint(.tint) == .named("tint", opacity: 1))
        guard case .gradient(let gradient) = paint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)) else {
            Issue.record("a linear gradient is not a gradient")
            return
        }
        #expect(gradient.kind == .linear && gradient.stops.map(\.location) == [0, 1] && gradient.start == [0, 0.5] && gradient.end == [1, 0.5])
        guard case .gradient(let made) = paint(Color.orange.gradient) else {
            Issue.record("Color.gradient is not a gradient")
            return
        }
        #expect(made.stops.last?.color == .named("orange", opacity: 1))
    }

    @Test func theTintIsTheEnvironmentsAndReachesShapes() {
        let node = render { Circle().fill(.tint).tint(.green) }
        #expect(node == RenderNode(.shape(ShapeNode(kind: .circle, fill: .named("green", opacity: 1)))))
        #expect(render { Circle() } == RenderNode(.shape(ShapeNode(kind: .circle))))
    }

    @Test func shapesAreViewsFilledStrokedAndTrimmed() {
        #expect(render { RoundedRectangle(cornerRadius: 8).fill(.blue) }
            == RenderNode(.shape(ShapeNode(kind: .roundedRectangle, cornerRadius: 8, fill: .named("blue", opacity: 1)))))
        #expect(render { Capsule().strokeBorder(.red, lineWidth: 2) }
            == RenderNode(.shape(ShapeNode(kind: .capsule, stroke: .named("red", opacity: 1), lineWidth: 2, strokeInside: true))))
        #expect(render { Circle().trim(from: 0.25, to: 0.5).stroke(.green, lineWidth: 4) }
            == RenderNode(.shape(ShapeNode(kind: .circle, stroke: .named("green", opacity: 1), lineWidth: 4, trimFrom: 0.25, trimTo: 0.5))))
        #expect(render { ContainerRelativeShape().fill(.fill.secondary) }
            == RenderNode(.shape(ShapeNode(kind: .containerRelative, fill: .named("fill.secondary", opacity: 1)))))
    }

    @Test func overlaysAndBackgroundsKeepTheirAlignment() {
        let node = render {
            Text("a")
                .overlay(alignment: .topTrailing) { Circle().fill(.red) }
                .background(.blue, in: .rect(cornerRadius: 4))
                .shadow(radius: 3, y: 1)
        }
        #expect(node.modifiers == [
            .overlay(RenderNode(.shape(ShapeNode(kind: .circle, fill: .named("red", opacity: 1)))), alignment: "topTrailing"),
            .background(RenderNode(.shape(ShapeNode(kind: .roundedRectangle, cornerRadius: 4, fill: .named("blue", opacity: 1)))), alignment: "center"),
            .shadow(.rgba(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 3, x: 0, y: 1),
        ])
    }

    @Test func aBorderIsARectanglesOutlineInFrontAndHiddenKeepsItsRoom() {
        let node = render { Text("a").border(.red, width: 2).hidden() }
        #expect(node.modifiers == [
            .overlay(RenderNode(.shape(ShapeNode(kind: .rectangle, stroke: .named("red", opacity: 1), lineWidth: 2, strokeInside: true))), alignment: "center"),
            .opacity(0),
        ])
        #expect(render { Text("a").border(Color.blue) }.modifiers.first
            == .overlay(RenderNode(.shape(ShapeNode(kind: .rectangle, stroke: .named("blue", opacity: 1), lineWidth: 1, strokeInside: true))), alignment: "center"))
    }

    @Test func styledTextsJoinAndKeepEachStyle() {
        let text = Text("Lisbon").bold() + Text(" · ").foregroundColor(.secondary) + Text("today").italic().underline()
        #expect(render { text } == RenderNode(.text(TextNode(runs: [
            .styled([.verbatim("Lisbon")], RunStyle(weight: "bold")),
            .styled([.verbatim(" · ")], RunStyle(color: .named("secondary", opacity: 1))),
            .styled([.verbatim("today")], RunStyle(italic: true, underline: true)),
        ]))))
        let more = Text("9").monospacedDigit().strikethrough().kerning(2).font(.system(.subheadline, design: .rounded)).fontWeight(.heavy)
        #expect(render { more } == RenderNode(.text(TextNode(runs: [.styled([.verbatim("9")], RunStyle(
            font: FontValue(style: "subheadline", weight: "regular", design: "rounded"), weight: "heavy", strikethrough: true,
            monospacedDigit: true, kerning: 2))]))))
        #expect(render { text }.texts == ["Lisbon · today"])
    }

    @Test func interpolationTakesSpecifiersAndSymbols() {
        let temperature = 21.46
        let node = render { Text("\(Image(systemName: "sun.max")) \(temperature, specifier: "%.1f")° and \(8, specifier: "%03d")") }
        #expect(node == RenderNode(.text(TextNode(runs: [.symbol("sun.max"), .verbatim(" 21.5° and 008")]))))
    }

    @Test func everyTextStyleIsThere() {
        let styles: [Font.TextStyle] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
        #expect(Set(styles.map(\.name)).count == 11)
    }

    @Test func placeholdersAreRedactedAsBarsUnlessUnredacted() {
        let node = render {
            VStack {
                Text("Lisbon")
                Text("21°").unredacted()
            }
            .redacted(reason: .placeholder)
        }
        guard case .stack(let stack) = node.element else {
            Issue.record("not a stack: \(node)")
            return
        }
        #expect(stack.children[0].texts == ["▆▆▆▆▆▆"])
        #expect(stack.children[1].texts == ["21°"])
    }

    @Test func layoutViewsDrawAsTheirStacks() {
        struct Bordered: ViewModifier {
            func body(content: Content) -> some View { content.padding(2) }
        }
        #expect(render { AnyView(Text("a")) } == render { Text("a") })
        #expect(render { Text("a").modifier(Bordered()) } == render { Text("a").padding(2) })
        #expect(render { ViewThatFits { Text("long"); Text("s") } }
            == RenderNode(.stack(StackNode(axis: .fits, children: [render { Text("long") }, render { Text("s") }]))))
        #expect(render { LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) { Text("a") } } == render { VStack(alignment: .leading) { Text("a") } })
        let grid = render { Grid(horizontalSpacing: 4, verticalSpacing: 2) { GridRow { Text("a"); Text("b") }; Divider() } }
        #expect(grid == RenderNode(.stack(StackNode(axis: .grid, spacing: 2, children: [
            RenderNode(.stack(StackNode(axis: .horizontal, spacing: 4, children: [render { Text("a") }, render { Text("b") }]))),
            RenderNode(.divider),
        ]))))
        #expect(render { Text("x").environment(\.widgetFamily, .systemLarge).redacted(reason: []) } == render { Text("x") })
    }

    @Test func accessoryFamiliesHaveNoContainerBackgroundOrMargins() {
        struct Probe: View {
            @Environment(\.showsWidgetContainerBackground) var shows
            @Environment(\.widgetContentMargins) var margins
            var body: some View { Text("\(shows) \(margins.top)").unredacted() }
        }
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {}
        }
        let definition = StaticConfiguration(kind: "Probe", provider: Provider()) { _ in Probe() }._makeKindDefinition()
        #expect(definition.placeholder(ProviderContext(family: .accessoryCircular)).view.texts == ["false 0.0"])
        #expect(definition.placeholder(ProviderContext(family: .systemSmall)).view.texts == ["true 16.0"])
        struct Appearance: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.widgetRenderingMode) var mode
            var body: some View { Text("\(scheme == .dark) \(mode == .accented)").unredacted() }
        }
        let appearance = StaticConfiguration(kind: "Appearance", provider: Provider()) { _ in Appearance() }._makeKindDefinition()
        #expect(appearance.placeholder(ProviderContext(family: .systemSmall)).view.texts == ["false false"])
        #expect(appearance.placeholder(ProviderContext(family: .systemSmall, colorScheme: "dark", renderingMode: "accented")).view.texts == ["true true"])
        #expect(render { AccessoryWidgetBackground() } == RenderNode(.shape(ShapeNode(kind: .containerRelative, fill: .named("fill.secondary", opacity: 1)))))
    }

    @Test func gaugesAndProgressTakeTheirStylesAndLabels() {
        let gauge = render {
            Gauge(value: 3, in: 0...4) { Text("Goal") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryCircularCapacity)
        }
        // A ring is the accessory size wherever it is, as SwiftUI draws it: a frame of 58 points around it.
        let ring = [Modifier.frame(FrameValue(width: 58, height: 58))]
        #expect(gauge == RenderNode(.progress(ProgressNode(value: 3, total: 4, style: .circular, label: render { Text("3") })), modifiers: ring))
        #expect(render(.systemLarge) { Gauge(value: 1, in: 0...4) { Text("Goal") }.gaugeStyle(.accessoryCircular) }.modifiers == ring)
        // A bar fills the width it is offered; a circular progress view is sized by what is offered.
        #expect(render { Gauge(value: 1, in: 0...4) { Text("Goal") }.gaugeStyle(.linearCapacity) }.modifiers.isEmpty)
        #expect(render { ProgressView(value: 0.5).progressViewStyle(.circular) } == RenderNode(.progress(ProgressNode(value: 0.5, style: .circular))))
        let start = Date(timeIntervalSince1970: 0)
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 25)
        let timed = ViewEvaluator.render(ProgressView(timerInterval: start...Date(timeIntervalSince1970: 100), countsDown: false), in: environment)
        let timer = TimerRun(start: start, end: Date(timeIntervalSince1970: 100), countsDown: false)
        #expect(timed == RenderNode(.progress(ProgressNode(value: 0.25, style: .linear, timer: timer))))
        // It changes each second while it runs, from its start: a display redraws it then, and not after its end.
        #expect(timed.nextChange(after: Date(timeIntervalSince1970: 25.4)) == Date(timeIntervalSince1970: 26))
        #expect(timed.nextChange(after: Date(timeIntervalSince1970: 100)) == nil)
        #expect(timed.nextChange(after: Date(timeIntervalSince1970: -5)) == start)
    }

    /// When a text's live runs next read differently: a relative date each whole second from it, a
    /// running timer each second; a time of day, a paused timer past its pause, plain text never.
    @Test func liveTextsSayWhenTheyNextChange() {
        let date = Date(timeIntervalSince1970: 1000.5)
        #expect(TextRun.date(date, style: .relative).nextChange(after: Date(timeIntervalSince1970: 1010)) == Date(timeIntervalSince1970: 1010.5))
        #expect(TextRun.date(date, style: .time).nextChange(after: date) == nil)
        let paused = TimerRun(start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 60), pauseTime: Date(timeIntervalSince1970: 10))
        #expect(TextRun.timer(paused).nextChange(after: Date(timeIntervalSince1970: 20)) == nil)
        let text = RenderNode(.stack(StackNode(axis: .vertical, children: [RenderNode(.text(TextNode(runs: [.verbatim("x"), .timer(paused)])))])))
        #expect(text.nextChange(after: Date(timeIntervalSince1970: 5)) == Date(timeIntervalSince1970: 6))
        #expect(RenderNode(.text(TextNode(runs: [.verbatim("x")]))).nextChange(after: date) == nil)
    }

    /// Symbol effects build as on iOS and, as in an iOS widget, draw the symbol still.
    @Test func symbolEffectsDrawTheSymbolStill() {
        let still = render { Image(systemName: "wifi") }
        #expect(render { Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing) } == still)
        #expect(render { Image(systemName: "wifi").symbolEffect(.bounce.up, options: .repeat(2), value: 3) } == still)
        #expect(render { Image(systemName: "wifi").symbolEffect(.pulse, options: .repeating.speed(2), isActive: false).symbolEffectsRemoved() } == still)
    }

    /// A symbol's variant, scale and rendering mode reach its node as SwiftUI applies them: variants
    /// are added to the name in SF Symbols' order, a palette comes from `.foregroundStyle(_:_:)`, and
    /// the image's own rendering mode wins over the one set around it; all of it crosses the wire.
    @Test func symbolsTakeTheirVariantScaleAndRenderingMode() throws {
        func image(_ node: RenderNode) -> ImageNode? { if case .image(let image) = node.element { image } else { nil } }
        #expect(image(render { Image(systemName: "heart").symbolVariant(.fill) })?.systemName == "heart.fill")
        #expect(image(render { Image(systemName: "bell").symbolVariant(.circle.fill) })?.systemName == "bell.circle.fill")
        #expect(image(render { Image(systemName: "bell").symbolVariant(.slash).symbolVariant(.fill) })?.systemName == "bell.slash.fill")
        #expect(image(render { Image(systemName: "heart.fill").symbolVariant(.fill) })?.systemName == "heart.fill")
        #expect(image(render { Image(systemName: "mic.circle").symbolVariant(.fill) })?.systemName == "mic.circle.fill")
        #expect(image(render { Image(systemName: "circle").symbolVariant(.fill) })?.systemName == "circle.fill")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.circle.contains(.fill))
        #expect(image(render { Image(systemName: "star").imageScale(.large) })?.scale == .large)
        #expect(image(render { Image(systemName: "star") })?.scale == .medium)
        let hierarchical = image(render { Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green) })
        #expect(hierarchical?.rendering == .hierarchical && hierarchical?.palette == [])
        let palette = render { Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green) }
        #expect(image(palette)?.rendering == .palette && image(palette)?.palette == [.named("green", opacity: 1)])
        #expect(palette.modifiers == [.foregroundStyle(.named("white", opacity: 1))])
        // The image's own mode wins; monochrome draws one color.
        let own = render { VStack { Image(systemName: "wifi").symbolRenderingMode(.monochrome) }.symbolRenderingMode(.hierarchical) }
        guard case .stack(let stack) = own.element else { return #expect(Bool(false), "\(own)") }
        #expect(image(stack.children[0])?.rendering == nil)
        // Pictures are left as they are.
        #expect(image(render { Image("photo").symbolVariant(.fill).imageScale(.large) }) == ImageNode(resource: "photo"))
        for node in [palette, render { Image(systemName: "star").imageScale(.small).symbolRenderingMode(.hierarchical) }] {
            #expect(try RenderNode(json: node.json, at: "view") == node)
        }
    }

    /// `.tint(_:)` colors a progress view's bar and a gauge's ring, and the color crosses the wire.
    @Test func progressAndGaugesTakeTheirTint() throws {
        let bar = render { ProgressView(value: 0.5).tint(.green) }
        #expect(bar == RenderNode(.progress(ProgressNode(value: 0.5, style: .linear, tint: .named("green", opacity: 1)))))
        let gauge = render { Gauge(value: 1, in: 0...4) { Text("Goal") }.gaugeStyle(.accessoryCircular).tint(.red) }
        guard case .progress(let progress) = gauge.element else { return #expect(Bool(false), "\(gauge)") }
        #expect(progress.tint == .named("red", opacity: 1) && progress.style == .accessoryCircular)
        #expect(try RenderNode(json: bar.json, at: "view") == bar)
        // Without a tint, none: the surfaces draw the accent color.
        #expect(render { ProgressView(value: 0.5) } == RenderNode(.progress(ProgressNode(value: 0.5, style: .linear))))
    }

    enum Size: Int, AppEnum {
        case small = 1, large = 2
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
    }

    struct SizeIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Size" }
        @Parameter(title: "Size", default: .small) var size: Size
    }

    @Test func anAppEnumMayHaveIntegerRawValues() async throws {
        let schema = IntentParameters.schema(of: SizeIntent.self)
        #expect(schema.parameters.first?.cases.map(\.value) == ["1", "2"])
        let intent = SizeIntent()
        try await IntentParameters.apply(.object([("size", .string("2"))]), to: intent, strict: true)
        #expect(intent.size == .large)
        #expect(IntentParameters.values(of: intent)["size"] == .string("2"))
    }

    struct Shade: AppEntity {
        let id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"
        static let defaultQuery = ShadeQuery()
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct ShadeQuery: EnumerableEntityQuery {
        func allEntities() async throws -> [Shade] { [Shade(id: "dawn"), Shade(id: "dusk")] }
    }

    struct ShadeIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Shade" }
        @Parameter(title: "Size", default: .small) var size: Size
        @Parameter(title: "Shade") var shade: Shade?

        static var parameterSummary: some ParameterSummary {
            When(\.$size, .equalTo, .large) {
                Summary("A large \(\.$shade)")
            } otherwise: {
                Summary("A \(\.$size) \(\.$shade)")
            }
        }
    }

    @Test func enumerableQueriesAndConditionalSummaries() async throws {
        let query = ShadeQuery()
        #expect(try await query.entities(for: ["dusk", "noon"]).map(\.id) == ["dusk"])
        #expect(try await query.suggestedEntities().map(\.id) == ["dawn", "dusk"])
        #expect(IntentParameters.schema(of: ShadeIntent.self).summary == "A ${size} ${shade}")
    }

    @Test func aWidgetInfoGivesItsConfigurationIntent() {
        let info = WidgetInfo(kind: "Shade", family: .systemSmall, configuration: .object([("size", .string("2"))]))
        #expect(info.widgetConfigurationIntent(of: ShadeIntent.self)?.size == .large)
        #expect(WidgetInfo(kind: "Shade", family: .systemSmall).widgetConfigurationIntent(of: ShadeIntent.self) == nil)
    }

    @Test func imagesFromAContainerFileTravelWithTheView() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "widgets-image-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        try png.write(to: file)
        let image = try #require(UIImage(contentsOfFile: file.path))
        let node = render { Image(uiImage: image) }
        #expect(node == RenderNode(.image(ImageNode(data: ImageData(png)))))
        // Across the boundary and back; what is no image, or too large, is left out.
        #expect(try RenderNode(json: node.json) == node)
        #expect(UIImage(data: Data("plain text".utf8)) == nil)
        #expect(UIImage(data: png + Data(count: ImageData.largest)) == nil)
        let forged = JSON.fields(["type": "image", "data": .string(Data("<html>".utf8).base64EncodedString())])
        #expect(try RenderNode(json: forged) == RenderNode(.image(ImageNode())))
    }

    /// `.resizable()` marks a symbol sized by its frame, across the boundary too.
    @Test func aResizableSymbolIsMarkedSo() throws {
        let node = render { Image(systemName: "plus.circle.fill").resizable() }
        #expect(node == RenderNode(.image(ImageNode(systemName: "plus.circle.fill", resizable: true))))
        #expect(try RenderNode(json: node.json) == node)
        #expect(render { Image(systemName: "plus.circle.fill") } == RenderNode(.image(ImageNode(systemName: "plus.circle.fill"))))
    }

    @Test func invalidatableContentIsMarkedForTheHost() {
        let node = render { VStack { Text("a").invalidatableContent(); Text("b") } }
        guard case .stack(let stack) = node.element else {
            Issue.record("not a stack")
            return
        }
        #expect(stack.children[0].modifiers == [.invalidatable])
        guard case .stack(let dimmed)? = node.invalidated?.element else {
            Issue.record("nothing dimmed")
            return
        }
        #expect(dimmed.children[0].modifiers == [.opacity(0.4)] && dimmed.children[1].modifiers == [])
        #expect(render { Text("a") }.invalidated == nil)
    }

    @Test func accentableContentIsMarked() {
        #expect(render { Text("a").widgetAccentable() }.modifiers == [.accentable])
        #expect(render { Text("a").widgetAccentable(false) }.modifiers == [])
    }
}
