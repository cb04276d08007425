import WidgetWire

extension LaidOutView {
    /// How far past its frame a view's drawing may reach: antialiasing, glyphs that overhang their
    /// line, a toggle's knob.
    public static let drawingSlack = 4.0

    /// Where the view's own drawing (not its children's) may reach, in points: its frame widened by
    /// ``drawingSlack`` and half a stroke. Nil when it may draw past that: an image (which may fill
    /// past its frame) or a view that turns, scales or shadows its drawing (``movesItsDrawing``).
    public var ownReach: Rect? {
        if movesItsDrawing { return nil }
        var slack = Self.drawingSlack
        switch content {
        case .image: return nil
        case .shape(let shape) where shape.stroke != nil: slack += shape.lineWidth / 2
        default: break
        }
        return Rect(x: frame.minX - slack, y: frame.minY - slack, width: frame.width + 2 * slack, height: frame.height + 2 * slack)
    }

    /// Whether a modifier draws the view somewhere its frame is not: turned, scaled or shadowed.
    public var movesItsDrawing: Bool {
        paint.contains { modifier in
            switch modifier {
            case .rotationEffect, .scaleEffect, .shadow: true
            default: false
            }
        }
    }
}

extension Rect {
    /// Whether the two rectangles share some area (touching edges share none), or with a `gap`,
    /// come closer than that to each other.
    public func intersects(_ other: Rect, gap: Double = 0) -> Bool {
        minX < other.maxX + gap && other.minX < maxX + gap && minY < other.maxY + gap && other.minY < maxY + gap
    }

    /// Whether `other` is all inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}
