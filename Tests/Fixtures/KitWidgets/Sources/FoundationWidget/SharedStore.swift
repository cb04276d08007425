import Foundation

/// The app group's values, read and written with key-value coding as much iOS code does.
enum SharedStore {
    static let defaults = UserDefaults(suiteName: "group.example.shared")!

    static var visits: Int {
        get { defaults.value(forKey: "visits") as? Int ?? 0 }
        set { defaults.setValue(newValue, forKey: "visits") }
    }
}
