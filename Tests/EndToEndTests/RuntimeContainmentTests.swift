import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

/// What a plugin can do through the public API alone must never take the runtime down with it.
@Suite(.throttled) struct RuntimeContainmentTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
    }

    /// A second bundle with the Counter's kind name takes nothing from it: the instances keep their
    /// bundles, a bare `reload Counter` asks both, a qualified one only the bundle it names.
    @Test func aKindNameTwoBundlesShareReloadsEachAndQualifiedOnlyOne() async throws {
        let scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
        try scratch.bundle("Impostor", identifier: "org.hostile.impostor", library: try Fixtures.built("libCounterWidget.so"))
        let report = try await scratch.load()
        defer { report.shutdown() }
        var (list, _) = try InstanceList.load(home: try scratch.home(), bundles: report)
        let real = try list.add(kind: "com.example.counter/Counter", family: nil, bundles: report)
        let other = try list.add(kind: "org.hostile.impostor/Counter", family: nil, bundles: report)
        #expect(real.bundle == "com.example.counter" && other.bundle == "org.hostile.impostor")
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: Logger(label: "test"), time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        let running = Task { await host.run() }
        defer { running.cancel() }
        _ = try #require(await recorder.entry(of: real.id))
        _ = try #require(await recorder.entry(of: other.id))
        // Waiting for a reload of the kind (`widgets reload --kind Counter --wait`) answers once each
        // instance has its new entry, whichever comes first.
        for _ in 0..<3 {
            let answer = Happenings<[ReloadDecision]>()
            let reloading = Task { answer.record(await host.reload(kind: "Counter", reason: .intent, wait: true)) }
            let decisions = try #require(await answer.next(), "the waited reload of two bundles' kind never answered")
            #expect(Set(decisions.map(\.instance)) == [real.id, other.id])
            #expect(decisions.allSatisfy { if case .ran = $0.outcome { true } else { false } }, "\(decisions)")
            reloading.cancel()
        }
        try await host.checkKind("Counter")
        #expect(Set(await host.reload(kind: "Counter", reason: .app).map(\.instance)) == [real.id, other.id])
        #expect(await host.reload(kind: "com.example.counter/Counter", reason: .app).map(\.instance) == [real.id])
        await #expect(throws: WidgetRuntimeError.self) { try await host.checkKind("NoSuchKind") }

        await host.stop()
    }

    /// An asset catalog's colour sets, as Xcode writes them (floats, hex, 0–255), give `Color("Name")`
    /// its light value wherever the tree has it; `AccentColor` is the accent; other names stay.
    @Test func assetCatalogColoursAreGivenTheirValues() throws {
        let scratch = try Scratch()
        let resources = scratch.root.appending(path: "Resources")
        func colorset(_ name: String, _ json: String) throws {
            let folder = resources.appending(path: "Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appending(path: "Contents.json"))
        }
        try colorset("Brand", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}}, "idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"}]}"#)
        try colorset("AccentColor", #"{"colors": [{"color": {"components": {"red": "0xFF", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}, "idiom": "universal"}]}"#)
        try colorset("Grey", #"{"colors": [{"color": {"components": {"red": "51", "green": "51", "blue": "51", "alpha": "0.5"}}, "idiom": "universal"}]}"#)
        let colors = AssetColors(files: BundleFiles(folder: scratch.root))
        let brand = ColorValue.rgba(red: 0.2, green: 0.4, blue: 0.6, opacity: 1)
        let stops = [GradientValue.Stop(color: .named("Brand", opacity: 1), location: 0), GradientValue.Stop(color: .named("blue", opacity: 1), location: 1)]
        let tree = RenderNode(.stack(StackNode(axis: .vertical, children: [
            RenderNode(.text(TextNode(runs: [.styled([.verbatim("x")], RunStyle(color: .named("Grey", opacity: 1)))])), modifiers: [.foregroundStyle(.named("accentColor", opacity: 1))]),
            RenderNode(.shape(ShapeNode(kind: .circle, fill: .gradient(GradientValue(kind: .linear, stops: stops))))),
        ])), modifiers: [.containerBackground(RenderNode(.color(.named("Brand", opacity: 0.5))))])
        let applied = colors.apply(to: tree)
        #expect(applied.containerBackground == RenderNode(.color(.rgba(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))))
        guard case .stack(let stack) = applied.element else { Issue.record("\(applied)"); return }
        #expect(stack.children[0].modifiers == [.foregroundStyle(.rgba(red: 1, green: 0, blue: 0, opacity: 1))])
        #expect(stack.children[0].element == .text(TextNode(runs: [.styled([.verbatim("x")], RunStyle(color: .rgba(red: 0.2, green: 0.2, blue: 0.2, opacity: 0.5)))])))
        #expect(stack.children[1].element == .shape(ShapeNode(kind: .circle, fill: .gradient(GradientValue(kind: .linear, stops: [
            GradientValue.Stop(color: brand, location: 0), GradientValue.Stop(color: .named("blue", opacity: 1), location: 1),
        ])))))

        // In the dark color scheme, a set's dark appearance where it has one; the others stay.
        let dark = colors.apply(to: tree, colorScheme: "dark")
        #expect(dark.containerBackground == RenderNode(.color(.rgba(red: 1, green: 1, blue: 1, opacity: 0.5))))
        guard case .stack(let darkStack) = dark.element else { Issue.record("\(dark)"); return }
        #expect(darkStack.children[0].modifiers == [.foregroundStyle(.rgba(red: 1, green: 0, blue: 0, opacity: 1))])
    }

    /// Colour sets in a catalog's folders are the catalog's, as in Xcode: a group's by their own
    /// names, a folder's that provides a namespace as `Folder/Name` (what generated asset symbols name).
    @Test func colourSetsInACatalogsFoldersAreNamedAsXcodeNamesThem() throws {
        let scratch = try Scratch()
        let catalog = scratch.root.appending(path: "Resources/Assets.xcassets")
        func write(_ path: String, _ json: String) throws {
            let file = catalog.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: file)
        }
        func color(_ red: String) -> String { #"{"colors": [{"color": {"components": {"red": ""# + red + #"", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"# }
        try write("Colors/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try write("Colors/Ink.colorset/Contents.json", color("0.5"))
        try write("Brand/Contents.json", #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
        try write("Brand/Primary.colorset/Contents.json", color("0.25"))
        let colors = AssetColors(files: BundleFiles(folder: scratch.root))
        let tree = RenderNode(.stack(StackNode(axis: .vertical, children: ["Ink", "Brand/Primary", "Primary"].map { RenderNode(.color(.named($0, opacity: 1))) })))
        guard case .stack(let stack) = colors.apply(to: tree).element else { Issue.record("not a stack"); return }
        #expect(stack.children.map(\.element) == [
            .color(.rgba(red: 0.5, green: 0, blue: 0, opacity: 1)), .color(.rgba(red: 0.25, green: 0, blue: 0, opacity: 1)), .color(.named("Primary", opacity: 1)),
        ])
    }

    /// A timeline of 1,500 entries keeps its first 1,000, with a warning; a bundle of 101 kinds is refused.
    @Test func timelinesAndKindsAreCapped() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let entries = (0..<1_500).map { RenderedEntry(date: start.addingTimeInterval(Double($0) * 60), view: RenderNode(.empty)) }
        let checked = CheckedTimeline.check(RenderedTimeline(entries: entries, policy: .atEnd), kind: "Big")
        #expect(checked.timeline.entries.count == CheckedTimeline.mostEntries)
        #expect(checked.timeline.entries.last?.date == start.addingTimeInterval(999 * 60))
        #expect(checked.warnings == ["kind 'Big': the timeline has 1500 entries; kept the first 1000 (ask for a new timeline later instead)"])

        let kinds = (0...BundleLoader.mostKinds).map {
            KindDescription(kind: "Kind\($0)", displayName: "Kind", description: "", supportedFamilies: [.systemSmall])
        }
        let manifest = BundleManifest(identifier: "org.hostile.kinds", name: "Kinds", version: "1.0.0", library: "libKinds.so")
        guard case .failure(let error) = BundleLoader.checked(
            BundleDescription(sdkVersion: "1", widgets: kinds), of: manifest, at: URL(filePath: "/tmp/Kinds.widgetbundle"))
        else { Issue.record("101 kinds were accepted"); return }
        #expect(error.message == "bundle 'org.hostile.kinds' declares 101 widget kinds; a bundle has at most 100")
        guard case .success = BundleLoader.checked(BundleDescription(sdkVersion: "1", widgets: Array(kinds.prefix(100))), of: manifest, at: URL(filePath: "/tmp"))
        else { Issue.record("100 kinds were refused"); return }
    }

    /// What a bundle says of itself is one printable line wherever it is shown: escape sequences, line
    /// breaks and bidirectional overrides in names and titles are replaced as the description comes in;
    /// a kind with control characters is refused.
    @Test func aBundlesNamesAndTitlesAreOnePrintableLine() throws {
        let manifest = BundleManifest(identifier: "org.hostile.names", name: "Names", version: "1.0.0", library: "libNames.so")
        let forged = "Weather\u{1B}[2J\nerror: [com.example.counter] forged\u{202E}txt.exe"
        let schema = IntentSchema(type: "Config", title: forged, parameters: [
            ParameterSchema(type: "string", name: "city", title: forged, cases: [.init(value: "a", title: forged)]),
        ])
        let kind = KindDescription(kind: "Weather", displayName: forged, description: forged, supportedFamilies: [.systemSmall], configuration: schema)
        guard case .success(let checked) = BundleLoader.checked(
            BundleDescription(sdkVersion: "1", widgets: [kind]), of: manifest, at: URL(filePath: "/tmp/Names.widgetbundle"))
        else { Issue.record("refused"); return }
        let line = "Weather\u{FFFD}[2J error: [com.example.counter] forged\u{FFFD}txt.exe"
        let shown = checked.widgets[0]
        #expect(shown.displayName == line && shown.description == line)
        #expect(shown.configuration?.title == line && shown.configuration?.parameters[0].title == line)
        #expect(shown.configuration?.parameters[0].cases[0].title == line)

        var escaped = kind
        escaped.kind = "Weather\u{1B}[31m"
        guard case .failure(let error) = BundleLoader.checked(
            BundleDescription(sdkVersion: "1", widgets: [escaped]), of: manifest, at: URL(filePath: "/tmp/Names.widgetbundle"))
        else { Issue.record("a kind with an escape sequence was accepted"); return }
        #expect(error.message.contains("has control characters ('Weather\u{FFFD}[31m')"), "\(error.message)")
    }

    /// A worker's last lines are a crash's cause: escape sequences in them are replaced where they are
    /// read from its standard error, so the cause shown by the load, the log and `widgets list` is
    /// one printable line.
    @Test func aCrashingWorkersLastLinesAreOnePrintableLine() async throws {
        let library = scratch.root.appending(path: "libnoisy.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["NOISY_DESCRIBE"])
        try scratch.bundle("Noisy", identifier: "org.hostile.noisy", library: library)
        let log = LogCapture()
        let report = await BundleLoader(home: try scratch.home(), logger: log.logger).load()
        report.shutdown()
        let refusal = try #require(report.refusals.first)
        #expect(refusal.message.contains("crashed with SIGABRT"), "\(refusal.message)")
        #expect(refusal.message.contains("\u{FFFD}[2J\u{FFFD}]0;owned\u{FFFD}boom\u{FFFD}[31m while describing"), "\(refusal.message)")
        func clean(_ text: String) -> Bool { !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F } }
        #expect(clean(refusal.message))
        #expect(log.messages.allSatisfy(clean), "\(log.messages.filter { !clean($0) })")
        let list = await Fixtures.run([try Fixtures.built("widgets").path, "list", "--home", scratch.root.path])
        #expect(list.output.contains("boom") && clean(list.output) && clean(list.error), "\(list.output)")
        #expect(list.output.contains("Counter 1.0.0  com.example.counter"))
    }

    /// The bundle's code runs in the worker and may write frames on its socket as the worker does: a
    /// forged start failure is one printable line with a plain code, and a second `ready` (a forged
    /// fence) stops the worker as a fault of the bundle's, with the cause.
    @Test func framesTheBundleForgesAreCleanedOrRefused() async throws {
        let forger = scratch.root.appending(path: "libforger.so")
        try await Fixtures.compileC("hello_bundle.c", to: forger, defines: ["FORGE_START_FAILURE", #"KIND="Forger""#])
        try scratch.bundle("Forger", identifier: "org.hostile.forger", library: forger)
        let ready = scratch.root.appending(path: "libready.so")
        try await Fixtures.compileC("hello_bundle.c", to: ready, defines: ["FORGE_READY", #"KIND="Ready""#])
        try scratch.bundle("Ready", identifier: "org.hostile.ready", library: ready)
        let log = LogWatch()
        let report = await BundleLoader(home: try scratch.home(restartWait: 30), logger: log.logger).load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")

        let forged = try #require(report.bundle("org.hostile.forger"))
        _ = try? await forged.timeline(kind: "Forger", context: ProviderContext(family: .systemSmall))
        await #expect {
            _ = try await forged.snapshot(kind: "Forger", context: ProviderContext(family: .systemSmall))
        } throws: { error in
            guard let error = error as? WidgetRuntimeError else { return false }
            return error.code == .workerFailed && error.message == "\u{FFFD}[2J\u{FFFD}]0;owned\u{FFFD}forged failure\u{FFFD}txt.exe"
                && error.fix == "run \u{FFFD}[31mrm -rf ~"
        }

        let readied = try #require(report.bundle("org.hostile.ready"))
        _ = try? await readied.timeline(kind: "Ready", context: ProviderContext(family: .systemSmall))
        _ = await log.message(containing: "sent a second ready frame")
        var cause = ""
        if case .restarting(let said, _) = readied.health { cause = said }
        #expect(cause.contains("sent a second ready frame"), "\(cause)")
        #expect(!log.messages.contains { $0.contains("fence is partial") }, "\(log.messages)")
        // The example beside them works.
        let counter = try #require(report.bundle("com.example.counter"))
        #expect(try await counter.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall)).view.texts.contains { $0.contains("taps so far") })
    }

    /// A widget's text is cleaned where it is decoded: what every surface and the text log print of it
    /// holds no escape sequence; line breaks and tabs stay.
    @Test func aWidgetsTextHoldsNoControlCharactersOnceDecoded() throws {
        let run = try TextRun(json: JSON(parsing: Array(#"{"text": "a\u001b[2Jb\tc\nd\u0007\u009b"}"#.utf8)), at: "run")
        #expect(run == .verbatim("a\u{FFFD}[2Jb\tc\nd\u{FFFD}\u{FFFD}"))
    }

    /// A bundle that floods the log with long lines full of escapes and line breaks: the runtime writes
    /// a bounded number of lines, each one line, escapes replaced, cut at 2,000 characters, and says
    /// how many it dropped.
    @Test func aLogFloodIsCutShortAndEveryLineIsOneCleanLine() async throws {
        let scratch = try Scratch()
        try await scratch.hostile("LogFlood")
        let log = LogWatch()
        // 50 MB of log frames take a debug runtime some 6 s alone, more on a busy machine.
        let report = await BundleLoader(home: try scratch.home(timeout: 60), logger: log.logger).load()
        defer { report.shutdown() }
        let bundle = try #require(report.bundle("org.hostile.logflood"))
        let started = ContinuousClock.now
        let entry = try await bundle.timeline(kind: "LogFlood", context: ProviderContext(family: .systemSmall)).timeline.entries.first
        #expect(entry?.view.texts.first == "flooded")
        // What the worker printed arrives a moment after its reply.
        _ = await log.message(containing: "dropped")
        let lines = log.plainMessages.filter { $0.contains("forged") }
        // The burst, and the rate for as long as the flood took (long on a busy machine).
        let seconds = Int((ContinuousClock.now - started).components.seconds) + 1
        #expect(lines.count <= LogLimit.burst + LogLimit.linesPerSecond * seconds && lines.count >= 10, "\(lines.count) lines in \(seconds) s")
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{07}") && !$0.contains("\n") })
        #expect(lines.allSatisfy { $0.count <= LogLimit.longestLine + 40 })
        #expect(lines.contains { $0.contains("forged\\nerror: not from the runtime") })
        #expect(log.messages.contains { $0.contains("[org.hostile.logflood]") && $0.contains("log lines of the bundle: it logged more than 50 a second") },
            "\(log.messages.suffix(3))")
    }

    /// Loads the home's bundles and runs a host, logging to `log`, on a clock that stands still, showing
    /// one instance of each kind; their IDs in that order.
    private func runHost(
        _ home: RuntimeHome, log: Logger, showing kinds: [String]
    ) async throws -> (WidgetHost, HostRecorder, Task<Void, Never>, [InstanceID]) {
        let report = await BundleLoader(home: home, logger: log).load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        let ids = try kinds.map { try list.add(kind: $0, family: nil, bundles: report).id }
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: log, time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        return (host, recorder, Task { await host.run() }, ids)
    }

    @Test func aReloadFloodAndValuesNestedAThousandDeepLeaveTheRuntimeRunning() async throws {
        let flood = try await scratch.hostile("ReloadFlood")
        let deep = try await scratch.hostile("DeepDefaults")
        let home = try scratch.home(timeout: 60)
        let log = LogCapture()
        let (host, recorder, running, shown) = try await runHost(home, log: log.logger, showing: ["Counter", "\(flood)/ReloadFlood", "\(deep)/DeepDefaults"])
        let (counter, flooder, nester) = (shown[0], shown[1], shown[2])
        defer { running.cancel() }

        // 20,000 WidgetCenter calls (four times what once overflowed a reader thread) reached the host,
        // and the runtime (this process) is still here to show the entry that made them.
        let flooded = try #require(await recorder.entry(of: flooder))
        #expect(flooded.view.texts == ["reloads: 20000"])
        // Its coalesced requests are counted, and told of at most once a second (its clock stands still).
        let told = await recorder.events.compactMap { event -> ReloadDecision? in
            if case .decided(let decision) = event, decision.instance == flooder, decision.outcome == .coalesced { decision } else { nil }
        }
        #expect(told.count <= 1, "\(told.count) coalesced reloads told of")

        // A value nested 50 deep is kept; 150 and 1,000 deep are refused, each with its key and why.
        let nested = try #require(await recorder.entry(of: nester))
        #expect(nested.view.texts == ["50: stored, 150: refused, 1000: refused"])
        let refusals = log.messages.filter { $0.contains("nests arrays and dictionaries deeper than") }
        #expect(refusals.contains { $0.contains("key 'tree150'") && $0.contains("deeper than 100 levels") }, "\(log.messages)")
        #expect(refusals.contains { $0.contains("key 'tree1000'") }, "\(log.messages)")
        let store = try DefaultsStore(file: home.defaultsDatabase)
        #expect(try store.values(in: deep).map(\.key).sorted() == ["tree50"])

        // The examples still reload.
        try store.set(.int(9), forKey: "count", in: "group.example.counter")
        await host.reload(bundle: "com.example.counter", kind: nil, reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("9") == true)
        await host.stop()
    }
}

extension RuntimeContainmentTests {
    @Test func aResourceImageIsReadOnlyWhenItIsASmallRegularFile() async throws {
        let resources = scratch.plugins.appending(path: "Counter.widgetbundle/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let png = try Data(contentsOf: Fixtures.repository.appending(path: "Tests/Goldens/Counter.small.png"))
        try png.write(to: resources.appending(path: "small.png"))
        // 1.5 GB that takes no disk: a surface that read it whole would need the memory.
        let big = resources.appending(path: "big.png")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 1_500 << 20)
        try handle.close()
        #expect(mkfifo(resources.appending(path: "pipe").path, 0o600) == 0)
        let report = try await scratch.load()
        let bundle = try #require(report.bundle("com.example.counter"))
        #expect(bundle.resourceData(named: "small") == png)
        #expect(bundle.resourceData(named: "big") == nil)
        #expect(bundle.resourceData(named: "pipe") == nil)
        #expect(bundle.resourceData(named: "../Info.json") == nil)
        // An asset catalog's image set, as Xcode lays it out: its largest scale with a file; a file
        // name that leaves the set is not followed.
        let set = resources.appending(path: "Assets.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let double = png + Data([0])
        try png.write(to: set.appending(path: "logo.png"))
        try double.write(to: set.appending(path: "logo@2x.png"))
        try Data(#"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"}, {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"}, {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"}], "info": {"author": "xcode", "version": 1}}"#.utf8)
            .write(to: set.appending(path: "Contents.json"))
        let sneaky = resources.appending(path: "Assets.xcassets/sneaky.imageset")
        try FileManager.default.createDirectory(at: sneaky, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "../../../Info.json", "scale": "1x"}]}"#.utf8).write(to: sneaky.appending(path: "Contents.json"))
        // Sets in the catalog's folders: a group's by their names, a namespace folder's as Folder/Name.
        for (folder, namespaced) in [("Pictures", false), ("Icons", true)] {
            let set = resources.appending(path: "Assets.xcassets/\(folder)/\(folder.lowercased()).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try png.write(to: set.appending(path: "picture.png"))
            try Data(#"{"images": [{"filename": "picture.png", "idiom": "universal", "scale": "1x"}]}"#.utf8).write(to: set.appending(path: "Contents.json"))
            try Data((namespaced ? #"{"properties": {"provides-namespace": true}}"# : "{}").utf8)
                .write(to: set.deletingLastPathComponent().appending(path: "Contents.json"))
        }
        let catalogued = try await scratch.load()
        let withCatalog = try #require(catalogued.bundle("com.example.counter"))
        #expect(withCatalog.resourceData(named: "logo") == double)
        #expect(withCatalog.resourceData(named: "sneaky") == nil)
        #expect(withCatalog.resourceData(named: "pictures") == png && withCatalog.resourceData(named: "Icons/icons") == png)
        #expect(withCatalog.resourceData(named: "icons") == nil && withCatalog.resourceData(named: "Pictures/pictures") == nil)

        // The page draws the refused ones as placeholders.
        let node = RenderNode(.image(ImageNode(resource: "big")))
        let html = HTMLRenderer(resource: { bundle.resourceData(named: $0) }).fragment(node, family: .systemSmall)
        #expect(html.contains("background:var(--fill-tertiary);\" data-leaf=\"image\"") && !html.contains("<img"), "\(html)")
    }
}

extension RuntimeContainmentTests {
    /// A bundle that sends 2,100 defaults writes and reloads as fast as it can, none waiting for an
    /// answer, under a budget of 300 a second after 300: past it the runtime reads them at the budget's
    /// pace, so the bundle's own writes wait; every write lands, in order; the log names the bundle and
    /// its budget, at most once a second; the Counter beside it follows its app meanwhile.
    @Test func aBundleFloodingTheRuntimeWithMessagesIsSlowedAndLosesNothing() async throws {
        let flood = try await scratch.hostile("HostFlood")
        let home = try scratch.home(timeout: 120, more: #""hostMessages": {"perSecond": 300, "burst": 300}"#)
        let log = LogWatch()
        let started = ContinuousClock.now
        let (host, recorder, running, shown) = try await runHost(home, log: log.logger, showing: ["Counter", "\(flood)/HostFlood"])
        let (counter, flooder) = (shown[0], shown[1])
        defer { running.cancel() }

        func notices() -> [String] {
            log.messages.filter { $0.contains("[\(flood)]") && $0.contains("slowed: it sends more than its budget of 300 host messages") }
        }
        _ = await log.message(containing: "slowed: it sends more than its budget of 300 host messages", within: 60)
        let notice = try #require(notices().first, "\(log.messages.suffix(5))")
        #expect(notice.contains("the runtime reads them at that pace, so its writes wait and none is lost"), "\(notice)")

        // While it is slowed, the Counter follows its app.
        let store = try DefaultsStore(file: home.defaultsDatabase)
        try store.set(.int(41), forKey: "count", in: "group.example.counter")
        await host.reload(bundle: "com.example.counter", kind: nil, reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("41") == true)
        #expect(await host.currentEntry(of: flooder) == nil, "the flood was over before the Counter's reload")

        // Its writes left it no faster than the runtime read them: past the burst, less what the
        // socket and the runtime's read buffer hold (at most some 900 of these), at 300 a second.
        let flooded = try #require(await recorder.entry(of: flooder))
        let said = try #require(flooded.view.texts.first?.firstMatch(of: /sent (\d+) in (\d+) ms/), "\(flooded.view.texts)")
        #expect(Int(said.1) == 2_100)
        #expect(Int(said.2)! >= (2_100 - 300 - 900) * 1_000 / 300, "the flood left the bundle in \(said.2) ms")

        // Every write landed, in order: each key holds the last round written to it.
        let values = Dictionary(uniqueKeysWithValues: try store.values(in: flood).map { ($0.key, $0.value) })
        #expect(values["last"] == .int(999))
        for key in 0..<100 { #expect(values["key\(key)"] == .int(900 + key), "key\(key): \(values["key\(key)"].map { "\($0)" } ?? "missing")") }

        // Told of at most once a second.
        let seconds = Int((ContinuousClock.now - started).components.seconds) + 1
        #expect(notices().count <= seconds, "\(notices().count) notices in \(seconds) s")
        await host.stop()
    }
}

extension RuntimeContainmentTests {
    /// A bundle whose output keeps a runtime thread busy (short lines, for ever, as fast as they are
    /// read), under a share of 5% of a core after 0.2 s: past it the runtime reads the bundle at that
    /// pace (the log says so under its name), and once that has gone on for 2 s its worker is stopped,
    /// the cause naming the share; the Counter follows its app meanwhile.
    @Test func aBundleCostingTheRuntimeMoreThanItsShareOfCPUIsSlowedThenStopped() async throws {
        let hog = try await scratch.hostile("OutputFlood")
        let home = try scratch.home(timeout: 120, restartWait: 60, more: #""runtimeShare": {"percent": 5, "burst": 0.2, "stopAfter": 2}"#)
        let log = LogWatch()
        let (host, _, running, shown) = try await runHost(home, log: log.logger, showing: ["Counter", "\(hog)/OutputFlood"])
        defer { running.cancel() }

        func said(_ text: String) async -> String? {
            _ = await log.message(containing: text, within: 20)
            return log.messages.first { $0.contains("[\(hog)]") && $0.contains(text) }
        }
        let slowed = await said("slowed: its messages, output and replies cost the runtime more than its share of CPU")
        #expect(slowed?.contains("(5% of a core after a burst of 0.2 s, runtime.json's runtimeShare)") == true, "\(log.messages.suffix(8))")

        // While it is slowed, the Counter follows its app.
        let store = try DefaultsStore(file: home.defaultsDatabase)
        try store.set(.int(43), forKey: "count", in: "group.example.counter")
        await host.reload(bundle: "com.example.counter", kind: nil, reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: shown[0])?.view.texts.contains("43") == true)

        let stopped = await said("its worker cost the runtime more than its share of CPU")
        let cause = try #require(stopped, "\(log.messages.suffix(5))")
        #expect(cause.contains("for 2 s without a rest") && cause.contains("restarting it in"), "\(cause)")
        await host.stop()
    }
}

/// The host's side of a bundle's calls, given raw messages a bundle could send without the SDK.
@Suite(.throttled) struct HostServiceContainmentTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    private func services(
        hooks: HostHooks = HostHooks(), suiteLimit: Int = DefaultsStore.standardSuiteLimit, logger: Logger = Logger(label: "test")
    ) throws -> HostServices {
        let home = try scratch.home()
        return HostServices(
            sandbox: BundleSandbox(
                identifier: "org.example.raw", declaredGroups: [], grantedGroups: [],
                defaults: DefaultsService(file: home.defaultsDatabase, durability: .crash, suiteLimit: suiteLimit, logger: Logger(label: "test")),
                containers: home.containersDirectory, hooks: hooks),
            strings: LocalizedStrings(files: BundleFiles(folder: home.root), languages: []), logger: logger)
    }

    /// A bundle that keeps writing fills its suite up to the suite limit and no further; overwriting
    /// with less and removing keys stay possible, and free room.
    @Test func aBundleFillsItsSuiteOnlyUpToTheLimit() throws {
        let services = try services(suiteLimit: 2_000)
        func write(_ key: String, _ value: PropertyListValue?) throws -> Bool {
            let reply = services.call(WireCoding.encode(HostRequest.write(suite: nil, key: key, value: value)))
            do {
                _ = try Reply.decode(JSON.self, from: reply)
                return true
            } catch {
                #expect(error.code.rawValue == "storeFull" && error.message.contains("a bundle may fill a suite up to 2000"), "\(error)")
                return false
            }
        }
        let block = PropertyListValue.string(String(repeating: "x", count: 300))
        let stored = try (0..<20).map { try write("key\($0)", block) }
        #expect(stored.prefix(6).allSatisfy { $0 } && stored.dropFirst(6).allSatisfy { !$0 }, "\(stored)")
        let store = try DefaultsStore(file: try scratch.home().defaultsDatabase)
        #expect(try store.bytes(in: "org.example.raw") <= 2_000)
        #expect(try write("key0", .string("small")))
        #expect(try write("key1", nil))
        #expect(try write("another", block))
    }

    /// A write sent without waiting for the answer (as the SDK sends them) that the runtime refuses
    /// is logged under the bundle's name with its key, its suite and why; one it accepts is stored.
    @Test func aRefusedWriteSentWithoutWaitingIsLoggedWithItsKey() throws {
        let log = LogCapture()
        let services = try services(suiteLimit: 2_000, logger: log.logger)
        services.perform(WireCoding.encode(HostRequest.write(suite: nil, key: "small", value: .string("kept"))))
        services.perform(WireCoding.encode(HostRequest.write(suite: nil, key: "big", value: .string(String(repeating: "x", count: 3_000)))))
        let store = try DefaultsStore(file: try scratch.home().defaultsDatabase)
        #expect(try store.values(in: "org.example.raw").map(\.key) == ["small"])
        #expect(log.messages.contains { $0.contains("key 'big' in suite 'standard' was not stored") && $0.contains("a bundle may fill a suite up to 2000") }, "\(log.messages)")
        #expect(!log.messages.contains { $0.contains("'small'") }, "\(log.messages)")
    }

    /// Runs `body` on a thread with a reader thread's stack (or another), as a worker's frames are read.
    private func onReaderThread<T: Sendable>(stackSize: Int = ReaderThreads.stackSize, _ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    private func error(of reply: [UInt8]) -> WireError? {
        do {
            _ = try Reply.decode(JSON.self, from: reply)
            return nil
        } catch {
            return error
        }
    }

    @Test func deeplyNestedMessagesAreRefusedWithTheirCauseOnAReaderThread() async throws {
        let services = try services()
        @Sendable func write(nesting: Int) -> [UInt8] {
            let value = String(repeating: #"{"array": ["#, count: nesting) + #"{"string": "leaf"}"# + String(repeating: "]}", count: nesting)
            return Array(#"{"version": 1, "type": "write", "key": "tree", "value": \#(value)}"#.utf8)
        }
        // Inside the parser's limit but past a value's: refused by the value's rule, naming where.
        let tooDeep = await onReaderThread { services.call(write(nesting: 150)) }
        let deepError = try #require(error(of: tooDeep))
        #expect(deepError.message.contains("nests arrays and dictionaries deeper than 100 levels"), "\(deepError)")
        #expect(deepError.message.contains("value.array[0].array[0]"), "\(deepError)")
        // Past the parser's limit (a thousand levels, two JSON levels each): refused before any decoding.
        let past = await onReaderThread { services.call(write(nesting: 1_000)) }
        #expect(error(of: past)?.message.contains("nesting deeper than 512 levels") == true)
        // At the parser's very limit, in JSON that is no value at all: still answered.
        let limit = Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8)
        #expect(await onReaderThread { self.error(of: services.call(limit)) } != nil)
        // A value as deep as a value may be is kept.
        let kept = await onReaderThread { services.call(write(nesting: 99)) }
        #expect(error(of: kept) == nil)
    }

    @Test func aHundredThousandReloadRequestsReachTheAttachedHost() async throws {
        let hooks = HostHooks()
        let reloads = Atomic<Int>(0)
        hooks.attach(
            reload: { _, _ in reloads.add(1, ordering: .relaxed) }, configurations: { _ in [] }, restarted: { _ in })
        let services = try services(hooks: hooks)
        let request = WireCoding.encode(HostRequest.reloadTimelines(kind: nil))
        // On a small stack: the calls must not grow it (each used to wrap the hooks in two more thunks).
        let failures = await onReaderThread(stackSize: 256 << 10) {
            (0..<100_000).filter { _ in self.error(of: services.call(request)) != nil }.count
        }
        #expect(failures == 0)
        #expect(reloads.load(ordering: .relaxed) == 100_000)
    }
}
