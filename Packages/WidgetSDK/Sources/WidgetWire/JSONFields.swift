/// The fields of a JSON object, read with errors that name the field.
public struct JSONFields {
    public let members: [(key: String, value: JSON)]
    public let path: String

    public init(_ json: JSON, at path: String) throws(WireError) {
        guard case .object(let members) = json else { throw WireError.mismatch(at: path, expected: "an object") }
        self.members = members
        self.path = path
    }

    /// The raw value of a field, if present.
    public subscript(key: String) -> JSON? { members.first { $0.key == key }?.value }

    /// A field that must be present.
    public func required<Value: JSONRepresentable>(_ key: String, as type: Value.Type = Value.self) throws(WireError) -> Value {
        guard let json = self[key], json != .null else {
            throw WireError(.malformedMessage, path.isEmpty ? "missing field '\(key)'" : "missing field '\(key)' in '\(path)'")
        }
        return try Value(json: json, at: child(key))
    }

    /// A field that may be absent or null.
    public func optional<Value: JSONRepresentable>(_ key: String, as type: Value.Type = Value.self) throws(WireError) -> Value? {
        guard let json = self[key], json != .null else { return nil }
        return try Value(json: json, at: child(key))
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
