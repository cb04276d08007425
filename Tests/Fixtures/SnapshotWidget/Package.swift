// swift-tools-version: 6.0
// A widget extension as an iOS team's repository has it, with its own test target: the widget's
// code and its snapshot tests import WidgetKit and SwiftUI unchanged. The tests copy it, build it
// with `swift test` and change its code between runs.
import PackageDescription

// Packages/WidgetKit and Packages/WidgetSnapshotStrategies of the checkout (the tests write absolute
// paths here in their copy).
let widgetKit = "../../../Packages/WidgetKit"
let strategies = "../../../Packages/WidgetSnapshotStrategies"

let package = Package(
    name: "StepsWidget",
    products: [.library(name: "StepsWidget", type: .dynamic, targets: ["StepsWidget"])],
    dependencies: [
        .package(path: widgetKit), .package(path: strategies),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
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
                // swift-snapshot-testing's assertSnapshot, with the widget strategies.
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "WidgetSnapshotStrategies", package: "WidgetSnapshotStrategies"),
            ]),
    ]
)
