// swift-tools-version: 6.0
// Widget code written for iOS, built unchanged against Packages/WidgetKit (Apple's module names and
// the #Preview macro): Xcode's two widget extension templates as Xcode writes them, widget code using
// UIKit, os's Logger and SiriKit names, files that import Foundation alone, and a weather widget's
// CoreLocation code, Swift Charts, and SwiftUI's `@Entry`. The tests build it with `swift build --package-path Tests/Fixtures/KitWidgets`,
// in a build folder of its own.
import Foundation
import PackageDescription

// The checkout is three folders up; WidgetKit is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
func kit(_ names: String...) -> [Target.Dependency] { names.map { .product(name: $0, package: "WidgetKit") } }
// Xcode compiles app extensions in the Swift 5 language mode unless told otherwise.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "KitWidgets",
    products: [
        .library(name: "MyWidget", type: .dynamic, targets: ["MyWidget"]),
        .library(name: "Glance", type: .dynamic, targets: ["Glance"]),
        .library(name: "PortedWidget", type: .dynamic, targets: ["PortedWidget"]),
        .library(name: "FoundationWidget", type: .dynamic, targets: ["FoundationWidget"]),
        .library(name: "NearbyWeather", type: .dynamic, targets: ["NearbyWeather"]),
        .library(name: "ChartWidget", type: .dynamic, targets: ["ChartWidget"]),
        .library(name: "ThemedWidget", type: .dynamic, targets: ["ThemedWidget"]),
    ],
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        .target(name: "MyWidget", dependencies: kit("WidgetKit", "SwiftUI", "AppIntents"), exclude: ["Info.json"], swiftSettings: swift5),
        .target(name: "Glance", dependencies: kit("WidgetKit", "SwiftUI"), exclude: ["Info.json"], swiftSettings: swift5),
        .target(
            name: "PortedWidget", dependencies: kit("WidgetKit", "SwiftUI", "AppIntents", "UIKit", "Intents", "Combine"),
            exclude: ["Info.json", "Resources"], swiftSettings: swift5),
        // Files that import Foundation alone and use URLSession, URLProtocol, XMLParser, key-value
        // coding on UserDefaults and DispatchSerialQueue, as on Apple's platforms.
        .target(
            name: "FoundationWidget", dependencies: kit("WidgetKit", "SwiftUI"), exclude: ["Info.json"], swiftSettings: swift5,
            plugins: [.plugin(name: "FoundationImports", package: "WidgetKit")]),
        .target(
            name: "NearbyWeather", dependencies: kit("WidgetKit", "SwiftUI", "CoreLocation"), exclude: ["Info.json"],
            swiftSettings: swift5),
        // Swift Charts: a bar chart with a rule, a line chart by date with two series, a donut.
        .target(name: "ChartWidget", dependencies: kit("WidgetKit", "SwiftUI", "Charts"), exclude: ["Info.json"], swiftSettings: swift5),
        // SwiftUI's `@Entry` environment values, set with `.environment(_:_:)` and read with `@Environment`, in Swift 6.
        .target(name: "ThemedWidget", dependencies: kit("WidgetKit", "SwiftUI"), exclude: ["Info.json"]),
    ]
)
