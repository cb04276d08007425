import Foundation

/// Settings kept in iCloud's key-value store, as apps share small preferences between devices.
final class SettingsSync {
    private let store = NSUbiquitousKeyValueStore.default

    init() {
        NotificationCenter.default.addObserver(
            forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: store, queue: .main
        ) { notification in
            let keys = notification.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String] ?? []
            print("changed elsewhere: \(keys)")
        }
        store.synchronize()
    }

    var favoriteCity: String? {
        get { store.string(forKey: "favoriteCity") }
        set { store.set(newValue, forKey: "favoriteCity") }
    }

    var launchCount: Int64 {
        get { store.longLong(forKey: "launchCount") }
        set { store.set(newValue, forKey: "launchCount") }
    }

    var usesMetric: Bool {
        get { store.bool(forKey: "usesMetric") }
        set { store.set(newValue, forKey: "usesMetric") }
    }

    func reset() {
        for key in ["favoriteCity", "launchCount", "usesMetric"] { store.removeObject(forKey: key) }
        store.synchronize()
    }

}
