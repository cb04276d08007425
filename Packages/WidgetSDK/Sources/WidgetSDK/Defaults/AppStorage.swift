import Foundation
import UserDefaultsAPI
import WidgetWire

/// A value kept in a `WidgetDefaults` suite, or in Foundation's `UserDefaults` (the same suites in a
/// worker), as SwiftUI's `@AppStorage`:
///
/// ```swift
/// @AppStorage("count", store: WidgetDefaults(suiteName: "group.com.example.counter")) var count = 0
/// @AppStorage("unit", store: UserDefaults(suiteName: "group.com.example.counter")) var unit = "C"
/// ```
///
/// Reads return the stored value, or the initial value when there is none; writes store at once.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable {
    // Unchecked: holds a defaults handle (thread-safe) and two functions that only touch it.
    private let read: () -> Value
    private let write: (Value) -> Void

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    private init(_ key: String, store: (any AppStorageStore)?, initial: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        let store = store ?? WidgetDefaults.standard
        read = { store.object(forKey: key).flatMap(decode) ?? initial }
        write = { store.set(encode($0), forKey: key) }
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key, store: nil, initial: wrappedValue, decode: { $0 is Int || $0 is Double || $0 is String ? DefaultsReading.integer($0) : nil }, encode: { $0 })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == Int {
        self.init(key, store: store, initial: wrappedValue, decode: { $0 is Int || $0 is Double || $0 is String ? DefaultsReading.integer($0) : nil }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key, store: nil, initial: wrappedValue, decode: { $0 is Bool || $0 is Int || $0 is String ? DefaultsReading.bool($0) : nil }, encode: { $0 })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == Bool {
        self.init(key, store: store, initial: wrappedValue, decode: { $0 is Bool || $0 is Int || $0 is String ? DefaultsReading.bool($0) : nil }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key, store: nil, initial: wrappedValue, decode: { $0 is Double || $0 is Int || $0 is String ? DefaultsReading.double($0) : nil }, encode: { $0 })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == Double {
        self.init(key, store: store, initial: wrappedValue, decode: { $0 is Double || $0 is Int || $0 is String ? DefaultsReading.double($0) : nil }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key, store: nil, initial: wrappedValue, decode: { DefaultsReading.string($0) }, encode: { $0 })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == String {
        self.init(key, store: store, initial: wrappedValue, decode: { DefaultsReading.string($0) }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key, store: nil, initial: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == Data {
        self.init(key, store: store, initial: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key, store: nil, initial: wrappedValue, decode: { DefaultsReading.url($0) }, encode: { $0.absoluteString })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == URL {
        self.init(key, store: store, initial: wrappedValue, decode: { DefaultsReading.url($0) }, encode: { $0.absoluteString })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key, store: nil, initial: wrappedValue, decode: { $0 as? Date }, encode: { $0 })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value == Date {
        self.init(key, store: store, initial: wrappedValue, decode: { $0 as? Date }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, store: nil, initial: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, store: store, initial: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store: nil, initial: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    public init<Store: AppStorageStore>(wrappedValue: Value, _ key: String, store: Store?) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store: store, initial: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

/// Where an `@AppStorage` value is kept: a `WidgetDefaults` suite, or Foundation's `UserDefaults`.
public protocol AppStorageStore {
    func object(forKey key: String) -> Any?
    func set(_ value: Any?, forKey key: String)
}

extension WidgetDefaults: AppStorageStore {}
extension UserDefaults: AppStorageStore {}
