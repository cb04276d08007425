import Synchronization
import WidgetABI
import UserDefaultsAPI
import WidgetWire

/// `UserDefaults` for widgets: the bundle's own suite, and the app groups it is entitled to, kept by
/// the runtime in one database that apps and the `widgets` command share.
///
/// Port iOS code by changing `UserDefaults` to `WidgetDefaults`:
///
/// ```swift
/// let shared = WidgetDefaults(suiteName: "group.com.example.counter")
/// let count = shared?.integer(forKey: "count") ?? 0
/// ```
///
/// Values are read once per request the runtime makes of the bundle (a timeline, a snapshot) and then
/// served from memory, as `UserDefaults` serves its own cache. Writes go to the runtime at once,
/// without waiting for it to store them: once `set` returns, the value is stored even if the bundle
/// crashes next.
public final class WidgetDefaults: DefaultsAccess, @unchecked Sendable {
    // Unchecked: the only state is the suite name; cached values live in `SuiteCache`, behind a lock.

    /// The suite's name; nil for the bundle's own.
    let suite: String?

    /// The bundle's own suite, named by its identifier.
    public static let standard = WidgetDefaults(suite: nil)

    private init(suite: String?) { self.suite = suite }

    /// A suite: nil or the bundle's identifier for its own; otherwise an app group the bundle declares
    /// in `Info.json` and the runtime grants. Returns nil for any other name; the runtime logs why.
    public convenience init?(suiteName: String?) {
        if let suiteName, !SuiteCache.shared.open(suiteName) { return nil }
        self.init(suite: suiteName)
    }

    /// Waits until the runtime has stored every write this process sent before it, as
    /// `UserDefaults.synchronize()` waits for pending updates. False when there is no runtime.
    @discardableResult
    public func synchronize() -> Bool {
        guard let host = HostConnection.current, case .success = host.call(.synchronize) else { return false }
        return true
    }

    /// The stored value, or the registered default. The typed readers (`integer(forKey:)`,
    /// `string(forKey:)`, ...) convert it as `UserDefaults` does.
    public func object(forKey key: String) -> Any? { SuiteCache.shared.value(forKey: key, in: suite) }

    /// Every value of the suite, and the registered defaults it does not override.
    public func dictionaryRepresentation() -> [String: Any] { SuiteCache.shared.all(in: suite) }

    /// Stores a property-list value (nil removes the key). Anything else, or a value nested deeper than
    /// `PropertyListValue.deepestNesting` levels, is refused and logged with its key, and nothing is
    /// stored, as `UserDefaults` refuses what is no property list.
    public func set(_ value: Any?, forKey key: String) {
        guard let value else { return SuiteCache.shared.write(nil, forKey: key, in: suite) }
        let stored: PropertyListValue
        do {
            stored = try PropertyListValue(converting: value)
        } catch {
            HostConnection.current?.log(
                Int32(WIDGET_LOG_ERROR), "WidgetDefaults: key '\(key)' in suite '\(suite ?? "standard")' was not stored: \(error.reason)")
            return
        }
        SuiteCache.shared.write(stored, forKey: key, in: suite)
    }

    /// Values returned for keys that hold none. Kept in memory for this process, not stored.
    public func register(defaults: [String: Any]) { SuiteCache.shared.register(defaults) }
}

/// The values of the suites this process uses, read from the runtime when first used and again after
/// it says the defaults changed (a `defaultsChanged` request moves ``generation`` on), the suites it
/// may open, and the registered defaults.
final class SuiteCache: @unchecked Sendable {
    // Unchecked: all state is behind `lock`.
    static let shared = SuiteCache()

    /// Moved on when the runtime says the defaults changed, so values are read again from then on.
    static let generation = Atomic<Int>(0)

    private let lock = NSLock()
    private var suites: [(name: String?, generation: Int, values: [String: Any])] = []
    private var registered: [String: Any] = [:]
    /// Group suites the runtime let this process open: what it may use does not change while it runs.
    private var opened: Set<String> = []
    /// Group suites the runtime refused, and the generation it refused them in: a grant takes effect
    /// when the runtime next loads the bundle, which starts a new generation (``BundleServer``).
    private var refused: [String: Int] = [:]

    /// Whether the bundle may use the suite, asked of the runtime the first time (which logs why not).
    func open(_ suite: String) -> Bool {
        let now = Self.generation.load(ordering: .relaxed)
        let known: Bool? = lock.withLock { opened.contains(suite) ? true : refused[suite] == now ? false : nil }
        if let known { return known }
        guard let host = HostConnection.current, case .success = host.call(.openSuite(suite)) else {
            lock.withLock { refused[suite] = now }
            return false
        }
        lock.withLock { _ = opened.insert(suite) }
        return true
    }

    func value(forKey key: String, in suite: String?) -> Any? {
        let values = values(of: suite)
        return values[key] ?? lock.withLock { registered[key] }
    }

    func all(in suite: String?) -> [String: Any] {
        let values = values(of: suite)
        return lock.withLock { registered }.merging(values) { $1 }
    }

    func register(_ defaults: [String: Any]) {
        lock.withLock { registered.merge(defaults) { $1 } }
    }

    /// Sends the write without waiting for the runtime (it is stored once it has left the bundle,
    /// even if the bundle then crashes) and keeps it in the cache. A write the runtime refuses (a
    /// suite past its limit) is logged by the runtime, and read back until the next request.
    func write(_ value: PropertyListValue?, forKey key: String, in suite: String?) {
        _ = values(of: suite)
        HostConnection.current?.send(.write(suite: suite, key: key, value: value))
        lock.withLock {
            guard let index = suites.firstIndex(where: { $0.name == suite }) else { return }
            suites[index].values[key] = value?.anyValue
        }
    }

    /// The suite's values, read again from the runtime if it said the defaults changed since they
    /// were read. The lock guards the cache only: the runtime is asked with it released.
    private func values(of suite: String?) -> [String: Any] {
        let now = Self.generation.load(ordering: .relaxed)
        if let cached = lock.withLock({ suites.first { $0.name == suite && $0.generation == now }?.values }) { return cached }
        let fresh = read(suite)
        lock.withLock {
            if let index = suites.firstIndex(where: { $0.name == suite }) {
                suites[index] = (suite, now, fresh)
            } else {
                suites.append((suite, now, fresh))
            }
        }
        return fresh
    }

    private func read(_ suite: String?) -> [String: Any] {
        guard let host = HostConnection.current else { return [:] }
        switch host.call(.readSuite(suite)) {
        case .success(let json):
            guard case .dictionary(let members)? = try? PropertyListValue(json: json) else { return [:] }
            var values: [String: Any] = [:]
            for member in members { values[member.key] = member.value.anyValue }
            return values
        case .failure(let error):
            host.log(Int32(WIDGET_LOG_ERROR), "WidgetDefaults: suite '\(suite ?? "standard")' could not be read: \(error.message)")
            return [:]
        }
    }
}
