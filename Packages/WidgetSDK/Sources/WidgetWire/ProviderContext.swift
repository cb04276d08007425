/// What a provider is told about where its widget is shown (WidgetKit's `TimelineProviderContext`).
public struct ProviderContext: Sendable, Equatable {
    public var family: WidgetFamily
    public var displaySize: Size
    /// True when the widget is shown in a gallery or preview rather than in place.
    public var isPreview: Bool
    /// The widget's configuration (parameter name → value), for kinds with a configuration intent.
    public var configuration: JSON?
    /// `light` or `dark`, when the host draws in one (SwiftUI's `\.colorScheme`).
    public var colorScheme: String?
    /// `fullColor`, `accented` or `vibrant` (WidgetKit's `\.widgetRenderingMode`); nil: full color.
    public var renderingMode: String?
    /// The host asks for the entry redacted (its text as placeholder bars), as for a private context.
    public var redacted: Bool

    public init(
        family: WidgetFamily, displaySize: Size? = nil, isPreview: Bool = false, configuration: JSON? = nil, colorScheme: String? = nil,
        renderingMode: String? = nil, redacted: Bool = false
    ) {
        self.redacted = redacted
        self.family = family
        self.displaySize = displaySize ?? family.displaySize
        self.isPreview = isPreview
        self.configuration = configuration
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
    }
}

extension ProviderContext: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            family: try fields.required("family"), displaySize: try fields.required("displaySize"),
            isPreview: try fields.optional("isPreview") ?? false, configuration: fields["configuration"],
            colorScheme: try fields.optional("colorScheme"), renderingMode: try fields.optional("renderingMode"),
            redacted: try fields.optional("redacted") ?? false)
    }

    public var json: JSON {
        .fields([
            "family": family.json, "displaySize": displaySize.json, "isPreview": isPreview.json, "configuration": configuration,
            "colorScheme": colorScheme?.json, "renderingMode": renderingMode?.json, "redacted": redacted ? .bool(true) : nil,
        ])
    }
}
