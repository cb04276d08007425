import Foundation
import WidgetWire

// What widget code written in Xcode says that a widget here does not act on: previews, view state and
// life-cycle callbacks, safe areas, text sizes. Each builds and does what a widget on an iOS home
// screen would: previews are compiled away (`widgets snapshot` and `widgets run --watch` preview
// here), and a widget's views have no state and never appear "on" anything.

// MARK: Previews

/// Xcode's previews of a view; type-checked, never run.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The widget family a preview shows a view in.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

/// The size a preview gives its view.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview imitates.
public struct PreviewDevice: RawRepresentable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    public func previewContext(_ context: WidgetPreviewContext) -> ModifiedContent<Self> { modifier(nil) }
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedContent<Self> { modifier(nil) }
    public func previewDisplayName(_ name: String?) -> ModifiedContent<Self> { modifier(nil) }
    public func previewDevice(_ device: PreviewDevice?) -> ModifiedContent<Self> { modifier(nil) }
}

// MARK: State and life cycle

/// A view's own state. A widget's views are drawn once per entry, so it holds its initial value.
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    // Unchecked: the value is read where the view is drawn, on one thread at a time.
    private let box: Box

    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

/// A value and a way to change it, as SwiftUI's `Binding`.
@propertyWrapper
public struct Binding<Value>: @unchecked Sendable {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}

extension View {
    /// A widget's views never appear on screen as an app's do; the action never runs.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self> { modifier(nil) }
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self> { modifier(nil) }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self> {
        modifier(nil)
    }

    /// A widget has no safe area: its content margins are the host's.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self> { modifier(nil) }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self> { modifier(nil) }
}

/// The kinds of safe area a view may ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: Text sizes

/// The user's preferred text size. A widget is drawn at the default, `.large`.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// The user's preferred text size, as SwiftUI's newer `DynamicTypeSize`. A widget is drawn at `.large`.
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
    public var sizeCategory: ContentSizeCategory { .large }
    public var dynamicTypeSize: DynamicTypeSize { .large }
}

extension View {
    /// Text sizes are the platform's defaults here; the range is accepted.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self> { modifier(nil) }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self> where T.Bound == DynamicTypeSize {
        modifier(nil)
    }
}
