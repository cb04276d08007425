import Foundation
import WidgetWire

/// A column of a `LazyVGrid`, or a row of a `LazyHGrid`: its size, the space after it, and where
/// its cells sit.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space, within these bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Cells in rows, as many a row as it has columns.
public struct LazyVGrid<Content: View>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let grid: TrackGrid

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        grid = TrackGrid(tracks: columns, alignment: alignment.name, spacing: spacing, vertical: true, content: content())
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.grid.node(in: environment) }
}

/// Cells in columns, as many a column as it has rows.
public struct LazyHGrid<Content: View>: View {
    public var body: Never { return primitiveBody(Self.self) }

    let grid: TrackGrid

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        grid = TrackGrid(tracks: rows, alignment: alignment.name, spacing: spacing, vertical: false, content: content())
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.grid.node(in: environment) }
}

/// A lazy grid as stacks: a vertical grid is a column of rows, each cell in a frame its column's
/// size sets; the last row is filled out with empty cells so the columns line up. The tracks are the
/// first one's spacing apart (SwiftUI's 8 pt when it has none) in every row alike: spacing that
/// depended on the cells, as a stack's does, would widen the columns of a last row that has fewer. Adaptive tracks
/// are counted in the widget's content width (or height): a grid inside narrower views gets as many.
struct TrackGrid {
    let tracks: [GridItem]
    let alignment: String
    let spacing: CGFloat?
    let vertical: Bool
    let children: (EnvironmentValues) -> [RenderNode]

    init(tracks: [GridItem], alignment: String, spacing: CGFloat?, vertical: Bool, content: some View) {
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
        self.vertical = vertical
        children = { ViewEvaluator.children(of: content, in: $0) }
    }

    /// The tracks with adaptive ones expanded into as many flexible ones as fit.
    func resolved(in environment: EnvironmentValues) -> [GridItem] {
        let margins = environment.widgetContentMargins
        let size = environment.widgetSize
        let available = vertical ? size.width - margins.leading - margins.trailing : size.height - margins.top - margins.bottom
        return tracks.flatMap { track -> [GridItem] in
            guard case .adaptive(let minimum, let maximum) = track.size else { return [track] }
            let gap = Double(track.spacing ?? 8)
            let count = max(1, Int((available + gap) / (Double(minimum) + gap)))
            return Array(repeating: GridItem(.flexible(minimum: minimum, maximum: maximum), spacing: track.spacing, alignment: track.alignment), count: count)
        }
    }

    func node(in environment: EnvironmentValues) -> RenderNode {
        let tracks = resolved(in: environment)
        guard !tracks.isEmpty else { return .empty }
        let cells = children(environment)
        let lines = stride(from: 0, to: cells.count, by: tracks.count).map { start in
            let line = Array(cells[start..<min(start + tracks.count, cells.count)])
            let filled = line + Array(repeating: RenderNode.empty, count: tracks.count - line.count)
            return RenderNode(.stack(StackNode(
                axis: vertical ? .horizontal : .vertical, alignment: "center", spacing: Double(tracks.first?.spacing ?? 8),
                children: zip(filled, tracks).map { cell, track in framed(cell, in: track) })))
        }
        return RenderNode(.stack(StackNode(
            axis: vertical ? .vertical : .horizontal, alignment: alignment, spacing: spacing.map(Double.init), children: lines)))
    }

    /// A cell in its track: a fixed length, or a flexible one within the track's bounds; an empty
    /// cell takes no space across.
    private func framed(_ cell: RenderNode, in track: GridItem) -> RenderNode {
        var frame = FrameValue(alignment: track.alignment?.name ?? "center")
        switch track.size {
        case .fixed(let length):
            if vertical { frame.width = Double(length) } else { frame.height = Double(length) }
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            if vertical {
                (frame.minWidth, frame.maxWidth) = (Double(minimum), Double(maximum))
            } else {
                (frame.minHeight, frame.maxHeight) = (Double(minimum), Double(maximum))
            }
        }
        if case .empty = cell.element {
            if vertical { frame.height = 0 } else { frame.width = 0 }
        }
        var node = cell
        node.modifiers.append(.frame(frame))
        return node
    }
}
