import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Path shapes, stroke styles and styled controls cross the boundary: as JSON that reads like the
/// Swift, exactly, clamped where a bundle's numbers are wild, and cut to the limits.
@Suite struct PathWireTests {
    static func point(_ x: Double, _ y: Double) -> PathNode.Point { PathNode.Point(x: x, y: y) }

    static let wedge = PathNode(elements: [
        .move(point(32, 32)), .line(point(32, 0)), .cubic(point(64, 32), control1: point(49.67, 0), control2: point(64, 14.33)),
        .quad(point(32, 64), control: point(64, 64)), .close,
    ], size: Size(width: 64, height: 64))

    @Test func aPathShapeRoundTripsWithItsLine() throws {
        let shape = ShapeNode(
            kind: .path, path: Self.wedge, fill: .named("orange", opacity: 1), evenOdd: true, stroke: .named("blue", opacity: 1), lineWidth: 6,
            line: LineStyle(cap: .round, join: .bevel, miterLimit: 4, dash: [2, 3], dashPhase: 1), strokeInside: true, trimFrom: 0.1, trimTo: 0.9)
        let tree = RenderNode(.shape(shape), modifiers: [.clipShape(ShapeNode(kind: .path, path: Self.wedge, evenOdd: true))])
        #expect(try RenderNode(json: JSON(parsing: Data(tree.json.serialized.utf8)), at: "view") == tree)
        // Each element is its name, then its control points and its end, as SVG orders them.
        #expect(Self.wedge.json.serialized == """
            {"elements":[["move",32,32],["line",32,0],["cubic",49.67,0,64,14.33,64,32],["quad",64,64,32,64],["close"]],\
            "size":{"height":64,"width":64}}
            """)
        #expect(shape.line?.json.serialized == #"{"cap":"round","dash":[2,3],"dashPhase":1,"join":"bevel","miterLimit":4}"#)
    }

    @Test func aBundlesPathNumbersAreClampedAndItsMistakesNamed() throws {
        let wild = try RenderNode(json: JSON(parsing: #"""
            {"type": "shape", "kind": "path", "stroke": {"name": "red"},
             "line": {"cap": "round", "miterLimit": 1e9, "dash": [-4, 1e9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], "dashPhase": -1e999},
             "path": {"size": {"width": -5, "height": 1e999}, "elements": [["move", 1e999, -1e999], ["line", 3, 4]]}}
            """#), at: "view")
        guard case .shape(let shape) = wild.element else {
            Issue.record("\(wild)")
            return
        }
        #expect(shape.path == PathNode(
            elements: [.move(Self.point(RenderLimits.longestLength, -RenderLimits.longestLength)), .line(Self.point(3, 4))],
            size: Size(width: 0, height: RenderLimits.longestLength)))
        #expect(shape.line?.miterLimit == 100)
        #expect(shape.line?.dash.count == LineStyle.mostDashes && shape.line?.dash.prefix(2) == [0, RenderLimits.longestLength])
        #expect(shape.line?.dashPhase == -RenderLimits.longestLength)
        // A path shape without a path draws nothing; the other kinds carry none.
        let bare = try RenderNode(json: JSON(parsing: #"{"type": "shape", "kind": "path"}"#), at: "view")
        #expect(bare == RenderNode(.shape(ShapeNode(kind: .path, path: PathNode(elements: [])))))
        let circle = try RenderNode(json: JSON(parsing: #"{"type": "shape", "kind": "circle", "path": {"elements": [["close"]]}}"#), at: "view")
        #expect(circle == RenderNode(.shape(ShapeNode(kind: .circle))))
        #expect(throws: WireError.self) {
            try RenderNode(json: JSON(parsing: #"{"type": "shape", "kind": "path", "path": {"elements": [["arc", 1, 2, 3]]}}"#), at: "view")
        }
        #expect(throws: WireError.self) {
            try RenderNode(json: JSON(parsing: #"{"type": "shape", "kind": "path", "path": {"elements": [["line", 1, "2"]]}}"#), at: "view")
        }
    }

    @Test func aLongPathIsCutToTheLimits() throws {
        let long = PathNode(elements: [.move(Self.point(0, 0))] + (1..<100_000).map { .line(Self.point(Double($0 % 100), Double($0 % 7))) })
        let tree = RenderNode(.shape(ShapeNode(kind: .path, path: long, stroke: .named("green", opacity: 1))))
        // Where it is decoded, and where a tree is cut to the limits.
        let decoded = try RenderNode(json: JSON(parsing: Data(tree.json.serialized.utf8)), at: "view")
        guard case .shape(let shape) = decoded.element, case .shape(let limited) = tree.withinLimits().element else {
            Issue.record("\(decoded.element)")
            return
        }
        #expect(shape.path?.elements.count == RenderLimits.longestPath)
        #expect(shape.path?.elements == Array(long.elements.prefix(RenderLimits.longestPath)))
        #expect(limited.path?.elements.count == RenderLimits.longestPath)
        // The widget's paths keep so many elements together: the path past them is cut to what is left.
        let full = RenderNode(.shape(ShapeNode(kind: .path, path: PathNode(elements: Array(long.elements.prefix(RenderLimits.longestPath))))))
        let many = RenderNode(
            .stack(StackNode(axis: .vertical, children: Array(repeating: full, count: 11))),
            modifiers: [.clipShape(ShapeNode(kind: .path, path: long))])
        let counts = pathCounts(many.withinLimits())
        #expect(counts.reduce(0, +) == RenderLimits.mostPathElements)
        #expect(counts == Array(repeating: RenderLimits.longestPath, count: 10) + [0, 0])
    }

    /// Each path's element count, the modifiers' before the children's.
    private func pathCounts(_ node: RenderNode) -> [Int] {
        let own = node.modifiers.compactMap { modifier -> Int? in
            if case .clipShape(let shape) = modifier { shape.path?.elements.count } else { nil }
        }
        switch node.element {
        case .shape(let shape): return own + [shape.path?.elements.count ?? 0]
        case .stack(let stack): return own + stack.children.flatMap(pathCounts)
        default: return own
        }
    }

    @Test func aStyledControlIsItsLabelAndKeepsItsTap() throws {
        let intent = IntentInvocation(type: "Refresh", parameters: .object([]))
        let label = RenderNode(.text(TextNode(runs: [.verbatim("Go")])), modifiers: [.padding(EdgeInsetsValue(top: 4, leading: 10, bottom: 4, trailing: 10))])
        let control = RenderNode(.control(ControlNode(kind: .button, target: "button-1", intent: intent, label: label, styled: true)))
        #expect(try RenderNode(json: control.json, at: "view") == control)
        #expect(control.json["styled"] == .bool(true))
        let plain = RenderNode(.control(ControlNode(kind: .button, target: "button-1", intent: intent, label: label)))
        #expect(plain.json["styled"] == nil)
        // A tap on it performs the intent, as on any button.
        let targets = TapTargets(control, family: .systemMedium)
        #expect(targets.targets.first { $0.id == "button-1" }?.tapInvocation == intent)
    }
}
