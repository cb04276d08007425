import CSQLite
import Foundation

/// One SQLite connection: the few calls the defaults store needs, with errors that carry SQLite's
/// own message.
///
/// Unchecked: not thread-safe by itself (opened `SQLITE_OPEN_NOMUTEX`); its owner keeps it behind a
/// lock, so it is used by one thread at a time.
package final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]
    package let path: String

    /// An SQLite failure: the result code and SQLite's explanation.
    package struct Failure: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        package var description: String { message }

        /// The database file is full, or the disk it is on.
        var isFull: Bool { code & 0xFF == SQLITE_FULL }
        /// The file is not a database, or is damaged.
        var isCorrupt: Bool { code & 0xFF == SQLITE_CORRUPT || code & 0xFF == SQLITE_NOTADB }
        /// Another connection holds a lock for longer than the busy timeout.
        var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }
    }

    /// Opens (and with `create`, creates) the database file.
    package init(path: String, create: Bool) throws(Failure) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &handle, flags, nil)
        guard result == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
            if let handle { sqlite3_close_v2(handle) }
            throw Failure(code: result, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs SQL without results (several statements allowed).
    package func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &error)
        guard result == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(error)
            throw Failure(code: result, message: message)
        }
    }

    /// Runs a statement (prepared once and kept) with text parameters, and returns each row's columns as text or nil.
    @discardableResult
    package func query(_ sql: String, _ parameters: [String] = []) throws(Failure) -> [[String?]] {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, parameter) in parameters.enumerated() {
            sqlite3_bind_text(statement, Int32(index + 1), parameter, -1, csqlite_transient())
        }
        var rows: [[String?]] = []
        while true {
            let result = sqlite3_step(statement)
            if result == SQLITE_DONE { return rows }
            guard result == SQLITE_ROW else { throw Failure(code: result, message: lastMessage) }
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) }
            })
        }
    }

    private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else { throw Failure(code: result, message: lastMessage) }
        statements[sql] = statement
        return statement
    }

    private var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}
