import WidgetWire

/// A symbol or an image from the bundle's resources.
public struct Image: View {
    public var body: Never { return primitiveBody(Self.self) }

    var node: ImageNode
    /// How this symbol colors its layers, set on the image; else the environment's.
    var renderingMode: SymbolRenderingMode?

    /// An SF Symbols name; the host draws the common ones and a placeholder for the rest.
    public init(systemName: String) { node = ImageNode(systemName: systemName) }

    /// An image in the bundle folder's `Resources/` (PNG, JPEG or SVG), by file name.
    public init(_ name: String) { node = ImageNode(resource: name) }

    /// A symbol in the variant, scale and rendering mode set around it (a palette where
    /// `.foregroundStyle(_:_:)` gives more than one style); a picture as it is.
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        guard let name = view.node.systemName else { return RenderNode(.image(view.node)) }
        var node = view.node
        node.systemName = environment.symbolVariants.name(of: name)
        node.scale = switch environment.imageScale {
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
        let mode = view.renderingMode ?? environment.symbolRenderingMode ?? (environment.symbolPalette.isEmpty ? nil : .palette)
        node.rendering = mode?.rendering
        if node.rendering == .palette { node.palette = environment.symbolPalette }
        return RenderNode(.image(node))
    }
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
    /// What the content made for each element: views, or what a framework over the SDK (Charts'
    /// marks) builds from `ForEach`.
    public let _elements: [Content]

    /// Each element's content as made, for frameworks whose content is not views (Charts' marks).
    public init(_elements elements: [Content]) {
        _elements = elements
        views = elements.compactMap { $0 as? any View }
    }

    /// One view for each element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content)
    where Data: RandomAccessCollection, ID: Hashable, Content: View {
        self.init(_elements: data.map(content))
    }

    /// One view for each identifiable element.
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)
    where Data: RandomAccessCollection, Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
        self.init(_elements: data.map(content))
    }

    /// One view for each number of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) where Data == Range<Int>, ID == Int, Content: View {
        self.init(_elements: data.map(content))
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

    /// The progress a style was given, drawn in the system style of its view (in a custom style's
    /// body: the look it builds on).
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label {
        value = configuration.fractionCompleted
        total = 1
        label = configuration.label?.make
    }

    private var timer: TimerRun?

    /// The progress view in its view's style: a custom style's body (given the fraction done at the
    /// moment drawn: a timer's does not move on its own then), else a bar or a ring.
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let style: ProgressNode.Style = environment.progressStyle == "circular" ? .circular : .linear
        let progress = ProgressNode(
            value: view.value, total: view.total, style: style, label: view.label?(environment), timer: view.timer, tint: environment.tint)
        guard let custom = environment.customProgressStyle else { return RenderNode(.progress(progress.at(environment.date))) }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: progress.at(environment.date).fraction, label: view.label.map(_StyleContent.init), currentValueLabel: nil)
        var inner = environment
        inner.customProgressStyle = nil
        return custom.body(configuration, inner)
    }
}

/// A value within a range, drawn as a gauge.
public struct Gauge<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    private let value: Double
    let bounds: ClosedRange<Double>
    let label: (EnvironmentValues) -> RenderNode
    let currentValueLabel: ((EnvironmentValues) -> RenderNode)?
    let minimumValueLabel: ((EnvironmentValues) -> RenderNode)?
    let maximumValueLabel: ((EnvironmentValues) -> RenderNode)?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where Label: View {
        self.init(value: value, in: bounds, label: Self.make(label()), current: nil, minimum: nil, maximum: nil)
    }

    /// A gauge that shows its current value's label (in the middle of a circular one) in place of
    /// its label; the minimum and maximum labels are not drawn (a custom style is given them).
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where Label: View {
        self.init(
            value: value, in: bounds, label: Self.make(label()), current: Self.make(currentValueLabel()),
            minimum: Self.make(minimumValueLabel()), maximum: Self.make(maximumValueLabel()))
    }

    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where Label: View {
        self.init(value: value, in: bounds, label: Self.make(label()), current: Self.make(currentValueLabel()), minimum: nil, maximum: nil)
    }

    private init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V>, label: @escaping (EnvironmentValues) -> RenderNode, current: ((EnvironmentValues) -> RenderNode)?,
        minimum: ((EnvironmentValues) -> RenderNode)?, maximum: ((EnvironmentValues) -> RenderNode)?
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    private static func make(_ view: some View) -> (EnvironmentValues) -> RenderNode { { ViewEvaluator.node(for: view, in: $0) } }

    /// The gauge in its view's style: a custom style's body, or the runtime's ring or bar.
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let span = view.bounds.upperBound - view.bounds.lowerBound
        let fraction = span > 0 && view.value.isFinite ? min(max((view.value - view.bounds.lowerBound) / span, 0), 1) : 0
        guard let custom = environment.customGaugeStyle else {
            return SystemGauge.node(ProgressNode(
                value: view.value - view.bounds.lowerBound, total: span, style: ProgressNode.Style(gaugeStyle: environment.gaugeStyle),
                label: (view.currentValueLabel ?? view.label)(environment), tint: environment.tint))
        }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: _StyleContent(view.label), currentValueLabel: view.currentValueLabel.map(_StyleContent.init),
            minimumValueLabel: view.minimumValueLabel.map(_StyleContent.init), maximumValueLabel: view.maximumValueLabel.map(_StyleContent.init))
        var inner = environment
        inner.customGaugeStyle = nil
        return custom.body(configuration, inner)
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

    /// The label a style was given, drawn in the system style of its view (in a custom style's body:
    /// the look it builds on).
    public init(_ configuration: LabelStyleConfiguration) where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
        title = configuration.title.make
        icon = configuration.icon.make
    }

    /// The label in its view's style: a custom style's body; its title, its icon, or both side by side.
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        if let custom = environment.customLabelStyle {
            var inner = environment
            inner.customLabelStyle = nil
            return custom.body(LabelStyleConfiguration(title: _StyleContent(view.title), icon: _StyleContent(view.icon)), inner)
        }
        switch environment.labelStyle {
        case "titleOnly": return view.title(environment)
        case "iconOnly": return view.icon(environment)
        default:
            return RenderNode(.stack(StackNode(
                axis: .horizontal, alignment: "center", spacing: 4, children: [view.icon(environment), view.title(environment)])))
        }
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
/// URL (`widgetURL`) like a tap anywhere else. A custom ``ButtonStyle`` in its environment draws it:
/// the style's body is the button, and a tap anywhere on it performs the intent.
public struct Button<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let label: (EnvironmentValues) -> RenderNode
    let intent: IntentInvocation?
    let role: ButtonRole?
    /// Made by a style's body from its configuration: drawn as the runtime draws buttons.
    private var fromConfiguration = false

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) where Label: View {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role a style may show.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) where Label: View {
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
        intent = nil
        self.role = role
    }

    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {
        self.init(title, role: nil, action: action)
    }

    /// A button titled `title`, with a role a style may show.
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) where Label == Text {
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
        intent = nil
        self.role = role
    }

    /// A button that performs `intent` when tapped.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) where Label: View {
        self.init(role: nil, intent: intent, label: label)
    }

    /// A button with a role that performs `intent` when tapped.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) where Label: View {
        let label = label()
        self.label = { ViewEvaluator.node(for: label, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent)
        self.role = role
    }

    /// A button titled `title` that performs `intent` when tapped.
    public init<I: AppIntent>(_ title: LocalizedStringKey, intent: I) where Label == Text {
        self.init(title, role: nil, intent: intent)
    }

    /// A button titled `title`, with a role, that performs `intent` when tapped.
    public init<I: AppIntent>(_ title: LocalizedStringKey, role: ButtonRole?, intent: I) where Label == Text {
        let text = Text(title)
        label = { ViewEvaluator.node(for: text, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent)
        self.role = role
    }

    /// A button titled `title` beside the symbol `systemImage` (a ``Label``) that performs `intent` when tapped.
    public init<I: AppIntent>(_ title: LocalizedStringKey, systemImage: String, intent: I) where Label == WidgetSDK.Label<Text, Image> {
        let text = WidgetSDK.Label(title, systemImage: systemImage)
        label = { ViewEvaluator.node(for: text, in: $0) }
        self.intent = IntentRegistry.invocation(of: intent)
        role = nil
    }

    /// The button a primitive style was given, as the runtime draws buttons: its label (the tap is
    /// the styled button's).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) where Label == PrimitiveButtonStyleConfiguration.Label {
        label = configuration.label.make
        intent = nil
        role = configuration.role
        fromConfiguration = true
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        var label: RenderNode
        var styled = false
        if let style = environment.buttonStyle, !view.fromConfiguration {
            // The style's body is the button; the buttons inside it (`Button(configuration)`) are not styled again.
            var inner = environment
            inner.buttonStyle = nil
            label = style.body(ButtonParts(label: _StyleContent(view.label), role: view.role), inner)
            styled = true
        } else {
            label = view.label(environment)
        }
        guard let intent = view.intent else { return label }
        environment.budget.buttons += 1
        return RenderNode(.control(ControlNode(
            kind: .button, target: "button-\(environment.budget.buttons)", intent: intent, label: label, styled: styled)))
    }
}

/// A switch that performs an intent when tapped, as SwiftUI's `Toggle(isOn:intent:)` in a widget. When
/// the intent is a ``SetValueIntent``, its `value` is set to the new state before `perform()` runs. A
/// custom ``ToggleStyle`` in its environment draws it: the style's body is the toggle.
public struct Toggle<Label>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let isOn: Bool
    let label: (EnvironmentValues) -> RenderNode
    /// Nil for a toggle a style's body draws from its configuration.
    let intent: IntentInvocation?

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

    /// The toggle a style was given, as the runtime draws toggles: its label, then a switch on the
    /// side it is on (the tap is the styled toggle's).
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        isOn = configuration.isOn
        label = configuration.label.make
        intent = nil
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        guard let intent = view.intent else { return ViewEvaluator.node(for: Switch(isOn: view.isOn, label: view.label), in: environment) }
        var label: RenderNode
        var styled = false
        if let style = environment.customToggleStyle {
            var inner = environment
            inner.customToggleStyle = nil
            let isOn = view.isOn
            label = style.body(ToggleStyleConfiguration(label: _StyleContent(view.label), isOn: .constant(isOn)), inner)
            styled = true
        } else {
            label = view.label(environment)
        }
        environment.budget.toggles += 1
        return RenderNode(.control(ControlNode(
            kind: .toggle, target: "toggle-\(environment.budget.toggles)", intent: intent, isOn: view.isOn, label: label, styled: styled)))
    }

    /// A toggle's label and a switch drawn as the runtime draws them (green when on, the knob on the
    /// side it is on), without a tap of its own.
    private struct Switch: View {
        let isOn: Bool
        let label: (EnvironmentValues) -> RenderNode

        var body: some View {
            HStack {
                _StyleContent(label)
                Spacer(minLength: 8)
                ZStack(alignment: isOn ? .trailing : .leading) {
                    Capsule().fill(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(.fill))
                    Circle().fill(Color.white).padding(2)
                }
                .frame(width: 38, height: 22)
            }
        }
    }
}
