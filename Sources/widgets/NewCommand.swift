import ArgumentParser
import Foundation
import WidgetABI
import WidgetRuntime

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a widget package, as Xcode's widget extension template does.",
        discussion: """
            Writes NAME/ with Package.swift (depending on this checkout's WidgetSDK package by its absolute \
            path), Sources/NAMEWidget/NAMEWidget.swift, Info.json, README.md and .gitignore. The widget is a \
            static one with a TimelineProvider (the README's example), or with --intent an \
            AppIntentConfiguration with a WidgetConfigurationIntent; with --kit it imports WidgetKit and \
            SwiftUI, has a #Preview, and depends on the WidgetKit package instead. Then, in NAME/: \
            `widgets bundle --install` and `widgets snapshot NAME`.
            """)

    @Argument(help: ArgumentHelp("The widget's name, a Swift type name such as Weather.", valueName: "name"))
    var name: String

    @Flag(help: "Make a configurable widget (AppIntentConfiguration) instead of a static one.")
    var intent = false

    @Flag(help: ArgumentHelp(
        "Write it as for Xcode: import WidgetKit and SwiftUI, with a #Preview, depending on the WidgetKit package (whose macro makes the first build about two minutes longer)."))
    var kit = false

    @Option(help: ArgumentHelp("The folder to create the package in (default: the current folder).", valueName: "dir"))
    var dir: String?

    @Option(help: ArgumentHelp(
        "The WidgetSDK package to depend on (default: $WIDGETS_SDK, else Packages/WidgetSDK of the checkout widgets was built in).",
        valueName: "path"))
    var sdk: String?

    func run() throws {
        guard Self.isTypeName(name) else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: name, "is not a name a Swift type can have",
                fix: "use letters and digits, starting with a capital letter, e.g. Weather or StockTicker")
        }
        let sdkFolder = try SDKLocation.find(explicit: sdk)
        let parent = URL(filePath: dir ?? ".", relativeTo: URL.currentDirectory()).standardizedFileURL
        // Run inside an empty folder of that name (`mkdir Weather && cd Weather`), the package goes there.
        let isEmptyNamesake = parent.lastPathComponent == name
            && ((try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty ?? false)
        let folder = isEmptyNamesake ? parent : parent.appending(path: name)
        if let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            throw WidgetRuntimeError(
                .configurationInvalid, at: folder.path, "already exists and is not empty",
                fix: "choose another name or --dir, or remove the folder")
        }
        let files = PackageTemplate(name: name, sdk: sdkFolder, configurable: intent, kit: kit).files
        for (path, text) in files {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        print("Created \(folder.path) (\(intent ? "configurable" : "static") widget \(name)):")
        for (path, _) in files { print("  \(path)") }
        let cd = isEmptyNamesake ? "" : "  cd \(Self.relative(folder))\n"
        print("\nNext:\n\(cd)  widgets bundle --install\n  widgets snapshot \(name)")
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase, name.count <= 60 else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// A folder as the user would `cd` to it from here.
    static func relative(_ folder: URL) -> String {
        let here = URL.currentDirectory().standardizedFileURL.path
        return folder.path.hasPrefix(here + "/") ? String(folder.path.dropFirst(here.count + 1)) : folder.path
    }
}

/// Where the WidgetSDK package is, for packages `widgets new` makes.
enum SDKLocation {
    static func find(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let given = explicit ?? environment["WIDGETS_SDK"].flatMap { $0.isEmpty ? nil : $0 }
        if let given {
            let folder = URL(filePath: given, relativeTo: URL.currentDirectory()).standardizedFileURL
            guard isSDK(folder) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: folder.path, "is not the WidgetSDK package (it has no Package.swift naming WidgetSDK)",
                    fix: "give the Packages/WidgetSDK folder of a widgets checkout")
            }
            return folder
        }
        // The checkout this executable was built in: from where it runs, or, once installed elsewhere,
        // from where its sources were.
        let candidates = ancestors(of: RuntimeHome.executableDirectory) + ancestors(of: URL(filePath: #filePath))
        if let checkout = candidates.first(where: { isSDK($0.appending(path: "Packages/WidgetSDK")) }) {
            return checkout.appending(path: "Packages/WidgetSDK")
        }
        throw WidgetRuntimeError(
            .configurationInvalid, at: "WidgetSDK", "cannot find the WidgetSDK package",
            fix: "pass --sdk PATH (or set WIDGETS_SDK) to the Packages/WidgetSDK folder of a widgets checkout")
    }

    private static func ancestors(of url: URL) -> [URL] {
        var folders: [URL] = []
        var folder = url.standardizedFileURL
        while folder.pathComponents.count > 1 {
            folders.append(folder)
            folder.deleteLastPathComponent()
        }
        return folders
    }

    private static func isSDK(_ folder: URL) -> Bool {
        guard let manifest = try? String(contentsOf: folder.appending(path: "Package.swift"), encoding: .utf8) else { return false }
        return manifest.contains(#"name: "WidgetSDK""#)
    }
}

/// The files of a new widget package.
struct PackageTemplate {
    let name: String
    let sdk: URL
    let configurable: Bool
    /// Apple's module names (the WidgetKit package beside the SDK) instead of `import WidgetSDK`.
    var kit = false

    var target: String { "\(name)Widget" }

    var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageManifest), ("Info.json", info), ("Sources/\(target)/\(target).swift", configurable ? intentSource : staticSource),
            ("README.md", readme), (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
        ]
    }

    var packageManifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(target)", type: .dynamic, targets: ["\(target)"])],
            dependencies: [.package(path: \(JSONString(dependency.path)))],
            targets: [.target(name: "\(target)", dependencies: [\(products)]\(kitSettings))]
        )

        """
    }

    /// With --kit, what Xcode's widget extension has: the Swift 5 language mode (Apple's sample code
    /// declares `static var title` and the like, errors in Swift 6's), and Foundation as on Apple's
    /// platforms (`URLSession` with `import Foundation` alone).
    var kitSettings: String {
        guard kit else { return "" }
        return #"""
            ,
                    swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: [.plugin(name: "FoundationImports", package: "WidgetKit")]
            """#
    }

    /// The package the widget depends on: the SDK, or the WidgetKit package beside it.
    var dependency: URL { kit ? sdk.deletingLastPathComponent().appending(path: "WidgetKit") : sdk }

    /// The target's dependencies, as Package.swift lists them.
    var products: String {
        let modules = kit ? (configurable ? ["WidgetKit", "SwiftUI", "AppIntents"] : ["WidgetKit", "SwiftUI"]) : ["WidgetSDK"]
        let package = kit ? "WidgetKit" : "WidgetSDK"
        return modules.map { #".product(name: "\#($0)", package: "\#(package)")"# }.joined(separator: ", ")
    }

    var info: String {
        """
        {
          "identifier": "com.example.\(name.lowercased())",
          "name": "\(name)",
          "version": "1.0.0",
          "abiVersion": \(WIDGET_ABI_VERSION),
          "library": "lib\(target).so"
        }

        """
    }

    /// The imports: the SDK's one module, or Apple's names over it.
    var imports: String {
        guard kit else { return "import WidgetSDK" }
        return (configurable ? ["AppIntents", "SwiftUI", "WidgetKit"] : ["SwiftUI", "WidgetKit"]).map { "import \($0)" }.joined(separator: "\n")
    }

    /// The README's example, named after the package.
    var staticSource: String {
        """
        \(imports)

        struct \(name)Entry: TimelineEntry {
            let date: Date
            let temperature: Int
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> \(name)Entry {
                \(name)Entry(date: Date(), temperature: 20)
            }

            func getSnapshot(in context: Context, completion: @escaping @Sendable (\(name)Entry) -> Void) {
                completion(\(name)Entry(date: Date(), temperature: 21))
            }

            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<\(name)Entry>) -> Void) {
                let now = Date()
                let entries = (0..<3).map { \(name)Entry(date: now.addingTimeInterval(Double($0) * 3600), temperature: 21 + $0) }
                completion(Timeline(entries: entries, policy: .atEnd))
            }
        }

        struct \(name)Widget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "\(name)", provider: Provider()) { entry in
                    VStack(alignment: .leading) {
                        Text("Lisbon").font(.headline)
                        Text("\\(entry.temperature)°").font(.system(size: 40, weight: .light))
                        Spacer()
                        Text("Updated \\(entry.date, style: .time)").font(.caption)
                    }
                    .containerBackground(for: .widget) { Color.blue.opacity(0.2) }
                }
                .configurationDisplayName("\(name)")
                .description("The temperature where you are.")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        @main
        struct \(name)Bundle: WidgetBundle {
            var body: some Widget {
                \(name)Widget()
            }
        }
        \(preview)
        """
    }

    /// Xcode's canvas preview of the widget (`--kit`; the SDK alone has no macros).
    var preview: String {
        guard kit else { return "" }
        return """

            #Preview(as: .systemSmall) {
                \(name)Widget()
            } timeline: {
                \(name)Entry(date: .now, temperature: 20)
                \(name)Entry(date: .now, temperature: 24)
            }

            """
    }

    var intentSource: String {
        """
        \(imports)

        struct ConfigurationAppIntent: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Configuration"
            static let description = IntentDescription("This is an example widget.")

            // An example configurable parameter: `widgets configure ID favoriteEmoji=🤩`.
            @Parameter(title: "Favorite Emoji", default: "😃")
            var favoriteEmoji: String
        }

        struct Provider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
            }

            func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: configuration)
            }

            func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
                // Five entries an hour apart, starting now; asked again after the last.
                let now = Date()
                let entries = (0..<5).map { hour in
                    SimpleEntry(date: Calendar.current.date(byAdding: .hour, value: hour, to: now)!, configuration: configuration)
                }
                return Timeline(entries: entries, policy: .atEnd)
            }
        }

        struct SimpleEntry: TimelineEntry {
            let date: Date
            let configuration: ConfigurationAppIntent
        }

        struct \(name)EntryView: View {
            var entry: Provider.Entry

            var body: some View {
                VStack {
                    Text("Time:")
                    Text(entry.date, style: .time)
                    Text("Favorite Emoji:")
                    Text(entry.configuration.favoriteEmoji)
                }
            }
        }

        @main
        struct \(name): Widget {
            let kind: String = "\(name)"

            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
                    \(name)EntryView(entry: entry)
                        .containerBackground(Color.blue.opacity(0.15), for: .widget)
                }
                .configurationDisplayName("\(name)")
            }
        }

        """
    }

    var readme: String {
        """
        # \(name)

        A widget for the `widgets` runtime, written as for WidgetKit.

        ```sh
        widgets bundle --install        # build, package as \(name).widgetbundle, install into the home's plugins
        widgets snapshot \(name)        # draw it now
        widgets validate .              # check it as the runtime will use it
        widgets run --dev --watch .     # show it, rebuilt and redrawn as you edit
        ```

        The code is in `Sources/\(target)/\(target).swift`; `Info.json` says who the bundle is and what it may
        reach (app groups, URL schemes, network).

        """
    }

    /// A string as a Swift (and JSON) literal.
    private func JSONString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
