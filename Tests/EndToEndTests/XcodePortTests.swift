import Foundation
import Testing
import WidgetDrawing
import WidgetTesting

/// Real iOS widgets ported from their Xcode projects (Tests/Fixtures/XcodeProjects, each with its
/// licence) as a user ports one: `widgets port PROJECT --out DIR`, `widgets bundle DIR/TARGET
/// --install`, `widgets snapshot KIND`. Deterministic pictures are compared with Tests/Goldens/Ported
/// (regenerate with WIDGETS_UPDATE_GOLDENS=1 after looking at them); a picture with today's date in
/// it is checked by its texts.
@Suite(.serialized, .throttled) final class XcodePortTests {
    let widgets: String
    let folder: URL
    let environment: [String: String]

    /// A shared build folder of their own: the WidgetKit package's modules there would let another
    /// test's package on WidgetSDK alone find `import SwiftUI`.
    static let buildCache = Result { try TemporaryFolders.make("widgets-port-build-cache") }

    init() throws {
        widgets = try Fixtures.built("widgets").path
        folder = try TemporaryFolders.make("widgets-port")
        try FileManager.default.createDirectory(at: folder.appending(path: "tmp"), withIntermediateDirectories: true)
        environment = [
            "WIDGETS_HOME": folder.appending(path: "home").path, "TMPDIR": folder.appending(path: "tmp").path,
            "XDG_CACHE_HOME": try Self.buildCache.get().path,
        ]
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func widgets(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run([widgets] + arguments, environment: environment, in: folder)
    }

    static func fixture(_ name: String) -> URL {
        Fixtures.repository.appending(path: "Tests/Fixtures/XcodeProjects/\(name)")
    }

    /// Ports, bundles and installs the project's widget extension; returns what port said.
    func portAndInstall(_ project: URL, package: String) async throws -> String {
        let port = await widgets("port", project.path, "--out", "ported")
        #expect(port.status == 0, "\(port.output)\(port.error)")
        #expect(port.output.contains("wrote \(folder.appending(path: "ported/\(package)").path)"), "\(port.output)")
        let bundle = await widgets("bundle", "ported/\(package)", "--install")
        try #require(bundle.status == 0, "\(bundle.output)\(bundle.error)")
        return port.output
    }

    /// Draws a kind as a PNG and compares it with its golden.
    func expectGolden(_ kind: String, _ family: String) async throws {
        let file = folder.appending(path: "\(kind).\(family).png")
        let snapshot = await widgets("snapshot", kind, "--family", family, "--png", file.path)
        try #require(snapshot.status == 0, "\(snapshot.error)")
        let golden = Fixtures.repository.appending(path: "Tests/Goldens/Ported/\(kind).\(family).png")
        if GoldenTests.updating {
            try? FileManager.default.removeItem(at: golden)
            try FileManager.default.copyItem(at: file, to: golden)
            return
        }
        let expected = try #require(PixelImage(png: (try? Data(contentsOf: golden)) ?? Data()), "\(golden.lastPathComponent) is missing")
        let drawn = try #require(PixelImage(png: try Data(contentsOf: file)))
        let difference = drawn.difference(from: expected)
        #expect(difference < 0.002, "\(golden.lastPathComponent): \(difference * 100)% of the pixels differ")
    }

    /// A static widget whose target compiles seven of the app's files, with `URLSession` in a file
    /// that imports Foundation alone; its API is gone, so it draws its placeholder, as iOS would.
    @Test func aWidgetUsingTheAppsFilesIsPortedAndDrawn() async throws {
        let output = try await portAndInstall(Self.fixture("Covid19Stats/Part1-Completed"), package: "Covid19StatsWidgetExtension")
        #expect(output.contains("18 Swift files (7 of the app's)") && output.contains("entitlements.network"), "\(output)")
        for family in ["small", "medium", "large"] { try await expectGolden("Covid19StatsWidget", family) }
    }

    /// An App Intents widget with a Live Activity beside it, the app's files and an asset catalog;
    /// edited in the project, the next bundle draws the edit (the files are compiled where they are),
    /// and a syntax error there is named once, at the project's file and line.
    @Test func anEditInTheProjectIsInTheNextBundle() async throws {
        let project = folder.appending(path: "RepoWatcher")
        try FileManager.default.copyItem(at: Self.fixture("RepoWatcher"), to: project)
        _ = try await portAndInstall(project, package: "RepoWatcherWidgetExtension")
        let listed = await widgets("list")
        #expect(listed.output.contains("ContributorWidget") && !listed.output.contains("LiveActivity"), "\(listed.output)")
        var snapshot = await widgets("snapshot", "ContributorWidget", "--family", "large")
        #expect(snapshot.output.contains("Repository 1") && snapshot.output.contains("Top Contributors") && snapshot.output.contains("Simon Berner"), "\(snapshot.output)\(snapshot.error)")

        let view = project.appending(path: "RepoWatcherWidget/ContributorMediumView.swift")
        let source = try String(contentsOf: view, encoding: .utf8)
        try #require(source.contains("\"Top Contributors\""))
        let edited = source.replacingOccurrences(of: "\"Top Contributors\"", with: "\"Most Commits\"")
        try Data(edited.utf8).write(to: view)
        var bundle = await widgets("bundle", "ported/RepoWatcherWidgetExtension", "--install")
        #expect(bundle.status == 0 && !bundle.output.contains("prohibited flag"), "\(bundle.output)\(bundle.error)")
        snapshot = await widgets("snapshot", "ContributorWidget", "--family", "large")
        #expect(snapshot.output.contains("Most Commits") && !snapshot.output.contains("Top Contributors"), "\(snapshot.output)")

        // A syntax error on line 2: the next build names the project's file and line, once.
        var lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert("let = 1", at: 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: view)
        bundle = await widgets("bundle", "ported/RepoWatcherWidgetExtension")
        let named = "\(view.resolvingSymlinksInPath().path):2:"
        #expect(bundle.status != 0 && bundle.error.contains(named), "\(bundle.output)\(bundle.error)")
        let shown = bundle.output.split(separator: "\n").filter { $0.hasPrefix(named) && $0.contains(": error:") }
        #expect(shown.count == 1, "\(bundle.output)")
    }

    /// WidgetExamples, a real project (MIT): seventeen widgets sharing an app group, Core Data, SwiftData,
    /// App Intents and a Live Activity with their app, ported unchanged. The analog clock, whose view
    /// imports an iOS-only binary framework, is left out and named; the other sixteen build, and the
    /// fifteen that are not Live Activities are listed once the group is granted; what an app wrote to
    /// the group (a number in the suite, another in a file in the container) is drawn, and the Core
    /// Data and SwiftData widgets' stores are opened in the group's container, where the project's own
    /// app, built for Linux, adds documents and products that the widgets then count and name.
    @Test func widgetExamplesPortsEveryWidgetThatCanBuildAndDrawsTheGroupsData() async throws {
        let project = folder.appending(path: "WidgetExamples")
        try FileManager.default.copyItem(at: Self.fixture("WidgetExamples"), to: project)
        let output = try await portAndInstall(project, package: "Widgets")
        #expect(output.contains(
            "left out AnalogClockWidget: Widgets/AnalogClockWidget/AnalogClockWidget+EntryView.swift line 23 imports ClockRotationEffect, a binary framework built for Apple's platforms only (Frameworks/ClockRotationEffect.xcframework)"),
            "\(output)")
        // Its Core Data provider force-unwraps the group's container, so it describes itself only once
        // granted the group (on iOS the entitlement is always there); the grant reads its Info.json alone.
        let ungranted = await widgets("list")
        #expect(ungranted.output.contains("FileManager+Extensions.swift:54: Fatal error"), "\(ungranted.output)")
        let group = "group.com.tersacore.widget-examples"
        let grant = await widgets("grant", "com.tersacore.widget-examples.widgets", group)
        try #require(grant.status == 0, "\(grant.output)\(grant.error)")
        let list = await widgets("list")
        let kinds = ["appGroup", "audioPlayback", "coreData", "countdown", "deepLink", "digitalClock", "dynamicIntent", "environment", "intent",
                     "interactive", "lockScreen", "network", "sharedView", "swiftData", "urlImage"]
        for kind in kinds { #expect(list.output.contains("\(kind)Widget"), "\(kind)Widget: \(list.output)") }
        #expect(!list.output.contains("analogClockWidget"), "\(list.output)")

        let write = await widgets("defaults", "write", group, "luckyNumber", "7", "--type", "int")
        try #require(write.status == 0, "\(write.error)")
        let container = folder.appending(path: "home/state/containers/\(group)")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        try Data("42".utf8).write(to: container.appending(path: "LuckyNumber.txt"))
        // Their snapshots are placeholders (7 and 7, three documents); their timelines read the group.
        let lucky = await widgets("timeline", "appGroupWidget", "--family", "small")
        #expect(lucky.output.contains("UserDefaults: 7") && lucky.output.contains("TXT File: 42"), "\(lucky.output)\(lucky.error)")

        let documents = await widgets("timeline", "coreDataWidget", "--family", "small")
        #expect(documents.status == 0 && documents.output.contains("Count: 0"), "\(documents.output)\(documents.error)")
        #expect(FileManager.default.fileExists(atPath: container.appending(path: "DataModel.sqlite").path))
        // Its SwiftData widget's `ModelContainer(for:)` is in the group's container too, as iOS puts a
        // store with `.automatic` in the first app group the extension is entitled to.
        let products = await widgets("timeline", "swiftDataWidget", "--family", "small")
        #expect(products.status == 0 && products.output.contains("Count: 0"), "\(products.output)\(products.error)")
        #expect(FileManager.default.fileExists(atPath: container.appending(path: "Library/Application Support/default.store").path))

        // The project's app, on Linux (Tests/Fixtures/WidgetExamplesApp: its shared files unchanged and
        // a driver pressing its "Add Document" and "Add Product" buttons), from a folder holding its
        // Info.plist and entitlements as its app bundle does, writes the same stores; the widgets'
        // next timelines count them and name the last one added.
        let app = try await appFolder(
            "WidgetExamplesApp", identifier: "com.tersacore.widget-examples", entitlements: Self.fixture("WidgetExamples/App/Supporting Files/App.entitlements"))
        let added = await Fixtures.run([app.path, "4", "2"], environment: environment)
        try #require(added.status == 0, "\(added.output)\(added.error)")
        let names = added.output.split(separator: "\n").map(String.init)
        try #require(names.count == 6 && names.allSatisfy { $0.hasPrefix("Document #") != $0.hasPrefix("Product #") }, "\(added.output)")
        let entry = folder.appending(path: "coreDataWidget.entry.png")
        let written = await widgets("timeline", "coreDataWidget", "--family", "small", "--png", entry.path)
        #expect(written.output.contains("Count: 4") && written.output.contains("Last item:") && written.output.contains(names[3]), "\(written.output)\(written.error)")
        let inserted = await widgets("timeline", "swiftDataWidget", "--family", "small")
        #expect(inserted.output.contains("Count: 2") && inserted.output.contains(names[5]), "\(inserted.output)\(inserted.error)")
        // The entry painted is what the Home Screen shows, not the snapshot (the provider's placeholder:
        // three documents, the last "Document #3").
        let placeholder = folder.appending(path: "coreDataWidget.snapshot.png")
        let snapshot = await widgets("snapshot", "coreDataWidget", "--family", "small", "--png", placeholder.path)
        try #require(snapshot.status == 0, "\(snapshot.error)")
        let painted = try #require(PixelImage(png: Data(contentsOf: entry)), "\(written.error)")
        let drawn = try #require(PixelImage(png: Data(contentsOf: placeholder)))
        #expect(painted.width == drawn.width && painted.height == drawn.height && painted.difference(from: drawn) > 0)

        // An entitlements file that is not a property list is named; the app has no group then, and
        // SwiftData's store is in its own data folder.
        try Data("group.com.tersacore.widget-examples".utf8).write(to: app.deletingLastPathComponent().appending(path: "App.entitlements"))
        let data = folder.appending(path: "data")
        let broken = await Fixtures.run([app.path, "0", "1"], environment: environment.merging(["XDG_DATA_HOME": data.path]) { $1 })
        #expect(broken.status == 0 && broken.error.contains("App.entitlements: not a property list, so the app has none of its app groups"), "\(broken.error)")
        #expect(FileManager.default.fileExists(atPath: data.appending(path: "WidgetExamplesApp/default.store").path))
        let unchanged = await widgets("timeline", "swiftDataWidget", "--family", "small")
        #expect(unchanged.output.contains("Count: 2"), "\(unchanged.output)")
    }

    /// A project's app (an executable of Tests/Fixtures/WidgetExamplesApp) in a folder of its own, as
    /// in its app bundle: beside it its resources (a compiled model) if it has any, its Info.plist
    /// (Xcode's, generated with its PRODUCT_BUNDLE_IDENTIFIER) and its entitlements.
    func appFolder(_ name: String, identifier: String, entitlements: URL) async throws -> URL {
        let bundle = folder.appending(path: "\(name).app")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let executable = bundle.appending(path: name)
        let built = try await Fixtures.projectApp(name)
        try FileManager.default.copyItem(at: built, to: executable)
        let resources = built.deletingLastPathComponent().appending(path: "WidgetExamplesApp_\(name).resources")
        if FileManager.default.fileExists(atPath: resources.path) {
            try FileManager.default.copyItem(at: resources, to: bundle.appending(path: resources.lastPathComponent))
        }
        try FileManager.default.copyItem(at: entitlements, to: bundle.appending(path: entitlements.lastPathComponent))
        let info: [String: Any] = ["CFBundleIdentifier": identifier, "CFBundleExecutable": name]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: bundle.appending(path: "Info.plist"))
        return executable
    }

    /// SwiftCalendar, a real project (MIT) whose widget reads SwiftData: a `@Model` compiled into the
    /// app and the widget, a `ModelContainer` at a URL in the app group's container, a `#Predicate`
    /// over two captured dates, on the main actor; ported unchanged, with the Live Activity and the
    /// SiriKit intent beside it. Before its app saves anything the widget draws no days and no
    /// streak; after the project's own app, built for Linux, creates the two months' days and marks
    /// today and the days before it studied, the widget's next timeline draws this month's days, the
    /// studied ones orange, and the streak they make.
    @Test func swiftCalendarDrawsTheStreakItsAppSaved() async throws {
        let project = folder.appending(path: "SwiftCalendar")
        try FileManager.default.copyItem(at: Self.fixture("SwiftCalendar"), to: project)
        let output = try await portAndInstall(project, package: "SwiftCalendarWidgetExtension")
        #expect(output.contains("8 Swift files (5 of the app's)"), "\(output)")
        let group = "group.dev.simonberner.SwiftCalendar"
        let grant = await widgets("grant", "dev.simonberner.SwiftCalendar.SwiftCalendarWidget", group)
        try #require(grant.status == 0, "\(grant.output)\(grant.error)")
        let empty = await widgets("timeline", "SwiftCalendarWidget", "--family", "medium", "--json")
        let none = try Self.texts(inTimeline: empty.output)
        #expect(none.contains { $0.text == "0" && $0.size == 70 } && none.contains { $0.text == "day streak" }, "\(none)\(empty.error)")
        #expect(!none.contains { $0.text == "1" }, "\(none)")
        let store = folder.appending(path: "home/state/containers/\(group)/SwiftCal.sqlite")
        #expect(FileManager.default.fileExists(atPath: store.path))

        let app = try await appFolder(
            "SwiftCalendarApp", identifier: "dev.simonberner.SwiftCalendar", entitlements: project.appending(path: "SwiftCalendar/SwiftCalendar.entitlements"))
        let tapped = await Fixtures.run([app.path, "3"], environment: environment)
        try #require(tapped.status == 0, "\(tapped.output)\(tapped.error)")
        // Today and up to two days before it, in this month.
        let studied = tapped.output.split(separator: "\n").map(String.init)
        let today = Calendar.current.component(.day, from: Date())
        try #require(studied.count == min(3, today), "\(tapped.output)")
        let studiedDays = Set(studied.compactMap { $0.split(separator: "-").last.flatMap { Int($0) }.map(String.init) })
        let drawn = await widgets("timeline", "SwiftCalendarWidget", "--family", "medium", "--json")
        let texts = try Self.texts(inTimeline: drawn.output)
        #expect(texts.contains { $0.text == "\(studied.count)" && $0.size == 70 && $0.color == "orange" }, "\(texts)\(drawn.error)")
        let month = Calendar.current.range(of: .day, in: .month, for: Date())!
        for day in month { #expect(texts.contains { $0.text == "\(day)" && $0.size == nil }, "day \(day): \(texts)") }
        let orange = Set(texts.filter { $0.color == "orange" && $0.size == nil }.map(\.text))
        #expect(orange == studiedDays, "\(texts)")
    }

    /// The texts of the first entry of `widgets timeline --json`, each with the name of its color (its
    /// run's, else the nearest foreground style's) and its font's size in points, where set.
    static func texts(inTimeline json: String) throws -> [(text: String, color: String?, size: Double?)] {
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
        let entry = try #require((timeline["entries"] as? [[String: Any]])?.first, "\(json)")
        func texts(_ value: Any, _ color: String?, _ size: Double?) -> [(text: String, color: String?, size: Double?)] {
            if let array = value as? [Any] { return array.flatMap { texts($0, color, size) } }
            guard let object = value as? [String: Any] else { return [] }
            if let text = object["text"] as? String { return [(text, color, size)] }
            var (color, size) = (color, size)
            for case let modifier as [String: Any] in object["modifiers"] as? [Any] ?? [] {
                if let name = (modifier["foregroundStyle"] as? [String: Any])?["name"] as? String { color = name }
            }
            if let style = object["style"] as? [String: Any] {
                color = ((style["color"] as? [String: Any])?["name"] as? String) ?? color
                size = ((style["font"] as? [String: Any])?["size"] as? Double) ?? size
            }
            return object.filter { $0.key != "modifiers" && $0.key != "style" }.values.flatMap { texts($0, color, size) }
        }
        return texts(entry["view"] ?? [:], nil, nil)
    }

    /// MapWidgetExample, a real project (MIT): a `CLLocationManager` and its delegate, the last location
    /// archived into the defaults with secure coding, and MapKit's snapshotter. Its Info.plist's
    /// `NSWidgetWantsLocation` is the bundle's location entitlement; granted, and told by runtime.json
    /// where it is, the widget keeps that location and draws the snapshotter's failure in its error view.
    @Test func aMapWidgetGetsTheLocationAndDrawsWhyThereIsNoMap() async throws {
        let home = folder.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data(#"{"geoclue": "off", "location": {"latitude": 53.5511, "longitude": 9.9937, "locality": "Hamburg"}}"#.utf8)
            .write(to: home.appending(path: "runtime.json"))
        let output = try await portAndInstall(Self.fixture("MapWidgetExample"), package: "MapWidgetExtension")
        let identifier = "hamburg.felix.MapWidgetExample.MapWidget"
        #expect(output.contains("entitlements.location: its Info.plist has NSWidgetWantsLocation; once installed, give it with `widgets grant \(identifier) location`"), "\(output)")
        #expect(output.contains("import MapKit:"), "\(output)")
        let grant = await widgets("grant", identifier, "location")
        try #require(grant.status == 0, "\(grant.output)\(grant.error)")
        for family in ["small", "medium"] {
            let snapshot = await widgets("snapshot", "MapWidget", "--family", family, "--format", "json")
            #expect(snapshot.output.contains("\"text\": \"MKMapSnapshotter needs Apple's map service, which is not on Linux\""), "\(family): \(snapshot.output)\(snapshot.error)")
            try await expectGolden("MapWidget", family)
        }
        // The location it was told, as the project keeps it: an NSKeyedArchiver archive in its defaults.
        let kept = await widgets("defaults", "read", identifier, "MapWidgetExample.lastKnownUserLocation")
        let archive = try #require(kept.output.split(separator: " ").first.flatMap { Data(base64Encoded: String($0)) }, "\(kept.output)\(kept.error)")
        let objects = try #require(try PropertyListSerialization.propertyList(from: archive, format: nil) as? [String: Any])["$objects"]
        #expect("\(objects ?? "")".contains("53.5511") && "\(objects ?? "")".contains("9.9937"), "\(objects ?? "")")
    }

    /// DaysLeft, a real project (MIT) in Swift 6: twenty-seven of the app's files in the widget, with a
    /// TipKit tip and its `#Rule`, `UIApplication.willEnterForegroundNotification`,
    /// `NSUbiquitousKeyValueStore`, an App Intents configuration and a `Localizable.strings` that is not
    /// localized (at the top of the bundle's resources): the display name and description, the
    /// `NSLocalizedString` in its view, and Foundation's in the app's file that imports Foundation
    /// alone (the worker's `Bundle.main` is the bundle), are that table's. The countdown is the one
    /// its `DefaultPreferences.plist` sets, which the app's data provider finds through `Bundle.main`
    /// as on iOS: to Christmas 2024 (its title in quotes, as the file has it), over.
    @Test func daysLeftBuildsItsTipAndReadsItsStringsTable() async throws {
        let output = try await portAndInstall(Self.fixture("DaysLeft"), package: "DaysLeftWidgetExtension")
        #expect(output.contains("import TipKit: builds") && output.contains("NSUbiquitousKeyValueStore: a local store"), "\(output)")
        let identifier = "com.bravelocation.daysleft.v2.DaysLeftWidget", group = "group.bravelocation.daysleft.v2"
        let grant = await widgets("grant", identifier, group)
        try #require(grant.status == 0, "\(grant.output)\(grant.error)")
        let list = await widgets("list")
        #expect(list.output.contains("DaysLeftWidget  \"Days Left\"  [small, medium, circular, rectangular, inline]  Count The Days Left"), "\(list.output)")
        let medium = await widgets("snapshot", "DaysLeftWidget", "--family", "medium", "--format", "json")
        #expect(medium.output.contains(#""text": "0 days to \"Christmas\"""#), "\(medium.output)\(medium.error)")
        let rectangular = await widgets("snapshot", "DaysLeftWidget", "--family", "rectangular", "--format", "json")
        for text in [#""text": "0 days left""#, #""text": "\"Christmas\"""#, #""text": "100% done""#] {
            #expect(rectangular.output.contains(text), "\(rectangular.output)\(rectangular.error)")
        }
    }

    /// An app and its widget sharing a Core Data model (in both targets' Sources phases) and the
    /// controller that opens its store in the app group: ported, the model's classes are generated as
    /// Xcode generates them, the widget's fetches run, and the store is in the group's container; its
    /// asset catalog, in the Sources phase, is the bundle's. The shared files' `@objc(Notebook)`, `@objcMembers`, `dynamic` and `#selector` compile unchanged,
    /// and an error on a line after them is named at the project's file and line.
    @Test func aCoreDataModelSharedWithTheAppIsPortedAndFetched() async throws {
        let project = folder.appending(path: "Jotter")
        try FileManager.default.copyItem(at: Self.fixture("Jotter"), to: project)
        let output = try await portAndInstall(project, package: "JotterWidgetExtension")
        #expect(output.contains("Jotter.xcdatamodeld: a Core Data model") && !output.contains("Objective-C"), "\(output)")
        let grant = await widgets("grant", "com.example.jotter.JotterWidget", "group.com.example.jotter")
        try #require(grant.status == 0, "\(grant.output)\(grant.error)")
        let snapshot = await widgets("snapshot", "JotterWidget", "--family", "small")
        #expect(snapshot.status == 0 && snapshot.output.contains("0 notes") && snapshot.output.contains("Nothing pinned"), "\(snapshot.output)\(snapshot.error)")
        // Its catalog, in the Sources phase, gives the background; the colour it lacks was named.
        #expect(output.contains("JotterWidget/JotterWidget.swift:50: warning: colour 'NoteInk'"), "\(output)")
        let picture = folder.appending(path: "jotter.png")
        let drawn = await widgets("snapshot", "JotterWidget", "--family", "small", "--png", picture.path)
        try #require(drawn.status == 0, "\(drawn.error)")
        let background = try #require(PixelImage(png: Data(contentsOf: picture))?.color(x: 20, y: 170))
        #expect(abs(background.red - 1) < 0.02 && abs(background.green - 0.902) < 0.02 && abs(background.blue - 0.62) < 0.02, "\(background)")
        let stores = FileManager.default.enumerator(atPath: folder.appending(path: "home").path)?.compactMap { $0 as? String }.filter { $0.hasSuffix("/Jotter.sqlite") } ?? []
        #expect(stores.count == 1 && stores.allSatisfy { $0.contains("group.com.example.jotter") }, "\(stores)")

        let observer = project.appending(path: "Shared/StoreObserver.swift")
        let source = try String(contentsOf: observer, encoding: .utf8)
        try #require(source.split(separator: "\n", omittingEmptySubsequences: false)[21].contains("changes += 1"))
        try Data(source.replacingOccurrences(of: "changes += 1", with: "changes += \"1\"").utf8).write(to: observer)
        let bundle = await widgets("bundle", "ported/JotterWidgetExtension")
        let named = "\(observer.resolvingSymlinksInPath().path):22:"
        #expect(bundle.status != 0 && (bundle.output + bundle.error).contains(named), "\(bundle.output)\(bundle.error)")
    }

    /// WidgetKit-Demo, a real project (MIT) none of the port's work was made on, ported unchanged: a
    /// SiriKit `IntentConfiguration` whose intent, with a custom type, is generated from the
    /// `.intentdefinition` its target shares with the app; a `final class` provider that answers after
    /// `DispatchQueue.main.asyncAfter`. No TV show is configured, so it draws what iOS draws then.
    @Test func aSiriKitConfiguredWidgetNoneOfUsPortedIsDrawn() async throws {
        _ = try await portAndInstall(Self.fixture("WidgetKitDemo"), package: "WidgetsExtension")
        let list = await widgets("list")
        #expect(list.output.contains("EpisodeCountdown  \"Episode Countdown\"  [small, medium]  Widget counts down time to the next episode."), "\(list.output)")
        for family in ["small", "medium"] {
            let snapshot = await widgets("snapshot", "EpisodeCountdown", "--family", family, "--format", "json")
            #expect(snapshot.output.contains(#""text": "Select a TV show from widget configuration""#), "\(family): \(snapshot.output)\(snapshot.error)")
            try await expectGolden("EpisodeCountdown", family)
        }
        // Its timeline, the service's answer a second later: the unconfigured intent's one entry.
        let timeline = await widgets("timeline", "EpisodeCountdown", "--family", "small")
        #expect(timeline.output.contains("small: 1 entry, policy after"), "\(timeline.output)\(timeline.error)")
    }

    /// Xcode's generated asset symbols: the catalog's colour sets named as Xcode names them
    /// (`NoteInkColor` is `.noteInk`), on `ColorResource` always and, where the project asks for its
    /// extensions, on `Color`, `ShapeStyle` and `UIColor`; what they name is drawn in the catalog's colour.
    @Test func theCatalogsAssetSymbolsAreGeneratedAndDrawn() async throws {
        let project = folder.appending(path: "Jotter")
        try FileManager.default.copyItem(at: Self.fixture("Jotter"), to: project)
        let settings = project.appending(path: "Jotter.xcodeproj/project.pbxproj")
        let pbxproj = try String(contentsOf: settings, encoding: .utf8)
        try Data(pbxproj.replacingOccurrences(
            of: "buildSettings = {", with: "buildSettings = {\n\t\t\t\tASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;").utf8).write(to: settings)
        let ink = project.appending(path: "JotterWidget/Assets.xcassets/NoteInkColor.colorset")
        try FileManager.default.createDirectory(at: ink, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x00","green":"0x33","blue":"0xCC","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: ink.appending(path: "Contents.json"))
        let view = project.appending(path: "JotterWidget/JotterWidget.swift")
        let source = try String(contentsOf: view, encoding: .utf8)
        try #require(source.contains(".foregroundStyle(Color(\"NoteInk\"))") && source.contains(".containerBackground(Color(\"WidgetBackground\"), for: .widget)"))
        try Data(source.replacingOccurrences(of: ".foregroundStyle(Color(\"NoteInk\"))", with: ".foregroundStyle(.noteInk).tint(Color(uiColor: .noteInk))")
            .replacingOccurrences(of: ".containerBackground(Color(\"WidgetBackground\"), for: .widget)", with: ".containerBackground(Color(.widgetBackground), for: .widget)").utf8)
            .write(to: view)
        let output = try await portAndInstall(project, package: "JotterWidgetExtension")
        #expect(!output.contains("warning: colour"), "\(output)")
        let listed = try String(contentsOf: folder.appending(path: "ported/JotterWidgetExtension/xcode-sources/JotterWidgetExtension.txt"), encoding: .utf8)
        #expect(listed.contains("asset catalog: Project/JotterWidget/Assets.xcassets\n") && listed.contains("asset symbol extensions\n"), "\(listed)")
        _ = await widgets("grant", "com.example.jotter.JotterWidget", "group.com.example.jotter")
        let picture = folder.appending(path: "symbols.png")
        let drawn = await widgets("snapshot", "JotterWidget", "--family", "small", "--png", picture.path)
        try #require(drawn.status == 0, "\(drawn.output)\(drawn.error)")
        let image = try #require(PixelImage(png: Data(contentsOf: picture)))
        let background = try #require(image.color(x: 20, y: 170))
        #expect(abs(background.red - 1) < 0.02 && abs(background.green - 0.902) < 0.02 && abs(background.blue - 0.62) < 0.02, "\(background)")
        // The headline's ink: some of its pixels are the colour set's.
        let inked = (0..<image.height).contains { y in
            (0..<image.width).contains { x in
                image.color(x: x, y: y).map { abs($0.red) < 0.06 && abs($0.green - 0.2) < 0.06 && abs($0.blue - 0.8) < 0.06 } ?? false
            }
        }
        #expect(inked, "no pixel of the headline is NoteInkColor's")
    }

    /// A widget linking two remote packages: one its host does not know is named with the product
    /// the target uses, by the port and by a build, and so are the widget's CocoaPods; given a checkout of it with `--package`, the
    /// package builds with swift-collections fetched by its URL (through the machine's git mirror) and
    /// draws what both compute.
    @Test func remotePackagesResolveOrAreNamed() async throws {
        let project = Self.fixture("Tides")
        var port = await widgets("port", project.path, "--out", "ported")
        #expect(port.status == 1)
        #expect(port.output.contains("Tides.xcodeproj: the remote package TideMath (https://git.example.invalid/tides/TideMath.git) cannot be fetched: ") && port.output.contains("uses its product TideMath"), "\(port.output)")
        #expect(port.output.contains("Podfile: TidesWidgetExtension links CocoaPods pods (Charts)"), "\(port.output)")
        #expect(!port.output.contains("swift-collections (https://github.com/apple/swift-collections.git) cannot be fetched"), "\(port.output)")

        // Built as it is, the package that cannot be fetched is named with the product the widget uses.
        let unfetched = await widgets("bundle", "ported/TidesWidgetExtension")
        #expect(unfetched.status != 0 && (unfetched.output + unfetched.error).contains("the package TideMath cannot be fetched from here; the widget uses its product TideMath"), "\(unfetched.error)")
        #expect((unfetched.output + unfetched.error).contains("--package TideMath=PATH"), "\(unfetched.error)")

        let wrong = await widgets("port", project.path, "--out", "ported", "--package", "Charts=\(project.path)/Checkouts/TideMath")
        #expect(wrong.status != 0 && wrong.error.contains("names no remote package the widget targets link") && wrong.error.contains("swift-collections, TideMath"), "\(wrong.error)")

        port = await widgets("port", project.path, "--out", "ported", "--package", "TideMath=\(project.path)/Checkouts/TideMath")
        #expect(!port.output.contains("cannot be fetched"), "\(port.output)")
        let bundle = await widgets("bundle", "ported/TidesWidgetExtension", "--install")
        try #require(bundle.status == 0, "\(bundle.output)\(bundle.error)")
        let snapshot = await widgets("snapshot", "TidesWidget", "--family", "small")
        #expect(snapshot.output.contains("+0h 4.2 m") && snapshot.output.contains("+6h 0.6 m"), "\(snapshot.output)\(snapshot.error)")
    }

    /// A test target of the user's own, added to the ported package, links the extension's code (its
    /// `@main` is compiled under another name, which the bundle library's `main` calls) and runs; the
    /// bundle still starts and draws.
    @Test func aTestTargetLinksThePortedExtension() async throws {
        _ = try await portAndInstall(Self.fixture("RepoWatcher"), package: "RepoWatcherWidgetExtension")
        let snapshot = await widgets("snapshot", "ContributorWidget", "--family", "large")
        #expect(snapshot.output.contains("Top Contributors"), "\(snapshot.output)\(snapshot.error)")

        let package = folder.appending(path: "ported/RepoWatcherWidgetExtension")
        var manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        let module = try #require(manifest.firstMatch(of: /\.library\(name: "([A-Za-z0-9_]+)"/)).1
        let end = try #require(manifest.range(of: "\n    ]\n)", options: .backwards))
        manifest.replaceSubrange(end, with: ",\n        .testTarget(name: \"WidgetTests\", dependencies: [\"\(module)\"]),\n    ]\n)")
        try Data(manifest.utf8).write(to: package.appending(path: "Package.swift"))
        let tests = package.appending(path: "Tests/WidgetTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data("""
            import Testing
            @testable import \(module)

            @Test func theWidgetsKindIsThere() { #expect(SingleRepoWidget().kind == "ContributorWidget") }

            """.utf8).write(to: tests.appending(path: "WidgetTests.swift"))
        let build = try Self.buildCache.get().appending(path: "widgets/build")
        let test = await Fixtures.run(
            ["swift", "test", "--package-path", package.path, "--scratch-path", build.path, "--filter", "theWidgetsKindIsThere"],
            environment: environment, in: folder)
        #expect(test.status == 0 && !(test.output + test.error).contains("multiple definition"), "\(test.output)\(test.error)")
        #expect((test.output + test.error).contains("theWidgetsKindIsThere() passed"), "\(test.output)\(test.error)")
    }

    /// Apple's Emoji Rangers: a SiriKit intent definition (its classes generated), providers inside
    /// `#if os(iOS)`, a Live Activity with a Dynamic Island, `URLProtocol` and `DispatchSerialQueue`
    /// in the app's files, and an xcconfig's settings; the watchOS widget beside it is named, not ported.
    @Test func applesSampleWithAnIntentDefinitionIsPortedAndDrawn() async throws {
        let output = try await portAndInstall(Self.fixture("EmojiRangers"), package: "EmojiRangerWidgetExtension")
        #expect(output.contains("EmojiRangersWidgetWatchExtension is the watchos widget"), "\(output)")
        let listed = await widgets("list")
        #expect(listed.output.contains("EmojiRangerWidget") && listed.output.contains("LeaderboardWidget"), "\(listed.output)")
        let detail = await widgets("snapshot", "EmojiRangerWidget", "--family", "medium")
        #expect(detail.output.contains("Spouty") && detail.output.contains("Level 50"), "\(detail.output)\(detail.error)")
        let leaderboard = await widgets("snapshot", "LeaderboardWidget", "--family", "large", "--format", "json")
        #expect(leaderboard.output.contains("Egghead"), "\(leaderboard.error)")

        // Laid out at iPhone 15 Pro's metrics, every text of every family is inside the widget: the
        // avatar (`.font(.system(size: 500)).minimumScaleFactor(0.01)` in a frame at most 50 pt wide)
        // is shrunk into its frame, as iOS shrinks it, instead of pushing the texts beside it out.
        let families = ["small", "medium", "large", "circular", "rectangular", "inline"].map { ("EmojiRangerWidget", $0) }
        for (kind, family) in families + [("LeaderboardWidget", "large")] {
            let layout = await widgets("snapshot", kind, "--family", family, "--platform", "ios", "--device", "iPhone 15 Pro", "--format", "layout")
            let widget = try #require(try JSONSerialization.jsonObject(with: Data(layout.output.utf8)) as? [String: Any], "\(layout.error)")
            let (width, height) = (try #require(widget["width"] as? Double), try #require(widget["height"] as? Double))
            let texts = (widget["frames"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "text" }
            #expect(!texts.isEmpty, "\(kind) \(family): \(layout.output)")
            for text in texts {
                let (x, y) = (text["x"] as? Double ?? .nan, text["y"] as? Double ?? .nan)
                let (w, h) = (text["width"] as? Double ?? .nan, text["height"] as? Double ?? .nan)
                #expect(x >= -0.5 && y >= -0.5 && x + w <= width + 0.5 && y + h <= height + 0.5, "\(kind) \(family) \(width)x\(height): \(text)")
                if kind == "EmojiRangerWidget", (text["text"] as? String)?.unicodeScalars.first?.properties.isEmojiPresentation == true {
                    #expect(w <= 50.5 && h <= 50.5, "the avatar in its frame at most 50 pt wide, \(family): \(text)")
                }
            }
        }
    }

    /// Real widgets' files without their project (Tests/Fixtures/WidgetSources), ported as folders of
    /// sources and built unchanged: files that import Foundation alone and use `URLSession`,
    /// `URLProtocol` and `OS_dispatch_queue_serial`; CoreLocation's manager, geocoder and placemarks;
    /// Combine's `dataTaskPublisher`, `receive(on: DispatchQueue.main)` and `AnyCancellable`.
    @Test(arguments: ["CloudsLocation", "EmojiRangers2020", "SwiftyForecast", "WidgetExamplesNetwork"])
    func aFolderOfAWidgetsFilesBuildsUnchanged(_ name: String) async throws {
        let sources = Fixtures.repository.appending(path: "Tests/Fixtures/WidgetSources/\(name)")
        let port = await widgets("port", sources.path, "--out", "folders")
        #expect(port.output.contains("wrote \(folder.appending(path: "folders/\(name)").path)"), "\(port.output)\(port.error)")
        let bundle = await widgets("bundle", "folders/\(name)")
        #expect(bundle.status == 0, "\(bundle.output)\(bundle.error)")
    }

    /// The manifest of a package of the app's own is code someone else wrote: the port reads it in the
    /// build fence, so one that writes into the home is left out, its write named, and writes nothing.
    @Test func aLocalPackagesManifestIsReadInItsFence() async throws {
        let project = folder.appending(path: "TubeStatus")
        try FileManager.default.copyItem(at: Self.fixture("TubeStatus"), to: project)
        let home = String(cString: getpwuid(getuid())!.pointee.pw_dir)
        let planted = URL(filePath: home).appending(path: "widgets-port-manifest-was-here")
        defer { try? FileManager.default.removeItem(at: planted) }
        let manifest = project.appending(path: "UndergroundStatus/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "import PackageDescription", with: """
            import PackageDescription
            import Foundation
            let planted = FileManager.default.createFile(atPath: "\(planted.path)", contents: Data("x".utf8))
            """)
        try Data(text.utf8).write(to: manifest)
        let port = await widgets("port", project.path, "--out", "ported")
        // The package is left out, named with why; what the widget then misses is reported.
        #expect(port.status != 0)
        #expect(port.output.contains("UndergroundStatus/Package.swift: its manifest tried what its fence refuses"), "\(port.output)")
        #expect(port.output.contains("undergroundstatus-manifest wrote \(home)/"), "the write is named: \(port.output)")
        #expect(!FileManager.default.fileExists(atPath: planted.path))
    }

    /// A project with no widget extension says so and names its targets.
    @Test func aProjectWithoutAWidgetExtensionSaysSo() async throws {
        let project = folder.appending(path: "App/App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("""
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    A1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); buildConfigurationList = L1; };
                    G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (); };
                };
                rootObject = A1;
            }
            """.utf8).write(to: project.appending(path: "project.pbxproj"))
        let port = await widgets("port", "App", "--out", "ported")
        #expect(port.status != 0)
        #expect(port.error.contains("App.xcodeproj has no widget extension target") && port.error.contains("App (app)"), "\(port.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "ported").path))
    }
}
