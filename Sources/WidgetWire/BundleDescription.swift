/// What a bundle says about itself when the host asks `describe`.
public struct BundleDescription: Sendable, Hashable {
    /// The version of WidgetSDK (or other toolkit) the bundle was built with, for diagnostics.
    public var sdkVersion: String
    public var widgets: [KindDescription]

    public init(sdkVersion: String, widgets: [KindDescription]) {
        self.sdkVersion = sdkVersion
        self.widgets = widgets
    }
}

/// One widget kind of a bundle: what WidgetKit's widget gallery would show about it.
public struct KindDescription: Sendable, Hashable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [WidgetFamily]
    public var contentMarginsDisabled: Bool

    public init(
        kind: String, displayName: String, description: String,
        supportedFamilies: [WidgetFamily], contentMarginsDisabled: Bool = false
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
    }
}

extension BundleDescription: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        self.init(sdkVersion: try fields.required("sdkVersion"), widgets: try fields.required("widgets"))
    }

    public var json: JSON { .fields(["sdkVersion": sdkVersion.json, "widgets": widgets.json]) }
}

extension KindDescription: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        self.init(
            kind: try fields.required("kind"), displayName: try fields.required("displayName"),
            description: try fields.optional("description") ?? "",
            supportedFamilies: try fields.required("supportedFamilies"),
            contentMarginsDisabled: try fields.optional("contentMarginsDisabled") ?? false)
    }

    public var json: JSON {
        .fields([
            "kind": kind.json, "displayName": displayName.json, "description": description.json,
            "supportedFamilies": supportedFamilies.json, "contentMarginsDisabled": contentMarginsDisabled.json,
        ])
    }
}
