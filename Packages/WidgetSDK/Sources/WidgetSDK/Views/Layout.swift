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

// The stacks keep their content as a function from the environment to its nodes, made where
// `Content: View` is known; the type parameter itself stays unconstrained, so building a stack type's
// metadata never needs a conformance lookup.

/// Arranges its children in a vertical line.
public struct VStack<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let stack: StackContent

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    where Content: View {
        stack = StackContent(.vertical, alignment.name, spacing, content())
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.stack.node(in: environment) }
}

/// Arranges its children in a horizontal line.
public struct HStack<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let stack: StackContent

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    where Content: View {
        stack = StackContent(.horizontal, alignment.name, spacing, content())
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.stack.node(in: environment) }
}

/// Overlays its children, the first at the back.
public struct ZStack<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let stack: StackContent

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) where Content: View {
        stack = StackContent(.depth, alignment.name, nil, content())
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.stack.node(in: environment) }
}

/// A stack's layout and its content, ready to evaluate.
struct StackContent {
    let axis: StackNode.Axis
    let alignment: String
    let spacing: CGFloat?
    let children: (EnvironmentValues) -> [RenderNode]

    init(_ axis: StackNode.Axis, _ alignment: String, _ spacing: CGFloat?, _ content: some View) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        children = { ViewEvaluator.children(of: content, in: $0) }
    }

    func node(in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.stack(StackNode(
            axis: axis, alignment: alignment, spacing: spacing.map(Double.init), children: children(environment))))
    }
}

/// Flexible space that grows along its stack's axis.
public struct Spacer: View {
    public var body: Never { return primitiveBody(Self.self) }

    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.spacer(minLength: view.minLength.map(Double.init)))
    }
}

/// A vertical stack; widgets draw every view at once, so it is a `VStack`.
public typealias LazyVStack = VStack

/// A horizontal stack; widgets draw every view at once, so it is an `HStack`.
public typealias LazyHStack = HStack

/// What a lazy stack keeps pinned while scrolling; widgets do not scroll.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension VStack {
    /// `LazyVStack(alignment:spacing:pinnedViews:content:)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    where Content: View {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension HStack {
    /// `LazyHStack(alignment:spacing:pinnedViews:content:)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    where Content: View {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
