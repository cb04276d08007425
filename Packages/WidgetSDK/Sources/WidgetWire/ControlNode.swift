/// An interactive control: a tap target that performs an intent, then reloads the widget.
public struct ControlNode: Sendable, Equatable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case button, toggle }

    public var kind: Kind
    /// The target's id in the entry: `button-1`, `toggle-1`, ... in the order they are drawn.
    public var target: String
    public var intent: IntentInvocation
    /// A toggle's state.
    public var isOn: Bool?
    public var label: RenderNode
    /// A custom style (`ButtonStyle`, `ToggleStyle`) drew the whole control: its label is drawn as it
    /// is, with no switch, insets or brackets around it.
    public var styled: Bool

    public init(kind: Kind, target: String, intent: IntentInvocation, isOn: Bool? = nil, label: RenderNode, styled: Bool = false) {
        self.kind = kind
        self.target = target
        self.intent = intent
        self.isOn = isOn
        self.label = label
        self.styled = styled
    }
}

extension ControlNode: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(intent.type)
    }
}
