import CSQLite
import Foundation

/// A widget's fetch through Core Data (Packages/WidgetKit's `CoreData`): 20 of 10,000 objects with a
/// predicate, a sort and a limit (`Benchmarks/CoreDataFetch`, built in release), against the same query
/// in raw SQLite on the same file, prepared, stepped and its values read, as a program without Core
/// Data would write it.
extension Benchmark {
    static let coreDataObjects = 10_000
    /// Fetches per timed round; the figure is the median round's time per fetch.
    static let coreDataFetches = 200

    static func coreDataRows(into table: inout Table) throws {
        let checkout = build.appending(path: "../../..").standardizedFileURL
        let package = checkout.appending(path: "Benchmarks/CoreDataFetch")
        let scratch = checkout.appending(path: ".build-bench-coredata")
        _ = try run("/usr/bin/env", ["swift", "build", "-c", "release", "--package-path", package.path, "--scratch-path", scratch.path])
        let program = scratch.appending(path: "release/coredata-fetch").path
        let work = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let store = work.appending(path: "Bench.sqlite").path
        _ = try run(program, ["make", store, "\(coreDataObjects)"])

        let timed = try run(program, ["time", store, "\(repetitions)", "\(coreDataFetches)"]).split(separator: "\n").map(String.init)
        guard let coreData = timed.first.flatMap(Double.init) else { fail("coredata-fetch printed '\(timed.joined(separator: "\n"))'") }
        let (raw, titles) = rawSQLiteFetch(store)
        guard Array(timed.dropFirst()) == titles, titles.count == 20 else {
            fail("Core Data fetched \(timed.dropFirst().joined(separator: ", ")), raw SQLite \(titles.joined(separator: ", ")): the queries differ")
        }
        table.add([
            "fetch 20 of \(coreDataObjects) objects with a predicate and a sort, NSFetchRequest vs the same query in raw SQLite (per fetch)",
            String(format: "%.1f µs", raw * 1e6), String(format: "%.1f µs", coreData * 1e6), String(format: "%.2fx", coreData / raw),
            verdict(coreData / raw <= 3, "<= 3x"),
        ])
    }

    /// The query Core Data's fetch makes, in raw SQLite: the median over ``repetitions`` rounds of the
    /// seconds per fetch, and the titles fetched.
    static func rawSQLiteFetch(_ path: String) -> (seconds: Double, titles: [String]) {
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { fail("sqlite3_open \(path) failed") }
        defer { sqlite3_close(database) }
        let sql = "SELECT Z_PK, ZTITLE, ZPRIORITY, ZDONE, ZCREATED FROM ZITEM WHERE ZDONE = 0 AND ZPRIORITY >= ? ORDER BY ZCREATED DESC LIMIT 20"
        struct Item {
            let key: Int64, title: String, priority: Int64, done: Bool, created: Date
        }
        func fetch() -> [Item] {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else { fail("\(sql): \(String(cString: sqlite3_errmsg(database)))") }
            defer { sqlite3_finalize(statement) }
            sqlite3_bind_int64(statement, 1, 5)
            var items: [Item] = []
            while sqlite3_step(statement) == SQLITE_ROW {
                items.append(Item(
                    key: sqlite3_column_int64(statement, 0), title: String(cString: sqlite3_column_text(statement, 1)),
                    priority: sqlite3_column_int64(statement, 2), done: sqlite3_column_int64(statement, 3) != 0,
                    created: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 4))))
            }
            return items
        }
        var items: [Item] = []
        var rounds: [Double] = []
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            for _ in 0..<coreDataFetches { items = fetch() }
            rounds.append(seconds(ContinuousClock.now - start) / Double(coreDataFetches))
        }
        return (rounds.sorted()[repetitions / 2], items.map(\.title))
    }
}
