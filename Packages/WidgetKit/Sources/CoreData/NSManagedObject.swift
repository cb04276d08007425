import Foundation

/// What a fetch request can return: objects, their IDs, dictionaries, or counts.
public protocol NSFetchRequestResult: AnyObject {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}

/// An object of an entity, its values held in the object and kept by its context's store.
///
/// Subclasses declare their values with `@NSManaged var title: String?`; the `CoreDataCodegen`
/// build plugin defines those properties' getters and setters (they read and write through
/// `value(forKey:)` and `setValue(_:forKey:)`).
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The entity of the object.
    public let entity: NSEntityDescription
    /// The object's identity; temporary until the object is first saved.
    public internal(set) var objectID: NSManagedObjectID
    /// The context the object belongs to, nil once deleted and saved or when made without one.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?

    /// Attribute values and loaded relationships (an object, or an NSSet/NSOrderedSet of objects).
    var values: [String: Any] = [:]
    /// The rows a to-one relationship reaches, as the store gave them, until read.
    var foreignKeys: [String: Int64] = [:]
    var loadedRelationships: Set<String> = []
    /// Keys changed since the last save.
    var changedKeys: Set<String> = []
    var state = State()
    /// Set on the empty objects that name a key path (``KeyRecorder``): they record the keys read.
    var keyRecorder: KeyRecorder?

    struct State {
        var isFault = false
        var inserted = false
        var deleted = false
    }

    /// Makes an object of `entity` and inserts it into `context` (nil: into no context, as Apple's).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(temporaryFor: entity)
        super.init()
        ManagedClasses.shared.register(Swift.type(of: self), for: entity.entityName)
        for attribute in entity.attributes {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        if let context {
            context.insert(self)
        }
    }

    /// Makes an object of this class's entity in `context`'s model and inserts it.
    public convenience init(context: NSManagedObjectContext) {
        guard let entity = Self.entity(in: context) else {
            fatalError("\(Self.self)(context:): the context's model has no entity whose class is \(Self.self); check the entity's Class field in the model")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The entity of this class in the context's model.
    static func entity(in context: NSManagedObjectContext) -> NSEntityDescription? {
        guard let model = context.model else { return nil }
        if let name = ManagedClasses.shared.entityName(of: self), let entity = model.entitiesByName[name] { return entity }
        let className = String(describing: self)
        return model.entities.first { ($0.managedObjectClassName ?? "").split(separator: ".").last.map(String.init) == className }
            ?? model.entitiesByName[className]
    }

    /// The entity of the class, in the first model loaded that has it.
    open class func entity() -> NSEntityDescription {
        for model in LoadedModels.shared.all {
            if let entity = model.entities.first(where: { $0.objectClass == self }) { return entity }
        }
        fatalError("\(self).entity(): no loaded model has an entity of this class")
    }

    /// A fetch request for the class's entity.
    @nonobjc open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().entityName)
    }

    // MARK: - State

    public var isInserted: Bool { state.inserted && !state.deleted }
    public var isUpdated: Bool { !state.inserted && !state.deleted && !changedKeys.isEmpty }
    public var isDeleted: Bool { state.deleted }
    /// True while the object's values have not been read from the store.
    public var isFault: Bool { state.isFault }
    public var hasChanges: Bool { state.inserted || state.deleted || !changedKeys.isEmpty }
    public var hasPersistentChangedValues: Bool { hasChanges }

    /// The values changed since the last save.
    public func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in changedKeys { changed[key] = values[key] ?? NSNull() }
        return changed
    }

    // MARK: - Life cycle, for subclasses

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    // MARK: - Values

    /// The value of an attribute or relationship (a to-many relationship is an `NSSet`).
    open func value(forKey key: String) -> Any? {
        if let recorder = keyRecorder { return recorder.record(key, on: self) }
        return primitiveValue(forKey: key)
    }

    /// Sets an attribute or relationship; a relationship's inverse is kept in step.
    open func setValue(_ value: Any?, forKey key: String) {
        willChangeValue(forKey: key)
        if let relationship = entity.relationshipsByName[key] {
            setRelationship(relationship, to: value)
        } else {
            let attribute = entity.attributesByName[key]
            let stored = attribute.map { ManagedValues.coerce(value, to: $0.attributeType) } ?? value
            setPrimitiveValue(stored, forKey: key)
        }
        didChangeValue(forKey: key)
    }

    /// The value without notifications; a relationship is read from the store when first asked for.
    open func primitiveValue(forKey key: String) -> Any? {
        fireFault()
        if let relationship = entity.relationshipsByName[key] {
            loadRelationship(relationship)
            // A to-many relationship is an empty set, never nil.
            if relationship.isToMany, values[key] == nil { return relationship.isOrdered ? NSOrderedSet() : NSSet() }
        }
        return values[key]
    }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        fireFault()
        if let value, !(value is NSNull) { values[key] = value } else { values[key] = nil }
        markChanged(key)
    }

    /// Values as the store last had them, for the keys given (all when nil).
    public func committedValues(forKeys keys: [String]?) -> [String: Any] {
        managedObjectContext?.committedValues(of: self, keys: keys) ?? [:]
    }

    /// The value a `@NSManaged` property's getter returns.
    public func _managedValue<T>(forKey key: String) -> T {
        let raw = value(forKey: key)
        if let value = raw as? T { return value }
        if let raw, let converted = ManagedValues.bridge(raw, to: T.self) { return converted }
        if let empty = T.self as? any _ManagedDefaultValue.Type, let value = empty._managedDefault as? T { return value }
        if let value = NSSet() as? T { return value }
        if let value = NSOrderedSet() as? T { return value }
        fatalError("\(Swift.type(of: self)).\(key): the value \(String(describing: raw)) is not a \(T.self)")
    }

    /// What a `@NSManaged` property's setter does.
    public func _setManagedValue<T>(_ value: T, forKey key: String) {
        setValue(ManagedValues.flatten(value), forKey: key)
    }

    func markChanged(_ key: String) {
        guard !state.isFault else { return }
        if !state.inserted { changedKeys.insert(key) }
        managedObjectContext?.objectDidChange(self)
    }

    func fireFault() {
        guard state.isFault else { return }
        state.isFault = false
        managedObjectContext?.fulfill(self)
    }

    // MARK: - Relationships

    /// Adds an object to a to-many relationship (the generated `addToTags(_:)`).
    public func addManagedObject(_ object: NSManagedObject, toRelationship key: String) {
        addManagedObjects([object], toRelationship: key)
    }

    public func removeManagedObject(_ object: NSManagedObject, fromRelationship key: String) {
        removeManagedObjects([object], fromRelationship: key)
    }

    public func addManagedObjects(_ objects: NSSet, toRelationship key: String) {
        addManagedObjects(objects.allObjects.compactMap { $0 as? NSManagedObject }, toRelationship: key)
    }

    public func removeManagedObjects(_ objects: NSSet, fromRelationship key: String) {
        removeManagedObjects(objects.allObjects.compactMap { $0 as? NSManagedObject }, fromRelationship: key)
    }

    public func addManagedObjects(_ objects: NSOrderedSet, toRelationship key: String) {
        addManagedObjects(objects.array.compactMap { $0 as? NSManagedObject }, toRelationship: key)
    }

    public func removeManagedObjects(_ objects: NSOrderedSet, fromRelationship key: String) {
        removeManagedObjects(objects.array.compactMap { $0 as? NSManagedObject }, fromRelationship: key)
    }

    func addManagedObjects(_ objects: [NSManagedObject], toRelationship key: String) {
        guard let relationship = toMany(key) else { return }
        var members = relatedObjects(relationship)
        for object in objects where !members.contains(where: { $0 === object }) { members.append(object) }
        setRelationship(relationship, to: members)
    }

    func removeManagedObjects(_ objects: [NSManagedObject], fromRelationship key: String) {
        guard let relationship = toMany(key) else { return }
        let members = relatedObjects(relationship).filter { member in !objects.contains { $0 === member } }
        setRelationship(relationship, to: members)
    }

    private func toMany(_ key: String) -> NSRelationshipDescription? {
        guard let relationship = entity.relationshipsByName[key], relationship.isToMany else {
            fatalError("\(entity.entityName) has no to-many relationship named '\(key)'")
        }
        return relationship
    }

    /// The objects a relationship reaches now, in order.
    func relatedObjects(_ relationship: NSRelationshipDescription) -> [NSManagedObject] {
        switch primitiveValue(forKey: relationship.name) {
        case let object as NSManagedObject: return [object]
        case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        default: return []
        }
    }

    func storeRelationship(_ relationship: NSRelationshipDescription, _ objects: [NSManagedObject]) {
        if relationship.isToMany {
            values[relationship.name] = relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
        } else {
            values[relationship.name] = objects.first
        }
        loadedRelationships.insert(relationship.name)
        markChanged(relationship.name)
    }

    /// Sets a relationship, and the inverse of every object it gains or loses.
    func setRelationship(_ relationship: NSRelationshipDescription, to value: Any?) {
        var new: [NSManagedObject]
        switch ManagedValues.flatten(value) {
        case let object as NSManagedObject: new = [object]
        case let set as NSOrderedSet: new = set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: new = set.allObjects.compactMap { $0 as? NSManagedObject }
        // `Set<Tag>` or `[Tag]`, as hand-written classes declare to-many relationships.
        case let collection as any Sequence: new = Self.elements(of: collection).compactMap { $0 as? NSManagedObject }
        default: new = []
        }
        if !relationship.isToMany { new = Array(new.prefix(1)) }
        for object in new where object.managedObjectContext == nil && managedObjectContext != nil {
            managedObjectContext?.insert(object)
        }
        let old = relatedObjects(relationship)
        let removed = old.filter { member in !new.contains { $0 === member } }
        let added = new.filter { member in !old.contains { $0 === member } }
        storeRelationship(relationship, new)
        guard let inverse = relationship.inverseRelationship else { return }
        for object in removed {
            object.storeRelationship(inverse, object.relatedObjects(inverse).filter { $0 !== self })
        }
        for object in added {
            if inverse.isToMany {
                object.storeRelationship(inverse, object.relatedObjects(inverse) + [self])
            } else {
                // The object leaves the one it belonged to.
                for previous in object.relatedObjects(inverse) where previous !== self {
                    previous.storeRelationship(relationship, previous.relatedObjects(relationship).filter { $0 !== object })
                }
                object.storeRelationship(inverse, [self])
            }
        }
    }

    private static func elements<S: Sequence>(of sequence: S) -> [Any] { sequence.map { $0 as Any } }

    func loadRelationship(_ relationship: NSRelationshipDescription) {
        guard !loadedRelationships.contains(relationship.name) else { return }
        loadedRelationships.insert(relationship.name)
        let objects = managedObjectContext?.storedTargets(of: self, relationship) ?? []
        if relationship.isToMany {
            values[relationship.name] = relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
        } else {
            values[relationship.name] = objects.first
        }
    }

    open override var description: String {
        let shown = state.isFault ? "<fault>" : values.keys.sorted().map { key in
            let value = values[key]
            if let object = value as? NSManagedObject { return "\(key) = \(object.objectID)" }
            if let set = value as? NSSet { return "\(key) = (\(set.count) objects)" }
            return "\(key) = \(value.map { "\($0)" } ?? "nil")"
        }.joined(separator: "; ")
        return "<\(Swift.type(of: self)): \(objectID)> { \(shown) }"
    }
}

/// SwiftUI code hands objects to views as observable objects (`@ObservedObject var issue: Issue`).
extension NSManagedObject: ObservableObject {}

/// The models loaded in this process, for `Entity.entity()`.
final class LoadedModels: @unchecked Sendable {
    static let shared = LoadedModels()
    private var models: [NSManagedObjectModel] = []
    private let lock = NSLock()
    func add(_ model: NSManagedObjectModel) { lock.withLock { if !models.contains(where: { $0 === model }) { models.append(model) } } }
    var all: [NSManagedObjectModel] { lock.withLock { models } }
}
