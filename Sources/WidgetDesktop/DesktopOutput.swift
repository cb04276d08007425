import WidgetLayout

/// A monitor of the desktop, as the window system names it: a widget's place is kept on one.
public struct DesktopOutput: Sendable, Hashable {
    /// The connector it is plugged into, as the compositor or X server names it ("DP-1", "HEADLESS-2").
    public var name: String
    /// Its maker and model, where the system says ("Dell U2720Q"): a monitor moved to another
    /// connector keeps its widgets.
    public var model: String?
    /// Its work area on the screen, in points: where places on it count from, and how far they go.
    public var area: Rect

    public init(name: String, model: String? = nil, area: Rect) {
        self.name = name
        self.model = model
        self.area = area
    }

    /// The output whose area holds `point` (screen points), else the nearest one's: where a widget
    /// dragged across monitors lands.
    public static func holding(_ point: Point, among outputs: [DesktopOutput]) -> DesktopOutput? {
        func distance(_ output: DesktopOutput) -> Double {
            let area = output.area
            let dx = max(area.minX - point.x, 0, point.x - area.maxX)
            let dy = max(area.minY - point.y, 0, point.y - area.maxY)
            return dx * dx + dy * dy
        }
        return outputs.min { distance($0) < distance($1) }
    }

    /// How the output is written for people: its name, and its model where known.
    public var description: String { model.map { "\(name) (\($0))" } ?? name }
}
