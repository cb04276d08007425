import Foundation

/// What happened to an object or a section of a fetched results controller.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// One section of a fetched results controller's objects.
public protocol NSFetchedResultsSectionInfo {
    /// The value of the section name key path its objects share, as a string.
    var name: String { get }
    /// The section's index title: its name's first letter, capitalized.
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// Hears of changes to a fetched results controller's objects: each method does nothing unless
/// implemented, as Apple's optional methods.
///
/// The controller a method is given is of result type `NSFetchRequestResult` (Apple's signature); it
/// shares its objects and sections with the controller the delegate was set on.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}

/// A fetch request's objects, kept for a list: fetched by `performFetch()`, in sections by a key
/// path, and fetched again when its context saves or merges another context's save, the delegate
/// told which sections were inserted and deleted, and which objects were inserted, deleted, moved
/// and updated (an object that changed; the others keep their order among themselves).
///
/// Sections follow the objects' order: sort by the section key path first, as on Apple's platforms.
/// `cacheName` is accepted; nothing is cached.
open class NSFetchedResultsController<ResultType>: NSObject {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    private let results: Results

    /// The delegate told of changes once `performFetch()` has run.
    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { results.delegate }
        set { results.delegate = newValue }
    }

    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?,
        cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        results = Results(context: context, sectionNameKeyPath: sectionNameKeyPath)
        super.init()
        results.fetch = { [unowned context] in try context.fetch(fetchRequest).map { $0 as AnyObject } }
        results.untyped = { [weak self] in self.map { NSFetchedResultsController<NSFetchRequestResult>(sharing: $0) } }
    }

    /// A controller of result type `NSFetchRequestResult` sharing another's objects, for its delegate.
    private init<Other>(sharing other: NSFetchedResultsController<Other>) {
        let request = NSFetchRequest<ResultType>()
        request.entityName = other.fetchRequest.entityName
        request.entity = other.fetchRequest.entity
        request.predicate = other.fetchRequest.predicate
        request.sortDescriptors = other.fetchRequest.sortDescriptors
        request.fetchLimit = other.fetchRequest.fetchLimit
        request.fetchOffset = other.fetchRequest.fetchOffset
        fetchRequest = request
        managedObjectContext = other.managedObjectContext
        sectionNameKeyPath = other.sectionNameKeyPath
        cacheName = other.cacheName
        results = other.results
        super.init()
    }

    /// Fetches the objects and, from then on, follows the context's saves.
    open func performFetch() throws {
        try results.performFetch()
    }

    /// The objects fetched, in order; nil before `performFetch()`.
    open var fetchedObjects: [ResultType]? { results.objects?.compactMap { $0 as? ResultType } }

    /// The sections of the fetched objects: one, named "", without a section name key path.
    open var sections: [NSFetchedResultsSectionInfo]? { results.sections }

    open var sectionIndexTitles: [String] { results.sections?.compactMap(\.indexTitle) ?? [] }

    /// The object at a section and row (`IndexPath(indexes: [section, row])`).
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections = results.sections, indexPath.count == 2, sections.indices.contains(indexPath[0]),
            sections[indexPath[0]].members.indices.contains(indexPath[1])
        else {
            fatalError("NSFetchedResultsController: no object at \(indexPath) of \(results.sections?.map(\.numberOfObjects) ?? []) objects by section")
        }
        return sections[indexPath[0]].members[indexPath[1]] as! ResultType
    }

    /// Where an object is: its section and row.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        results.indexPath(of: object as AnyObject)
    }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int { sectionIndex }

    /// Nothing is cached here, so there is nothing to delete.
    open class func deleteCache(withName name: String?) {}
}

/// A fetched results controller's objects and sections, shared with the untyped controller its
/// delegate is given.
final class Results: @unchecked Sendable {
    struct Section: NSFetchedResultsSectionInfo {
        var name: String
        var members: [AnyObject]
        var indexTitle: String? { name.first.map { String($0).uppercased() } }
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }

    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    weak var delegate: NSFetchedResultsControllerDelegate?
    var fetch: () throws -> [AnyObject] = { [] }
    var untyped: () -> NSFetchedResultsController<NSFetchRequestResult>? = { nil }
    private(set) var objects: [AnyObject]?
    private(set) var sections: [Section]?
    private var observers: [NSObjectProtocol] = []

    init(context: NSManagedObjectContext, sectionNameKeyPath: String?) {
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func performFetch() throws {
        let fetched = try fetch()
        objects = fetched
        sections = Self.sections(of: fetched, by: sectionNameKeyPath)
        guard observers.isEmpty else { return }
        for name in [Notification.Name.NSManagedObjectContextDidSave, .NSManagedObjectContextObjectsDidChange] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { [weak self] notification in
                self?.changed(notification)
            })
        }
    }

    func indexPath(of object: AnyObject) -> IndexPath? {
        for (index, section) in (sections ?? []).enumerated() {
            if let row = section.members.firstIndex(where: { $0 === object }) { return IndexPath(indexes: [index, row]) }
        }
        return nil
    }

    /// Fetches again after a save or merge and tells the delegate the differences.
    private func changed(_ notification: Notification) {
        let before = sections ?? []
        guard let fetched = try? fetch() else { return }
        let after = Self.sections(of: fetched, by: sectionNameKeyPath)
        let updated = Set(
            [NSUpdatedObjectsKey, NSRefreshedObjectsKey].flatMap { key in
                (notification.userInfo?[key] as? Set<NSManagedObject> ?? []).map(ObjectIdentifier.init)
            })
        func places(_ sections: [Section]) -> [ObjectIdentifier: IndexPath] {
            var places: [ObjectIdentifier: IndexPath] = [:]
            for (index, section) in sections.enumerated() {
                for (row, member) in section.members.enumerated() { places[ObjectIdentifier(member)] = IndexPath(indexes: [index, row]) }
            }
            return places
        }
        let old = places(before), new = places(after)
        let oldNames = before.map(\.name), newNames = after.map(\.name)
        var objectChanges: [(Any, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
        for section in before { for member in section.members where new[ObjectIdentifier(member)] == nil { objectChanges.append((member, old[ObjectIdentifier(member)], .delete, nil)) } }
        for section in after {
            for member in section.members {
                let id = ObjectIdentifier(member)
                switch (old[id], new[id]) {
                case (nil, let place?): objectChanges.append((member, nil, .insert, place))
                // As Apple's: a changed object is moved or updated; the others keep their order.
                case (let was?, let place?) where updated.contains(id):
                    let moved = oldNames[was[0]] != newNames[place[0]] || was[1] != place[1]
                    objectChanges.append((member, was, moved ? .move : .update, place))
                default: break
                }
            }
        }
        let sectionChanges = before.enumerated().filter { !newNames.contains($0.element.name) }.map { ($0.element, $0.offset, NSFetchedResultsChangeType.delete) }
            + after.enumerated().filter { !oldNames.contains($0.element.name) }.map { ($0.element, $0.offset, NSFetchedResultsChangeType.insert) }
        objects = fetched
        sections = after
        guard !objectChanges.isEmpty || !sectionChanges.isEmpty, let delegate, let controller = untyped() else { return }
        delegate.controllerWillChangeContent(controller)
        for (section, index, type) in sectionChanges { delegate.controller(controller, didChange: section, atSectionIndex: index, for: type) }
        for (object, was, type, place) in objectChanges { delegate.controller(controller, didChange: object, at: was, for: type, newIndexPath: place) }
        delegate.controllerDidChangeContent(controller)
    }

    /// The objects in sections: runs of objects whose section name key path has one value.
    private static func sections(of objects: [AnyObject], by keyPath: String?) -> [Section] {
        guard let keyPath else { return [Section(name: "", members: objects)] }
        var sections: [Section] = []
        for object in objects {
            let value = (object as? NSManagedObject).flatMap { KeyPaths.value(of: $0, path: keyPath) }
            // As Apple's, the value's description: a Boolean's is 0 or 1.
            let name = value.map { $0 as? Bool ?? false ? "1" : $0 is Bool ? "0" : "\($0)" } ?? ""
            if sections.last?.name == name { sections[sections.count - 1].members.append(object) } else { sections.append(Section(name: name, members: [object])) }
        }
        return sections
    }
}
