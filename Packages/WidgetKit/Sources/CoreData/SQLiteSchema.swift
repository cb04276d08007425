import Foundation

/// Where the store keeps an entity and its properties, in the names Apple's SQLite store uses: a table
/// `ZISSUE` with `Z_PK`, `Z_ENT`, `Z_OPT` and a column `ZTITLE` for each attribute and to-one
/// relationship; a to-many relationship whose inverse is to-one is that inverse's column; one with a
/// to-many inverse or none, a join table `Z_ISSUE_TAGS (Z_SOURCE, Z_DESTINATION, Z_ORDER)`.
enum SQLiteSchema {
    static func table(_ entity: NSEntityDescription) -> String { SQLiteDatabase.quote("Z" + entity.entityName.uppercased()) }
    static func column(_ property: NSPropertyDescription) -> String { SQLiteDatabase.quote("Z" + property.name.uppercased()) }

    enum Storage {
        /// A column of this entity's table holding the destination's `Z_PK`.
        case foreignKey
        /// The inverse to-one relationship's column in the destination's table.
        case inverseForeignKey(NSRelationshipDescription)
        /// A join table; `mine` holds this entity's `Z_PK`, `other` the destination's.
        case joinTable(table: String, mine: String, other: String)
    }

    static func storage(of relationship: NSRelationshipDescription) -> Storage {
        guard relationship.isToMany else { return .foreignKey }
        let inverse = relationship.inverseRelationship
        if let inverse, !inverse.isToMany { return .inverseForeignKey(inverse) }
        let owner = inverse.flatMap { inverse -> NSRelationshipDescription? in
            let mine = (relationship.entity.entityName, relationship.name)
            let theirs = (inverse.entity.entityName, inverse.name)
            return theirs < mine ? inverse : nil
        }
        if let owner {
            return .joinTable(table: joinTable(owner), mine: "Z_DESTINATION", other: "Z_SOURCE")
        }
        return .joinTable(table: joinTable(relationship), mine: "Z_SOURCE", other: "Z_DESTINATION")
    }

    static func joinTable(_ relationship: NSRelationshipDescription) -> String {
        SQLiteDatabase.quote("Z_\(relationship.entity.entityName.uppercased())_\(relationship.name.uppercased())")
    }

    /// The columns an entity's table has: attributes (not transient) and to-one relationships.
    static func columns(of entity: NSEntityDescription) -> [(name: String, type: String, property: NSPropertyDescription)] {
        var columns: [(String, String, NSPropertyDescription)] = []
        for attribute in entity.attributes where !attribute.isTransient {
            columns.append((column(attribute), attribute.attributeType.columnType, attribute))
        }
        for relationship in entity.relationships where !relationship.isToMany {
            columns.append((column(relationship), "INTEGER", relationship))
        }
        return columns
    }

    /// The SQL literal of a value, for a column's DEFAULT.
    static func literal(_ value: SQLValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let value): return String(value)
        case .real(let value): return String(value)
        case .text(let text): return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let data): return "X'" + data.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}
