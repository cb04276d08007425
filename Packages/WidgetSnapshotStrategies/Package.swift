// swift-tools-version: 6.0
import PackageDescription

// swift-snapshot-testing's strategies for widget views, for teams whose tests already use its
// `assertSnapshot(of:as:)`: the same pictures and frames as WidgetKit's `WidgetSnapshotTesting`.
// A package of its own, so that a widget that does not use swift-snapshot-testing never resolves it.
let package = Package(
    name: "WidgetSnapshotStrategies",
    products: [.library(name: "WidgetSnapshotStrategies", targets: ["WidgetSnapshotStrategies"])],
    dependencies: [
        .package(path: "../WidgetKit"),
        .package(path: "../WidgetSDK"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(
            name: "WidgetSnapshotStrategies",
            dependencies: [
                .product(name: "WidgetKit", package: "WidgetKit"), .product(name: "WidgetSnapshotTesting", package: "WidgetKit"),
                .product(name: "WidgetWire", package: "WidgetSDK"), .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ])
    ]
)
