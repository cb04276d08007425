import Foundation

/// Values of attributes: as objects hold them (one Swift type per attribute type), as SQLite stores
/// them, and as the model's default value strings write them.
enum ManagedValues {
    /// A value given to an attribute, in the type objects hold for it: `Int16` for Integer 16,
    /// `NSDecimalNumber` for Decimal, `Date`, `Data`, `UUID`, `URL`, `String`, `Bool`, `Double`, `Float`.
    static func coerce(_ value: Any?, to type: NSAttributeType) -> Any? {
        guard let value = flatten(value), !(value is NSNull) else { return nil }
        switch type {
        case .integer16AttributeType: return number(value).map { Int16(truncatingIfNeeded: $0.int64Value) }
        case .integer32AttributeType: return number(value).map { Int32(truncatingIfNeeded: $0.int64Value) }
        case .integer64AttributeType: return number(value).map { $0.int64Value }
        case .doubleAttributeType: return number(value).map { $0.doubleValue }
        case .floatAttributeType: return number(value).map { $0.floatValue }
        case .booleanAttributeType: return number(value).map { $0.boolValue }
        case .decimalAttributeType:
            if let decimal = value as? NSDecimalNumber { return decimal }
            if let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
            if let text = value as? String { return NSDecimalNumber(string: text) }
            return number(value).map { NSDecimalNumber(decimal: $0.decimalValue) }
        case .stringAttributeType: return value as? String ?? (value as? NSString).map { String(describing: $0) } ?? "\(value)"
        case .dateAttributeType: return value as? Date
        case .binaryDataAttributeType: return value as? Data
        case .uuidAttributeType: return value as? UUID ?? (value as? String).flatMap(UUID.init(uuidString:))
        case .uriAttributeType: return value as? URL ?? (value as? String).flatMap(URL.init(string:))
        default: return value
        }
    }

    static func number(_ value: Any) -> NSNumber? {
        switch value {
        case let number as NSNumber: return number
        case let value as Int: return NSNumber(value: value)
        case let value as Int16: return NSNumber(value: value)
        case let value as Int32: return NSNumber(value: value)
        case let value as Int64: return NSNumber(value: value)
        case let value as Double: return NSNumber(value: value)
        case let value as Float: return NSNumber(value: value)
        case let value as Bool: return NSNumber(value: value)
        case let value as Decimal: return NSDecimalNumber(decimal: value)
        case let value as String: return Double(value).map { NSNumber(value: $0) }
        default: return nil
        }
    }

    /// The value a model's `defaultValueString` names.
    static func parseDefault(_ text: String, as type: NSAttributeType) -> Any? {
        switch type {
        case .booleanAttributeType: return ["YES", "1", "true"].contains(text)
        case .dateAttributeType: return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .stringAttributeType: return text
        case .uuidAttributeType: return UUID(uuidString: text)
        case .uriAttributeType: return URL(string: text)
        default: return coerce(text, to: type)
        }
    }

    /// The value as SQLite stores it.
    static func sql(_ value: Any?, as type: NSAttributeType) -> SQLValue {
        guard let value = coerce(value, to: type) else { return .null }
        switch value {
        case let value as Int16: return .integer(Int64(value))
        case let value as Int32: return .integer(Int64(value))
        case let value as Int64: return .integer(value)
        case let value as Bool: return .integer(value ? 1 : 0)
        case let value as Double: return .real(value)
        case let value as Float: return .real(Double(value))
        case let value as NSDecimalNumber: return .text(value.stringValue)
        case let value as String: return .text(value)
        case let value as Date: return .real(value.timeIntervalSinceReferenceDate)
        case let value as Data: return .blob(value)
        case let value as UUID: return .text(value.uuidString)
        case let value as URL: return .text(value.absoluteString)
        default:
            if type == .transformableAttributeType, let data = try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: false) {
                return .blob(data)
            }
            return .text("\(value)")
        }
    }

    /// The value SQLite returned, in the type objects hold.
    static func value(_ stored: SQLValue, as type: NSAttributeType) -> Any? {
        switch (stored, type) {
        case (.null, _): return nil
        case (.real(let seconds), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: seconds)
        case (.integer(let seconds), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: Double(seconds))
        case (.blob(let data), .transformableAttributeType):
            return (try? NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data)) ?? data
        case (.blob(let data), _): return coerce(data, to: type)
        case (.integer(let value), _): return coerce(NSNumber(value: value), to: type)
        case (.real(let value), _): return coerce(NSNumber(value: value), to: type)
        case (.text(let text), _): return coerce(text, to: type)
        }
    }
}

/// The value a non-optional Swift property reads when its attribute has none.
public protocol _ManagedDefaultValue {
    static var _managedDefault: Self { get }
}

extension Int: _ManagedDefaultValue { public static var _managedDefault: Int { 0 } }
extension Int16: _ManagedDefaultValue { public static var _managedDefault: Int16 { 0 } }
extension Int32: _ManagedDefaultValue { public static var _managedDefault: Int32 { 0 } }
extension Int64: _ManagedDefaultValue { public static var _managedDefault: Int64 { 0 } }
extension Double: _ManagedDefaultValue { public static var _managedDefault: Double { 0 } }
extension Float: _ManagedDefaultValue { public static var _managedDefault: Float { 0 } }
extension Bool: _ManagedDefaultValue { public static var _managedDefault: Bool { false } }
extension String: _ManagedDefaultValue { public static var _managedDefault: String { "" } }
extension Decimal: _ManagedDefaultValue { public static var _managedDefault: Decimal { 0 } }
extension Date: _ManagedDefaultValue { public static var _managedDefault: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension Data: _ManagedDefaultValue { public static var _managedDefault: Data { Data() } }
extension Optional: _ManagedDefaultValue { public static var _managedDefault: Wrapped? { nil } }

/// An optional seen through `Any`, so that `Optional<String>.none` passed as `Any` reads as nil.
protocol AnyOptional {
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): ManagedValues.flatten(wrapped)
        case .none: nil
        }
    }
}

extension ManagedValues {
    /// The value inside any number of optionals, or nil.
    static func flatten(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? any AnyOptional { return optional.wrappedAny }
        return value
    }

    /// A held value in another Swift type a property may declare (`Decimal` for an `NSDecimalNumber`,
    /// `Int` for an `Int64`, `NSNumber` for a number).
    static func bridge<T>(_ raw: Any, to type: T.Type) -> T? {
        if let decimal = raw as? NSDecimalNumber {
            if let value = decimal.decimalValue as? T { return value }
        }
        if let set = raw as? NSOrderedSet, let value = NSSet(array: set.array) as? T { return value }
        guard let number = number(raw) else { return nil }
        let candidates: [Any] = [
            number, number.intValue, number.int64Value, number.int32Value, number.int16Value, number.doubleValue, number.floatValue,
            number.boolValue, number.decimalValue,
        ]
        for candidate in candidates { if let value = candidate as? T { return value } }
        return nil
    }
}
