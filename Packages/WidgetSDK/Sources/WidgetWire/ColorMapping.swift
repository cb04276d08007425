/// Every color of a render tree replaced through one function: views, shapes, text styles, gradients'
/// stops, shadows, backgrounds and overlays. The runtime uses it to give a bundle's named asset colors
/// their values.
extension RenderNode {
    public func mappingColors(_ transform: (ColorValue) -> ColorValue) -> RenderNode {
        var node = self
        node.element = node.element.mappingColors(transform)
        node.modifiers = node.modifiers.map { $0.mappingColors(transform) }
        return node
    }
}

extension ColorValue {
    func mapped(_ transform: (ColorValue) -> ColorValue) -> ColorValue {
        guard case .gradient(let gradient) = self else { return transform(self) }
        return .gradient(gradient.recolored { $0.mapped(transform) })
    }
}

extension RenderNode.Element {
    func mappingColors(_ transform: (ColorValue) -> ColorValue) -> RenderNode.Element {
        switch self {
        case .empty, .spacer, .image, .divider, .truncated: return self
        case .group(let children): return .group(children.map { $0.mappingColors(transform) })
        case .text(let text): return .text(TextNode(runs: text.runs.map { $0.mappingColors(transform) }))
        case .stack(var stack):
            stack.children = stack.children.map { $0.mappingColors(transform) }
            return .stack(stack)
        case .color(let color): return .color(color.mapped(transform))
        case .progress(var progress):
            progress.label = progress.label?.mappingColors(transform)
            return .progress(progress)
        case .link(let url, let content): return .link(url: url, content: content.mappingColors(transform))
        case .control(var control):
            control.label = control.label.mappingColors(transform)
            return .control(control)
        case .shape(var shape):
            shape.fill = shape.fill?.mapped(transform)
            shape.stroke = shape.stroke?.mapped(transform)
            return .shape(shape)
        }
    }
}

extension TextRun {
    func mappingColors(_ transform: (ColorValue) -> ColorValue) -> TextRun {
        guard case .styled(let runs, var style) = self else { return self }
        style.color = style.color?.mapped(transform)
        return .styled(runs.map { $0.mappingColors(transform) }, style)
    }
}

extension Modifier {
    func mappingColors(_ transform: (ColorValue) -> ColorValue) -> Modifier {
        switch self {
        case .foregroundStyle(let color): .foregroundStyle(color.mapped(transform))
        case .background(let node, let alignment): .background(node.mappingColors(transform), alignment: alignment)
        case .overlay(let node, let alignment): .overlay(node.mappingColors(transform), alignment: alignment)
        case .containerBackground(let node): .containerBackground(node.mappingColors(transform))
        case .shadow(let color, let radius, let x, let y): .shadow(color.mapped(transform), radius: radius, x: x, y: y)
        default: self
        }
    }
}
