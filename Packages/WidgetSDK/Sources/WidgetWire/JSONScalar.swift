/// A value a JSON scalar holds as it is (a string, a number, a flag), read from it without a path.
public protocol JSONScalar: JSONRepresentable {
    /// The value, or nil when `json` is not the scalar it is held in.
    init?(scalar json: JSON)
}

extension String: JSONScalar {
    public init?(scalar json: JSON) {
        guard case .string(let value) = json else { return nil }
        self = value
    }
}

extension Double: JSONScalar {
    public init?(scalar json: JSON) {
        guard case .number(let value) = json else { return nil }
        self = value
    }
}

extension Bool: JSONScalar {
    public init?(scalar json: JSON) {
        guard case .bool(let value) = json else { return nil }
        self = value
    }
}
