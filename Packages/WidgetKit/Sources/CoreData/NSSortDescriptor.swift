import Foundation

/// An order of objects by one key: `NSSortDescriptor(key: "title", ascending: true)`, or by a key
/// path of a managed object class, `NSSortDescriptor(keyPath: \Issue.title, ascending: true)`.
open class NSSortDescriptor: NSObject, @unchecked Sendable {
    open private(set) var key: String?
    open private(set) var ascending: Bool
    /// Compares strings ignoring case and accents where the selector asked for it.
    let caseInsensitive: Bool

    public init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
        caseInsensitive = false
    }

    /// `selector` may name `localizedCaseInsensitiveCompare:`/`caseInsensitiveCompare:`, which sort ignoring case.
    public init(key: String?, ascending: Bool, selector: String?) {
        self.key = key
        self.ascending = ascending
        caseInsensitive = selector.map { $0.lowercased().contains("caseinsensitive") } ?? false
    }

    /// The key path's name is learnt by reading it on an empty object of `Root` that records the
    /// keys asked for (``KeyRecorder``): the `@NSManaged` properties of the class.
    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        key = KeyRecorder.name(of: keyPath)
        self.ascending = ascending
        caseInsensitive = false
    }

    open var reversedSortDescriptor: NSSortDescriptor { NSSortDescriptor(key: key, ascending: !ascending) }

    /// Compares two objects by the key (nil first when ascending, as Core Data's store does).
    func compare(_ left: NSManagedObject, _ right: NSManagedObject) -> ComparisonResult {
        guard let key else { return .orderedSame }
        let a = KeyPaths.value(of: left, path: key)
        let b = KeyPaths.value(of: right, path: key)
        let result = PredicateValues.compare(a, b, caseInsensitive: caseInsensitive) ?? .orderedSame
        if ascending { return result }
        return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }
}

/// Names a key path of a managed object class by reading it on an object that records the keys read.
final class KeyRecorder {
    private(set) var keys: [String] = []
    /// The probes made while recording, kept until the name is known.
    private var probes: [NSManagedObject] = []

    func record(_ key: String, on object: NSManagedObject) -> Any? {
        keys.append(key)
        // A to-one relationship gives a probe of its destination, so `\Issue.project?.name` reads on.
        if let relationship = object.entity.relationshipsByName[key], !relationship.isToMany, let destination = relationship.destinationEntity {
            return probe(destination.objectClass, destination)
        }
        return nil
    }

    private func probe(_ type: NSManagedObject.Type, _ entity: NSEntityDescription) -> NSManagedObject {
        let probe = type.init(entity: entity, insertInto: nil)
        probe.keyRecorder = self
        probes.append(probe)
        return probe
    }

    /// `title` for `\Issue.title`, `project.name` for `\Issue.project?.name`.
    static func name<Root, Value>(of keyPath: KeyPath<Root, Value>) -> String {
        guard let type = Root.self as? NSManagedObject.Type else {
            fatalError("NSSortDescriptor(keyPath:): \(Root.self) is not a managed object class; use NSSortDescriptor(key:ascending:)")
        }
        let recorder = KeyRecorder()
        let probe = recorder.probe(type, entityDescription(of: type))
        _ = (probe as! Root)[keyPath: keyPath]
        for probe in recorder.probes { probe.keyRecorder = nil }
        guard !recorder.keys.isEmpty else {
            fatalError("NSSortDescriptor(keyPath: \(keyPath)): the key path reads no @NSManaged property of \(Root.self)")
        }
        return recorder.keys.joined(separator: ".")
    }

    /// The class's entity in a loaded model, or an empty one (the probe then knows no relationships).
    private static func entityDescription(of type: NSManagedObject.Type) -> NSEntityDescription {
        for model in LoadedModels.shared.all {
            if let name = ManagedClasses.shared.entityName(of: type), let entity = model.entitiesByName[name] { return entity }
            let className = String(describing: type)
            if let entity = model.entities.first(where: { ($0.managedObjectClassName ?? "").split(separator: ".").last.map(String.init) == className }) {
                return entity
            }
        }
        return NSEntityDescription(name: String(describing: type), className: String(describing: type))
    }
}
