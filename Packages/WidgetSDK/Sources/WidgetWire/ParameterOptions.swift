/// Options for a parameter, in sections, as a configuration form lists them.
public struct ParameterOptions: Sendable, Hashable {
    public struct Section: Sendable, Hashable {
        public var title: String?
        public var subtitle: String?
        public var items: [ParameterSchema.Choice]

        public init(title: String?, subtitle: String? = nil, items: [ParameterSchema.Choice]) {
            self.title = title
            self.subtitle = subtitle
            self.items = items
        }
    }

    public var promptLabel: String?
    public var sections: [Section]

    public init(promptLabel: String? = nil, sections: [Section]) {
        self.promptLabel = promptLabel
        self.sections = sections
    }
}

extension ParameterOptions.Section: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(title: try fields.optional("title"), subtitle: try fields.optional("subtitle"), items: try fields.required("items"))
    }

    public var json: JSON { .fields(["title": title?.json, "subtitle": subtitle?.json, "items": items.json]) }
}

extension ParameterOptions: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(promptLabel: try fields.optional("promptLabel"), sections: try fields.required("sections"))
    }

    public var json: JSON { .fields(["promptLabel": promptLabel?.json, "sections": sections.json]) }
}
