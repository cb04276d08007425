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

// The fields most messages are made of (strings, numbers, flags, names from a list) read without
// the field's path, which is spelled out only for a field of the wrong type: a path for every field
// read costs more than the reading.
extension JSONFields {
    public func required<Value: JSONScalar>(_ key: String, as type: Value.Type = Value.self) throws(WireError) -> Value {
        if let json = self[key], let value = Value(scalar: json) { return value }
        return try required(key, as: JSONField<Value>.self).value
    }

    public func optional<Value: JSONScalar>(_ key: String, as type: Value.Type = Value.self) throws(WireError) -> Value? {
        if let json = self[key], let value = Value(scalar: json) { return value }
        return try optional(key, as: JSONField<Value>.self)?.value
    }

    public func required<Value: JSONRepresentable & RawRepresentable & CaseIterable>(
        _ key: String, as type: Value.Type = Value.self
    ) throws(WireError) -> Value where Value.RawValue == String {
        if case .string(let name)? = self[key], let value = Value(rawValue: name) { return value }
        return try required(key, as: JSONField<Value>.self).value
    }

    public func optional<Value: JSONRepresentable & RawRepresentable & CaseIterable>(
        _ key: String, as type: Value.Type = Value.self
    ) throws(WireError) -> Value? where Value.RawValue == String {
        if case .string(let name)? = self[key], let value = Value(rawValue: name) { return value }
        return try optional(key, as: JSONField<Value>.self)?.value
    }
}

/// A field read the general way (its path spelled out), for the error it throws.
private struct JSONField<Value: JSONRepresentable>: JSONRepresentable {
    var value: Value
    init(json: JSON, at path: String) throws(WireError) { value = try Value(json: json, at: path) }
    var json: JSON { value.json }
}
