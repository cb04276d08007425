import Foundation

/// The Swift Xcode writes for a model's entities: for "Class Definition" entities the class
/// (`Issue+CoreDataClass.swift`) and its properties (`Issue+CoreDataProperties.swift`), for
/// "Category/Extension" entities the properties alone, the class being the app's. Entities set to
/// "Manual/None" get nothing.
enum ClassWriter {
    static func source(for model: ModelDocument) -> String {
        var lines = ["// Generated from \(model.name).xcdatamodeld (version \(model.version)), as Xcode generates it.", "import CoreData", ""]
        let classNames = Dictionary(model.entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        for entity in model.entities {
            guard let generation = entity.codeGeneration, generation == "class" || generation == "category" else { continue }
            let className = entity.className
            if generation == "class" {
                let superclass = entity.parent.flatMap { classNames[$0] } ?? "NSManagedObject"
                lines += ["// MARK: \(className)+CoreDataClass.swift", "public class \(className): \(superclass) {", "}", ""]
            }
            lines += [
                "// MARK: \(className)+CoreDataProperties.swift",
                "extension \(className) {",
                "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(className)> {",
                "        return NSFetchRequest<\(className)>(entityName: \"\(entity.name)\")",
                "    }",
                "",
            ]
            for attribute in entity.attributes {
                lines.append("    @NSManaged public var \(attribute.name): \(swiftType(of: attribute))")
            }
            for relationship in entity.relationships {
                let type = relationship.toMany ? (relationship.ordered ? "NSOrderedSet?" : "NSSet?") : "\(classNames[relationship.destination] ?? relationship.destination)?"
                lines.append("    @NSManaged public var \(relationship.name): \(type)")
            }
            lines += ["}", ""]
            for relationship in entity.relationships where relationship.toMany {
                let destination = classNames[relationship.destination] ?? relationship.destination
                let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
                let setType = relationship.ordered ? "NSOrderedSet" : "NSSet"
                lines += [
                    "// MARK: Generated accessors for \(relationship.name)",
                    "extension \(className) {",
                    "    public func addTo\(suffix)(_ value: \(destination)) { addManagedObject(value, toRelationship: \"\(relationship.name)\") }",
                    "    public func removeFrom\(suffix)(_ value: \(destination)) { removeManagedObject(value, fromRelationship: \"\(relationship.name)\") }",
                    "    public func addTo\(suffix)(_ values: \(setType)) { addManagedObjects(values, toRelationship: \"\(relationship.name)\") }",
                    "    public func removeFrom\(suffix)(_ values: \(setType)) { removeManagedObjects(values, fromRelationship: \"\(relationship.name)\") }",
                    "}",
                    "",
                ]
            }
            // A sub-entity's class is Identifiable through its parent's.
            if entity.parent == nil { lines += ["extension \(className): Identifiable {", "}", ""] }
        }
        return lines.joined(separator: "\n")
    }

    /// The compiled model in the library itself, as a C symbol `widgets_coredata_model_NAME`:
    /// `NSPersistentContainer(name:)` finds it in a widget's library when no resource folder came
    /// with the library (a bundle carries its `Resources/` only).
    static func embedded(_ compiled: Data, name: String) -> String {
        let symbol = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return """
            // MARK: \(name).momd, embedded
            @_cdecl("widgets_coredata_model_\(symbol)")
            public func _widgetsCoreDataModel_\(symbol)() -> UnsafePointer<UInt8> {
                let base64: StaticString = "\(compiled.base64EncodedString())"
                return base64.utf8Start
            }

            """
    }

    /// The property type Xcode gives an attribute.
    static func swiftType(of attribute: ModelDocument.Attribute) -> String {
        let scalar = attribute.usesScalar ?? true
        switch attribute.type {
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Transformable": return attribute.customClass.map { "\($0)?" } ?? "NSObject?"
        case "String": return "String?"
        default: return "Any?"
        }
    }
}
