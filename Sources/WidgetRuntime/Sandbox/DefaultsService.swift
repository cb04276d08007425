import Foundation
import Logging
import Synchronization
import WidgetWire

/// The defaults database, opened on first use and shared by every bundle of a process. A database
/// that cannot be opened is reported once; the widgets that never use defaults keep running.
final class DefaultsService: Sendable {
    let file: URL
    private let durability: DefaultsStore.Durability
    private let valueLimit: Int
    /// The most bytes a bundle's writes may make a suite hold.
    let suiteLimit: Int
    private let logger: Logger
    private let store = Mutex<Result<DefaultsStore, WidgetRuntimeError>?>(nil)
    /// The bytes of each suite bundles wrote to, counted once from the database and then kept as they
    /// write (an app's own writes are seen the next time the runtime starts).
    private let suiteBytes = Mutex<[String: Int]>([:])

    init(
        file: URL, durability: DefaultsStore.Durability, valueLimit: Int = DefaultsStore.standardValueLimit,
        suiteLimit: Int = DefaultsStore.standardSuiteLimit, logger: Logger
    ) {
        self.file = file
        self.durability = durability
        self.valueLimit = valueLimit
        self.suiteLimit = suiteLimit
        self.logger = logger
    }

    /// Stores a bundle's value, refusing one that would make the suite hold more than ``suiteLimit``.
    func setFromBundle(_ value: PropertyListValue?, forKey key: String, in suite: String) throws(WidgetRuntimeError) {
        let store = try open()
        let new = value.map { key.utf8.count + $0.json.serialized.utf8.count } ?? 0
        let old = try store.bytes(ofKey: key, in: suite)
        let current = try suiteBytes.withLock { bytes throws(WidgetRuntimeError) in
            if let known = bytes[suite] { return known }
            let counted = try store.bytes(in: suite)
            bytes[suite] = counted
            return counted
        }
        if new > old, current - old + new > suiteLimit {
            throw WidgetRuntimeError(
                .storeFull, at: "suite '\(suite)' key '\(key)'",
                "the suite would hold \(current - old + new) bytes; a bundle may fill a suite up to \(suiteLimit)",
                fix: "remove keys it no longer needs, store large data as files in its folder or an app group's container, or raise defaultsSuiteLimit in runtime.json")
        }
        try store.set(value, forKey: key, in: suite)
        suiteBytes.withLock { $0[suite, default: current] += new - old }
    }

    /// What says the database changed: its files' inotify events (``DefaultsChangeWatch``), or where
    /// the kernel refuses a watch, a connection of its own that asks SQLite (never held by a write).
    private enum Watcher {
        case files(DefaultsChangeWatch)
        case sqlite(DefaultsStore?)
    }

    private let watcher = Mutex<Watcher?>(nil)

    /// A number that changes whenever any connection (an app's, a bundle's write through the runtime)
    /// commits to the defaults; nil when the database cannot be read.
    func changeStamp() -> Int? {
        watcher.withLock { watcher in
            if watcher == nil { watcher = DefaultsChangeWatch(file: file).map(Watcher.files) ?? .sqlite(nil) }
            switch watcher {
            case .files(let watch):
                return watch.current()
            case .sqlite(let store):
                let store = store ?? (try? DefaultsStore(file: file, durability: durability, valueLimit: valueLimit))
                watcher = .sqlite(store)
                return try? store?.dataVersion()
            case nil:
                return nil
            }
        }
    }

    func open() throws(WidgetRuntimeError) -> DefaultsStore {
        try store.withLock { store in
            if let store { return store }
            let opened = Result { () throws(WidgetRuntimeError) in try DefaultsStore(file: file, durability: durability, valueLimit: valueLimit) }
            if case .failure(let error) = opened { logger.error("\(error)") }
            store = opened
            return opened
        }.get()
    }
}
