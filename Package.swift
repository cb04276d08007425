// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "widgets",
    platforms: [.macOS(.v15)],
    products: [
        // What plugin authors depend on; each plugin links its own copy.
        .library(name: "WidgetSDK", targets: ["WidgetSDK"]),
        // The host, for programs that embed the runtime.
        .library(name: "WidgetRuntime", targets: ["WidgetRuntime"]),
        // For apps that feed widgets: shared defaults (and later reloads).
        .library(name: "WidgetClient", targets: ["WidgetClient"]),
        .executable(name: "widgets", targets: ["widgets"]),
        .executable(name: "widgets-bench", targets: ["widgets-bench"]),
        // Runs one bundle in its own fenced process; the runtime starts it, never people.
        .executable(name: "widgets-worker", targets: ["widgets-worker"]),
        // The example bundles in Plugins/, built as shared libraries beside the executables.
        .library(name: "CounterWidget", type: .dynamic, targets: ["CounterWidget"]),
        .library(name: "ClockWidget", type: .dynamic, targets: ["ClockWidget"]),
        .library(name: "TimerWidget", type: .dynamic, targets: ["TimerWidget"]),
        .library(name: "DevicesWidget", type: .dynamic, targets: ["DevicesWidget"]),
        // The C library of the declarative Tally example (Plugins/SystemLoad needs none: it calls libc).
        .library(name: "Tally", type: .dynamic, targets: ["TallyLibrary"]),
        // The bundle widgets-bench times WidgetDefaults in.
        .library(name: "DefaultsWorkloadWidget", type: .dynamic, targets: ["DefaultsWorkloadWidget"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "WidgetABI"),
        .target(name: "CFence"),
        .systemLibrary(name: "CFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "WidgetWire"),
        .target(name: "WidgetSDK", dependencies: ["WidgetABI", "WidgetWire"]),
        .target(name: "WidgetDeclarative", dependencies: ["WidgetABI", "WidgetWire", "CFFI"]),
        .target(
            name: "WidgetRuntime",
            dependencies: [
                "WidgetABI", "WidgetWire", "WidgetDeclarative", "CSQLite", "CFence", .product(name: "Logging", package: "swift-log"),
                .product(name: "HeapModule", package: "swift-collections"),
            ]),
        .target(
            name: "WidgetClient",
            dependencies: ["WidgetRuntime", "WidgetWire", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(
            name: "widgets",
            dependencies: [
                "WidgetRuntime", "WidgetWire", "WidgetABI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .executableTarget(name: "widgets-worker", dependencies: ["WidgetABI", "WidgetWire", "WidgetDeclarative", "CFence"]),
        .target(name: "BenchmarkWorkload"),
        .executableTarget(
            name: "widgets-bench",
            dependencies: [
                "WidgetRuntime", "WidgetWire", "WidgetDeclarative", "BenchmarkWorkload", "CSQLite", .product(name: "Logging", package: "swift-log"),
            ]),
        .target(
            name: "DefaultsWorkloadWidget", dependencies: ["WidgetSDK", "BenchmarkWorkload"], path: "Benchmarks/DefaultsWorkload",
            exclude: ["Info.json"]),
        .target(name: "CounterWidget", dependencies: ["WidgetSDK"], path: "Plugins/Counter", exclude: ["Info.json"]),
        .target(name: "ClockWidget", dependencies: ["WidgetSDK"], path: "Plugins/Clock", exclude: ["Info.json"]),
        .target(name: "TimerWidget", dependencies: ["WidgetSDK"], path: "Plugins/Timer", exclude: ["Info.json"]),
        .target(name: "DevicesWidget", dependencies: ["WidgetSDK"], path: "Plugins/Devices", exclude: ["Info.json"]),
        .target(name: "TallyLibrary", path: "Plugins/Tally", exclude: ["Info.json"]),
        .testTarget(name: "WidgetSDKTests", dependencies: ["WidgetSDK", "WidgetWire"]),
        .testTarget(name: "WidgetRuntimeTests", dependencies: ["WidgetRuntime", "WidgetWire"]),
        .testTarget(name: "WidgetDeclarativeTests", dependencies: ["WidgetDeclarative", "WidgetWire", "WidgetABI"]),
        // Builds real bundles (the examples, Tests/Fixtures) and loads them with dlopen.
        .testTarget(name: "EndToEndTests", dependencies: ["WidgetRuntime", "WidgetWire", "WidgetClient"]),
    ]
)
