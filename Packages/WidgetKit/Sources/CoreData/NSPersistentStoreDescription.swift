import Foundation

/// Where and how a container keeps its store: a SQLite file at `url`.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var timeout: TimeInterval = 5
    open var shouldAddStoreAsynchronously = false
    /// Lightweight migration (new attributes, entities and relationships) runs when both are true, as by default.
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open private(set) var options: [String: NSObject] = [:]
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    /// CloudKit's options: kept, not used (nothing syncs here).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    public init(url: URL) {
        self.url = url
    }

    public override init() {}

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

    open override var description: String { "<NSPersistentStoreDescription> (type: \(type), url: \(url?.path ?? "nil"))" }
}

/// CloudKit container options, kept for code that sets them.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}
