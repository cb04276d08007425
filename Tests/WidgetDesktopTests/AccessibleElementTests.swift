import Testing
import WidgetDesktop
import WidgetLayout
import WidgetSurfaces
import WidgetWire

/// What a screen reader is told of a laid-out widget.
@Suite struct AccessibleElementTests {
    private func text(_ string: String) -> RenderNode { RenderNode(.text(TextNode(runs: [.verbatim(string)]))) }
    private func stack(_ children: [RenderNode]) -> RenderNode { RenderNode(.stack(StackNode(axis: .vertical, children: children))) }
    private func control(_ kind: ControlNode.Kind, _ target: String, isOn: Bool? = nil, label: RenderNode) -> RenderNode {
        RenderNode(.control(ControlNode(kind: kind, target: target, intent: IntentInvocation(type: "Tap", parameters: .object([])), isOn: isOn, label: label)))
    }

    private func elements(_ node: RenderNode, family: WidgetFamily = .systemMedium) -> [AccessibleElement] {
        FrameLayout().layout(node, family: family).accessibleElements(family: family)
    }

    /// Texts in the views' order; a button named by its texts (its image's name when it has none),
    /// a toggle with its state, images by their names; each control with the target a tap taps.
    @Test func textsControlsAndImagesAreReadInOrder() {
        let found = elements(stack([
            text("Counter"),
            control(.button, "button-1", label: RenderNode(.image(ImageNode(systemName: "plus.circle")))),
            text("3"),
            control(.toggle, "toggle-1", isOn: true, label: stack([text("Lights"), text("Kitchen")])),
            RenderNode(.image(ImageNode(systemName: "sun.max.fill"))),
        ]))
        #expect(found.map(\.role) == [.label, .button, .label, .toggle(isOn: true), .image])
        #expect(found.map(\.name) == ["Counter", "plus circle", "3", "Lights, Kitchen", "sun max fill"])
        #expect(found.map(\.target) == [nil, "button-1", nil, "toggle-1", nil])
        // Each where it is drawn: the texts one below the other.
        #expect(found[0].frame.maxY <= found[2].frame.minY)
    }

    /// A link is a link where a tap opens it (medium and larger); in a small widget, where a tap
    /// opens the widget's URL, its texts are read as texts.
    @Test func aLinkIsALinkOnlyWhereItTaps() {
        let node = stack([text("News"), RenderNode(.link(url: "news://1", content: text("Read more")))])
        #expect(elements(node).map(\.role) == [.label, .link])
        #expect(elements(node).last?.target == "link-1")
        #expect(elements(node).last?.name == "Read more")
        #expect(elements(node, family: .systemSmall).map(\.role) == [.label, .label])
        #expect(elements(node, family: .systemSmall).map(\.name) == ["News", "Read more"])
    }

    /// A label renames what a view makes (a button keeps its tap); a hidden view says nothing; an
    /// element made of a view combines its texts, or says only its label when it ignores them.
    @Test func accessibilityModifiersRenameHideAndGroup() {
        func row(_ children: [RenderNode], _ modifiers: [Modifier]) -> RenderNode {
            RenderNode(.stack(StackNode(axis: .horizontal, children: children)), modifiers: modifiers)
        }
        let button = control(.button, "button-1", label: text("+"))
        let found = elements(stack([
            RenderNode(.image(ImageNode(systemName: "sun.max.fill")), modifiers: [.accessibilityLabel("Sunny")]),
            RenderNode(.text(TextNode(runs: [.verbatim("decoration")])), modifiers: [.accessibilityHidden]),
            row([text("21"), text("°C")], [.accessibilityElement(children: "combine")]),
            row([text("8412"), text("steps")], [.accessibilityElement(children: "ignore"), .accessibilityLabel("8412 steps today")]),
            row([text("unsaid")], [.accessibilityElement(children: "ignore")]),
            row([text("Lights"), text("On")], [.accessibilityElement(children: "contain")]),
            RenderNode(button.element, modifiers: [.accessibilityLabel("Add one")]),
        ]))
        #expect(found.map(\.name) == ["Sunny", "21, °C", "8412 steps today", "Lights", "On", "Add one"])
        #expect(found.map(\.role) == [.image, .label, .label, .label, .label, .button])
        #expect(found.last?.target == "button-1")
    }

    /// Empty texts and the private-use characters symbols are drawn with say nothing; characters
    /// near them (full-width forms) are said.
    @Test func emptyTextsAreLeftOut() {
        let found = elements(stack([
            text("  "), RenderNode(.text(TextNode(runs: [.symbol("star.fill"), .verbatim(" 4.5")]))), text("\n\tDone \u{00A0}\n"), text("Ｈｉ！"),
        ]))
        #expect(found.map(\.name) == ["4.5", "Done", "Ｈｉ！"])
    }
}
