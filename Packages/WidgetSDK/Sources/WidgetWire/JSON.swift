import Foundation

/// A JSON value: the form every message across the boundary takes.
///
/// The boundary does not use `Codable`: each plugin carries its own copy of this module, and the
/// Swift runtime resolves the conformances `Codable` needs by scanning every loaded image, so the cost
/// of loading grows with the square of the number of plugins. For the same reason an object is a list
/// of members, not a `Dictionary` (whose storage type needs a `Hashable` lookup per plugin image).
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Members in document order; keys are unique.
    case object([(key: String, value: JSON)])

    /// Objects are equal when they have the same members, in any order.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { member in b.contains { $0.key == member.key && $0.value == member.value } }
        default: false
        }
    }

    /// The value of an object's member, if this is an object that has it.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

extension Data {
    /// The UTF-8 bytes of a string, copied without Foundation's generic sequence initializer (which
    /// makes a dynamic cast, and so a conformance lookup across every loaded image).
    public init(utf8 string: String) {
        var string = string
        self = string.withUTF8 { Data(bytes: $0.baseAddress!, count: $0.count) }
    }
}

// MARK: - Writing

extension JSON {
    /// The value as compact JSON text, keys sorted so the output is stable.
    public var serialized: String { String(decoding: serializedBytes, as: UTF8.self) }

    /// The compact JSON text's UTF-8 bytes (what a message carries).
    public var serializedBytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output, indent: nil, level: 0)
        return output
    }

    /// The value as indented JSON text for people, keys sorted.
    public var prettyPrinted: String {
        var output: [UInt8] = []
        write(to: &output, indent: Array("  ".utf8), level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    // Written as bytes: appending to a String costs several times more per piece.
    private func write(to output: inout [UInt8], indent: [UInt8]?, level: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): Self.writeNumber(value, to: &output)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent, level + 1)
                value.write(to: &output, indent: indent, level: level + 1)
            }
            Self.newline(&output, indent, level)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            let sorted = zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key } ? members : members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent, level + 1)
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                member.value.write(to: &output, indent: indent, level: level + 1)
            }
            Self.newline(&output, indent, level)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], _ indent: [UInt8]?, _ level: Int) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<level { output.append(contentsOf: indent) }
    }

    /// Whole numbers without a fraction; others in Swift's shortest form that reads back exactly.
    /// JSON has no infinity or NaN; they are written as null.
    private static func writeNumber(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else { return output.append(contentsOf: "null".utf8) }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            output.append(contentsOf: String(Int64(value)).utf8)
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain != true {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": output.append(contentsOf: "\\\"".utf8)
                case "\\": output.append(contentsOf: "\\\\".utf8)
                case "\n": output.append(contentsOf: "\\n".utf8)
                case "\r": output.append(contentsOf: "\\r".utf8)
                case "\t": output.append(contentsOf: "\\t".utf8)
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    let hex = String(scalar.value, radix: 16)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

// MARK: - Reading

extension JSON {
    /// Parses JSON text. Nesting deeper than 512 levels is refused rather than risking the stack.
    public init(parsing data: Data) throws(WireError) {
        try self.init(parsing: [UInt8](data))
    }

    /// Parses JSON text's bytes, as they came (a message's, without a copy).
    public init(parsing bytes: [UInt8]) throws(WireError) {
        var parser = Parser(bytes: bytes)
        self = try parser.document()
    }

    /// Parses JSON text.
    public init(parsing text: String) throws(WireError) {
        var parser = Parser(bytes: Array(text.utf8))
        self = try parser.document()
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var depth = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() throws(WireError) -> JSON {
            let value = try self.value()
            skipSpace()
            guard position == bytes.count else { throw failure("unexpected text after the value") }
            return value
        }

        func failure(_ problem: String) -> WireError {
            WireError(.malformedMessage, "invalid JSON at byte \(position): \(problem)")
        }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        mutating func value() throws(WireError) -> JSON {
            skipSpace()
            guard position < bytes.count else { throw failure("unexpected end of text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try nested { (parser: inout Parser) throws(WireError) in try parser.object() }
            case UInt8(ascii: "["): return try nested { (parser: inout Parser) throws(WireError) in try parser.array() }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw failure("unexpected character '\(Character(UnicodeScalar(bytes[position])))'")
            }
        }

        mutating func nested(_ body: (inout Parser) throws(WireError) -> JSON) throws(WireError) -> JSON {
            depth += 1
            guard depth <= 512 else { throw failure("nesting deeper than 512 levels") }
            defer { depth -= 1 }
            return try body(&self)
        }

        mutating func literal(_ word: String, _ value: JSON) throws(WireError) -> JSON {
            let utf8 = Array(word.utf8)
            guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
                throw failure("expected \(word)")
            }
            position += utf8.count
            return value
        }

        mutating func number() throws(WireError) -> JSON {
            let start = position
            scan: while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                    UInt8(ascii: "e"), UInt8(ascii: "E"):
                    position += 1
                default:
                    break scan
                }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                position = start
                throw failure("malformed number")
            }
            return .number(value)
        }

        mutating func string() throws(WireError) -> String {
            position += 1
            // Most strings have no escape: made from their bytes at once.
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                defer { position = end + 1 }
                return String(decoding: bytes[position..<end], as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            var runStart = position
            func flush(_ parser: Parser, _ scalars: inout String.UnicodeScalarView) {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<parser.position], as: UTF8.self).unicodeScalars)
            }
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    flush(self, &scalars)
                    position += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(self, &scalars)
                    position += 1
                    scalars.append(try escape())
                    runStart = position
                case 0..<0x20:
                    throw failure("control character in a string")
                default:
                    position += 1
                }
            }
            throw failure("unterminated string")
        }

        mutating func escape() throws(WireError) -> Unicode.Scalar {
            guard position < bytes.count else { throw failure("unterminated escape") }
            let character = bytes[position]
            position += 1
            switch character {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "f"): return "\u{C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try hex4()
                if (0xD800..<0xDC00).contains(high) {
                    guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw failure("unpaired surrogate")
                    }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low),
                        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                    else { throw failure("unpaired surrogate") }
                    return scalar
                }
                guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
                return scalar
            default:
                throw failure("unknown escape")
            }
        }

        mutating func hex4() throws(WireError) -> UInt32 {
            guard bytes.count - position >= 4, let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
                throw failure("malformed \\u escape")
            }
            position += 4
            return value
        }

        mutating func array() throws(WireError) -> JSON {
            position += 1
            var values: [JSON] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(values)
            }
            while true {
                values.append(try value())
                skipSpace()
                guard position < bytes.count else { throw failure("unterminated array") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(values)
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected , or ]") }
                position += 1
            }
        }

        mutating func object() throws(WireError) -> JSON {
            position += 1
            var members: [(key: String, value: JSON)] = []
            // Keys seen, once an object has more than a few: a linear search each would make reading a
            // large object (a suite) quadratic.
            var keys = Set<String>()
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a field name") }
                let keyPosition = position
                let key = try string()
                if members.count == 8 { keys = Set(members.map(\.key)) }
                let repeated = members.count < 8 ? members.contains { $0.key == key } : !keys.insert(key).inserted
                if repeated {
                    position = keyPosition
                    throw failure("duplicate field '\(key)'")
                }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected :") }
                position += 1
                members.append((key, try value()))
                skipSpace()
                guard position < bytes.count else { throw failure("unterminated object") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected , or }") }
                position += 1
            }
        }
    }
}

extension JSON: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) { self = json }
    public var json: JSON { self }
}

extension JSON: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}
