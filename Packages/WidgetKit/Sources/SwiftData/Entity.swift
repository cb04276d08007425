import CoreData
import Foundation

/// A model type as the store keeps it: a table named after the class, a column per property.
final class Entity: @unchecked Sendable {
    let name: String
    let type: any PersistentModel.Type
    let properties: [Property]
    private let byName: [String: Property]

    struct Property {
        let metadata: Schema.PropertyMetadata
        var name: String { metadata.name }
        var column: String { SQLiteDatabase.quote(name) }
        var relationship: RelationshipCodec? {
            if case .relationship(let codec) = metadata.storage { return codec }
            return nil
        }
        var relationshipTarget: (any PersistentModel.Type)? { relationship?.target }
        var isUnique: Bool { metadata.attribute?.options.contains(.unique) == true }
        var deleteRule: Schema.Relationship.DeleteRule { metadata.relationship?.deleteRule ?? .nullify }
        var sqlType: String {
            switch metadata.storage {
            case .column(let codec): codec.sqlType
            case .relationship(let codec): codec.isToMany ? "TEXT" : "INTEGER"
            }
        }
    }

    private init(_ type: any PersistentModel.Type) {
        self.type = type
        self.name = String(describing: type)
        self.properties = type.schemaMetadata.map(Property.init)
        self.byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(property: String) -> Property? { byName[property] }

    var table: String { SQLiteDatabase.quote(name) }

    /// The property on the other side of `property`: the one its `inverse:` names, the one whose
    /// `inverse:` names it, or the only relationship back when each side has one.
    func inverse(of property: Property) -> Property? {
        guard let codec = property.relationship else { return nil }
        let target = Entity.of(codec.target)
        let back = target.properties.filter { $0.relationshipTarget.map { $0 == type } ?? false }
        if let path = property.metadata.relationship?.inverseKeyPath {
            return target.properties.first { $0.metadata.keypath == path }
        }
        if let named = back.first(where: { $0.metadata.relationship?.inverseKeyPath == property.metadata.keypath }) { return named }
        let forth = properties.filter { $0.relationshipTarget.map { $0 == codec.target } ?? false }
        guard target.type != type, back.count == 1, forth.count == 1, back[0].metadata.relationship?.inverseKeyPath == nil else { return nil }
        return back[0]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: Entity] = [:]

    /// The entity of a model type, read once from its `schemaMetadata`.
    static func of(_ type: any PersistentModel.Type) -> Entity {
        lock.lock()
        if let entity = known[ObjectIdentifier(type)] {
            lock.unlock()
            return entity
        }
        lock.unlock()
        let entity = Entity(type)
        lock.lock()
        defer { lock.unlock() }
        if let raced = known[ObjectIdentifier(type)] { return raced }
        known[ObjectIdentifier(type)] = entity
        return entity
    }
}
