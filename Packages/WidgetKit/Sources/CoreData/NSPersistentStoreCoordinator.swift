import Foundation

/// A loaded store, as the coordinator lists it.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    public let type: String
    public let url: URL?
    /// The options of the description the store was opened with.
    public let options: [String: NSObject]
    public var identifier: String { backing.identifier }
    let backing: SQLiteStore

    init(type: String, url: URL?, options: [String: NSObject], backing: SQLiteStore) {
        self.type = type
        self.url = url
        self.options = options
        self.backing = backing
    }

    /// Whether saves post `NSPersistentStoreRemoteChange` (the description asked for it).
    var postsRemoteChanges: Bool { (options[NSPersistentStoreRemoteChangeNotificationPostOptionKey] as? NSNumber)?.boolValue == true }
}

/// Joins a model to its store, and the contexts that use them.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    private let lock = NSLock()
    private var contexts: [WeakContext] = []

    private struct WeakContext { weak var context: NSManagedObjectContext? }

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        LoadedModels.shared.add(model)
    }

    /// Opens (making or migrating) the store a description names.
    @discardableResult
    open func addPersistentStore(with description: NSPersistentStoreDescription) throws -> NSPersistentStore {
        let inMemory = description.type == NSInMemoryStoreType || description.url?.path == "/dev/null"
        let migrate =
            (description.options[NSMigratePersistentStoresAutomaticallyOption] as? NSNumber)?.boolValue ?? description.shouldMigrateStoreAutomatically
        let infer = (description.options[NSInferMappingModelAutomaticallyOption] as? NSNumber)?.boolValue ?? description.shouldInferMappingModelAutomatically
        if !inMemory, description.url == nil {
            throw coreDataError(NSPersistentStoreOpenError, "the store description has no URL; give it one (NSPersistentStoreDescription(url:))")
        }
        if let url = description.url, !inMemory {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        let backing = try SQLiteStore(url: inMemory ? nil : description.url, model: managedObjectModel, migrate: migrate && infer)
        let store = NSPersistentStore(
            type: inMemory ? NSInMemoryStoreType : NSSQLiteStoreType, url: description.url, options: description.options, backing: backing)
        lock.withLock { persistentStores.append(store) }
        return store
    }

    /// Apple's older form: `addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: nil)`.
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName: String?, at storeURL: URL?, options: [AnyHashable: Any]?) throws -> NSPersistentStore {
        let description = storeURL.map(NSPersistentStoreDescription.init(url:)) ?? NSPersistentStoreDescription()
        description.type = storeType
        for (key, value) in options ?? [:] {
            if let key = key as? String, let value = value as? NSObject { description.setOption(value, forKey: key) }
        }
        return try addPersistentStore(with: description)
    }

    var store: SQLiteStore? { lock.withLock { persistentStores.first?.backing } }

    /// The ID an object's `uriRepresentation()` names (`x-coredata://STORE/Issue/p12`), if it is one
    /// of this coordinator's stores and entities.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        guard url.scheme == "x-coredata", let host = url.host, let store = persistentStores.first(where: { $0.identifier == host }) else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2, let entity = managedObjectModel.entitiesByName[parts[0]], parts[1].hasPrefix("p"),
            let key = Int64(parts[1].dropFirst())
        else { return nil }
        return NSManagedObjectID(entity: entity, primaryKey: key, storeIdentifier: store.backing.identifier)
    }

    func register(_ context: NSManagedObjectContext) {
        lock.withLock {
            contexts.removeAll { $0.context == nil }
            contexts.append(WeakContext(context: context))
        }
    }

    /// The other contexts of this coordinator, to merge a save into.
    func contexts(besides context: NSManagedObjectContext) -> [NSManagedObjectContext] {
        lock.withLock { contexts.compactMap(\.context).filter { $0 !== context } }
    }
}
