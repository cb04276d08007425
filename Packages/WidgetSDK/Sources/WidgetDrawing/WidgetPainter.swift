import CPangoCairo
import Foundation
import WidgetLayout
import WidgetWire

/// Paints laid-out widgets with cairo: the frames the layout engine computed, at any scale, to a
/// PNG. Text is set with Pango exactly as it was measured.
public struct WidgetPainter: Sendable {
    public var scheme: ColorScheme
    /// Pixels per point: 1, 2 or 3 as a screen's.
    public var scale: Double
    /// The corners of the widget's outline (0: square, as an accessory widget's).
    public var cornerRadius: Double
    /// The moment drawn: where a timer's progress bar stands.
    public var now: Date
    /// A resource image's bytes by name, from the bundle.
    public var resource: @Sendable (String) -> Data?
    /// The desktop's accent color, in place of the system's blue for `accentColor` and the default
    /// tint (buttons, toggles, progress views); nil: the system's.
    public var accent: RGBA?
    /// WidgetKit's rendering mode, which decides how colors are shown.
    public var renderingMode: RenderingMode

    /// WidgetKit's rendering modes (`\.widgetRenderingMode`), as the painter draws them. In
    /// `accented` and `vibrant`, the widget stands on a dark tinted background (the scheme's
    /// own is gone, and the bundle leaves out its container background, as WidgetKit removes it);
    /// `accented` paints each view's shape in one color per group (white, or the
    /// accent for a `widgetAccentable()` view), keeping its opacity; `vibrant` desaturates, its
    /// luminance becoming the opacity of white, as on the Lock Screen. Images in both take their
    /// group's color with their luminance as its opacity (WidgetKit's `.desaturated`).
    public enum RenderingMode: String, Sendable, CaseIterable {
        case fullColor, accented, vibrant
    }

    public init(
        scheme: ColorScheme = .light, scale: Double = 2, cornerRadius: Double = 20, now: Date = Date(), renderingMode: RenderingMode = .fullColor,
        resource: @escaping @Sendable (String) -> Data? = { _ in nil }
    ) {
        self.renderingMode = renderingMode
        self.scheme = scheme
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.now = now
        self.resource = resource
    }

    /// The color under every view, filling the widget's outline: the scheme's widget background (a
    /// dark one in the accented and vibrant modes).
    var baseBackground: RGBA { SystemColors.widgetBackground(colorScheme) }

    /// The scheme the system colors are drawn in: the dark one in the accented and vibrant modes,
    /// whose dark background they stand on (the Lock Screen's and the tinted Home Screen's).
    var colorScheme: ColorScheme { renderingMode == .fullColor ? scheme : .dark }

    /// Whether a painting covers its outline opaquely: what was under the widget before shows only
    /// outside it (at the rounded corners, and the edges of a frame that ends inside a pixel).
    public var coversItsOutline: Bool { baseBackground.alpha >= 1 }

    /// The widget as PNG bytes.
    public func png(_ widget: LaidOutView) -> Data {
        let surface = imageSurface(widget)
        defer { cairo_surface_destroy(surface) }
        return Self.encode(surface)
    }

    /// The widget painted on a new cairo image surface (`cairo_surface_t`, ARGB32, ``scale`` pixels a
    /// point), for a surface that shows it on screen; the caller destroys it.
    public func imageSurface(_ widget: LaidOutView) -> OpaquePointer {
        let width = Int32((widget.frame.width * scale).rounded(.up))
        let height = Int32((widget.frame.height * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        draw(widget, on: context)
        cairo_surface_flush(surface)
        return surface
    }

    /// Paints the widget on a cairo context (`cairo_t`) of an image surface, its corner at the
    /// context's origin, in the context's transform: the caller scales it by ``scale``. What the
    /// context holds is painted over, as the widget is composited over it.
    /// A context clipped to rectangles inside the widget (a window painting again only where an
    /// entry changed) gets only the views that reach into them drawn.
    public func draw(_ widget: LaidOutView, on context: OpaquePointer) {
        let visible = Self.clipRectangles(of: context).flatMap { areas in areas.contains { $0.contains(widget.frame) } ? nil : areas }
        cairo_save(context)
        defer { cairo_restore(context) }
        FontFiles.withTextSetter(scale: scale) { texts in
            Canvas(context: context, painter: self, texts: texts, visible: visible, bounds: widget.frame).widget(widget)
        }
    }

    /// The rectangles a context is clipped to, in its user space (one, its surface's, when it is
    /// not clipped); nil when they are not rectangles.
    static func clipRectangles(of context: OpaquePointer) -> [Rect]? {
        guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).map { index in
            let rectangle = list.pointee.rectangles[index]
            return Rect(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
        }
    }

    /// A cairo surface as PNG bytes.
    static func encode(_ surface: OpaquePointer) -> Data {
        let sink = Sink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        return sink.data
    }

    final class Sink {
        var data = Data()
        var offset = 0
    }
}

/// One painting: a cairo context and what it is painting with.
struct Canvas {
    let context: OpaquePointer
    let painter: WidgetPainter
    /// Where its texts are set (lent for the painting).
    let texts: TextSetter
    /// Inside a `widgetAccentable()` view: the accent group of the accented rendering mode.
    var accentable = false
    /// The only areas the painting can change (the clip's rectangles, in the widget's points): a
    /// view whose drawing reaches none of them is not drawn. Nil: everywhere, or in a view drawn
    /// turned, scaled or shadowed (whose points are no longer the widget's).
    var visible: [Rect]?
    /// The widget's frame, whose corners a `ContainerRelativeShape` follows.
    let bounds: Rect

    func widget(_ widget: LaidOutView) {
        // The widget's rounded outline clips what it draws; a painting only well inside the outline
        // (a window painting again where an entry changed, away from the corners) is not clipped
        // to it, which cairo would do for each thing drawn.
        if !(visible?.allSatisfy { Self.isWellInside($0, widget.frame, radius: painter.cornerRadius) } ?? false) {
            rounded(widget.frame, radius: painter.cornerRadius)
            cairo_clip(context)
        }
        // A container background of a material shows the backdrop through it, not the widget's background.
        let background = SystemColors.showsBackdrop(widget) && painter.baseBackground.alpha >= 1
            ? SystemColors.backdrop(painter.colorScheme) : painter.baseBackground
        cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
        cairo_paint(context)
        draw(widget)
    }

    // MARK: Views

    func draw(_ view: LaidOutView) {
        cairo_save(context)
        defer { cairo_restore(context) }
        var opacity = 1.0
        var shadow: (color: ColorValue, radius: Double, x: Double, y: Double)?
        for modifier in view.paint {
            switch modifier {
            case .opacity(let value): opacity *= value
            case .cornerRadius(let radius):
                rounded(view.frame, radius: radius)
                cairo_clip(context)
            case .shadow(let color, let radius, let x, let y): shadow = (color, radius, x, y)
            case .clipped:
                cairo_rectangle(context, view.frame.minX, view.frame.minY, view.frame.width, view.frame.height)
                cairo_clip(context)
            case .clipShape(let shape):
                outline(shape, in: view.frame)
                cairo_set_fill_rule(context, shape.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(context)
            case .rotationEffect, .scaleEffect:
                // The view and everything inside it drawn turned or scaled round its anchor; one
                // scaled to nothing draws nothing (cairo refuses a matrix it cannot invert).
                guard let effect = DrawingTransform(modifier, in: view.frame), !effect.isDegenerate else { return }
                var matrix = cairo_matrix_t(xx: effect.a, yx: effect.b, xy: effect.c, yy: effect.d, x0: effect.tx, y0: effect.ty)
                cairo_transform(context, &matrix)
            default: break
            }
        }
        let grouped = opacity < 1 || shadow != nil
        if grouped { cairo_push_group(context) }
        var canvas = self
        if view.paint.contains(.accentable) { canvas.accentable = true }
        if view.movesItsDrawing { canvas.visible = nil }
        if canvas.reaches(view) { canvas.own(view) }
        view.children.forEach(canvas.draw)
        guard grouped else { return }
        let content = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(content) }
        if let shadow {
            // The content's silhouette in the shadow's color, blurred by its radius and offset.
            set(resolve(shadow.color, view))
            if let blurred = silhouette(of: content, blurredBy: shadow.radius) {
                // The silhouette is in the surface's pixels; its offset turns and scales with the view.
                var (dx, dy) = (shadow.x, shadow.y)
                cairo_user_to_device_distance(context, &dx, &dy)
                cairo_save(context)
                cairo_identity_matrix(context)
                cairo_mask_surface(context, blurred, dx, dy)
                cairo_restore(context)
                cairo_surface_destroy(blurred)
            } else {
                cairo_save(context)
                cairo_translate(context, shadow.x, shadow.y)
                cairo_mask(context, content)
                cairo_restore(context)
            }
        }
        cairo_set_source(context, content)
        cairo_paint_with_alpha(context, opacity)
    }

    /// Whether `area` is inside the rounded rectangle `frame` (corners of `radius`) by at least a
    /// point, past the outline's antialiasing: every corner of it is (the rounded rectangle is convex).
    static func isWellInside(_ area: Rect, _ frame: Rect, radius: Double) -> Bool {
        let margin = 1.0
        let radius = max(0, min(radius, frame.width / 2, frame.height / 2))
        return [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)].allSatisfy { x, y in
            guard x >= frame.minX + margin, x <= frame.maxX - margin, y >= frame.minY + margin, y <= frame.maxY - margin else { return false }
            // The nearest point of the rectangle the corners' centres span.
            let cx = min(max(x, frame.minX + radius), frame.maxX - radius)
            let cy = min(max(y, frame.minY + radius), frame.maxY - radius)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= max(0, radius - margin) * max(0, radius - margin)
        }
    }

    /// Whether the view's own drawing may show: it reaches one of the ``visible`` areas.
    private func reaches(_ view: LaidOutView) -> Bool {
        guard let visible, let reach = view.ownReach else { return true }
        return visible.contains { $0.intersects(reach) }
    }

    /// A group's alpha, blurred: three box blurs, near enough a Gaussian whose deviation is half the
    /// radius (as SwiftUI's shadow radius). Nil for no blur.
    private func silhouette(of content: OpaquePointer, blurredBy radius: Double) -> OpaquePointer? {
        let target = cairo_get_target(context)!
        let (width, height) = (cairo_image_surface_get_width(target), cairo_image_surface_get_height(target))
        let box = Int((radius * painter.scale / 2 * 1.2).rounded())
        guard box >= 1, width > 0, height > 0 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        let mask = cairo_create(surface)!
        // The group's pattern maps the painting's current space to its pixels.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_set_matrix(mask, &matrix)
        cairo_set_source(mask, content)
        cairo_paint(mask)
        cairo_destroy(mask)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = cairo_image_surface_get_data(surface)!
        Self.blur(pixels, width: Int(width), height: Int(height), stride: stride, radius: box)
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Three box blurs of `radius` pixels across, then down, of one byte a pixel.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        var line = [Int](repeating: 0, count: max(width, height))
        func pass(count: Int, step: Int, lines: Int, lineStep: Int) {
            for index in 0..<lines {
                let base = index * lineStep
                for position in 0..<count { line[position] = Int(pixels[base + position * step]) }
                var sum = 0
                for position in -radius...radius { sum += line[min(max(position, 0), count - 1)] }
                for position in 0..<count {
                    pixels[base + position * step] = UInt8(sum / (2 * radius + 1))
                    sum += line[min(position + radius + 1, count - 1)] - line[max(position - radius, 0)]
                }
            }
        }
        for _ in 0..<3 {
            pass(count: width, step: 1, lines: height, lineStep: stride)
            pass(count: height, step: stride, lines: width, lineStep: 1)
        }
    }

    /// What a view draws itself, under its children.
    private func own(_ view: LaidOutView) {
        let frame = view.frame
        switch view.content {
        case .container, .link: break
        case .color(let color):
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            fill(color, view, in: frame)
        case .shape(let shape): self.shape(shape, view)
        case .text(let paragraph, let metrics): text(paragraph, metrics, view)
        case .image(let image): self.image(image, view)
        case .symbol(let image, let weight): symbol(image, weight: weight, view)
        case .divider:
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            set(color("secondary").withAlpha(0.5))
            cairo_fill(context)
        case .progress(let progress, let ring): self.progress(progress.at(painter.now), ring: ring, view)
        case .control: break
        case .toggleSwitch(let toggle): self.toggle(toggle, track: frame)
        }
    }

    private func shape(_ shape: ShapeNode, _ view: LaidOutView) {
        let fill = shape.fill ?? (shape.stroke == nil ? view.foreground ?? .named("primary", opacity: 1) : nil)
        if shape.kind == .path { return self.path(shape, fill: fill, view) }
        let inset = shape.strokeInside && shape.stroke != nil ? shape.lineWidth / 2 : 0
        let frame = view.frame
        let area = Rect(x: frame.minX + inset, y: frame.minY + inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
        if shape.isTrimmed {
            // The part of the shape's outline from where SwiftUI's path starts, filled and stroked
            // as the outline would be.
            cairo_new_path(context)
            trace(shape.trimmedOutline(in: frame, containerCorners: containerCorners(frame)))
            if let fill { self.fill(fill, view, in: area, preserve: shape.stroke != nil) }
            if let stroke = shape.stroke {
                setLine(shape.line, width: shape.lineWidth)
                source(stroke, view, in: area)
                cairo_stroke(context)
            }
            return
        }
        outline(shape, in: area)
        if let fill { self.fill(fill, view, in: area, preserve: shape.stroke != nil) }
        if let stroke = shape.stroke {
            setLine(shape.line, width: shape.lineWidth)
            source(stroke, view, in: area)
            cairo_stroke(context)
        }
    }

    /// A path placed in its frame (its trim cut from it): filled by its rule, then stroked with its
    /// line's caps, joins and dashes; a stroke inside its edge is a stroke twice as wide, clipped to it.
    private func path(_ shape: ShapeNode, fill: ColorValue?, _ view: LaidOutView) {
        cairo_new_path(context)
        trace(shape.trimmedOutline(in: view.frame, containerCorners: containerCorners(view.frame)))
        cairo_set_fill_rule(context, shape.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        // A gradient spans the shape's frame, as SwiftUI's does.
        if let fill { self.fill(fill, view, in: view.frame, preserve: shape.stroke != nil) }
        guard let stroke = shape.stroke else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        if shape.strokeInside {
            cairo_clip_preserve(context)
        }
        setLine(shape.line, width: shape.strokeInside ? 2 * shape.lineWidth : shape.lineWidth)
        source(stroke, view, in: view.frame)
        cairo_stroke(context)
    }

    /// A path's elements as cairo's current path (a quadratic curve as the cubic that draws it).
    private func trace(_ path: PathNode) {
        var current: PathNode.Point?
        var start: PathNode.Point?
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, point.x, point.y)
                (current, start) = (point, point)
            case .line(let point):
                if current == nil { cairo_move_to(context, point.x, point.y) } else { cairo_line_to(context, point.x, point.y) }
                current = point
            case .quad(let point, let control):
                guard let from = current else {
                    cairo_move_to(context, point.x, point.y)
                    current = point
                    continue
                }
                cairo_curve_to(
                    context, from.x + 2 / 3 * (control.x - from.x), from.y + 2 / 3 * (control.y - from.y),
                    point.x + 2 / 3 * (control.x - point.x), point.y + 2 / 3 * (control.y - point.y), point.x, point.y)
                current = point
            case .cubic(let point, let control1, let control2):
                // A curve with nowhere to start from starts there, as a line does.
                if current == nil { cairo_move_to(context, point.x, point.y) } else {
                    cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
                }
                current = point
            case .close:
                cairo_close_path(context)
                current = start
            }
        }
    }

    /// A stroke's width, and its line's caps, joins and dashes (none: butt ends, mitered corners).
    private func setLine(_ line: LineStyle?, width: Double) {
        let line = line ?? LineStyle()
        let cap = switch line.cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch line.join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, line.miterLimit)
        // Cairo refuses a pattern whose lengths are all zero: that line is solid.
        let dashes = line.isDashed ? line.dash : []
        cairo_set_dash(context, dashes, Int32(dashes.count), line.dashPhase)
    }

    /// The corners of a `ContainerRelativeShape` in `frame`: the widget's, concentric.
    private func containerCorners(_ frame: Rect) -> Double { ShapeNode.containerCorners(painter.cornerRadius, in: bounds, for: frame) }

    private func outline(_ shape: ShapeNode, in area: Rect) {
        let shortest = min(area.width, area.height)
        switch shape.kind {
        case .path:
            cairo_new_path(context)
            trace((shape.path ?? PathNode(elements: [])).placed(in: area))
        case .rectangle: cairo_rectangle(context, area.minX, area.minY, area.width, area.height)
        case .roundedRectangle: rounded(area, radius: shape.cornerRadius)
        case .containerRelative: rounded(area, radius: containerCorners(area))
        case .capsule: rounded(area, radius: shortest / 2)
        case .circle:
            cairo_new_path(context)
            cairo_arc(context, area.minX + area.width / 2, area.minY + area.height / 2, shortest / 2, 0, 2 * .pi)
        case .ellipse:
            cairo_save(context)
            cairo_translate(context, area.minX + area.width / 2, area.minY + area.height / 2)
            cairo_scale(context, max(area.width, 0.01) / 2, max(area.height, 0.01) / 2)
            cairo_new_path(context)
            cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(context)
        }
    }

    /// Sets a paragraph in the view's frame, in the view's foreground (a gradient across `area`, the
    /// view's frame unless said, as SwiftUI spans it); an `outline` other than 0 moves its glyphs'
    /// outlines that far out (heavier) or in (lighter) before they are filled in `ink`.
    private func text(_ paragraph: TextParagraph, _ metrics: TextMetrics, _ view: LaidOutView, outline: Double = 0, ink: RGBA? = nil, area: Rect? = nil) {
        texts.follow(context)
        // One whole line is set without a width, so it cannot break where measuring did not (on the
        // layout it was measured on, when it was: its lines as measured hold no cut).
        let single = metrics.lineCount == 1 && !metrics.isTruncated
        let width = single ? nil : view.frame.width + 0.5
        let lines = metrics.isTruncated ? metrics.lineCount : single ? paragraph.lineLimit : nil
        // Spans in a gradient of their own are left out here, and drawn through it after.
        let layout = texts.layout(paragraph, width: width, maximumLines: lines, color: { paint in
            if case .gradient = paint { return Self.unseen }
            return self.rendered(self.resolve(paint, view))
        })
        let foreground = view.foreground ?? .named("primary", opacity: 1)
        guard outline != 0 else {
            // Spans of their own color are drawn in it, the others in the cairo source.
            if let ink { set(ink) } else { source(foreground, view, in: area ?? view.frame) }
            cairo_move_to(context, view.frame.minX, view.frame.minY)
            pango_cairo_show_layout(context, layout)
            gradientSpans(of: paragraph, view, width: width, maximumLines: lines)
            return
        }
        // Drawn opaque in a group, its outline stroked out (or cut away), then painted through it in
        // the ink or the foreground's gradient.
        cairo_push_group(context)
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_move_to(context, view.frame.minX, view.frame.minY)
        pango_cairo_layout_path(context, layout)
        cairo_set_line_width(context, 2 * abs(outline))
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_fill_preserve(context)
        if outline < 0 { cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT) }
        cairo_stroke(context)
        let glyphs = cairo_pop_group(context)
        if let ink { set(ink) } else { source(foreground, view, in: area ?? view.frame) }
        cairo_mask(context, glyphs)
        cairo_pattern_destroy(glyphs)
    }

    /// A span's ink that leaves it out of what is drawn (Pango takes an alpha of 0 for none set).
    private static let unseen = RGBA(0, 0, 0, 0.001)

    /// The spans in a gradient of their own (`Text("a") + Text("b").foregroundStyle(gradient)`):
    /// each gradient painted through its spans' glyphs alone, across the box those glyphs take (so a
    /// word in a gradient goes through all of it, wherever the word stands in the text).
    private func gradientSpans(of paragraph: TextParagraph, _ view: LaidOutView, width: Double?, maximumLines: Int?) {
        var gradients: [ColorValue] = []
        for span in paragraph.spans {
            if let paint = span.paint.color, case .gradient = paint, !gradients.contains(paint) { gradients.append(paint) }
        }
        for gradient in gradients {
            // The paragraph again with this gradient's spans in black and the others unseen.
            var alone = paragraph
            for index in alone.spans.indices {
                let inked = alone.spans[index].paint.color == gradient
                alone.spans[index].paint.color = .rgba(red: 0, green: 0, blue: 0, opacity: inked ? 1 : 0)
            }
            let layout = texts.layout(alone, width: width, maximumLines: maximumLines, color: { paint in
                if case .rgba(_, _, _, 1) = paint { return RGBA(0, 0, 0) }
                return Self.unseen
            })
            // The box its characters take, in Pango's units from the layout's corner.
            var (left, top, right, bottom) = (Int32.max, Int32.max, Int32.min, Int32.min)
            var byte = 0
            for span in paragraph.spans {
                for character in span.text {
                    if span.paint.color == gradient {
                        var position = PangoRectangle()
                        pango_layout_index_to_pos(layout, Int32(byte), &position)
                        (left, right) = (min(left, position.x, position.x + position.width), max(right, position.x, position.x + position.width))
                        (top, bottom) = (min(top, position.y), max(bottom, position.y + position.height))
                    }
                    byte += character.utf8.count
                }
            }
            let scale = Double(PANGO_SCALE)
            let box = left < right ? Rect(
                x: view.frame.minX + Double(left) / scale, y: view.frame.minY + Double(top) / scale,
                width: Double(right - left) / scale, height: Double(bottom - top) / scale) : nil
            cairo_push_group(context)
            cairo_move_to(context, view.frame.minX, view.frame.minY)
            pango_cairo_show_layout(context, layout)
            let glyphs = cairo_pop_group(context)
            source(gradient, view, in: box ?? view.frame)
            cairo_mask(context, glyphs)
            cairo_pattern_destroy(glyphs)
        }
    }

    /// A symbol: its icon (else its character) as large as its frame, its strokes as heavy as its
    /// weight; drawn hierarchically or from a palette, a symbol in a shape is two layers, the shape in
    /// the second style (the foreground's at ``SymbolGlyphs/secondaryLayerOpacity``, a gradient's
    /// too) and the symbol inside in the first; in one color, a filled shape without an icon of its
    /// own has the symbol inside cut out of it (``SymbolGlyphs/cutOut(of:)``).
    private func symbol(_ image: ImageNode, weight: Int, _ view: LaidOutView) {
        let name = image.systemName ?? ""
        func glyph(_ character: Character, scale: Double = 1, ink: RGBA? = nil) {
            let frame = view.frame
            let font = FontSpec(size: frame.height / 1.2 * scale)
            let paragraph = TextParagraph(spans: [TextSpan(text: String(character), font: font)], alignment: "center")
            // An icon is one em wide: set where it is centred (a line set without a width is not centred).
            let isIcon = SymbolGlyphs.isIcons(String(character))
            let left = isIcon ? frame.minX + (frame.width - font.size) / 2 : frame.minX
            var centred = view
            centred.frame = Rect(x: left, y: frame.minY + (frame.height - font.size * 1.21) / 2, width: frame.width, height: frame.height)
            let metrics = TextMetrics(size: frame.size, firstBaseline: 0, lastBaseline: 0, lineCount: 1, isTruncated: false)
            let outline = isIcon ? SymbolGlyphs.outlineOffset(weight: weight, size: frame.height / 1.2, scale: scale) : 0
            // A gradient foreground spans the symbol's frame.
            text(paragraph, metrics, centred, outline: outline, ink: ink, area: frame)
        }
        guard let rendering = image.rendering, rendering != .multicolor, let layers = SymbolGlyphs.layers(of: name) else {
            guard let cut = SymbolGlyphs.cutOut(of: name) else { return glyph(SymbolGlyphs.icon(for: name) ?? SymbolGlyphs.glyph(for: name).glyph) }
            // The shape drawn in a group, the symbol inside taken out of it, then painted.
            cairo_push_group(context)
            glyph(cut.enclosure)
            cairo_push_group(context)
            glyph(cut.inner, scale: SymbolGlyphs.innerScale, ink: RGBA(0, 0, 0))
            let inner = cairo_pop_group(context)
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source(context, inner)
            cairo_paint(context)
            cairo_pattern_destroy(inner)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(context)
            cairo_paint(context)
            return
        }
        let foreground = view.foreground ?? .named("primary", opacity: 1)
        // A gradient paints each layer itself (nil: the foreground's source), the shape at the secondary opacity.
        let gradient = if case .gradient = foreground { true } else { false }
        let primary = gradient ? nil : resolve(foreground, view)
        if rendering == .palette {
            glyph(layers.enclosure, ink: image.palette.first.map { resolve($0, view) } ?? primary)
        } else {
            cairo_push_group(context)
            glyph(layers.enclosure, ink: primary)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, SymbolGlyphs.secondaryLayerOpacity)
        }
        glyph(layers.inner, scale: SymbolGlyphs.innerScale, ink: primary)
    }

    private func image(_ image: ImageNode, _ view: LaidOutView) {
        let frame = view.frame
        let bytes = image.data?.mediaType == "image/png" ? image.data?.bytes : image.resource.flatMap(painter.resource)
        guard let bytes, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let surface = Self.decodePNG(bytes) else {
            // An image that cannot be read is a placeholder, as the other surfaces draw it.
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            set(color("fill.tertiary"))
            cairo_fill(context)
            return
        }
        let picture = painter.renderingMode == .fullColor ? surface : desaturated(surface)
        defer { cairo_surface_destroy(picture) }
        let width = Double(cairo_image_surface_get_width(picture))
        let height = Double(cairo_image_surface_get_height(picture))
        guard width > 0, height > 0 else { return }
        // Fitted inside the frame, keeping its aspect ratio.
        let fit = min(frame.width / width, frame.height / height)
        cairo_save(context)
        cairo_translate(context, frame.minX + (frame.width - width * fit) / 2, frame.minY + (frame.height - height * fit) / 2)
        cairo_scale(context, fit, fit)
        cairo_set_source_surface(context, picture, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// A picture in its group's color, its pixels' luminance the opacity (a new surface in place of `surface`).
    private func desaturated(_ surface: OpaquePointer) -> OpaquePointer {
        let (width, height) = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let copy = cairo_create(result)
        cairo_set_source_surface(copy, surface, 0, 0)
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_destroy(surface)
        cairo_surface_flush(result)
        guard let data = cairo_image_surface_get_data(result) else { return result }
        let stride = Int(cairo_image_surface_get_stride(result))
        let color = group
        for row in 0..<Int(height) {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<Int(width) {
                let pixel = line[column]
                let alpha = Double(pixel >> 24) / 255
                func channel(_ shift: UInt32) -> Double { alpha == 0 ? 0 : Double(pixel >> shift & 0xFF) / 255 / alpha }
                let shown = alpha * RGBA(channel(16), channel(8), channel(0)).luminance
                func byte(_ value: Double) -> UInt32 { UInt32((value * shown * 255).rounded()) }
                line[column] = byte(1) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
            }
        }
        cairo_surface_mark_dirty(result)
        return result
    }

    /// A bar and its fill, or a ring: its track, then the part done clockwise from the top; an
    /// accessory gauge's arc (open at the bottom) or bar whole in its tint, its value marked by a
    /// knob. A gradient tint runs along the bar, round the ring or along the arc.
    private func progress(_ progress: ProgressNode, ring: ProgressRing?, _ view: LaidOutView) {
        let frame = view.frame
        let fraction = progress.fraction ?? 0.3
        var tint = progress.tint ?? view.foreground ?? .named("accentColor", opacity: 1)
        guard let ring else {
            // A gradient tint runs along the bar, from its leading end.
            if case .gradient(var gradient) = tint {
                (gradient.kind, gradient.start, gradient.end) = (.linear, [0, 0.5], [1, 0.5])
                tint = .gradient(gradient)
            }
            rounded(frame, radius: frame.height / 2)
            if progress.style == .accessoryLinear {
                source(tint, view, in: frame)
                cairo_fill(context)
                let inset = frame.height / 2
                return knob(at: Point(x: frame.minX + inset + (frame.width - 2 * inset) * fraction, y: frame.minY + inset), radius: frame.height * 0.75)
            }
            set(color("fill"))
            cairo_fill(context)
            rounded(Rect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height), radius: frame.height / 2)
            source(tint, view, in: frame)
            cairo_fill(context)
            return
        }
        cairo_set_line_width(context, ring.lineWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        func arc(from start: Double, through sweep: Double) {
            cairo_new_path(context)
            cairo_arc(context, ring.center.x, ring.center.y, ring.radius, start * .pi / 180, (start + sweep) * .pi / 180)
        }
        // A gradient tint goes round the ring or along the arc, from its start.
        func paint(from start: Double, through sweep: Double, opacity: Double = 1) {
            guard case .gradient(var gradient) = tint else {
                let solid = resolve(tint, view)
                return set(solid.withAlpha(opacity * solid.alpha))
            }
            (gradient.kind, gradient.start, gradient.angles) = (.angular, [0.5, 0.5], [start, start + sweep])
            let ringFrame = Rect(x: ring.center.x - ring.radius, y: ring.center.y - ring.radius, width: 2 * ring.radius, height: 2 * ring.radius)
            source(.gradient(gradient).scaled(opacity: opacity), view, in: ringFrame)
        }
        if progress.style == .accessoryCircular {
            // 270° clockwise from the bottom left, a quarter of the circle open at the bottom.
            let (start, sweep) = (135.0, 270.0)
            arc(from: start, through: sweep)
            paint(from: start, through: sweep)
            cairo_stroke(context)
            let angle = (start + sweep * fraction) * .pi / 180
            let at = Point(x: ring.center.x + ring.radius * cos(angle), y: ring.center.y + ring.radius * sin(angle))
            return knob(at: at, radius: ring.lineWidth * 0.75)
        }
        arc(from: -90, through: 360)
        paint(from: -90, through: 360, opacity: 0.25)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(context)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        arc(from: -90, through: 360 * fraction)
        paint(from: -90, through: 360)
        cairo_stroke(context)
    }

    /// The mark of an accessory gauge's value: a knob in the primary color, ringed by the widget's
    /// background so it stands out from the arc or bar under it.
    private func knob(at centre: Point, radius: Double) {
        let background = painter.baseBackground
        cairo_new_path(context)
        cairo_arc(context, centre.x, centre.y, radius + 1.5, 0, 2 * .pi)
        cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
        cairo_fill(context)
        cairo_new_path(context)
        cairo_arc(context, centre.x, centre.y, radius, 0, 2 * .pi)
        set(color("primary"))
        cairo_fill(context)
    }

    /// A switch's track, green when on, and its white knob.
    private func toggle(_ toggle: ToggleSwitch, track: Rect) {
        rounded(track, radius: track.height / 2)
        set(toggle.isOn ? color("green") : color("fill"))
        cairo_fill(context)
        let knob = toggle.knob
        cairo_new_path(context)
        cairo_arc(context, knob.minX + knob.width / 2, knob.minY + knob.height / 2, knob.width / 2, 0, 2 * .pi)
        set(RGBA(1, 1, 1))
        cairo_fill(context)
    }

    // MARK: Paint

    private func color(_ name: String) -> RGBA {
        named(name) ?? RGBA(0, 0, 0)
    }

    /// A named color of the palette, the accent being the painter's when it has one.
    private func named(_ name: String) -> RGBA? {
        if let accent = painter.accent, name == "accentColor" || name == "tint" { return accent }
        return SystemColors.color(named: name, scheme: painter.colorScheme)
    }

    /// A paint's one color: a gradient's first stop.
    private func resolve(_ paint: ColorValue, _ view: LaidOutView) -> RGBA {
        switch paint.solid {
        case .named("foreground", let opacity):
            guard let foreground = view.foreground, foreground != .named("foreground", opacity: 1) else { return color("primary").withAlpha(opacity) }
            return resolve(foreground, view).withAlpha(opacity)
        case .named(let name, let opacity): return (named(name) ?? color("primary")).withAlpha(opacity)
        case .rgba(let red, let green, let blue, let opacity): return RGBA(red, green, blue, opacity)
        case .gradient: return color("primary")
        }
    }

    /// A color as the rendering mode shows it (``WidgetPainter/RenderingMode``).
    private func rendered(_ color: RGBA) -> RGBA {
        switch painter.renderingMode {
        case .fullColor: color
        case .accented: group.withAlpha(color.alpha)
        case .vibrant: group.withAlpha(color.alpha * color.luminance)
        }
    }

    /// The color of the group a view is in, in the accented and vibrant modes.
    private var group: RGBA {
        painter.renderingMode == .accented && accentable ? named("accentColor") ?? RGBA(1, 1, 1) : RGBA(1, 1, 1)
    }

    private func set(_ color: RGBA) {
        let color = rendered(color)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the current path with a paint: a color, or a gradient across `area`.
    private func fill(_ paint: ColorValue, _ view: LaidOutView, in area: Rect, preserve: Bool = false) {
        source(paint, view, in: area)
        if preserve { cairo_fill_preserve(context) } else { cairo_fill(context) }
    }

    /// Makes a paint what cairo draws with: a color, or a gradient across `area` (the frame of the
    /// view it styles, as SwiftUI spans it).
    private func source(_ paint: ColorValue, _ view: LaidOutView, in area: Rect) {
        var paint = paint
        // The foreground style (`.stroke(lineWidth:)`, `.fill(.foreground)`) when it is a gradient.
        if case .named("foreground", let opacity) = paint, let foreground = view.foreground, case .gradient = foreground {
            paint = foreground.scaled(opacity: opacity)
        }
        guard case .gradient(let gradient) = paint else { return set(resolve(paint, view)) }
        let stops = gradient.stops.map { (location: $0.location, color: rendered(resolve($0.color, view))) }
        let pattern = Self.pattern(gradient, stops, in: area)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A gradient's cairo pattern across `area`: linear from its start to its end point; radial
    /// between its radii in points (else out to the frame's farther edge); elliptical between its
    /// radii in fractions of the frame's width and height; angular between its angles.
    static func pattern(_ gradient: GradientValue, _ stops: [(location: Double, color: RGBA)], in area: Rect) -> OpaquePointer {
        let point = { (unit: [Double]) in (area.minX + unit[0] * area.width, area.minY + unit[1] * area.height) }
        let pattern: OpaquePointer
        switch gradient.kind {
        case .linear:
            let (start, end) = (point(gradient.start), point(gradient.end))
            pattern = cairo_pattern_create_linear(start.0, start.1, end.0, end.1)
        case .radial:
            let centre = point(gradient.start)
            let radii = gradient.radii ?? [0, max(area.width, area.height) / 2]
            pattern = cairo_pattern_create_radial(centre.0, centre.1, radii[0], centre.0, centre.1, radii[1])
        case .elliptical:
            // A circle in the frame's unit square, stretched to the frame.
            let radii = gradient.radii ?? [0, 0.5]
            pattern = cairo_pattern_create_radial(gradient.start[0], gradient.start[1], radii[0], gradient.start[0], gradient.start[1], radii[1])
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / max(area.width, 0.01), 1 / max(area.height, 0.01))
            cairo_matrix_translate(&matrix, -area.minX, -area.minY)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular:
            let angles = gradient.angles ?? [0, 360]
            return conic(around: point(gradient.start), reaching: hypot(area.width, area.height), from: angles[0], to: angles[1], stops)
        }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        return pattern
    }

    /// An angular gradient: the stops clockwise around `centre` from `start` to `end` degrees (0:
    /// three o'clock), as thin wedges of a mesh, each shading from its start color to its end
    /// color; where the stops do not reach, the first and last colors meet halfway.
    static func conic(
        around centre: (Double, Double), reaching radius: Double, from start: Double = 0, to end: Double = 360,
        _ stops: [(location: Double, color: RGBA)]
    ) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        func color(at location: Double) -> RGBA {
            guard let after = stops.firstIndex(where: { $0.location >= location }) else { return stops.last?.color ?? RGBA(0, 0, 0) }
            guard after > 0 else { return stops[0].color }
            let (a, b) = (stops[after - 1], stops[after])
            let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 0
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return RGBA(mix(a.color.red, b.color.red), mix(a.color.green, b.color.green), mix(a.color.blue, b.color.blue), mix(a.color.alpha, b.color.alpha))
        }
        let span = min(max(end - start, 0.01), 360), gap = 360 - span
        // A turn's angle from `start`, as a place along the stops: past the end, the last stop's
        // color for half the gap, then the first's.
        func location(_ degrees: Double) -> Double { degrees <= span ? degrees / span : degrees < span + gap / 2 ? 1 : 0 }
        let wedges = 120
        for wedge in 0..<wedges {
            let (from, to) = (360 * Double(wedge) / Double(wedges), 360 * Double(wedge + 1) / Double(wedges))
            let (first, last) = (location(from), from < span && to > span ? 1 : location(to))
            let (a, b) = ((start + from) * .pi / 180, (start + to) * .pi / 180)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, centre.0, centre.1)
            cairo_mesh_pattern_line_to(pattern, centre.0 + radius * cos(a), centre.1 + radius * sin(a))
            cairo_mesh_pattern_line_to(pattern, centre.0 + radius * cos(b), centre.1 + radius * sin(b))
            for (corner, location) in [(0, first), (1, first), (2, last), (3, last)] {
                let color = color(at: location)
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    private func rounded(_ rect: Rect, radius: Double) {
        let radius = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_path(context)
        guard radius > 0 else { return cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    /// PNG bytes as a cairo surface, or nil when they are no PNG or their header says they have more
    /// than ``ImageSize/mostPixels`` (nothing of those is decoded).
    static func decodePNG(_ bytes: Data) -> OpaquePointer? {
        guard let size = ImageSize(bytes), size.isDrawable else { return nil }
        let source = WidgetPainter.Sink()
        source.data = Data(bytes)
        let box = Unmanaged.passRetained(source)
        defer { box.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<WidgetPainter.Sink>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: buffer, from: source.offset..<source.offset + count)
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return surface
    }
}

extension WidgetPainter {
    /// PNG bytes as a cairo image surface (the caller destroys it), or nil when they are no PNG or
    /// their header says they have more than ``ImageSize/mostPixels`` (nothing of those is decoded).
    public static func decodePNG(_ bytes: Data) -> OpaquePointer? { Canvas.decodePNG(bytes) }
}
