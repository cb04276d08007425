import Foundation

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name: String
    open var isOptional: Bool
    open var isTransient: Bool = false
    /// The entity the property belongs to.
    public internal(set) weak var entity: NSEntityDescription!

    init(name: String, isOptional: Bool) {
        self.name = name
        self.isOptional = isOptional
    }

    /// The same property, for a sub-entity.
    func copyForSubentity() -> NSPropertyDescription {
        switch self {
        case let attribute as NSAttributeDescription:
            let copy = NSAttributeDescription(name: name, type: attribute.attributeType, isOptional: isOptional, defaultValueString: nil)
            copy.defaultValue = attribute.defaultValue
            copy.attributeValueClassName = attribute.attributeValueClassName
            copy.isTransient = isTransient
            return copy
        case let relationship as NSRelationshipDescription:
            let copy = NSRelationshipDescription(
                name: name, destination: relationship.destinationEntityName, inverse: relationship.inverseName, toMany: relationship.isToMany,
                ordered: relationship.isOrdered, isOptional: isOptional, deleteRule: relationship.deleteRule)
            copy.minCount = relationship.minCount
            copy.maxCount = relationship.maxCount
            return copy
        default:
            return NSPropertyDescription(name: name, isOptional: isOptional)
        }
    }
}

/// An attribute: a value of one of Core Data's types, kept in a column of the entity's table.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType
    open var defaultValue: Any?
    /// A transformable attribute's class, as the model names it.
    open var attributeValueClassName: String?

    init(name: String, type: NSAttributeType, isOptional: Bool, defaultValueString: String?) {
        attributeType = type
        super.init(name: name, isOptional: isOptional)
        defaultValue = defaultValueString.flatMap { ManagedValues.parseDefault($0, as: type) }
    }
}

/// How deleting an object treats the objects a relationship reaches.
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

/// A relationship to one object or to many (an `NSSet`, or an `NSOrderedSet` when ordered).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open var destinationEntityName: String
    open var inverseName: String?
    open var isToMany: Bool
    open var isOrdered: Bool
    open var deleteRule: NSDeleteRule
    open var minCount: Int = 0
    open var maxCount: Int = 0

    init(name: String, destination: String, inverse: String?, toMany: Bool, ordered: Bool, isOptional: Bool, deleteRule: NSDeleteRule) {
        destinationEntityName = destination
        inverseName = inverse
        isToMany = toMany
        isOrdered = ordered
        self.deleteRule = deleteRule
        super.init(name: name, isOptional: isOptional)
    }

    /// The entity at the other end.
    open var destinationEntity: NSEntityDescription? { entity?.model?.entitiesByName[destinationEntityName] }

    /// The relationship back, when the model names one.
    open var inverseRelationship: NSRelationshipDescription? {
        inverseName.flatMap { destinationEntity?.relationshipsByName[$0] }
    }
}

/// An entity of a model: a table of the store, and the class its objects are made of.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The class's name as the model writes it (`Issue`, or `Module.Issue`).
    open var managedObjectClassName: String!
    open private(set) var properties: [NSPropertyDescription] = []
    public internal(set) weak var model: NSManagedObjectModel?
    /// The module of the target whose model this is, for finding the class by name.
    var moduleName: String?
    /// The parent entity's name, as the model names it.
    var parentName: String?
    /// The parent entity, whose properties this one has too.
    open internal(set) weak var superentity: NSEntityDescription?

    public override init() {}

    init(name: String, className: String) {
        self.name = name
        self.managedObjectClassName = className
    }

    var entityName: String { name ?? "" }

    func add(_ property: NSPropertyDescription) {
        property.entity = self
        properties.append(property)
    }

    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var attributes: [NSAttributeDescription] { properties.compactMap { $0 as? NSAttributeDescription } }
    var relationships: [NSRelationshipDescription] { properties.compactMap { $0 as? NSRelationshipDescription } }

    /// The entity of that name in the context's model, or nil.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model?.entitiesByName[entityName]
    }

    /// A new object of the entity, inserted into the context. Traps if the model has no such entity, as Apple's.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            fatalError("NSEntityDescription.insertNewObject: the context's model has no entity named '\(entityName)' (entities: \(context.model?.entitiesByName.keys.sorted() ?? []))")
        }
        return entity.objectClass.init(entity: entity, insertInto: context)
    }

    /// The class objects of the entity are made of: the model's class if it is linked into the
    /// program, else NSManagedObject (whose values are reached with `value(forKey:)`).
    var objectClass: NSManagedObject.Type {
        if let known = ManagedClasses.shared.lookup(entityName) { return known }
        let className: String = managedObjectClassName ?? entityName
        var candidates = [className]
        if className.hasPrefix(".") { candidates = [String(className.dropFirst())] }
        if let moduleName, !className.contains(".") { candidates.insert("\(moduleName).\(className)", at: 0) }
        for candidate in candidates {
            if let found = NSClassFromString(candidate) as? NSManagedObject.Type {
                ManagedClasses.shared.register(found, for: entityName)
                return found
            }
        }
        return NSManagedObject.self
    }
}

/// The class each entity's objects are made of, learnt from fetch requests and inits.
final class ManagedClasses: @unchecked Sendable {
    static let shared = ManagedClasses()
    private var classes: [String: NSManagedObject.Type] = [:]
    private let lock = NSLock()

    func register(_ type: NSManagedObject.Type, for entity: String) {
        guard type != NSManagedObject.self else { return }
        lock.withLock { classes[entity] = type }
    }

    func lookup(_ entity: String) -> NSManagedObject.Type? { lock.withLock { classes[entity] } }

    /// The entity a class was registered for.
    func entityName(of type: AnyClass) -> String? {
        lock.withLock { classes.first { $0.value == type }?.key }
    }
}
