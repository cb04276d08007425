// swift-tools-version: 6.0
// Widget bundles written as a third party would: a separate package that depends on WidgetSDK by path.
// The tests build it with `swift build --package-path Tests/Fixtures/ThirdPartyWidgets`.
import Foundation
import PackageDescription

// The checkout is three folders up; WidgetSDK is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sdk = Target.Dependency.product(name: "WidgetSDK", package: "WidgetSDK")

let package = Package(
    name: "ThirdPartyWidgets",
    products: [
        .library(name: "WeatherWidget", type: .dynamic, targets: ["WeatherWidget"]),
        .library(name: "MisbehavingWidgets", type: .dynamic, targets: ["MisbehavingWidgets"]),
        .library(name: "DuplicateKinds", type: .dynamic, targets: ["DuplicateKinds"]),
        .library(name: "NoMainWidgets", type: .dynamic, targets: ["NoMainWidgets"]),
        .library(name: "DefaultsProbe", type: .dynamic, targets: ["DefaultsProbe"]),
        .library(name: "IntentProbe", type: .dynamic, targets: ["IntentProbe"]),
        .library(name: "HostileWidgets", type: .dynamic, targets: ["HostileWidgets"]),
        .library(name: "CrashOnDescribe", type: .dynamic, targets: ["CrashOnDescribe"]),
    ],
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetSDK").path)],
    targets: [
        .target(name: "WeatherWidget", dependencies: [sdk]),
        .target(name: "MisbehavingWidgets", dependencies: [sdk]),
        .target(name: "DuplicateKinds", dependencies: [sdk]),
        .target(name: "NoMainWidgets", dependencies: [sdk]),
        .target(name: "DefaultsProbe", dependencies: [sdk]),
        .target(name: "IntentProbe", dependencies: [sdk]),
        .target(name: "HostileWidgets", dependencies: [sdk]),
        .target(name: "CrashOnDescribe", dependencies: [sdk]),
    ]
)
