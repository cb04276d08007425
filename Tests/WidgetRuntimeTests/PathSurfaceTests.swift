import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Path shapes and styled controls on the page and in the terminal.
@Suite struct PathSurfaceTests {
    static func point(_ x: Double, _ y: Double) -> PathNode.Point { PathNode.Point(x: x, y: y) }

    /// A zigzag made for 100 × 50 points.
    static let sparkline = PathNode(
        elements: [.move(point(0, 50)), .line(point(25, 10)), .line(point(50, 40)), .line(point(75, 0)), .line(point(100, 30))],
        size: Size(width: 100, height: 50))

    let page = HTMLRenderer(now: Date(timeIntervalSince1970: 1_800_000_000), timeZone: TimeZone(identifier: "UTC")!)

    /// The shape alone in a medium widget's content area (332 × 138 points).
    func html(_ shape: ShapeNode) -> String { page.fragment(RenderNode(.shape(shape)), family: .systemMedium) }

    @Test func thePageDrawsAPathAsSVGScaledToItsFrame() {
        let stroked = html(ShapeNode(
            kind: .path, path: Self.sparkline, stroke: .named("green", opacity: 1), lineWidth: 2,
            line: LineStyle(cap: .round, join: .round, dash: [2, 3])))
        // Made for 100 × 50, laid out in 332 × 138: each x × 3.32, each y × 2.76.
        #expect(stroked.contains(#"<path d="M0 138L83 27.6L166 110.4L249 0L332 82.8" fill="none" fill-rule="nonzero" stroke="var(--green)" stroke-width="2""#))
        #expect(stroked.contains(#"stroke-linecap="round" stroke-linejoin="round" stroke-miterlimit="10" stroke-dasharray="2 3" stroke-dashoffset="0""#))
        // Filled alone, the element's background is clipped to it, so a gradient fills it.
        let filled = html(ShapeNode(kind: .path, path: Self.sparkline, fill: .named("blue", opacity: 1), evenOdd: true))
        #expect(filled.contains(#"background:var(--blue);clip-path:path(evenodd,'M0 138L83 27.6L166 110.4L249 0L332 82.8');"#))
        // Trimmed, then inside its edge: a stroke twice as wide, clipped to the path.
        let inside = html(ShapeNode(
            kind: .path, path: Self.sparkline, stroke: .named("red", opacity: 1), lineWidth: 3, strokeInside: true, trimTo: 0.5))
        #expect(inside.contains(#"style="clip-path:path(nonzero,'M0 138L83 27.6"#) && inside.contains(#"stroke-width="6""#))
        #expect(!inside.contains("L332 82.8"))
        // A view clipped to a path.
        let clipped = page.fragment(
            RenderNode(.color(.named("red", opacity: 1)), modifiers: [.clipShape(ShapeNode(kind: .path, path: Self.sparkline))]), family: .systemMedium)
        #expect(clipped.contains("clip-path:path(nonzero,'M0 138L83 27.6L166 110.4L249 0L332 82.8');"))
    }

    /// The SVG a gradient stroke's layer is shown through, and the layer's style before it.
    func gradientLayer(_ html: String) throws -> (style: String, mask: String) {
        let layer = try #require(html.range(of: "<div style=\"position:absolute;left:0;top:0;width:100%;height:100%;"), "\(html)")
        let style = html[layer.upperBound...].prefix { $0 != "\"" }
        let start = try #require(style.range(of: "mask:url(data:image/svg+xml;base64,")).upperBound
        let mask = try #require(Data(base64Encoded: String(style[start...].prefix { $0 != ")" })))
        return (String(style), String(decoding: mask, as: UTF8.self))
    }

    /// A stroke in a gradient (`Circle().stroke(LinearGradient(…), lineWidth: 8)`,
    /// `RoundedRectangle(…).strokeBorder(AngularGradient(…))`) is the gradient shown through the
    /// stroke: not its first color alone.
    @Test func thePageDrawsAGradientStrokeInItsGradient() throws {
        let redToBlue = ColorValue.gradient(GradientValue(kind: .linear, stops: [
            .init(color: .named("red", opacity: 1), location: 0), .init(color: .named("blue", opacity: 1), location: 1),
        ], start: [0, 0.5], end: [1, 0.5]))
        let ring = html(ShapeNode(kind: .circle, stroke: redToBlue, lineWidth: 8))
        let circle = try gradientLayer(ring)
        #expect(circle.style.hasPrefix("background:linear-gradient(90deg,var(--red) 0%,var(--blue) 100%);-webkit-mask:url("), "\(circle.style)")
        #expect(circle.mask.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="332" height="138"><circle cx="166" cy="69" r="69" fill="none" stroke="#000" stroke-width="8""##), "\(circle.mask)")
        #expect(!ring.contains("stroke=\"var(--red)\""), "\(ring)")
        let angular = ColorValue.gradient(GradientValue(kind: .angular, stops: [
            .init(color: .named("orange", opacity: 1), location: 0), .init(color: .named("pink", opacity: 1), location: 1),
        ], start: [0.5, 0.5], end: [0.5, 0.5]))
        // Inside its edge, over a fill: the fill's SVG, then the stroke's layer.
        let border = html(ShapeNode(kind: .roundedRectangle, cornerRadius: 12, fill: .named("gray", opacity: 1), stroke: angular, lineWidth: 4, strokeInside: true))
        let rectangle = try gradientLayer(border)
        #expect(rectangle.style.hasPrefix("background:conic-gradient(from 90deg at 50% 50%,var(--orange) 0deg,var(--pink) 360deg);"), "\(rectangle.style)")
        #expect(rectangle.mask.contains(##"<rect x="2" y="2" width="328" height="134" rx="12" fill="none" stroke="#000" stroke-width="4"/>"##), "\(rectangle.mask)")
        #expect(border.contains(#"rx="12" fill="var(--gray)"/></svg><div"#), "\(border)")
        // A path's stroke too.
        let line = try gradientLayer(html(ShapeNode(kind: .path, path: Self.sparkline, stroke: redToBlue, lineWidth: 2)))
        #expect(line.mask.contains(##"<path d="M0 138L83 27.6L166 110.4L249 0L332 82.8" fill="none" fill-rule="nonzero" stroke="#000" stroke-width="2""##), "\(line.mask)")
    }

    @Test func theTerminalDrawsAStrokeInBrailleAndAFillInItsCells() throws {
        let renderer = TextRenderer(now: Date(timeIntervalSince1970: 1_800_000_000), colors: true)
        let line = renderer.render(RenderNode(.shape(ShapeNode(kind: .path, path: Self.sparkline, stroke: .named("green", opacity: 1)))), family: .systemMedium)
        let dots = line.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        #expect(dots.count > 40, "\(line)")
        #expect(line.contains("\u{1b}[0;32m"))
        // The stroke's first dots are at its start: the content area's bottom-left corner.
        let rows = line.split(separator: "\n").map { String($0) }
        let last = rows[rows.count - 3]
        #expect(last.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "\(line)")
        // A filled triangle sets the background of the cells whose middle it covers, and no others.
        let triangle = PathNode(elements: [.move(Self.point(0, 0)), .line(Self.point(100, 0)), .line(Self.point(0, 100)), .close], size: Size(width: 100, height: 100))
        let filled = renderer.render(RenderNode(.shape(ShapeNode(kind: .path, path: triangle, fill: .named("red", opacity: 1)))), family: .systemMedium)
        // Row by row, the red cells: fewer each row down, as the triangle narrows.
        let runs = filled.split(separator: "\n").compactMap { row -> Int? in
            guard let start = row.range(of: ";41m"), let end = row.range(of: "\u{1b}[0m", range: start.upperBound..<row.endIndex) else { return nil }
            return row.distance(from: start.upperBound, to: end.lowerBound)
        }
        #expect(runs.count == 7 && runs == runs.sorted(by: >) && runs.first == 38 && runs.last ?? 0 < 10, "\(filled)")
    }

    /// The tutorial ring: a track, and a circle trimmed to the progress and turned a quarter back.
    static func ring(progress: Double, turned: Bool = true) -> RenderNode {
        RenderNode(.stack(StackNode(axis: .depth, children: [
            RenderNode(.shape(ShapeNode(kind: .circle, stroke: .named("gray", opacity: 0.3), lineWidth: 8))),
            RenderNode(
                .shape(ShapeNode(kind: .circle, stroke: .named("green", opacity: 1), lineWidth: 8, line: LineStyle(cap: .round), trimTo: progress)),
                modifiers: turned ? [.rotationEffect(degrees: -90, anchor: .center)] : []),
        ])), modifiers: [.frame(FrameValue(width: 80, height: 80))])
    }

    @Test func thePageTurnsAndScalesAViewRoundItsAnchor() {
        let ring = page.fragment(Self.ring(progress: 0.25), family: .systemSmall)
        // The trimmed circle is its path from three o'clock, the element turned round its middle.
        #expect(ring.contains("transform-origin:50% 50%;transform:rotate(-90deg);"), "\(ring)")
        #expect(ring.contains(#"<path d="M80 40C80 62.09"#) && ring.contains(#"stroke="var(--green)" stroke-width="8" stroke-linecap="round""#), "\(ring)")
        // A quarter: it ends at six o'clock, its bottom, before the turn.
        #expect(ring.contains(#" 40 80" fill="none""#), "\(ring)")
        let scaled = page.fragment(
            RenderNode(.color(.named("red", opacity: 1)), modifiers: [.scaleEffect(x: 2, y: -1, anchor: UnitPointValue(x: 1, y: 0.5))]),
            family: .systemSmall)
        #expect(scaled.contains("transform-origin:100% 50%;transform:scale(2,-1);"), "\(scaled)")
    }

    @Test func theTerminalKeepsATurnedRingsCellsAndTurnsAPathsDots() {
        let renderer = TextRenderer(now: Date(timeIntervalSince1970: 1_800_000_000))
        // Cells cannot turn: the ring is its whole outline however it is trimmed or turned.
        let turned = renderer.render(Self.ring(progress: 0.25), family: .systemSmall)
        #expect(turned == renderer.render(Self.ring(progress: 0.25, turned: false), family: .systemSmall))
        #expect(turned == renderer.render(Self.ring(progress: 1, turned: false), family: .systemSmall))
        #expect(turned.contains("╭") && turned.contains("╯"), "\(turned)")
        // A path's braille dots are points: turned a quarter, a line across is a line down.
        let across = PathNode(elements: [.move(Self.point(0, 50)), .line(Self.point(100, 50))], size: Size(width: 100, height: 100))
        func rows(_ modifiers: [Modifier]) -> Int {
            let text = renderer.render(
                RenderNode(.shape(ShapeNode(kind: .path, path: across, stroke: .named("green", opacity: 1))), modifiers: modifiers), family: .systemMedium)
            return text.split(separator: "\n").filter { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }.count
        }
        #expect(rows([]) == 1 && rows([.rotationEffect(degrees: 90, anchor: .center)]) >= 6)
        // Scaled to nothing, it shows nothing.
        #expect(rows([.scaleEffect(x: 0, y: 0, anchor: .center)]) == 0)
    }

    @Test func aStyledControlIsDrawnAsItsLabelAlone() {
        let intent = IntentInvocation(type: "Flip", parameters: .object([]))
        let label = RenderNode(.text(TextNode(runs: [.verbatim("Lights")])))
        let toggle = RenderNode(.control(ControlNode(kind: .toggle, target: "toggle-1", intent: intent, isOn: true, label: label, styled: true)))
        let html = page.fragment(toggle, family: .systemSmall)
        #expect(html.contains(#"data-target="toggle-1""#) && html.contains(#"role="switch" aria-checked="true""#))
        #expect(!html.contains("class=\"switch"))
        let button = RenderNode(.control(ControlNode(kind: .button, target: "button-1", intent: intent, label: label, styled: true)))
        let text = TextRenderer().render(button, family: .systemSmall)
        #expect(text.contains("Lights") && !text.contains("[") && !text.contains("]"))
        #expect(!TextRenderer().render(toggle, family: .systemSmall).contains("●"))
    }
}

