/// An intent a bundle offers: its type's name and title, and its parameters.
public struct IntentSchema: Sendable, Equatable {
    public var type: String
    public var title: String
    public var description: String?
    /// The configuration as a sentence, each parameter as `${name}` ("Switch ${device} to ${mode}").
    public var summary: String?
    public var parameters: [ParameterSchema]

    public init(type: String, title: String, description: String? = nil, summary: String? = nil, parameters: [ParameterSchema]) {
        self.type = type
        self.title = title
        self.description = description
        self.summary = summary
        self.parameters = parameters
    }
}

extension IntentSchema: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            type: try fields.required("type"), title: try fields.required("title"), description: try fields.optional("description"),
            summary: try fields.optional("summary"), parameters: try fields.required("parameters"))
    }

    public var json: JSON {
        .fields([
            "type": .string(type), "title": .string(title), "description": description?.json, "summary": summary?.json,
            "parameters": parameters.json,
        ])
    }
}
