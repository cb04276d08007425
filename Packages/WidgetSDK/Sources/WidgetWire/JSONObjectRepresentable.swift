/// A value whose JSON form is an object, read from its fields.
public protocol JSONObjectRepresentable: JSONRepresentable {
    /// Reads the value from its object's fields; `fields.path` says where it is, for error messages.
    init(fields: JSONFields) throws(WireError)
}

extension JSONObjectRepresentable {
    public init(json: JSON, at path: String) throws(WireError) { try self.init(fields: JSONFields(json, at: path)) }
}
