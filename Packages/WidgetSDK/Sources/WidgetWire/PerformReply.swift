/// What a bundle's `perform()` gave, as its reply to a `perform` request carries it.
public struct PerformReply: Sendable, Equatable {
    /// The result's value (`ReturnsValue`), if any.
    public var value: JSON?
    /// What it says to whoever tapped (`ProvidesDialog`).
    public var dialog: String?
    /// A URL to open after it (`OpenURLIntent`).
    public var openURL: String?
    /// The intent asked to open its app (`openAppWhenRun`): the widget's own URL is opened.
    public var opensApp: Bool
    /// The intent's title for people (`Start or Stop Timer`).
    public var title: String?

    public init(value: JSON? = nil, dialog: String? = nil, openURL: String? = nil, opensApp: Bool = false, title: String? = nil) {
        self.value = value
        self.dialog = dialog
        self.openURL = openURL
        self.opensApp = opensApp
        self.title = title
    }
}

extension PerformReply: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            value: fields["value"].flatMap { $0 == .null ? nil : $0 }, dialog: try fields.optional("dialog"),
            openURL: try fields.optional("openURL"), opensApp: try fields.optional("openApp") ?? false, title: try fields.optional("title"))
    }

    public var json: JSON {
        .fields([
            "value": value, "dialog": dialog.map(JSON.string), "openURL": openURL.map(JSON.string),
            "openApp": opensApp ? .bool(true) : nil, "title": title.map(JSON.string),
        ])
    }
}
