// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Apple's module names over WidgetSDK, so widget code written for iOS builds with its imports
// unchanged: `import WidgetKit`, `import SwiftUI`, `import AppIntents`, and Xcode's `#Preview`; and
// stand-ins for the frameworks widgets lean on: `import UIKit` (colors, fonts, images) and `import
// Intents` (SiriKit-era configurable widgets), `import ActivityKit` (Live Activities build and are not
// offered), and `import Combine` (OpenCombine's publishers, with SwiftUI's `ObservableObject` and
// `@Published`). os's `Logger` comes with WidgetKit: a module named `os`
// would be found by every package's `#if canImport(os)` (swift-argument-parser's, swift-syntax's) and
// break them, so there is none. Combine is a product of its own for the same reason: only a package
// that asks for it has a module of that name in its build (OpenCombine, built first, gives Apple's
// names to Dispatch and Foundation only where no module named Combine is found); so is `import CoreLocation` (the device's
// location, from the runtime, for bundles granted it).
// `#Preview` is a macro whose expansion is empty: its compiler plugin answers the compiler's plugin
// protocol itself, so no package that imports WidgetKit compiles swift-syntax.
let package = Package(
    name: "WidgetKit",
    products: [
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        // For a widget's own test target: its pictures and frames recorded under `__Snapshots__/`
        // and compared, on Linux, with Swift Testing or XCTest (`assertWidgetSnapshots`).
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        // Gives every file of a target Foundation as on Apple's platforms (`URLSession`, `XMLParser`
        // and the rest with `import Foundation` alone): `plugins: [.plugin(name: "FoundationImports",
        // package: "WidgetKit")]`.
        .plugin(name: "FoundationImports", targets: ["FoundationImports"]),
        // Compiles the files an Xcode target lists (`xcode-sources/TARGET.txt`) where they are, with `#if
        // os(iOS)` holding on Linux: what `widgets port` writes packages with.
        .plugin(name: "XcodeSources", targets: ["XcodeSources"]),
        // Swift Charts: `import Charts`.
        .library(name: "Charts", targets: ["Charts"]),
    ],
    dependencies: [
        .package(path: "../WidgetSDK"),
        // Combine's API on Linux, for the Combine product only.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .macro(name: "WidgetKitMacros"),
        .target(
            name: "WidgetKit",
            dependencies: [
                .product(name: "WidgetSDK", package: "WidgetSDK"), .product(name: "FoundationCompat", package: "WidgetSDK"), "WidgetKitMacros",
            ]),
        .plugin(name: "FoundationImports", capability: .buildTool()),
        .plugin(name: "XcodeSources", capability: .buildTool()),
        .target(name: "SwiftUI", dependencies: ["WidgetKit", "UIKit"]),
        .target(name: "AppIntents", dependencies: ["WidgetKit"]),
        .target(name: "UIKit", dependencies: ["WidgetKit", "_Testing_UIKit"]),
        // What Swift Testing's cross-import overlay for UIKit names (a test file that imports
        // Testing and SwiftUI): nothing, as no UIImage attachments are made here.
        .target(name: "_Testing_UIKit"),
        .target(name: "Intents", dependencies: ["WidgetKit"]),
        .target(name: "ActivityKit", dependencies: ["WidgetKit"]),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "WidgetSDK", package: "WidgetSDK"), .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"), .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]),
        .target(
            name: "WidgetSnapshotTesting",
            dependencies: [
                .product(name: "WidgetSDK", package: "WidgetSDK"), .product(name: "WidgetDrawing", package: "WidgetSDK"),
                .product(name: "WidgetLayout", package: "WidgetSDK"), .product(name: "WidgetWire", package: "WidgetSDK"),
            ]),
        .target(
            name: "CoreLocation",
            dependencies: [.product(name: "WidgetSDK", package: "WidgetSDK"), .product(name: "WidgetWire", package: "WidgetSDK")]),
        // Swift Charts' marks, scales and axes, drawn as the SDK's paths, shapes and texts.
        .target(name: "Charts", dependencies: ["SwiftUI", .product(name: "WidgetWire", package: "WidgetSDK")]),
    ]
)
