import WidgetLayout
import WidgetWire

/// What a click at a point of a widget taps, by the rule `widgets tap` and the page follow: the
/// innermost button or toggle under it, else the link under it (none in the small and accessory
/// families, as on iOS), else the widget itself.
public struct TapTarget: Sendable, Equatable {
    /// `button-1`, `toggle-2`, `link-1` or `widget`: what `widgets tap` is given.
    public var id: String
    /// Where it is drawn, in points from the widget's top-left corner (the whole widget for `widget`).
    public var frame: Rect

    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }
}

extension LaidOutView {
    /// The target a click at `point` (in points from the widget's top-left corner) taps; nil outside the widget.
    public func tapTarget(at point: Point, family: WidgetFamily) -> TapTarget? {
        guard frame.contains(point) else { return nil }
        let linksCount = family != .systemSmall && !family.rawValue.hasPrefix("accessory")
        var control: TapTarget?
        var link: TapTarget?
        var links = 0
        func walk(_ view: LaidOutView) {
            switch view.content {
            case .control(let node) where view.frame.contains(point):
                control = TapTarget(id: node.target, frame: view.frame)
            case .link:
                links += 1
                if linksCount, view.frame.contains(point) { link = TapTarget(id: "link-\(links)", frame: view.frame) }
            default: break
            }
            view.children.forEach(walk)
        }
        walk(self)
        return control ?? link ?? TapTarget(id: "widget", frame: frame)
    }
}

extension Rect {
    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
