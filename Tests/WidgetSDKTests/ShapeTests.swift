import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A ring's progress, as widget code draws one: an arc from the top, clockwise, the whole way round.
struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
                endAngle: .degrees(270), clockwise: false)
        }
    }
}

/// A line through values, each as high in the frame as its share of the largest.
struct Sparkline: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        let top = values.max() ?? 1
        let step = rect.width / CGFloat(max(values.count - 1, 1))
        var path = Path()
        path.addLines(values.enumerated().map { index, value in
            CGPoint(x: rect.minX + CGFloat(index) * step, y: rect.maxY - rect.height * value / top)
        })
        return path
    }
}

/// A slice of a pie from the top, `degrees` round.
struct Wedge: Shape {
    let degrees: Double
    var clockwise = false

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90), endAngle: .degrees(-90 + degrees),
            clockwise: clockwise)
        path.closeSubpath()
        return path
    }
}

/// Custom shapes are laid out like any shape and draw their `path(in:)` in the frame they get.
@Suite struct ShapeTests {
    /// A small widget's content, evaluated as a bundle evaluates it (with its geometry passes).
    func render(_ family: WidgetFamily = .systemSmall, @ViewBuilder _ content: () -> some View) -> RenderNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        return GeometryPass.render(content(), in: environment, size: family.displaySize)
    }

    /// Every shape of a tree (its own and its modifiers'), in the order drawn.
    func shapes(_ node: RenderNode) -> [ShapeNode] {
        var found: [ShapeNode] = []
        for modifier in node.modifiers {
            switch modifier {
            case .clipShape(let shape): found.append(shape)
            case .background(let view, _), .overlay(let view, _), .containerBackground(let view): found += shapes(view)
            default: break
            }
        }
        switch node.element {
        case .shape(let shape): found.append(shape)
        case .stack(let stack): found += stack.children.flatMap(shapes)
        case .group(let children): found += children.flatMap(shapes)
        case .control(let control): found += shapes(control.label)
        default: break
        }
        return found
    }

    func point(_ x: Double, _ y: Double) -> PathNode.Point { PathNode.Point(x: x, y: y) }

    func near(_ a: PathNode.Point?, _ b: PathNode.Point, within tolerance: Double = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aRingIsTrimmedAndStrokedInItsFrame() throws {
        let node = render {
            Ring().trim(from: 0, to: 0.25)
                .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round, dash: [2, 3], dashPhase: 1))
                .frame(width: 60, height: 60)
        }
        let shape = try #require(shapes(node).first)
        let path = try #require(shape.path)
        #expect(shape.kind == .path && path.size == Size(width: 60, height: 60))
        #expect(shape.stroke == .named("tint", opacity: 1) && shape.lineWidth == 6 && shape.fill == nil)
        #expect(shape.line == LineStyle(cap: .round, join: .round, dash: [2, 3], dashPhase: 1))
        // From the top, a quarter of the way round clockwise (on screen): to three o'clock.
        #expect(near(path.elements.first?.end, point(30, 0)))
        #expect(near(path.elements.last?.end, point(60, 30), within: 0.05))
        #expect(path.elements.count == 2)
        // It crosses as it was made, exactly.
        #expect(try RenderNode(json: JSON(parsing: Data(node.json.serialized.utf8)), at: "view") == node)
    }

    @Test func aSparklineIsScaledToTheSpaceTheLayoutGivesIt() throws {
        let node = render {
            HStack {
                Color.red.frame(width: 40)
                Sparkline(values: [2, 8, 4, 10, 6]).stroke(.green, lineWidth: 2)
            }
        }
        let shape = try #require(shapes(node).first { $0.kind == .path })
        let path = try #require(shape.path)
        // The row is 138 points wide inside the margins: 40, 8 of spacing, and 90 for the line.
        #expect(path.size == Size(width: 90, height: 138))
        let expected = [point(0, 110.4), point(22.5, 27.6), point(45, 82.8), point(67.5, 0), point(90, 55.2)]
        #expect(path.elements.count == 5 && path.elements.first == .move(path.elements[0].end!))
        #expect(zip(path.elements, expected).allSatisfy { near($0.end, $1) }, "\(path.elements)")
    }

    @Test func aWedgeIsAnArcTheWaySwiftUIDrawsIt() throws {
        func wedge(_ shape: Wedge) throws -> PathNode {
            try #require(shapes(render { shape.fill(.orange).frame(width: 100, height: 100) }).first?.path)
        }
        // `clockwise: false` grows the angle: clockwise on screen, from twelve to three o'clock.
        let quarter = try wedge(Wedge(degrees: 90))
        #expect(quarter.elements.count == 4)
        #expect(quarter.elements[0] == .move(point(50, 50)) && quarter.elements[1] == .line(point(50, 0)))
        #expect(near(quarter.elements[2].end, point(100, 50)) && quarter.elements[3] == .close)
        guard case .cubic(_, let control1, _) = quarter.elements[2] else {
            Issue.record("\(quarter.elements[2])")
            return
        }
        // The curve leaves the top heading right, as a circle's arc does.
        #expect(abs(control1.y) < 0.01 && abs(control1.x - 77.6) < 0.1)
        // `clockwise: true` goes the other way round: through nine and six o'clock to three.
        let rest = try wedge(Wedge(degrees: 90, clockwise: true))
        #expect(rest.elements.count == 6)
        #expect(near(rest.elements[2].end, point(0, 50)) && near(rest.elements[3].end, point(50, 100)) && near(rest.elements[4].end, point(100, 50)))
    }

    @Test func theSDKsShapesKeepTheirKindsAndHaveSwiftUIsPaths() throws {
        #expect(shapes(render { Circle().trim(from: 0.25, to: 0.5).trim(from: 0, to: 0.5).stroke(.green, lineWidth: 4) })
            == [ShapeNode(kind: .circle, stroke: .named("green", opacity: 1), lineWidth: 4, trimFrom: 0.25, trimTo: 0.375)])
        #expect(shapes(render { RoundedRectangle(cornerRadius: 8).fill(.blue, style: FillStyle(eoFill: true)) })
            == [ShapeNode(kind: .roundedRectangle, cornerRadius: 8, fill: .named("blue", opacity: 1), evenOdd: true)])
        // A circle's path starts at its right-hand point and goes clockwise on screen: SwiftUI's trim.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(circle.elements.first == .move(point(80, 30)))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.currentPoint.map { abs($0.x - 50) < 0.5 && abs($0.y - 60) < 0.5 } == true)
        #expect(Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 5)).elements == [
            .move(point(0, 0)), .line(point(10, 0)), .line(point(10, 5)), .line(point(0, 5)), .close,
        ])
        // Turned, inset or erased, a shape is a path in its frame.
        let turned = try #require(shapes(render { Rectangle().rotation(.degrees(90)).frame(width: 40, height: 20) }).first?.path)
        #expect(near(turned.elements.first?.end, point(30, -10)) && turned.size == Size(width: 40, height: 20))
        let inset = try #require(shapes(render { Capsule().inset(by: 4).frame(width: 40, height: 20) }).first?.path)
        #expect(inset.bounds.map { abs($0.minX - 4) < 0.01 && abs($0.width - 32) < 0.01 && abs($0.height - 12) < 0.01 } == true)
        #expect(shapes(render { AnyShape(Wedge(degrees: 90)).frame(width: 10, height: 10) }).first?.path?.elements.count == 4)
        #expect(shapes(render { AnyShape(Circle()) }) == [ShapeNode(kind: .circle)])
    }

    /// The progress ring of every widget tutorial: the circle's path starts at three o'clock, and
    /// the rotation effect turns it to start at the top, as on iOS.
    @Test func theTutorialRingIsATrimmedCircleTurnedAQuarterBack() throws {
        let progress: CGFloat = 0.25
        let node = render {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
        }
        #expect(node == RenderNode(.stack(StackNode(axis: .depth, children: [
            RenderNode(.shape(ShapeNode(kind: .circle, stroke: .named("gray", opacity: 0.3), lineWidth: 8))),
            RenderNode(
                .shape(ShapeNode(kind: .circle, stroke: .named("green", opacity: 1), lineWidth: 8, line: LineStyle(cap: .round), trimTo: 0.25)),
                modifiers: [.rotationEffect(degrees: -90, anchor: .center)]),
        ]))))
        #expect(try RenderNode(json: JSON(parsing: Data(node.json.serialized.utf8)), at: "view") == node)
        // The trimmed circle's own path: from its right-hand point down to six o'clock, clockwise.
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(quarter.elements.first == .move(point(80, 40)))
        #expect(near(quarter.currentPoint.map { PathNode.Point(x: $0.x, y: $0.y) }, point(40, 80), within: 0.05))
    }

    @Test func rotationAndScaleEffectsCrossWithTheirAnchors() throws {
        let node = render {
            VStack {
                Text("a").rotationEffect(.degrees(30), anchor: .topLeading)
                Text("b").scaleEffect(2)
                Text("c").scaleEffect(x: -1, anchor: .bottomTrailing)
                Text("d").scaleEffect(CGSize(width: 0.5, height: 3), anchor: UnitPoint(x: 0.25, y: 2))
            }
        }
        guard case .stack(let stack) = node.element else {
            Issue.record("\(node)")
            return
        }
        #expect(stack.children.map(\.modifiers) == [
            [.rotationEffect(degrees: 30, anchor: UnitPointValue(x: 0, y: 0))],
            [.scaleEffect(x: 2, y: 2, anchor: .center)],
            [.scaleEffect(x: -1, y: 1, anchor: UnitPointValue(x: 1, y: 1))],
            [.scaleEffect(x: 0.5, y: 3, anchor: UnitPointValue(x: 0.25, y: 2))],
        ])
        #expect(try RenderNode(json: JSON(parsing: Data(node.json.serialized.utf8)), at: "view") == node)
        // A centred anchor is left out, as the Swift leaves it out.
        #expect(RenderNode(.empty, modifiers: [.rotationEffect(degrees: -90, anchor: .center)]).json.serialized
            == #"{"modifiers":[{"rotationEffect":{"degrees":-90}}],"type":"empty"}"#)
    }

    @Test func customShapesClipBackAndFillAContainersBackground() throws {
        let node = render {
            Text("Hi").frame(width: 50, height: 30)
                .background(.yellow, in: Wedge(degrees: 180))
                .clipShape(Wedge(degrees: 270))
                .containerBackground(for: .widget) { Sparkline(values: [1, 2]).fill(.blue) }
        }
        let found = shapes(node)
        #expect(found.count == 3 && found.allSatisfy { $0.kind == .path })
        // The background and the clip are in the text's frame; the container background in the widget's.
        #expect(found[0].path?.size == Size(width: 50, height: 30) && found[0].fill == .named("yellow", opacity: 1))
        #expect(found[1].path?.size == Size(width: 50, height: 30) && found[1].fill == nil)
        #expect(found[2].path?.size == Size(width: 170, height: 170))
        #expect(found.allSatisfy { GeometryPass.markerID($0) == nil })
    }

    @Test func shapesInsideAGeometryReaderAndOutsideAnyPassGetAFrame() throws {
        // Inside a reader: found on a later evaluation, in the reader's space.
        let node = render {
            VStack(spacing: 0) {
                Color.red.frame(height: 38)
                GeometryReader { proxy in
                    VStack(spacing: 0) {
                        Ring().stroke(lineWidth: 2).frame(height: proxy.size.height / 2)
                        Wedge(degrees: 90).fill(.blue)
                    }
                }
            }
        }
        let sizes = shapes(node).compactMap(\.path?.size)
        #expect(sizes == [Size(width: 138, height: 50), Size(width: 138, height: 50)])
        // Evaluated without a layout (no widget render): the widget's content area.
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemMedium
        let alone = ViewEvaluator.render(Ring().stroke(lineWidth: 2), in: environment)
        #expect(shapes(alone).first?.path?.size == Size(width: 332, height: 138))
        // A shape in a `ViewThatFits` candidate that is not chosen is never laid out: it gets the
        // content area, and no marker is left in the tree.
        let unchosen = render {
            ViewThatFits {
                Ring().stroke(lineWidth: 1).frame(width: 500, height: 20)
                Text("narrow")
            }
        }
        #expect(shapes(unchosen).compactMap(\.path?.size) == [Size(width: 138, height: 138)])
        #expect(shapes(unchosen).allSatisfy { GeometryPass.markerID($0) == nil })
    }

    @Test func aPathViewIsDrawnWhereItsPointsAre() throws {
        let node = render {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
                path.addCurve(to: CGPoint(x: 30, y: 30), control1: CGPoint(x: 20, y: 10), control2: CGPoint(x: 30, y: 20))
            }
            .stroke(.primary, lineWidth: 1)
        }
        let path = try #require(shapes(node).first?.path)
        // Never scaled (it has no size); a point that is not a number is left out.
        #expect(path.size == nil)
        let expected: [PathNode.Element] = [
            .move(point(0, 0)), .quad(point(20, 0), control: point(10, 10)),
            .cubic(point(30, 30), control1: point(20, 10), control2: point(30, 20)),
        ]
        #expect(path.elements == expected)
        // A path too long for the host is cut where it is made.
        var long = Path()
        long.addLines((0..<100_000).map { CGPoint(x: $0 % 50, y: $0 % 7) })
        #expect(shapes(render { long }).first?.path?.elements.count == RenderLimits.longestPath)
    }

    @Test func aPathIsBuiltAndReadAsSwiftUIs() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.boundingRect == .null)
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        path.addEllipse(in: CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(abs(path.boundingRect.minX) < 0.01 && abs(path.boundingRect.maxY - 60) < 0.01)
        #expect(path.contains(CGPoint(x: 20, y: 15)) && path.contains(CGPoint(x: 20, y: 50)) && !path.contains(CGPoint(x: 35, y: 30)))
        var kinds: [String] = []
        path.forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            case .quadCurve: kinds.append("quad")
            case .curve: kinds.append("curve")
            case .closeSubpath: kinds.append("close")
            }
        }
        #expect(kinds == ["move", "line", "line", "line", "close", "move", "curve", "curve", "curve", "curve", "close"])
        // Moved and turned by transforms.
        let moved = path.offsetBy(dx: 5, dy: -5)
        #expect(abs(moved.boundingRect.minX - 5) < 0.01 && abs(moved.boundingRect.minY - 5) < 0.01)
        let turned = Path(CGRect(x: 0, y: 0, width: 10, height: 0)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.boundingRect.maxY - 10) < 1e-9 && abs(turned.boundingRect.width) < 1e-9)
        let transform = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2).rotated(by: 0.3)
        let spot = CGPoint(x: 7, y: -2)
        let back = spot.applying(transform).applying(transform.inverted())
        #expect(abs(back.x - spot.x) < 1e-9 && abs(back.y - spot.y) < 1e-9)
        // Rounded rectangles, relative arcs and arcs between tangents end where they should.
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(abs(rounded.boundingRect.width - 40) < 0.01 && abs(rounded.boundingRect.height - 20) < 0.01)
        #expect(rounded.elements.first == .move(point(5, 0)) && rounded.elements.count == 10, "\(rounded.elements)")
        var relative = Path()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))
        #expect(relative.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y + 10) < 1e-9 } == true)
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        #expect(corner.currentPoint.map { abs($0.x - 20) < 1e-9 && abs($0.y - 5) < 1e-9 } == true)
    }
}
