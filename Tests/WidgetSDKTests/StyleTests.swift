import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A capsule button, as widget code writes one.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .foregroundStyle(configuration.isPressed ? .secondary : .primary)
            .background(.tint, in: Capsule())
    }
}

/// A button that wraps the system look in a border.
struct BorderedPrimitive: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).overlay { RoundedRectangle(cornerRadius: 4).stroke(.red) }
            .onAppear { configuration.trigger() }
    }
}

/// Progress as a row of five dots, the ones done filled.
struct DotsStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let done = Int(((configuration.fractionCompleted ?? 0) * 5).rounded())
        HStack(spacing: 2) {
            ForEach(0..<5) { index in
                Circle().fill(index < done ? Color.green : Color.gray).frame(width: 6, height: 6)
            }
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

/// A gauge as its current value over a bar, built on a progress view.
struct ValueGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.currentValueLabel
            ProgressView(value: configuration.value)
        }
    }
}

/// A system ring inside a style of the widget's own.
struct PaddedRingStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularCapacityGaugeStyle().makeBody(configuration: configuration).padding(4)
    }
}

/// A label with its title first.
struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

/// A checkbox toggle.
struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
    }
}

struct Refresh: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    func perform() async throws -> some IntentResult { .result() }
}

/// Custom styles draw their controls; a styled button or toggle keeps its tap.
@Suite struct StyleTests {
    func render(@ViewBuilder _ content: () -> some View) -> RenderNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemSmall
        return GeometryPass.render(content(), in: environment, size: WidgetFamily.systemSmall.displaySize)
    }

    func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
        RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
    }

    func control(_ node: RenderNode) throws -> ControlNode {
        guard case .control(let control) = node.element else { throw Failure(node: node) }
        return control
    }

    struct Failure: Error { let node: RenderNode }

    @Test func aButtonStylesBodyIsTheButtonAndKeepsItsIntent() throws {
        let node = render { Button("Refresh", intent: Refresh()).buttonStyle(PillStyle()) }
        let button = try control(node)
        #expect(button.kind == .button && button.target == "button-1" && button.intent == IntentRegistry.invocation(of: Refresh()) && button.styled, "\(button.intent)")
        #expect(button.label == text("Refresh", [
            .padding(EdgeInsetsValue(top: 0, leading: 10, bottom: 0, trailing: 10)), .foregroundStyle(.named("primary", opacity: 1)),
            .background(RenderNode(.shape(ShapeNode(kind: .capsule, fill: .named("tint", opacity: 1)))), alignment: "center"),
        ]))
        #expect(try RenderNode(json: node.json, at: "view") == node)
        // A button with an action (which a widget cannot run) is its style's body, with no tap of its own.
        let action = render { Button("Go") {}.buttonStyle(PillStyle()) }
        #expect(action.texts == ["Go"] && action.modifiers.count == 3)
        // A system style further in puts the custom one aside.
        let plain = try control(render { Button("Refresh", intent: Refresh()).buttonStyle(.plain).buttonStyle(PillStyle()) })
        #expect(!plain.styled && plain.label == text("Refresh"))
        #expect(!(try control(render { Button("Refresh", intent: Refresh()).buttonStyle(.borderedProminent) })).styled)
    }

    @Test func aButtonWithASymbolIsItsLabelAndPerformsItsIntent() throws {
        let button = try control(render { Button("Study", systemImage: "book", intent: Refresh()) })
        #expect(button.intent == IntentRegistry.invocation(of: Refresh()) && !button.styled)
        #expect(button.label == render { Label("Study", systemImage: "book") }, "\(button.label)")
    }

    @Test func aPrimitiveButtonStyleBuildsOnTheSystemButton() throws {
        let button = try control(render { Button(intent: Refresh()) { Text("Again") }.buttonStyle(BorderedPrimitive()) })
        #expect(button.styled && button.label.texts == ["Again"])
        guard case .overlay(let border, _)? = button.label.modifiers.first else {
            Issue.record("\(button.label)")
            return
        }
        #expect(border == RenderNode(.shape(ShapeNode(kind: .roundedRectangle, cornerRadius: 4, stroke: .named("red", opacity: 1)))))
        // `Button(configuration)` inside the body is the label itself, not a second control.
        #expect(button.label.element == text("Again").element)
    }

    @Test func aProgressViewStyleIsGivenTheFractionDone() {
        let node = render { ProgressView(value: 3, total: 5).progressViewStyle(DotsStyle()) }
        #expect(node.texts == ["60%"])
        guard case .stack(let row) = node.element else {
            Issue.record("\(node)")
            return
        }
        let fills = row.children.compactMap { child -> ColorValue? in
            if case .shape(let shape) = child.element { shape.fill } else { nil }
        }
        #expect(fills.count == 5 && fills.filter { $0 == Color.green.value }.count == 3)
        // The system styles are still the runtime's; a custom body can use them (`ProgressView(configuration)`).
        #expect(render { ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle()) }
            == RenderNode(.progress(ProgressNode(value: 0.5, style: .circular))))
        let wrapped = render { ProgressView(value: 0.25).progressViewStyle(WrappedStyle()) }
        #expect(wrapped == RenderNode(.progress(ProgressNode(value: 0.25, style: .linear)), modifiers: [.padding(EdgeInsetsValue(top: 4, leading: 4, bottom: 4, trailing: 4))]))
    }

    struct WrappedStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(4) }
    }

    @Test func aGaugeStyleIsGivenWhereTheValueIsInItsRange() {
        let node = render {
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }.gaugeStyle(ValueGaugeStyle())
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .vertical, children: [text("30"), RenderNode(.progress(ProgressNode(value: 0.25)))]))))
        // The system styles draw as before.
        #expect(render { Gauge(value: 3, in: 0...4) { Text("Goal") }.gaugeStyle(.accessoryCircularCapacity) }
            == RenderNode(.progress(ProgressNode(value: 3, total: 4, style: .circular, label: text("Goal"))), modifiers: [.frame(FrameValue(width: 58, height: 58))]))
        // A system ring a style of its own draws keeps the accessory size.
        let padded = render { Gauge(value: 3, in: 0...4) { Text("Goal") }.gaugeStyle(PaddedRingStyle()) }
        #expect(padded.modifiers.first == .frame(FrameValue(width: 58, height: 58)))
        #expect(render { Gauge(value: 3, in: 0...4) { Text("Goal") }.gaugeStyle(LinearCapacityGaugeStyle()) }
            == RenderNode(.progress(ProgressNode(value: 3, total: 4, style: .linear, label: text("Goal")))))
    }

    @Test func labelStylesShowTheirParts() {
        let icon = RenderNode(.image(ImageNode(systemName: "star")))
        #expect(render { Label("Saved", systemImage: "star").labelStyle(.titleOnly) } == text("Saved"))
        #expect(render { Label("Saved", systemImage: "star").labelStyle(IconOnlyLabelStyle()) } == icon)
        #expect(render { Label("Saved", systemImage: "star").labelStyle(TrailingIconStyle()) }
            == RenderNode(.stack(StackNode(axis: .horizontal, children: [text("Saved"), icon]))))
        #expect(render { Label("Saved", systemImage: "star").labelStyle(.automatic) }
            == RenderNode(.stack(StackNode(axis: .horizontal, spacing: 4, children: [icon, text("Saved")]))))
    }

    @Test func aToggleStylesBodyIsTheToggle() throws {
        let toggle = try control(render { Toggle("Lights", isOn: true, intent: Refresh()).toggleStyle(CheckStyle()) })
        #expect(toggle.kind == .toggle && toggle.isOn == true && toggle.styled && toggle.target == "toggle-1")
        #expect(toggle.label == RenderNode(.stack(StackNode(axis: .horizontal, children: [
            RenderNode(.image(ImageNode(systemName: "checkmark.square"))), text("Lights"),
        ]))))
        #expect(!(try control(render { Toggle("Lights", isOn: false, intent: Refresh()).toggleStyle(.switch) })).styled)
        // A system style's body, drawn by a custom one, is the label and a switch made of shapes.
        let system = try control(render { Toggle("Lights", isOn: true, intent: Refresh()).toggleStyle(SystemInside()) })
        #expect(system.styled && system.label.texts == ["Lights"])
        guard case .stack(let row) = system.label.element, case .stack(let knob)? = row.children.last?.element else {
            Issue.record("\(system.label)")
            return
        }
        #expect(knob.axis == .depth && knob.alignment == "trailing")
    }

    struct SystemInside: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
    }
}
