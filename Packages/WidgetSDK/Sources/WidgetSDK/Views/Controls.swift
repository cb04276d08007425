import WidgetWire

/// A symbol or an image from the bundle's resources.
public struct Image: View {
    public var body: Never { return primitiveBody(Self.self) }

    let node: ImageNode

    /// An SF Symbols name; the host draws the common ones and a placeholder for the rest.
    public init(systemName: String) { node = ImageNode(systemName: systemName) }

    /// An image in the bundle folder's `Resources/` (PNG, JPEG or SVG), by file name.
    public init(_ name: String) { node = ImageNode(resource: name) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.image(view.node)) }
}

/// A thin line across the stack it is in.
public struct Divider: View {
    public var body: Never { return primitiveBody(Self.self) }
    public init() {}
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.divider) }
}

/// Views grouped without a layout of their own: they take part in their parent's.
public struct Group<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let content: (EnvironmentValues) -> RenderNode

    public init(@ViewBuilder content: () -> Content) where Content: View {
        let content = content()
        self.content = { ViewEvaluator.node(for: content, in: $0) }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.content(environment) }
}

/// A view for each element of a collection or range.
public struct ForEach<Data, ID, Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let views: [any View]

    /// One view for each element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content)
    where Data: RandomAccessCollection, ID: Hashable, Content: View {
        views = data.map(content)
    }

    /// One view for each identifiable element.
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)
    where Data: RandomAccessCollection, Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
        views = data.map(content)
    }

    /// One view for each number of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) where Data == Range<Int>, ID == Int, Content: View {
        views = data.map(content)
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.group(view.views.map { ViewEvaluator.node(for: $0, in: environment) }))
    }
}

/// Progress towards a total: a bar, or a spinner while the value is unknown.
public struct ProgressView<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let value: Double?
    let total: Double
    let label: ((EnvironmentValues) -> RenderNode)?

    /// Progress whose amount is unknown.
    public init() where Label == EmptyView {
        value = nil
        total = 1
        label = nil
    }

    /// Progress of `value` out of `total` (1 by default); nil while unknown.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.value = if let value { Double(value) } else { nil }
        self.total = Double(total)
        label = nil
    }

    /// Progress with a title.
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        self.value = if let value { Double(value) } else { nil }
        self.total = Double(total)
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
    }

    /// Progress with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where Label: View {
        self.value = if let value { Double(value) } else { nil }
        self.total = Double(total)
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
    }

    /// Progress through a time interval that the host keeps moving as time passes, full to empty
    /// when it counts down.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) where Label: View {
        self.init(value: 0.0, total: 1.0, label: label)
        timer = TimerRun(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)
    }

    /// A timer's progress with a label and a current-value label (drawn in the label's place when
    /// there is no label).
    public init<CurrentValueLabel: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where Label: View {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label)
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        self.init(value: 0.0)
        timer = TimerRun(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)
    }

    private var timer: TimerRun?

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let style: ProgressNode.Style = environment.progressStyle == "circular" ? .circular : .linear
        let progress = ProgressNode(value: view.value, total: view.total, style: style, label: view.label?(environment), timer: view.timer)
        return RenderNode(.progress(progress.at(environment.date)))
    }
}

/// A value within a range, drawn as a gauge.
public struct Gauge<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    private let value: Double
    let bounds: ClosedRange<Double>
    let label: (EnvironmentValues) -> RenderNode

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where Label: View {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
    }

    /// A gauge that shows its current value's label (in the middle of a circular one) in place of
    /// its label; the minimum and maximum labels are not drawn.
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where Label: View {
        self.init(value: value, in: bounds, shown: currentValueLabel())
    }

    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where Label: View {
        self.init(value: value, in: bounds, shown: currentValueLabel())
    }

    private init<V: BinaryFloatingPoint, Shown: View>(value: V, in bounds: ClosedRange<V>, shown: Shown) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        label = { ViewEvaluator.node(for: shown, in: $0) }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let style: ProgressNode.Style = switch environment.gaugeStyle {
        case "linear": .linear
        case "circular": .circular
        default: .gauge
        }
        return RenderNode(.progress(ProgressNode(
            value: view.value - view.bounds.lowerBound, total: view.bounds.upperBound - view.bounds.lowerBound, style: style,
            label: view.label(environment))))
    }
}

/// A title with an icon, side by side.
public struct Label<Title, Icon>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let title: (EnvironmentValues) -> RenderNode
    let icon: (EnvironmentValues) -> RenderNode

    public init(_ title: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image {
        self.init(text: Text(title), systemImage: name)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) where Title == Text, Icon == Image {
        self.init(text: Text(title), systemImage: name)
    }

    private init(text: Text, systemImage name: String) where Title == Text, Icon == Image {
        let image = Image(systemName: name)
        title = { ViewEvaluator.node(for: text, in: $0) }
        icon = { ViewEvaluator.node(for: image, in: $0) }
    }

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) where Title: View, Icon: View {
        let title = title(), icon = icon()
        self.title = { ViewEvaluator.node(for: title, in: $0) }
        self.icon = { ViewEvaluator.node(for: icon, in: $0) }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.stack(StackNode(axis: .horizontal, alignment: "center", spacing: 4, children: [view.icon(environment), view.title(environment)])))
    }
}

/// Content that opens a URL when tapped: in medium and larger widgets, a region of its own; the small
/// family has only its `widgetURL`, as on iOS.
public struct Link<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let destination: URL
    let label: (EnvironmentValues) -> RenderNode

    public init(destination: URL, @ViewBuilder label: () -> Label) where Label: View {
        self.destination = destination
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
    }

    public init(_ title: LocalizedStringKey, destination: URL) where Label == Text {
        self.destination = destination
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.link(url: view.destination.absoluteString, content: view.label(environment)))
    }
}

/// A button. With an intent (`Button(intent:)`), a tap performs it in the plugin, then the widget
/// reloads, as on iOS 17. With an action closure, which a widget cannot run, a tap opens the widget's
/// URL (`widgetURL`) like a tap anywhere else.
public struct Button<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let label: (EnvironmentValues) -> RenderNode
    let intent: IntentInvocation?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) where Label: View {
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
        intent = nil
    }

    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
        intent = nil
    }

    /// A button that performs `intent` when tapped.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) where Label: View {
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent)
    }

    /// A button titled `title` that performs `intent` when tapped.
    public init<I: AppIntent>(_ title: LocalizedStringKey, intent: I) where Label == Text {
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent)
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let label = view.label(environment)
        guard let intent = view.intent else { return label }
        environment.budget.buttons += 1
        return RenderNode(.control(ControlNode(kind: .button, target: "button-\(environment.budget.buttons)", intent: intent, label: label)))
    }
}

/// A switch that performs an intent when tapped, as SwiftUI's `Toggle(isOn:intent:)` in a widget. When
/// the intent is a ``SetValueIntent``, its `value` is set to the new state before `perform()` runs.
public struct Toggle<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let isOn: Bool
    let label: (EnvironmentValues) -> RenderNode
    let intent: IntentInvocation

    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) where Label: View {
        self.isOn = isOn
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent, isOn: isOn)
    }

    public init<I: AppIntent>(_ title: LocalizedStringKey, isOn: Bool, intent: I) where Label == Text {
        self.isOn = isOn
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent, isOn: isOn)
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        environment.budget.toggles += 1
        return RenderNode(.control(ControlNode(
            kind: .toggle, target: "toggle-\(environment.budget.toggles)", intent: view.intent, isOn: view.isOn,
            label: view.label(environment))))
    }
}
