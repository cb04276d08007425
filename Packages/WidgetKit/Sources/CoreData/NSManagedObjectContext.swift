import Foundation

/// A scratch pad of objects over a store: objects are fetched into it, changed, inserted and
/// deleted, and `save()` writes the changes to the store in one transaction.
///
/// Each context has its queue (the main queue for a `viewContext`, a queue of its own for a
/// background context); `perform` and `performAndWait` run work on it, as on Apple's platforms.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType = 0
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }

    /// When an async `perform` runs its block.
    public enum ScheduledTaskType: Sendable {
        case immediate
        case enqueued
    }

    public let concurrencyType: ConcurrencyType
    open var name: String?
    open var transactionAuthor: String?
    /// Undo is not kept here.
    open var undoManager: AnyObject?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var retainsRegisteredObjects = false
    /// Saves of other contexts on the same store are merged into this one's objects.
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    /// A parent context: this context then reads and saves through the parent's store.
    open var parent: NSManagedObjectContext? {
        didSet { if let coordinator = parent?.persistentStoreCoordinator { persistentStoreCoordinator = coordinator } }
    }
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.register(self) }
    }

    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()
    /// Objects by identity, and those with unsaved changes.
    private var registered: [NSManagedObjectID: NSManagedObject] = [:]
    private var changed: [ObjectIdentifier: NSManagedObject] = [:]
    /// Guards the context's tables: a widget's provider may use a `viewContext` off the main thread
    /// while a merge runs on it. Recursive, as a fetch runs the objects' `awakeFromFetch`.
    private let lock = NSRecursiveLock()

    public init(concurrencyType type: ConcurrencyType) {
        concurrencyType = type
        queue = type == .mainQueueConcurrencyType ? .main : DispatchQueue(label: "NSManagedObjectContext")
        super.init()
        queue.setSpecific(key: queueKey, value: ObjectIdentifier(self))
    }

    public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

    // MARK: - Queue

    private var isOnQueue: Bool {
        if concurrencyType == .mainQueueConcurrencyType { return Thread.isMainThread }
        return DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self)
    }

    /// Runs the block on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        let box = UncheckedBox(block)
        queue.async { box.value() }
    }

    /// Runs the block on the context's queue and waits for it.
    open func performAndWait(_ block: () -> Void) {
        if isOnQueue { return block() }
        queue.sync(execute: block)
    }

    /// Runs the block on the context's queue and waits for it, returning what it returns.
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if isOnQueue { return try block() }
        return try queue.sync(execute: block)
    }

    /// Runs the block on the context's queue and returns what it returns.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        if schedule == .immediate, isOnQueue { return try block() }
        let box = UncheckedBox(block)
        let result: Result<UncheckedBox<T>, any Error> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { UncheckedBox(try box.value()) })
            }
        }
        switch result {
        case .success(let value): return value.value
        case .failure(let error): return try { throw error }()
        }
    }

    // MARK: - Objects

    open var registeredObjects: Set<NSManagedObject> { lock.withLock { Set(registered.values) } }
    open var insertedObjects: Set<NSManagedObject> { lock.withLock { Set(changed.values.filter(\.isInserted)) } }
    open var updatedObjects: Set<NSManagedObject> { lock.withLock { Set(changed.values.filter(\.isUpdated)) } }
    open var deletedObjects: Set<NSManagedObject> { lock.withLock { Set(changed.values.filter { $0.isDeleted && !$0.state.inserted }) } }
    open var hasChanges: Bool { lock.withLock { changed.values.contains { $0.hasChanges } } }

    /// Inserts a new object; it is written at the next save.
    open func insert(_ object: NSManagedObject) {
        lock.lock()
        defer { lock.unlock() }
        guard object.managedObjectContext == nil || object.managedObjectContext === self else { return }
        object.managedObjectContext = self
        object.state.inserted = true
        object.state.deleted = false
        registered[object.objectID] = object
        changed[ObjectIdentifier(object)] = object
        for relationship in object.entity.relationships { object.loadedRelationships.insert(relationship.name) }
        object.awakeFromInsert()
    }

    /// Marks an object deleted; it leaves the store at the next save, with its delete rules applied then.
    open func delete(_ object: NSManagedObject) {
        lock.lock()
        defer { lock.unlock() }
        guard object.managedObjectContext === self, !object.state.deleted else { return }
        object.fireFault()
        object.state.deleted = true
        changed[ObjectIdentifier(object)] = object
    }

    /// The object with an ID, registered or as a fault read when first used.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        lock.lock()
        defer { lock.unlock() }
        if let object = registered[objectID] { return object }
        let object = objectID.entity.objectClass.init(entity: objectID.entity, insertInto: nil)
        object.objectID = objectID
        object.managedObjectContext = self
        object.state.isFault = true
        registered[objectID] = object
        return object
    }

    /// The object with an ID if the store has it.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        lock.lock()
        defer { lock.unlock() }
        if let object = registered[objectID], !object.isFault { return object }
        guard let store = persistentStoreCoordinator?.store, let row = try store.row(of: objectID.entity, primaryKey: objectID.primaryKey) else {
            throw coreDataError(133000, "the store has no object \(objectID)")
        }
        return materialize(row, entity: objectID.entity, store: store)
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    func objectDidChange(_ object: NSManagedObject) {
        lock.lock()
        defer { lock.unlock() }
        changed[ObjectIdentifier(object)] = object
    }

    /// Reads a fault's row.
    func fulfill(_ object: NSManagedObject) {
        lock.lock()
        defer { lock.unlock() }
        guard let store = persistentStoreCoordinator?.store, !object.objectID.isTemporaryID,
            let row = try? store.row(of: object.entity, primaryKey: object.objectID.primaryKey)
        else { return }
        apply(row, to: object)
        object.awakeFromFetch()
    }

    /// The objects a relationship of a saved object reaches in the store.
    func storedTargets(of object: NSManagedObject, _ relationship: NSRelationshipDescription) -> [NSManagedObject] {
        guard let destination = relationship.destinationEntity, let store = persistentStoreCoordinator?.store, !object.objectID.isTemporaryID else { return [] }
        let keys: [Int64]
        if !relationship.isToMany, let key = object.foreignKeys[relationship.name] {
            keys = [key]
        } else if !relationship.isToMany {
            keys = []
        } else {
            keys = (try? store.targets(of: relationship, from: object.objectID.primaryKey)) ?? []
        }
        return keys.map { self.object(with: NSManagedObjectID(entity: destination, primaryKey: $0, storeIdentifier: store.identifier)) }
            .filter { !$0.isDeleted }
    }

    /// The registered object for a row, its values refreshed from the row where it has no changes.
    private func materialize(_ row: SQLiteStore.Row, entity: NSEntityDescription, store: SQLiteStore) -> NSManagedObject {
        let id = NSManagedObjectID(entity: entity, primaryKey: row.primaryKey, storeIdentifier: store.identifier)
        if let object = registered[id] {
            if object.isFault {
                object.state.isFault = false
                apply(row, to: object)
                object.awakeFromFetch()
            } else {
                apply(row, to: object)
            }
            return object
        }
        let object = entity.objectClass.init(entity: entity, insertInto: nil)
        object.objectID = id
        object.managedObjectContext = self
        registered[id] = object
        object.values = [:]
        apply(row, to: object)
        object.awakeFromFetch()
        return object
    }

    /// Takes the row's values for the keys the object has not changed.
    private func apply(_ row: SQLiteStore.Row, to object: NSManagedObject) {
        for attribute in object.entity.attributes where !object.changedKeys.contains(attribute.name) && !attribute.isTransient {
            object.values[attribute.name] = row.values[attribute.name]
        }
        for relationship in object.entity.relationships where !object.changedKeys.contains(relationship.name) {
            if !relationship.isToMany { object.foreignKeys[relationship.name] = row.foreignKeys[relationship.name] }
            object.loadedRelationships.remove(relationship.name)
            object.values[relationship.name] = nil
        }
    }

    func committedValues(of object: NSManagedObject, keys: [String]?) -> [String: Any] {
        guard let store = persistentStoreCoordinator?.store, !object.objectID.isTemporaryID,
            let row = try? store.row(of: object.entity, primaryKey: object.objectID.primaryKey)
        else { return [:] }
        return keys.map { keys in row.values.filter { keys.contains($0.key) } } ?? row.values
    }

    // MARK: - Fetching

    /// The objects (or IDs, or count) a request asks for. Unsaved changes of this context count:
    /// inserted objects that match are included, deleted ones left out.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        lock.lock()
        defer { lock.unlock() }
        let (entity, store) = try target(of: request)
        if request.resultType == .countResultType {
            return [NSNumber(value: try count(for: request)) as! T]
        }
        let objects = try fetchObjects(request, entity: entity, store: store)
        if request.resultType == .managedObjectIDResultType {
            return objects.map { $0.objectID as! T }
        }
        if request.resultType == .dictionaryResultType {
            return objects.map { object in
                let dictionary = NSMutableDictionary()
                for attribute in object.entity.attributes { if let value = object.values[attribute.name] { dictionary[attribute.name] = value } }
                return dictionary as! T
            }
        }
        return try objects.map { object in
            guard let typed = object as? T else {
                throw coreDataError(
                    NSFetchRequestInvalidError,
                    "the fetch of \(entity.entityName) made objects of class \(Swift.type(of: object)), not \(T.self); check the entity's Class field in the model")
            }
            return typed
        }
    }

    /// How many objects a fetch would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        let (entity, store) = try target(of: request)
        if !hasPendingChanges(of: entity), let translated = request.predicate.map({ PredicateSQL.translate($0.tree, entity: entity) }) ?? (sql: "1", arguments: []) {
            var count = try store.count(of: entity, where: translated.sql, translated.arguments)
            count = max(0, count - request.fetchOffset)
            return request.fetchLimit > 0 ? min(count, request.fetchLimit) : count
        }
        return try fetchObjects(request, entity: entity, store: store).count
    }

    private func target<T>(of request: NSFetchRequest<T>) throws -> (NSEntityDescription, SQLiteStore) {
        guard let store = persistentStoreCoordinator?.store else {
            throw coreDataError(NSPersistentStoreOpenError, "the context has no store: call loadPersistentStores(completionHandler:) on the container first")
        }
        guard let name = request.entityName ?? request.entity?.name, let entity = store.model.entitiesByName[name] else {
            throw coreDataError(
                NSFetchRequestInvalidError,
                "the model has no entity named '\(request.entityName ?? "nil")' (it has \(store.model.entitiesByName.keys.sorted().joined(separator: ", ")))")
        }
        if let error = request.predicate?.validationError() { throw error }
        return (entity, store)
    }

    private func hasPendingChanges(of entity: NSEntityDescription) -> Bool {
        changed.values.contains { $0.entity === entity && $0.hasChanges }
    }

    private func fetchObjects<T>(_ request: NSFetchRequest<T>, entity: NSEntityDescription, store: SQLiteStore) throws -> [NSManagedObject] {
        let predicate = request.predicate
        let translated = predicate.map { PredicateSQL.translate($0.tree, entity: entity) } ?? (sql: "1", arguments: [])
        let order = PredicateSQL.order(request.sortDescriptors ?? [], entity: entity)
        let pending = request.includesPendingChanges && hasPendingChanges(of: entity)
        let inMemory = translated == nil || order == nil || pending
        let rows: [SQLiteStore.Row]
        do {
            if inMemory {
                rows = try store.rows(of: entity, where: translated?.sql, translated?.arguments ?? [])
            } else {
                rows = try store.rows(
                    of: entity, where: translated!.sql, translated!.arguments + order!.arguments, orderBy: order!.sql, limit: request.fetchLimit,
                    offset: request.fetchOffset)
            }
        } catch let failure as SQLiteDatabase.Failure {
            throw coreDataError(NSCoreDataError, "fetching \(entity.entityName) from \(store.url?.path ?? "memory") failed: \(failure.message)")
        }
        var objects = rows.map { materialize($0, entity: entity, store: store) }
        guard inMemory else { return objects }
        let matches: (NSManagedObject) throws -> Bool = { object in
            guard let predicate else { return true }
            return try PredicateEvaluation.evaluate(predicate.tree, on: object, depth: 0)
        }
        do {
            objects = try objects.filter { object in
                guard !object.isDeleted else { return false }
                return translated == nil || object.hasChanges ? try matches(object) : true
            }
            if request.includesPendingChanges {
                for object in changed.values where object.entity === entity && (object.isInserted || object.isUpdated) && !objects.contains(where: { $0 === object }) {
                    if try matches(object) { objects.append(object) }
                }
            }
        } catch {
            throw coreDataError(NSFetchRequestInvalidError, "the fetch request's predicate: \(error)")
        }
        let descriptors = request.sortDescriptors ?? []
        if !descriptors.isEmpty {
            objects = objects.enumerated().sorted { left, right in
                for descriptor in descriptors {
                    let order = descriptor.compare(left.element, right.element)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return left.offset < right.offset
            }.map(\.element)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    // MARK: - Saving

    /// Writes the context's changes to the store in one transaction; on failure nothing is written
    /// and the changes stay.
    open func save() throws {
        lock.lock()
        defer { lock.unlock() }
        guard hasChanges else { return }
        guard let coordinator = persistentStoreCoordinator, let store = coordinator.store else {
            throw coreDataError(NSPersistentStoreSaveError, "the context has no store to save to: call loadPersistentStores(completionHandler:) first")
        }
        try applyDeleteRules()
        let pending = Array(changed.values)
        let inserted = pending.filter { $0.isInserted }
        let deleted = pending.filter { $0.isDeleted && !$0.state.inserted }
        let updated = pending.filter { $0.isUpdated }
        try validate(inserted + updated)
        for object in inserted + updated + deleted { object.willSave() }
        let keys: [ObjectIdentifier: Int64]
        do {
            keys = try store.save(inserted: inserted, updated: updated, deleted: deleted)
        } catch let failure as SQLiteDatabase.Failure {
            throw coreDataError(NSPersistentStoreSaveError, "saving to \(store.url?.path ?? "memory") failed: \(failure.message)")
        }
        for object in inserted {
            registered[object.objectID] = nil
            if let key = keys[ObjectIdentifier(object)] {
                object.objectID = NSManagedObjectID(entity: object.entity, primaryKey: key, storeIdentifier: store.identifier)
                registered[object.objectID] = object
            }
            object.state.inserted = false
        }
        for object in inserted + updated {
            object.changedKeys = []
            for relationship in object.entity.relationships where !relationship.isToMany {
                if let target = object.values[relationship.name] as? NSManagedObject {
                    object.foreignKeys[relationship.name] = target.objectID.isTemporaryID ? nil : target.objectID.primaryKey
                } else if object.loadedRelationships.contains(relationship.name) {
                    object.foreignKeys[relationship.name] = nil
                }
            }
        }
        for object in deleted {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        changed = [:]
        for object in inserted + updated + deleted { object.didSave() }
        let info: [String: Any] = [NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated), NSDeletedObjectsKey: Set(deleted)]
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        if let persistent = coordinator.persistentStores.first, persistent.postsRemoteChanges {
            var remote: [String: Any] = [NSStoreUUIDKey: persistent.identifier]
            if let url = persistent.url { remote[NSPersistentStoreURLKey] = url }
            NotificationCenter.default.post(name: .NSPersistentStoreRemoteChange, object: coordinator, userInfo: remote)
        }
        let saved = SavedChanges(
            updated: (inserted + updated).map(\.objectID), deleted: deleted.map(\.objectID))
        for context in coordinator.contexts(besides: self) where context.automaticallyMergesChangesFromParent {
            context.mergeLater(saved)
        }
    }

    struct SavedChanges: @unchecked Sendable {
        var updated: [NSManagedObjectID]
        var deleted: [NSManagedObjectID]
    }

    private func mergeLater(_ saved: SavedChanges) {
        if isOnQueue { merge(saved) } else { queue.async { self.merge(saved) } }
    }

    /// Takes another context's saved changes: its updated objects are read again when next used, its
    /// deleted ones leave this context; then posts an objects-did-change notification naming those it
    /// had (a fetched results controller fetches again).
    private func merge(_ saved: SavedChanges) {
        var refreshed = Set<NSManagedObject>(), deleted = Set<NSManagedObject>()
        lock.lock()
        defer {
            lock.unlock()
            if !saved.updated.isEmpty || !saved.deleted.isEmpty {
                NotificationCenter.default.post(
                    name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: [NSRefreshedObjectsKey: refreshed, NSDeletedObjectsKey: deleted])
            }
        }
        for id in saved.updated {
            guard let object = registered[id] else { continue }
            refreshed.insert(object)
            if object.hasChanges {
                if let store = persistentStoreCoordinator?.store, let row = try? store.row(of: object.entity, primaryKey: id.primaryKey) { apply(row, to: object) }
            } else {
                refresh(object, mergeChanges: false)
            }
        }
        for id in saved.deleted {
            guard let object = registered.removeValue(forKey: id) else { continue }
            deleted.insert(object)
            changed[ObjectIdentifier(object)] = nil
            object.managedObjectContext = nil
            object.state.deleted = true
        }
    }

    /// Merges the changes a did-save notification of another context carries.
    open func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        let ids: (String) -> [NSManagedObjectID] = { key in
            ((info[key] as? Set<NSManagedObject>) ?? []).map(\.objectID)
        }
        merge(SavedChanges(updated: ids(NSInsertedObjectsKey) + ids(NSUpdatedObjectsKey), deleted: ids(NSDeletedObjectsKey)))
    }

    /// Turns an object into a fault (its values read again when next used), keeping its changes when asked.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        lock.lock()
        defer { lock.unlock() }
        guard object.managedObjectContext === self, !object.objectID.isTemporaryID else { return }
        if flag, object.hasChanges {
            if let store = persistentStoreCoordinator?.store, let row = try? store.row(of: object.entity, primaryKey: object.objectID.primaryKey) { apply(row, to: object) }
            return
        }
        object.willTurnIntoFault()
        changed[ObjectIdentifier(object)] = nil
        object.changedKeys = []
        object.state.deleted = false
        object.values = [:]
        object.foreignKeys = [:]
        object.loadedRelationships = []
        object.state.isFault = true
        object.didTurnIntoFault()
    }

    open func refreshAllObjects() {
        for object in registered.values { refresh(object, mergeChanges: true) }
    }

    /// Drops every unsaved change: inserted objects leave, deleted and changed ones are read again.
    open func rollback() {
        lock.lock()
        defer { lock.unlock() }
        for object in changed.values {
            if object.state.inserted {
                registered[object.objectID] = nil
                object.managedObjectContext = nil
                object.state.inserted = false
            } else {
                object.state.deleted = false
                refresh(object, mergeChanges: false)
            }
        }
        changed = [:]
        for object in registered.values where !object.isFault { refresh(object, mergeChanges: false) }
    }

    /// Forgets every object, as a new context.
    open func reset() {
        lock.lock()
        defer { lock.unlock() }
        for object in registered.values { object.managedObjectContext = nil }
        registered = [:]
        changed = [:]
    }

    // MARK: - Delete rules and validation

    /// Cascades deletes, nullifies inverses and refuses deletes a deny rule forbids.
    private func applyDeleteRules() throws {
        var queue = changed.values.filter { $0.isDeleted && !$0.state.inserted || $0.state.deleted }
        var seen = Set(queue.map(ObjectIdentifier.init))
        while let object = queue.popLast() {
            object.prepareForDeletion()
            for relationship in object.entity.relationships {
                let targets = object.relatedObjects(relationship).filter { !$0.isDeleted }
                switch relationship.deleteRule {
                case .denyDeleteRule where !targets.isEmpty:
                    throw coreDataError(
                        NSValidationRelationshipDeniedDeleteError,
                        "\(object.entity.entityName) \(object.objectID) cannot be deleted: its relationship '\(relationship.name)' (delete rule Deny) still reaches \(targets.count) object(s); delete or detach them first")
                case .cascadeDeleteRule:
                    for target in targets where seen.insert(ObjectIdentifier(target)).inserted {
                        delete(target)
                        queue.append(target)
                    }
                case .nullifyDeleteRule, .denyDeleteRule:
                    if let inverse = relationship.inverseRelationship {
                        for target in targets { target.storeRelationship(inverse, target.relatedObjects(inverse).filter { $0 !== object }) }
                    }
                case .noActionDeleteRule: break
                }
            }
        }
    }

    private func validate(_ objects: [NSManagedObject]) throws {
        for object in objects where !object.isDeleted {
            for attribute in object.entity.attributes where !attribute.isOptional && !attribute.isTransient && object.values[attribute.name] == nil {
                throw coreDataError(
                    NSValidationMissingMandatoryPropertyError,
                    "\(object.entity.entityName).\(attribute.name) is a required value and is nil; set it, or make the attribute optional or give it a default in the model")
            }
            for relationship in object.entity.relationships where !relationship.isOptional && !relationship.isToMany {
                if object.loadedRelationships.contains(relationship.name) || object.isInserted, object.values[relationship.name] == nil,
                    object.foreignKeys[relationship.name] == nil || object.loadedRelationships.contains(relationship.name)
                {
                    throw coreDataError(
                        NSValidationMissingMandatoryPropertyError,
                        "\(object.entity.entityName).\(relationship.name) is a required relationship and is nil; set it, or make it optional in the model")
                }
            }
        }
    }
}

/// Carries a value across a queue hop the compiler cannot check: the context's queue runs it alone.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
