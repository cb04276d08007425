import Foundation

/// A `SecItem…` dictionary read: the attributes an item has or a search matches, its secret, and
/// what the caller wants back.
struct KeychainQuery {
    /// The item's attributes (`kSecClass`, `kSecAttrService`, …), as property-list values.
    var attributes: [String: Any] = [:]
    /// `kSecValueData`.
    var data: Data?
    var returnsData = false
    var returnsAttributes = false
    /// `kSecMatchLimitAll` (or a limit above one): every match, as an array.
    var limit = 1
    /// An attribute whose value no property list holds.
    var unusable: String?

    init(_ dictionary: CFDictionary) {
        for (key, raw) in dictionary {
            guard let value = KeychainValue.plain(raw) else { continue }
            switch key {
            case kSecValueData: data = value as? Data ?? (value as? String).map { Data($0.utf8) }
            case kSecReturnData: returnsData = KeychainValue.boolean(value)
            case kSecReturnAttributes: returnsAttributes = KeychainValue.boolean(value)
            case kSecMatchLimit:
                if let name = value as? String { limit = name == kSecMatchLimitAll ? .max : 1 } else { limit = max(1, KeychainValue.integer(value) ?? 1) }
            case kSecAttrSynchronizable where (value as? String) == kSecAttrSynchronizableAny: continue
            case kSecUseDataProtectionKeychain, kSecAttrAccessControl: continue
            case _ where key.hasPrefix("m_") || key.hasPrefix("r_") || key.hasPrefix("u_") || key.hasPrefix("v_"): continue
            default:
                if KeychainValue.storable(value) { attributes[key] = value } else { unusable = key }
            }
        }
    }

    var itemClass: String? { attributes[kSecClass] as? String }

    /// Whether the stored item has every attribute this query names, with the same value.
    func matches(_ item: [String: Any]) -> Bool {
        attributes.allSatisfy { key, value in item[key].map { KeychainValue.same($0, value) } ?? false }
    }

    /// The attributes that make an item of this class unique: another with the same values is a duplicate.
    static func primaryKey(of itemClass: String) -> [String] {
        switch itemClass {
        case kSecClassGenericPassword: [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrAccessGroup, kSecAttrSynchronizable]
        case kSecClassInternetPassword:
            [kSecClass, kSecAttrServer, kSecAttrAccount, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrSecurityDomain,
             kSecAttrAuthenticationType, kSecAttrAccessGroup, kSecAttrSynchronizable]
        default: [kSecClass, kSecAttrLabel, kSecAttrApplicationLabel, kSecAttrAccessGroup]
        }
    }

    /// Whether two stored items have the same primary key.
    static func sameItem(_ one: [String: Any], _ other: [String: Any]) -> Bool {
        guard let itemClass = one[kSecClass] as? String, KeychainValue.same(one[kSecClass] ?? "", other[kSecClass] ?? "") else { return false }
        return primaryKey(of: itemClass).allSatisfy { key in
            KeychainValue.same(one[key] ?? "", other[key] ?? "")
        }
    }
}

private let kSecAttrApplicationLabel = "klbl"

/// The values a keychain dictionary holds, as property lists hold them.
enum KeychainValue {
    /// The value inside any number of optionals (`kCFBooleanTrue` is one, and so is `string.data(using:)`).
    static func plain(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { plain($0.value) }
    }

    static func storable(_ value: Any) -> Bool {
        value is String || value is Data || value is Date || value is Bool || integer(value) != nil || value is Double || value is Float
    }

    static func boolean(_ value: Any) -> Bool {
        if let value = value as? Bool { return value }
        if let value = integer(value) { return value != 0 }
        if let value = value as? String { return ["1", "true", "yes"].contains(value.lowercased()) }
        return false
    }

    static func integer(_ value: Any) -> Int? {
        switch value {
        case let value as Int: value
        case let value as any BinaryInteger: Int(exactly: value)
        case let value as NSNumber where type(of: value) != Bool.self: value.intValue
        default: nil
        }
    }

    /// Whether two values are the same, across the types a property list may give back (a number
    /// written as Int may be read as NSNumber).
    static func same(_ one: Any, _ other: Any) -> Bool { key(one) == key(other) }

    private static func key(_ value: Any) -> String {
        switch value {
        case let value as String: "s" + value
        case let value as Data: "d" + value.base64EncodedString()
        case let value as Date: "t\(value.timeIntervalSinceReferenceDate)"
        case let value as Bool where type(of: value) == Bool.self: value ? "n1" : "n0"
        default:
            if let number = integer(value) { "n\(number)" } else if let number = value as? Double { "n\(number)" } else { "?\(value)" }
        }
    }
}
