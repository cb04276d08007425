import Testing
import WidgetWire

@testable import WidgetSDK

/// Views evaluate, in the plugin, into the render tree that crosses the boundary.
@Suite struct ViewTests {
    private func render(_ family: WidgetFamily = .systemSmall, @ViewBuilder _ content: () -> some View) -> RenderNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        return ViewEvaluator.render(content(), in: environment)
    }

    private func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
        RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
    }

    @Test func oneViewIsItselfAndSeveralAreAGroup() {
        #expect(render { Text("a") } == text("a"))
        #expect(render { Text("a"); Text("b") } == RenderNode(.group([text("a"), text("b")])))
        #expect(render { EmptyView() } == .empty)
    }

    @Test func stacksKeepAlignmentSpacingAndChildren() {
        let node = render {
            VStack(alignment: .leading, spacing: 4) {
                Text("top")
                HStack { Text("left"); Spacer(minLength: 2); Text("right") }
            }
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .vertical, alignment: "leading", spacing: 4, children: [
            text("top"),
            RenderNode(.stack(StackNode(axis: .horizontal, alignment: "center", children: [
                text("left"), RenderNode(.spacer(minLength: 2)), text("right"),
            ]))),
        ]))))
    }

    @Test func sizeModifiersCrossTheBoundaryAndRoundTrip() throws {
        let node = render {
            Text("a").layoutPriority(1).fixedSize(horizontal: false, vertical: true).offset(x: 2, y: -3).clipped()
                .aspectRatio(1.5, contentMode: .fill).scaledToFit().truncationMode(.middle)
        }
        let expected = text("a", [
            .layoutPriority(1), .fixedSize(horizontal: false, vertical: true), .offset(x: 2, y: -3), .clipped, .aspectRatio(1.5, fill: true),
            .aspectRatio(nil, fill: false), .truncationMode("middle"),
        ])
        #expect(node == expected)
        #expect(try RenderNode(json: node.json, at: "view") == expected)
        // A bundle's numbers are clamped like every other length.
        let wild = try RenderNode(json: JSON(parsing: #"{"type": "empty", "modifiers": [{"offset": {"x": 1e9}}, {"aspectRatio": {"ratio": 0}}, {"layoutPriority": -1e9}]}"#), at: "view")
        #expect(wild.modifiers == [.offset(x: RenderLimits.longestLength, y: 0), .aspectRatio(0.001, fill: false), .layoutPriority(-1_000)])
    }

    @Test func aGeometryReaderIsGivenTheSpaceItIsLaidOutIn() {
        var environment = EnvironmentValues()
        environment.budget = RenderBudget()
        let small = Size(width: 170, height: 170)
        func render(@ViewBuilder _ content: () -> some View) -> RenderNode {
            environment.budget = RenderBudget()
            return GeometryPass.render(content(), in: environment, size: small)
        }
        // Alone: the widget inside its 16 pt margins.
        #expect(render { GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") } }.texts == ["138x138"])
        // Beside a 40 pt view in a row: what is left after the default spacing.
        let row = render {
            HStack {
                Color.red.frame(width: 40)
                GeometryReader { proxy in Text("\(Int(proxy.size.width)) at \(Int(proxy.frame(in: .global).minX))") }
            }
        }
        #expect(row.texts == ["90 at 64"])
        // Its content sits at its top-leading corner, and it takes all the space offered.
        let reader = render { GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) } }
        #expect(reader.modifiers == [.frame(FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: "topLeading"))])
        guard case .stack(let stack) = reader.element else {
            Issue.record("\(reader)")
            return
        }
        #expect(stack.axis == .depth && stack.alignment == "topLeading")
        #expect(stack.children.first?.modifiers == [.frame(FrameValue(width: 69))])
        // Buttons are numbered once, however often the views are evaluated.
        let buttons = render {
            VStack {
                Button("A", intent: Tap())
                GeometryReader { _ in Button("B", intent: Tap()) }
            }
        }
        #expect(controlTargets(buttons) == ["button-1", "button-2"])
    }

    private func controlTargets(_ node: RenderNode) -> [String] {
        switch node.element {
        case .control(let control): [control.target]
        case .stack(let stack): stack.children.flatMap(controlTargets)
        case .group(let children): children.flatMap(controlTargets)
        default: []
        }
    }

    @Test func aLazyGridIsRowsOfCellsInTheirColumnsFrames() {
        let grid = render(.systemMedium) {
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20), spacing: 4)], spacing: 6) {
                Text("a"); Text("b"); Text("c")
            }
        }
        let fixed = FrameValue(width: 40), flexible = FrameValue(minWidth: 20, maxWidth: .infinity)
        var empty = RenderNode.empty
        empty.modifiers = [.frame(FrameValue(height: 0, minWidth: 20, maxWidth: .infinity))]
        #expect(grid == RenderNode(.stack(StackNode(axis: .vertical, alignment: "center", spacing: 6, children: [
            RenderNode(.stack(StackNode(axis: .horizontal, spacing: 8, children: [text("a", [.frame(fixed)]), text("b", [.frame(flexible)])]))),
            RenderNode(.stack(StackNode(axis: .horizontal, spacing: 8, children: [text("c", [.frame(fixed)]), empty]))),
        ]))))
        // Adaptive columns: as many of at least 60 pt as the medium widget's 332 pt hold with 8 pt between (5 × 60 + 4 × 8).
        let adaptive = render(.systemMedium) { LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { Text("a") } }
        guard case .stack(let rows) = adaptive.element, case .stack(let row)? = rows.children.first?.element else {
            Issue.record("\(adaptive)")
            return
        }
        #expect(row.children.count == 5)
        // On a smaller iPhone (the provider's context says 321 pt), 4 fit in its 289.
        var onSE = EnvironmentValues()
        onSE.widgetFamily = .systemMedium
        onSE.widgetSize = Size(width: 321, height: 148)
        let smaller = ViewEvaluator.render(LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { Text("a") }, in: onSE)
        if case .stack(let rows) = smaller.element, case .stack(let row)? = rows.children.first?.element {
            #expect(row.children.count == 4)
        } else {
            Issue.record("\(smaller)")
        }
        // A horizontal grid is columns of cells in their rows' frames.
        let horizontal = render { LazyHGrid(rows: [GridItem(.fixed(20))]) { Text("a"); Text("b") } }
        guard case .stack(let columns) = horizontal.element else { return }
        #expect(columns.axis == .horizontal && columns.children.count == 2)
    }

    @Test func interpolationKeepsDatesLiveAndJoinsStrings() {
        let date = Date(timeIntervalSince1970: 100)
        let count = 3
        #expect(render { Text("Count: \(count)!") } == text("Count: 3!"))
        #expect(render { Text("At \(date, style: .time) now") } == RenderNode(.text(TextNode(runs: [
            .verbatim("At "), .date(date, style: .time), .verbatim(" now"),
        ]))))
        #expect(render { Text("a") + Text(date, style: .timer) } == RenderNode(.text(TextNode(runs: [
            .verbatim("a"), .date(date, style: .timer),
        ]))))
        let name: String = "verbatim \\(x)"
        #expect(render { Text(name) } == text("verbatim \\(x)"))
    }

    @Test func modifiersApplyInnermostFirst() {
        let node = render {
            Text("x")
                .font(.system(size: 12, weight: .bold))
                .foregroundStyle(.red)
                .padding(.horizontal, 4)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(red: 1, green: 0.5, blue: 0).opacity(0.5))
        }
        // `font` and `foregroundStyle` on a Text are Text's own (they return Text, so `+` still works).
        let styled = RunStyle(font: FontValue(size: 12, weight: "bold", design: "default"), color: .named("red", opacity: 1))
        #expect(node == RenderNode(.text(TextNode(runs: [.styled([.verbatim("x")], styled)])), modifiers: [
            .padding(EdgeInsetsValue(top: 0, leading: 4, bottom: 0, trailing: 4)),
            .frame(FrameValue(maxWidth: .infinity, alignment: "leading")),
            .background(RenderNode(.color(.rgba(red: 1, green: 0.5, blue: 0, opacity: 0.5))), alignment: "center"),
        ]))
    }

    @Test func customViewsAndBuildersBranchOnTheEnvironment() {
        struct Badge: View {
            let label: String
            @Environment(\.widgetFamily) var family
            var body: some View {
                if family == .systemSmall {
                    Text(label)
                } else {
                    HStack { Text(label); Text("wide") }
                }
            }
        }
        #expect(render(.systemSmall) { Badge(label: "b") } == text("b"))
        #expect(render(.systemMedium) { Badge(label: "b") }
            == RenderNode(.stack(StackNode(axis: .horizontal, children: [text("b"), text("wide")]))))
    }

    @Test func optionalsAndLoopsInBuilders() {
        let names: [String] = ["a", "b", "c"]
        let missing: String? = nil
        let node = render {
            VStack {
                for name in names { Text(name) }
                if let missing { Text(missing) }
            }
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .vertical, children: names.map { text($0) }))))
    }

    @Test func containerBackgroundCarriesItsView() {
        let node = render { Text("x").containerBackground(for: .widget) { Color.blue } }
        #expect(node == text("x", [.containerBackground(RenderNode(.color(.named("blue", opacity: 1))))]))
    }

    final class Goal: ObservableObject {
        @Published var steps: Int
        init(steps: Int) { self.steps = steps }
    }

    final class Unit: ObservableObject {
        @Published var name = "steps"
    }

    @Test func anEnvironmentObjectIsWhatAnAncestorPutThere() {
        struct GoalText: View {
            @EnvironmentObject var goal: Goal
            @EnvironmentObject var unit: Unit
            var body: some View { Text(verbatim: "\(goal.steps) \(unit.name)") }
        }
        let goal = Goal(steps: 5)
        goal.steps += 2
        #expect(goal.steps == 7)
        #expect(render { GoalText().environmentObject(goal).environmentObject(Unit()) } == text("7 steps"))
        // The nearest ancestor's object of a type wins; objects of other types are kept.
        let node = render {
            VStack { GoalText().environmentObject(Goal(steps: 1)); GoalText() }
                .environmentObject(goal).environmentObject(Unit())
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .vertical, children: [text("1 steps"), text("7 steps")]))))
    }

    @Test func anAppsOwnEnvironmentKeyReadsItsDefaultOrTheNearestAncestorsValue() {
        struct Greeting: View {
            @Environment(\.greeting) var greeting
            @Environment(\.badge) var badge
            var body: some View { Text(verbatim: "\(greeting) \(badge.map(String.init) ?? "none")") }
        }
        #expect(render { Greeting() } == text("hello none"))
        #expect(render { Greeting().environment(\.greeting, "hi").environment(\.badge, 3) } == text("hi 3"))
        // The nearest ancestor's value wins; a key set to nil reads nil, not its default.
        let node = render {
            VStack { Greeting().environment(\.greeting, "inner").environment(\.badge, nil); Greeting() }
                .environment(\.greeting, "outer").environment(\.badge, 1)
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .vertical, children: [text("inner none"), text("outer 1")]))))
    }

    @Test func stateAndObservedObjectsKeepTheirObject() {
        final class Count { var made = 0 }
        let count = Count()
        let state = StateObject(wrappedValue: { count.made += 1; return Goal(steps: count.made) }())
        #expect(count.made == 0)
        #expect(state.wrappedValue === state.wrappedValue && state.wrappedValue.steps == 1)
        #expect(count.made == 1)
        // `$object.property` binds to the object's property.
        let observed = ObservedObject(wrappedValue: state.wrappedValue)
        observed.projectedValue.steps.wrappedValue = 9
        #expect(state.wrappedValue.steps == 9 && state.projectedValue.steps.wrappedValue == 9)
    }

    @Test func imageDataIsTheBytesAnImageWasMadeFrom() throws {
        // A PNG's header (3 × 2 pixels) and a JPEG's with an APP0 segment before its frame (3 × 2).
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 2, 0, 3, 1, 1, 0x11, 0, 0xFF, 0xD9])
        let pngImage = try #require(UIImage(data: png))
        #expect(pngImage.pngData() == png && pngImage.jpegData(compressionQuality: 1) == nil)
        #expect(pngImage.size == CGSize(width: 3, height: 2))
        let jpegImage = try #require(UIImage(data: jpeg))
        #expect(jpegImage.jpegData(compressionQuality: 0.5) == jpeg && jpegImage.pngData() == nil)
        #expect(jpegImage.size == CGSize(width: 3, height: 2))
        // A symbol or a resource has no bytes here.
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(symbol.pngData() == nil && symbol.size == .zero)
        #expect(UIImage(named: "Photo")?.jpegData(compressionQuality: 1) == nil)
    }
}

/// Configurations lower to the descriptions the host reads.
@Suite struct ConfigurationTests {
    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {}
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {}
    }

    @Test func modifiersFillTheKindDescription() {
        let configuration = StaticConfiguration(kind: "K", provider: Provider()) { _ in Text("x") }
            .configurationDisplayName("Display")
            .description("Says things.")
            .supportedFamilies([.accessoryInline])
            .contentMarginsDisabled()
        #expect(configuration._makeKindDefinition().description == KindDescription(
            kind: "K", displayName: "Display", description: "Says things.",
            supportedFamilies: [.accessoryInline], contentMarginsDisabled: true))
    }

    @Test func aKindWithoutModifiersGetsWidgetKitsDefaults() {
        let definition = StaticConfiguration(kind: "K", provider: Provider()) { _ in Text("x") }._makeKindDefinition()
        #expect(definition.description.displayName == "K")
        #expect(definition.description.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        // A placeholder is drawn redacted, as WidgetKit draws it.
        #expect(definition.placeholder(ProviderContext(family: .systemSmall)).view
            == RenderNode(.text(TextNode(runs: [.styled([.verbatim("▆▆▆")], RunStyle(color: .named("quaternary", opacity: 1)))]))))
    }
}

/// The rest of the SwiftUI-named views, and the render limits.
@Suite struct MoreViewTests {
    private func render(@ViewBuilder _ content: () -> some View) -> RenderNode {
        var environment = EnvironmentValues()
        environment.budget = RenderBudget()
        return ViewEvaluator.render(content(), in: environment)
    }

    private func text(_ string: String) -> RenderNode { RenderNode(.text(TextNode(runs: [.verbatim(string)]))) }

    struct Item: Identifiable { let id: Int; let name: String }

    @Test func imagesDividersAndLabels() {
        #expect(render { Image(systemName: "sun.max.fill") } == RenderNode(.image(ImageNode(systemName: "sun.max.fill"))))
        #expect(render { Image("logo") } == RenderNode(.image(ImageNode(resource: "logo"))))
        #expect(render { Divider() } == RenderNode(.divider))
        #expect(render { Label("Rain", systemImage: "cloud.rain") } == RenderNode(.stack(StackNode(
            axis: .horizontal, alignment: "center", spacing: 4,
            children: [RenderNode(.image(ImageNode(systemName: "cloud.rain"))), text("Rain")]))))
    }

    struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
        var name: String
    }

    @Test func aLiveActivitysPreviewContextIsDrawnAsNothing() {
        let preview = render {
            VStack {
                Text("before")
                Delivery(name: "Pizza").previewContext(.init(minutes: 5), viewKind: .dynamicIsland(.compact))
                Delivery(name: "Pizza").previewContext(.init(minutes: 5), isStale: true, viewKind: .content)
            }
        }
        #expect(preview == render { VStack { Text("before"); EmptyView(); EmptyView() } }, "\(preview)")
    }

    @Test func forEachAndGroupTakePartInTheirStack() {
        let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        let node = render {
            VStack {
                ForEach(0..<2) { Text("\($0)") }
                ForEach(items) { Text($0.name) }
                ForEach(["x"], id: \.self) { Text($0) }
                Group { Text("g") }
            }
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .vertical, children: ["0", "1", "a", "b", "x", "g"].map(text)))))
    }

    @Test func progressGaugeAndLinks() throws {
        #expect(render { ProgressView(value: 0.25) } == RenderNode(.progress(ProgressNode(value: 0.25))))
        #expect(render { ProgressView() } == RenderNode(.progress(ProgressNode(value: nil))))
        #expect(render { ProgressView("Steps", value: 3.0, total: 4.0) }
            == RenderNode(.progress(ProgressNode(value: 3, total: 4, label: text("Steps")))))
        #expect(render { Gauge(value: 15.0, in: 10...20) { Text("°") } }
            == RenderNode(.progress(ProgressNode(value: 5, total: 10, style: .gauge, label: text("°")))))
        let url = try #require(URL(string: "weather://city/lisbon"))
        #expect(render { Link("Lisbon", destination: url) } == RenderNode(.link(url: "weather://city/lisbon", content: text("Lisbon"))))
        #expect(render { Button("Tap") {} } == text("Tap"))
    }

    @Test func timersAndFormattedText() {
        let start = Date(timeIntervalSince1970: 100), end = Date(timeIntervalSince1970: 400)
        #expect(render { Text(timerInterval: start...end, pauseTime: end, countsDown: false) }
            == RenderNode(.text(TextNode(runs: [.timer(TimerRun(start: start, end: end, pauseTime: end, countsDown: false))]))))
        #expect(render { Text(0.256, format: .percent.precision(.fractionLength(1))) } == text("25.6%"))
        #expect(render { Text("\(1234, format: .number.grouping(.never)) km") } == text("1234 km"))
    }

    /// The accessibility modifiers a screen reader is told reach the render tree and cross the wire;
    /// the others change nothing.
    @Test func accessibilityModifiers() throws {
        let node = render {
            Image(systemName: "sun.max.fill")
                .accessibilityLabel(Text("Sunny")).accessibilityHidden(false).accessibilityElement(children: .combine)
                .accessibilityHint("Today").accessibilityAddTraits(.isImage)
        }
        #expect(node.modifiers == [.accessibilityLabel("Sunny"), .accessibilityElement(children: "combine")])
        #expect(render { Text("x").accessibilityHidden(true) }.modifiers == [.accessibilityHidden])
        #expect(render { Text("x").accessibilityLabel("Label \(3)") }.modifiers == [.accessibilityLabel("Label 3")])
        #expect(try RenderNode(json: try JSON(parsing: node.json.serialized)) == node)
        // A child behaviour only SwiftUI's three names.
        #expect(throws: WireError.self) { try Modifier(json: .object([("accessibilityElement", .string("all"))]), at: "m") }
    }

    @Test func theRemainingModifiers() throws {
        let url = try #require(URL(string: "counter://open"))
        let node = render {
            Text("x")
                .fontWeight(.bold).cornerRadius(4).clipShape(.circle).opacity(0.5).lineLimit(2)
                .multilineTextAlignment(.center).minimumScaleFactor(0.5).widgetURL(url).privacySensitive()
                .contentTransition(.numericText()).widgetURL(nil)
        }
        #expect(node.element == .text(TextNode(runs: [.styled([.verbatim("x")], RunStyle(weight: "bold"))])))
        #expect(node.modifiers == [
            .cornerRadius(4), .clipShape(ShapeNode(kind: .circle)), .opacity(0.5), .lineLimit(2), .multilineTextAlignment("center"),
            .minimumScaleFactor(0.5), .widgetURL("counter://open"), .privacySensitive,
        ])
        #expect(try RenderNode(json: try JSON(parsing: node.json.serialized)) == node)

        // lineLimit's space reserved, its ranges, and tightening reach the wire, and back.
        let lines = render { Text("x").lineLimit(3, reservesSpace: true).lineLimit(2...4).lineLimit(5...).lineLimit(...6).allowsTightening(true) }
        #expect(lines.modifiers == [
            .lineLimit(3), .reservedLines(3), .lineLimit(4), .reservedLines(2), .lineLimit(nil), .reservedLines(5), .lineLimit(6),
            .allowsTightening(true),
        ])
        #expect(try RenderNode(json: try JSON(parsing: lines.json.serialized)) == lines)
        #expect(render { Text("x").lineLimit(3, reservesSpace: false) }.modifiers == [.lineLimit(3), .reservedLines(0)])

        // A view's text case and kerning reach the texts in it; a text's own kerning wins.
        #expect(render { VStack { Text("Mon"); Text("a").kerning(1) }.textCase(.uppercase).kerning(2) }
            == RenderNode(.stack(StackNode(axis: .vertical, alignment: "center", children: [
                RenderNode(.text(TextNode(runs: [.styled([.verbatim("MON")], RunStyle(kerning: 2))]))),
                RenderNode(.text(TextNode(runs: [.styled([.verbatim("A")], RunStyle(kerning: 1))]))),
            ]))))
        #expect(render { Text("Mon").textCase(nil).textCase(.uppercase) } == text("Mon"))
        // Transitions and filters are accepted and add nothing to the tree.
        #expect(render { Text("x").transition(.opacity.combined(with: .scale)).blur(radius: 2).luminanceToAlpha() } == text("x"))
        // Color literals are colors; `Color(#colorLiteral(…))` goes through UIKit's color as on iOS.
        #expect(render { Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)) } == RenderNode(.color(.rgba(red: 1, green: 0.5, blue: 0, opacity: 1))))
        let literal: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(literal == Color(red: 0, green: 0, blue: 1, opacity: 0.5))
    }

    struct Nested: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Text("bottom") } else { Nested(depth: depth - 1) }
        }
    }

    @Test func aTreeTooDeepOrTooLargeIsCutWithAMarker() {
        let deep = render { Nested(depth: 500) }
        #expect(deep.texts.isEmpty)
        #expect("\(deep.json.serialized)".contains("view tree deeper than 128 levels"))
        let large = render { VStack { ForEach(0..<6_000) { Text("\($0)") } } }
        guard case .stack(let stack) = large.element else { Issue.record("\(large)"); return }
        #expect(stack.children.last == RenderNode(.truncated(reason: "more than 5000 views")))
        #expect(stack.children.prefix(2).map(\.texts) == [["0"], ["1"]])
        #expect(stack.children.count < 5_000)
    }
}

private struct Tap: AppIntent {
    static let title: LocalizedStringResource = "Tap"
    func perform() async throws -> some IntentResult { .result() }
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

private struct BadgeKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
    fileprivate var badge: Int? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}
