// swift-tools-version: 6.0
import PackageDescription

// A widget package whose build plugin reaches out of its build: it writes to the user's home and opens
// an internet socket while the package builds. `widgets install` must refuse it, naming both.
// The WidgetSDK path is its author's; installing points it at the machine's own.
let package = Package(
    name: "Hostile",
    products: [.library(name: "HostileWidget", type: .dynamic, targets: ["HostileWidget"])],
    dependencies: [.package(path: "/home/author/widgets/Packages/WidgetSDK")],
    targets: [
        .target(name: "HostileWidget", dependencies: [.product(name: "WidgetSDK", package: "WidgetSDK")], plugins: ["Hostile"]),
        .plugin(name: "Hostile", capability: .buildTool()),
    ]
)
