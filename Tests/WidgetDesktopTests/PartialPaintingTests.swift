import CPangoCairo
import Foundation
import Testing
import WidgetDesktop
import WidgetLayout
import WidgetSurfaces
import WidgetWire

@testable import WidgetDrawing

/// A window paints a new entry again only where it changed (``LaidOutView/changedAreas(since:)``),
/// with only the views that reach those areas drawn, and without the widget's rounded clip when
/// they are well inside its outline: the pixels must be those of a whole painting.
@Suite struct PartialPaintingTests {
    private let family = WidgetFamily.systemSmall
    private let scale = 2.0

    /// A widget like System Load: a caption, a number, two progress bars (the last near the
    /// bottom corners), on a tinted background.
    private func widget(load: Double, free: Double, number: String) -> LaidOutView {
        func text(_ string: String) -> RenderNode { RenderNode(.text(TextNode(runs: [.verbatim(string)]))) }
        let children: [RenderNode] = [
            text("Load"), text(number), RenderNode(.spacer(minLength: nil)),
            RenderNode(.progress(ProgressNode(value: load, total: 2, label: text("of 2 CPUs")))),
            RenderNode(.progress(ProgressNode(value: free, total: 100, label: text("memory free")))),
        ]
        let node = RenderNode(
            .stack(StackNode(axis: .vertical, children: children)),
            modifiers: [.containerBackground(RenderNode(.color(.named("blue", opacity: 0.15))))])
        return FrameLayout().layout(node, family: family)
    }

    private var painter: WidgetPainter { WidgetPainter(scale: scale, cornerRadius: family.cornerRadius) }

    private func pixels(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
    }

    /// `new` painted over a whole painting of `old`, clipped to the areas that changed on whole
    /// pixels (as the window clips), and a whole painting of `new`.
    private func paintedAgain(_ new: LaidOutView, over old: LaidOutView) throws -> (differing: Int, areas: [Rect]) {
        let areas = try #require(new.changedAreas(since: old))
        let kept = painter.imageSurface(old)
        defer { cairo_surface_destroy(kept) }
        let context = cairo_create(kept)!
        for area in areas {
            let (minX, minY) = ((area.minX * scale).rounded(.down), (area.minY * scale).rounded(.down))
            let (maxX, maxY) = ((area.maxX * scale).rounded(.up), (area.maxY * scale).rounded(.up))
            cairo_rectangle(context, minX, minY, maxX - minX, maxY - minY)
        }
        cairo_clip(context)
        cairo_scale(context, scale, scale)
        // What is under the widget (nothing here) put back where its outline may leave it uncovered,
        // as the window puts its shadow back: the rounded corners.
        let corner = family.cornerRadius + 1
        for (x, y) in [(0, 0), (new.frame.width - corner, 0), (0, new.frame.height - corner), (new.frame.width - corner, new.frame.height - corner)] {
            cairo_rectangle(context, x, y, corner, corner)
        }
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_fill(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        painter.draw(new, on: context)
        cairo_destroy(context)
        let whole = painter.imageSurface(new)
        defer { cairo_surface_destroy(whole) }
        return (zip(pixels(kept), pixels(whole)).filter { $0 != $1 }.count, areas)
    }

    @Test func aChangeWellInsideTheOutlineIsPaintedUnclippedAsAWholePaintingIs() throws {
        let old = widget(load: 0.5, free: 40, number: "0.50")
        let new = widget(load: 0.5, free: 40, number: "0.75")
        let (differing, areas) = try paintedAgain(new, over: old)
        #expect(areas.allSatisfy { Canvas.isWellInside($0, new.frame, radius: family.cornerRadius) }, "\(areas)")
        #expect(differing == 0)
    }

    @Test func aChangeReachingACornerIsPaintedInsideTheOutlineAsAWholePaintingIs() throws {
        // A mark moved into the top-left corner, partly past the rounded outline.
        func marked(_ mark: String) -> LaidOutView {
            let text = RenderNode(.text(TextNode(runs: [.verbatim(mark)])), modifiers: [.offset(x: -78, y: -78)])
            return FrameLayout().layout(
                RenderNode(.stack(StackNode(axis: .vertical, children: [text])), modifiers: [.containerBackground(RenderNode(.color(.named("blue", opacity: 0.15))))]),
                family: family)
        }
        let (old, new) = (marked("W"), marked("M"))
        let (differing, areas) = try paintedAgain(new, over: old)
        #expect(!areas.allSatisfy { Canvas.isWellInside($0, new.frame, radius: family.cornerRadius) }, "\(areas)")
        #expect(!areas.contains { $0.contains(new.frame) }, "\(areas)")
        #expect(differing == 0)
    }

    @Test func onlyAreasAPointInsideTheRoundedOutlineAreWellInside() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(Canvas.isWellInside(Rect(x: 10, y: 40, width: 80, height: 20), frame, radius: 20))
        // Inside the square corner, past the rounded one.
        #expect(!Canvas.isWellInside(Rect(x: 2, y: 2, width: 10, height: 10), frame, radius: 20))
        // In the corner's square, but within the arc by more than a point.
        #expect(Canvas.isWellInside(Rect(x: 8, y: 8, width: 10, height: 10), frame, radius: 20))
        // Within a point of a straight edge.
        #expect(!Canvas.isWellInside(Rect(x: 40, y: 0.5, width: 10, height: 10), frame, radius: 20))
        #expect(Canvas.isWellInside(Rect(x: 40, y: 1, width: 10, height: 10), frame, radius: 0))
    }
}
