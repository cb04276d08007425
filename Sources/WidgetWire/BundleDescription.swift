/// What a bundle says about itself when the host asks `describe`.
public struct BundleDescription: Codable, Sendable, Hashable {
    /// The version of WidgetSDK (or other toolkit) the bundle was built with, for diagnostics.
    public var sdkVersion: String
    public var widgets: [KindDescription]

    public init(sdkVersion: String, widgets: [KindDescription]) {
        self.sdkVersion = sdkVersion
        self.widgets = widgets
    }
}

/// One widget kind of a bundle: what WidgetKit's widget gallery would show about it.
public struct KindDescription: Codable, Sendable, Hashable {
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
