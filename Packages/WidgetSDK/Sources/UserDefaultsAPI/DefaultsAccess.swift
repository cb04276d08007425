import Foundation

/// How `UserDefaults` reads a stored value as another type, shared by every `WidgetDefaults`: numbers
/// convert to each other and from their text, booleans from numbers and from "YES"/"true"/"1".
public enum DefaultsReading {
    public static func integer(_ value: Any?) -> Int {
        switch value {
        case let value as Int: value
        case let value as Double: Int(exactly: value.rounded(.towardZero)) ?? 0
        case let value as Bool: value ? 1 : 0
        case let value as String: Int(value) ?? Double(value).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
        default: 0
        }
    }

    public static func double(_ value: Any?) -> Double {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as Bool: value ? 1 : 0
        case let value as String: Double(value) ?? 0
        default: 0
        }
    }

    public static func bool(_ value: Any?) -> Bool {
        switch value {
        case let value as Bool: value
        case let value as Int: value != 0
        case let value as Double: value != 0
        case let value as String: ["yes", "true", "1"].contains(value.lowercased())
        default: false
        }
    }

    public static func string(_ value: Any?) -> String? {
        switch value {
        case let value as String: value
        case let value as Int: String(value)
        case let value as Double: String(value)
        case let value as Bool: value ? "1" : "0"
        default: nil
        }
    }

    public static func url(_ value: Any?) -> URL? {
        switch value {
        case let value as String: value.hasPrefix("/") || value.hasPrefix("~") ? URL(filePath: (value as NSString).expandingTildeInPath) : URL(string: value)
        case let value as Data: String(data: value, encoding: .utf8).flatMap(URL.init(string:))
        default: nil
        }
    }
}

/// `UserDefaults`' reading and writing API over two primitives, shared by the `WidgetDefaults` of
/// bundles (WidgetSDK) and of apps (WidgetClient).
public protocol DefaultsAccess {
    /// The stored value, or the registered default.
    func object(forKey key: String) -> Any?
    /// Stores a property-list value; nil removes the key.
    func set(_ value: Any?, forKey key: String)
}

extension DefaultsAccess {
    public func value(forKey key: String) -> Any? { object(forKey: key) }
    public func string(forKey key: String) -> String? { DefaultsReading.string(object(forKey: key)) }
    public func integer(forKey key: String) -> Int { DefaultsReading.integer(object(forKey: key)) }
    public func double(forKey key: String) -> Double { DefaultsReading.double(object(forKey: key)) }
    public func float(forKey key: String) -> Float { Float(DefaultsReading.double(object(forKey: key))) }
    public func bool(forKey key: String) -> Bool { DefaultsReading.bool(object(forKey: key)) }
    public func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    public func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    public func stringArray(forKey key: String) -> [String]? { object(forKey: key) as? [String] }
    public func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    public func url(forKey key: String) -> URL? { DefaultsReading.url(object(forKey: key)) }

    public func set(_ value: Int, forKey key: String) { set(value as Any, forKey: key) }
    public func set(_ value: Bool, forKey key: String) { set(value as Any, forKey: key) }
    public func set(_ value: Double, forKey key: String) { set(value as Any, forKey: key) }
    public func set(_ value: Float, forKey key: String) { set(value as Any, forKey: key) }
    public func set(_ url: URL?, forKey key: String) { set(url.map { $0 as Any }, forKey: key) }
    public func removeObject(forKey key: String) { set(nil, forKey: key) }

    /// Writes are durable when `set` returns; there is nothing left to flush. (A bundle's
    /// `WidgetDefaults` has its own, which waits for the runtime.)
    @discardableResult
    public func synchronize() -> Bool { true }
}
