import WidgetWire

/// Alignment across a vertical stack.
public struct HorizontalAlignment: Sendable, Hashable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Alignment across a horizontal stack.
public struct VerticalAlignment: Sendable, Hashable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Alignment in both axes, for depth stacks and frames.
public struct Alignment: Sendable, Hashable {
    let name: String
    public static let center = Alignment(name: "center")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let topLeading = Alignment(name: "topLeading")
    public static let topTrailing = Alignment(name: "topTrailing")
    public static let bottomLeading = Alignment(name: "bottomLeading")
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    public var body: Never { return primitiveBody(Self.self) }

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> RenderNode {
        stackNode(.vertical, alignment.name, spacing, content, environment)
    }
}

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    public var body: Never { return primitiveBody(Self.self) }

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> RenderNode {
        stackNode(.horizontal, alignment.name, spacing, content, environment)
    }
}

/// Overlays its children, the first at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    public var body: Never { return primitiveBody(Self.self) }

    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> RenderNode {
        stackNode(.depth, alignment.name, nil, content, environment)
    }
}

private func stackNode(
    _ axis: StackNode.Axis, _ alignment: String, _ spacing: CGFloat?, _ content: some View,
    _ environment: EnvironmentValues
) -> RenderNode {
    RenderNode(.stack(StackNode(
        axis: axis, alignment: alignment, spacing: spacing.map(Double.init),
        children: ViewEvaluator.children(of: content, in: environment))))
}

/// Flexible space that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
    public var body: Never { return primitiveBody(Self.self) }

    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNode(in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.spacer(minLength: minLength.map(Double.init)))
    }
}
