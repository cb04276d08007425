import WidgetLayout
import WidgetWire

extension LaidOutView {
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
        guard let reach = ownReach else { return false }
        areas.append(reach)
        return children.allSatisfy { $0.reaches(into: &areas) }
    }

    /// Whether a progress view in it follows a timer: its drawing changes every second, as its
    /// views stay the same.
    public var followsATimer: Bool {
        containsView { view in
            if case .progress(let progress, _) = view.content { progress.timer != nil } else { false }
        }
    }
}
