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
/// The closure runs in the bundle, so the size is laid out there (``GeometryPass``): the widget is
/// evaluated once with each reader as flexible space, laid out with the runtime's rules (text
/// estimated without fonts), and evaluated again with the sizes found.
public struct GeometryReader<Content: View>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let (id, frame) = environment.claimFrame()
        // Before its frame is known: flexible space, found again by its paint after layout.
        guard let frame else { return RenderNode(.shape(GeometryPass.marker(id))) }
        let proxy = GeometryProxy(
            size: CGSize(width: frame.width, height: frame.height), origin: CGPoint(x: frame.minX, y: frame.minY))
        // The views inside are numbered after the reader (no access to the budget is held meanwhile:
        // they claim their own frames from it).
        let saved = environment.budget.geometry.enter(id)
        let children = ViewEvaluator.children(of: view.content(proxy), in: environment)
        environment.budget.geometry.leave(saved)
        return RenderNode(
            .stack(StackNode(axis: .depth, alignment: "topLeading", children: children)),
            modifiers: [.frame(FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: "topLeading"))])
    }
}

/// The frames of one evaluation's views that need theirs: `GeometryReader`s and custom shapes.
///
/// Each such view has an id: its number among them in the order they are evaluated, after its
/// reader's id when it is inside one (`2`, `2.0`, `2.1`), so views a reader's content adds on a later
/// evaluation do not change the ids of the views around it.
struct GeometryFrames {
    /// The frames the last evaluation's layout found, by id; nil outside a widget's render, where
    /// every view has ``fallback``.
    var known: [String: Rect]?
    /// Whether a view whose frame is not known is left as a marker for the layout to find (so
    /// evaluated again), or, in an evaluation that is the last, given ``fallback``.
    var marks = false
    /// The frame of a view whose frame cannot be found: the widget's content area.
    var fallback: Rect?
    /// How many views this evaluation left as markers.
    private(set) var marked = 0
    private var scope = ""
    private var count = 0

    init(known: [String: Rect]? = nil, marks: Bool = false, fallback: Rect? = nil) {
        self.known = known
        self.marks = marks
        self.fallback = fallback
    }

    /// The next view's id, and its frame; nil when it is to be a marker.
    mutating func claim(fallback environmentFallback: @autoclosure () -> Rect) -> (id: String, frame: Rect?) {
        let id = scope.isEmpty ? String(count) : "\(scope).\(count)"
        count += 1
        if let frame = known?[id] { return (id, frame) }
        if known != nil && marks {
            marked += 1
            return (id, nil)
        }
        return (id, fallback ?? environmentFallback())
    }

    /// Numbers the views evaluated next inside view `id`; returns where the numbering was, for
    /// ``leave(_:)``.
    mutating func enter(_ id: String) -> (scope: String, count: Int) {
        defer { (scope, count) = (id, 0) }
        return (scope, count)
    }

    /// Numbers the views evaluated next where they were numbered before ``enter(_:)``.
    mutating func leave(_ saved: (scope: String, count: Int)) { (scope, count) = saved }
}

extension EnvironmentValues {
    /// The next view that needs its frame (a `GeometryReader`, a custom shape): its id and the frame
    /// the layout gave it, or nil while that is not known yet (the view is then a marker).
    func claimFrame() -> (id: String, frame: Rect?) {
        budget.geometry.claim(fallback: contentArea)
    }

    /// The rectangle the widget gives its content: its size inside its content margins.
    var contentArea: Rect {
        let size = widgetSize
        let margins = widgetContentMargins
        return Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: EdgeInsetsValue(
            top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing))
    }
}

/// Evaluates a widget's views, more than once when some need the frames the layout gives them
/// (`GeometryReader`s, custom shapes): the views whose frames are not known yet are markers
/// (flexible space, as every shape is), the tree is laid out with the runtime's rules (text
/// estimated: a bundle has no fonts), and the widget is evaluated again with the frames found. A
/// reader's content is evaluated once its frame is known, so views inside it are found on a later
/// evaluation; after ``mostEvaluations``, or when a layout finds no new frame (a view
/// `ViewThatFits` did not choose), the views still unknown get the widget's content area.
enum GeometryPass {
    /// The paint that marks a view whose frame is sought: this prefix and the view's id.
    static let markerPrefix = "geometry."

    /// The most times a widget is evaluated: readers nested three deep are all found.
    static let mostEvaluations = 4

    /// The flexible shape that stands for view `id` until its frame is known.
    static func marker(_ id: String) -> ShapeNode {
        ShapeNode(kind: .rectangle, fill: .named(markerPrefix + id, opacity: 0))
    }

    /// The view's id, when a shape is a marker.
    static func markerID(_ shape: ShapeNode) -> String? {
        guard case .named(let name, _)? = shape.fill, name.hasPrefix(markerPrefix) else { return nil }
        return String(name.dropFirst(markerPrefix.count))
    }

    static func render(_ view: some View, in environment: EnvironmentValues, size: Size) -> RenderNode {
        let margins = environment.widgetContentMargins
        let insets = EdgeInsetsValue(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets)
        let engine = LayoutEngine(measurer: EstimatedTextMeasurer())
        var known: [String: Rect] = [:]
        var evaluation = 1
        while true {
            var pass = environment
            pass.budget = RenderBudget()
            pass.budget.geometry = GeometryFrames(known: known, marks: evaluation < mostEvaluations, fallback: bounds)
            let tree = ViewEvaluator.render(view, in: pass)
            guard pass.budget.geometry.marked > 0 else { return tree }
            let found = frames(of: engine.layout(tree, in: size, margins: insets)).filter { known[$0.key] == nil }
            // Markers the layout did not place (a candidate `ViewThatFits` passed over) are never found.
            evaluation = found.isEmpty ? mostEvaluations : evaluation + 1
            known.merge(found) { old, _ in old }
        }
    }

    /// The frames of the markers in a layout: shapes, and views clipped to a shape.
    static func frames(of laidOut: LaidOutView) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func walk(_ view: LaidOutView) {
            if case .shape(let shape) = view.content, let id = markerID(shape) { frames[id] = view.frame }
            for case .clipShape(let shape) in view.paint {
                if let id = markerID(shape) { frames[id] = view.frame }
            }
            view.children.forEach(walk)
        }
        walk(laidOut)
        return frames
    }
}
