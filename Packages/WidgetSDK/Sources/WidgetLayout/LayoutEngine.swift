import WidgetWire

/// Lays a render tree out as SwiftUI does: the parent proposes a size, the child chooses its own,
/// the parent places it. Every surface draws the frames it computes.
///
/// The rules, where SwiftUI documents none, are written once here (and listed in the README):
/// a stack leaves between two views what both prefer (``ViewSpacing``: none between two lines of
/// text, 8 pt between two shapes, none beside a `Spacer`), and
/// offers its spacers what its other views leave (their least length kept for them); a
/// color, shape or image takes the space proposed (10 pt when asked for its ideal size); a symbol is
/// a square 1.2 times its font's size; a linear progress bar is 4 pt tall; a circular one is a square.
public struct LayoutEngine: Sendable {
    public var metrics: LayoutMetrics
    public var measurer: any TextMeasuring
    /// What a date, timer or symbol run of a text reads at the moment drawn.
    public var runText: @Sendable (TextRun) -> String

    public init(
        metrics: LayoutMetrics = LayoutMetrics(), measurer: any TextMeasuring,
        runText: @escaping @Sendable (TextRun) -> String = { _ in "" }
    ) {
        self.metrics = metrics
        self.measurer = measurer
        self.runText = runText
    }

    /// A widget's views placed in a widget of `size`: its container background behind everything,
    /// its content inside `margins`, centred, as WidgetKit places it.
    public func layout(_ root: RenderNode, in size: Size, margins: EdgeInsetsValue) -> LaidOutView {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var layers: [LaidOutView] = []
        let inner = bounds.inset(by: margins)
        var environment = LayoutEnvironment()
        environment.container = inner.size
        if let background = root.containerBackground {
            let box = box(background, environment)
            layers.append(place(box, in: bounds))
        }
        let content = box(root, environment)
        let chosen = content.size(for: ProposedSize(inner.size))
        let origin = Point(x: inner.minX + (inner.width - chosen.width) / 2, y: inner.minY + (inner.height - chosen.height) / 2)
        layers.append(place(content, in: Rect(x: origin.x, y: origin.y, width: chosen.width, height: chosen.height)))
        return LaidOutView(frame: bounds, content: .container, children: layers)
    }

    /// The size a view chooses when offered `proposal`, laid out on its own.
    public func size(of node: RenderNode, for proposal: ProposedSize) -> Size {
        box(node, LayoutEnvironment()).size(for: proposal)
    }

    // MARK: - Sizing

    func size(of box: LayoutBox, for proposal: ProposedSize) -> Size {
        switch box.kind {
        case .empty: return .zero
        case .text(let paragraph, let minimumScale):
            return text(box, paragraph, minimumScale: minimumScale, proposal).size
        case .fill: return Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .symbol(let image, let side, _):
            // A resizable symbol takes the square its proposal holds, as large as its font's without one.
            guard image.resizable else { return Size(width: side, height: side) }
            let fitted = min(proposal.width ?? side, proposal.height ?? side)
            return Size(width: fitted, height: fitted)
        case .spacer(let minLength):
            switch box.stackAxis {
            case true?: return Size(width: max(minLength, proposal.width ?? 0), height: 0)
            case false?: return Size(width: 0, height: max(minLength, proposal.height ?? 0))
            case nil: return Size(width: max(minLength, proposal.width ?? 0), height: max(minLength, proposal.height ?? 0))
            }
        case .divider:
            return box.stackAxis == true
                ? Size(width: metrics.hairline.width, height: proposal.height ?? 0) : Size(width: proposal.width ?? 0, height: metrics.hairline.height)
        case .progress(let progress, let label):
            return self.progress(progress, label: label, proposal).size
        case .control(let control, let label):
            let labelSize = label.size(for: labelProposal(control, proposal))
            // A custom style's body is the whole control.
            if control.styled { return labelSize }
            guard control.kind == .toggle else { return Size(width: labelSize.width + 2 * metrics.buttonInset, height: labelSize.height) }
            let room = ToggleSwitch.room
            return Size(
                width: proposal.width.map { max($0, labelSize.width + room) } ?? labelSize.width + room,
                height: max(labelSize.height, ToggleSwitch.size.height))
        case .stack(let horizontal, let alignment, let gaps, let children):
            return stack(box, horizontal, alignment, gaps, children, proposal).size
        case .zStack(_, let children):
            let sizes = children.map { $0.size(for: proposal) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .grid(_, let rows, let spacing):
            return grid(rows, spacing, proposal).size
        case .fits(let candidates, let width, let height):
            return fitting(candidates, width: width, height: height, proposal)?.size(for: proposal) ?? .zero
        case .padding(let insets, let content):
            let inner = content.size(for: proposal.inset(by: insets))
            return Size(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
        case .frame(let frame, let content):
            return self.frame(frame, content, proposal).size
        case .layered(let content, _, _, _), .painted(let content, _, _), .offset(_, _, let content):
            return content.size(for: proposal)
        case .fixed(let horizontal, let vertical, let content):
            return content.size(for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .aspect(let ratio, let fill, let content):
            return content.size(for: aspect(ratio, fill: fill, content, proposal))
        case .position(_, let content):
            let fallback = proposal.width == nil || proposal.height == nil ? content.size(for: proposal) : .zero
            return Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height)
        case .containerFrame(let frame, let container, let content):
            return containerFrame(frame, container, content, proposal).size
        }
    }

    /// A container-relative frame's size, and what it offers its content: the parts of the
    /// container along the axes named, the proposal (and the content's choice) along the others.
    private func containerFrame(
        _ frame: ContainerRelativeFrame, _ container: Size?, _ content: LayoutBox, _ proposal: ProposedSize
    ) -> (size: Size, offer: ProposedSize) {
        func along(_ named: Bool, _ containerLength: Double?, _ proposed: Double?) -> Double? {
            guard named else { return proposed }
            return (containerLength ?? proposed).map { frame.length(in: $0.isFinite ? $0 : 0) }
        }
        let offer = ProposedSize(
            width: along(frame.horizontal, container?.width, proposal.width), height: along(frame.vertical, container?.height, proposal.height))
        let chosen = content.size(for: offer)
        let size = Size(
            width: frame.horizontal ? offer.width ?? chosen.width : chosen.width, height: frame.vertical ? offer.height ?? chosen.height : chosen.height)
        return (size, offer)
    }

    /// What `aspectRatio` offers its content: the size of the ratio that fits in (or fills) the
    /// proposal; from the one length proposed; or from the content's ideal width.
    private func aspect(_ ratio: Double?, fill: Bool, _ content: LayoutBox, _ proposal: ProposedSize) -> ProposedSize {
        let ideal = ratio == nil || (proposal.width == nil && proposal.height == nil) ? content.size(for: .unspecified) : nil
        let ratio = ratio ?? ideal.map { $0.height > 0 ? $0.width / $0.height : 1 } ?? 1
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let width?, let height?):
            let wider = width / max(height, 0.001) > ratio
            return wider != fill ? ProposedSize(width: height * ratio, height: height) : ProposedSize(width: width, height: width / ratio)
        case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil):
            guard proposal.width == nil && proposal.height == nil, let ideal else { return proposal }
            return ProposedSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    /// A text's size: its lines in the width proposed, as many as fit the height proposed (at least
    /// one), shrunk down to `minimumScale` before it is truncated. A text that may shrink shrinks until
    /// it fits the proposal's width and height (a single glyph too: SwiftUI's
    /// `Text("🐳").font(.system(size: 500)).minimumScaleFactor(0.01)` in a 50-pt frame is 50 pt tall).
    private func text(_ box: LayoutBox, _ paragraph: TextParagraph, minimumScale: Double, _ proposal: ProposedSize) -> TextMetrics {
        // Offered its ideal width or more, a text keeps its ideal lines (measuring again at exactly
        // that width could break a line by a rounding error); a height matters only when the lines
        // at that width are taller. So most proposals share one measurement.
        let ideal = box.idealText { measurer.measure(paragraph, width: nil, maximumLines: paragraph.lineLimit) }
        let width = proposal.width.flatMap { $0.isFinite && $0 < ideal.size.width - 0.01 ? $0 : nil }
        let wide = box.textMetrics(for: ProposedSize(width: width, height: nil), fitted: false) {
            width == nil ? ideal : measurer.measure(paragraph, width: width, maximumLines: paragraph.lineLimit)
        }
        // A text that may shrink fits its proposal exactly (a container sized by it, then offering it
        // that size, would otherwise let it grow by the slack each time).
        let shrinks = minimumScale < 1
        let slack = shrinks ? 0.01 : 0.5
        let height = proposal.height.flatMap { $0.isFinite && wide.size.height > $0 + slack && (wide.lineCount > 1 || shrinks) ? $0 : nil }
        /// Whether the text at a scale leaves something out or reaches past the proposal.
        func overflows(_ metrics: TextMetrics) -> Bool {
            metrics.isTruncated || metrics.size.width > (width ?? .infinity) + 0.01 || metrics.size.height > (height ?? .infinity) + slack
        }
        let fitted = height == nil && !(shrinks && overflows(wide)) ? wide : box.textMetrics(for: ProposedSize(width: width, height: height), fitted: true) {
            func measure(_ scale: Double) -> TextMetrics {
                let scaled = paragraph.scaled(scale)
                var metrics = scale == 1 ? wide : measurer.measure(scaled, width: width, maximumLines: paragraph.lineLimit)
                if let height, metrics.size.height > height + 0.5, metrics.lineCount > 1 {
                    let lineHeight = metrics.size.height / Double(metrics.lineCount)
                    let lines = max(1, Int((height + 0.5) / lineHeight))
                    metrics = measurer.measure(scaled, width: width, maximumLines: min(lines, paragraph.lineLimit ?? lines))
                }
                metrics.scale = scale
                return metrics
            }
            let full = measure(1)
            guard shrinks, overflows(full) else { return full }
            // The largest scale at which nothing is cut or reaches past the proposal, to within 1%.
            var low = max(minimumScale, 0.001)
            var high = 1.0
            var best = measure(low)
            guard !overflows(best) else { return best }
            while high / low > 1.01 {
                let middle = (low + high) / 2
                let metrics = measure(middle)
                if overflows(metrics) { high = middle } else { (low, best) = (middle, metrics) }
            }
            return best
        }
        guard paragraph.reservedLines > fitted.lineCount, fitted.lineCount > 0 else { return fitted }
        // Lines reserved and not filled are left blank below the text.
        var reserved = fitted
        reserved.size.height = fitted.size.height / Double(fitted.lineCount) * Double(paragraph.reservedLines)
        return reserved
    }

    /// What a control offers its label: a toggle keeps room for its switch and the gap before it, a
    /// button its insets; a custom style's body is offered all.
    private func labelProposal(_ control: ControlNode, _ proposal: ProposedSize) -> ProposedSize {
        if control.styled { return proposal }
        guard control.kind == .toggle else {
            return ProposedSize(width: proposal.width.map { max(0, $0 - 2 * metrics.buttonInset) }, height: proposal.height)
        }
        return ProposedSize(width: proposal.width.map { max(0, $0 - ToggleSwitch.room) }, height: proposal.height)
    }

    /// A progress view's size and the frames of its label and its bar or ring.
    private func progress(_ progress: ProgressNode, label: LayoutBox?, _ proposal: ProposedSize) -> (size: Size, label: Rect?, bar: Rect) {
        switch progress.style {
        case .circular, .accessoryCircular:
            let side = min(proposal.width ?? 32, proposal.height ?? 32)
            let ring = Rect(x: 0, y: 0, width: side, height: side)
            guard let label else { return (ring.size, nil, ring) }
            let inset = side * 0.18
            let labelSize = label.size(for: ProposedSize(width: max(0, side - 2 * inset), height: max(0, side - 2 * inset)))
            return (ring.size, Rect(x: (side - labelSize.width) / 2, y: (side - labelSize.height) / 2, width: labelSize.width, height: labelSize.height), ring)
        case .linear, .gauge, .accessoryLinear:
            let width = proposal.width ?? 100
            guard let label else { return (Size(width: width, height: 4), nil, Rect(x: 0, y: 0, width: width, height: 4)) }
            let labelSize = label.size(for: ProposedSize(width: proposal.width, height: nil))
            let total = Size(width: max(width, labelSize.width), height: labelSize.height + 4 + 4)
            return (total, Rect(x: 0, y: 0, width: labelSize.width, height: labelSize.height), Rect(x: 0, y: labelSize.height + 4, width: total.width, height: 4))
        }
    }

    /// A stack's children's sizes for a proposal, worked out once for its size and its placement.
    private func stack(
        _ box: LayoutBox, _ horizontal: Bool, _ alignment: Alignment, _ gaps: [Double], _ children: [LayoutBox], _ proposal: ProposedSize
    ) -> StackLayout {
        if let known = box.stackLayouts[proposal] { return known }
        let laid = stack(horizontal, alignment, gaps, children, proposal)
        box.stackLayouts.insert(laid, for: proposal)
        return laid
    }

    /// Offers each child of a stack its share: the least flexible first, within each layout
    /// priority (highest first), each offered an equal part of what is left.
    private func stack(
        _ horizontal: Bool, _ alignment: Alignment, _ gaps: [Double], _ children: [LayoutBox], _ proposal: ProposedSize
    ) -> StackLayout {
        let cross = proposal.across(horizontal)
        let gapTotal = gaps.reduce(0, +)
        var sizes: [Size]
        if let main = proposal.along(horizontal), main.isFinite {
            // Each child's least and greatest length, and where it comes in the order of offers.
            struct Child { var smallest, flexibility, priority: Double; var isView: Bool }
            let measured = children.map { child in
                let smallest = child.size(for: .main(0, cross: cross, horizontal: horizontal)).along(horizontal)
                let largest = child.size(for: .main(.infinity, cross: cross, horizontal: horizontal)).along(horizontal)
                return Child(smallest: smallest, flexibility: largest - smallest, priority: child.priority, isView: !child.isSpacer)
            }
            // Highest priority first; within one, views before spacers (a spacer takes what the views
            // leave), and the least flexible first.
            func sameGroup(_ a: Int, _ b: Int) -> Bool { measured[a].priority == measured[b].priority && measured[a].isView == measured[b].isView }
            var order = Array(children.indices)
            order.sort { a, b in
                let (x, y) = (measured[a], measured[b])
                if x.priority != y.priority { return x.priority > y.priority }
                if x.isView != y.isView { return x.isView }
                return x.flexibility < y.flexibility
            }
            sizes = Array(repeating: .zero, count: children.count)
            var remaining = main - gapTotal
            var start = 0
            while start < order.count {
                var end = start
                while end < order.count && sameGroup(order[end], order[start]) { end += 1 }
                // What lower priorities need at least stays theirs.
                var reserved = 0.0
                for index in order[end...] { reserved += measured[index].smallest }
                var available = remaining - reserved
                for offset in start..<end {
                    let index = order[offset]
                    let offer = max(0, available / Double(end - offset))
                    sizes[index] = children[index].size(for: .main(offer, cross: cross, horizontal: horizontal))
                    available -= sizes[index].along(horizontal)
                    remaining -= sizes[index].along(horizontal)
                }
                start = end
            }
        } else {
            sizes = children.map { $0.size(for: .main(proposal.along(horizontal), cross: cross, horizontal: horizontal)) }
        }
        var length = gapTotal
        var thickness = 0.0
        for size in sizes {
            length += size.along(horizontal)
            thickness = max(thickness, size.across(horizontal))
        }
        if horizontal, let baseline = alignment.baseline {
            let baselines = zip(children, sizes).map { self.baseline(of: $0, in: $1, baseline) }
            let above = baselines.max() ?? 0
            let below = zip(sizes, baselines).map { $0.height - $1 }.max() ?? 0
            return StackLayout(size: Size(width: length, height: above + below), sizes: sizes, gaps: gaps, baselines: baselines)
        }
        return StackLayout(size: .main(length, cross: thickness, horizontal: horizontal), sizes: sizes, gaps: gaps, baselines: nil)
    }

    /// Where a view's first or last text baseline is, from its top; its bottom when it has no text.
    func baseline(of box: LayoutBox, in size: Size, _ which: Alignment.Baseline) -> Double {
        switch box.kind {
        case .text(let paragraph, let minimumScale):
            let metrics = text(box, paragraph, minimumScale: minimumScale, ProposedSize(size))
            return which == .first ? metrics.firstBaseline : metrics.lastBaseline
        case .padding(let insets, let content):
            return insets.top + baseline(of: content, in: content.size(for: ProposedSize(size).inset(by: insets)), which)
        case .layered(let content, _, _, _), .painted(let content, _, _), .offset(_, _, let content), .fixed(_, _, let content),
            .aspect(_, _, let content):
            return baseline(of: content, in: size, which)
        case .containerFrame(let frame, let container, let content):
            let childSize = content.size(for: containerFrame(frame, container, content, ProposedSize(size)).offer)
            let y = Alignment.offset(Alignment(frame.alignment).vertical, child: childSize.height, in: size.height)
            return y + baseline(of: content, in: childSize, which)
        case .frame(let frame, let content):
            let (_, childSize, _) = self.frame(frame, content, ProposedSize(size))
            let y = Alignment.offset(Alignment(frame.alignment).vertical, child: childSize.height, in: size.height)
            return y + baseline(of: content, in: childSize, which)
        case .stack(let horizontal, let alignment, let gaps, let children) where !children.isEmpty:
            let laid = stack(box, horizontal, alignment, gaps, children, ProposedSize(size))
            if horizontal {
                let index = which == .first ? 0 : children.count - 1
                let y = laid.baselines.map { ($0.max() ?? 0) - $0[index] } ?? Alignment.offset(alignment.vertical, child: laid.sizes[index].height, in: size.height)
                return y + baseline(of: children[index], in: laid.sizes[index], which)
            }
            if which == .first { return baseline(of: children[0], in: laid.sizes[0], which) }
            let last = children.count - 1
            return laid.size.height - laid.sizes[last].height + baseline(of: children[last], in: laid.sizes[last], which)
        default:
            return size.height
        }
    }

    /// A grid's columns (each as wide as its widest cell) and rows (each as tall as its tallest);
    /// a row of one view spans every column.
    private func grid(
        _ rows: [[LayoutBox]], _ spacing: (columns: Double, rows: Double), _ proposal: ProposedSize
    ) -> (size: Size, columns: [Double], rows: [Double]) {
        let columnCount = rows.filter { $0.count > 1 }.map(\.count).max() ?? 1
        var columns = Array(repeating: 0.0, count: columnCount)
        for row in rows where row.count > 1 || columnCount == 1 {
            for (index, cell) in row.enumerated() { columns[index] = max(columns[index], cell.size(for: .unspecified).width) }
        }
        let width = columns.reduce(0, +) + spacing.columns * Double(max(0, columnCount - 1))
        let heights = rows.map { row in
            row.count == 1 && columnCount > 1
                ? row[0].size(for: ProposedSize(width: width, height: nil)).height
                : zip(row, columns).map { $0.size(for: ProposedSize(width: $1, height: nil)).height }.max() ?? 0
        }
        let height = heights.reduce(0, +) + spacing.rows * Double(max(0, rows.count - 1))
        return (Size(width: width, height: height), columns, heights)
    }

    /// `ViewThatFits`: the first candidate whose ideal size fits the proposal in the axes asked (the
    /// others offered as proposed), else the last.
    private func fitting(_ candidates: [LayoutBox], width: Bool, height: Bool, _ proposal: ProposedSize) -> LayoutBox? {
        candidates.first { candidate in
            let ideal = candidate.size(for: ProposedSize(width: width ? nil : proposal.width, height: height ? nil : proposal.height))
            return (!width || ideal.width <= (proposal.width ?? .infinity) + 0.01) && (!height || ideal.height <= (proposal.height ?? .infinity) + 0.01)
        } ?? candidates.last
    }

    /// A frame's size, what it proposes its content and the size the content chose. Fixed lengths
    /// replace the proposal; minimums and maximums clamp it, and the frame takes the proposal
    /// clamped to them where the content is smaller or larger.
    private func frame(_ frame: FrameValue, _ content: LayoutBox, _ proposal: ProposedSize) -> (size: Size, child: Size, proposal: ProposedSize) {
        func offer(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ proposed: Double?) -> Double? {
            if let fixed { return fixed }
            guard var proposed else { return nil }
            if let minimum { proposed = max(proposed, minimum) }
            if let maximum { proposed = min(proposed, maximum) }
            return proposed
        }
        func length(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ proposed: Double?, _ child: Double) -> Double {
            if let fixed { return fixed }
            var result = child
            if let minimum { result = max(minimum, min(result, proposed ?? result)) }
            if let maximum { result = min(maximum, max(result, proposed ?? result)) }
            return result
        }
        let childProposal = ProposedSize(
            width: offer(frame.width, frame.minWidth, frame.maxWidth, proposal.width),
            height: offer(frame.height, frame.minHeight, frame.maxHeight, proposal.height))
        let child = content.size(for: childProposal)
        let size = Size(
            width: length(frame.width, frame.minWidth, frame.maxWidth, proposal.width, child.width),
            height: length(frame.height, frame.minHeight, frame.maxHeight, proposal.height, child.height))
        return (size, child, childProposal)
    }

    // MARK: - Placing

    /// Places a view, which chose `rect.size`, and its descendants.
    func place(_ box: LayoutBox, in rect: Rect) -> LaidOutView {
        let proposal = ProposedSize(rect.size)
        func view(_ content: LaidOutView.Content, paint: [Modifier] = [], _ children: [LaidOutView] = []) -> LaidOutView {
            LaidOutView(frame: rect, content: content, foreground: box.foreground, paint: paint, children: children)
        }
        func at(_ child: LayoutBox, x: Double, y: Double, _ size: Size) -> LaidOutView {
            place(child, in: Rect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height))
        }
        func aligned(_ child: LayoutBox, _ size: Size, _ alignment: Alignment, in space: Rect) -> LaidOutView {
            place(child, in: Rect(
                x: space.minX + Alignment.offset(alignment.horizontal, child: size.width, in: space.width),
                y: space.minY + Alignment.offset(alignment.vertical, child: size.height, in: space.height),
                width: size.width, height: size.height))
        }
        switch box.kind {
        case .empty, .spacer: return view(.container)
        case .text(let paragraph, let minimumScale):
            // Drawn in the fonts it was measured in: shrunk where it had to be.
            let metrics = text(box, paragraph, minimumScale: minimumScale, proposal)
            return view(.text(paragraph.scaled(metrics.scale), metrics))
        case .fill(let content): return view(content)
        case .symbol(let image, _, let weight): return view(.symbol(image, weight: weight))
        case .divider: return view(.divider)
        case .progress(let progress, let label):
            let laid = self.progress(progress, label: label, proposal)
            var children: [LaidOutView] = []
            if let label, let frame = laid.label { children.append(at(label, x: frame.minX, y: frame.minY, frame.size)) }
            let frame = Rect(x: rect.minX + laid.bar.minX, y: rect.minY + laid.bar.minY, width: laid.bar.width, height: laid.bar.height)
            var bar = view(.progress(progress, ring: progress.style.isRound ? ProgressRing(in: frame) : nil))
            bar.frame = frame
            return view(.container, [bar] + children)
        case .control(let control, let label):
            let labelSize = label.size(for: labelProposal(control, proposal))
            let inset = control.kind == .toggle || control.styled ? 0 : metrics.buttonInset
            let placed = at(label, x: inset, y: (rect.height - labelSize.height) / 2, labelSize)
            guard control.kind == .toggle, !control.styled else { return view(.control(control), [placed]) }
            let (toggle, track) = ToggleSwitch.placed(isOn: control.isOn ?? false, in: rect)
            var switchView = view(.toggleSwitch(toggle))
            switchView.frame = track
            return view(.control(control), [switchView, placed])
        case .stack(let horizontal, let alignment, let gaps, let children):
            let laid = stack(box, horizontal, alignment, gaps, children, proposal)
            var position = 0.0
            var placed: [LaidOutView] = []
            for (index, child) in children.enumerated() {
                let size = laid.sizes[index]
                let cross: Double
                if let baselines = laid.baselines {
                    cross = (baselines.max() ?? 0) - baselines[index]
                } else {
                    cross = Alignment.offset(horizontal ? alignment.vertical : alignment.horizontal, child: size.across(horizontal), in: rect.size.across(horizontal))
                }
                placed.append(horizontal ? at(child, x: position, y: cross, size) : at(child, x: cross, y: position, size))
                position += size.along(horizontal) + (index < laid.gaps.count ? laid.gaps[index] : 0)
            }
            return view(.container, placed)
        case .zStack(let alignment, let children):
            return view(.container, children.map { aligned($0, $0.size(for: proposal), alignment, in: rect) })
        case .grid(let alignment, let rows, let spacing):
            let laid = grid(rows, spacing, proposal)
            var placed: [LaidOutView] = []
            var y = 0.0
            for (rowIndex, row) in rows.enumerated() {
                let height = laid.rows[rowIndex]
                if row.count == 1 && laid.columns.count > 1 {
                    let size = row[0].size(for: ProposedSize(width: laid.size.width, height: nil))
                    placed.append(aligned(row[0], size, alignment, in: Rect(x: rect.minX, y: rect.minY + y, width: laid.size.width, height: height)))
                } else {
                    var x = 0.0
                    for (column, cell) in row.enumerated() where column < laid.columns.count {
                        let width = laid.columns[column]
                        let size = cell.size(for: ProposedSize(width: width, height: nil))
                        placed.append(aligned(cell, size, alignment, in: Rect(x: rect.minX + x, y: rect.minY + y, width: width, height: height)))
                        x += width + spacing.columns
                    }
                }
                y += height + spacing.rows
            }
            return view(.container, placed)
        case .fits(let candidates, let width, let height):
            guard let chosen = fitting(candidates, width: width, height: height, proposal) else { return view(.container) }
            return view(.container, [place(chosen, in: rect)])
        case .padding(let insets, let content):
            return view(.container, [place(content, in: rect.inset(by: insets))])
        case .frame(let frame, let content):
            let laid = self.frame(frame, content, proposal)
            return view(.container, [aligned(content, laid.child, Alignment(frame.alignment), in: rect)])
        case .layered(let content, let decoration, let behind, let alignment):
            let decorationView = aligned(decoration, decoration.size(for: proposal), alignment, in: rect)
            let contentView = place(content, in: rect)
            return view(.container, behind ? [decorationView, contentView] : [contentView, decorationView])
        case .painted(let content, let paint, let url):
            return view(url.map { .link(url: $0) } ?? .container, paint: paint, [place(content, in: rect)])
        case .fixed(_, _, let content), .aspect(_, _, let content):
            return view(.container, [place(content, in: rect)])
        case .position(let point, let content):
            let size = content.size(for: proposal)
            return view(.container, [at(content, x: point.x - size.width / 2, y: point.y - size.height / 2, size)])
        case .containerFrame(let frame, let container, let content):
            let size = content.size(for: containerFrame(frame, container, content, proposal).offer)
            return view(.container, [aligned(content, size, Alignment(frame.alignment), in: rect)])
        case .offset(let x, let y, let content):
            return view(.container, [place(content, in: Rect(x: rect.minX + x, y: rect.minY + y, width: rect.width, height: rect.height))])
        }
    }
}
