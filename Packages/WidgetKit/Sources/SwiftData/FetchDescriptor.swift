import Foundation

/// Which models a fetch returns and in what order: a `#Predicate`, sort descriptors, and a page.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to return; all when nil. Evaluated on the fetched models.
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Whether models inserted and not yet saved are fetched too (deleted ones never are).
    public var includePendingChanges: Bool = true
    /// Read and ignored: every property is fetched.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Read and ignored: relationships are read when first used.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
