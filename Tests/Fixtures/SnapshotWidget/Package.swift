// swift-tools-version: 6.0
// A widget extension as an iOS team's repository has it, with its own test target: the widget's
// code and its snapshot tests import WidgetKit and SwiftUI unchanged. The tests copy it, build it
// with `swift test` and change its code between runs.
import PackageDescription

// Packages/WidgetKit of the checkout (the tests write an absolute path here in their copy).
let widgetKit = "../../../Packages/WidgetKit"

let package = Package(
    name: "StepsWidget",
    products: [.library(name: "StepsWidget", type: .dynamic, targets: ["StepsWidget"])],
    dependencies: [.package(path: widgetKit)],
    targets: [
        .target(
            name: "StepsWidget",
            dependencies: [.product(name: "WidgetKit", package: "WidgetKit"), .product(name: "SwiftUI", package: "WidgetKit")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "StepsWidgetTests",
            dependencies: [
                "StepsWidget", .product(name: "WidgetKit", package: "WidgetKit"), .product(name: "SwiftUI", package: "WidgetKit"),
                .product(name: "WidgetSnapshotTesting", package: "WidgetKit"),
            ]),
    ]
)
