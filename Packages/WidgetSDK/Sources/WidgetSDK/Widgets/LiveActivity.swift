import Foundation

// Live Activities (iOS 16.1): an app's ongoing activity on the Lock Screen and in the Dynamic
// Island, which WidgetKit draws from an `ActivityConfiguration` in the widget extension. This runtime
// has neither place, so a Live Activity builds, in a `WidgetBundle` as on iOS, and is not offered:
// `widgets list` shows the bundle's widgets without it, and its views are never drawn.

/// What an activity is about (ActivityKit's): fixed attributes, and the state that changes.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// What an activity's views are given: its attributes and current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
}

/// A Live Activity's views: on the Lock Screen, and in each of the Dynamic Island's presentations.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public init<Content: View>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {}

    public func _makeKindDefinition() -> KindDefinition { .notOffered(Self.self) }

    /// The smaller families that also show it (iOS 18: the Apple Watch's Smart Stack, CarPlay).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self { self }
}

/// The sizes a Live Activity is drawn in.
public enum ActivityFamily: Sendable, Hashable {
    case small, medium
}

/// A Live Activity's Dynamic Island: its expanded regions and its compact and minimal views.
public struct DynamicIsland {
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading, @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {}

    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// Where a margin of the Dynamic Island applies.
public enum DynamicIslandMode: Sendable, Hashable {
    case compact, expanded, minimal
}

/// What the expanded Dynamic Island is made of, as its builder gathers the regions.
public struct DynamicIslandExpandedContent<Content: View> {
    init() {}
}

/// One region of the expanded Dynamic Island.
public struct DynamicIslandExpandedRegion<Content: View> {
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {}

    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> Self { self }
}

/// Where a region sits in the expanded Dynamic Island.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable {
    let name: String
    public static let leading = Self(name: "leading")
    public static let trailing = Self(name: "trailing")
    public static let center = Self(name: "center")
    public static let bottom = Self(name: "bottom")
}

/// Builds the expanded Dynamic Island from its regions, one per statement.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<EmptyView> { .init() }
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> { .init() }
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<EmptyView> { .init() }
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<EmptyView> { .init() }
}

extension View {
    /// The Lock Screen's background tint of a Live Activity; not drawn here.
    public func activityBackgroundTint(_ color: Color?) -> Self { self }
    /// The color of the system's buttons over a Live Activity; not drawn here.
    public func activitySystemActionForegroundColor(_ color: Color?) -> Self { self }
}

/// Which of a Live Activity's views an Xcode preview shows.
public enum ActivityPreviewViewKind: Sendable {
    case content
    case dynamicIsland(DynamicIslandPreviewViewKind)
}

/// Which presentation of the Dynamic Island an Xcode preview shows.
public enum DynamicIslandPreviewViewKind: Sendable {
    case compact, expanded, minimal
}

extension ActivityAttributes {
    /// Xcode's preview of a Live Activity in one of its presentations (`PreviewProvider`'s older form
    /// of `#Preview(as:using:)`); type-checked, drawn as nothing: Live Activities build and are not offered.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        EmptyView()
    }
}

/// The states of a Live Activity's preview, one per statement.
@resultBuilder
public enum ActivityContentStateBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
}
