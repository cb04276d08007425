// swift-tools-version: 6.0
// An app and its widget sharing a SwiftData store (`default.store` in the app group), as written for
// iOS, on Packages/WidgetKit's SwiftData: `Shared` holds the `@Model` classes and the container both
// open; `app` inserts trips, lists and checks them, and tells the widgets to reload; `TripsWidget` is
// the widget bundle as the runtime runs it, showing the next trip. The tests build it with `swift
// build --package-path Tests/Fixtures/SwiftDataApp`, in a build folder of its own.
import Foundation
import PackageDescription

// The checkout is three folders up; WidgetKit is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
// Xcode compiles apps in the Swift 5 language mode unless told otherwise.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "SwiftDataApp",
    products: [.library(name: "TripsWidget", type: .dynamic, targets: ["TripsWidget"])],
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        .target(name: "Shared", dependencies: [.product(name: "SwiftData", package: "WidgetKit")], swiftSettings: swift5),
        .executableTarget(
            name: "app", dependencies: ["Shared", .product(name: "SwiftData", package: "WidgetKit"), .product(name: "WidgetKit", package: "WidgetKit")],
            swiftSettings: swift5),
        .target(
            name: "TripsWidget",
            dependencies: ["Shared"] + ["SwiftData", "WidgetKit", "SwiftUI"].map { .product(name: $0, package: "WidgetKit") },
            swiftSettings: swift5),
    ]
)
