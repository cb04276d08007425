// swift-tools-version: 6.0
// Code an iOS app shares with its widget, written as on iOS against Apple's other frameworks
// (CryptoKit, Security's keychain, Network, UniformTypeIdentifiers, UserNotifications,
// NSUbiquitousKeyValueStore, MapKit, StoreKit, WeatherKit and the rest), built unchanged against
// Packages/WidgetKit. Its executable checks what each does at run time and exits 1 naming the first
// thing that differs. The tests build it with `swift build --package-path
// Tests/Fixtures/FrameworkUsage`, in a build folder of its own.
import Foundation
import PackageDescription

// The checkout is three folders up; WidgetKit is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let frameworks = [
    "CryptoKit", "Security", "Network", "UniformTypeIdentifiers", "UserNotifications", "MapKit", "AVFoundation",
    "AuthenticationServices", "StoreKit", "EventKit", "WeatherKit", "SafariServices", "WebKit", "TipKit", "WatchConnectivity",
]

let package = Package(
    name: "FrameworkUsage",
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        .executableTarget(
            name: "FrameworkUsage",
            dependencies: (["WidgetKit", "SwiftUI"] + frameworks).map { .product(name: $0, package: "WidgetKit") },
            // As Xcode compiles app extensions, with Foundation as on Apple's platforms.
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "FoundationImports", package: "WidgetKit")]),
    ]
)
