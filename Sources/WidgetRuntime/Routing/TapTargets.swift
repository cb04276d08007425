import Foundation
import WidgetWire

/// The places a widget can be tapped in an entry: each `Link`, and the widget itself (its
/// `widgetURL`).
public struct TapTargets: Sendable {
    public struct Target: Sendable, Equatable {
        /// `widget`; `link-1`, `link-2`, ...; `button-1`, `toggle-1`, ... in the order they are drawn.
        public var id: String
        public var url: String?
        /// What a button or toggle performs.
        public var intent: IntentInvocation?
        /// A toggle's state when tapped.
        public var isOn: Bool?

        public init(id: String, url: String?, intent: IntentInvocation? = nil, isOn: Bool? = nil) {
            self.id = id
            self.url = url
            self.intent = intent
            self.isOn = isOn
        }

        /// What a tap performs: the intent, with a toggle's `value` flipped to the state it switches to.
        public var tapInvocation: IntentInvocation? {
            guard let intent else { return nil }
            guard let isOn, intent.takesToggleValue else { return intent }
            return intent.settingToggleValue(!isOn)
        }
    }

    public var targets: [Target]
    /// What was put right or left out while finding them, for the log.
    public var warnings: [String]

    /// The targets of an entry in a family. The small family has only its widget URL
    /// (``WidgetWire/RenderNode/widgetURL``), as on iOS.
    public init(_ node: RenderNode, family: WidgetFamily) {
        var links: [String] = []
        var controls: [ControlNode] = []
        func walk(_ node: RenderNode) {
            switch node.element {
            case .link(let url, let content):
                links.append(url)
                walk(content)
            case .control(let control):
                controls.append(control)
            case .group(let children): children.forEach(walk)
            case .stack(let stack): stack.children.forEach(walk)
            case .progress(let progress): progress.label.map(walk)
            default: break
            }
        }
        walk(node)
        warnings = []
        let widgetURLs = node.widgetURLs
        let widgetURL = node.widgetURL
        if widgetURLs.count > 1 {
            warnings.append("several widgetURLs are set (\(widgetURLs.map(\.url).joined(separator: ", "))); the innermost, \(widgetURL!), is the widget's")
        }
        targets = [Target(id: "widget", url: widgetURL)]
        if family == .systemSmall || family.rawValue.hasPrefix("accessory") {
            if !links.isEmpty { warnings.append("\(family.shortName) widgets have no links, as on iOS; \(links.count) ignored (use widgetURL)") }
        } else {
            targets += links.enumerated().map { Target(id: "link-\($0.offset + 1)", url: $0.element) }
        }
        // Buttons and toggles work in every family.
        targets += controls.map { Target(id: $0.target, url: nil, intent: $0.intent, isOn: $0.isOn) }
    }

    /// The target with an id; the error lists the ones there are.
    public func target(_ id: String, instance: String) throws(WidgetRuntimeError) -> Target {
        guard let target = targets.first(where: { $0.id == id }) else {
            throw WidgetRuntimeError(
                .unknownTarget, at: instance, "has no tap target '\(id)'",
                fix: "use one of: \(targets.map(\.id).joined(separator: ", "))")
        }
        return target
    }
}
