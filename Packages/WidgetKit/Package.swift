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
// `import CoreData` is Apple's Core Data over a SQLite file in the app group, which an app and its
// widget share; its CoreDataCodegen plugin does Xcode's work on a target's `.xcdatamodeld` models.
// `#Preview`, SwiftUI's `@Entry` and SwiftData's `@Model` are macros whose compiler plugin answers the
// compiler's plugin protocol itself, so no package that imports WidgetKit compiles swift-syntax.
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
        // `import CoreData`: Apple's API over a SQLite file (an app's store in the app group, read by
        // its widget); with the CoreDataCodegen plugin, which compiles `.xcdatamodeld` models.
        .library(name: "CoreData", targets: ["CoreData"]),
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
        // Xcode's work on a target's Core Data models: each `NAME.xcdatamodeld` becomes `NAME.momd`
        // and the classes of its entities, and `@NSManaged` properties get their getters and setters:
        // `plugins: [.plugin(name: "CoreDataCodegen", package: "WidgetKit")]`.
        .plugin(name: "CoreDataCodegen", targets: ["CoreDataCodegen"]),
        // Swift Charts: `import Charts`.
        .library(name: "Charts", targets: ["Charts"]),
        // `import SwiftData`: `@Model` classes kept in a SQLite file (`default.store` in the app group
        // for an app and its widget), over the CoreData module's SQLite layer.
        .library(name: "SwiftData", targets: ["SwiftData"]),
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
        .plugin(name: "XcodeSources", capability: .buildTool(), dependencies: ["XcodeSourceRewriter"]),
        .executableTarget(name: "XcodeSourceRewriter"),
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
        .systemLibrary(name: "CCoreDataSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "CoreData", dependencies: [.product(name: "WidgetSDK", package: "WidgetSDK"), "CCoreDataSQLite"]),
        .plugin(name: "CoreDataCodegen", capability: .buildTool()),
        .target(
            name: "CoreLocation",
            dependencies: [.product(name: "WidgetSDK", package: "WidgetSDK"), .product(name: "WidgetWire", package: "WidgetSDK"), "FrameworkStandIns"]),
        // Swift Charts' marks, scales and axes, drawn as the SDK's paths, shapes and texts.
        .target(name: "Charts", dependencies: ["SwiftUI", .product(name: "WidgetWire", package: "WidgetSDK")]),
        .target(name: "SwiftData", dependencies: ["CoreData", "WidgetKitMacros", .product(name: "WidgetSDK", package: "WidgetSDK")]),
    ]
)

// Apple's other frameworks that code shared between an app and its widget imports, each a product of
// its own as Combine is (a module named like Apple's framework is found by other packages'
// `#if canImport`, so only a package that asks for one has it): CryptoKit (swift-crypto's `Crypto`,
// which is CryptoKit's API), Security's keychain (a file per bundle), Network's path monitor (the
// machine's interfaces), UniformTypeIdentifiers, and frameworks that compile and fail softly at run
// time. docs/porting.md, "Apple's other frameworks", says what each does here.
let standIns = Target.Dependency.target(name: "FrameworkStandIns")
package.products += [
    .library(name: "CryptoKit", targets: ["CryptoKit"]),
    .library(name: "Security", targets: ["Security"]),
    .library(name: "Network", targets: ["Network"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "EventKit", targets: ["EventKit"]),
    .library(name: "WeatherKit", targets: ["WeatherKit"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    .library(name: "WebKit", targets: ["WebKit"]),
    .library(name: "TipKit", targets: ["TipKit"]),
    .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
]
package.dependencies += [.package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0")]
package.targets += [
    // What the stand-ins share: the log line that says once what is not here, and their errors' shape.
    .target(name: "FrameworkStandIns", dependencies: [.product(name: "WidgetSDK", package: "WidgetSDK")]),
    .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
    .target(name: "Security", dependencies: [standIns]),
    .target(name: "Network", dependencies: [standIns]),
    .target(name: "UniformTypeIdentifiers", dependencies: [standIns]),
    .target(name: "UserNotifications", dependencies: [standIns]),
    .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation", standIns]),
    .target(name: "AVFoundation", dependencies: [standIns]),
    .target(name: "AuthenticationServices", dependencies: [standIns]),
    .target(name: "StoreKit", dependencies: [standIns]),
    .target(name: "EventKit", dependencies: [standIns]),
    .target(name: "WeatherKit", dependencies: ["CoreLocation", standIns]),
    .target(name: "SafariServices", dependencies: [standIns]),
    .target(name: "WebKit", dependencies: [standIns]),
    .target(name: "TipKit", dependencies: ["SwiftUI", standIns]),
    .target(name: "WatchConnectivity", dependencies: [standIns]),
]
