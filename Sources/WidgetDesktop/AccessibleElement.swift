import Foundation
import WidgetLayout
import WidgetWire

/// What a screen reader is told of one view of a widget: its role, what it says, where it is, and
/// what tapping it taps. A widget's elements are its texts, buttons, toggles, links and images in
/// reading order (the order of the views, as VoiceOver reads a SwiftUI widget).
public struct AccessibleElement: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        case label
        case button
        case toggle(isOn: Bool)
        case link
        case image
    }

    public var role: Role
    /// What it says: a text's words, a control's label, an image's name.
    public var name: String
    /// In points from the widget's top-left corner.
    public var frame: Rect
    /// What tapping it taps (`button-1`, `toggle-2`, `link-1`, as `widgets tap` names them); nil for
    /// texts and images, and for links where a tap opens the widget's URL instead (small and accessory families).
    public var target: String?

    public init(role: Role, name: String, frame: Rect, target: String? = nil) {
        self.role = role
        self.name = name
        self.frame = frame
        self.target = target
    }
}

extension LaidOutView {
    /// The widget's elements for a screen reader, in reading order. A button, toggle or link is one
    /// element named by the texts inside it; a link in a family where links do not tap is read as its
    /// texts. The SDK's accessibility modifiers apply: `accessibilityHidden` leaves a view out,
    /// `accessibilityLabel` renames the element a view makes (or makes its elements one), and
    /// `accessibilityElement(children:)` makes a view one element, its texts combined or ignored.
    public func accessibleElements(family: WidgetFamily) -> [AccessibleElement] {
        let linksTap = family != .systemSmall && !family.rawValue.hasPrefix("accessory")
        var links = 0
        func elements(of view: LaidOutView) -> [AccessibleElement] {
            var found: [AccessibleElement] = []
            switch view.content {
            case .text(let paragraph, _):
                let words = Self.spoken(paragraph.string)
                if !words.isEmpty { found = [AccessibleElement(role: .label, name: words, frame: view.frame)] }
            case .control(let control):
                let role: AccessibleElement.Role = control.kind == .toggle ? .toggle(isOn: control.isOn ?? false) : .button
                found = [AccessibleElement(role: role, name: view.texts, frame: view.frame, target: control.target)]
            case .link:
                links += 1
                if linksTap { found = [AccessibleElement(role: .link, name: view.texts, frame: view.frame, target: "link-\(links)")] }
            case .image(let image), .symbol(let image, _):
                if let name = Self.name(of: image) { found = [AccessibleElement(role: .image, name: name, frame: view.frame)] }
            case .container, .color, .shape, .divider, .progress, .toggleSwitch:
                break
            }
            // A control's or a tapping link's texts are its name; links inside are still counted.
            let inside = view.children.flatMap(elements(of:))
            if found.isEmpty { found = inside }
            return view.accessibility.apply(to: found, frame: view.frame)
        }
        return elements(of: self)
    }

    /// The accessibility modifiers on the view.
    private var accessibility: AccessibilityModifiers {
        var modifiers = AccessibilityModifiers()
        for modifier in paint {
            switch modifier {
            case .accessibilityHidden: modifiers.hidden = true
            case .accessibilityLabel(let label): modifiers.label = modifiers.label ?? label
            case .accessibilityElement(let children): modifiers.children = modifiers.children ?? children
            default: break
            }
        }
        return modifiers
    }

    /// The words of every text inside the view, in order, joined by commas (as VoiceOver reads a
    /// control's label made of several texts); the names of its images when it has no text.
    private var texts: String {
        var words: [String] = []
        var images: [String] = []
        func walk(_ view: LaidOutView) {
            switch view.content {
            case .text(let paragraph, _):
                let spoken = Self.spoken(paragraph.string)
                if !spoken.isEmpty { words.append(spoken) }
            case .image(let image), .symbol(let image, _):
                if let name = Self.name(of: image) { images.append(name) }
            default: break
            }
            view.children.forEach(walk)
        }
        walk(self)
        return (words.isEmpty ? images : words).joined(separator: ", ")
    }

    /// What an image without an accessibility label says: its symbol's or resource's name, in words
    /// (`plus.circle` is "plus circle").
    private static func name(of image: ImageNode) -> String? {
        (image.systemName ?? image.resource).map { spoken($0.replacingOccurrences(of: ".", with: " ")) }
    }

    /// A text as it is said: without the private-use characters symbols are drawn with, its spaces
    /// trimmed.
    private static func spoken(_ text: String) -> String {
        // Most texts are said as they are: no lead byte of U+E000 to U+FFFF (where the private use
        // area is) and no space at either end.
        if !text.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF }), let first = text.unicodeScalars.first,
            let last = text.unicodeScalars.last, !first.properties.isWhitespace, !last.properties.isWhitespace
        {
            return text
        }
        let scalars = text.unicodeScalars.filter { !(0xE000...0xF8FF).contains($0.value) }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

/// A view's accessibility modifiers, and what they make of the elements found inside it.
private struct AccessibilityModifiers {
    var hidden = false
    var label: String?
    /// `ignore`, `combine` or `contain`; nil without `accessibilityElement`.
    var children: String?

    func apply(to found: [AccessibleElement], frame: Rect) -> [AccessibleElement] {
        if hidden { return [] }
        switch children {
        case "ignore": return label.map { [Self.one(named: $0, from: found, frame: frame)] } ?? []
        case "combine":
            let name = label ?? found.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")
            return name.isEmpty ? [] : [Self.one(named: name, from: found, frame: frame)]
        default:
            guard let label else { return found }
            if found.count == 1 {
                var renamed = found[0]
                renamed.name = label
                return [renamed]
            }
            return [Self.one(named: label, from: found, frame: frame)]
        }
    }

    /// One element in the place of `found`: a button, toggle or link when one of them is (its tap
    /// kept), an image when all are images, else a text.
    private static func one(named name: String, from found: [AccessibleElement], frame: Rect) -> AccessibleElement {
        if let control = found.first(where: { $0.target != nil }) {
            return AccessibleElement(role: control.role, name: name, frame: frame, target: control.target)
        }
        let role: AccessibleElement.Role = !found.isEmpty && found.allSatisfy { $0.role == .image } ? .image : .label
        return AccessibleElement(role: role, name: name, frame: frame)
    }
}
