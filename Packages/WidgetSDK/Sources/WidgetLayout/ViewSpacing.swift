/// The room a view prefers beside each of its edges, kept as SwiftUI's `ViewSpacing` keeps it: values per
/// edge and per kind of neighbour (a category), so that a stack without a spacing of its own leaves
/// between two views what both prefer, rather than one number everywhere.
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
///
/// Text is laid out in horizontal lines only, so the categories are kept for the top and bottom edges;
/// each edge's values are fields, not a dictionary, as every view of a stack has them.
struct ViewSpacing: Equatable {
    enum Edge: CaseIterable, Hashable {
        case top, leading, bottom, trailing
    }

    /// A text's vertical metrics, as a neighbouring text sees them.
    struct TextLine: Equatable {
        var metrics: FontLineMetrics
        var pixel: Double
    }

    /// What a view names for a neighbouring text: a distance, or its own text's metrics.
    enum TextValue: Equatable {
        case distance(Double)
        case text(TextLine)
    }

    /// One edge's preferences, by category: for any neighbour (uncategorized), "text to text", and the
    /// two categories of a text's edge, told apart by whose they are.
    struct EdgeValues: Equatable {
        var any: Double?
        var textToText: TextValue?
        /// "Edge above text" on a top edge, "edge below text" on a bottom edge: the room a text keeps.
        var ownTextEdge: Double?
        /// "Edge below text" on a top edge, "edge above text" on a bottom edge: what a plain view
        /// names to meet the facing text's room.
        var facingTextEdge: Double?

        /// These values with `other`'s, the larger kept where both have one.
        func union(_ other: EdgeValues) -> EdgeValues {
            func larger(_ a: Double?, _ b: Double?) -> Double? {
                guard let a, let b else { return a ?? b }
                return max(a, b)
            }
            let text: TextValue? = switch (textToText, other.textToText) {
            case (nil, let value), (let value, nil): value
            case (.distance(let a)?, .distance(let b)?): .distance(max(a, b))
            case (.text(let a)?, .text(let b)?): .text(a.metrics.lineHeight >= b.metrics.lineHeight ? a : b)
            case (.text?, .distance?): textToText
            case (.distance?, .text?): other.textToText
            }
            return EdgeValues(
                any: larger(any, other.any), textToText: text, ownTextEdge: larger(ownTextEdge, other.ownTextEdge),
                facingTextEdge: larger(facingTextEdge, other.facingTextEdge))
        }
    }

    var top = EdgeValues()
    var leading = EdgeValues()
    var bottom = EdgeValues()
    var trailing = EdgeValues()

    subscript(edge: Edge) -> EdgeValues {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// No preference: what a stack starts from before its children's.
    static let none = ViewSpacing()

    /// What most views prefer: a text above or below them keeps its own room.
    static let plain = ViewSpacing(top: EdgeValues(facingTextEdge: 0), bottom: EdgeValues(facingTextEdge: 0))

    /// 0 beside every neighbour, on the edges named.
    static func zero(_ edges: [Edge]) -> ViewSpacing {
        var spacing = ViewSpacing()
        for edge in edges { spacing[edge].any = 0 }
        return spacing
    }

    /// A text's preferences, from the metrics of its tallest font; `pixel` is the length a
    /// distance is rounded up to.
    static func text(_ font: FontLineMetrics, pixel: Double) -> ViewSpacing {
        let tenth = (font.lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let line = font.lineHeight + tenth
        let metrics = TextValue.text(TextLine(metrics: font, pixel: pixel))
        return ViewSpacing(
            top: EdgeValues(textToText: metrics, ownTextEdge: line - font.ascender),
            bottom: EdgeValues(textToText: metrics, ownTextEdge: max(line - font.capHeight, tenth + font.descender)))
    }

    /// A symbol's preferences, `depth` being how far it reaches below the baseline of its text: text
    /// above or below it meets it as another glyph would; a shape above keeps that depth from it, a
    /// shape below a point more.
    static func symbol(depth: Double) -> ViewSpacing {
        ViewSpacing(
            top: EdgeValues(textToText: .distance(0), ownTextEdge: depth),
            bottom: EdgeValues(textToText: .distance(0), ownTextEdge: depth + 1))
    }

    /// These preferences with `other`'s on the edges named, the larger kept where both have one.
    func union(_ other: ViewSpacing, edges: Set<Edge>) -> ViewSpacing {
        var result = self
        for edge in edges { result[edge] = self[edge].union(other[edge]) }
        return result
    }

    /// What a plain view prefers on the edges named, in place of these preferences there (a padded edge).
    func reset(_ edges: Set<Edge>) -> ViewSpacing {
        var result = self
        for edge in edges { result[edge] = ViewSpacing.plain[edge] }
        return result
    }

    /// The distance from this view to the next along a stack (horizontal: leading to trailing), or
    /// nil for the platform's default.
    func distance(toNext next: ViewSpacing, horizontal: Bool) -> Double? {
        let (mine, theirs) = horizontal ? (trailing, next.leading) : (bottom, next.top)
        var shared: Double?
        func share(_ distance: Double?) {
            if let distance { shared = max(shared ?? -.infinity, distance) }
        }
        switch (mine.textToText, theirs.textToText) {
        case (.distance(let a)?, .distance(let b)?): share(a + b)
        case (.distance(let a)?, .text?): share(a)
        case (.text?, .distance(let b)?): share(b)
        case (.text?, .text(let lower)?): share((lower.metrics.leading / lower.pixel).rounded(.up) * lower.pixel)
        default: break
        }
        // A text's room meets the plain view's 0 across the gap (each category on both facing edges).
        if let own = mine.ownTextEdge, let facing = theirs.facingTextEdge { share(own + facing) }
        if let facing = mine.facingTextEdge, let own = theirs.ownTextEdge { share(facing + own) }
        if let shared { return shared }
        guard mine.any != nil || theirs.any != nil else { return nil }
        return max(mine.any ?? -.infinity, theirs.any ?? -.infinity)
    }
}
