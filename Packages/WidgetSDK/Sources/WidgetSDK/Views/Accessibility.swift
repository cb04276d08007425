import WidgetWire

// SwiftUI's accessibility modifiers. A label, a hidden view and an element made of a view's
// children are what a screen reader reading a desktop widget is told (AT-SPI); the rest are accepted
// and change nothing. None changes the drawing.

extension View {
    /// What a screen reader says for the view instead of its texts or its image's name.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self> { modifier(.accessibilityLabel(TextNode(runs: label.runs).plainText)) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self> { accessibilityLabel(Text(labelKey)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self> { modifier(.accessibilityLabel(String(label))) }

    /// A value VoiceOver reads for the view; not read here.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self> { modifier(nil) }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self> { modifier(nil) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self> { modifier(nil) }

    /// A hint VoiceOver reads for the view; not read here.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self> { modifier(nil) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self> { modifier(nil) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self> { modifier(nil) }

    /// Hides the view and everything in it from a screen reader; it is still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self> { modifier(hidden ? .accessibilityHidden : nil) }

    /// Makes the view one element for a screen reader: its children's texts combined into its label
    /// (`.combine`), left out (`.ignore`: only a label given says anything), or kept as they are (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self> {
        modifier(.accessibilityElement(children: children.name))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self> { modifier(nil) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self> { modifier(nil) }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self> { modifier(nil) }
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self> { modifier(nil) }
}

/// How an accessibility element made of a view treats the view's children.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an accessibility element is (a header, a button, …).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    private var names: Set<String>

    public init() { names = [] }
    private init(_ name: String) { names = [name] }

    public static let isButton = AccessibilityTraits("button"), isHeader = AccessibilityTraits("header")
    public static let isSelected = AccessibilityTraits("selected"), isLink = AccessibilityTraits("link")
    public static let isImage = AccessibilityTraits("image"), isStaticText = AccessibilityTraits("staticText")
    public static let isSummaryElement = AccessibilityTraits("summaryElement"), updatesFrequently = AccessibilityTraits("updatesFrequently")

    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.names.formUnion(other.names); return copy }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.names.formIntersection(other.names); return copy }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self; copy.names.formSymmetricDifference(other.names); return copy
    }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
}
