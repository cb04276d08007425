import Foundation

/// A property-list value, the kind `UserDefaults` stores: each keeps its type on the way through
/// (an `Int` comes back an `Int`, a `Date` a `Date`).
public enum PropertyListValue: Sendable, Equatable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case date(Date)
    case array([PropertyListValue])
    /// Members in order; keys are unique. (A list, not a `Dictionary`: see ``JSON``.)
    case dictionary([(key: String, value: PropertyListValue)])

    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            // In any order; by key, so a large suite compares in linear time.
            a.count == b.count && {
                let other = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                return a.allSatisfy { other[$0.key] == $0.value }
            }()
        default: false
        }
    }

    /// The most levels of arrays and dictionaries inside each other a value may have. Deeper values
    /// are refused where they are made and where they are read, so no reader's stack follows them.
    public static let deepestNesting = 100

    /// Why a Swift value cannot be stored.
    public enum Refusal: Error, Sendable, Equatable {
        /// The value, or one inside it, is of a type property lists do not have.
        case notAPropertyList(type: String)
        /// Arrays and dictionaries nest deeper than ``PropertyListValue/deepestNesting``.
        case tooDeep

        /// What went wrong, for a message that names the key.
        public var reason: String {
            switch self {
            case .notAPropertyList(let type):
                "a \(type) is not a property-list value (Bool, numbers, String, Data, Date, URL, and arrays and dictionaries of these)"
            case .tooDeep: "it nests arrays and dictionaries deeper than \(PropertyListValue.deepestNesting) levels"
            }
        }
    }

    /// The value of a Swift value, if it is a property list: `Bool`, an integer, `Double`, `Float`,
    /// `String`, `Data`, `Date`, `URL` (stored as its string), and arrays and string-keyed
    /// dictionaries of these, at most ``deepestNesting`` levels deep.
    public init?(_ value: Any) {
        guard let converted = try? PropertyListValue(converting: value) else { return nil }
        self = converted
    }

    /// The value of a Swift value, or why it has none.
    public init(converting value: Any) throws(Refusal) {
        try self.init(converting: value, outer: value, depth: 0)
    }

    private init(converting value: Any, outer: Any, depth: Int) throws(Refusal) {
        switch value {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Int64: self = .int(Int(value))
        case let value as Int32: self = .int(Int(value))
        case let value as UInt32: self = .int(Int(value))
        case let value as Double: self = .double(value)
        case let value as Float: self = .double(Double(value))
        case let value as String: self = .string(value)
        case let value as Data: self = .data(value)
        case let value as Date: self = .date(value)
        case let value as URL: self = .string(value.absoluteString)
        case let value as [Any]:
            guard depth < Self.deepestNesting else { throw .tooDeep }
            var elements: [PropertyListValue] = []
            for element in value { elements.append(try PropertyListValue(converting: element, outer: outer, depth: depth + 1)) }
            self = .array(elements)
        case let value as [String: Any]:
            guard depth < Self.deepestNesting else { throw .tooDeep }
            var members: [(key: String, value: PropertyListValue)] = []
            for (key, element) in value.sorted(by: { $0.key < $1.key }) {
                members.append((key, try PropertyListValue(converting: element, outer: outer, depth: depth + 1)))
            }
            self = .dictionary(members)
        default: throw .notAPropertyList(type: "\(type(of: outer))")
        }
    }

    /// The value as Swift values: `[Any]` for arrays, `[String: Any]` for dictionaries.
    public var anyValue: Any {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .data(let value): value
        case .date(let value): value
        case .array(let values): values.map { $0.anyValue } as [Any]
        case .dictionary(let members):
            Dictionary(members.map { ($0.key, $0.value.anyValue) }, uniquingKeysWith: { _, last in last }) as [String: Any]
        }
    }
}

/// Each value is an object naming its type: `{"int": "5"}` (integers as text, so every 64-bit value
/// is exact), `{"double": 1.5}`, `{"bool": true}`, `{"string": "…"}`, `{"data": "<base64>"}`,
/// `{"date": <seconds since 1970>}`, `{"array": […]}`, `{"dictionary": {…}}`.
extension PropertyListValue: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        try self.init(json: json, at: path, depth: 0)
    }

    private init(json: JSON, at path: String, depth: Int) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        guard fields.members.count == 1, let (type, value) = fields.members.first else {
            throw WireError(.malformedMessage, "a value at '\(path)' is an object with one key naming its type, e.g. {\"int\": \"5\"}")
        }
        let inner = path.isEmpty ? type : "\(path).\(type)"
        switch type {
        case "bool": self = .bool(try Bool(json: value, at: inner))
        case "int":
            guard let number = Int(try String(json: value, at: inner)) else {
                throw WireError(.malformedMessage, "field '\(inner)' should be a whole number written as text")
            }
            self = .int(number)
        case "double": self = .double(try Double(json: value, at: inner))
        case "string": self = .string(try String(json: value, at: inner))
        case "data":
            guard let data = Data(base64Encoded: try String(json: value, at: inner)) else {
                throw WireError(.malformedMessage, "field '\(inner)' should be base64 text")
            }
            self = .data(data)
        case "date": self = .date(try Date(json: value, at: inner))
        case "array", "dictionary":
            guard depth < Self.deepestNesting else {
                throw WireError(
                    .malformedMessage, "the value at '\(path.isEmpty ? "value" : path)' \(Refusal.tooDeep.reason)")
            }
            if type == "array" {
                guard case .array(let items) = value else { throw WireError(.malformedMessage, "field '\(inner)' should be an array") }
                var elements: [PropertyListValue] = []
                for (index, item) in items.enumerated() {
                    elements.append(try PropertyListValue(json: item, at: "\(inner)[\(index)]", depth: depth + 1))
                }
                self = .array(elements)
            } else {
                var values: [(key: String, value: PropertyListValue)] = []
                for member in try JSONFields(value, at: inner).members {
                    values.append((member.key, try PropertyListValue(json: member.value, at: "\(inner).\(member.key)", depth: depth + 1)))
                }
                self = .dictionary(values)
            }
        default:
            throw WireError(.malformedMessage, "unknown value type '\(type)' at '\(path)'; expected bool, int, double, string, data, date, array or dictionary")
        }
    }

    public var json: JSON {
        switch self {
        case .bool(let value): .object([("bool", .bool(value))])
        case .int(let value): .object([("int", .string(String(value)))])
        case .double(let value): .object([("double", .number(value))])
        case .string(let value): .object([("string", .string(value))])
        case .data(let value): .object([("data", .string(value.base64EncodedString()))])
        case .date(let value): .object([("date", value.json)])
        case .array(let values): .object([("array", .array(values.map { $0.json }))])
        case .dictionary(let members): .object([("dictionary", .object(members.map { ($0.key, $0.value.json) }))])
        }
    }
}
