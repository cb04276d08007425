import CSQLite
import Foundation
import Synchronization
import WidgetWire

/// Every defaults suite, bundles' and app groups' alike, in one SQLite database in WAL mode.
///
/// A write returns once it is committed: with ``Durability/crash`` it survives the crash or `kill -9`
/// of any process; with ``Durability/powerLoss`` also a power cut (each commit waits for the disk).
/// Several processes may use the file at once. A damaged or unknown file is reported, never replaced.
public final class DefaultsStore: Sendable {
    /// How much a committed write survives.
    public enum Durability: String, Sendable, CaseIterable {
        /// A crash of any process (SQLite `synchronous=NORMAL` in WAL mode).
        case crash
        /// A power cut too (SQLite `synchronous=FULL`): every commit waits for the disk.
        case powerLoss
    }

    public let file: URL
    /// The most bytes one value may take (as stored); a larger one is refused, naming the key.
    public let valueLimit: Int
    private let connection: Mutex<SQLiteConnection>

    /// The most characters of a key.
    public static let longestKey = 1_024
    /// The value limit unless runtime.json's `defaultsValueLimit` says otherwise: 1 MB.
    public static let standardValueLimit = 1 << 20
    /// How much one suite may hold of a bundle's writes unless runtime.json's `defaultsSuiteLimit`
    /// says otherwise: 16 MB.
    public static let standardSuiteLimit = 16 << 20

    /// Opens the database, creating it (and its folder) if it does not exist.
    /// - Parameters:
    ///   - busyTimeout: How long to wait for another process's lock before reporting the database busy.
    public init(
        file: URL, durability: Durability = .crash, busyTimeout: Duration = .seconds(5), valueLimit: Int = standardValueLimit
    ) throws(WidgetRuntimeError) {
        self.file = file
        self.valueLimit = valueLimit
        let exists = FileManager.default.fileExists(atPath: file.path)
        do {
            if !exists {
                // Owner-only, whoever creates it: SQLite gives its journal files the database's mode.
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                let created = open(file.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
                if created >= 0 { close(created) }
            }
        } catch {
            throw WidgetRuntimeError(
                .storeUnavailable, at: file.deletingLastPathComponent().path,
                "cannot create the folder for the defaults database: \(error.localizedDescription)",
                fix: "check that the runtime home is writable")
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: file.path, create: !exists)
            try connection.execute("PRAGMA busy_timeout = \(busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000)")
            guard try connection.query("PRAGMA journal_mode = WAL").first?.first == "wal" else {
                throw SQLiteConnection.Failure(code: SQLITE_ERROR, message: "the database cannot use write-ahead logging")
            }
            try connection.execute("PRAGMA synchronous = \(durability == .powerLoss ? "FULL" : "NORMAL")")
            let version = Int(try connection.query("PRAGMA user_version").first?.first.flatMap { $0 } ?? "0") ?? 0
            switch version {
            case 0:
                // Two processes may open a new file at once (an app and the runtime), both reading
                // version 0: the second finds the table made.
                try connection.execute("""
                    CREATE TABLE IF NOT EXISTS defaults (
                        suite TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (suite, key)
                    ) WITHOUT ROWID;
                    PRAGMA user_version = 1;
                    """)
            case 1:
                break
            default:
                throw WidgetRuntimeError(
                    .storeUnavailable, at: file.path, "the defaults database has format \(version), newer than this runtime's (1)",
                    fix: "use the newer runtime that wrote it, or move the file aside to start an empty one")
            }
        } catch let failure as SQLiteConnection.Failure {
            throw Self.unavailable(file, failure)
        } catch let error as WidgetRuntimeError {
            throw error
        } catch {
            throw WidgetRuntimeError(.storeUnavailable, at: file.path, "\(error)")
        }
        self.connection = Mutex(connection)
    }

    private static func unavailable(_ file: URL, _ failure: SQLiteConnection.Failure) -> WidgetRuntimeError {
        let fix = failure.isCorrupt
            ? "the file is damaged or is not a defaults database; move it aside and an empty one is made (the runtime never replaces it)"
            : failure.isBusy
                ? "another process holds the database locked; try again when it is done"
                : "check the file's permissions and the free space on its disk"
        return WidgetRuntimeError(.storeUnavailable, at: file.path, "cannot use the defaults database: \(failure.message)", fix: fix)
    }

    /// Every key and value of a suite, keys sorted.
    public func values(in suite: String) throws(WidgetRuntimeError) -> [(key: String, value: PropertyListValue)] {
        let rows = try run { connection throws(SQLiteConnection.Failure) in
            try connection.query("SELECT key, value FROM defaults WHERE suite = ? ORDER BY key", [suite])
        }
        var values: [(key: String, value: PropertyListValue)] = []
        for row in rows {
            guard let key = row[0], let text = row[1] else { continue }
            values.append((key, try decode(text, key: key, suite: suite)))
        }
        return values
    }

    /// One value of a suite.
    public func value(forKey key: String, in suite: String) throws(WidgetRuntimeError) -> PropertyListValue? {
        let rows = try run { connection throws(SQLiteConnection.Failure) in
            try connection.query("SELECT value FROM defaults WHERE suite = ? AND key = ?", [suite, key])
        }
        guard let text = rows.first?[0] else { return nil }
        return try decode(text, key: key, suite: suite)
    }

    /// Checks a key: 1 to ``longestKey`` characters, no control characters.
    public static func validate(key: String, in suite: String) throws(WidgetRuntimeError) {
        let problem: String? =
            if key.isEmpty { "a key cannot be empty" }
            else if key.count > longestKey { "a key has at most \(longestKey) characters; this one has \(key.count)" }
            else if key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                "a key cannot hold control characters (a newline, a tab, an escape)"
            } else { nil }
        if let problem {
            throw WidgetRuntimeError(
                .invalidKey, at: "suite '\(suite)' key '\(TerminalText.sanitized(String(key.prefix(64))))\(key.count > 64 ? "…" : "")'",
                problem, fix: "use a short name of letters, digits and punctuation, such as \"lastUpdated\"")
        }
    }

    /// Stores a value (nil removes the key). Atomic: on failure the previous value stays.
    public func set(_ value: PropertyListValue?, forKey key: String, in suite: String) throws(WidgetRuntimeError) {
        try Self.validate(key: key, in: suite)
        let stored = value?.json.serialized
        if let stored, stored.utf8.count > valueLimit {
            throw WidgetRuntimeError(
                .valueTooLarge, at: "suite '\(suite)' key '\(key)'",
                "the value takes \(stored.utf8.count) bytes stored; the limit is \(valueLimit)",
                fix: "store large data as a file in the app group's container and its name here, or raise defaultsValueLimit in runtime.json")
        }
        do {
            _ = try connection.withLock { connection throws(SQLiteConnection.Failure) in
                if let value {
                    try connection.query(
                        "INSERT INTO defaults (suite, key, value) VALUES (?, ?, ?) ON CONFLICT (suite, key) DO UPDATE SET value = excluded.value",
                        [suite, key, stored ?? value.json.serialized])
                } else {
                    try connection.query("DELETE FROM defaults WHERE suite = ? AND key = ?", [suite, key])
                }
            }
        } catch {
            let what = value == nil ? "could not remove key '\(key)' from suite '\(suite)'" : "could not store key '\(key)' in suite '\(suite)'"
            throw WidgetRuntimeError(
                error.isFull ? .storeFull : .storeUnavailable, at: file.path,
                "\(what): \(error.message); the previous value is kept",
                fix: error.isFull ? "free space on the disk holding the runtime home"
                    : error.isBusy ? "another process held the database longer than the busy timeout; try again (`fuser \(file.path)` shows who has it open)"
                    : "check the database file and its disk")
        }
    }

    /// Removes a suite's every key; returns how many there were.
    @discardableResult
    public func removeSuite(_ suite: String) throws(WidgetRuntimeError) -> Int {
        try run { connection throws(SQLiteConnection.Failure) in
            let counted = try connection.query("SELECT count(*) FROM defaults WHERE suite = ?", [suite]).first?.first ?? nil
            let count = counted.flatMap { Int($0) } ?? 0
            try connection.query("DELETE FROM defaults WHERE suite = ?", [suite])
            return count
        }
    }

    /// The bytes a suite's keys and values take as stored.
    public func bytes(in suite: String) throws(WidgetRuntimeError) -> Int {
        try run { connection throws(SQLiteConnection.Failure) in
            try connection.query("SELECT sum(length(key) + length(value)) FROM defaults WHERE suite = ?", [suite])
        }.first?.first.flatMap { $0 }.flatMap { Int($0) } ?? 0
    }

    /// The bytes one key and its value take as stored; 0 when the key is not set.
    public func bytes(ofKey key: String, in suite: String) throws(WidgetRuntimeError) -> Int {
        try run { connection throws(SQLiteConnection.Failure) in
            try connection.query("SELECT length(key) + length(value) FROM defaults WHERE suite = ? AND key = ?", [suite, key])
        }.first?.first.flatMap { $0 }.flatMap { Int($0) } ?? 0
    }

    /// Each suite with its number of keys and the bytes its keys and values take.
    public func suites() throws(WidgetRuntimeError) -> [(name: String, keys: Int, bytes: Int)] {
        try run { connection throws(SQLiteConnection.Failure) in
            try connection.query(
                "SELECT suite, count(*), sum(length(key) + length(value)) FROM defaults GROUP BY suite ORDER BY suite")
        }.map { row in (row[0] ?? "", Int(row[1] ?? "0") ?? 0, Int(row[2] ?? "0") ?? 0) }
    }

    /// SQLite's `PRAGMA data_version`: it changes when another connection (another process's, or
    /// another of this one's) commits a change to the database.
    public func dataVersion() throws(WidgetRuntimeError) -> Int {
        try run { connection throws(SQLiteConnection.Failure) in try connection.query("PRAGMA data_version") }
            .first.flatMap { $0.first ?? nil }.flatMap { Int($0) } ?? 0
    }

    /// SQLite's `PRAGMA integrity_check`: "ok", or what is wrong.
    public func integrityCheck() throws(WidgetRuntimeError) -> String {
        try run { connection throws(SQLiteConnection.Failure) in try connection.query("PRAGMA integrity_check") }
            .compactMap { $0.first ?? nil }.joined(separator: "\n")
    }

    /// Caps the database at a number of pages, as a full disk would. For tests of that failure.
    package func limitSize(toPages pages: Int) throws(WidgetRuntimeError) {
        _ = try run { connection throws(SQLiteConnection.Failure) in try connection.query("PRAGMA max_page_count = \(pages)") }
    }

    private func run<T>(_ body: (SQLiteConnection) throws(SQLiteConnection.Failure) -> T) throws(WidgetRuntimeError) -> T {
        do {
            return try connection.withLock { connection throws(SQLiteConnection.Failure) in try body(connection) }
        } catch {
            throw Self.unavailable(file, error)
        }
    }

    private func decode(_ text: String, key: String, suite: String) throws(WidgetRuntimeError) -> PropertyListValue {
        do {
            return try PropertyListValue(json: try JSON(parsing: text))
        } catch {
            throw WidgetRuntimeError(
                .storeUnavailable, at: file.path, "the value of key '\(key)' in suite '\(suite)' is unreadable: \(error.message)",
                fix: "write the key again (widgets defaults write), or delete it")
        }
    }
}
