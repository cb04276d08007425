import CoreData
import Foundation

/// What went wrong in a container, a context or a store: each names what, where, and what to do.
public struct SwiftDataError: Error, CustomStringConvertible, LocalizedError {
    public let description: String
    public var errorDescription: String? { description }

    init(_ description: String) { self.description = description }

    static func unsupportedType(_ property: String, _ type: Any.Type) -> SwiftDataError {
        SwiftDataError("\(property): a \(type) cannot be stored; make the type Codable, or mark the property @Transient")
    }

    static func unreadable(_ property: String, _ stored: SQLValue) -> SwiftDataError {
        SwiftDataError("\(property): the store holds \(stored), which is not a value of the property's type; was its type changed? Make it optional or rename it")
    }

    static func noGroupContainer(_ group: String) -> SwiftDataError {
        SwiftDataError(
            "the app group '\(group)' has no container here: a widget bundle needs the group in its Info.json entitlements and granted in runtime.json (appGroups.apps); an app needs a name starting with 'group.'")
    }

    static func store(_ path: String, _ failure: SQLiteDatabase.Failure) -> SwiftDataError {
        if failure.isNotADatabase {
            return SwiftDataError("the store \(path) is not a SQLite database (\(failure.message)); move it away or name another URL in ModelConfiguration")
        }
        return SwiftDataError("the store \(path): \(failure.message)")
    }
}
