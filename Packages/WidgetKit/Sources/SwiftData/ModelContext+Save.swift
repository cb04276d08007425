import CoreData
import Foundation

extension ModelContext {
    /// Writes the insertions, changes and deletions to the store in one transaction. An inserted
    /// model whose `@Attribute(.unique)` value is stored already updates the stored one.
    public func save() throws {
        guard hasChanges else { return }
        let store = container.store
        guard store.allowsSave else {
            throw SwiftDataError("the store \(container.configurations[0].url.path) was opened with allowsSave: false; the changes were not saved")
        }
        for model in inserted + changed {
            let entity = Entity.of(type(of: model))
            guard container.schema.entity(named: entity.name) != nil else {
                throw SwiftDataError("\(entity.name) is not in the container's schema: name it in ModelContainer(for:)")
            }
        }
        for model in deleted {
            guard let entity = model.persistentBackingData.entity else { continue }
            for property in entity.properties where property.deleteRule == .deny {
                guard let codec = property.relationship, let value = model.persistentBackingData.value(forKey: property.name) else { continue }
                if !codec.models(value).filter({ !$0.persistentBackingData.isDeleted }).isEmpty {
                    throw SwiftDataError("\(entity.name).\(property.name) has the delete rule .deny and is not empty: delete its models first")
                }
            }
        }
        let written = inserted + changed.filter { !$0.persistentBackingData.isDeleted }
        var assigned: [BackingData] = []
        var upserted: [any PersistentModel] = []
        do {
            try store.database.transaction {
                for model in deleted {
                    guard let entity = model.persistentBackingData.entity, let key = model.persistentBackingData.primaryKey else { continue }
                    try store.database.query("DELETE FROM \(entity.table) WHERE \"Z_PK\" = ?", [.integer(key)])
                }
                for model in inserted {
                    let backing = model.persistentBackingData
                    let entity = Entity.of(type(of: model))
                    if let existing = try existingUnique(model, entity: entity) {
                        backing.primaryKey = existing
                        upserted.append(model)
                    } else {
                        try store.database.query("INSERT INTO \(entity.table) DEFAULT VALUES", [])
                        backing.primaryKey = store.database.lastInsertedRow
                    }
                    assigned.append(backing)
                }
                for model in written {
                    let entity = Entity.of(type(of: model))
                    guard !entity.properties.isEmpty, let key = model.persistentBackingData.primaryKey else { continue }
                    let values = try entity.properties.map { try encode($0, of: model) }
                    let sets = entity.properties.map { "\($0.column) = ?" }.joined(separator: ", ")
                    try store.database.query("UPDATE \(entity.table) SET \(sets) WHERE \"Z_PK\" = ?", values + [.integer(key)])
                }
                for model in upserted { try detachReplaced(model) }
            }
        } catch {
            for backing in assigned { backing.primaryKey = nil }
            if let failure = error as? SQLiteDatabase.Failure { throw SwiftDataError.store(store.database.path, failure) }
            throw error
        }
        for model in inserted {
            let backing = model.persistentBackingData
            backing.isInserted = false
            if let entity = backing.entity, let key = backing.primaryKey {
                registered[Key(entity: entity.name, primaryKey: key)] = model
            }
        }
        for model in written { model.persistentBackingData.isChanged = false }
        for model in deleted {
            let backing = model.persistentBackingData
            if let entity = backing.entity, let key = backing.primaryKey { registered[Key(entity: entity.name, primaryKey: key)] = nil }
        }
        inserted = []
        changed = []
        deleted = []
    }

    /// After an upsert, the rows whose to-one inverse still names the updated row but which its
    /// new to-many value no longer holds name nothing.
    private func detachReplaced(_ model: any PersistentModel) throws {
        let entity = Entity.of(type(of: model))
        guard let key = model.persistentBackingData.primaryKey else { return }
        for property in entity.properties {
            guard let codec = property.relationship, codec.isToMany, let inverse = entity.inverse(of: property),
                  let back = inverse.relationship, !back.isToMany, back.isOptional
            else { continue }
            let kept = (model.persistentBackingData.value(forKey: property.name).map(codec.models) ?? []).compactMap(\.persistentBackingData.primaryKey)
            let target = Entity.of(codec.target)
            try container.store.database.query(
                "UPDATE \(target.table) SET \(inverse.column) = NULL WHERE \(inverse.column) = ? AND \"Z_PK\" NOT IN (\(kept.map(String.init).joined(separator: ",")))",
                [.integer(key)])
        }
    }

    /// The stored row an inserted model's unique attributes name, if any.
    private func existingUnique(_ model: any PersistentModel, entity: Entity) throws -> Int64? {
        for property in entity.properties where property.isUnique {
            let value = try encode(property, of: model)
            guard value != .null else { continue }
            let rows = try container.store.database.query("SELECT \"Z_PK\" FROM \(entity.table) WHERE \(property.column) = ?", [value])
            if case .integer(let key)? = rows.first?.first { return key }
        }
        return nil
    }

    /// A property's value as its column holds it.
    private func encode(_ property: Entity.Property, of model: any PersistentModel) throws -> SQLValue {
        let backing = model.persistentBackingData
        switch property.metadata.storage {
        case .column(let codec):
            guard let value = backing.values[property.name] else { return .null }
            return try codec.encode(value)
        case .relationship(let codec):
            let keys: [Int64]
            if let value = backing.values[property.name] {
                keys = codec.models(value).filter { !$0.persistentBackingData.isDeleted }.compactMap(\.persistentBackingData.primaryKey)
            } else {
                keys = backing.unresolved[property.name] ?? []
            }
            if codec.isToMany {
                return .text("[" + keys.map(String.init).joined(separator: ",") + "]")
            }
            return keys.first.map { .integer($0) } ?? .null
        }
    }
}
