// swift-tools-version: 6.0
// The app of the vendored Xcode project XcodeProjects/WidgetExamples (MIT), on Linux: its own shared
// files, compiled where they are (xcode-sources/WidgetExamplesApp.txt, as `widgets port` lists a
// widget's) with its Core Data model (CoreDataCodegen), and a driver (`main.swift`) that does what
// the app's "Add Document" and "Add Product" buttons do. Run from a folder holding its Info.plist and
// the project's App.entitlements, as an app bundle holds them, it writes the stores the ported
// widgets read in the app group's container. The tests build it with `swift build --package-path
// Tests/Fixtures/WidgetExamplesApp`, in a build folder of its own.
import Foundation
import PackageDescription

// The checkout is three folders up; WidgetKit is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "WidgetExamplesApp",
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        .executableTarget(
            name: "WidgetExamplesApp",
            dependencies: ["WidgetKit", "CoreData", "SwiftData"].map { .product(name: $0, package: "WidgetKit") },
            // The project's SWIFT_VERSION is 5.0.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["XcodeSources", "FoundationImports", "CoreDataCodegen"].map { .plugin(name: $0, package: "WidgetKit") })
    ]
)
