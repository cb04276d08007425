import Foundation

extension PortedPackage {
    /// Apple's other frameworks Packages/WidgetKit has a product for, each with what it does here: a
    /// port depends on those its files import, and says so in a note.
    static let frameworkNotes: [String: String] = [
        "CryptoKit": "swift-crypto's Crypto, which is CryptoKit's API",
        "Security": "the keychain's SecItem functions, over a file of the bundle's own (0600) in its private folder",
        "Network": "NWPathMonitor from this machine's interfaces; NWConnection fails (use URLSession)",
        "UniformTypeIdentifiers": "UTType over a table of the common system types",
        "UserNotifications": "builds; authorization is denied and no notification is shown",
        "MapKit": "coordinate regions and map points; searches, directions and snapshots fail, Map draws a placeholder",
        "AVFoundation": "builds; nothing plays or speaks",
        "AuthenticationServices": "builds; Sign in with Apple and web authentication sessions fail",
        "StoreKit": "builds; there is no App Store: no products, purchases or entitlements",
        "EventKit": "builds; calendar access is denied",
        "WeatherKit": "builds; WeatherService throws: fetch the weather with URLSession (entitlements.network)",
        "SafariServices": "builds; SFSafariViewController shows nothing",
        "WebKit": "builds; WKWebView loads nothing",
        "TipKit": "builds; no tip shows",
        "WatchConnectivity": "builds; WCSession.isSupported() is false",
    ]

    /// Their module names.
    static let frameworkProducts = Set(frameworkNotes.keys)

    /// What the port says of the stand-ins these files use: a note per framework product they import,
    /// and one for `NSUbiquitousKeyValueStore` (Foundation's), which is a local store here.
    static func frameworkNotes(_ files: [URL]) -> [Note] {
        let imported = importedKitProducts(files).intersection(frameworkProducts)
        var notes = imported.sorted().map { Note(text: "import \($0): \(frameworkNotes[$0]!)") }
        if files.contains(where: { SourceText.read($0)?.contains("NSUbiquitousKeyValueStore") == true }) {
            notes.append(Note(text: "NSUbiquitousKeyValueStore: a local store, kept on this machine; nothing syncs through iCloud"))
        }
        return notes
    }
}
