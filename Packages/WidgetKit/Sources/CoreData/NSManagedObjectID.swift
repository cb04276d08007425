import Foundation

/// The identity of an object across contexts: its entity and its row in the store, or a temporary
/// identity until it is first saved.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let entity: NSEntityDescription
    /// The row (`Z_PK`), 0 while temporary.
    let primaryKey: Int64
    let storeIdentifier: String
    private let temporary: UUID?

    init(entity: NSEntityDescription, primaryKey: Int64, storeIdentifier: String) {
        self.entity = entity
        self.primaryKey = primaryKey
        self.storeIdentifier = storeIdentifier
        temporary = nil
    }

    init(temporaryFor entity: NSEntityDescription) {
        self.entity = entity
        primaryKey = 0
        storeIdentifier = ""
        temporary = UUID()
    }

    /// True until the object is saved.
    public var isTemporaryID: Bool { temporary != nil }

    /// `x-coredata://STORE/Entity/pN`, as Apple writes it (`x-coredata:///Entity/tUUID` while temporary).
    public func uriRepresentation() -> URL {
        if let temporary { return URL(string: "x-coredata:///\(entity.entityName)/t\(temporary.uuidString)")! }
        return URL(string: "x-coredata://\(storeIdentifier)/\(entity.entityName)/p\(primaryKey)")!
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        if let temporary { return temporary == other.temporary }
        return other.temporary == nil && primaryKey == other.primaryKey && entity.entityName == other.entity.entityName
            && storeIdentifier == other.storeIdentifier
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(entity.entityName)
        hasher.combine(primaryKey)
        hasher.combine(temporary)
        return hasher.finalize()
    }

    public override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
