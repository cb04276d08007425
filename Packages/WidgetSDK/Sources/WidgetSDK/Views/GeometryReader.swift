import Foundation
import WidgetLayout
import WidgetWire

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The space the reader was offered, and took.
    public let size: CGSize
    let origin: CGPoint

    /// Widgets have no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: in the widget (`.global`, `.named`) or in itself (`.local`).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: coordinateSpace == .local ? .zero : origin, size: size)
    }
}

/// Where a frame is measured from.
public enum CoordinateSpace: Sendable, Hashable {
    case global, local
    case named(String)
}

/// A view whose content knows the size it is given: it takes all the space offered and places its
/// content at its top-leading corner, as SwiftUI's does.
///
/// The closure runs in the bundle, so the size is laid out there: the widget is evaluated once with
/// each reader as flexible space, laid out with the runtime's rules (text estimated without fonts),
/// and evaluated again with the sizes found.
public struct GeometryReader<Content: View>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let budget = environment.budget
        let index = budget.geometryReaders
        budget.geometryReaders += 1
        guard let frame = budget.geometry?[safe: index] else {
            // The first evaluation: flexible space, found again by its paint after layout.
            return RenderNode(.shape(ShapeNode(kind: .rectangle, fill: .named(GeometryPass.marker(index), opacity: 0))))
        }
        let proxy = GeometryProxy(
            size: CGSize(width: frame.width, height: frame.height), origin: CGPoint(x: frame.minX, y: frame.minY))
        let children = ViewEvaluator.children(of: view.content(proxy), in: environment)
        return RenderNode(
            .stack(StackNode(axis: .depth, alignment: "topLeading", children: children)),
            modifiers: [.frame(FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: "topLeading"))])
    }
}

/// Evaluates a widget's views, twice when it has `GeometryReader`s: once to lay out where they are,
/// once with their sizes.
enum GeometryPass {
    /// The paint that marks the first evaluation's readers: this prefix and the reader's number.
    static let markerPrefix = "geometry."

    static func marker(_ index: Int) -> String { markerPrefix + String(index) }

    static func render(_ view: some View, in environment: EnvironmentValues, size: Size) -> RenderNode {
        let tree = ViewEvaluator.render(view, in: environment)
        let readers = environment.budget.geometryReaders
        guard readers > 0 else { return tree }
        let margins = environment.widgetContentMargins
        let insets = EdgeInsetsValue(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        let laidOut = LayoutEngine(measurer: EstimatedTextMeasurer()).layout(tree, in: size, margins: insets)
        var frames = [Rect?](repeating: nil, count: readers)
        for leaf in laidOut.leaves {
            guard case .shape(let shape) = leaf.content, case .named(let name, _)? = shape.fill, name.hasPrefix(markerPrefix),
                let index = Int(name.dropFirst(markerPrefix.count)), frames.indices.contains(index)
            else { continue }
            frames[index] = leaf.frame
        }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets)
        var second = environment
        second.budget = RenderBudget()
        second.budget.geometry = frames.map { $0 ?? bounds }
        return ViewEvaluator.render(view, in: second)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
