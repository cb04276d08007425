import Foundation

/// A view as the plugin evaluated it: an element and the modifiers applied to it, innermost first.
///
/// Adding a view to the SDK means adding a case to ``RenderNode/Element`` (or ``Modifier``) and
/// teaching the renderers to draw it; the rest of the boundary stays as it is.
public struct RenderNode: Sendable, Hashable {
    public var element: Element
    public var modifiers: [Modifier]

    public init(_ element: Element, modifiers: [Modifier] = []) {
        self.element = element
        self.modifiers = modifiers
    }

    /// The primitive views.
    public indirect enum Element: Sendable, Hashable {
        /// Draws nothing and takes no space.
        case empty
        /// Children laid out by the parent, as SwiftUI's `Group` and a builder's several views are.
        case group([RenderNode])
        case text(TextNode)
        case stack(StackNode)
        /// Flexible space along the parent stack's axis, at least `minLength` points.
        case spacer(minLength: Double?)
        /// A color fills the space it is offered.
        case color(ColorValue)
        /// A symbol (`Image(systemName:)`) or an image of the bundle's resources (`Image(_:)`).
        case image(ImageNode)
        /// A thin line across the parent stack.
        case divider
        /// `ProgressView` and `Gauge`: a value between 0 and `total`, or nil while indeterminate.
        case progress(ProgressNode)
        /// A `Link`: content that opens a URL when tapped.
        case link(url: String, content: RenderNode)
        /// Something a plugin cut short (too deep or too large), drawn as a visible marker.
        case truncated(reason: String)
        /// `Button(_:intent:)` and `Toggle(isOn:intent:)`: a tap performs the intent.
        case control(ControlNode)
        /// `Rectangle`, `Circle`, `Capsule` …: filled, stroked, or both, filling the space offered.
        case shape(ShapeNode)
    }

    /// A node that draws nothing.
    public static let empty = RenderNode(.empty)

    /// The next moment after `now` at which what the node shows changes with the clock (a running
    /// timer's second, a relative date's), or nil when nothing in it will: when a display redraws it.
    public func nextChange(after now: Date) -> Date? {
        switch element {
        case .text(let text): text.runs.compactMap { $0.nextChange(after: now) }.min()
        case .group(let children): children.compactMap { $0.nextChange(after: now) }.min()
        case .stack(let stack): stack.children.compactMap { $0.nextChange(after: now) }.min()
        case .link(_, let content): content.nextChange(after: now)
        case .control(let control): control.label.nextChange(after: now)
        case .progress(let progress):
            [progress.timer?.nextChange(after: now), progress.label?.nextChange(after: now)].compactMap { $0 }.min()
        case .empty, .spacer, .color, .image, .divider, .truncated, .shape: nil
        }
    }

    /// The tree with its invalidatable content dimmed, as it is drawn while a tap's intent runs; nil
    /// when it has none.
    public var invalidated: RenderNode? {
        var changed = false
        func walk(_ node: RenderNode) -> RenderNode {
            var node = node
            node.modifiers = node.modifiers.map {
                guard case .invalidatable = $0 else { return $0 }
                changed = true
                return .opacity(0.4)
            }
            switch node.element {
            case .group(let children): node.element = .group(children.map(walk))
            case .stack(var stack):
                stack.children = stack.children.map(walk)
                node.element = .stack(stack)
            case .link(let url, let content): node.element = .link(url: url, content: walk(content))
            default: break
            }
            return node
        }
        let result = walk(self)
        return changed ? result : nil
    }

    /// The view given to `containerBackground(for: .widget)`: on this view or, as SwiftUI hands it up
    /// to the widget from anywhere in its content, on the first view inside it that has one.
    public var containerBackground: RenderNode? {
        for modifier in modifiers { if case .containerBackground(let background) = modifier { return background } }
        switch element {
        case .group(let children): return children.lazy.compactMap(\.containerBackground).first
        case .stack(let stack): return stack.children.lazy.compactMap(\.containerBackground).first
        case .link(_, let content): return content.containerBackground
        default: return nil
        }
    }

    /// Every text's plain strings, depth first, for logs and tests.
    public var texts: [String] {
        switch element {
        case .text(let text): [text.plainText]
        case .group(let children): children.flatMap(\.texts)
        case .stack(let stack): stack.children.flatMap(\.texts)
        case .link(_, let content): content.texts
        case .control(let control): control.label.texts
        case .progress(let progress): progress.label?.texts ?? []
        case .empty, .spacer, .color, .image, .divider, .truncated, .shape: []
        }
    }
}

// MARK: - JSON shape
//
// Elements are objects tagged by "type"; modifiers are one-key objects named after the modifier, so
// the JSON reads like the Swift that made it.

extension RenderNode: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        let type = try fields.required("type", as: String.self)
        switch type {
        case "empty": element = .empty
        case "group": element = .group(try fields.required("children"))
        case "text": element = .text(try TextNode(json: json, at: path))
        case "stack": element = .stack(try StackNode(json: json, at: path))
        case "spacer": element = .spacer(minLength: try fields.optional("minLength", as: Double.self).map(RenderLimits.length))
        case "color": element = .color(try fields.required("color"))
        case "shape": element = .shape(try ShapeNode(json: json, at: path))
        case "image":
            // Image bytes that are too large, not base64, or not an image are left out: a placeholder shows.
            let data = try fields.optional("data", as: String.self).flatMap { Data(base64Encoded: $0) }.flatMap(ImageData.init)
            element = .image(ImageNode(
                systemName: try fields.optional("systemName", as: String.self).map(RenderLimits.name),
                resource: try fields.optional("name", as: String.self).map(RenderLimits.name), data: data,
                scale: try fields.optional("scale") ?? .medium, rendering: try fields.optional("rendering"),
                palette: Array((try fields.optional("palette", as: [ColorValue].self) ?? []).prefix(2)),
                resizable: try fields.optional("resizable", as: Bool.self) ?? false))
        case "divider": element = .divider
        case "progress":
            let total = try fields.optional("total", as: Double.self).map { $0.isFinite && $0 > 0 ? $0 : 1 } ?? 1
            let timer = try fields.optional("timer", as: JSON.self).map { (json: JSON) throws(WireError) -> TimerRun in
                let timerFields = try JSONFields(json, at: "\(path).timer")
                return TimerRun(
                    start: try timerFields.required("start"), end: try timerFields.required("end"),
                    countsDown: try timerFields.optional("countsDown") ?? true)
            }
            element = .progress(ProgressNode(
                value: try fields.optional("value", as: Double.self).map { $0.isFinite ? min(max($0, 0), total) : 0 },
                total: total, style: try fields.optional("style") ?? .linear, label: try fields.optional("label"), timer: timer,
                tint: try fields.optional("tint")))
        case "link":
            let content = try fields.required("content", as: RenderNode.self)
            // A link to a scheme that runs code where it is opened is no link: its content stays.
            if let url = RenderLimits.url(try fields.required("url")) {
                element = .link(url: url, content: content)
            } else {
                self = content
                return
            }
        case "truncated": element = .truncated(reason: try fields.required("reason"))
        case "control":
            element = .control(ControlNode(
                kind: try fields.required("kind"), target: try fields.required("target"), intent: try fields.required("intent"),
                isOn: try fields.optional("isOn"), label: try fields.required("label"), styled: try fields.optional("styled") ?? false))
        default: throw WireError(.malformedMessage, "unknown view type '\(type)' at '\(path)'")
        }
        modifiers = (try fields.optional("modifiers", as: [Modifier].self) ?? []).filter {
            if case .widgetURL(let url) = $0 { RenderLimits.url(url) != nil } else { true }
        }
    }

    public var json: JSON {
        let modifiers = modifiers.isEmpty ? nil : modifiers.json
        switch element {
        case .empty: return .fields(["type": "empty", "modifiers": modifiers])
        case .group(let children): return .fields(["type": "group", "children": children.json, "modifiers": modifiers])
        case .text(let text): return .fields(["type": "text", "runs": text.runs.json, "modifiers": modifiers])
        case .stack(let stack):
            return .fields([
                "type": "stack", "axis": stack.axis.json, "alignment": .string(stack.alignment),
                "spacing": stack.spacing?.json, "children": stack.children.json, "modifiers": modifiers,
            ])
        case .spacer(let minLength): return .fields(["type": "spacer", "minLength": minLength?.json, "modifiers": modifiers])
        case .color(let color): return .fields(["type": "color", "color": color.json, "modifiers": modifiers])
        case .shape(let shape):
            return .fields([
                "type": "shape", "kind": shape.kind.json, "cornerRadius": shape.cornerRadius == 0 ? nil : .number(shape.cornerRadius),
                "path": shape.path?.json, "fill": shape.fill?.json, "evenOdd": shape.evenOdd ? .bool(true) : nil,
                "stroke": shape.stroke?.json, "lineWidth": shape.stroke == nil ? nil : .number(shape.lineWidth),
                "line": shape.stroke == nil ? nil : shape.line?.json, "strokeInside": shape.strokeInside ? .bool(true) : nil,
                "trimFrom": shape.trimFrom == 0 ? nil : .number(shape.trimFrom), "trimTo": shape.trimTo == 1 ? nil : .number(shape.trimTo),
                "modifiers": modifiers,
            ])
        case .image(let image):
            return .fields([
                "type": "image", "systemName": image.systemName?.json, "name": image.resource?.json,
                "data": image.data.map { .string($0.bytes.base64EncodedString()) },
                "scale": image.scale == .medium ? nil : image.scale.json, "rendering": image.rendering?.json,
                "palette": image.palette.isEmpty ? nil : .array(image.palette.map(\.json)), "resizable": image.resizable ? .bool(true) : nil,
                "modifiers": modifiers,
            ])
        case .divider: return .fields(["type": "divider", "modifiers": modifiers])
        case .progress(let progress):
            return .fields([
                "type": "progress", "value": progress.value?.json, "total": .number(progress.total), "style": progress.style.json,
                "label": progress.label?.json, "tint": progress.tint?.json,
                "timer": progress.timer.map { .fields(["start": $0.start.json, "end": $0.end.json, "countsDown": .bool($0.countsDown)]) },
                "modifiers": modifiers,
            ])
        case .link(let url, let content): return .fields(["type": "link", "url": .string(url), "content": content.json, "modifiers": modifiers])
        case .truncated(let reason): return .fields(["type": "truncated", "reason": .string(reason), "modifiers": modifiers])
        case .control(let control):
            return .fields([
                "type": "control", "kind": control.kind.json, "target": .string(control.target), "intent": control.intent.json,
                "isOn": control.isOn?.json, "label": control.label.json, "styled": control.styled ? .bool(true) : nil, "modifiers": modifiers,
            ])
        }
    }
}
