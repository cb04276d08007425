/// What the functions `#Preview` expands to call, one overload for each of the macro's forms, with the
/// macro's own arguments: the preview, handed to the library's host. Not for authors.
public enum _WidgetPreviews {
    /// A view's preview.
    public static func make(_ name: String? = nil, traits: PreviewTrait..., body: @escaping () -> any View) -> UnsafeMutableRawPointer? {
        _PreviewDefinition.view(name: name, body: body).retained
    }

    /// A widget in a family, with the entries of its timeline.
    public static func make<W: Widget>(
        _ name: String? = nil, as family: WidgetFamily, widget: () -> W, @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
    ) -> UnsafeMutableRawPointer? {
        _PreviewDefinition.widget(name: name, family: family, widget: widget(), entries: timeline()).retained
    }

    /// A configurable widget in a family, with the entries of its timeline (each made with its configuration).
    public static func make<W: Widget, Intent: WidgetConfigurationIntent>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: () -> W,
        @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
    ) -> UnsafeMutableRawPointer? {
        _PreviewDefinition.widget(name: name, family: family, widget: widget(), entries: timeline()).retained
    }

    /// A widget in a family, with its timeline provider's entries.
    public static func make<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: () -> W, timelineProvider: () -> Provider
    ) -> UnsafeMutableRawPointer? {
        _PreviewDefinition.widget(name: name, family: family, widget: widget(), provider: timelineProvider()).retained
    }

    /// A Live Activity's preview: not drawn (Live Activities build and are not offered).
    public static func make<Attributes: ActivityAttributes, W: Widget>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: () -> W,
        @ActivityContentStateBuilder<Attributes.ContentState> contentStates: () -> [Attributes.ContentState]
    ) -> UnsafeMutableRawPointer? {
        nil
    }
}
