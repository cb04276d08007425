import CoreData
import Foundation

/// The models a program works with: inserted, changed and deleted here, then saved to the
/// container's store in one transaction. Not for use from two threads at once.
public final class ModelContext {
    public let container: ModelContainer
    /// Whether changes are saved on the main queue's next turn (the main context's are); a
    /// command-line program without a main loop calls `save()`.
    public var autosaveEnabled: Bool

    struct Key: Hashable {
        let entity: String
        let primaryKey: Int64
    }

    var registered: [Key: any PersistentModel] = [:]
    var inserted: [any PersistentModel] = []
    var changed: [any PersistentModel] = []
    var deleted: [any PersistentModel] = []
    private var autosaveScheduled = false

    public init(_ container: ModelContainer) {
        self.container = container
        self.autosaveEnabled = false
    }

    /// Whether there are insertions, changes or deletions not saved yet.
    public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }
    public var insertedModelsArray: [any PersistentModel] { inserted }
    public var changedModelsArray: [any PersistentModel] { changed }
    public var deletedModelsArray: [any PersistentModel] { deleted }

    /// Adds a model (and the models its relationships reach) to the context, to be saved.
    public func insert<T: PersistentModel>(_ model: T) { insertModel(model) }

    private func insertModel(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        if backing.context === self {
            if backing.isDeleted, backing.isInserted || backing.primaryKey == nil {
                backing.isDeleted = false
                inserted.append(model)
            }
            return
        }
        let entity = Entity.of(type(of: model))
        backing.context = self
        backing.owner = model
        backing.entity = entity
        backing.isInserted = true
        inserted.append(model)
        // A `let` property is the object's own stored property: its value, set once by the class's
        // initializer, is read here to be saved.
        for property in entity.properties where property.relationship == nil && backing.values[property.name] == nil {
            backing.values[property.name] = model[keyPath: property.metadata.keypath]
        }
        for property in entity.properties {
            guard let codec = property.relationship, let value = backing.values[property.name] else { continue }
            let inverse = entity.inverse(of: property)
            for related in codec.models(value) {
                if let inverse { related.persistentBackingData.link(model, to: inverse) }
                insertReached(related)
            }
        }
        scheduleAutosave()
    }

    /// Inserts a model a relationship reached, unless it has a context already.
    func insertReached(_ model: any PersistentModel) {
        if model.persistentBackingData.context == nil { insertModel(model) }
    }

    func noteChanged(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        guard !backing.isInserted, !backing.isDeleted else { return }
        changed.append(model)
        scheduleAutosave()
    }

    /// Deletes a model, applying its relationships' delete rules: `.cascade` deletes the related
    /// models, `.nullify` removes the model from their inverse.
    public func delete<T: PersistentModel>(_ model: T) { deleteModel(model) }

    private func deleteModel(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        guard !backing.isDeleted else { return }
        if backing.context == nil {
            backing.isDeleted = true
            return
        }
        guard backing.context === self, let entity = backing.entity else { return }
        backing.isDeleted = true
        if backing.isInserted {
            inserted.removeAll { $0 === model }
            backing.isInserted = false
        } else {
            changed.removeAll { $0 === model }
            deleted.append(model)
        }
        for property in entity.properties {
            guard let codec = property.relationship else { continue }
            let related = backing.value(forKey: property.name).map(codec.models) ?? []
            switch property.deleteRule {
            case .cascade:
                for model in related { deleteModel(model) }
            case .nullify:
                if let inverse = entity.inverse(of: property) {
                    for other in related { other.persistentBackingData.unlink(model, from: inverse) }
                }
            case .deny, .noAction:
                break
            }
        }
        scheduleAutosave()
    }

    /// Deletes the models of a type the predicate accepts (all when nil), with their delete rules.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Forgets the unsaved insertions, changes and deletions: changed models read their stored
    /// values again.
    public func rollback() {
        for model in inserted {
            model.persistentBackingData.context = nil
            model.persistentBackingData.owner = nil
            model.persistentBackingData.isInserted = false
        }
        let stale = changed + deleted
        inserted = []
        changed = []
        deleted = []
        for model in stale {
            let backing = model.persistentBackingData
            backing.isDeleted = false
            backing.isChanged = false
            if let entity = backing.entity, let key = backing.primaryKey, let row = try? container.store.row(of: entity, primaryKey: key) {
                try? load(row, into: backing, entity: entity)
            }
        }
    }

    private func scheduleAutosave() {
        guard autosaveEnabled, !autosaveScheduled else { return }
        autosaveScheduled = true
        nonisolated(unsafe) let context = self
        DispatchQueue.main.async {
            context.autosaveScheduled = false
            try? context.save()
        }
    }
}
