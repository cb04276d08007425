import Foundation

/// One store: the SQLite file at a description's URL, its tables made or extended to fit the model.
final class SQLiteStore: @unchecked Sendable {
    let database: SQLiteDatabase
    let model: NSManagedObjectModel
    let url: URL?
    /// The store's UUID (its object IDs' host), kept in `Z_METADATA`.
    private(set) var identifier = UUID().uuidString

    /// A row of an entity's table: its key, attribute values (as objects hold them), and the rows its
    /// to-one relationships reach.
    struct Row {
        var primaryKey: Int64
        var values: [String: Any]
        var foreignKeys: [String: Int64]
    }

    init(url: URL?, model: NSManagedObjectModel, migrate: Bool) throws {
        self.model = model
        self.url = url
        let path = url?.path ?? ":memory:"
        if let url { try Self.checkIsSQLite(url) }
        do {
            database = try SQLiteDatabase(path: path)
            try prepareSchema(migrate: migrate)
        } catch let failure as SQLiteDatabase.Failure {
            if failure.isNotADatabase {
                throw coreDataError(259, "\(path) is not a SQLite database (SQLite says: \(failure.message)); move the file away or point the store description at another URL", path: path)
            }
            throw coreDataError(NSPersistentStoreOpenError, "cannot open the store at \(path): \(failure.message)", path: path)
        }
    }

    /// A file that exists and is not empty must start as SQLite files do (a link is not read:
    /// ``SQLiteDatabase`` refuses it).
    private static func checkIsSQLite(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let header = handle.readData(ofLength: 16)
        guard !header.isEmpty else { return }
        if header != Data("SQLite format 3\0".utf8) {
            let shown = String(decoding: header.prefix(12), as: UTF8.self).unicodeScalars
                .map { $0.properties.isWhitespace || $0.value < 32 || $0.value > 126 ? "." : String($0) }.joined()
            throw coreDataError(
                259, "\(url.path) is not a SQLite database (it starts with \"\(shown)\", not \"SQLite format 3\"); move the file away or point the store description at another URL",
                path: url.path)
        }
    }

    /// Makes the tables the model needs; a table missing columns the model has is extended (lightweight
    /// migration: ALTER TABLE ADD COLUMN, existing rows keep their values and take the default), or,
    /// when migration is not allowed, the store is refused.
    private func prepareSchema(migrate: Bool) throws {
        try database.transaction {
            try database.execute("CREATE TABLE IF NOT EXISTS Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID TEXT, Z_MODEL TEXT)")
            if let row = try database.query("SELECT Z_UUID FROM Z_METADATA WHERE Z_VERSION = 1", []).first, case .text(let uuid) = row[0] {
                identifier = uuid
            } else {
                try database.query("INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_MODEL) VALUES (1, ?, ?)", [.text(identifier), .text(modelVersion)])
            }
            for entity in model.entities {
                let table = SQLiteSchema.table(entity)
                let existing = Set(try database.query("PRAGMA table_info(\(table))", []).compactMap { row -> String? in
                    if case .text(let name) = row[1] { return SQLiteDatabase.quote(name) }
                    return nil
                })
                let columns = SQLiteSchema.columns(of: entity)
                if existing.isEmpty {
                    let definitions = ["Z_PK INTEGER PRIMARY KEY AUTOINCREMENT", "Z_ENT INTEGER", "Z_OPT INTEGER"] + columns.map { "\($0.name) \($0.type)" }
                    try database.execute("CREATE TABLE \(table) (\(definitions.joined(separator: ", ")))")
                } else {
                    let missing = columns.filter { !existing.contains($0.name) }
                    if !missing.isEmpty && !migrate {
                        throw coreDataError(
                            NSPersistentStoreIncompatibleVersionHashError,
                            "the store's table \(table) lacks \(missing.map(\.property.name).joined(separator: ", ")) of the model's entity \(entity.entityName); set shouldMigrateStoreAutomatically and shouldInferMappingModelAutomatically to migrate it",
                            path: url?.path)
                    }
                    for column in missing {
                        var definition = "\(column.name) \(column.type)"
                        if let attribute = column.property as? NSAttributeDescription, let value = attribute.defaultValue {
                            definition += " DEFAULT " + SQLiteSchema.literal(ManagedValues.sql(value, as: attribute.attributeType))
                        }
                        try database.execute("ALTER TABLE \(table) ADD COLUMN \(definition)")
                    }
                }
                for relationship in entity.relationships where !relationship.isToMany {
                    try database.execute("CREATE INDEX IF NOT EXISTS \(SQLiteDatabase.quote("Z_\(entity.entityName.uppercased())_\(relationship.name.uppercased())_INDEX")) ON \(table) (\(SQLiteSchema.column(relationship)))")
                }
                for relationship in entity.relationships {
                    if case .joinTable(let join, _, _) = SQLiteSchema.storage(of: relationship) {
                        try database.execute("CREATE TABLE IF NOT EXISTS \(join) (Z_SOURCE INTEGER, Z_DESTINATION INTEGER, Z_ORDER INTEGER, PRIMARY KEY (Z_SOURCE, Z_DESTINATION))")
                        try database.execute("CREATE INDEX IF NOT EXISTS \(SQLiteDatabase.quote(join.replacingOccurrences(of: "\"", with: "") + "_DESTINATION")) ON \(join) (Z_DESTINATION)")
                    }
                }
            }
            try database.query("UPDATE Z_METADATA SET Z_MODEL = ? WHERE Z_VERSION = 1", [.text(modelVersion)])
        }
    }

    private var modelVersion: String { model.versionIdentifiers.compactMap { $0 as? String }.sorted().joined(separator: ",") }

    // MARK: - Reading

    /// The rows of an entity matching a SQL condition on alias `t`.
    func rows(of entity: NSEntityDescription, where condition: String?, _ arguments: [SQLValue], orderBy: String? = nil, limit: Int = 0, offset: Int = 0) throws -> [Row] {
        let columns = SQLiteSchema.columns(of: entity)
        var sql = "SELECT t.Z_PK" + columns.map { ", t.\($0.name)" }.joined() + " FROM \(SQLiteSchema.table(entity)) t"
        if let condition { sql += " WHERE \(condition)" }
        if let orderBy { sql += " ORDER BY \(orderBy)" }
        if limit > 0 || offset > 0 { sql += " LIMIT \(limit > 0 ? limit : -1) OFFSET \(offset)" }
        return try database.query(sql, arguments).map { values in
            guard case .integer(let key) = values[0] else { return Row(primaryKey: 0, values: [:], foreignKeys: [:]) }
            var row = Row(primaryKey: key, values: [:], foreignKeys: [:])
            for (index, column) in columns.enumerated() {
                let stored = values[index + 1]
                if let attribute = column.property as? NSAttributeDescription {
                    if let value = ManagedValues.value(stored, as: attribute.attributeType) { row.values[attribute.name] = value }
                } else if case .integer(let target) = stored {
                    row.foreignKeys[column.property.name] = target
                }
            }
            return row
        }
    }

    func row(of entity: NSEntityDescription, primaryKey: Int64) throws -> Row? {
        try rows(of: entity, where: "t.Z_PK = ?", [.integer(primaryKey)]).first
    }

    func count(of entity: NSEntityDescription, where condition: String?, _ arguments: [SQLValue]) throws -> Int {
        var sql = "SELECT COUNT(*) FROM \(SQLiteSchema.table(entity)) t"
        if let condition { sql += " WHERE \(condition)" }
        guard case .integer(let count)? = try database.query(sql, arguments).first?.first else { return 0 }
        return Int(count)
    }

    /// The rows a relationship of row `key` reaches, as the store has them.
    func targets(of relationship: NSRelationshipDescription, from key: Int64) throws -> [Int64] {
        guard let destination = relationship.destinationEntity else { return [] }
        let sql: String
        switch SQLiteSchema.storage(of: relationship) {
        case .foreignKey:
            sql = "SELECT \(SQLiteSchema.column(relationship)) FROM \(SQLiteSchema.table(relationship.entity)) WHERE Z_PK = ?"
        case .inverseForeignKey(let inverse):
            sql = "SELECT Z_PK FROM \(SQLiteSchema.table(destination)) WHERE \(SQLiteSchema.column(inverse)) = ? ORDER BY Z_PK"
        case .joinTable(let table, let mine, let other):
            sql = "SELECT \(other) FROM \(table) WHERE \(mine) = ? ORDER BY Z_ORDER, \(other)"
        }
        return try database.query(sql, [.integer(key)]).compactMap { row in
            if case .integer(let target) = row[0] { return target }
            return nil
        }
    }

    // MARK: - Writing

    /// Writes a context's changes in one transaction; returns the keys given to inserted objects.
    func save(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) throws -> [ObjectIdentifier: Int64] {
        try database.transaction {
            var keys: [ObjectIdentifier: Int64] = [:]
            for object in inserted {
                let entity = object.entity
                let attributes = entity.attributes.filter { !$0.isTransient }
                let names = ["Z_ENT", "Z_OPT"] + attributes.map { SQLiteSchema.column($0) }
                let arguments: [SQLValue] = [.integer(Int64(entityNumber(entity))), .integer(1)]
                    + attributes.map { ManagedValues.sql(object.values[$0.name], as: $0.attributeType) }
                try database.query(
                    "INSERT INTO \(SQLiteSchema.table(entity)) (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))",
                    arguments)
                keys[ObjectIdentifier(object)] = database.lastInsertedRow
            }
            func key(of object: NSManagedObject) -> SQLValue {
                if let key = keys[ObjectIdentifier(object)] { return .integer(key) }
                return object.objectID.isTemporaryID ? .null : .integer(object.objectID.primaryKey)
            }
            for object in inserted + updated {
                guard case .integer(let primaryKey) = key(of: object) else { continue }
                let isNew = keys[ObjectIdentifier(object)] != nil
                var assignments: [String] = []
                var arguments: [SQLValue] = []
                for attribute in object.entity.attributes where !attribute.isTransient && !isNew && object.changedKeys.contains(attribute.name) {
                    assignments.append("\(SQLiteSchema.column(attribute)) = ?")
                    arguments.append(ManagedValues.sql(object.values[attribute.name], as: attribute.attributeType))
                }
                for relationship in object.entity.relationships where !relationship.isToMany {
                    guard isNew ? object.loadedRelationships.contains(relationship.name) : object.changedKeys.contains(relationship.name) else { continue }
                    assignments.append("\(SQLiteSchema.column(relationship)) = ?")
                    arguments.append((object.values[relationship.name] as? NSManagedObject).map(key) ?? .null)
                }
                assignments.append("Z_OPT = Z_OPT + 1")
                try database.query("UPDATE \(SQLiteSchema.table(object.entity)) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?", arguments + [.integer(primaryKey)])
                for relationship in object.entity.relationships where relationship.isToMany {
                    guard case .joinTable(let table, let mine, let other) = SQLiteSchema.storage(of: relationship),
                        isNew ? object.loadedRelationships.contains(relationship.name) : object.changedKeys.contains(relationship.name)
                    else { continue }
                    try database.query("DELETE FROM \(table) WHERE \(mine) = ?", [.integer(primaryKey)])
                    for (order, target) in object.relatedObjects(relationship).enumerated() {
                        guard case .integer(let targetKey) = key(of: target) else { continue }
                        try database.query(
                            "INSERT OR REPLACE INTO \(table) (\(mine), \(other), Z_ORDER) VALUES (?, ?, ?)",
                            [.integer(primaryKey), .integer(targetKey), .integer(Int64(order))])
                    }
                }
            }
            for object in deleted where !object.objectID.isTemporaryID {
                let primaryKey = object.objectID.primaryKey
                try database.query("DELETE FROM \(SQLiteSchema.table(object.entity)) WHERE Z_PK = ?", [.integer(primaryKey)])
                for relationship in object.entity.relationships {
                    if case .joinTable(let table, let mine, _) = SQLiteSchema.storage(of: relationship) {
                        try database.query("DELETE FROM \(table) WHERE \(mine) = ?", [.integer(primaryKey)])
                    }
                }
            }
            return keys
        }
    }

    private func entityNumber(_ entity: NSEntityDescription) -> Int {
        (model.entities.firstIndex { $0 === entity } ?? 0) + 1
    }
}
