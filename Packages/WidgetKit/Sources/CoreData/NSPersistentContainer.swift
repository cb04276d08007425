import Foundation

/// A model, its store and a main-queue context, set up as an app sets them up:
/// `NSPersistentContainer(name: "Main")` finds the compiled model `Main.momd` among the program's
/// resources, and by default keeps the store in `Main.sqlite` in the user's data folder.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context for the main queue, made when first asked for.
    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// A container for the model `NAME.momd`; traps, as Apple's, if no such model is found.
    public convenience init(name: String) {
        guard let model = NSManagedObjectModel.named(name) else {
            fatalError(
                "NSPersistentContainer(name: \"\(name)\"): no compiled model \(name).momd among \(ModelFiles.folders().map(\.path)); add \(name).xcdatamodeld to a target built with the CoreDataCodegen plugin")
        }
        self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appending(path: "\(name).sqlite"))]
    }

    /// Where stores are kept by default: `$XDG_DATA_HOME` (or `~/.local/share`), in a folder named
    /// after the program.
    open class func defaultDirectoryURL() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? URL(filePath: NSHomeDirectory()).appending(path: ".local/share")
        return base.appending(path: ProcessInfo.processInfo.processName)
    }

    /// Opens each described store, calling the handler once per store with it and the error, if any.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            do {
                try persistentStoreCoordinator.addPersistentStore(with: description)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// A private-queue context on the container's store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs the block on a new private-queue context, on that context's queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs the block on a new private-queue context and returns what it returns.
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}

/// A container whose store would sync with CloudKit on Apple's platforms. Nothing syncs here: the
/// store is local, as an `NSPersistentContainer`'s, and that is said once in the log.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    nonisolated(unsafe) private static var told = false
    private static let lock = NSLock()

    open override func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        Self.lock.withLock {
            if !Self.told {
                Self.told = true
                FileHandle.standardError.write(Data("CoreData: NSPersistentCloudKitContainer(\(name)): CloudKit sync is off on Linux; the store is local only\n".utf8))
            }
        }
        super.loadPersistentStores(completionHandler: block)
    }

    /// Schema initialization for CloudKit: nothing to do here.
    open func initializeCloudKitSchema(options: Int = 0) throws {}
}
