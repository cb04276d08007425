// `import WidgetKit` in code written for Apple's platforms brings in this SDK, which has WidgetKit's,
// SwiftUI's and App Intents' names.
@_exported import WidgetSDK
// Key-value coding on `UserDefaults` and `DispatchSerialQueue`, as Apple's Foundation has them
// (`URLSession` and `XMLParser` come with the `FoundationImports` plugin, where a target's files use them).
@_exported import FoundationCompat

/// A trait of a view's preview: its layout or orientation (accepted; a view's preview is drawn in the family the canvas chooses).
public struct PreviewTrait: Sendable {
    let name: String
    public static let defaultLayout = PreviewTrait(name: "defaultLayout")
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
    public static let portrait = PreviewTrait(name: "portrait")
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
}

/// Xcode's preview of a view, drawn by `widgets preview` in the family its switch chooses.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// The entries of a preview's timeline, one per statement.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}

/// Xcode's widget preview, drawn by `widgets preview` with the entries it lists.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: () -> W, @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// Xcode's preview of a configurable widget with an intent.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: () -> W,
    @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// Xcode's preview driven by a timeline provider, drawn with its timeline's entries.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: () -> W, timelineProvider: () -> Provider
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// Xcode's preview of a Live Activity in one of its presentations: type-checked, not drawn.
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: () -> W,
    @ActivityContentStateBuilder<Attributes.ContentState> contentStates: () -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")
