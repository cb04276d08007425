import Foundation

/// What a fetch returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A request for the objects of an entity: which (`predicate`), in what order (`sortDescriptors`),
/// and how many (`fetchLimit`, `fetchOffset`).
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit: Int = 0
    open var fetchOffset: Int = 0
    open var fetchBatchSize: Int = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesPendingChanges: Bool = true
    open var includesSubentities: Bool = true
    open var returnsObjectsAsFaults: Bool = true
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?

    public init(entityName: String) {
        self.entityName = entityName
        super.init()
        if let type = ResultType.self as? NSManagedObject.Type { ManagedClasses.shared.register(type, for: entityName) }
    }

    public override init() { super.init() }
}
