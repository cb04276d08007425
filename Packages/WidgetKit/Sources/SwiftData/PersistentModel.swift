import Foundation
@_exported import Observation

/// A class `@Model` made persistable: what the macro writes (its backing data, its schema, the
/// initializer fetched objects are made with) and what every model has. Observable as Apple's is, with
/// no observers told of changes.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Where the model's values are while it lives: set by its own initializers, fetched from the
    /// store, saved by its context.
    var persistentBackingData: BackingData { get }
    /// The persisted properties: names, key paths, `@Attribute` and `@Relationship` options.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// Makes an object around values its context fetched.
    init(backingData: BackingData)
}

extension PersistentModel {
    /// The model's identity in its store: its entity and its row once saved.
    public var persistentModelID: PersistentIdentifier { persistentBackingData.identifier(of: Self.self) }
    /// The context the model was inserted into or fetched by.
    public var modelContext: ModelContext? { persistentBackingData.context }
    /// Whether the model was deleted from its context (the deletion saved or not).
    public var isDeleted: Bool { persistentBackingData.isDeleted }
    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool { persistentBackingData.isChanged || persistentBackingData.isInserted }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The value of a persisted property, as the property's getter reads it.
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value { self[keyPath: key] }
}

extension PersistentModel where ID == PersistentIdentifier {
    public var id: PersistentIdentifier { persistentModelID }
}

/// A model's identity: its entity's name and its row in the store, or a temporary identity until
/// its first save.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let entityName: String
    let primaryKey: Int64?
    let temporary: UUID?

    /// Whether the model was not saved yet when this identifier was taken.
    public var isTemporary: Bool { primaryKey == nil }

    public var description: String {
        primaryKey.map { "\(entityName)/p\($0)" } ?? "\(entityName)/t\(temporary?.uuidString ?? "-")"
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

/// What a persisted property's stored peer holds: its value is in the model's backing data.
public struct _PersistedPlaceholder: Sendable {
    public init() {}
}
