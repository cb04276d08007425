import CoreData
import Foundation

extension ModelContext {
    /// The models the descriptor selects: the stored ones (and, with `includePendingChanges`, those
    /// inserted and not saved), filtered by its predicate (in SQL first when it has a SQL condition,
    /// then on the models), sorted, then paged.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let entity = Entity.of(T.self)
        guard container.schema.entity(named: entity.name) != nil else {
            throw SwiftDataError("\(entity.name) is not in the container's schema: name it in ModelContainer(for:)")
        }
        var models: [T] = []
        let filter = descriptor.predicate.flatMap { PredicateSQL.of($0, entity: entity) }
        do {
            for (key, row) in try container.store.rows(of: entity, where: filter) {
                guard let model = try materialize(entity, primaryKey: key, row: row) as? T, !model.persistentBackingData.isDeleted else { continue }
                models.append(model)
            }
        } catch let failure as SQLiteDatabase.Failure {
            throw SwiftDataError.store(container.store.database.path, failure)
        }
        if filter != nil {
            // Models changed here and not saved are judged by their values, not their rows'.
            let fetched = Set(models.map(ObjectIdentifier.init))
            models += changed.compactMap { $0 as? T }.filter { !fetched.contains(ObjectIdentifier($0)) }
        }
        if descriptor.includePendingChanges {
            models += inserted.compactMap { $0 as? T }
        }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset, offset > 0 { models = Array(models.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit, limit >= 0 { models = Array(models.prefix(limit)) }
        return models
    }

    /// How many models `fetch` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model this context has for an identifier, if it was fetched or inserted here.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        if let key = persistentModelID.primaryKey {
            return registered[Key(entity: persistentModelID.entityName, primaryKey: key)] as? T
        }
        return inserted.first { $0.persistentModelID == persistentModelID } as? T
    }

    /// The model for an identifier: registered here, or read from the store.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        if let key = persistentModelID.primaryKey, let entity = container.schema.entity(named: persistentModelID.entityName),
           let model = registeredOrLoaded(entity, primaryKey: key) {
            return model
        }
        guard let model = inserted.first(where: { $0.persistentModelID == persistentModelID }) else {
            fatalError("no model \(persistentModelID) in the store \(container.store.database.path)")
        }
        return model
    }

    /// The registered model of a row, or the row read and made into one; nil when it was deleted.
    func registeredOrLoaded(_ entity: Entity, primaryKey: Int64) -> (any PersistentModel)? {
        if let model = registered[Key(entity: entity.name, primaryKey: primaryKey)] { return model }
        guard let row = try? container.store.row(of: entity, primaryKey: primaryKey) else { return nil }
        return try? materialize(entity, primaryKey: primaryKey, row: row)
    }

    /// The model of a fetched row: the registered one (its values read again unless it has changes),
    /// or a new one.
    func materialize(_ entity: Entity, primaryKey: Int64, row: [SQLValue]) throws -> any PersistentModel {
        let key = Key(entity: entity.name, primaryKey: primaryKey)
        if let model = registered[key] {
            let backing = model.persistentBackingData
            if !backing.isChanged && !backing.isDeleted { try load(row, into: backing, entity: entity) }
            return model
        }
        let backing = BackingData()
        try load(row, into: backing, entity: entity)
        backing.context = self
        backing.entity = entity
        backing.primaryKey = primaryKey
        let model = entity.type.init(backingData: backing)
        backing.owner = model
        registered[key] = model
        return model
    }

    func load(_ row: [SQLValue], into backing: BackingData, entity: Entity) throws {
        var values: [String: Any] = [:]
        var unresolved: [String: [Int64]] = [:]
        for (property, stored) in zip(entity.properties, row) {
            switch property.metadata.storage {
            case .column(let codec):
                values[property.name] = try codec.decode(stored)
            case .relationship:
                switch stored {
                case .integer(let key): unresolved[property.name] = [key]
                case .text(let text): unresolved[property.name] = (try? JSONDecoder().decode([Int64].self, from: Data(text.utf8))) ?? []
                default: unresolved[property.name] = []
                }
            }
        }
        backing.values = values
        backing.unresolved = unresolved
    }
}
