/// The size and depth limits of a render tree, applied where an entry is decoded: whatever a bundle
/// sends, the runtime keeps at most ``RenderLimits/mostViews`` views (each modifier and each run of
/// text counts as one) nested at most ``RenderLimits/deepestTree`` levels. What lies past either is
/// replaced by one `truncated` marker where it starts, so the widget shows that it was cut. A path
/// (a shape's, or a `clipShape`'s) keeps its first ``RenderLimits/longestPath`` elements, and the
/// paths of a tree keep ``RenderLimits/mostPathElements`` together, in the order they are drawn: a
/// path past them is cut to what is left, or to nothing.
extension RenderNode {
    /// This tree cut to the render limits; a tree within them comes back unchanged.
    public func withinLimits() -> RenderNode {
        var budget = Budget()
        return limited(depth: 1, budget: &budget)
    }

    /// What is left of a tree's allowance of views and path elements.
    fileprivate struct Budget {
        var views = RenderLimits.mostViews
        var pathElements = RenderLimits.mostPathElements

        /// A shape with its path cut to the limits.
        mutating func shape(_ shape: ShapeNode) -> ShapeNode {
            guard var path = shape.path else { return shape }
            let kept = min(path.elements.count, RenderLimits.longestPath, pathElements)
            pathElements -= kept
            guard kept < path.elements.count else { return shape }
            path.elements.removeLast(path.elements.count - kept)
            var shape = shape
            shape.path = path
            return shape
        }
    }

    static let tooMany = RenderNode(.truncated(reason: "more than \(RenderLimits.mostViews) views"))
    static let tooDeep = RenderNode(.truncated(reason: "view tree deeper than \(RenderLimits.deepestTree) levels"))

    fileprivate func limited(depth: Int, budget: inout Budget) -> RenderNode {
        guard depth <= RenderLimits.deepestTree else { return Self.tooDeep }
        guard budget.views > 0 else { return Self.tooMany }
        budget.views -= 1
        var node = self
        if modifiers.count > budget.views { node.modifiers.removeLast(modifiers.count - budget.views) }
        budget.views -= node.modifiers.count
        node.modifiers = node.modifiers.map { $0.limited(depth: depth + 1, budget: &budget) }
        switch element {
        case .group(let children): node.element = .group(Self.limited(children, depth: depth + 1, budget: &budget))
        case .stack(var stack):
            stack.children = Self.limited(stack.children, depth: depth + 1, budget: &budget)
            node.element = .stack(stack)
        case .text(let text): node.element = .text(TextNode(runs: TextRun.limited(text.runs, depth: depth + 1, budget: &budget)))
        case .link(let url, let content): node.element = .link(url: url, content: content.limited(depth: depth + 1, budget: &budget))
        case .control(var control):
            control.label = control.label.limited(depth: depth + 1, budget: &budget)
            node.element = .control(control)
        case .progress(var progress):
            progress.label = progress.label?.limited(depth: depth + 1, budget: &budget)
            node.element = .progress(progress)
        case .shape(let shape): node.element = .shape(budget.shape(shape))
        case .empty, .spacer, .color, .image, .divider, .truncated: break
        }
        return node
    }

    /// Children up to the budget, then one marker for the rest.
    private static func limited(_ children: [RenderNode], depth: Int, budget: inout Budget) -> [RenderNode] {
        var kept: [RenderNode] = []
        kept.reserveCapacity(min(children.count, budget.views + 1))
        for child in children {
            guard budget.views > 0 else {
                kept.append(tooMany)
                break
            }
            kept.append(child.limited(depth: depth, budget: &budget))
        }
        return kept
    }
}

extension Modifier {
    fileprivate func limited(depth: Int, budget: inout RenderNode.Budget) -> Modifier {
        switch self {
        case .background(let node, let alignment): .background(node.limited(depth: depth, budget: &budget), alignment: alignment)
        case .overlay(let node, let alignment): .overlay(node.limited(depth: depth, budget: &budget), alignment: alignment)
        case .containerBackground(let node): .containerBackground(node.limited(depth: depth, budget: &budget))
        case .clipShape(let shape): .clipShape(budget.shape(shape))
        default: self
        }
    }
}

extension TextRun {
    /// Runs up to the budget (a styled run's own runs counted too); the rest are dropped.
    fileprivate static func limited(_ runs: [TextRun], depth: Int, budget: inout RenderNode.Budget) -> [TextRun] {
        var kept: [TextRun] = []
        kept.reserveCapacity(min(runs.count, budget.views))
        for run in runs {
            guard budget.views > 0, depth <= RenderLimits.deepestTree else { break }
            budget.views -= 1
            if case .styled(let inner, let style) = run {
                kept.append(.styled(limited(inner, depth: depth + 1, budget: &budget), style))
            } else {
                kept.append(run)
            }
        }
        return kept
    }
}
