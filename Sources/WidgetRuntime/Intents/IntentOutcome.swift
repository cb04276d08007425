import WidgetWire

/// What performing an intent gave: its result's value, what it says to whoever tapped
/// (`ProvidesDialog`), and a URL to open after it (`OpenURLIntent`, or the widget's own URL for an
/// intent with `openAppWhenRun`).
public struct IntentOutcome: Sendable, Equatable {
    public var value: JSON?
    public var dialog: String?
    public var openURL: String?
    /// The intent's title, for people (`Start or Stop Timer`); nil from bundles that do not say.
    public var title: String?
    /// The intent asked to open its app: the widget's own URL is opened.
    public var opensApp: Bool

    public init(value: JSON? = nil, dialog: String? = nil, openURL: String? = nil, title: String? = nil, opensApp: Bool = false) {
        self.value = value
        self.dialog = dialog
        self.openURL = openURL
        self.title = title
        self.opensApp = opensApp
    }

    /// What a bundle's perform reply says; the plugin's text is checked as a render tree's is.
    init(_ result: PerformReply) {
        value = result.value
        dialog = result.dialog.map(RenderLimits.label)
        openURL = result.openURL.flatMap(RenderLimits.url)
        title = result.title.flatMap { $0.isEmpty ? nil : RenderLimits.label($0) }
        opensApp = result.opensApp
    }
}
