import WidgetWire

/// A widget a subscribed catalog offers and the home has not installed (`catalog` on the control
/// socket): what the desktop's gallery shows beside the installed kinds.
public struct CatalogWidget: Sendable, Equatable {
    public var id: String
    public var name: String
    public var summary: String
    /// The catalog it is listed in.
    public var catalog: String
    public var licence: String?
    /// Its kinds, each with the families the catalog lists.
    public var kinds: [(kind: String, families: [WidgetFamily])]
    /// A picture of it in the catalog's clone, if it has one.
    public var preview: String?

    public init(id: String, name: String, summary: String, catalog: String, licence: String?, kinds: [(kind: String, families: [WidgetFamily])], preview: String?) {
        self.id = id
        self.name = name
        self.summary = summary
        self.catalog = catalog
        self.licence = licence
        self.kinds = kinds
        self.preview = preview
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json }
}

extension CatalogWidget: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        var kinds: [(kind: String, families: [WidgetFamily])] = []
        for (index, item) in (try fields.optional("kinds", as: [JSON].self) ?? []).enumerated() {
            let kind = try JSONFields(item, at: "kinds[\(index)]")
            kinds.append((try kind.required("kind"), try kind.optional("families") ?? []))
        }
        self.init(
            id: try fields.required("id"), name: try fields.required("name"), summary: try fields.required("summary"),
            catalog: try fields.required("catalog"), licence: try fields.optional("licence"), kinds: kinds, preview: try fields.optional("preview"))
    }

    public var json: JSON {
        .fields([
            "id": .string(id), "name": .string(name), "summary": .string(summary), "catalog": .string(catalog),
            "licence": licence.map(JSON.string), "preview": preview.map(JSON.string),
            "kinds": .array(kinds.map { .fields(["kind": .string($0.kind), "families": .array($0.families.map(\.json))]) }),
        ])
    }
}
