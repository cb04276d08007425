// swift-tools-version: 6.0
// Xcode's widget extension template (with a configuration App Intent), its files as Xcode writes
// them, built against Packages/WidgetKit's WidgetKit, SwiftUI and AppIntents modules. The tests build it with
// `swift build --package-path Tests/Fixtures/XcodeTemplate`.
import Foundation
import PackageDescription

let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "XcodeTemplate",
    products: [.library(name: "MyWidget", type: .dynamic, targets: ["MyWidget"])],
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        .target(
            name: "MyWidget",
            dependencies: [
                .product(name: "WidgetKit", package: "WidgetKit"), .product(name: "SwiftUI", package: "WidgetKit"),
                .product(name: "AppIntents", package: "WidgetKit"),
            ],
            exclude: ["Info.json"],
            // Xcode compiles app extensions in the Swift 5 language mode unless told otherwise.
            swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
