import ArgumentParser
import Foundation
import WidgetABI
import WidgetRuntime

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
