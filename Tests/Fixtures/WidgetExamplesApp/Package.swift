// swift-tools-version: 6.0
// The apps of vendored Xcode projects, on Linux. WidgetExamplesApp is XcodeProjects/WidgetExamples'
// (MIT): its own shared files, compiled where they are (xcode-sources/WidgetExamplesApp.txt, as
// `widgets port` lists a widget's) with its Core Data model (CoreDataCodegen), and a driver
// (`main.swift`) that does what the app's "Add Document" and "Add Product" buttons do. Run from a
// folder holding its Info.plist and the project's App.entitlements, as an app bundle holds them, it
// writes the stores the ported widgets read in the app group's container. SwiftCalendarApp does the
// same for XcodeProjects/SwiftCalendar. One package, so that the tests build WidgetKit and SwiftData's
// macros for both once: `swift build --package-path Tests/Fixtures/WidgetExamplesApp`, in a build
// folder of its own.
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
            plugins: ["XcodeSources", "FoundationImports", "CoreDataCodegen"].map { .plugin(name: $0, package: "WidgetKit") }),
        // XcodeProjects/SwiftCalendar's app (MIT): its SwiftData model and store (`Persistence`), and a
        // driver that does what its calendar does on appearing and on a tap. Its SWIFT_VERSION is 5.0.
        .executableTarget(
            name: "SwiftCalendarApp",
            dependencies: ["WidgetKit", "SwiftData"].map { .product(name: $0, package: "WidgetKit") },
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["XcodeSources", "FoundationImports"].map { .plugin(name: $0, package: "WidgetKit") }),
    ]
)
