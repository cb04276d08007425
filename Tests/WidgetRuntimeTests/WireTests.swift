import Foundation
import Testing
import WidgetWire

@Suite struct WireTests {
    @Test func requestsRoundTripWithTheirVersion() throws {
        let request = BundleRequest.timeline(kind: "Clock", context: ProviderContext(family: .systemMedium, isPreview: true))
        let data = WireCoding.encode(request)
        let object = try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]
        #expect(object?["version"] as? Int == wireVersion)
        #expect(object?["type"] as? String == "timeline")
        #expect(try WireCoding.decode(BundleRequest.self, from: data) == request)
        #expect(try WireCoding.decode(BundleRequest.self, from: WireCoding.encode(BundleRequest.describe)) == .describe)
        #expect(String(decoding: WireCoding.encode(BundleRequest.describe), as: UTF8.self) == #"{"type":"describe","version":1}"#)
    }

    @Test func renderTreesRoundTripExactly() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000.125)
        let tree = RenderNode(
            .stack(StackNode(axis: .depth, alignment: "bottomTrailing", spacing: 3, children: [
                RenderNode(.color(.rgba(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))),
                RenderNode(.text(TextNode(runs: [.verbatim("at "), .date(date, style: .relative)])),
                           modifiers: [.font(FontValue(style: "title")), .foregroundStyle(.named("secondary", opacity: 0.5))]),
                RenderNode(.spacer(minLength: 4)),
                RenderNode(.group([.empty])),
            ])),
            modifiers: [
                .padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4)),
                .frame(FrameValue(width: 10, maxHeight: .infinity, alignment: "top")),
                .background(RenderNode(.color(.named("red", opacity: 1))), alignment: "center"),
                .background(RenderNode(.color(.named("fill.tertiary", opacity: 1))), alignment: "bottomLeading"),
                .overlay(
                    RenderNode(.shape(ShapeNode(
                        kind: .circle, fill: .gradient(GradientValue(kind: .linear, stops: [
                            .init(color: .named("blue", opacity: 1), location: 0), .init(color: .rgba(red: 1, green: 0, blue: 0, opacity: 0.5), location: 1),
                        ], start: [0, 0], end: [1, 1])), stroke: .named("tint", opacity: 1), lineWidth: 3, strokeInside: true, trimFrom: 0.25,
                        trimTo: 0.75))),
                    alignment: "topTrailing"),
                .shadow(.named("black", opacity: 0.5), radius: 4, x: 0, y: 2),
                .rotationEffect(degrees: -90, anchor: .center),
                .scaleEffect(x: 1.5, y: -2, anchor: UnitPointValue(x: 0, y: 1.25)),
                .containerBackground(RenderNode(.color(.named("blue", opacity: 1)))),
            ])
        let timeline = RenderedTimeline(
            entries: [RenderedEntry(date: date, relevance: Relevance(score: 0.5, duration: 60), view: tree)],
            policy: .after(date))
        #expect(try Reply.decode(RenderedTimeline.self, from: Reply.value(timeline)) == timeline)
    }

    @Test func theJSONShapeReadsLikeTheSwift() throws {
        let node = RenderNode(.text(TextNode(runs: [.verbatim("hi")])), modifiers: [.font(FontValue(style: "caption"))])
        #expect(node.json.serialized == #"{"modifiers":[{"font":{"style":"caption"}}],"runs":[{"text":"hi"}],"type":"text"}"#)
        let frame = Modifier.frame(FrameValue(maxWidth: .infinity))
        #expect(frame.json.serialized == #"{"frame":{"alignment":"center","maxWidth":"infinity"}}"#)
    }

    @Test func rotationAndScaleEffectsAreClampedWhereTheyAreDecoded() throws {
        func modifiers(_ json: String) throws -> [Modifier] {
            try RenderNode(json: JSON(parsing: #"{"type": "empty", "modifiers": \#(json)}"#), at: "view").modifiers
        }
        // Within a turn either way (a whole turn draws the same); a number too large to be one is no turn.
        #expect(try modifiers(#"[{"rotationEffect": {"degrees": 450}}, {"rotationEffect": {"degrees": -1e999}}, {"rotationEffect": {}}]"#) == [
            .rotationEffect(degrees: 90, anchor: .center), .rotationEffect(degrees: 0, anchor: .center), .rotationEffect(degrees: 0, anchor: .center),
        ])
        // Scales within ±100, a missing one 1; anchors within 10 frames of the view, a missing coordinate the middle's.
        #expect(try modifiers(#"[{"scaleEffect": {"x": 1e999, "y": -5e3, "anchor": {"x": -1e9}}}, {"scaleEffect": {"y": 0}}]"#) == [
            .scaleEffect(x: 100, y: -100, anchor: UnitPointValue(x: -10, y: 0.5)), .scaleEffect(x: 1, y: 0, anchor: .center),
        ])
        #expect(try modifiers(#"[{"rotationEffect": {"degrees": 30, "anchor": null}}]"#) == [.rotationEffect(degrees: 30, anchor: .center)])
        // A value of the wrong kind is refused, naming where it is.
        #expect(throws: WireError(.malformedMessage, "field 'view.modifiers[0].rotationEffect.degrees' should be a number")) {
            try modifiers(#"[{"rotationEffect": {"degrees": "-90"}}]"#)
        }
        #expect(throws: WireError(.malformedMessage, "field 'view.modifiers[0].scaleEffect.anchor' should be an object")) {
            try modifiers(#"[{"scaleEffect": {"x": 2, "anchor": [0, 0]}}]"#)
        }
    }

    @Test func aWrongFieldInAListIsNamedByItsPlaceInIt() {
        // Eleven good children (an index of two digits after nine of one), then a wrong one.
        let children = Array(repeating: #"{"type": "empty"}"#, count: 11) + [#"{"type": "text", "runs": [{"text": 4}]}"#]
        let stack = #"{"type": "stack", "axis": "vertical", "children": [\#(children.joined(separator: ","))]}"#
        #expect(throws: WireError(.malformedMessage, "field 'view.children[11].runs[0].text' should be a string")) {
            try RenderNode(json: JSON(parsing: stack), at: "view")
        }
    }

    @Test func anotherVersionIsRefusedBeforeTheBodyIsRead() {
        let future = Array(#"{"version": 2, "type": "teleport"}"#.utf8)
        #expect(throws: WireError(.unsupportedMessage, "message version 2 is not supported; this side speaks version 1")) {
            try WireCoding.decode(BundleRequest.self, from: future)
        }
        #expect(throws: WireError(.unsupportedMessage, "unknown request type 'teleport'")) {
            try WireCoding.decode(BundleRequest.self, from: Array(#"{"version": 1, "type": "teleport", "kind": "k", "context": {"family": "systemSmall", "displaySize": {"width": 1, "height": 1}, "isPreview": false}}"#.utf8))
        }
    }

    @Test func malformedMessagesSayWhatIsWrongAndWhere() {
        #expect(throws: WireError(.malformedMessage, "missing field 'kind'")) {
            try WireCoding.decode(BundleRequest.self, from: Array(#"{"version": 1, "type": "snapshot"}"#.utf8))
        }
        #expect(throws: WireError(.malformedMessage, "field 'context.family' is 'huge'; expected one of systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline")) {
            try WireCoding.decode(BundleRequest.self, from: Array(#"{"version": 1, "type": "snapshot", "kind": "k", "context": {"family": "huge", "displaySize": {"width": 1, "height": 1}}}"#.utf8))
        }
        #expect(throws: WireError(.malformedMessage, "field 'context.displaySize.width' should be a number")) {
            try WireCoding.decode(BundleRequest.self, from: Array(#"{"version": 1, "type": "snapshot", "kind": "k", "context": {"family": "systemSmall", "displaySize": {"width": "1", "height": 1}}}"#.utf8))
        }
        #expect(throws: WireError(.malformedMessage, "invalid JSON at byte 0: expected null")) {
            try WireCoding.decode(BundleRequest.self, from: Array("not json".utf8))
        }
    }

    @Test func errorRepliesCarryTheirCode() throws {
        let data = Reply.error(WireError(.unknownKind, "no such kind"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"error":{"code":"unknownKind","message":"no such kind"},"version":1}"#)
        #expect(throws: WireError(.unknownKind, "no such kind")) {
            try Reply.decode(RenderedEntry.self, from: data)
        }
    }

    @Test func familiesParseFromEitherName() {
        #expect(WidgetFamily(name: "small") == .systemSmall)
        #expect(WidgetFamily(name: "systemExtraLarge") == .systemExtraLarge)
        #expect(WidgetFamily(name: "Inline") == .accessoryInline)
        #expect(WidgetFamily(name: "huge") == nil)
        #expect(WidgetFamily.systemMedium.displaySize == Size(width: 364, height: 170))
    }

    /// An entry as a bundle could send it, bypassing the SDK's own cuts.
    private func decodedEntry(_ view: String) throws -> RenderNode {
        let text = #"{"date": 0, "view": \#(view)}"#
        return try RenderedEntry(json: JSON(parsing: Data(text.utf8)), at: "entry").view
    }

    private func views(in node: RenderNode) -> (views: Int, depth: Int, truncated: [String]) {
        var views = 0, depth = 0
        var truncated: [String] = []
        func visit(_ node: RenderNode, _ level: Int) {
            views += 1
            depth = max(depth, level)
            if case .truncated(let reason) = node.element { truncated.append(reason) }
            let children: [RenderNode] =
                switch node.element {
                case .stack(let stack): stack.children
                case .group(let children): children
                default: []
                }
            children.forEach { visit($0, level + 1) }
        }
        visit(node, 1)
        return (views, depth, truncated)
    }

    @Test func aTreeWiderThanTheLimitIsCutWhereItIsDecoded() throws {
        let child = #"{"type": "divider"}"#
        let wide = #"{"type": "stack", "axis": "vertical", "alignment": "center", "children": [\#(Array(repeating: child, count: 100_000).joined(separator: ","))]}"#
        let tree = try decodedEntry(wide)
        let counted = views(in: tree)
        #expect(counted.views <= RenderLimits.mostViews + 1)
        #expect(counted.views >= RenderLimits.mostViews - 1)
        #expect(counted.truncated == ["more than \(RenderLimits.mostViews) views"])
        guard case .stack(let stack) = tree.element else { Issue.record("not a stack"); return }
        #expect(stack.children.last?.element == .truncated(reason: "more than \(RenderLimits.mostViews) views"))

        // Modifiers and text runs count too: a view cannot hide a flood in either.
        let runs = Array(repeating: #"{"text": "x"}"#, count: 50_000).joined(separator: ",")
        guard case .text(let text) = try decodedEntry(#"{"type": "text", "runs": [\#(runs)]}"#).element else { Issue.record("not a text"); return }
        #expect(text.runs.count == RenderLimits.mostViews - 1)
        let paddings = Array(repeating: #"{"opacity": 0.5}"#, count: 50_000).joined(separator: ",")
        let padded = try decodedEntry(#"{"type": "empty", "modifiers": [\#(paddings)]}"#)
        #expect(padded.modifiers.count == RenderLimits.mostViews - 1)
    }

    @Test func aTreeDeeperThanTheLimitIsCutWhereItIsDecoded() throws {
        var deep = #"{"type": "empty"}"#
        for _ in 0..<160 { deep = #"{"type": "group", "children": [\#(deep)]}"# }
        let counted = views(in: try decodedEntry(deep))
        #expect(counted.depth == RenderLimits.deepestTree + 1)
        #expect(counted.truncated == ["view tree deeper than \(RenderLimits.deepestTree) levels"])

        // A tree within the limits is kept as it is.
        var shallow = #"{"type": "empty"}"#
        for _ in 0..<100 { shallow = #"{"type": "group", "children": [\#(shallow), {"type": "divider"}]}"# }
        let node = try RenderNode(json: JSON(parsing: Data(shallow.utf8)), at: "view")
        #expect(try decodedEntry(shallow) == node)
    }
}

@Suite struct JSONTests {
    @Test func textRoundTripsThroughParseAndSerialize() throws {
        let text = #"{"a":[1,-2.5,1e-07,true,false,null],"b":{"c":"line\nbreak \"quoted\" \\ tab\t","d":{}},"e":[]}"#
        let json = try JSON(parsing: text)
        #expect(json == .fields([
            "e": .array([]),
            "a": .array([.number(1), .number(-2.5), .number(1e-7), .bool(true), .bool(false), .null]),
            "b": .fields(["d": .object([]), "c": .string("line\nbreak \"quoted\" \\ tab\t")]),
        ]))
        #expect(json != .fields(["a": .null]))
        #expect(json["b"]?["d"] == .object([]))
        #expect(try JSON(parsing: json.serialized) == json)
        #expect(try JSON(parsing: json.prettyPrinted) == json)
    }

    @Test func unicodeEscapesAndControlCharactersRoundTrip() throws {
        #expect(try JSON(parsing: #""\u00e9\ud83d\ude00""#) == .string("é😀"))
        let control = JSON.string("\u{1b}[2J\u{7}")
        #expect(control.serialized == #""\u001b[2J\u0007""#)
        #expect(try JSON(parsing: control.serialized) == control)
    }

    @Test func numbersKeepTheirValue() throws {
        for value in [0, 1_800_000_000.125, -0.1, 123456789012345, 1e300, .leastNonzeroMagnitude] {
            #expect(try JSON(parsing: JSON.number(value).serialized) == .number(value))
        }
        #expect(JSON.number(.infinity).serialized == "null")
    }

    @Test func badTextIsRefusedWithItsPosition() {
        #expect(throws: WireError(.malformedMessage, "invalid JSON at byte 8: duplicate field 'a'")) { try JSON(parsing: #"{"a":1, "a":2}"#) }
        #expect(throws: WireError(.malformedMessage, "invalid JSON at byte 7: expected , or }")) { try JSON(parsing: #"{"a":1 "b":2}"#) }
        #expect(throws: WireError(.malformedMessage, "invalid JSON at byte 4: unterminated string")) { try JSON(parsing: #"["ab"#) }
        #expect(throws: WireError(.malformedMessage, "invalid JSON at byte 2: unexpected text after the value")) { try JSON(parsing: "1 2") }
        #expect(throws: WireError(.malformedMessage, "invalid JSON at byte 512: nesting deeper than 512 levels")) {
            try JSON(parsing: String(repeating: "[", count: 600))
        }
    }
}
