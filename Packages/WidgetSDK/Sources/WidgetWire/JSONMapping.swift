import Foundation

extension WireError {
    /// A field of the wrong type.
    public static func mismatch(at path: String, expected: String) -> WireError {
        WireError(.malformedMessage, path.isEmpty ? "the message should be \(expected)" : "field '\(path)' should be \(expected)")
    }
}

extension JSON {
    /// An object from fields, leaving out nil values.
    public static func fields(_ pairs: KeyValuePairs<String, JSON?>) -> JSON {
        .object(pairs.compactMap { pair in pair.value.map { (pair.key, $0) } })
    }
}

extension String: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        guard case .string(let value) = json else { throw WireError.mismatch(at: path, expected: "a string") }
        self = value
    }

    public var json: JSON { .string(self) }
}

extension Double: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        guard case .number(let value) = json else { throw WireError.mismatch(at: path, expected: "a number") }
        self = value
    }

    public var json: JSON { .number(self) }
}

extension Float: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) { self = Float(try Double(json: json, at: path)) }
    public var json: JSON { .number(Double(self)) }
}

extension Int: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        guard case .number(let value) = json, let whole = Int(exactly: value) else {
            throw WireError.mismatch(at: path, expected: "a whole number")
        }
        self = whole
    }

    public var json: JSON { .number(Double(self)) }
}

extension Bool: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        guard case .bool(let value) = json else { throw WireError.mismatch(at: path, expected: "true or false") }
        self = value
    }

    public var json: JSON { .bool(self) }
}

/// Dates cross as seconds since 1970, which round-trip exactly.
extension Date: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        // Years 1 to 9999: anything else is a bug or an attack, and breaks date formatting.
        guard case .number(let seconds) = json, seconds >= -62_135_596_800, seconds <= 253_402_300_799 else {
            throw WireError.mismatch(at: path, expected: "seconds since 1970, within years 1 to 9999")
        }
        self.init(timeIntervalSince1970: seconds)
    }

    public var json: JSON { .number(timeIntervalSince1970) }
}

extension Array: JSONRepresentable where Element: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        guard case .array(let values) = json else { throw WireError.mismatch(at: path, expected: "a list") }
        self = []
        reserveCapacity(values.count)
        for (index, value) in values.enumerated() { append(try Element(json: value, at: "\(path)[\(index)]")) }
    }

    public var json: JSON { .array(map { $0.json }) }
}
