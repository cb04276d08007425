import Foundation
import Logging
import Synchronization
import WidgetHome
import UserDefaultsAPI
import WidgetWire

/// The identity an app presents to the runtime's policy: `WIDGETS_APP_ID` from the environment, else
/// the executable's name.
public enum WidgetApp {
    public static var identifier: String {
        ProcessInfo.processInfo.environment["WIDGETS_APP_ID"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(filePath: CommandLine.arguments[0]).lastPathComponent
    }
}

/// `UserDefaults` for an app that feeds widgets: the app groups `runtime.json` grants the app, in the
/// database the runtime and its bundles read. Port iOS app code by changing `UserDefaults` to
/// `WidgetDefaults`:
///
/// ```swift
/// import WidgetClient
///
/// let shared = WidgetDefaults(suiteName: "group.example.counter")
/// shared?.set(5, forKey: "count")
/// ```
///
/// The app needs a grant in `runtime.json`: `"appGroups": {"apps": {"my-app": ["group.example.counter"]}}`.
/// Every read and write goes to the database, so the app sees what widgets wrote at once.
public final class WidgetDefaults: DefaultsAccess, Sendable {
    /// The app group this suite is.
    public let suiteName: String
    private let store: DefaultsStore
    private let logger: Logger
    private let registered = Mutex<[String: PropertyListValue]>([:])

    /// The suite of an app group granted to `app`; nil, with the reason logged, for any other name or
    /// when the database cannot be opened.
    public init?(
        suiteName: String, app: String = WidgetApp.identifier, home: RuntimeHome? = nil,
        logger: Logger = Logger(label: "widgets.client")
    ) {
        do throws(WidgetRuntimeError) {
            try SuiteNames.validate(suiteName)
            let resolved: RuntimeHome
            if let home { resolved = home } else { resolved = try RuntimeHome.locate() }
            let home = resolved
            let granted = home.configuration.appGroups.apps[app] ?? []
            guard SuiteNames.isAppGroup(suiteName), granted.contains(suiteName) else {
                let has = granted.isEmpty ? "it has no app groups" : "its app groups are \(granted.joined(separator: ", "))"
                throw WidgetRuntimeError(
                    .notEntitled, at: "app \(app)", "it is not granted app group '\(suiteName)'; \(has)",
                    fix: "add it to appGroups.apps.\(app) in \(home.configurationFile.path)")
            }
            store = try DefaultsStore(
                file: home.defaultsDatabase, durability: home.configuration.defaultsDurability,
                valueLimit: home.configuration.defaultsValueLimit)
        } catch {
            logger.warning("\(error)")
            return nil
        }
        self.suiteName = suiteName
        self.logger = logger
    }

    public func object(forKey key: String) -> Any? {
        do {
            if let value = try store.value(forKey: key, in: suiteName) { return value.anyValue }
        } catch {
            logger.error("\(error)")
        }
        return registered.withLock { $0[key] }?.anyValue
    }

    /// Stores a property-list value (nil removes the key); durable when it returns. Anything else (or a
    /// value nested deeper than `PropertyListValue.deepestNesting`), or a write the database refuses,
    /// is logged and nothing changes.
    public func set(_ value: Any?, forKey key: String) {
        do {
            let stored = try value.map { (value) throws(PropertyListValue.Refusal) in try PropertyListValue(converting: value) }
            try store.set(stored, forKey: key, in: suiteName)
        } catch let refusal as PropertyListValue.Refusal {
            logger.error("key '\(key)' in suite '\(suiteName)' was not stored: \(refusal.reason)")
        } catch {
            logger.error("\(error)")
        }
    }

    /// Every value of the suite, and the registered defaults it does not override.
    public func dictionaryRepresentation() -> [String: Any] {
        var values = registered.withLock { $0 }.mapValues(\.anyValue)
        do {
            for (key, value) in try store.values(in: suiteName) { values[key] = value.anyValue }
        } catch {
            logger.error("\(error)")
        }
        return values
    }

    /// Values returned for keys that hold none. Kept in memory, not stored.
    public func register(defaults: [String: Any]) {
        let values = defaults.compactMapValues(PropertyListValue.init)
        registered.withLock { $0.merge(values) { $1 } }
    }
}
