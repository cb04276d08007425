import WidgetWire

/// A piece of a widget's user interface, as in SwiftUI.
public protocol View: SendableMetatype {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError("Never has no body") }
}

/// A view the SDK draws itself; its `body` is never called.
protocol PrimitiveView {
    func makeNode(in environment: EnvironmentValues) -> RenderNode
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
public struct TupleView: View, PrimitiveView {
    public var body: Never { return primitiveBody(Self.self) }

    let views: [any View]

    init(_ views: [any View]) { self.views = views }

    func makeNode(in environment: EnvironmentValues) -> RenderNode {
        if views.count == 1 { return ViewEvaluator.node(for: views[0], in: environment) }
        return RenderNode(.group(views.map { ViewEvaluator.node(for: $0, in: environment) }))
    }
}

/// A view that draws nothing.
public struct EmptyView: View, PrimitiveView {
    public var body: Never { return primitiveBody(Self.self) }

    public init() {}
    func makeNode(in environment: EnvironmentValues) -> RenderNode { .empty }
}

/// Evaluates views into the render tree that crosses the boundary.
enum ViewEvaluator {
    /// Renders a widget's content for one entry.
    static func render(_ view: some View, in environment: EnvironmentValues) -> RenderNode {
        node(for: view, in: environment)
    }

    static func node(for view: any View, in environment: EnvironmentValues) -> RenderNode {
        if let primitive = view as? any PrimitiveView { return primitive.makeNode(in: environment) }
        return EnvironmentValues.$current.withValue(environment) { node(for: view.body, in: environment) }
    }

    /// The nodes a container lays out: a builder's several views, or its one view.
    static func children(of view: some View, in environment: EnvironmentValues) -> [RenderNode] {
        let node = node(for: view, in: environment)
        if case .group(let children) = node.element, node.modifiers.isEmpty { return children }
        if case .empty = node.element, node.modifiers.isEmpty { return [] }
        return [node]
    }
}
