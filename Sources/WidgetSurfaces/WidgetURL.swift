import WidgetHome
import WidgetWire

extension RenderNode {
    /// The URL a tap on the widget opens, by one rule everywhere (`widgets tap`, the page, the HTML
    /// fragment): WidgetKit leaves several `widgetURL`s undefined, so the innermost one wins, and the
    /// first in reading order among equally deep ones.
    public var widgetURL: String? { widgetURLs.min { $0.depth > $1.depth }?.url }

    /// Every `widgetURL` in the tree with its depth, in reading order.
    package var widgetURLs: [(depth: Int, url: String)] {
        var found: [(depth: Int, url: String)] = []
        func walk(_ node: RenderNode, depth: Int) {
            for modifier in node.modifiers { if case .widgetURL(let url) = modifier { found.append((depth, url)) } }
            switch node.element {
            case .link(_, let content): walk(content, depth: depth + 1)
            case .group(let children): children.forEach { walk($0, depth: depth + 1) }
            case .stack(let stack): stack.children.forEach { walk($0, depth: depth + 1) }
            case .progress(let progress): progress.label.map { walk($0, depth: depth + 1) }
            default: break
            }
        }
        walk(self, depth: 0)
        return found
    }
}
