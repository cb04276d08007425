// swift-tools-version: 6.0
import PackageDescription

// The SDK bundles build against, and the boundary (C header, wire formats) the runtime shares with
// them, live in their own package (Packages/WidgetSDK) so that a bundle depends on nothing else.
let sdk = Target.Dependency.product(name: "WidgetSDK", package: "WidgetSDK")
let wire = Target.Dependency.product(name: "WidgetWire", package: "WidgetSDK")
let abi = Target.Dependency.product(name: "WidgetABI", package: "WidgetSDK")
let defaultsAPI = Target.Dependency.product(name: "UserDefaultsAPI", package: "WidgetSDK")
let layout = Target.Dependency.product(name: "WidgetLayout", package: "WidgetSDK")
let drawing = Target.Dependency.product(name: "WidgetDrawing", package: "WidgetSDK")

// Release builds give each function a section of its own, and the long-running programs (the runtime,
// the desktop surface, a worker) are linked with the functions a refresh runs laid out together
// (Linking/hot-code.order, written by Linking/record-hot-code.sh): the kernel maps a program's code
// 64 KB around each page it first runs, so a refresh's code spread over the program stays resident,
// window by window.
let functionSections = SwiftSetting.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))
let hotCodeFirst = LinkerSetting.unsafeFlags(
    ["-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/Linking/hot-code.order"], .when(configuration: .release))

let package = Package(
    name: "widgets",
    platforms: [.macOS(.v15)],
    products: [
        // The host, for programs that embed the runtime.
        .library(name: "WidgetRuntime", targets: ["WidgetRuntime"]),
        // For apps that feed widgets: shared defaults, reloads, URLs. Not the host: no loader, no renderers.
        .library(name: "WidgetClient", targets: ["WidgetClient"]),
        // For tests of programs that embed the host: a clock moved by hand, the host's events awaited.
        .library(name: "WidgetTesting", targets: ["WidgetTesting"]),
        .executable(name: "widgets", targets: ["widgets"]),
        .executable(name: "widgets-bench", targets: ["widgets-bench"]),
        // Runs one bundle in its own fenced process; the runtime starts it, never people.
        .executable(name: "widgets-worker", targets: ["widgets-worker"]),
        // The widgets on the Linux desktop (Wayland or X11); `widgets run --desktop` starts it.
        .executable(name: "widgets-desktop", targets: ["widgets-desktop"]),
        // Process 1 of a worker's PID namespace, in C: the runtime starts it, never people.
        .executable(name: "widgets-init", targets: ["widgets-init"]),
        // Builds a package someone else wrote in a fence, in C: `widgets install` starts it, never people.
        .executable(name: "widgets-fence", targets: ["widgets-fence"]),
        // The example bundles in Plugins/, built as shared libraries beside the executables.
        .library(name: "CounterWidget", type: .dynamic, targets: ["CounterWidget"]),
        .library(name: "ClockWidget", type: .dynamic, targets: ["ClockWidget"]),
        .library(name: "TimerWidget", type: .dynamic, targets: ["TimerWidget"]),
        .library(name: "DevicesWidget", type: .dynamic, targets: ["DevicesWidget"]),
        .library(name: "GalleryWidget", type: .dynamic, targets: ["GalleryWidget"]),
        // The C library of the declarative Tally example (Plugins/SystemLoad needs none: it calls libc).
        .library(name: "Tally", type: .dynamic, targets: ["TallyLibrary"]),
        // The bundle widgets-bench times WidgetDefaults in.
        .library(name: "DefaultsWorkloadWidget", type: .dynamic, targets: ["DefaultsWorkloadWidget"]),
    ],
    dependencies: [
        .package(path: "Packages/WidgetSDK"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "CFence"),
        .plugin(name: "BuildInfo", capability: .buildTool(), path: "BuildPlugins/BuildInfo"),
        .systemLibrary(name: "CFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // GTK 3 and gtk-layer-shell, for the desktop surface only.
        .systemLibrary(
            name: "CGtk", pkgConfig: "gtk-layer-shell-0", providers: [.apt(["libgtk-3-dev", "libgtk-layer-shell-dev"])]),
        // A Wayland output's connector name (xdg-output), which GTK 3 does not give: for the desktop surface.
        .target(name: "COutputName", linkerSettings: [.linkedLibrary("wayland-client")]),
        // GIO's D-Bus client, for the runtime (GeoClue): GLib only, never GTK.
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // glibc's malloc tuning, for the runtime's process.
        .systemLibrary(name: "CMalloc"),
        // Linux's timerfd, for the runtime's quota readings.
        .systemLibrary(name: "CTimerFD"),
        // What a long-lived process (the runtime, a worker, the desktop) held only to start, given back.
        .target(name: "CStartupMemory"),
        // The runtime's messages to its workers (frames, launch, fence, limits): never in a plugin.
        .target(name: "WorkerWire", dependencies: [wire]),
        // A bundle started where it runs, the same in a worker and in the runtime's process: its library
        // opened and started, the widget_host table it calls. Host-side only: no app reaches it.
        .target(name: "BundleStart", dependencies: [abi, "WorkerWire"]),
        .target(name: "WidgetDeclarative", dependencies: [abi, wire, "WorkerWire", "CFFI"]),
        // What the runtime and the apps that feed it share: the home, its defaults store, the control protocol.
        .target(
            name: "WidgetHome",
            dependencies: [
                wire, layout, "WorkerWire", "CSQLite", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // What every surface shares to show an entry: its frames, date and timer texts, the page's
        // HTML (its style sheets and scripts are Resources/), the terminal's cells. No host: the
        // desktop links this, not WidgetRuntime.
        .target(name: "WidgetSurfaces", dependencies: ["WidgetHome", drawing, layout, wire], resources: [.process("Resources")]),
        .target(
            name: "WidgetRuntime",
            dependencies: [
                "WidgetHome", "WidgetSurfaces", abi, wire, "WorkerWire", "BundleStart", "WidgetDeclarative", "CFence", "CGio", "CTimerFD", drawing, layout,
                "Spawning",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // What the desktop surface decides without a window system: where widgets go, what a click taps;
        // and the GNOME Shell extension that keeps its windows on the desktop.
        .target(name: "WidgetDesktop", dependencies: ["WidgetHome", wire, layout], resources: [.copy("GnomeShellExtension"), .copy("BareTheme")]),
        .executableTarget(
            name: "widgets-desktop",
            dependencies: [
                "WidgetDesktop", "WidgetSurfaces", "WidgetHome", drawing, "CGtk", "COutputName", "CStartupMemory", "Spawning", wire, layout,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [hotCodeFirst]),
        .target(
            name: "WidgetClient",
            dependencies: [
                "WidgetHome", wire, defaultsAPI, .product(name: "FoundationCompat", package: "WidgetSDK"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .target(name: "WidgetTesting", dependencies: ["WidgetRuntime", wire]),
        // Programs started with posix_spawn, their output and errors read at once: for the runtime, the
        // CLI, porting and the tests (Foundation's Process.run() here now and then crashes its caller).
        .target(name: "Spawning"),
        // iOS widget code brought here: what in it needs an edit, and Xcode projects made packages.
        .target(name: "WidgetPorting", dependencies: ["Spawning"]),
        .executableTarget(
            name: "widgets",
            dependencies: [
                "WidgetRuntime", "WidgetPorting", "WidgetDesktop", "Spawning", wire, abi, layout, "CMalloc", "CStartupMemory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ],
            linkerSettings: [hotCodeFirst],
            // `widgets --version` says the commit it was built from.
            plugins: ["BuildInfo"]),
        .executableTarget(
            name: "widgets-worker",
            dependencies: [
                abi, wire, "WorkerWire", "BundleStart", "WidgetDeclarative", "CFence", "CNetworkNotice", "CLocalizedStrings", "CStartupMemory",
            ],
            // Its `socket` and `socketpair` are the ones the bundle's libraries call (CNetworkNotice), its
            // `CFBundleCopyLocalizedString` the one Foundation calls (CLocalizedStrings).
            linkerSettings: [
                .unsafeFlags([
                    "-Xlinker", "--export-dynamic-symbol=socket", "-Xlinker", "--export-dynamic-symbol=socketpair",
                    "-Xlinker", "--export-dynamic-symbol=CFBundleCopyLocalizedString",
                ]), hotCodeFirst,
            ]),
        .executableTarget(
            name: "widgets-init", dependencies: ["CFence", "CStartupMemory"],
            // Static, without the Swift runtime (main.c answers the two calls SwiftPM's start-up object makes).
            linkerSettings: [.unsafeFlags(["-static-executable"])]),
        .executableTarget(name: "widgets-fence", dependencies: ["CFence"]),
        // The worker's own `socket` and `socketpair`, which say why a socket is refused. Never linked elsewhere.
        .target(name: "CNetworkNotice"),
        // The worker's own `CFBundleCopyLocalizedString`, which makes a `.stringsdict` entry a string. Never linked elsewhere.
        .target(name: "CLocalizedStrings"),
        .target(name: "BenchmarkWorkload"),
        // The same three processes as the runtime's, written by hand in C: the floor `widgets-bench desktop` measures.
        .executableTarget(
            name: "widgets-bench-floor", dependencies: ["CGtk"], path: "Benchmarks/DesktopFloor",
            // A C target takes the headers of CGtk, not its module's libraries.
            linkerSettings: ["gtk-3", "gdk-3", "pangocairo-1.0", "pango-1.0", "cairo", "gobject-2.0", "glib-2.0", "m"].map { .linkedLibrary($0) }),
        .executableTarget(
            name: "widgets-bench",
            dependencies: [
                "WidgetRuntime", wire, "WidgetDeclarative", "BenchmarkWorkload", "CSQLite", "CStartupMemory", "Spawning", .product(name: "CPangoCairo", package: "WidgetSDK"), drawing, layout,
                .product(name: "Logging", package: "swift-log"),
            ]),
        .target(
            name: "DefaultsWorkloadWidget", dependencies: [sdk, "BenchmarkWorkload"], path: "Benchmarks/DefaultsWorkload",
            exclude: ["Info.json"]),
        .target(name: "CounterWidget", dependencies: [sdk], path: "Plugins/Counter", exclude: ["Info.json"]),
        .target(name: "ClockWidget", dependencies: [sdk], path: "Plugins/Clock", exclude: ["Info.json"]),
        .target(name: "TimerWidget", dependencies: [sdk], path: "Plugins/Timer", exclude: ["Info.json"]),
        .target(name: "DevicesWidget", dependencies: [sdk], path: "Plugins/Devices", exclude: ["Info.json"]),
        .target(
            name: "GalleryWidget", dependencies: [sdk], path: "Plugins/Gallery", exclude: ["Info.json"],
            // Written as older iOS widget code is (completion handlers without @Sendable).
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "TallyLibrary", path: "Plugins/Tally", exclude: ["Info.json"]),
        // SDK views laid out and painted, for the styles' golden pictures.
        .testTarget(name: "WidgetSDKTests", dependencies: [sdk, wire, layout, drawing]),
        .testTarget(name: "WidgetLayoutTests", dependencies: [layout, wire, drawing, .product(name: "CPangoCairo", package: "WidgetSDK")]),
        .testTarget(name: "WidgetRuntimeTests", dependencies: ["WidgetRuntime", "WidgetTesting", wire, "WorkerWire", "Spawning", "CStartupMemory"]),
        .testTarget(
            name: "WidgetDesktopTests",
            dependencies: ["WidgetDesktop", "WidgetSurfaces", "WidgetHome", wire, layout, drawing, .product(name: "CPangoCairo", package: "WidgetSDK")]),
        .testTarget(name: "WidgetDeclarativeTests", dependencies: ["WidgetDeclarative", wire, abi]),
        .testTarget(name: "WidgetPortingTests", dependencies: ["WidgetPorting"]),
        // Builds real bundles (the examples, Tests/Fixtures) and loads them with dlopen.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "WidgetRuntime", "WidgetTesting", wire, "WorkerWire", "WidgetClient", "WidgetDesktop", drawing, layout, "Spawning",
                .product(name: "ServiceLifecycleTestKit", package: "swift-service-lifecycle"),
            ]),
    ]
)

// Every module of the package (a C module has no Swift to compile, and takes no notice).
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [functionSections]
}
