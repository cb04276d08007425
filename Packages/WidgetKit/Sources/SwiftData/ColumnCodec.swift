import CoreData
import Foundation

/// How an attribute's value becomes a SQLite value and back: scalars as themselves, optionals as
/// NULL or their value, other Codable values (enums, structs, arrays) as JSON text.
struct ColumnCodec {
    let sqlType: String
    let encode: (Any) throws -> SQLValue
    let decode: (SQLValue) throws -> Any

    static func of(_ type: Any.Type, property: String) -> ColumnCodec {
        if let optional = type as? any OptionalValue.Type {
            let inner = of(optional.wrappedType, property: property)
            return ColumnCodec(
                sqlType: inner.sqlType,
                encode: { value in try (value as! any OptionalValue).wrappedAny.map(inner.encode) ?? .null },
                decode: { stored in stored == .null ? optional.noneAny : optional.someAny(try inner.decode(stored)) })
        }
        if let scalar = type as? any ColumnValue.Type {
            return ColumnCodec(
                sqlType: scalar.sqlType, encode: { ($0 as! any ColumnValue).sqlValue },
                decode: { stored in
                    guard let value = scalar.init(sqlValue: stored) else { throw SwiftDataError.unreadable(property, stored) }
                    return value
                })
        }
        if let codable = type as? any Codable.Type {
            return ColumnCodec(
                sqlType: "TEXT",
                encode: { value in
                    let encodable = value as! any Encodable
                    let data = try jsonData(encodable)
                    return .text(String(decoding: data, as: UTF8.self))
                },
                decode: { stored in
                    guard case .text(let text) = stored else { throw SwiftDataError.unreadable(property, stored) }
                    return try JSONDecoder().decode(codable, from: Data(text.utf8))
                })
        }
        return ColumnCodec(
            sqlType: "BLOB", encode: { _ in throw SwiftDataError.unsupportedType(property, type) },
            decode: { _ in throw SwiftDataError.unsupportedType(property, type) })
    }
}

private func jsonData<T: Encodable>(_ value: T) throws -> Data { try JSONEncoder().encode(value) }

protocol OptionalValue {
    static var wrappedType: Any.Type { get }
    static var noneAny: Any { get }
    static func someAny(_ value: Any) -> Any
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
    static var noneAny: Any { Wrapped?.none as Any }
    static func someAny(_ value: Any) -> Any { Wrapped?.some(value as! Wrapped) as Any }
    var wrappedAny: Any? { map { $0 as Any } }
}

/// A value kept as a SQLite value of its own.
protocol ColumnValue {
    static var sqlType: String { get }
    var sqlValue: SQLValue { get }
    init?(sqlValue: SQLValue)
}

extension String: ColumnValue {
    static var sqlType: String { "TEXT" }
    var sqlValue: SQLValue { .text(self) }
    init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue else { return nil }
        self = text
    }
}

extension Double: ColumnValue {
    static var sqlType: String { "REAL" }
    var sqlValue: SQLValue { .real(self) }
    init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Float: ColumnValue {
    static var sqlType: String { "REAL" }
    var sqlValue: SQLValue { .real(Double(self)) }
    init?(sqlValue: SQLValue) {
        guard let value = Double(sqlValue: sqlValue) else { return nil }
        self = Float(value)
    }
}

extension Bool: ColumnValue {
    static var sqlType: String { "INTEGER" }
    var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self = value != 0
    }
}

extension Date: ColumnValue {
    static var sqlType: String { "REAL" }
    var sqlValue: SQLValue { .real(timeIntervalSinceReferenceDate) }
    init?(sqlValue: SQLValue) {
        guard let value = Double(sqlValue: sqlValue) else { return nil }
        self = Date(timeIntervalSinceReferenceDate: value)
    }
}

extension Data: ColumnValue {
    static var sqlType: String { "BLOB" }
    var sqlValue: SQLValue { .blob(self) }
    init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .blob(let data): self = data
        case .text(let text): self = Data(text.utf8)
        default: return nil
        }
    }
}

extension UUID: ColumnValue {
    static var sqlType: String { "TEXT" }
    var sqlValue: SQLValue { .text(uuidString) }
    init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let value = UUID(uuidString: text) else { return nil }
        self = value
    }
}

extension URL: ColumnValue {
    static var sqlType: String { "TEXT" }
    var sqlValue: SQLValue { .text(absoluteString) }
    init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let value = URL(string: text) else { return nil }
        self = value
    }
}

/// Integers of every width, as SQLite's 64-bit integers.
protocol IntegerColumnValue: ColumnValue, FixedWidthInteger {}

extension IntegerColumnValue {
    static var sqlType: String { "INTEGER" }
    var sqlValue: SQLValue { .integer(Int64(truncatingIfNeeded: self)) }
    init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self.init(truncatingIfNeeded: value)
    }
}

extension Int: IntegerColumnValue {}
extension Int64: IntegerColumnValue {}
extension Int32: IntegerColumnValue {}
extension Int16: IntegerColumnValue {}
extension Int8: IntegerColumnValue {}
extension UInt: IntegerColumnValue {}
extension UInt64: IntegerColumnValue {}
extension UInt32: IntegerColumnValue {}
extension UInt16: IntegerColumnValue {}
extension UInt8: IntegerColumnValue {}
