import Foundation

#if !canImport(ObjectiveC)

/// iCloud's key-value store, as a local store: values are kept on this machine only, in Foundation's
/// `UserDefaults` suite `IDENTIFIER.ubiquitous-key-value-store` (a bundle's in its private folder,
/// where its `HOME` is; an app's in `~/.config`), and nothing syncs. The first use says so once on
/// standard error, which the runtime logs under the bundle's name. `didChangeExternallyNotification`
/// is never posted.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    // Unchecked: its one property is a `UserDefaults`, which is safe to use from any thread.
    private let defaults: UserDefaults

    /// The app's store.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted when another device changed values; never here.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    public override init() {
        let identifier = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        defaults = UserDefaults(suiteName: identifier + ".ubiquitous-key-value-store") ?? .standard
        super.init()
        Self.sayLocalOnce()
    }

    private static let said = NSLock()
    nonisolated(unsafe) private static var saidLocal = false

    private static func sayLocalOnce() {
        said.lock()
        defer { said.unlock() }
        guard !saidLocal else { return }
        saidLocal = true
        FileHandle.standardError.write(Data("NSUbiquitousKeyValueStore: there is no iCloud here: values are kept on this machine and do not sync\n".utf8))
    }

    // Each change is written to disk at once, as Apple's store keeps values across launches.
    open func object(forKey aKey: String) -> Any? { defaults.object(forKey: aKey) }
    open func set(_ anObject: Any?, forKey aKey: String) {
        defaults.set(anObject, forKey: aKey)
        defaults.synchronize()
    }
    open func removeObject(forKey aKey: String) {
        defaults.removeObject(forKey: aKey)
        defaults.synchronize()
    }

    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
    /// The stored number, or 0.
    open func longLong(forKey aKey: String) -> Int64 { Int64(exactly: defaults.double(forKey: aKey).rounded(.towardZero)) ?? 0 }
    open func double(forKey aKey: String) -> Double { defaults.double(forKey: aKey) }
    open func bool(forKey aKey: String) -> Bool { defaults.bool(forKey: aKey) }

    open func set(_ aString: String?, forKey aKey: String) {
        defaults.set(aString, forKey: aKey)
        defaults.synchronize()
    }
    open func set(_ aData: Data?, forKey aKey: String) {
        defaults.set(aData, forKey: aKey)
        defaults.synchronize()
    }
    open func set(_ anArray: [Any]?, forKey aKey: String) {
        defaults.set(anArray, forKey: aKey)
        defaults.synchronize()
    }
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) {
        defaults.set(aDictionary, forKey: aKey)
        defaults.synchronize()
    }
    open func set(_ value: Int64, forKey aKey: String) {
        defaults.set(value, forKey: aKey)
        defaults.synchronize()
    }
    open func set(_ value: Double, forKey aKey: String) {
        defaults.set(value, forKey: aKey)
        defaults.synchronize()
    }
    open func set(_ value: Bool, forKey aKey: String) {
        defaults.set(value, forKey: aKey)
        defaults.synchronize()
    }

    /// Every key and value of the store.
    open var dictionaryRepresentation: [String: Any] {
        defaults.persistentDomain(forName: (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName) + ".ubiquitous-key-value-store") ?? [:]
    }

    /// Writes the values to disk (each change is written at once already); true. Nothing is sent anywhere.
    @discardableResult
    open func synchronize() -> Bool { defaults.synchronize() }
}

/// Why the store changed, in a `didChangeExternallyNotification`'s user info.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The keys that changed, in a `didChangeExternallyNotification`'s user info.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3
#endif
