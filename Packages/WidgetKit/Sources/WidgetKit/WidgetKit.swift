// `import WidgetKit` in code written for Apple's platforms brings in this SDK, which has WidgetKit's,
// SwiftUI's and App Intents' names.
@_exported import WidgetSDK

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

/// Xcode's widget preview: type-checked, and compiled away.
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

/// Xcode's preview driven by a timeline provider.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: () -> W, timelineProvider: () -> Provider
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")
