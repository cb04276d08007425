import WidgetWire

/// A view placed by the layout engine: its frame in the widget, what it draws, and its children in
/// the order they are painted (backgrounds first, overlays last).
public struct LaidOutView: Sendable, Equatable {
    /// What the view itself draws; containers draw only their decorations.
    public enum Content: Sendable, Equatable {
        case container
        case text(TextParagraph, TextMetrics)
        case color(ColorValue)
        case shape(ShapeNode)
        /// A picture: a resource's or its own bytes.
        case image(ImageNode)
        /// A symbol (`Image(systemName:)`), drawn in the foreground style, its strokes as heavy as the
        /// weight of the font around it (100 ultraLight … 400 regular … 900 black).
        case symbol(ImageNode, weight: Int)
        case divider
        /// A bar (the view's frame is its track) or, for a circular one, a ring.
        case progress(ProgressNode, ring: ProgressRing?)
        /// A button or toggle; its label is a child, and a toggle's switch another, before it.
        case control(ControlNode)
        /// A toggle's switch: the view's frame is its track.
        case toggleSwitch(ToggleSwitch)
        case link(url: String)
    }

    /// In points from the widget's top-left corner.
    public var frame: Rect
    public var content: Content
    /// The foreground style in effect (nil: the primary color), for texts, shapes and symbols.
    public var foreground: ColorValue?
    /// Modifiers that change how the view is painted, not where: opacity, corner radius, shadow, ….
    public var paint: [Modifier]
    public var children: [LaidOutView]

    init(frame: Rect, content: Content, foreground: ColorValue? = nil, paint: [Modifier] = [], children: [LaidOutView] = []) {
        self.frame = frame
        self.content = content
        self.foreground = foreground
        self.paint = paint
        self.children = children
    }

    /// Whether it or a view inside it satisfies `predicate` (looked for in place: no view is copied).
    public func containsView(where predicate: (LaidOutView) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.containsView(where: predicate) }
    }

    /// Every view that draws something of its own, in painting order.
    public var leaves: [LaidOutView] {
        var result: [LaidOutView] = []
        func walk(_ view: LaidOutView) {
            switch view.content {
            case .container, .link: break
            default: result.append(view)
            }
            view.children.forEach(walk)
        }
        walk(self)
        return result
    }
}

extension LaidOutView {
    /// The name a leaf has in `--format layout`: text, color, shape, divider, image, progress, gauge, control.
    public var typeName: String? {
        switch content {
        case .container, .link, .toggleSwitch: nil
        case .text: "text"
        case .color: "color"
        case .shape: "shape"
        case .image, .symbol: "image"
        case .divider: "divider"
        case .progress(let progress, _): progress.style == .linear ? "progress" : "gauge"
        case .control: "control"
        }
    }

    /// `{"width": W, "height": H, "frames": [{"type": "text", "text": "Left", "x": 0, "y": 0, "width": 24, "height": 16}, …]}`:
    /// every visible leaf, in points relative to the widget's top-left corner, rounded to 0.01 pt.
    public var layoutJSON: JSON {
        func rounded(_ value: Double) -> JSON { .number((value * 100).rounded() / 100) }
        let frames: [JSON] = leaves.compactMap { leaf in
            guard let type = leaf.typeName else { return nil }
            var text: JSON?
            if case .text(let paragraph, _) = leaf.content { text = .string(paragraph.string) }
            return .fields([
                "type": .string(type), "text": text, "x": rounded(leaf.frame.minX), "y": rounded(leaf.frame.minY),
                "width": rounded(leaf.frame.width), "height": rounded(leaf.frame.height),
            ])
        }
        return .fields(["width": rounded(frame.width), "height": rounded(frame.height), "frames": .array(frames)])
    }
}
