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

    /// A connection of its own that only asks whether the database changed: never held by a write.
    private let watcher = Mutex<DefaultsStore?>(nil)

    /// A number that changes whenever any connection (an app's, a bundle's write through the runtime)
    /// commits to the defaults; nil when the database cannot be read.
    func changeStamp() -> Int? {
        watcher.withLock { watcher in
            if watcher == nil { watcher = try? DefaultsStore(file: file, durability: durability, valueLimit: valueLimit) }
            return try? watcher?.dataVersion()
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

/// What one bundle may reach: its own suite, the app groups granted to it, and their containers.
struct BundleSandbox: Sendable {
    let identifier: String
    let declaredGroups: [String]
    let grantedGroups: [String]
    let defaults: DefaultsService
    /// The folder holding every app group's container.
    let containers: URL
    /// The running host's reload and configuration services.
    let hooks: HostHooks
    /// The declared groups runtime.json denies it (the other declared groups it lacks were not granted).
    var deniedGroups: [String] = []

    /// The suite a bundle's request names: its own for nil or its identifier, else a granted group.
    func suite(for requested: String?) throws(WidgetRuntimeError) -> String {
        guard let requested, requested != identifier else { return identifier }
        try SuiteNames.validate(requested)
        if grantedGroups.contains(requested) { return requested }
        throw refusal(requested)
    }

    /// An app group's container folder, made on first use.
    func container(for group: String) throws(WidgetRuntimeError) -> URL {
        try SuiteNames.validate(group)
        guard SuiteNames.isAppGroup(group), grantedGroups.contains(group) else { throw refusal(group) }
        let folder = containers.appending(path: group, directoryHint: .isDirectory)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw WidgetRuntimeError(
                .storeUnavailable, at: folder.path, "cannot create the app group's container: \(error.localizedDescription)")
        }
        return folder
    }

    /// Why the bundle may not use a name, with the groups it does have and the likely typo.
    private func refusal(_ name: String) -> WidgetRuntimeError {
        let has = grantedGroups.isEmpty ? "it has no app groups" : "its app groups are \(grantedGroups.joined(separator: ", "))"
        if declaredGroups.contains(name), deniedGroups.contains(name) {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)", "runtime.json denies it app group '\(name)'; \(has)",
                fix: "remove '\(name)' from appGroups.deny in runtime.json to grant it")
        }
        if declaredGroups.contains(name) {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)", "app group '\(name)' is waiting for the grant: you have not granted it to this bundle yet; \(has)",
                fix: "if you trust it with that group's data: widgets grant \(identifier) \(name)")
        }
        guard SuiteNames.isAppGroup(name) else {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)",
                "suite '\(name)' is neither its own nor an app group; a bundle reaches only its own suite and its app groups",
                fix: "share data through an app group both sides declare")
        }
        let guess = SuiteNames.nearMisses(of: name, in: grantedGroups).first.map { "; did you mean '\($0)'?" } ?? ""
        return WidgetRuntimeError(
            .notEntitled, at: "bundle \(identifier)", "it is not entitled to app group '\(name)'; \(has)\(guess)",
            fix: guess.isEmpty ? "add \"\(name)\" to entitlements.appGroups in its Info.json" : "correct the group's name in the code")
    }
}
