/// The room a view prefers beside each of its edges, kept as SwiftUI's `ViewSpacing` keeps it: a value
/// per edge and per kind of neighbour (a category), so that a stack without a spacing of its own
/// leaves between two views what both prefer, rather than one number everywhere.
///
/// The rules (from SwiftUI's `Spacing`, as the OpenSwiftUI project has described its categories and
/// text metrics, and from frames Apple's SwiftUI lays out):
/// - Between two views the distance is the largest over the categories both name on the facing
///   edges (a distance and a distance add up; text against text is the lower text's leading); when
///   none is shared, the larger of the uncategorized values either has; when neither has one, the
///   platform's default (8 pt).
/// - Most views (colors, shapes, images, controls) name only the categories "edge above text" on their
///   bottom and "edge below text" on their top, at 0: two of them are 8 pt apart, and a text above or
///   below one keeps its own room. Side by side, every two views are 8 pt apart.
/// - A text names "text to text" with its font's metrics, "edge above text" on its top (its line
///   height plus a tenth, less its ascender) and "edge below text" on its bottom (the same less its
///   cap height, or a tenth plus its descender if more): text to text 0 with fonts that have no line
///   gap, a shape above a text about 5 pt at 13 pt, a text above a shape about 8.3 pt.
/// - A symbol image names "text to text" at 0, so it sits on a text below or above it as a glyph would;
///   how far it reaches below its baseline (a fifth of its height here, an estimate) is its room from
///   a shape above, a point more from one below.
/// - A spacer prefers 0 on the edges along its stack, whatever is beside it.
/// - A stack prefers its first child's leading edge and its last child's trailing edge along its
///   axis, and every child's edges across it; a padded edge prefers what a plain view does.
struct ViewSpacing: Equatable {
    /// Text is laid out in horizontal lines only, so its categories are of the top and bottom edges.
    enum Category: Hashable {
        case textToText, edgeAboveText, edgeBelowText
    }

    enum Edge: CaseIterable, Hashable {
        case top, leading, bottom, trailing

        /// The edge facing this one across a gap.
        var opposite: Edge {
            switch self {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        }
    }

    struct Key: Hashable {
        /// nil: a value for any neighbour, used when no category is shared.
        var category: Category?
        var edge: Edge
    }

    /// A text's vertical metrics, as the text above (`above`) or below a gap sees them.
    struct TextLine: Equatable {
        var metrics: FontLineMetrics
        var pixel: Double
    }

    enum Value: Equatable {
        case distance(Double)
        case text(TextLine)

        /// The distance two facing values ask for together; nil when they say nothing of each other.
        func distance(to other: Value) -> Double? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), .text): a
            case (.text, .distance(let b)): b
            case (.text, .text(let lower)): (lower.metrics.leading / lower.pixel).rounded(.up) * lower.pixel
            }
        }

        /// The larger of two values for one key.
        static func larger(_ a: Value, _ b: Value) -> Value {
            switch (a, b) {
            case (.distance(let x), .distance(let y)): .distance(max(x, y))
            case (.text(let x), .text(let y)): x.metrics.lineHeight >= y.metrics.lineHeight ? a : b
            case (.text, .distance): a
            case (.distance, .text): b
            }
        }
    }

    var minima: [Key: Value]

    /// No preference: what a stack starts from before its children's.
    static let none = ViewSpacing(minima: [:])

    /// What most views prefer: a text beside them keeps its own room.
    static let plain = ViewSpacing(minima: [
        Key(category: .edgeBelowText, edge: .top): .distance(0), Key(category: .edgeAboveText, edge: .bottom): .distance(0),
    ])

    /// 0 beside every neighbour, on the edges named.
    static func zero(_ edges: [Edge]) -> ViewSpacing {
        ViewSpacing(minima: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), .distance(0)) }))
    }

    /// A text's preferences, from the metrics of its tallest font; `pixel` is the length a
    /// distance is rounded up to.
    static func text(_ font: FontLineMetrics, pixel: Double) -> ViewSpacing {
        let tenth = (font.lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let line = font.lineHeight + tenth
        let metrics = TextLine(metrics: font, pixel: pixel)
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .text(metrics), Key(category: .textToText, edge: .bottom): .text(metrics),
            Key(category: .edgeAboveText, edge: .top): .distance(line - font.ascender),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(line - font.capHeight, tenth + font.descender)),
        ])
    }

    /// A symbol's preferences, `depth` being how far it reaches below the baseline of its text: text
    /// above or below it meets it as another glyph would; a shape above keeps that depth from it, a
    /// shape below a point more.
    static func symbol(depth: Double) -> ViewSpacing {
        ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .distance(0), Key(category: .textToText, edge: .bottom): .distance(0),
            Key(category: .edgeAboveText, edge: .top): .distance(depth), Key(category: .edgeBelowText, edge: .bottom): .distance(depth + 1),
        ])
    }

    /// These preferences with `other`'s on the edges named, the larger kept where both have one.
    func union(_ other: ViewSpacing, edges: Set<Edge>) -> ViewSpacing {
        var result = self
        for (key, value) in other.minima where edges.contains(key.edge) {
            result.minima[key] = minima[key].map { Value.larger($0, value) } ?? value
        }
        return result
    }

    /// What a plain view prefers on the edges named, in place of these preferences there (a padded edge).
    func reset(_ edges: Set<Edge>) -> ViewSpacing {
        var result = ViewSpacing(minima: minima.filter { !edges.contains($0.key.edge) })
        return result.union(.plain, edges: edges)
    }

    /// The distance from this view to the next along a stack (horizontal: leading to trailing), or
    /// nil for the platform's default.
    func distance(toNext next: ViewSpacing, horizontal: Bool) -> Double? {
        let from: Edge = horizontal ? .trailing : .bottom
        var shared: Double?
        for (key, value) in minima where key.edge == from && key.category != nil {
            guard let facing = next.minima[Key(category: key.category, edge: from.opposite)], let distance = value.distance(to: facing) else { continue }
            shared = max(shared ?? -.infinity, distance)
        }
        if let shared { return shared }
        let mine = minima[Key(category: nil, edge: from)].flatMap(\.plainDistance)
        let theirs = next.minima[Key(category: nil, edge: from.opposite)].flatMap(\.plainDistance)
        guard mine != nil || theirs != nil else { return nil }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }
}

extension ViewSpacing.Value {
    var plainDistance: Double? { if case .distance(let distance) = self { distance } else { nil } }
}
