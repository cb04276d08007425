/// What a bundle says about itself when the host asks `describe`.
public struct BundleDescription: Sendable, Equatable {
    /// The version of WidgetSDK (or other toolkit) the bundle was built with, for diagnostics.
    public var sdkVersion: String
    public var widgets: [KindDescription]

    public init(sdkVersion: String, widgets: [KindDescription]) {
        self.sdkVersion = sdkVersion
        self.widgets = widgets
    }
}

extension BundleDescription: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(sdkVersion: try fields.required("sdkVersion"), widgets: try fields.required("widgets"))
    }

    public var json: JSON { .fields(["sdkVersion": sdkVersion.json, "widgets": widgets.json]) }
}
