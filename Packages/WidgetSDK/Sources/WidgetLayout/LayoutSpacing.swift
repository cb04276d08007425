import WidgetWire

extension LayoutEngine {
    /// The room a view prefers beside its edges (``ViewSpacing``), seen through its modifiers.
    func spacing(of box: LayoutBox) -> ViewSpacing {
        switch box.kind {
        case .empty: return .zero(ViewSpacing.Edge.allCases)
        case .text(let paragraph, _):
            let fonts = paragraph.spans.map { measurer.lineMetrics(of: $0.font) }
            guard let tallest = fonts.max(by: { $0.lineHeight < $1.lineHeight }) else { return .plain }
            return .text(tallest, pixel: metrics.pixelLength)
        case .symbol(_, let side, _): return .symbol(depth: side * 0.2)
        case .spacer:
            switch box.stackAxis {
            case true?: return .zero([.leading, .trailing])
            case false?: return .zero([.top, .bottom])
            case nil: return .zero(ViewSpacing.Edge.allCases)
            }
        case .fill, .divider, .progress, .control, .position: return .plain
        case .stack(let horizontal, _, _, let children):
            let (first, last): (ViewSpacing.Edge, ViewSpacing.Edge) = horizontal ? (.leading, .trailing) : (.top, .bottom)
            let across: Set<ViewSpacing.Edge> = horizontal ? [.top, .bottom] : [.leading, .trailing]
            var spacing = ViewSpacing.none
            for (index, child) in children.enumerated() {
                var edges = across
                if index == 0 { edges.insert(first) }
                if index == children.count - 1 { edges.insert(last) }
                spacing = spacing.union(child.spacing, edges: edges)
            }
            return spacing
        case .zStack(_, let children), .fits(let children, _, _):
            return children.reduce(.none) { $0.union($1.spacing, edges: Set(ViewSpacing.Edge.allCases)) }
        case .grid(_, let rows, _):
            return rows.joined().reduce(.none) { $0.union($1.spacing, edges: Set(ViewSpacing.Edge.allCases)) }
        case .padding(let insets, let content):
            var padded: Set<ViewSpacing.Edge> = []
            if insets.top != 0 { padded.insert(.top) }
            if insets.leading != 0 { padded.insert(.leading) }
            if insets.bottom != 0 { padded.insert(.bottom) }
            if insets.trailing != 0 { padded.insert(.trailing) }
            return content.spacing.reset(padded)
        case .frame(_, let content), .layered(let content, _, _, _), .painted(let content, _, _), .offset(_, _, let content),
            .fixed(_, _, let content), .aspect(_, _, let content), .containerFrame(_, _, let content):
            return content.spacing
        }
    }
}
