import WidgetABI
import WidgetWire

/// A piece of a widget's user interface, as in SwiftUI.
public protocol View: SendableMetatype {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Evaluates the view into the render tree. The SDK's own views draw themselves; every other view
    /// is its `body`. Not for authors to implement.
    static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode
}

extension View {
    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        EnvironmentValues.$current.withValue(environment) { ViewEvaluator.node(for: view.body, in: environment) }
    }
}

extension Never: View {
    public var body: Never { return fatalError("Never has no body") }
}

/// A view that may be missing (a style's optional label): drawn when there is one, else nothing.
extension Optional: View where Wrapped: View {
    public var body: Never { return primitiveBody(Self.self) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        guard let view else { return .empty }
        return ViewEvaluator.node(for: view, in: environment)
    }
}

/// The `body` of a primitive view, which the SDK never asks for.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is drawn by the SDK and has no body")
}

/// Builds views from the statements of a closure or `body`, as SwiftUI's `ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [any View] { [view] }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    public static func buildEither(first part: [any View]) -> [any View] { part }
    public static func buildEither(second part: [any View]) -> [any View] { part }
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }
    public static func buildFinalResult(_ parts: [any View]) -> TupleView { TupleView(parts) }
}

/// The views a builder made, laid out by the container they are in.
public struct TupleView: View {
    public var body: Never { return primitiveBody(Self.self) }

    let views: [any View]

    init(_ views: [any View]) { self.views = views }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        if view.views.count == 1 { return ViewEvaluator.node(for: view.views[0], in: environment) }
        return RenderNode(.group(view.views.map { ViewEvaluator.node(for: $0, in: environment) }))
    }
}

/// A view that draws nothing.
public struct EmptyView: View {
    public var body: Never { return primitiveBody(Self.self) }

    public init() {}

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { .empty }
}

/// Evaluates views into the render tree that crosses the boundary.
enum ViewEvaluator {
    /// Renders a widget's content for one entry.
    static func render(_ view: some View, in environment: EnvironmentValues) -> RenderNode {
        node(for: view, in: environment)
    }

    /// Opens an `any View` so its own `_makeNode` runs; no dynamic cast is involved. Past the render's
    /// limits the view becomes a marker, and the host's log says why, once a render.
    static func node<V: View>(for view: V, in environment: EnvironmentValues) -> RenderNode {
        var environment = environment
        environment.depth += 1
        let budget = environment.budget
        budget.views += 1
        if environment.depth > RenderBudget.maximumDepth || budget.views > RenderBudget.maximumViews {
            // One marker where the cut is; nothing for the views after it.
            guard !budget.warned else { return .empty }
            budget.warned = true
            let reason = environment.depth > RenderBudget.maximumDepth
                ? "view tree deeper than \(RenderBudget.maximumDepth) levels" : "more than \(RenderBudget.maximumViews) views"
            HostConnection.current?.log(Int32(WIDGET_LOG_WARNING), "a widget's \(reason) was cut at \(V.self)")
            return RenderNode(.truncated(reason: reason))
        }
        return V._makeNode(view, in: environment)
    }

    /// The nodes a container lays out: a builder's several views, or its one view, with groups that
    /// add nothing (`ForEach`, `Group`, a builder's) opened into their children.
    static func children(of view: some View, in environment: EnvironmentValues) -> [RenderNode] {
        flattened(node(for: view, in: environment))
    }

    private static func flattened(_ node: RenderNode) -> [RenderNode] {
        guard node.modifiers.isEmpty else { return [node] }
        switch node.element {
        case .group(let children): return children.flatMap(flattened)
        case .empty: return []
        default: return [node]
        }
    }
}
