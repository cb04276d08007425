import WidgetWire

/// A circular progress view's ring as the layout engine places it: the circle its stroke follows
/// in the middle of its square frame, and the stroke's width (a tenth of the side, at least 2 points).
public struct ProgressRing: Sendable, Hashable {
    /// In points from the widget's top-left corner.
    public var center: Point
    public var radius: Double
    public var lineWidth: Double

    init(in frame: Rect) {
        let side = min(frame.width, frame.height)
        lineWidth = max(2, side * 0.1)
        center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        radius = (side - lineWidth) / 2
    }
}
