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
            try database.transaction {
                for entity in entities { try Self.prepare(entity, in: database) }
            }
        } catch let failure as SQLiteDatabase.Failure {
            throw SwiftDataError.store(path, failure)
        }
    }

    private static func prepare(_ entity: Entity, in database: SQLiteDatabase) throws {
        let columns = entity.properties.map { "\($0.column) \($0.sqlType)" }
        try database.execute("CREATE TABLE IF NOT EXISTS \(entity.table) (\"Z_PK\" INTEGER PRIMARY KEY AUTOINCREMENT\(columns.map { ", " + $0 }.joined()))")
        let existing = Set(try database.query("PRAGMA table_info(\(entity.table))", []).compactMap { row -> String? in
            if case .text(let name) = row[1] { return name }
            return nil
        })
        for property in entity.properties where !existing.contains(property.name) {
            try database.execute("ALTER TABLE \(entity.table) ADD COLUMN \(property.column) \(property.sqlType)")
        }
        for property in entity.properties where property.isUnique {
            let index = SQLiteDatabase.quote("Z_\(entity.name)_\(property.name)_unique")
            try database.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(entity.table) (\(property.column))")
        }
    }

    /// The schema version the store was last opened with (nil for a new store or one never versioned).
    func version() throws -> Schema.Version? {
        guard case .integer(let stored)? = try database.query("PRAGMA user_version", []).first?.first, stored > 0 else { return nil }
        return Schema.Version(stored: stored)
    }

    func setVersion(_ version: Schema.Version) throws {
        do {
            try database.execute("PRAGMA user_version = \(version.stored)")
        } catch {
            throw SwiftDataError.store(database.path, error)
        }
    }

    /// Every row of an entity: its key, then its properties' values in the entity's order.
    func rows(of entity: Entity) throws -> [(Int64, [SQLValue])] {
        let columns = entity.properties.map(\.column)
        let rows = try database.query("SELECT \"Z_PK\"\(columns.map { ", " + $0 }.joined()) FROM \(entity.table)", [])
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
