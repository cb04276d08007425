// swift-tools-version: 6.0
import PackageDescription

// What a widget bundle depends on, and nothing else: no server, storage or command-line packages
// (and what draws its pictures, which only the host and snapshot tests link).
// A bundle's package names it by path: `.package(path: "…/Packages/WidgetSDK")`.

// The modules the host's programs link give each function a section of their own in release builds,
// for the host's linker to lay out the code a refresh runs together (the root package's Linking/).
let functionSections = SwiftSetting.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))

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
        // Laid-out widgets painted with cairo and text set with Pango in the fonts this package
        // carries: the host's pictures and snapshot tests'. Never in a bundle.
        .library(name: "WidgetDrawing", targets: ["WidgetDrawing"]),
        // Pango and cairo themselves, for what measures against them.
        .library(name: "CPangoCairo", targets: ["CPangoCairo"]),
    ],
    targets: [
        .target(name: "WidgetABI"),
        .target(name: "WidgetWire", swiftSettings: [functionSections]),
        .target(name: "UserDefaultsAPI"),
        .target(name: "FoundationCompat"),
        .target(name: "WidgetLayout", dependencies: ["WidgetWire"], swiftSettings: [functionSections]),
        .target(name: "WidgetSDK", dependencies: ["WidgetABI", "WidgetWire", "UserDefaultsAPI", "WidgetLayout", "FoundationCompat"]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // Text measured and widgets painted with Pango and cairo, from the layout engine's frames.
        .target(
            name: "WidgetDrawing", dependencies: ["WidgetLayout", "WidgetWire", "CPangoCairo"], resources: [.copy("Fonts")],
            swiftSettings: [functionSections]),
    ]
)
