import Foundation
import Testing
import WidgetClient
import WidgetRuntime
import WidgetWire

/// Defaults and app groups as bundles see them, through their host tables.
@Suite(.throttled) struct DefaultsTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    /// The Counter example under its own manifest (entitled to group.example.counter).
    private func installCounter() throws {
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: manifest, library: try Fixtures.built("libCounterWidget.so"))
    }

    private func installProbe() async throws {
        let manifest = #"""
            {"identifier": "org.thirdparty.probe", "name": "Probe", "version": "1.0.0", "abiVersion": 1,
             "library": "libDefaultsProbe.so", "entitlements": {"appGroups": ["group.example.shared"]}}
            """#
        try scratch.bundle("Probe", manifest: manifest, library: try await Fixtures.thirdPartyLibraries().appending(path: "libDefaultsProbe.so"))
    }

    /// runtime.json trusting the probe with group.example.shared (an app's entry naming both), and the
    /// Counter with its group, as the checkout's runtime.json does.
    private func trustProbe() throws {
        _ = try scratch.home(more: #"""
            "appGroups": {"apps": {"probe-app": {"groups": ["group.example.shared"], "bundles": ["org.thirdparty.probe"]},
                                   "counter-app": {"groups": ["group.example.counter"], "bundles": ["com.example.counter"]}}}
            """#)
    }

    private func store() throws -> DefaultsStore {
        try DefaultsStore(file: try RuntimeHome(root: scratch.root).defaultsDatabase)
    }

    private func snapshotLines(_ report: LoadReport, _ kind: String) async throws -> [String] {
        let (bundle, _) = try report.resolve(kind)
        return try await bundle.snapshot(kind: kind, context: ProviderContext(family: .systemSmall)).view.texts
    }

    @Test func anAppWritesTheCountAndCounterShowsIt() async throws {
        try installCounter()
        _ = try scratch.home()
        try Data(#"{"plugins": ["plugins"], "appGroups": {"apps": {"counter-app": {"groups": ["group.example.counter"], "bundles": ["com.example.counter"]}}}}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let home = try RuntimeHome(root: scratch.root)
        let shared = try #require(WidgetDefaults(suiteName: "group.example.counter", app: "counter-app", home: home))
        shared.set(5, forKey: "count")
        #expect(shared.integer(forKey: "count") == 5)
        let report = await BundleLoader(home: home).load()
        #expect(try await snapshotLines(report, "Counter").contains("5"))
    }

    @Test func anAppGetsOnlyTheGroupsRuntimeJSONGrantsIt() throws {
        _ = try scratch.home()
        try Data(#"{"plugins": ["plugins"], "appGroups": {"apps": {"counter-app": ["group.example.counter"]}}}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let home = try RuntimeHome(root: scratch.root)
        let log = LogCapture()
        #expect(WidgetDefaults(suiteName: "group.example.countr", app: "counter-app", home: home, logger: log.logger) == nil)
        #expect(WidgetDefaults(suiteName: "group.example.counter", app: "other-app", home: home, logger: log.logger) == nil)
        #expect(WidgetDefaults(suiteName: "com.example.counter", app: "counter-app", home: home, logger: log.logger) == nil)
        #expect(log.messages.contains {
            $0.hasPrefix("warning: app counter-app: it is not granted app group 'group.example.countr'; its app groups are group.example.counter")
        })
        #expect(log.messages.contains { $0.contains("app other-app: it is not granted app group 'group.example.counter'; it has no app groups") })

        let shared = try #require(WidgetDefaults(suiteName: "group.example.counter", app: "counter-app", home: home))
        shared.register(defaults: ["theme": "light", "count": 1])
        #expect(shared.integer(forKey: "count") == 1)
        shared.set(["a": [1, 2]], forKey: "tree")
        shared.set(Date(timeIntervalSince1970: 5), forKey: "when")
        #expect((shared.dictionary(forKey: "tree")?["a"] as? [Int]) == [1, 2])
        #expect(shared.object(forKey: "when") as? Date == Date(timeIntervalSince1970: 5))
        #expect(Set(shared.dictionaryRepresentation().keys) == ["theme", "count", "tree", "when"])
        shared.removeObject(forKey: "tree")
        #expect(shared.object(forKey: "tree") == nil)
    }

    @Test func theSeedScenarioRunsFromTheCommandLine() async throws {
        try installCounter()
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        let write = await Fixtures.run([widgets, "defaults", "write", "group.example.counter", "count", "5", "--type", "int", "--home", scratch.root.path])
        #expect(write.status == 0, "\(write.error)")
        let snapshot = await Fixtures.run([widgets, "snapshot", "Counter", "--home", scratch.root.path])
        #expect(snapshot.status == 0, "\(snapshot.error)")
        // The count is drawn big: a 5 in block glyphs.
        #expect(snapshot.output.contains("█▀▀") && snapshot.output.contains("▀▀█"), "\(snapshot.output)")
    }

    /// A second bundle that declares an app group runtime.json gives another bundle gets neither its
    /// data nor its container until the user grants it (`widgets grant`), and can lose it again.
    @Test func aGroupAnotherBundleHasIsOnlyGrantedByTheUser() async throws {
        try await installProbe()
        try trustProbe()
        let thief = #"""
            {"identifier": "org.thief.probe", "name": "Thief", "version": "1.0.0", "abiVersion": 1,
             "library": "libDefaultsProbe.so", "entitlements": {"appGroups": ["group.example.shared"]}}
            """#
        try scratch.bundle("Thief", manifest: thief, library: try await Fixtures.thirdPartyLibraries().appending(path: "libDefaultsProbe.so"))
        try store().set(.string("hello"), forKey: "greeting", in: "group.example.shared")
        let widgets = try Fixtures.built("widgets").path
        func lines(of bundle: String) async throws -> [String] {
            let report = await BundleLoader(home: try RuntimeHome(root: scratch.root), logger: LogCapture().logger).load()
            defer { report.shutdown() }
            let (loaded, _) = try report.resolve("\(bundle)/Probe")
            return try await loaded.snapshot(kind: "Probe", context: ProviderContext(family: .systemSmall)).view.texts
        }

        // The bundle runtime.json trusts has it; the other waits for the grant and is told how.
        let log = LogCapture()
        let report = await BundleLoader(home: try RuntimeHome(root: scratch.root), logger: log.logger).load()
        report.shutdown()
        #expect(log.messages.contains {
            $0.contains("org.thief.probe waits for app group group.example.shared: `widgets grant org.thief.probe group.example.shared`")
        }, "\(log.messages)")
        #expect(try await lines(of: "org.thirdparty.probe").contains("shared=hello"))
        let refused = try await lines(of: "org.thief.probe")
        #expect(refused.contains("shared=nil") && refused.contains("container=nil"), "\(refused)")
        let list = await Fixtures.run([widgets, "list", "--home", scratch.root.path]).output
        #expect(list.contains("app groups: group.example.shared (WAITING for the grant: widgets grant org.thief.probe group.example.shared)"), "\(list)")

        // Granted by the user, it shares the group; revoked, it does not.
        let grant = await Fixtures.run([widgets, "grant", "org.thief.probe", "group.example.shared", "--home", scratch.root.path])
        #expect(grant.status == 0 && grant.output.contains("org.thief.probe may now use group.example.shared"), "\(grant.error)")
        #expect(try await lines(of: "org.thief.probe").contains("shared=hello"))
        let grants = await Fixtures.run([widgets, "grant", "--home", scratch.root.path]).output
        #expect(grants.contains("group.example.shared  org.thief.probe\n"), "\(grants)")
        #expect(grants.contains("group.example.shared  org.thirdparty.probe  (runtime.json: app probe-app)"), "\(grants)")
        #expect(await Fixtures.run([widgets, "grant", "org.thief.probe", "group.example.shared", "--revoke", "--home", scratch.root.path]).status == 0)
        #expect(try await lines(of: "org.thief.probe").contains("shared=nil"))

        // A group the bundle does not declare is not granted.
        let undeclared = await Fixtures.run([widgets, "grant", "org.thief.probe", "group.example.other", "--home", scratch.root.path])
        #expect(undeclared.status != 0 && undeclared.error.contains("it does not declare app group 'group.example.other'"), "\(undeclared.error)")
    }

    @Test func aBundleSeesItsSuiteItsGroupsAndNothingElse() async throws {
        try await installProbe()
        try trustProbe()
        try store().set(.string("hello"), forKey: "greeting", in: "group.example.shared")
        try store().set(.string("dark"), forKey: "mode", in: "group.example.shared")
        let log = LogCapture()
        let report = await BundleLoader(home: try RuntimeHome(root: scratch.root), logger: log.logger).load()
        let lines = try await snapshotLines(report, "Probe")
        let container = scratch.root.appending(path: "state/containers/group.example.shared").path
        #expect(lines == [
            "answer=42", "list=3", "bad=refused", "snapshots=1", "typo=nil", "other=nil", "shared=hello", "mode=dark",
            "container=\(container)", "foreign=nil", "main=org.thirdparty.probe",
            "groups=group.example.shared",
        ])
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: container, isDirectory: &isFolder) && isFolder.boolValue)

        // What the bundle stored kept its types, in its own suite.
        let own = try store().values(in: "org.thirdparty.probe")
        #expect(own.map(\.key) == ["answer", "list", "snapshots", "tree"])
        #expect(own.first { $0.key == "answer" }?.value == .int(42))
        #expect(own.first { $0.key == "tree" }?.value
            == .dictionary([("nested", .dictionary([("when", .date(Date(timeIntervalSince1970: 1_800_000_000.5)))]))]))

        // Each refusal is logged once, naming the groups the bundle has and the likely typo.
        _ = try await snapshotLines(report, "Probe")
        let messages = log.messages
        let typo = "warning: [org.thirdparty.probe] it is not entitled to app group 'group.example.shraed'; its app groups are group.example.shared; did you mean 'group.example.shared'?"
        #expect(messages.filter { $0 == typo }.count == 1, "\(messages)")
        #expect(messages.contains { $0.contains("suite 'com.example.counter' is neither its own nor an app group") })
        #expect(messages.contains { $0.contains("not entitled to app group 'group.example.counter'") })
        #expect(messages.contains {
            $0.contains("key 'bad' in suite 'standard' was not stored: a NotAPropertyList is not a property-list value")
        })
    }

    /// Foundation's `UserDefaults`, as iOS widget code uses it, in a real worker: the app group's suite
    /// and the bundle's own are the runtime's, an app's writes show at the next request, and nothing
    /// is lost when the worker is killed or its files are gone.
    @Test func foundationsUserDefaultsInABundleAreTheRuntimesSuites() async throws {
        try await installProbe()
        try trustProbe()
        try store().set(.int(7), forKey: "count", in: "group.example.shared")
        try store().set(.string("old"), forKey: "stale", in: "group.example.shared")
        try store().set(.string("F"), forKey: "unit", in: "group.example.shared")
        let log = LogCapture()
        let home = try RuntimeHome(root: scratch.root)
        let report = await BundleLoader(home: home, logger: log.logger).load()
        let restarts = report.restarts()
        var lines = try await snapshotLines(report, "FoundationProbe")
        #expect(lines.prefix(4) == ["count=7", "visits=1", "unit=F", "first=true"], "\(lines)")
        // `@AppStorage` over Foundation's `UserDefaults` writes through it too.
        #expect(try store().value(forKey: "opened", in: "org.thirdparty.probe") == .bool(true))
        // What it wrote was stored by the runtime before the snapshot was answered.
        #expect(try store().value(forKey: "visits", in: "org.thirdparty.probe") == .int(1))
        #expect(try store().value(forKey: "lastSeen", in: "group.example.shared") == .int(7))
        #expect(try store().value(forKey: "history", in: "group.example.shared") == .dictionary([("steps", .array([.int(1), .int(2), .int(3)]))]))
        #expect(try store().value(forKey: "stale", in: "group.example.shared") == nil)

        // An app's write shows at the next request.
        try store().set(.int(9), forKey: "count", in: "group.example.shared")
        lines = try await snapshotLines(report, "FoundationProbe")
        #expect(lines.prefix(4) == ["count=9", "visits=2", "unit=F", "first=false"], "\(lines)")

        // A group it was not granted: nothing leaves the worker, and the log says so once.
        #expect(try store().value(forKey: "borrowed", in: "group.example.counter") == nil)
        let stray = #"UserDefaults(suiteName: "group.example.counter") is not an app group this bundle may use"#
        #expect(log.messages.filter { $0.contains(stray) }.count == 1, "\(log.messages)")

        // Its worker killed: the new one goes on from what the runtime stored.
        let pid = try #require(lines.last.flatMap { Int32($0.dropFirst("pid=".count)) })
        let worker = try #require(Fixtures.workerProcess(of: "org.thirdparty.probe", in: scratch.root, knownAs: pid))
        #expect(worker != getpid())
        kill(worker, SIGKILL)
        // Once its restart wait is over, the next request starts a new worker.
        #expect(await restarts.next() == "org.thirdparty.probe")
        let after = try await snapshotLines(report, "FoundationProbe")
        let restarted = try #require(after.last.flatMap { Int32($0.dropFirst("pid=".count)) })
        #expect(Fixtures.workerProcess(of: "org.thirdparty.probe", in: scratch.root, knownAs: restarted).map { $0 != worker } == true)
        #expect(after.prefix(2) == ["count=9", "visits=3"], "\(after)")

        // Foundation's files gone (a crash before they were written): the runtime still has it all.
        let config = home.stateDirectory.appending(path: "bundles/org.thirdparty.probe/.config")
        for file in try FileManager.default.contentsOfDirectory(atPath: config.path) {
            try FileManager.default.removeItem(at: config.appending(path: file))
        }
        let again = await BundleLoader(home: home, logger: log.logger).load()
        #expect(try await snapshotLines(again, "FoundationProbe").prefix(2) == ["count=9", "visits=4"])
    }

    /// Foundation's main bundle in a worker is the widget bundle's folder, as an extension's is on iOS:
    /// code that imports Foundation alone finds a file of its `Resources/` by URL and by path (and
    /// not one it lacks), and Foundation's `NSLocalizedString` reads its strings tables: one at the
    /// top of `Resources/`, a named one in the runtime's language's `.lproj` (not English's), and a
    /// `.stringsdict` plural (its `other` form; Foundation on Linux would crash on its entry).
    @Test func foundationsMainBundleIsTheBundlesFolderAndItsResources() async throws {
        try await installProbe()
        try trustProbe()
        let resources = scratch.plugins.appending(path: "Probe.widgetbundle/Resources")
        for language in ["en", "fr"] {
            try FileManager.default.createDirectory(at: resources.appending(path: "\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data(#""Title" = "Countdown";"#.utf8).write(to: resources.appending(path: "en.lproj/Widget.strings"))
        try Data("hello from the bundle\n".utf8).write(to: resources.appending(path: "greeting.txt"))
        try Data(#""Time done" = "done";"#.utf8).write(to: resources.appending(path: "Localizable.strings"))
        let plural: [String: Any] = [
            "days": [
                "NSStringLocalizedFormatKey": "%#@count@ left",
                "count": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d day", "other": "%d days"],
            ],
        ]
        try PropertyListSerialization.data(fromPropertyList: plural, format: .xml, options: 0)
            .write(to: resources.appending(path: "Localizable.stringsdict"))
        try Data(#""Title" = "Compte à rebours";"#.utf8).write(to: resources.appending(path: "fr.lproj/Widget.strings"))
        var loader = BundleLoader(home: try RuntimeHome(root: scratch.root))
        loader.languages = ["fr-FR", "fr"]
        let report = await loader.load()
        let lines = try await snapshotLines(report, "Resources")
        let file = resources.resolvingSymlinksInPath().appending(path: "greeting.txt").path
        #expect(lines == [
            "url=hello from the bundle", "path=\(file)", "missing=nil", "done=done", "title=Compte à rebours", "days=3 days left",
        ])
        report.shutdown()
    }

    @Test func runtimeJSONCanDenyAGroupABundleDeclares() async throws {
        try await installProbe()
        _ = try scratch.home()
        try Data(#"{"plugins": ["plugins"], "appGroups": {"deny": {"org.thirdparty.probe": ["group.example.shared"]}}}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let log = LogCapture()
        let report = await BundleLoader(home: try RuntimeHome(root: scratch.root), logger: log.logger).load()
        let lines = try await snapshotLines(report, "Probe")
        #expect(lines.contains("shared=nil"))
        #expect(lines.contains("container=nil"))
        #expect(log.messages.contains {
            $0.contains("runtime.json denies it app group 'group.example.shared'; it has no app groups")
        })
    }

    @Test func aDamagedDatabaseStopsOnlyWhatNeedsIt() async throws {
        try installCounter()
        try scratch.bundle("Clock", identifier: "com.example.clock.copy", library: try Fixtures.built("libClockWidget.so"))
        let database = try scratch.home().defaultsDatabase
        try FileManager.default.createDirectory(at: database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: database)

        let log = LogCapture()
        let report = await BundleLoader(home: try scratch.home(), logger: log.logger).load()
        #expect(try await snapshotLines(report, "Clock").contains("Clock"))
        #expect(try await snapshotLines(report, "Counter").contains("0"))
        #expect(log.messages.contains { $0.hasPrefix("error: \(database.path): cannot use the defaults database") })
        #expect(try Data(contentsOf: database) == garbage, "the damaged file must never be replaced")
    }
}

/// A bundle whose group suite holds tens of thousands of keys still answers.
@Suite(.throttled) struct LargeSuiteTests {
    @Test func aWidgetReadsASuiteOfThirtyThousandKeys() async throws {
        let scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
        let home = try scratch.home(timeout: 20)
        let lines = (0..<30_000).map { "filler\($0)\t\($0)" }.joined(separator: "\n") + "\ncount\t42\n"
        let input = scratch.root.appending(path: "keys.tsv")
        try Data(lines.utf8).write(to: input)
        let widgets = try Fixtures.built("widgets").path
        let imported = await Fixtures.run(["/bin/sh", "-c", #""$0" defaults import group.example.counter --type int --home "$1" < "$2" > /dev/null"#, widgets, home.root.path, input.path])
        #expect(imported.status == 0, "\(imported.error)")
        let report = await BundleLoader(home: home).load()
        let (bundle, _) = try report.resolve("Counter")
        let entry = try await bundle.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains("42"), "\(entry.view.texts)")
    }
}
