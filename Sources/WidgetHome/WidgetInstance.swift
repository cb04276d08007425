import Foundation
import WidgetWire

/// A widget on screen: a kind of a bundle, in a family, with a stable id and, for kinds with a
/// configuration intent, its parameters' values.
public struct WidgetInstance: Sendable, Equatable {
    public var id: InstanceID
    public var bundle: String
    public var kind: String
    public var family: WidgetFamily
    /// Parameter name → value, as `widgets configure` set them; nil when never configured.
    public var configuration: JSON?

    public init(id: InstanceID, bundle: String, kind: String, family: WidgetFamily, configuration: JSON? = nil) {
        self.id = id
        self.bundle = bundle
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }

    /// What the instance's provider is asked in.
    public var context: ProviderContext { ProviderContext(family: family, configuration: configuration) }
}

extension WidgetInstance: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            id: InstanceID(try fields.required("id")), bundle: try fields.required("bundle"), kind: try fields.required("kind"),
            family: try fields.required("family"), configuration: fields["configuration"])
    }

    public var json: JSON {
        .fields([
            "id": .string(id.rawValue), "bundle": .string(bundle), "kind": .string(kind), "family": family.json,
            "configuration": configuration,
        ])
    }
}
