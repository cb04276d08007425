// swift-tools-version: 6.0
// What `widgets-bench coredata` times: a fetch through Packages/WidgetKit's CoreData
// (`NSFetchRequest` with a predicate, a sort and a limit, on a model compiled by CoreDataCodegen),
// built in release by the bench in a build folder of its own. The bench times the same query in raw
// SQLite itself, on the store this program made.
import Foundation
import PackageDescription

// The checkout is two folders up; WidgetKit is its package of that name.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "CoreDataFetch",
    dependencies: [.package(path: checkout.appending(path: "Packages/WidgetKit").path)],
    targets: [
        .executableTarget(
            name: "coredata-fetch", dependencies: [.product(name: "CoreData", package: "WidgetKit")], exclude: ["Bench.xcdatamodeld"],
            plugins: [.plugin(name: "CoreDataCodegen", package: "WidgetKit")])
    ]
)
