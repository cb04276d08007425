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
        #expect(node == text("x", [
            .font(FontValue(size: 12, weight: "bold", design: "default")),
            .foregroundStyle(.named("red", opacity: 1)),
            .padding(EdgeInsetsValue(top: 0, leading: 4, bottom: 0, trailing: 4)),
            .frame(FrameValue(maxWidth: .infinity, alignment: "leading")),
            .background(RenderNode(.color(.rgba(red: 1, green: 0.5, blue: 0, opacity: 0.5)))),
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
        #expect(definition.placeholder(ProviderContext(family: .systemSmall)).view
            == RenderNode(.text(TextNode(runs: [.verbatim("x")]))))
    }
}
