// swift-tools-version: 6.0
// An app and its widget sharing a Core Data store in the app group, as written for iOS, on
// Packages/WidgetKit's CoreData: the model `Main.xcdatamodeld` (two versions; "Class Definition",
// "Category/Extension" and "Manual/None" entities), Xcode's `DataController` unchanged, an `app` that
// saves and lists issues, and `checks`, which exercises fetches, predicates, sorts, relationships,
// delete rules and migration and exits non-zero naming the first mismatch. The tests build it with
// `swift build --package-path Tests/Fixtures/CoreDataApp`, in a build folder of its own. The widget's
// side is a library as a widget bundle's is (`CoreDataWidget`), which `widget-host` loads from a folder
// with no resources beside it, as an installed bundle is: the model comes from the library itself;
// `PortfolioWidget` is the widget as the runtime runs it, showing the app's top open issue.
import Foundation
import PackageDescription

// The checkout is three folders up; WidgetKit is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
// Xcode compiles apps in the Swift 5 language mode unless told otherwise.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "CoreDataApp",
    products: [
        .library(name: "CoreDataWidget", type: .dynamic, targets: ["Widget"]),
        .library(name: "PortfolioWidget", type: .dynamic, targets: ["PortfolioWidget"]),
    ],
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        // The code the app and its widget share: the model, its classes, the DataController.
        .target(
            name: "Shared", dependencies: [.product(name: "CoreData", package: "WidgetKit")], exclude: ["Main.xcdatamodeld"], swiftSettings: swift5,
            plugins: [.plugin(name: "CoreDataCodegen", package: "WidgetKit")]),
        .executableTarget(name: "app", dependencies: ["Shared", .product(name: "WidgetKit", package: "WidgetKit")], swiftSettings: swift5),
        .executableTarget(name: "checks", dependencies: ["Shared"], swiftSettings: swift5),
        .target(name: "Widget", dependencies: ["Shared", .product(name: "CoreData", package: "WidgetKit")], swiftSettings: swift5),
        .executableTarget(name: "widget-host"),
        // The widget itself, as the runtime runs it: WidgetKit and SwiftUI over the shared store.
        .target(
            name: "PortfolioWidget",
            dependencies: ["Shared"] + ["CoreData", "WidgetKit", "SwiftUI"].map { .product(name: $0, package: "WidgetKit") },
            swiftSettings: swift5),
    ]
)
