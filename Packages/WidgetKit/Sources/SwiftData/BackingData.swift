import CoreData
import Foundation

/// A model's values: set by its initializers and setters, read from the store by its context, and
/// saved by it. Relationships read from the store become objects when first read.
public final class BackingData {
    var values: [String: Any] = [:]
    /// Related rows' keys read from the store and not yet made into objects.
    var unresolved: [String: [Int64]] = [:]
    weak var context: ModelContext?
    weak var owner: AnyObject?
    var entity: Entity?
    var primaryKey: Int64?
    var isChanged = false
    var isInserted = false
    var isDeleted = false
    let temporaryID = UUID()

    public init() {}

    func identifier(of type: any PersistentModel.Type) -> PersistentIdentifier {
        PersistentIdentifier(entityName: entity?.name ?? String(describing: type), primaryKey: primaryKey, temporary: primaryKey == nil ? temporaryID : nil)
    }

    /// A property's value, as its getter reads it.
    public func getValue<Value>(forKey key: String) -> Value {
        guard let value = value(forKey: key) as? Value else {
            fatalError("\(entity?.name ?? "a model").\(key) has no value of type \(Value.self): was the model deleted, or its context freed?")
        }
        return value
    }

    func value(forKey key: String) -> Any? {
        if let value = values[key] { return value }
        guard let keys = unresolved[key], let context, let codec = entity?[key]?.relationship else { return nil }
        let models = keys.compactMap { context.registeredOrLoaded(Entity.of(codec.target), primaryKey: $0) }
        let value = codec.make(models)
        values[key] = value
        unresolved[key] = nil
        return value
    }

    /// Sets a property, as its setter does; a relationship's inverse follows.
    public func setValue<Value>(forKey key: String, to value: Value) {
        let old = owner != nil ? self.value(forKey: key) : nil
        values[key] = value
        unresolved[key] = nil
        guard let owner = owner as? any PersistentModel, let entity, let property = entity[key] else { return }
        markChanged()
        if let codec = property.relationship, let inverse = entity.inverse(of: property) {
            let before = old.map(codec.models) ?? []
            let after = codec.models(value)
            for removed in before where !after.contains(where: { $0 === removed }) {
                removed.persistentBackingData.unlink(owner, from: inverse)
            }
            for added in after where !before.contains(where: { $0 === added }) {
                added.persistentBackingData.link(owner, to: inverse)
                context?.insertReached(added)
            }
        } else if let codec = property.relationship {
            for added in codec.models(value) { context?.insertReached(added) }
        }
    }

    func markChanged() {
        guard owner != nil, !isChanged else { return }
        isChanged = true
        if let owner = owner as? any PersistentModel { context?.noteChanged(owner) }
    }

    /// Adds `model` to this model's side of a relationship (its inverse was set).
    func link(_ model: any PersistentModel, to property: Entity.Property) {
        guard let codec = property.relationship else { return }
        var models = value(forKey: property.name).map(codec.models) ?? []
        guard !models.contains(where: { $0 === model }) else { return }
        if codec.isToMany {
            models.append(model)
        } else {
            if let previous = models.first, let mine = owner as? any PersistentModel, let entity,
               let back = entity.inverse(of: property), back.relationship?.isToMany == true {
                previous.persistentBackingData.unlink(mine, from: back)
            }
            models = [model]
        }
        values[property.name] = codec.make(models)
        markChanged()
    }

    /// Removes `model` from this model's side of a relationship.
    func unlink(_ model: any PersistentModel, from property: Entity.Property) {
        guard let codec = property.relationship, let models = value(forKey: property.name).map(codec.models),
              models.contains(where: { $0 === model })
        else { return }
        if !codec.isToMany, !codec.isOptional { return }
        values[property.name] = codec.make(models.filter { $0 !== model })
        markChanged()
    }
}
