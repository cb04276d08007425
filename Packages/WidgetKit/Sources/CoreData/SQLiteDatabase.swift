import CCoreDataSQLite
import Foundation

/// A value as SQLite stores it.
package enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// One connection to a SQLite file, in WAL mode with a busy timeout, so that an app and its widget
/// can use the file at once: a reader never waits for a writer, and a writer waits up to five seconds
/// for another process's write to end. Calls are serialized by a lock. A file that is a symbolic link
/// is refused (a link in an app group's container could reach any file the program may write, outside
/// the container and its quota), and so is a value or row larger than ``largestValue``, read or
/// written: a store holding one fails the fetch that reads it, not the program's memory.
package final class SQLiteDatabase: @unchecked Sendable {
    /// The most bytes one value (a string or a blob) or one row may hold.
    package static let largestValue: Int32 = 32 << 20

    private var handle: OpaquePointer?
    package let path: String
    private let lock = NSRecursiveLock()

    package struct Failure: Error, CustomStringConvertible {
        package let code: Int32
        package let message: String
        package var description: String { message }
        /// The file is not a SQLite database (SQLITE_NOTADB) or is damaged (SQLITE_CORRUPT).
        package var isNotADatabase: Bool { code == SQLITE_NOTADB || code == SQLITE_CORRUPT }
    }

    package init(path: String) throws(Failure) {
        self.path = path
        if path != ":memory:" {
            for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: file) {
                    throw Failure(
                        code: SQLITE_CANTOPEN,
                        message: "\(file) is a symbolic link (to \(target)), and a store's files must be files of their own: put the file itself there, or point the store at it")
                }
            }
        }
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            handle = nil
            throw Failure(code: status, message: message)
        }
        sqlite3_busy_timeout(handle, 5000)
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Self.largestValue)
        SQLiteFunctions.register(on: handle)
        try execute("PRAGMA journal_mode=WAL")
        // In WAL mode a crash or power loss can lose the last commits, never the file's consistency.
        try execute("PRAGMA synchronous=NORMAL")
        try execute("PRAGMA foreign_keys=OFF")
    }

    deinit { sqlite3_close_v2(handle) }

    package func execute(_ sql: String) throws(Failure) {
        _ = try query(sql, [])
    }

    /// Runs a statement, returning its rows.
    @discardableResult
    package func query(_ sql: String, _ arguments: [SQLValue]) throws(Failure) -> [[SQLValue]] {
        lock.lock()
        defer { lock.unlock() }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        defer { sqlite3_finalize(statement) }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch argument {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let value): status = sqlite3_bind_int64(statement, index, value)
            case .real(let value): status = sqlite3_bind_double(statement, index, value)
            case .text(let value): status = sqlite3_bind_text(statement, index, value, -1, coredata_sqlite_transient())
            case .blob(let value):
                status = value.withUnsafeBytes { bytes in
                    sqlite3_bind_blob64(statement, index, bytes.baseAddress, sqlite3_uint64(bytes.count), coredata_sqlite_transient())
                }
            }
            // A value larger than the limit is refused here (SQLITE_TOOBIG), not stored as NULL.
            guard status == SQLITE_OK else { throw failure() }
        }
        var rows: [[SQLValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure() }
            let count = sqlite3_column_count(statement)
            var row: [SQLValue] = []
            row.reserveCapacity(Int(count))
            for column in 0..<count {
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: row.append(.integer(sqlite3_column_int64(statement, column)))
                case SQLITE_FLOAT: row.append(.real(sqlite3_column_double(statement, column)))
                case SQLITE_TEXT: row.append(.text(String(cString: sqlite3_column_text(statement, column))))
                case SQLITE_BLOB:
                    let length = Int(sqlite3_column_bytes(statement, column))
                    if let bytes = sqlite3_column_blob(statement, column), length > 0 {
                        row.append(.blob(Data(bytes: bytes, count: length)))
                    } else {
                        row.append(.blob(Data()))
                    }
                default: row.append(.null)
                }
            }
            rows.append(row)
        }
        return rows
    }

    package var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` in one write transaction (taken at once, so two processes' saves queue up).
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func failure() -> Failure {
        let code = sqlite3_extended_errcode(handle) & 0xff
        let message = String(cString: sqlite3_errmsg(handle))
        guard code == SQLITE_TOOBIG else { return Failure(code: code, message: message) }
        return Failure(
            code: code,
            message: "a value or row larger than \(Self.largestValue >> 20) MB, the most one may hold here (SQLite: \(message)); keep large data in a file beside the store and store its name")
    }

    /// A name quoted for SQL.
    package static func quote(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}
