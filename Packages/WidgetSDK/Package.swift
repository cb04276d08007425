// swift-tools-version: 6.0
import PackageDescription

// What a widget bundle depends on, and nothing else: no server, storage or command-line packages.
// A bundle's package names it by path: `.package(path: "…/Packages/WidgetSDK")`.
let package = Package(
    name: "WidgetSDK",
    products: [
        // What plugin authors import; each plugin links its own copy.
        .library(name: "WidgetSDK", targets: ["WidgetSDK"]),
        // The boundary, shared with the runtime: the C header and the wire formats.
        .library(name: "WidgetABI", targets: ["WidgetABI"]),
        .library(name: "WidgetWire", targets: ["WidgetWire"]),
        // `UserDefaults`' API and its type conversions, shared by bundles' and apps' WidgetDefaults.
        .library(name: "UserDefaultsAPI", targets: ["UserDefaultsAPI"]),
        // SwiftUI's layout over the render tree: what every surface draws from.
        .library(name: "WidgetLayout", targets: ["WidgetLayout"]),
        // Foundation as code written for Apple's platforms expects it (networking and XML with
        // `import Foundation`, and what Linux's Foundation lacks), for ported widgets and for apps.
        .library(name: "FoundationCompat", targets: ["FoundationCompat"]),
    ],
    targets: [
        .target(name: "WidgetABI"),
        .target(name: "WidgetWire"),
        .target(name: "UserDefaultsAPI"),
        .target(name: "FoundationCompat"),
        .target(name: "WidgetLayout", dependencies: ["WidgetWire"]),
        .target(name: "WidgetSDK", dependencies: ["WidgetABI", "WidgetWire", "UserDefaultsAPI", "WidgetLayout"]),
    ]
)
