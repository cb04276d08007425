import WidgetWire

/// One view of the tree as the engine lays it out: the render tree with each modifier made a view
/// of its own (as SwiftUI's modifiers are), the environment resolved, and the sizes it chose for
/// each proposal remembered, so a stack may ask its children as often as it needs to.
final class LayoutBox {
    indirect enum Kind {
        case empty
        case text(TextParagraph, minimumScale: Double)
        /// Colors, shapes and images: they take the space proposed.
        case fill(LaidOutView.Content)
        /// A symbol, sized like a character of its font.
        case symbol(ImageNode, side: Double, weight: Int)
        case spacer(minLength: Double)
        case divider
        case progress(ProgressNode, label: LayoutBox?)
        case control(ControlNode, label: LayoutBox)
        /// A stack and the gaps between its children.
        case stack(horizontal: Bool, alignment: Alignment, gaps: [Double], children: [LayoutBox])
        case zStack(Alignment, [LayoutBox])
        case grid(Alignment, rows: [[LayoutBox]], spacing: (columns: Double, rows: Double))
        /// `ViewThatFits`: the candidates, and the axes they must fit in.
        case fits([LayoutBox], width: Bool, height: Bool)
        case padding(EdgeInsetsValue, LayoutBox)
        case frame(FrameValue, LayoutBox)
        case layered(LayoutBox, decoration: LayoutBox, behind: Bool, Alignment)
        /// `fixedSize`: the content's ideal size on the axes named.
        case fixed(horizontal: Bool, vertical: Bool, LayoutBox)
        /// `offset`: placed moved, sized as its content.
        case offset(x: Double, y: Double, LayoutBox)
        /// `aspectRatio`: the content offered the largest (fit) or smallest (fill) size of this ratio
        /// around the proposal.
        case aspect(ratio: Double?, fill: Bool, LayoutBox)
        /// A view painted differently (opacity, shadow, rotation, scale, …) or a link: laid out as its
        /// content.
        case painted(LayoutBox, paint: [Modifier], url: String?)
        /// `position`: all the space offered, the content's centre at this point of it.
        case position(Point, LayoutBox)
        /// `containerRelativeFrame`: a frame of parts of the container's size (nil: the proposal's).
        case containerFrame(ContainerRelativeFrame, container: Size?, LayoutBox)
    }

    let kind: Kind
    /// The axis of the stack this view is a child of (true: horizontal), for spacers and dividers.
    let stackAxis: Bool?
    let foreground: ColorValue?
    /// `layoutPriority`, seen through the modifiers around the view.
    var priority: Double = 0
    let engine: LayoutEngine
    // The caches are read and written only by the layout running on this tree, one call at a time,
    // so they need no dynamic exclusivity checks (which cost a tenth of a layout).
    @exclusivity(unchecked) private var sizes = SmallCache<Size>()
    /// A stack's children's sizes, by proposal.
    @exclusivity(unchecked) var stackLayouts = SmallCache<StackLayout>()
    @exclusivity(unchecked) private var texts = SmallCache<TextMetrics>()
    @exclusivity(unchecked) private var fittedTexts = SmallCache<TextMetrics>()
    @exclusivity(unchecked) private var ideal: TextMetrics?
    /// Whether the view is a `Spacer` (perhaps painted): it takes what the views beside it leave.
    let isSpacer: Bool
    @exclusivity(unchecked) private var preferredSpacing: ViewSpacing?

    init(_ kind: Kind, stackAxis: Bool?, foreground: ColorValue?, engine: LayoutEngine) {
        self.kind = kind
        self.stackAxis = stackAxis
        self.foreground = foreground
        self.engine = engine
        isSpacer = switch kind {
        case .spacer: true
        case .painted(let content, _, _): content.isSpacer
        default: false
        }
    }

    var isEmpty: Bool { if case .empty = kind { true } else { false } }

    /// The room it prefers beside its edges, found when a stack without a spacing of its own asks.
    var spacing: ViewSpacing {
        if let preferredSpacing { return preferredSpacing }
        let spacing = engine.spacing(of: self)
        preferredSpacing = spacing
        return spacing
    }

    /// The size the view chooses for a proposal.
    func size(for proposal: ProposedSize) -> Size {
        if let known = sizes[proposal] { return known }
        let size = engine.size(of: self, for: proposal)
        sizes.insert(size, for: proposal)
        return size
    }

    /// A text's lines at its ideal width.
    func idealText(measure: () -> TextMetrics) -> TextMetrics {
        if let ideal { return ideal }
        let metrics = measure()
        ideal = metrics
        return metrics
    }

    /// A text's lines in a width (its whole lines), or fitted to a proposal (as many lines as fit
    /// its height, shrunk as far as allowed): each remembered apart, as both may be asked of one width.
    func textMetrics(for proposal: ProposedSize, fitted: Bool, measure: () -> TextMetrics) -> TextMetrics {
        if let known = fitted ? fittedTexts[proposal] : texts[proposal] { return known }
        let metrics = measure()
        if fitted { fittedTexts.insert(metrics, for: proposal) } else { texts.insert(metrics, for: proposal) }
        return metrics
    }
}

/// A stack laid out for one proposal: its size, its children's, the gaps between them and, when it
/// aligns baselines, each child's.
struct StackLayout {
    var size: Size
    var sizes: [Size]
    var gaps: [Double]
    var baselines: [Double]?
}

/// The answers a view gave lately, by proposal: a view is asked a handful of proposals, so a short
/// list searched in order is faster than hashing.
struct SmallCache<Value> {
    private var entries: [(proposal: ProposedSize, value: Value)] = []

    /// The most answers kept; the oldest goes first.
    static var capacity: Int { 12 }

    subscript(proposal: ProposedSize) -> Value? {
        for entry in entries where entry.proposal == proposal { return entry.value }
        return nil
    }

    mutating func insert(_ value: Value, for proposal: ProposedSize) {
        if entries.isEmpty { entries.reserveCapacity(4) }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((proposal, value))
    }
}

/// What a view passes down to its content, as SwiftUI's environment does.
struct LayoutEnvironment {
    var font: FontValue?
    var weight: String?
    var design: String?
    var lineLimit: Int?
    var reservedLines = 0
    var allowsTightening = false
    var textAlignment = "leading"
    var truncation = TruncationMode.tail
    var minimumScale = 1.0
    var foreground: ColorValue?
    /// The axis of the stack whose child is being built (true: horizontal).
    var stackAxis: Bool?
    /// The size of the widget's content area, which `containerRelativeFrame` divides.
    var container: Size?
}

extension LayoutEngine {
    /// The box of a render node in an environment.
    func box(_ node: RenderNode, _ environment: LayoutEnvironment) -> LayoutBox {
        // A group is no view of its own: its modifiers go to each of its views.
        if case .group = node.element, !node.modifiers.isEmpty { return box(RenderNode(.group(node.members)), environment) }
        return box(node, modifiers: node.modifiers[...], environment)
    }

    /// Modifiers apply outermost last: the last one wraps all the others.
    private func box(_ node: RenderNode, modifiers: ArraySlice<Modifier>, _ environment: LayoutEnvironment) -> LayoutBox {
        guard let modifier = modifiers.last else { return element(node.element, environment) }
        let inner = modifiers.dropLast()
        var environment = environment
        func wrap(_ kind: (LayoutBox) -> LayoutBox.Kind) -> LayoutBox {
            let box = box(node, modifiers: inner, environment)
            let wrapper = LayoutBox(kind(box), stackAxis: environment.stackAxis, foreground: environment.foreground, engine: self)
            wrapper.priority = box.priority
            return wrapper
        }
        func decoration(_ decoration: RenderNode) -> LayoutBox {
            var inside = environment
            inside.stackAxis = nil
            return box(decoration, inside)
        }
        switch modifier {
        case .font(let font): environment.font = font
        case .fontWeight(let weight): environment.weight = weight
        case .fontDesign(let design): environment.design = design
        case .lineLimit(let limit): environment.lineLimit = limit
        case .reservedLines(let lines): environment.reservedLines = lines
        case .allowsTightening(let allows): environment.allowsTightening = allows
        case .multilineTextAlignment(let alignment): environment.textAlignment = alignment
        case .minimumScaleFactor(let scale): environment.minimumScale = scale
        case .foregroundStyle(let style): environment.foreground = style
        case .padding(let insets): return wrap { .padding(insets, $0) }
        case .frame(let frame): return wrap { .frame(frame, $0) }
        case .background(let view, let alignment):
            let behind = decoration(view)
            return wrap { .layered($0, decoration: behind, behind: true, Alignment(alignment)) }
        case .overlay(let view, let alignment):
            let front = decoration(view)
            return wrap { .layered($0, decoration: front, behind: false, Alignment(alignment)) }
        case .containerBackground:
            // Drawn behind the whole widget by the root, not here.
            break
        case .truncationMode(let mode): environment.truncation = TruncationMode(rawValue: mode) ?? .tail
        case .layoutPriority(let priority):
            let box = box(node, modifiers: inner, environment)
            box.priority = priority
            return box
        case .fixedSize(let horizontal, let vertical): return wrap { .fixed(horizontal: horizontal, vertical: vertical, $0) }
        case .offset(let x, let y): return wrap { .offset(x: x, y: y, $0) }
        case .aspectRatio(let ratio, let fill): return wrap { .aspect(ratio: ratio, fill: fill, $0) }
        case .position(let x, let y): return wrap { .position(Point(x: x, y: y), $0) }
        case .containerRelativeFrame(let frame): return wrap { .containerFrame(frame, container: environment.container, $0) }
        case .shadow, .cornerRadius, .opacity, .widgetURL, .privacySensitive, .invalidatable, .accentable, .clipped, .clipShape,
            .rotationEffect, .scaleEffect, .accessibilityLabel, .accessibilityHidden, .accessibilityElement:
            return wrap { .painted($0, paint: [modifier], url: nil) }
        }
        return box(node, modifiers: inner, environment)
    }

    private func element(_ element: RenderNode.Element, _ environment: LayoutEnvironment) -> LayoutBox {
        func make(_ kind: LayoutBox.Kind) -> LayoutBox {
            LayoutBox(kind, stackAxis: environment.stackAxis, foreground: environment.foreground, engine: self)
        }
        var inner = environment
        inner.stackAxis = nil
        switch element {
        case .empty: return make(.empty)
        case .group(let children):
            // Outside a stack a group's views stack vertically, as a widget's body does.
            return make(stack(StackNode(axis: .vertical, children: children), environment))
        case .stack(let stack): return make(self.stack(stack, environment))
        case .text(let text):
            var paragraph = paragraph(text.runs, environment)
            // A gradient the whole text is styled in (`Text("a").foregroundStyle(LinearGradient(…))`)
            // spans the text's frame, as SwiftUI paints it: it is the text's foreground style.
            guard case .gradient = paragraph.spans.first?.paint.color, let gradient = paragraph.spans.first?.paint.color,
                paragraph.spans.allSatisfy({ $0.paint.color == gradient })
            else { return make(.text(paragraph, minimumScale: environment.minimumScale)) }
            paragraph.spans = paragraph.spans.map { span in
                var span = span
                span.paint.color = nil
                return span
            }
            return LayoutBox(
                .text(paragraph, minimumScale: environment.minimumScale), stackAxis: environment.stackAxis, foreground: gradient, engine: self)
        case .truncated:
            return make(.text(paragraph([.verbatim("…")], environment), minimumScale: 1))
        case .spacer(let minLength): return make(.spacer(minLength: minLength ?? metrics.defaultSpacing))
        case .color(let color): return make(.fill(.color(color)))
        case .shape(let shape): return make(.fill(.shape(shape)))
        case .image(let image):
            guard image.systemName != nil else { return make(.fill(.image(image))) }
            let font = baseFont(environment)
            return make(.symbol(image, side: (font.size * 1.2 * image.scale.factor).rounded(), weight: font.weight))
        case .divider: return make(.divider)
        case .progress(let progress):
            return make(.progress(progress, label: progress.label.map { box($0, inner) }))
        case .link(let url, let content):
            return make(.painted(box(content, inner), paint: [], url: url))
        case .control(let control):
            return make(.control(control, label: box(control.label, inner)))
        }
    }

    private func stack(_ stack: StackNode, _ environment: LayoutEnvironment) -> LayoutBox.Kind {
        let horizontal = stack.axis == .horizontal
        var inner = environment
        inner.stackAxis = stack.axis == .vertical ? false : stack.axis == .horizontal ? true : nil
        // A group's views join the stack they are in.
        func flattened(_ nodes: [RenderNode]) -> [RenderNode] { nodes.flatMap(\.members) }
        let children = flattened(stack.children).map { box($0, inner) }.filter { !$0.isEmpty }
        switch stack.axis {
        case .vertical, .horizontal:
            return .stack(horizontal: horizontal, alignment: Alignment(stack.alignment), gaps: gaps(children, spacing: stack.spacing, horizontal: horizontal), children: children)
        case .depth:
            return .zStack(Alignment(stack.alignment), children)
        case .fits, .fitsWidth, .fitsHeight:
            return .fits(children, width: stack.axis != .fitsHeight, height: stack.axis != .fitsWidth)
        case .grid:
            var rowEnvironment = environment
            rowEnvironment.stackAxis = true
            var columnSpacing: Double?
            let rows = flattened(stack.children).map { row -> [LayoutBox] in
                if case .stack(let cells) = row.element, cells.axis == .horizontal, row.modifiers.isEmpty {
                    // A row's spacing is the grid's between columns.
                    columnSpacing = columnSpacing ?? cells.spacing
                    return flattened(cells.children).map { box($0, rowEnvironment) }
                }
                return [box(row, inner)]
            }
            return .grid(
                Alignment(stack.alignment), rows: rows,
                spacing: (columnSpacing ?? metrics.defaultSpacing, stack.spacing ?? metrics.defaultSpacing))
        }
    }

    /// The gaps between a stack's children: its spacing, or what the views on each side prefer
    /// (``ViewSpacing``).
    private func gaps(_ children: [LayoutBox], spacing: Double?, horizontal: Bool) -> [Double] {
        zip(children, children.dropFirst()).map { first, second in
            spacing ?? first.spacing.distance(toNext: second.spacing, horizontal: horizontal) ?? metrics.defaultSpacing
        }
    }

    private func baseFont(_ environment: LayoutEnvironment) -> FontSpec {
        var font = metrics.font(environment.font)
        if let weight = environment.weight.flatMap(LayoutMetrics.weight) { font.weight = weight }
        if let design = environment.design.flatMap(FontSpec.Design.init(rawValue:)) { font.design = design }
        return font
    }

    /// A text's runs as spans in their fonts, dates and symbols as they read now.
    private func paragraph(_ runs: [TextRun], _ environment: LayoutEnvironment) -> TextParagraph {
        var spans: [TextSpan] = []
        func add(_ runs: [TextRun], _ font: FontSpec, _ kerning: Double, _ paint: TextSpan.Paint) {
            for run in runs {
                switch run {
                case .verbatim(let text): spans.append(TextSpan(text: text, font: font, kerning: kerning, paint: paint))
                case .styled(let inner, let style):
                    var painted = paint
                    if let color = style.color { painted.color = color }
                    painted.underline = painted.underline || style.underline
                    painted.strikethrough = painted.strikethrough || style.strikethrough
                    var styled = style.font.map { metrics.font($0) } ?? font
                    if let weight = style.weight.flatMap(LayoutMetrics.weight) { styled.weight = weight }
                    if style.italic { styled.italic = true }
                    if style.monospacedDigit { styled.monospacedDigit = true }
                    add(inner, styled, style.kerning ?? kerning, painted)
                case .symbol: spans.append(TextSpan(text: runText(run), font: font, kerning: kerning, paint: paint))
                case .date, .timer:
                    var live = paint
                    live.live = run
                    spans.append(TextSpan(text: runText(run), font: font, kerning: kerning, paint: live))
                }
            }
        }
        add(runs, baseFont(environment), 0, TextSpan.Paint())
        return TextParagraph(
            spans: spans, lineLimit: environment.lineLimit, alignment: environment.textAlignment, truncation: environment.truncation,
            reservedLines: environment.reservedLines, allowsTightening: environment.allowsTightening)
    }
}

extension RenderNode {
    /// The views a container lays out for this node: itself, or a group's views (`Group`, `ForEach`,
    /// a builder's several), groups within opened in turn, each with the group's modifiers outside its
    /// own, as SwiftUI applies a `Group`'s modifiers to each view in it. An `EmptyView` in a group is
    /// no view, so nothing is applied to it.
    var members: [RenderNode] {
        guard case .group(let children) = element else { return [self] }
        return children.flatMap(\.members).compactMap { member in
            if member.element == .empty, member.modifiers.isEmpty { return nil }
            return RenderNode(member.element, modifiers: member.modifiers + modifiers)
        }
    }
}
