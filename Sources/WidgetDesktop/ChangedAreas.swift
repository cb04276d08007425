import WidgetLayout
import WidgetWire

extension LaidOutView {
    /// How far past its frame a view's drawing may reach: antialiasing, glyphs that overhang their
    /// line, a toggle's knob.
    static let drawingSlack = 4.0

    /// Where a painting of this view may differ from a painting of `old` (same size, scale and
    /// colors), in points: the frames, old and new, of each view that changed and of everything
    /// under it, each widened by ``drawingSlack`` (and half a stroke). Nil when a change may show
    /// past them: a view that turns, scales or shadows its drawing (or is inside one that does; an
    /// offset is in the frames already), an image (which may fill past its frame), a progress view
    /// following a timer (drawn anew every second), or a different widget.
    public func changedAreas(since old: LaidOutView) -> [Rect]? {
        guard frame == old.frame, !followsATimer else { return nil }
        var areas: [Rect] = []
        return Self.collect(self, old, into: &areas) ? areas : nil
    }

    /// Adds the areas where `new` and `old` differ; false when a difference may show past them.
    private static func collect(_ new: LaidOutView, _ old: LaidOutView, into areas: inout [Rect]) -> Bool {
        if new == old { return true }
        let moved = new.movesItsDrawing || old.movesItsDrawing
        if new.frame == old.frame, new.content == old.content, new.foreground == old.foreground, new.paint == old.paint,
            new.children.count == old.children.count, !moved
        {
            // The view draws as before: what differs is under it.
            for (newChild, oldChild) in zip(new.children, old.children) where !collect(newChild, oldChild, into: &areas) { return false }
            return true
        }
        guard !moved, new.reaches(into: &areas), old.reaches(into: &areas) else { return false }
        return true
    }

    /// Adds the areas this view and every view under it draw in; false when they may draw past them.
    private func reaches(into areas: inout [Rect]) -> Bool {
        if movesItsDrawing { return false }
        var slack = Self.drawingSlack
        switch content {
        case .image: return false
        case .shape(let shape) where shape.stroke != nil: slack += shape.lineWidth / 2
        default: break
        }
        areas.append(Rect(x: frame.minX - slack, y: frame.minY - slack, width: frame.width + 2 * slack, height: frame.height + 2 * slack))
        return children.allSatisfy { $0.reaches(into: &areas) }
    }

    /// Whether a modifier draws the view somewhere its frame is not: turned, scaled or shadowed.
    private var movesItsDrawing: Bool {
        paint.contains { modifier in
            switch modifier {
            case .rotationEffect, .scaleEffect, .shadow: true
            default: false
            }
        }
    }

    /// Whether a progress view in it follows a timer: its drawing changes every second, as its
    /// views stay the same.
    public var followsATimer: Bool {
        leaves.contains { leaf in
            if case .progress(let progress, _) = leaf.content { progress.timer != nil } else { false }
        }
    }
}
