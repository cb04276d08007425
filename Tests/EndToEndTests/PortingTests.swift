import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Widget code written for iOS, built as it is: Xcode's widget extension templates
/// (Tests/Fixtures/KitWidgets, built by the tests against Packages/WidgetKit), with `import
/// WidgetKit`, `import SwiftUI`, `import AppIntents`, `.containerBackground(.fill.tertiary, for:
/// .widget)` and `#Preview`, loaded and drawn.
@Suite(.throttled) struct PortingTests {
    @Test func xcodesWidgetTemplateBuildsUnchangedAndDraws() async throws {
        let scratch = try Scratch()
        let template = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/MyWidget")
        let manifest = try String(contentsOf: template.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("MyWidget", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libMyWidget.so"))
        let report = try await scratch.load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, kind) = try report.resolve("MyWidget")
        #expect(kind.configuration?.parameters.map(\.name) == ["favoriteEmoji"])

        let entry = try await bundle.snapshot(kind: "MyWidget", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.filter { !$0.isEmpty } == ["Time:", "Favorite Emoji:", "😃"], "\(entry.view.texts)")
        #expect(entry.view.modifiers.contains(.containerBackground(RenderNode(.color(.named("fill.tertiary", opacity: 1))))))
        let configured = try await bundle.snapshot(
            kind: "MyWidget", context: ProviderContext(family: .systemSmall, configuration: .object([("favoriteEmoji", "🤩")])))
        #expect(configured.view.texts.contains("🤩"))
        let timeline = try await bundle.timeline(kind: "MyWidget", context: ProviderContext(family: .systemMedium))
        #expect(timeline.timeline.entries.count == 5 && timeline.timeline.policy == .atEnd)

        // The template's `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`, drawn with its two entries.
        let previews = try await bundle.previews()
        #expect(previews == [PreviewDescription(name: nil, kind: "MyWidget", family: .systemSmall)])
        let drawn = try await bundle.preview(0, context: ProviderContext(family: .systemMedium, colorScheme: "dark"))
        #expect(drawn.map { $0.view.texts.last } == ["😀", "🤩"], "\(drawn.map(\.view.texts))")
        await #expect(throws: WidgetRuntimeError.self) { try await bundle.preview(1, context: ProviderContext(family: .systemSmall)) }

        let text = TextRenderer(colors: false).render(entry.view, family: .systemSmall, title: kind.displayName)
        #expect(text.contains("Favorite Emoji:") && text.contains("😃"))
        let html = HTMLRenderer().fragment(entry.view, family: .systemSmall, title: kind.displayName)
        #expect(html.contains("background:var(--fill-tertiary)"), "\(html)")
        report.shutdown()
    }

    @Test func xcodesStaticWidgetTemplateBuildsUnchangedWithItsOldCompletionHandlers() async throws {
        let scratch = try Scratch()
        let template = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/Glance")
        let manifest = try String(contentsOf: template.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Glance", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libGlance.so"))
        let report = try await scratch.load()
        let (bundle, kind) = try report.resolve("Glance")
        #expect(kind.displayName == "My Widget" && kind.description == "This is an example widget.")
        let entry = try await bundle.snapshot(kind: "Glance", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.filter { !$0.isEmpty } == ["Time:", "Emoji:", "😀"], "\(entry.view.texts)")
        let timeline = try await bundle.timeline(kind: "Glance", context: ProviderContext(family: .systemSmall))
        #expect(timeline.timeline.entries.count == 5)
        report.shutdown()
    }

    /// SwiftUI's `@Entry` as iOS 18 code writes it, in Swift 6: the values set with
    /// `.environment(_:_:)` are drawn where they are set, the defaults (a type's, one the value gives,
    /// an optional's nil, a default over several lines, a class instance, a formatter and an array
    /// of a class, none of them `Sendable`) everywhere else.
    @Test func entryMacroEnvironmentValuesAreSetAndDrawn() async throws {
        let scratch = try Scratch()
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/ThemedWidget")
        let manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Themed", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libThemedWidget.so"))
        let report = try await scratch.load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, _) = try report.resolve("ThemedWidget")
        let entry = try await bundle.snapshot(kind: "ThemedWidget", context: ProviderContext(family: .systemSmall))
        #expect(
            entry.view.texts == [
                "Bonjour", "set", "new, today", "empty shelf, 2 shelves, no date style",
                "Hello", "no caption", "new, today", "empty shelf, 0 shelves, no date style",
            ], "\(entry.view.texts)")
        // Each greeting is drawn in its accent: the value set, else the default.
        let styles = Self.styles(entry.view)
        #expect(styles.first { $0.0 == "Bonjour" }?.1.color == .named("orange", opacity: 1), "\(styles)")
        #expect(styles.first { $0.0 == "Hello" }?.1.color == .named("blue", opacity: 1), "\(styles)")
        report.shutdown()
    }

    /// `Font.custom(_:size:)`, `(_:size:relativeTo:)` and `(_:fixedSize:)` with fonts the runtime
    /// does not have: the text is drawn in the system font at the size asked for, and the bundle's
    /// log says so once a font, however often and at whatever size it is drawn, naming it and what
    /// to write instead.
    @Test func customFontsAreDrawnInTheSystemFontAndSaidOnceAFont() async throws {
        let scratch = try Scratch()
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/ThemedWidget")
        let manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Themed", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libThemedWidget.so"))
        let log = LogCapture()
        let report = await BundleLoader(home: try scratch.home(), logger: log.logger).load()
        defer { report.shutdown() }
        let (bundle, _) = try report.resolve("ThemedWidget")
        _ = try await bundle.snapshot(kind: "ThemedWidget", context: ProviderContext(family: .systemSmall))
        let entry = try await bundle.snapshot(kind: "ThemedWidget", context: ProviderContext(family: .systemMedium))
        let styles = Self.styles(entry.view)
        #expect(styles.first { $0.0 == "no caption" }?.1.font == FontValue(size: 13, weight: "regular", design: "default"), "\(styles)")
        let said = log.messages.filter { $0.contains("Font.custom(") }
        let fix = "is drawn in the system font, at the size asked for: widgets set text in the runtime's own fonts and find none by name, "
            + "on the machine or in the bundle's Resources; choose the look with .system(size:weight:design:) (design .serif, .rounded or "
            + ".monospaced) to draw it as meant"
        #expect(
            said == [
                "warning: [com.example.themed] Font.custom(\"Avenir Next\") \(fix)",
                "warning: [com.example.themed] Font.custom(\"Georgia\") \(fix)",
            ], "\(log.messages)")
    }

    /// An `@Entry` the macro cannot make a key of is an error at its line that says what to write: a
    /// type with no default, a `let`, an extension of a type this SDK has no entries for.
    @Test func entryMacroSaysWhatToWriteWhereItCannotMakeAKey() async throws {
        let (status, output, line) = try await typecheckWithEntryMacro("""
            extension EnvironmentValues {
                @Entry var count: Int
                @Entry let fixed = 1
                @Entry var fine: Int = 2
            }
            extension Transaction { @Entry var animated = true }

            """)
        #expect(status != 0)
        #expect(output.contains("Entries.swift:\(line + 1):5: error: '@Entry var count: Int' has no default value: give it one ('= …'), or make its type optional ('Int?') for nil"), "\(output)")
        #expect(output.contains("Entries.swift:\(line + 2):5: error: '@Entry' needs a 'var': write 'var' for 'let'"), "\(output)")
        #expect(output.contains("Entries.swift:\(line + 5):25: error: '@Entry' makes entries of EnvironmentValues here, not of Transaction"), "\(output)")
        #expect(!output.contains("Entries.swift:\(line + 3):"), "\(output)")
    }

    /// `@Entry`'s keys compile without an error or a warning in the Swift 5 and Swift 6 language
    /// modes, whatever the default: values that are not `Sendable` (a class instance, a formatter,
    /// an array of a class, a closure) with their type written or given by the value, `Sendable`
    /// ones, an optional's nil, in an extension named with its module.
    @Test func entryMacroKeysCompileInSwift5And6WithDefaultsThatAreNotSendable() async throws {
        for mode in ["5", "6"] {
            let (status, output, _) = try await typecheckWithEntryMacro(
                """
                final class Item { var count = 0 }
                extension EnvironmentValues {
                    @Entry var formatter = DateFormatter()
                    @Entry var item = Item()
                    @Entry var items: [Item] = []
                    @Entry public var next: (Int) -> Int = { $0 + 1 }
                    @Entry var flag = true
                    @Entry var named: String = "x"
                    @Entry var maybe: Item?
                    @Entry var counted = Item()
                        .count
                }
                extension SwiftUI.EnvironmentValues {
                    @Entry var `default` = [Item]()  // a name in backticks
                }
                func read(_ values: EnvironmentValues) -> Int { values.item.count + values.items.count + values.counted }

                """, swiftVersion: mode)
            #expect(status == 0, "Swift \(mode): \(output)")
            #expect(!output.contains("warning:"), "Swift \(mode): \(output)")
        }
    }

    /// Type-checks `entries` in a file Entries.swift after SwiftUI's declaration of `@Entry` and a
    /// stand-in for the types it extends, in a module named SwiftUI and a language mode: the
    /// compiler's status and output, and the line `entries` start on.
    private func typecheckWithEntryMacro(_ entries: String, swiftVersion: String = "5") async throws -> (status: Int32, output: String, line: Int) {
        let plugin = try await Fixtures.kitLibraries().appending(path: "WidgetKitMacros-tool")
        let file = try Scratch().root.appending(path: "Entries.swift")
        let declaration = try String(contentsOf: Fixtures.repository.appending(path: "Packages/WidgetKit/Sources/SwiftUI/Entry.swift"), encoding: .utf8)
        let prefix = declaration + """
            import Foundation
            public protocol EnvironmentKey { associatedtype Value; static var defaultValue: Value { get } }
            public struct EnvironmentValues: Sendable {
                public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { K.defaultValue } set {} }
            }
            public struct Transaction {}

            """
        try (prefix + entries).write(to: file, atomically: true, encoding: .utf8)
        let compiled = await Fixtures.run(
            ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-module-name", "SwiftUI",
             "-load-plugin-executable", "\(plugin.path)#WidgetKitMacros", file.path])
        return (compiled.status, compiled.output + compiled.error, prefix.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// Type-checks files of Tests/Fixtures/ModelMacro with SwiftData's macro declarations in a
    /// module named SwiftData (over a stand-in for what the expansions name), dumping every expansion.
    private func compileWithModelMacro(_ files: String...) async throws -> String {
        let plugin = try await Fixtures.kitLibraries().appending(path: "WidgetKitMacros-tool")
        let folder = Fixtures.repository.appending(path: "Tests/Fixtures/ModelMacro")
        let macros = Fixtures.repository.appending(path: "Packages/WidgetKit/Sources/SwiftData/Macros.swift")
        let compiled = await Fixtures.run(
            ["swiftc", "-typecheck", "-module-name", "SwiftData", "-load-plugin-executable", "\(plugin.path)#WidgetKitMacros", macros.path,
             folder.appending(path: "SwiftDataStandIn.swift").path, "-Xfrontend", "-dump-macro-expansions"]
                + files.map { folder.appending(path: $0).path })
        return compiled.output + compiled.error
    }

    /// `@Model` persists a class's stored properties as written, read without swift-syntax: a `var`
    /// with or without a value or observers, a `let` without a value, `;`-separated ones; not a
    /// `@Transient`, static, lazy or computed one, one inside `#if`, a closure's, a nested type's or a
    /// function's locals, nor what comments and strings hold.
    @Test func modelMacroPersistsTheStoredPropertiesAsWritten() async throws {
        let output = try await compileWithModelMacro("Models.swift")
        #expect(!output.contains("error:"), "\(output)")
        func persisted(_ type: String) -> [String] {
            output.split(separator: "\n").compactMap { line in
                guard let range = line.range(of: "keypath: \\\(type).") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != "," })
            }
        }
        #expect(persisted("Trip") == ["name", "start", "code", "count", "text", "stops", "onTap"], "\(output)")
        #expect(persisted("Stop") == ["trip", "place", "order"], "\(output)")
        #expect(output.contains("attribute: SwiftData.Schema.Attribute(.unique)"), "\(output)")
        #expect(output.contains("relationship: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \\Stop.trip)"), "\(output)")
        #expect(output.contains("self.code = backingData.getValue(forKey: \"code\")"), "\(output)")
    }

    /// What `@Model` cannot make a model of is an error at the attribute that says what to write.
    @Test func modelMacroSaysWhatToWriteWhereItCannotMakeAModel() async throws {
        let output = try await compileWithModelMacro("Mistakes.swift")
        #expect(output.contains("Mistakes.swift:2:1: error: @Model applies to a class: make this a `final class`"), "\(output)")
        #expect(output.contains("Mistakes.swift:6:1: error: @Model needs one property per `var`: declare 'first', 'second' each on a line of its own"), "\(output)")
        #expect(output.contains("Mistakes.swift:11:1: error: @Model needs the type of 'count' written out: `var count: TYPE`"), "\(output)")
    }

    /// iOS widget code beyond WidgetKit, as it is written: `import UIKit` colors and fonts, os's
    /// `Logger`, `import Intents` with an `IntentConfiguration`, Foundation's `UserDefaults` of an app
    /// group, `@State`, `.onAppear`, a custom `Shape` and `ButtonStyle`, `Text(_:comment:)`, a
    /// `PreviewProvider` and `#Preview(traits:)`. It builds (with its `import os` guarded, the edit
    /// `widgets port` asks for), loads in a worker and draws the app's data.
    @Test func iOSWidgetCodeWithUIKitOsAndSiriKitNamesBuildsAndDraws() async throws {
        let scratch = try Scratch()
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/PortedWidget")
        let manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Ported", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libPortedWidget.so"))
        let home = try scratch.home(more: Self.sharedApp)
        try DefaultsStore(file: home.defaultsDatabase).set(.int(6_543), forKey: "steps", in: "group.example.shared")
        let log = LogCapture()
        let report = await BundleLoader(home: home, logger: log.logger).load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, kind) = try report.resolve("StepsWidget")
        #expect(kind.displayName == "Steps" && kind.description == "Today's steps against your goal.")
        #expect(kind.supportedFamilies == [.systemSmall, .systemMedium])

        let entry = try await bundle.snapshot(kind: "StepsWidget", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.filter { !$0.isEmpty } == ["Steps", "6543", "of 10000", "Refresh"], "\(entry.view.texts)")
        // UIKit's colors are SwiftUI's palette: the label green, the background the system one.
        #expect(entry.view.containerBackground == RenderNode(.color(.named("background", opacity: 1))))
        // The goal ring is its path in its 28-point frame, 65% of the way round; the styled button keeps its tap.
        let ring = try #require(Self.shapes(entry.view).first { $0.kind == .path })
        #expect(ring.path?.size == Size(width: 28, height: 28) && ring.line?.cap == .round && ring.path?.elements.first == .move(PathNode.Point(x: 14, y: 0)))
        let refresh = try #require(Self.controls(entry.view).first)
        #expect(refresh.styled && refresh.target == "button-1" && refresh.label.texts == ["Refresh"])
        // The os.Logger line is in the runtime's log, under the bundle.
        #expect(log.messages.contains { $0.contains("[com.example.ported:widget] steps: 6543 of 10000") }, "\(log.messages)")
        let timeline = try await bundle.timeline(kind: "StepsWidget", context: ProviderContext(family: .systemMedium))
        #expect(timeline.timeline.entries.count == 1)
        // The ring every tutorial writes builds as it is: its circle trimmed from three o'clock and
        // turned a quarter back, so it starts at the top as on iOS.
        let medium = try await bundle.snapshot(kind: "StepsWidget", context: ProviderContext(family: .systemMedium))
        let turned = try #require(Self.nodes(medium.view).first { !$0.modifiers.isEmpty && $0.modifiers.allSatisfy { $0 == .rotationEffect(degrees: -90, anchor: .center) } })
        #expect(turned.element == .shape(ShapeNode(
            kind: .circle, stroke: .named("green", opacity: 1), lineWidth: 8, line: LineStyle(cap: .round), trimTo: 0.6543)))
        // `#Preview(traits:) { StepsWidgetEntryView(…) }`: a view's preview, drawn in the family asked for;
        // then a named widget preview, after a comment that names the macro.
        #expect(try await bundle.previews() == [
            PreviewDescription(name: nil, kind: nil, family: nil), PreviewDescription(name: "Busy day", kind: "StepsWidget", family: .systemSmall),
        ])
        let preview = try await bundle.preview(0, context: ProviderContext(family: .systemMedium))
        #expect(preview.count == 1 && preview.first?.view.texts.contains("8000") == true, "\(preview.map(\.view.texts))")
        let busy = try await bundle.preview(1, context: ProviderContext(family: .systemSmall))
        #expect(busy.count == 1 && busy.first?.view.texts.contains("12000") == true, "\(busy.map(\.view.texts))")
        report.shutdown()
    }

    /// Its texts in the runtime's language from the bundle's `Resources/` as Xcode lays them out: a
    /// strings file in `fr.lproj`, a string catalog (its plural's `other` form) for German, and as
    /// written where there is no translation; its display name, an `NSLocalizedString`, and its
    /// description, a `LocalizedStringResource`, in French, else the key and the default value.
    @Test func textsAreTranslatedFromStringsFilesAndStringCatalogs() async throws {
        let scratch = try Scratch()
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/PortedWidget")
        let manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        let folder = try scratch.bundle("Ported", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libPortedWidget.so"))
        try FileManager.default.copyItem(at: source.appending(path: "Resources"), to: folder.appending(path: "Resources"))
        let home = try scratch.home(more: Self.sharedApp)
        try DefaultsStore(file: home.defaultsDatabase).set(.int(812), forKey: "steps", in: "group.example.shared")

        func texts(_ languages: [String]) async throws -> (name: String, texts: [String], description: String) {
            var loader = BundleLoader(home: home)
            loader.languages = languages
            // Another language describes the bundle afresh (not from the cache): its display name is translated.
            let report = await loader.load()
            defer { report.shutdown() }
            let (bundle, kind) = try report.resolve("StepsWidget")
            let entry = try await bundle.snapshot(kind: "StepsWidget", context: ProviderContext(family: .systemSmall))
            return (kind.displayName, entry.view.texts.filter { !$0.isEmpty }, kind.description)
        }
        let french = try await texts(["fr-FR", "fr"])
        #expect(french.texts == ["Pas", "812", "sur 10000", "Refresh"], "\(french)")
        #expect(french.name == "Pas")
        #expect(french.description == "Vos pas du jour face à votre objectif.")
        let german = try await texts(["de"])
        #expect(german.texts == ["Schritte", "812", "von insgesamt 10000", "Aktualisieren"], "\(german)")
        let none = try await texts([])
        #expect(none.texts == ["Steps", "812", "of 10000", "Refresh"], "\(none)")
        #expect(none.description == "Today's steps against your goal.")
        #expect(LocalizedStrings.languages(environment: ["LANG": "fr_CA.UTF-8"]) == ["fr-CA", "fr"])
        #expect(LocalizedStrings.languages(environment: ["LANG": "fr_CA.UTF-8", "LC_ALL": "de_DE@euro"]) == ["de-DE", "de"])
        #expect(LocalizedStrings.languages(environment: ["LANG": "C.UTF-8"]).isEmpty)
    }

    /// The app whose group the iOS fixtures share, trusting them with it.
    static let sharedApp = #"""
        "appGroups": {"apps": {"steps-app": {"groups": ["group.example.shared"], "bundles": ["com.example.ported", "com.example.foundation"]}}}
        """#

    /// Files that import Foundation alone, as iOS code writes them, built with the FoundationImports
    /// plugin: a `URLSession` request answered by a `URLProtocol` subclass registered in its
    /// configuration, `HTTPURLResponse`, `XMLParser` with its delegate, key-value coding on an app
    /// group's `UserDefaults`, an actor on a `DispatchSerialQueue` and `RelativeDateTimeFormatter`;
    /// loaded in a worker and drawn.
    @Test func filesThatImportOnlyFoundationBuildAndWorkAsOnIOS() async throws {
        let scratch = try Scratch()
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/FoundationWidget")
        let manifest = try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Forecast", manifest: manifest, library: try await Fixtures.kitLibraries().appending(path: "libFoundationWidget.so"))
        let home = try scratch.home(more: Self.sharedApp)
        try DefaultsStore(file: home.defaultsDatabase).set(.int(41), forKey: "visits", in: "group.example.shared")
        let report = await BundleLoader(home: home).load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, _) = try report.resolve("ForecastWidget")
        let entry = try await bundle.snapshot(kind: "ForecastWidget", context: ProviderContext(family: .systemSmall))
        // The sky parsed out of the stub's XML, and the visit counted on the serial queue's actor.
        #expect(entry.view.texts.filter { !$0.isEmpty } == ["Lyon", "Sunny", "Visit 42", "2 hours ago"], "\(entry.view.texts)")
        // `setValue(_:forKey:)` wrote through to the group, where the app reads it.
        #expect(try DefaultsStore(file: home.defaultsDatabase).value(forKey: "visits", in: "group.example.shared") == .int(42))
    }

    /// FoundationNetworking and FoundationXML (libcurl, libxml2 and some thirty libraries behind them,
    /// about 20 ms of a worker's start) are linked into a bundle whose files use them, not into every
    /// bundle that imports WidgetKit.
    @Test func onlyABundleThatUsesURLSessionLinksFoundationNetworking() async throws {
        func needed(_ library: String) async throws -> [String] {
            let path = try await Fixtures.kitLibraries().appending(path: library).path
            let dynamic = await Fixtures.run(["readelf", "--dynamic", path])
            #expect(dynamic.status == 0, "\(dynamic.error)")
            return dynamic.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.map(String.init)
        }
        let networked = try await needed("libFoundationWidget.so")
        #expect(networked.contains { $0.contains("libFoundationNetworking.so") } && networked.contains { $0.contains("libFoundationXML.so") }, "\(networked)")
        let plain = try await needed("libMyWidget.so")
        #expect(plain.contains { $0.contains("libFoundation.so") } && !plain.contains { $0.contains("Networking") || $0.contains("XML") }, "\(plain)")
    }

    /// A widget that reads an app group it does not declare reads nothing, with no error; `widgets
    /// validate` names the group its code uses and fails. Declared, the same library passes.
    @Test func aGroupTheCodeNamesButDoesNotDeclareFailsValidation() async throws {
        let scratch = try Scratch()
        let library = try await Fixtures.kitLibraries().appending(path: "libFoundationWidget.so")
        let undeclared = try scratch.bundle("Undeclared", identifier: "com.example.undeclared", library: library)
        let report = await BundleValidator(bundle: undeclared).validate()
        let entitlements = try #require(report.checks.first { $0.name == "entitlements" })
        #expect(entitlements.outcome == .failed && entitlements.detail.contains("its code names app group 'group.example.shared', which Info.json does not declare"), "\(entitlements)")

        let source = Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/FoundationWidget")
        let declared = try scratch.bundle("Declared", manifest: try String(contentsOf: source.appending(path: "Info.json"), encoding: .utf8), library: library)
        let passing = await BundleValidator(bundle: declared).validate()
        #expect(passing.checks.first { $0.name == "entitlements" }?.outcome == .passed, "\(passing.checks)")
        #expect(AppGroupLiterals.names(inLibraryAt: library) == ["group.example.shared"])
    }

    /// The shapes of a tree, in the order drawn.
    static func shapes(_ node: RenderNode) -> [ShapeNode] {
        switch node.element {
        case .shape(let shape): [shape]
        case .stack(let stack): stack.children.flatMap(shapes)
        case .group(let children): children.flatMap(shapes)
        default: []
        }
    }

    /// The texts of a tree set in a style of their own, with it.
    static func styles(_ node: RenderNode) -> [(String, RunStyle)] {
        nodes(node).compactMap { node in
            guard case .text(let text) = node.element, case .styled(_, let style)? = text.runs.first else { return nil }
            return (text.plainText, style)
        }
    }

    /// Every view of a tree (not its modifiers' views), in the order drawn.
    static func nodes(_ node: RenderNode) -> [RenderNode] {
        switch node.element {
        case .stack(let stack): [node] + stack.children.flatMap(nodes)
        case .group(let children): [node] + children.flatMap(nodes)
        default: [node]
        }
    }

    /// The controls of a tree, in the order drawn.
    static func controls(_ node: RenderNode) -> [ControlNode] {
        switch node.element {
        case .control(let control): [control]
        case .stack(let stack): stack.children.flatMap(controls)
        case .group(let children): children.flatMap(controls)
        default: []
        }
    }
}
