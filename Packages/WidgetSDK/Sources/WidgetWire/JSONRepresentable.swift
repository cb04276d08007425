/// A value with a JSON form on the wire, written and read by hand (see ``JSON`` for why).
public protocol JSONRepresentable {
    /// Reads the value from its JSON form; `path` says where it is, for error messages.
    init(json: JSON, at path: String) throws(WireError)
    /// The value's JSON form.
    var json: JSON { get }
}

extension JSONRepresentable {
    /// Reads a top-level value.
    public init(json: JSON) throws(WireError) { try self.init(json: json, at: "") }
}

/// String enumerations read their raw value and name the allowed ones when it is not one of them.
extension JSONRepresentable where Self: RawRepresentable & CaseIterable, RawValue == String {
    public init(json: JSON, at path: String) throws(WireError) {
        let name = try String(json: json, at: path)
        guard let value = Self(rawValue: name) else {
            throw WireError(
                .malformedMessage,
                "field '\(path)' is '\(name)'; expected one of \(Self.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        self = value
    }

    public var json: JSON { .string(rawValue) }
}
