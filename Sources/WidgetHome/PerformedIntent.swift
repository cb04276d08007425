import WidgetWire

/// An intent a tap performed.
public struct PerformedIntent: Sendable, Equatable {
    /// Its type's name in the bundle (`TimerWidget.ToggleTimer`).
    public var type: String
    /// Its title for people; nil from bundles that do not say.
    public var title: String?
    /// What `perform()` returned, if anything.
    public var result: JSON?
    /// What it says (its dialog).
    public var dialog: String?
    /// A URL it opened (its own, or the widget's when it opens the app).
    public var opened: OpenedURL?

    public init(type: String, title: String? = nil, result: JSON? = nil, dialog: String? = nil, opened: OpenedURL? = nil) {
        self.type = type
        self.title = title
        self.result = result
        self.dialog = dialog
        self.opened = opened
    }

    /// Its title, or the last part of its type's name.
    public var displayTitle: String { title ?? String(type.split(separator: ".").last ?? Substring(type)) }
}
