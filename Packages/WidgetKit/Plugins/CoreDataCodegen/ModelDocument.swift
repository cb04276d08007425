import Foundation

/// An Xcode data model (`NAME.xcdatamodeld`): its current version's entities, read from the
/// `contents` XML of `NAME.xcdatamodeld/VERSION.xcdatamodel/`; `.xccurrentversion` names the current
/// version, else the last by name is taken.
struct ModelDocument {
    var name: String
    var version: String
    var entities: [Entity]

    struct Entity {
        var name: String
        var className: String
        /// Xcode's `codeGenerationType`: "class", "category", or nil for none (manual).
        var codeGeneration: String?
        var parent: String?
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    struct Attribute {
        var name: String
        var type: String
        var optional: Bool
        var defaultValue: String?
        var usesScalar: Bool?
        var customClass: String?
        var transient: Bool
    }

    struct Relationship {
        var name: String
        var destination: String
        var inverse: String?
        var toMany: Bool
        var ordered: Bool
        var optional: Bool
        var deleteRule: String
        var minCount: Int?
        var maxCount: Int?
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The folders of the model's versions, current one named.
    static func currentVersion(of model: URL) throws -> URL {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: model.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        if let data = try? Data(contentsOf: model.appending(path: ".xccurrentversion")),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let current = plist["_XCCurrentVersionName"] as? String, versions.contains(current)
        {
            return model.appending(path: current)
        }
        guard let last = versions.last else {
            throw Failure(description: "\(model.path): no .xcdatamodel version inside; save the model in Xcode again")
        }
        return model.appending(path: last)
    }

    init(contentsOf model: URL) throws {
        name = model.deletingPathExtension().lastPathComponent
        let versionFolder = try Self.currentVersion(of: model)
        version = versionFolder.deletingPathExtension().lastPathComponent
        let contents = versionFolder.appending(path: "contents")
        guard let xml = try? String(contentsOf: contents, encoding: .utf8) else {
            throw Failure(description: "\(contents.path): cannot be read")
        }
        entities = []
        for tag in XMLTags(xml) {
            switch tag.name {
            case "entity":
                let entityName = tag["name"] ?? ""
                entities.append(Entity(
                    name: entityName, className: tag["representedClassName"] ?? entityName,
                    codeGeneration: tag["codeGenerationType"], parent: tag["parentEntity"]))
            case "attribute" where !entities.isEmpty:
                entities[entities.count - 1].attributes.append(Attribute(
                    name: tag["name"] ?? "", type: tag["attributeType"] ?? "Undefined", optional: tag["optional"] == "YES",
                    defaultValue: tag["defaultValueString"], usesScalar: tag["usesScalarValueType"].map { $0 == "YES" },
                    customClass: tag["customClassName"], transient: tag["transient"] == "YES"))
            case "relationship" where !entities.isEmpty:
                entities[entities.count - 1].relationships.append(Relationship(
                    name: tag["name"] ?? "", destination: tag["destinationEntity"] ?? "", inverse: tag["inverseName"],
                    toMany: tag["toMany"] == "YES", ordered: tag["ordered"] == "YES", optional: tag["optional"] == "YES",
                    deleteRule: (tag["deletionRule"] ?? "Nullify").lowercased(), minCount: tag["minCount"].flatMap { Int($0) },
                    maxCount: tag["maxCount"].flatMap { Int($0) }))
            default: break
            }
        }
        for entity in entities {
            for relationship in entity.relationships where !entities.contains(where: { $0.name == relationship.destination }) {
                throw Failure(description: "\(contents.path): \(entity.name).\(relationship.name) names the entity '\(relationship.destination)', which the model does not have")
            }
        }
    }

    /// The compiled model the `CoreData` module reads (`NAME.momd`): JSON, keys sorted; `module` is
    /// the target whose classes the entities name.
    func compiled(module: String) throws -> Data {
        let entities: [[String: Any]] = entities.map { entity in
            var fields: [String: Any] = [
                "name": entity.name, "className": entity.className,
                "attributes": entity.attributes.map { attribute in
                    var fields: [String: Any] = ["name": attribute.name, "type": attribute.type, "optional": attribute.optional]
                    if let value = attribute.defaultValue { fields["defaultValue"] = value }
                    if attribute.transient { fields["transient"] = true }
                    if let value = attribute.customClass { fields["customClassName"] = value }
                    return fields
                },
                "relationships": entity.relationships.map { relationship in
                    var fields: [String: Any] = [
                        "name": relationship.name, "destination": relationship.destination, "toMany": relationship.toMany,
                        "ordered": relationship.ordered, "optional": relationship.optional, "deleteRule": relationship.deleteRule,
                    ]
                    if let value = relationship.inverse { fields["inverse"] = value }
                    if let value = relationship.minCount { fields["minCount"] = value }
                    if let value = relationship.maxCount { fields["maxCount"] = value }
                    return fields
                },
            ]
            if let parent = entity.parent { fields["parent"] = parent }
            return fields
        }
        let document: [String: Any] = ["format": 1, "name": name, "version": version, "module": module, "entities": entities]
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }
}

/// The start tags of an XML document with their attributes, in order (the model's `contents` has no
/// text content worth reading).
struct XMLTags: Sequence {
    struct Tag {
        var name: String
        var attributes: [String: String]
        subscript(key: String) -> String? { attributes[key] }
    }

    let tags: [Tag]

    init(_ xml: String) {
        var tags: [Tag] = []
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let body = rest[..<close]
            rest = rest[rest.index(after: close)...]
            guard let first = body.first, first != "/", first != "?", first != "!" else { continue }
            var name = ""
            var index = body.startIndex
            while index < body.endIndex, !body[index].isWhitespace, body[index] != "/" {
                name.append(body[index])
                index = body.index(after: index)
            }
            var attributes: [String: String] = [:]
            while index < body.endIndex {
                while index < body.endIndex, body[index].isWhitespace || body[index] == "/" { index = body.index(after: index) }
                guard let equals = body[index...].firstIndex(of: "=") else { break }
                let key = body[index..<equals].trimmingCharacters(in: .whitespaces)
                guard let quoteStart = body[equals...].firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
                let quote = body[quoteStart]
                let valueStart = body.index(after: quoteStart)
                guard let quoteEnd = body[valueStart...].firstIndex(of: quote) else { break }
                attributes[key] = Self.unescape(String(body[valueStart..<quoteEnd]))
                index = body.index(after: quoteEnd)
            }
            tags.append(Tag(name: name, attributes: attributes))
        }
        self.tags = tags
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    func makeIterator() -> IndexingIterator<[Tag]> { tags.makeIterator() }
}
