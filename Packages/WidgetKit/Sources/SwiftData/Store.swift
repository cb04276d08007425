import CoreData
import Foundation

/// The SQLite file of a container: a table per model, `Z_PK` its key and a column per property
/// (to-one relationships as the related row's key, to-many as a JSON array of keys). Columns of
/// properties added to a model since the file was made are added to it.
final class Store: @unchecked Sendable {
    let database: SQLiteDatabase
    let allowsSave: Bool

    init(configuration: ModelConfiguration, entities: [Entity]) throws {
        let path: String
        if configuration.isStoredInMemoryOnly {
            path = ":memory:"
        } else {
            path = configuration.url.path
            do {
                try FileManager.default.createDirectory(at: configuration.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw SwiftDataError("cannot make the folder of the store \(path): \(error.localizedDescription)")
            }
        }
        allowsSave = configuration.allowsSave
        do {
            database = try SQLiteDatabase(path: path)
            // A store whose tables are as the schema wants them is only read: opening it takes no write lock.
            let unprepared = try entities.filter { try !Self.isPrepared($0, in: database) }
            if !unprepared.isEmpty {
                try database.transaction {
                    for entity in unprepared { try Self.prepare(entity, in: database) }
                }
            }
        } catch let failure as SQLiteDatabase.Failure {
            throw SwiftDataError.store(path, failure)
        }
    }

    private static func prepare(_ entity: Entity, in database: SQLiteDatabase) throws {
        let columns = entity.properties.map { "\($0.column) \($0.sqlType)" }
        try database.execute("CREATE TABLE IF NOT EXISTS \(entity.table) (\"Z_PK\" INTEGER PRIMARY KEY AUTOINCREMENT\(columns.map { ", " + $0 }.joined()))")
        let existing = try self.columns(of: entity, in: database)
        for property in entity.properties where !existing.contains(property.name) {
            try database.execute("ALTER TABLE \(entity.table) ADD COLUMN \(property.column) \(property.sqlType)")
        }
        for property in entity.properties where property.isUnique {
            try database.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(SQLiteDatabase.quote(uniqueIndex(entity, property))) ON \(entity.table) (\(property.column))")
        }
    }

    /// Whether the entity's table has every column and unique index.
    private static func isPrepared(_ entity: Entity, in database: SQLiteDatabase) throws -> Bool {
        let existing = try columns(of: entity, in: database)
        guard !existing.isEmpty, entity.properties.allSatisfy({ existing.contains($0.name) }) else { return false }
        let indexes = Set(try database.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", [.text(entity.name)]).compactMap { row -> String? in
            if case .text(let name) = row[0] { return name }
            return nil
        })
        return entity.properties.filter(\.isUnique).allSatisfy { indexes.contains(uniqueIndex(entity, $0)) }
    }

    private static func columns(of entity: Entity, in database: SQLiteDatabase) throws -> Set<String> {
        Set(try database.query("PRAGMA table_info(\(entity.table))", []).compactMap { row -> String? in
            if case .text(let name) = row[1] { return name }
            return nil
        })
    }

    private static func uniqueIndex(_ entity: Entity, _ property: Entity.Property) -> String { "Z_\(entity.name)_\(property.name)_unique" }

    /// The schema version the store was last opened with (nil for a new store or one never versioned).
    func version() throws -> Schema.Version? {
        guard case .integer(let stored)? = try database.query("PRAGMA user_version", []).first?.first, stored > 0 else { return nil }
        return Schema.Version(stored: stored)
    }

    func setVersion(_ version: Schema.Version) throws {
        guard try self.version() != version else { return }
        do {
            try database.execute("PRAGMA user_version = \(version.stored)")
        } catch {
            throw SwiftDataError.store(database.path, error)
        }
    }

    /// The rows of an entity (those `filter` selects, or all): each its key, then its properties' values in the entity's order.
    func rows(of entity: Entity, where filter: PredicateSQL? = nil) throws -> [(Int64, [SQLValue])] {
        let columns = entity.properties.map(\.column)
        let condition = filter.map { " WHERE \($0.condition)" } ?? ""
        let rows = try database.query("SELECT \"Z_PK\"\(columns.map { ", " + $0 }.joined()) FROM \(entity.table)\(condition)", filter?.arguments ?? [])
        return rows.compactMap { row in
            guard case .integer(let key) = row[0] else { return nil }
            return (key, Array(row.dropFirst()))
        }
    }

    func row(of entity: Entity, primaryKey: Int64) throws -> [SQLValue]? {
        let columns = entity.properties.map(\.column)
        let rows = try database.query(
            "SELECT \(columns.isEmpty ? "\"Z_PK\"" : columns.joined(separator: ", ")) FROM \(entity.table) WHERE \"Z_PK\" = ?", [.integer(primaryKey)])
        return rows.first.map { columns.isEmpty ? [] : $0 }
    }
}
