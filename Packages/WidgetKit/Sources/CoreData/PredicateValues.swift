import Foundation

/// Following a key path through an object's relationships, in memory.
enum KeyPaths {
    /// The value at `path` (`project.name`); through a to-many relationship, the array of values
    /// reached; `@count` counts what came before it.
    static func value(of root: Any?, path: String) -> Any? {
        var current: Any? = root
        for component in path.split(separator: ".").map(String.init) {
            current = step(current, component)
        }
        return current
    }

    private static func step(_ value: Any?, _ key: String) -> Any? {
        if key == "@count" {
            if let many = collection(value) { return many.count }
            return value == nil ? 0 : 1
        }
        if key == "self" || key == "SELF" { return value }
        if let many = collection(value) {
            return many.flatMap { element -> [Any] in
                let reached = step(element, key)
                if let nested = collection(reached) { return nested }
                return reached.map { [$0] } ?? []
            }
        }
        guard let object = value as? NSManagedObject else { return nil }
        return object.value(forKey: key)
    }

    /// The elements of a to-many value, or nil for a single value.
    static func collection(_ value: Any?) -> [Any]? {
        switch value {
        case let set as NSOrderedSet: return set.array
        case let set as NSSet: return set.allObjects
        case let array as [Any]: return array
        default: return nil
        }
    }
}

/// Comparing values as predicates and sort descriptors do.
enum PredicateValues {
    /// The order of two values, nil when they cannot be ordered (different kinds, or nil).
    static func compare(_ left: Any?, _ right: Any?, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false) -> ComparisonResult? {
        let a = normalized(left)
        let b = normalized(right)
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let x as Double, let y as Double): return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case (let x as String, let y as String):
            var options: String.CompareOptions = []
            if caseInsensitive { options.insert(.caseInsensitive) }
            if diacriticInsensitive { options.insert(.diacriticInsensitive) }
            return x.compare(y, options: options)
        case (let x as Data, let y as Data): return x == y ? .orderedSame : x.lexicographicallyPrecedes(y) ? .orderedAscending : .orderedDescending
        default:
            if let x = a as? NSManagedObject, let y = b as? NSManagedObject { return x === y || x.objectID == y.objectID ? .orderedSame : nil }
            return nil
        }
    }

    static func equal(_ left: Any?, _ right: Any?, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false) -> Bool {
        if left == nil || right == nil { return normalized(left) == nil && normalized(right) == nil }
        return compare(left, right, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive) == .orderedSame
    }

    /// Numbers as Double, dates as seconds, UUIDs and URLs as strings; objects and IDs kept.
    static func normalized(_ value: Any?) -> Any? {
        guard let value, !(value is NSNull) else { return nil }
        switch value {
        case let value as String: return value
        case let value as Date: return value.timeIntervalSinceReferenceDate
        case let value as UUID: return value.uuidString
        case let value as URL: return value.absoluteString
        case let value as Data: return value
        case let value as NSManagedObject: return value
        case let value as NSManagedObjectID: return value
        case let value as NSDecimalNumber: return value.doubleValue
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        default:
            if let number = ManagedValues.number(value) { return number.doubleValue }
            return "\(value)"
        }
    }
}
