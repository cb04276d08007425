/// A suggested configuration of a kind (`recommendations()`).
public struct Recommendation: Sendable, Equatable {
    public var description: String
    public var configuration: JSON

    public init(description: String, configuration: JSON) {
        self.description = description
        self.configuration = configuration
    }
}

extension Recommendation: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(description: try fields.required("description"), configuration: fields["configuration"] ?? .object([]))
    }

    public var json: JSON { .fields(["description": .string(description), "configuration": configuration]) }
}
