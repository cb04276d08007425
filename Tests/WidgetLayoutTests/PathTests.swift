import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// A path's geometry, which every surface shares, and the painter's drawing of path shapes: scaled to
/// their frames, filled by their rule, stroked with caps, joins and dashes, trimmed, inside their edge.
@Suite struct PathTests {
    static func point(_ x: Double, _ y: Double) -> PathNode.Point { PathNode.Point(x: x, y: y) }

    /// A square's outline from its top-left corner clockwise, as `Path(rect)` draws it.
    static func square(_ side: Double, size: Size? = nil) -> PathNode {
        PathNode(elements: [
            .move(point(0, 0)), .line(point(side, 0)), .line(point(side, side)), .line(point(0, side)), .close,
        ], size: size)
    }

    /// A circle of four cubic curves from its right-hand point clockwise (on screen), as
    /// `Path(ellipseIn:)` draws one.
    static func circle(center: PathNode.Point, radius r: Double) -> [PathNode.Element] {
        let k = 0.5523 * r
        let (cx, cy) = (center.x, center.y)
        return [
            .move(point(cx + r, cy)),
            .cubic(point(cx, cy + r), control1: point(cx + r, cy + k), control2: point(cx + k, cy + r)),
            .cubic(point(cx - r, cy), control1: point(cx - k, cy + r), control2: point(cx - r, cy + k)),
            .cubic(point(cx, cy - r), control1: point(cx - r, cy - k), control2: point(cx - k, cy - r)),
            .cubic(point(cx + r, cy), control1: point(cx + k, cy - r), control2: point(cx + r, cy - k)),
            .close,
        ]
    }

    @Test func aPathIsScaledFromTheSizeItWasMadeForToItsFrame() {
        let placed = Self.square(50, size: Size(width: 50, height: 50)).placed(in: Rect(x: 10, y: 20, width: 100, height: 25))
        #expect(placed.elements == [
            .move(Self.point(10, 20)), .line(Self.point(110, 20)), .line(Self.point(110, 45)), .line(Self.point(10, 45)), .close,
        ])
        #expect(placed.size == nil)
        // A path without a size is drawn as it is, only moved to its frame.
        #expect(Self.square(50).placed(in: Rect(x: 5, y: 5, width: 300, height: 300)).bounds == Rect(x: 5, y: 5, width: 50, height: 50))
    }

    @Test func aTrimIsAPartOfTheLengthCurvesCutWhereItFalls() throws {
        let square = Self.square(100)
        #expect(square.length == 400)
        // The first quarter is the top edge, the closing line the last.
        #expect(square.trimmed(from: 0, to: 0.25).elements == [.move(Self.point(0, 0)), .line(Self.point(100, 0))])
        #expect(square.trimmed(from: 0.375, to: 1).elements == [
            .move(Self.point(100, 50)), .line(Self.point(100, 100)), .line(Self.point(0, 100)), .line(Self.point(0, 0)),
        ])
        #expect(square.trimmed(from: 0, to: 1) == square)
        #expect(square.trimmed(from: 0.5, to: 0.5).elements.isEmpty)
        // A circle's first quarter runs from its right-hand point to its bottom, as SwiftUI's trim does.
        let circle = PathNode(elements: Self.circle(center: Self.point(50, 50), radius: 40))
        let quarter = circle.trimmed(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(Self.point(90, 50)))
        let end = try #require(quarter.elements.last?.end)
        #expect(abs(end.x - 50) < 0.5 && abs(end.y - 90) < 0.5, "\(end)")
        // Cut inside a curve, it stays a curve on the circle.
        let middle = circle.trimmed(from: 0.125, to: 0.375)
        #expect(middle.elements.count == 3)
        for element in middle.elements {
            let point = try #require(element.end)
            #expect(abs(((point.x - 50) * (point.x - 50) + (point.y - 50) * (point.y - 50)).squareRoot() - 40) < 0.1)
        }
        #expect(abs(middle.length - circle.length / 4) < 0.5)
    }

    @Test func boundsAndInsideness() throws {
        let rings = PathNode(elements: Self.circle(center: Self.point(50, 50), radius: 40) + Self.circle(center: Self.point(50, 50), radius: 20))
        let bounds = try #require(rings.bounds)
        #expect(abs(bounds.minX - 10) < 0.1 && abs(bounds.width - 80) < 0.1)
        #expect(rings.contains(Self.point(50, 50)) && !rings.contains(Self.point(50, 50), evenOdd: true))
        #expect(rings.contains(Self.point(50, 20), evenOdd: true) && !rings.contains(Self.point(5, 5)))
        #expect(PathNode(elements: []).bounds == nil)
    }

    @Test func aStyledControlIsAsLargeAsItsLabel() {
        let engine = LayoutEngine(metrics: LayoutMetrics(buttonInset: 8), measurer: RuleMeasurer())
        let intent = IntentInvocation(type: "Go", parameters: .object([]))
        let label = text("Go", [.padding(EdgeInsetsValue(top: 4, leading: 10, bottom: 4, trailing: 10))])
        let proposal = ProposedSize(width: 200, height: 100)
        let styled = RenderNode(.control(ControlNode(kind: .button, target: "button-1", intent: intent, label: label, styled: true)))
        let plain = RenderNode(.control(ControlNode(kind: .button, target: "button-1", intent: intent, label: label)))
        #expect(engine.size(of: styled, for: proposal) == engine.size(of: label, for: proposal))
        #expect(engine.size(of: plain, for: proposal).width > engine.size(of: label, for: proposal).width)
        // A styled toggle keeps no room for a switch.
        let toggle = RenderNode(.control(ControlNode(kind: .toggle, target: "toggle-1", intent: intent, isOn: true, label: label, styled: true)))
        #expect(engine.size(of: toggle, for: proposal) == engine.size(of: label, for: proposal))
    }

    // MARK: Painting

    let engine = LayoutEngine(measurer: PangoTextMeasurer())
    let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)

    /// A 100 × 100 widget, painted at 1x with square corners.
    func paint(_ node: RenderNode) throws -> PixelImage {
        let laid = engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins)
        return try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
    }

    func isRed(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool {
        let color = image.color(x: x, y: y)
        return (color?.red ?? 0) > 0.9 && (color?.green ?? 1) < 0.4
    }

    @Test func aPathIsFilledInItsFrameByItsRule() throws {
        // A wedge made for 50 × 50 (from the middle up, round to the right), drawn in 100 × 100.
        let wedge = PathNode(elements: [
            .move(Self.point(25, 25)), .line(Self.point(25, 0)),
            .cubic(Self.point(50, 25), control1: Self.point(38.8, 0), control2: Self.point(50, 11.2)), .close,
        ], size: Size(width: 50, height: 50))
        let image = try paint(RenderNode(.shape(ShapeNode(kind: .path, path: wedge, fill: red))))
        #expect(isRed(image, 75, 25) && isRed(image, 55, 10) && isRed(image, 90, 45))
        #expect(!isRed(image, 25, 25) && !isRed(image, 75, 75) && !isRed(image, 97, 3))
        // Two rings: wound the same way they fill their middle; even-odd leaves a hole.
        let rings = PathNode(elements: Self.circle(center: Self.point(50, 50), radius: 40) + Self.circle(center: Self.point(50, 50), radius: 20))
        let wound = try paint(RenderNode(.shape(ShapeNode(kind: .path, path: rings, fill: red))))
        let holed = try paint(RenderNode(.shape(ShapeNode(kind: .path, path: rings, fill: red, evenOdd: true))))
        #expect(isRed(wound, 50, 50) && isRed(wound, 50, 20))
        #expect(!isRed(holed, 50, 50) && isRed(holed, 50, 20))
    }

    @Test func aStrokeHasItsCapsAndDashes() throws {
        let line = PathNode(elements: [.move(Self.point(20, 50)), .line(Self.point(80, 50))])
        func stroke(_ style: LineStyle?) throws -> PixelImage {
            try paint(RenderNode(.shape(ShapeNode(kind: .path, path: line, stroke: red, lineWidth: 20, line: style))))
        }
        let butt = try stroke(nil), round = try stroke(LineStyle(cap: .round))
        #expect(isRed(butt, 50, 50) && !isRed(butt, 15, 50) && isRed(round, 15, 50) && !isRed(round, 11, 42))
        let dashed = try stroke(LineStyle(dash: [10, 10]))
        #expect(isRed(dashed, 25, 50) && !isRed(dashed, 35, 50) && isRed(dashed, 45, 50))
        // A pattern of zeros is a solid line.
        #expect(isRed(try stroke(LineStyle(dash: [0, 0])), 35, 50))
    }

    @Test func aTrimmedOrInsideStrokeIsDrawnWhereSwiftUIDrawsIt() throws {
        // The first quarter of a square's outline is its top edge.
        let top = try paint(RenderNode(.shape(ShapeNode(kind: .path, path: Self.square(100), stroke: red, lineWidth: 10, trimTo: 0.25))))
        #expect(isRed(top, 50, 2) && !isRed(top, 97, 50) && !isRed(top, 3, 50))
        // Inside its edge, in a 60-point frame in the middle: nothing outside the frame.
        let framed = RenderNode(
            .shape(ShapeNode(kind: .path, path: Self.square(60, size: Size(width: 60, height: 60)), stroke: red, lineWidth: 8, strokeInside: true)),
            modifiers: [.frame(FrameValue(width: 60, height: 60))])
        let inside = try paint(framed)
        #expect(isRed(inside, 23, 50) && isRed(inside, 27, 50) && !isRed(inside, 17, 50) && !isRed(inside, 50, 50))
    }

    @Test func aViewIsClippedToAPath() throws {
        let triangle = PathNode(elements: [.move(Self.point(50, 0)), .line(Self.point(100, 100)), .line(Self.point(0, 100)), .close])
        let image = try paint(RenderNode(.color(red), modifiers: [.clipShape(ShapeNode(kind: .path, path: triangle))]))
        #expect(isRed(image, 50, 60) && !isRed(image, 10, 10) && !isRed(image, 90, 10))
    }
}
