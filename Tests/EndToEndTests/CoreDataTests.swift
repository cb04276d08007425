import Foundation
import Testing
import WidgetHome

/// `import CoreData`: an app and its widget sharing a store in the app group, as written for iOS
/// (Tests/Fixtures/CoreDataApp: Xcode's `DataController` unchanged, a model with "Class Definition",
/// "Category/Extension" and hand-written entities). Each program runs as its own process, as the app
/// and the widget do, with the group's folder in the runtime home `WIDGETS_HOME` names.
@Suite(.throttled) struct CoreDataTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    private var environment: [String: String] { ["WIDGETS_HOME": scratch.root.path] }

    private var store: URL { scratch.root.appending(path: "state/containers/group.com.example.portfolio/Main.sqlite") }

    /// Runs an executable of the fixture.
    private func run(_ program: String, _ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
        try await run(program, arguments)
    }

    private func run(_ program: String, _ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let folder = try await Fixtures.coreDataApp()
        return await Fixtures.run([folder.appending(path: program).path] + arguments, environment: environment)
    }

    /// The fixture's widget as a bundle of the runtime home, declaring the app group.
    private func placeWidget() async throws {
        let folder = try await Fixtures.coreDataApp()
        try scratch.bundle(
            "Portfolio", manifest: #"{"identifier": "com.example.portfolio.widget", "name": "Portfolio", "version": "1.0.0", "abiVersion": 1, "library": "libPortfolioWidget.so", "entitlements": {"appGroups": ["group.com.example.portfolio"]}}"#,
            library: folder.appending(path: "libPortfolioWidget.so"))
    }

    /// Fetches, predicates in SQL and in memory, sorts, relationships, delete rules, migration: the
    /// fixture's `checks` compares each with Apple's behaviour and names every mismatch.
    @Test func theChecksPass() async throws {
        let ran = try await run("checks")
        #expect(ran.status == 0, "\(ran.output)\n\(ran.error)")
        #expect(ran.output.contains("checks: ") && ran.output.contains(" passed") && !ran.output.contains("MISMATCH"), "\(ran.output)")
    }

    @Test func whatTheAppSavedIsReadByTheNextProcess() async throws {
        let saved = try await run("app", "add", "Fix the widget", "ui", "backend")
        #expect(saved.status == 0, "\(saved.output)\n\(saved.error)")
        #expect(FileManager.default.fileExists(atPath: store.path), "the store is the file in the app group")
        let another = try await run("app", "add", "Ship it", "UI")
        #expect(another.status == 0, "\(another.output)\n\(another.error)")
        let listed = try await run("app", "list")
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output == "Fix the widget [backend,ui] Inbox\nShip it [ui] Inbox\n", "\(listed.output)")
        let counted = try await run("app", "count", "ANY tags.name ==[c] 'BACKEND'")
        #expect(counted.output == "1\n", "\(counted.output)\(counted.error)")
    }

    /// The widget's library, copied away from its build folder with no resources beside it (as an
    /// installed bundle is), finds its model in itself and reads what the app saved.
    @Test func aWidgetLibraryAloneReadsWhatTheAppSaved() async throws {
        let folder = try await Fixtures.coreDataApp()
        let installed = scratch.root.appending(path: "installed")
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        for file in ["widget-host", "libCoreDataWidget.so"] {
            try FileManager.default.copyItem(at: folder.appending(path: file), to: installed.appending(path: file))
        }
        _ = try await run("app", "add", "Older")
        _ = try await run("app", "add", "Newest", "ui")
        let read = await Fixtures.run(
            [installed.appending(path: "widget-host").path, installed.appending(path: "libCoreDataWidget.so").path], environment: environment)
        #expect(read.status == 0 && read.output == "2 issues, latest: Newest, Older\n", "\(read.output)\(read.error)")
    }

    /// The seed's shape end to end: the app saves into `Main.sqlite` in the group's container of the
    /// runtime home; the widget bundle, granted the group, shows the top open issue and its tag when
    /// the runtime draws it. Without the grant it gets no container.
    @Test func theWidgetGrantedTheGroupShowsTheAppsTopOpenIssue() async throws {
        try await placeWidget()
        try Data(#"""
            {"plugins": ["plugins"], "appGroups": {"apps": {"portfolio": {"groups": ["group.com.example.portfolio"], "bundles": ["com.example.portfolio.widget"]}}}}
            """#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        for issue in [["Fix the widget", "ui", "backend"], ["Ship it", "release"]] {
            let saved = try await run("app", ["add"] + issue)
            #expect(saved.status == 0, "\(saved.output)\n\(saved.error)")
        }
        #expect(FileManager.default.fileExists(atPath: store.path), "the app's store is in the runtime home's container")
        let widgets = try Fixtures.built("widgets").path
        let shown = await Fixtures.run([widgets, "snapshot", "TopIssue", "--home", scratch.root.path])
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output.contains("Fix the widget") && shown.output.contains("backend") && !shown.output.contains("Ship it"), "\(shown.output)")

        // On a running runtime, the app's save and `WidgetCenter.shared.reloadAllTimelines()` put the
        // next issue on the widget (its timeline never reloads by itself).
        try Data(try String(contentsOf: scratch.root.appending(path: "runtime.json"), encoding: .utf8)
            .replacingOccurrences(of: #"{"plugins": ["plugins"], "#, with: #"{"plugins": ["plugins"], "instances": [{"kind": "TopIssue"}], "#).utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let runtime = try RunningRuntime.start(widgets, ["--for", "60", "--log", "json", "--home", scratch.root.path], in: scratch.root)
        defer { runtime.process.terminate() }
        let home = try RuntimeHome(root: scratch.root)
        #expect(try await runtime.shows("Fix the widget", on: InstanceID("topissue-1"), of: home), "\(runtime.errorText)")
        let closed = try await run("app", "done", "Fix the widget")
        #expect(closed.status == 0, "\(closed.output)\n\(closed.error)")
        #expect(try await runtime.shows("Ship it", on: InstanceID("topissue-1"), of: home), "the app's reload did not reach the widget: \(runtime.errorText)")
    }

    /// The store is a file of the group's container, counted against its quota: a store past it
    /// stops the bundle granted the group from starting, and the error says which folder to empty.
    @Test func theStoreCountsAgainstTheContainersQuota() async throws {
        try await placeWidget()
        try Data(#"""
            {"plugins": ["plugins"], "limits": {"privateFolderMB": 1}, "appGroups": {"apps": {"portfolio": {"groups": ["group.com.example.portfolio"], "bundles": ["com.example.portfolio.widget"]}}}}
            """#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        let saved = try await run("app", "add", "Fix the widget")
        #expect(saved.status == 0, "\(saved.output)\n\(saved.error)")
        // The app's data grows past the container's 1 MB.
        try SQLiteConnection(path: store.path, create: false).execute("UPDATE ZISSUE SET ZPAYLOAD = zeroblob(2 * 1024 * 1024)")
        let listed = await Fixtures.run([try Fixtures.built("widgets").path, "list", "--home", scratch.root.path])
        let said = listed.output + listed.error
        let container = store.deletingLastPathComponent().path
        #expect(said.contains("bundle com.example.portfolio.widget: its worker cannot start: it filled the container of app group group.com.example.portfolio \(container) past its quota"), "\(said)")
        #expect(said.contains("remove files from \(container)"), "\(said)")
    }

    /// Without the grant the widget gets no container, and the runtime's log names the grant.
    @Test func aWidgetNotGrantedTheGroupGetsNoContainer() async throws {
        try await placeWidget()
        try Data(#"{"plugins": ["plugins"]}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        _ = try await run("app", "add", "Fix the widget")
        let shown = await Fixtures.run([try Fixtures.built("widgets").path, "snapshot", "TopIssue", "--format", "json", "--home", scratch.root.path])
        #expect(!shown.output.contains("Fix the widget"), "\(shown.output)")
        #expect((shown.output + shown.error).contains("widgets grant com.example.portfolio.widget group.com.example.portfolio"), "\(shown.output)\n\(shown.error)")
    }

    /// A value larger than a store's values may be, written by another program: the fetch that reads
    /// it fails naming the store and the limit, and a fetch that does not read it still works.
    @Test func aHugeValueFailsTheFetchThatReadsIt() async throws {
        for title in ["Huge", "Small"] { _ = try await run("app", "add", title) }
        try SQLiteConnection(path: store.path, create: false).execute("UPDATE ZISSUE SET ZPAYLOAD = zeroblob(40 * 1024 * 1024) WHERE ZTITLE = 'Huge'")
        let listed = try await run("app", "list")
        #expect(listed.status == 1)
        #expect(listed.output.contains("fetching Issue from \(store.path) failed: a value or row larger than 32 MB"), "\(listed.output)\(listed.error)")
        let counted = try await run("app", "count")
        #expect(counted.status == 0 && counted.output == "2\n", "\(counted.output)\(counted.error)")
    }

    /// Two processes saving at once and a third reading: every save lands, none waits forever.
    @Test func processesWriteAndReadAtOnce() async throws {
        async let first = run("app", "add-many", "40", "first")
        async let second = run("app", "add-many", "40", "second")
        async let reading = run("app", "count")
        let results = try await [first, second, reading]
        for result in results { #expect(result.status == 0, "\(result.output)\n\(result.error)") }
        let counted = try await run("app", "count")
        #expect(counted.output == "80\n", "\(counted.output)\(counted.error)")
    }

    @Test func aMalformedPredicateNamesItsPosition() async throws {
        let counted = try await run("app", "count", "title == 'x' AND priority >")
        #expect(counted.status == 1)
        #expect(counted.output.contains("cannot parse the predicate format") && counted.output.contains("at position 27"), "\(counted.output)")
    }

    /// The seed's `loadPersistentStores` handler gets an error that names the file and the cause.
    @Test func aFileThatIsNotSQLiteFailsTheLoad() async throws {
        try FileManager.default.createDirectory(at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("name,title\n1,not a database\n".utf8).write(to: store)
        let listed = try await run("app", "list")
        #expect(listed.status != 0)
        #expect(listed.error.contains("Fatal error loading store") && listed.error.contains("is not a SQLite database"), "\(listed.error)")
        #expect(listed.error.contains(store.lastPathComponent))
    }
}
