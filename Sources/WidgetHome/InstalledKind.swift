import WidgetWire

/// A kind a widget can be added of, with the bundle it comes from (`kinds` on the control socket).
public struct InstalledKind: Sendable {
    public var bundle: String
    public var kind: KindDescription

    public init(bundle: String, kind: KindDescription) {
        self.bundle = bundle
        self.kind = kind
    }
}

extension InstalledKind: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(bundle: try fields.required("bundle"), kind: try fields.required("kind"))
    }

    public var json: JSON { .fields(["bundle": .string(bundle), "kind": kind.json]) }
}
