/// One widget kind of a bundle: what WidgetKit's widget gallery would show about it.
public struct KindDescription: Sendable, Equatable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [WidgetFamily]
    public var contentMarginsDisabled: Bool
    /// The configuration intent whose parameters each widget of the kind sets, if it has one.
    public var configuration: IntentSchema?
    /// A new widget of the kind asks to be configured first (`promptsForUserConfiguration()`).
    public var promptsForConfiguration: Bool

    public init(
        kind: String, displayName: String, description: String,
        supportedFamilies: [WidgetFamily], contentMarginsDisabled: Bool = false, configuration: IntentSchema? = nil,
        promptsForConfiguration: Bool = false
    ) {
        (self.kind, self.displayName, self.description) = (kind, displayName, description)
        (self.supportedFamilies, self.contentMarginsDisabled) = (supportedFamilies, contentMarginsDisabled)
        (self.configuration, self.promptsForConfiguration) = (configuration, promptsForConfiguration)
    }
}

extension KindDescription: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            kind: try fields.required("kind"), displayName: try fields.required("displayName"),
            description: try fields.optional("description") ?? "",
            supportedFamilies: try fields.required("supportedFamilies"),
            contentMarginsDisabled: try fields.optional("contentMarginsDisabled") ?? false,
            configuration: try fields.optional("configuration"),
            promptsForConfiguration: try fields.optional("promptsForConfiguration") ?? false)
    }

    public var json: JSON {
        .fields([
            "kind": kind.json, "displayName": displayName.json, "description": description.json,
            "supportedFamilies": supportedFamilies.json, "contentMarginsDisabled": contentMarginsDisabled.json,
            "configuration": configuration?.json, "promptsForConfiguration": promptsForConfiguration ? .bool(true) : nil,
        ])
    }
}
