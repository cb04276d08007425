import Foundation

/// A model: the entities of a store. Read from the `NAME.momd` the `CoreDataCodegen` plugin compiles
/// from `NAME.xcdatamodeld` (JSON: `{"format": 1, "name", "version", "module", "entities": […]}`).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    open private(set) var entities: [NSEntityDescription] = []
    /// The model version's name (`Main 2`), as Xcode's `.xccurrentversion` named it.
    open var versionIdentifiers: Set<AnyHashable> = []

    public override init() {}

    /// The model in a compiled model file (`Bundle.module.url(forResource: "Main", withExtension: "momd")`),
    /// or nil if it cannot be read (the reason is logged).
    public convenience init?(contentsOf url: URL) {
        do {
            try self.init(reading: url)
        } catch {
            FileHandle.standardError.write(Data("CoreData: NSManagedObjectModel(contentsOf: \(url.path)): \(error)\n".utf8))
            return nil
        }
    }

    init(reading url: URL) throws {
        super.init()
        var file = url
        var isFolder: ObjCBool = false
        // A folder (Apple's layout) holds the model in a file of its own name.
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            file = url.appending(path: url.deletingPathExtension().lastPathComponent + ".json")
        }
        try read(try Data(contentsOf: file), from: url.path)
    }

    func read(_ data: Data, from source: String) throws {
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            document["format"] as? Int == 1, let entityList = document["entities"] as? [[String: Any]]
        else {
            throw coreDataError(NSCoreDataError, "\(source) is not a compiled model of format 1: build it again with the CoreDataCodegen plugin", path: source)
        }
        if let version = document["version"] as? String { versionIdentifiers = [version] }
        let module = document["module"] as? String
        for fields in entityList {
            guard let name = fields["name"] as? String else { continue }
            let entity = NSEntityDescription(name: name, className: fields["className"] as? String ?? name)
            entity.moduleName = module
            for attribute in fields["attributes"] as? [[String: Any]] ?? [] {
                let description = NSAttributeDescription(
                    name: attribute["name"] as? String ?? "", type: NSAttributeType(modelName: attribute["type"] as? String ?? ""),
                    isOptional: attribute["optional"] as? Bool ?? true, defaultValueString: attribute["defaultValue"] as? String)
                description.isTransient = attribute["transient"] as? Bool ?? false
                description.attributeValueClassName = attribute["customClassName"] as? String
                entity.add(description)
            }
            for relationship in fields["relationships"] as? [[String: Any]] ?? [] {
                let rule: NSDeleteRule =
                    switch relationship["deleteRule"] as? String ?? "nullify" {
                    case "cascade": .cascadeDeleteRule
                    case "deny": .denyDeleteRule
                    case "noaction", "no action": .noActionDeleteRule
                    default: .nullifyDeleteRule
                    }
                let description = NSRelationshipDescription(
                    name: relationship["name"] as? String ?? "", destination: relationship["destination"] as? String ?? "",
                    inverse: relationship["inverse"] as? String, toMany: relationship["toMany"] as? Bool ?? false,
                    ordered: relationship["ordered"] as? Bool ?? false, isOptional: relationship["optional"] as? Bool ?? true, deleteRule: rule)
                description.minCount = relationship["minCount"] as? Int ?? 0
                description.maxCount = relationship["maxCount"] as? Int ?? 0
                entity.add(description)
            }
            entity.parentName = fields["parent"] as? String
            add(entity)
        }
        inheritProperties()
    }

    /// A sub-entity has its parent's properties too (its table has their columns); fetching the
    /// parent does not return sub-entities' objects.
    private func inheritProperties() {
        let byName = entitiesByName
        let own = Dictionary(entities.map { (ObjectIdentifier($0), $0.properties) }, uniquingKeysWith: { first, _ in first })
        func ancestors(_ entity: NSEntityDescription) -> [NSEntityDescription] {
            var chain: [NSEntityDescription] = []
            var next = entity.parentName.flatMap { byName[$0] }
            while let parent = next, !chain.contains(where: { $0 === parent }), parent !== entity {
                chain.insert(parent, at: 0)
                next = parent.parentName.flatMap { byName[$0] }
            }
            return chain
        }
        for entity in entities {
            let names = Set(entity.properties.map(\.name))
            for parent in ancestors(entity) {
                entity.superentity = entity.superentity ?? byName[entity.parentName ?? ""]
                for property in own[ObjectIdentifier(parent)] ?? [] where !names.contains(property.name) {
                    entity.add(property.copyForSubentity())
                }
            }
        }
    }

    func add(_ entity: NSEntityDescription) {
        entity.model = self
        entities.append(entity)
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.entityName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The model named `NAME`: the first `NAME.momd` found in the program's resources (``ModelFiles``),
    /// else the one the CoreDataCodegen plugin embedded in this library (``EmbeddedModels``).
    static func named(_ name: String) -> NSManagedObjectModel? {
        if let file = ModelFiles.find(name), let model = try? NSManagedObjectModel(reading: file) { return model }
        guard let data = EmbeddedModels.find(name) else { return nil }
        let model = NSManagedObjectModel()
        try? model.read(data, from: "\(name).momd (embedded)")
        return model.entities.isEmpty ? nil : model
    }
}

/// Where compiled models are looked for by name (`NSPersistentContainer(name:)`): beside the
/// executable and in the resource folders SwiftPM writes beside it (`PACKAGE_TARGET.resources`),
/// and beside each shared library the process loaded (a widget bundle's own resources).
enum ModelFiles {
    static func find(_ name: String) -> URL? {
        let file = "\(name).momd"
        for folder in folders() {
            let direct = folder.appending(path: file)
            if FileManager.default.fileExists(atPath: direct.path) { return direct }
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for child in children.sorted() where child.hasSuffix(".resources") || child.hasSuffix(".bundle") {
                let nested = folder.appending(path: child).appending(path: file)
                if FileManager.default.fileExists(atPath: nested.path) { return nested }
            }
        }
        return nil
    }

    static func folders() -> [URL] {
        var folders: [URL] = []
        func add(_ url: URL?) {
            guard let url, !folders.contains(url.standardizedFileURL) else { return }
            folders.append(url.standardizedFileURL)
        }
        add(Bundle.main.resourceURL)
        add(Bundle.main.bundleURL)
        add(Bundle.main.executableURL?.deletingLastPathComponent())
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
            for line in maps.split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = String(line[slash...])
                guard path.hasSuffix(".so"), !path.hasPrefix("/usr/"), !path.hasPrefix("/lib"), !path.hasPrefix("/opt/swift") else { continue }
                add(URL(filePath: path).deletingLastPathComponent())
            }
        }
        return folders
    }
}
