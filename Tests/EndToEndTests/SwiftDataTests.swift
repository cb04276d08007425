import Foundation
import Testing
import WidgetHome

/// `import SwiftData`: an app and its widget sharing `default.store` in the app group, as written for
/// iOS (Tests/Fixtures/SwiftDataApp: `@Model` classes with a cascading relationship, a unique name,
/// Codable values). Each program runs as its own process, as the app and the widget do, with the
/// group's folder in the runtime home `WIDGETS_HOME` names.
@Suite(.throttled) struct SwiftDataTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    private var environment: [String: String] { ["WIDGETS_HOME": scratch.root.path] }

    private var store: URL {
        scratch.root.appending(path: "state/containers/group.com.example.trips/Library/Application Support/default.store")
    }

    private func run(_ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
        try await run(arguments)
    }

    private func run(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let folder = try await Fixtures.swiftDataApp()
        return await Fixtures.run([folder.appending(path: "app").path] + arguments, environment: environment)
    }

    /// Types, fetchCount, sorts, predicates, offsets, inverses, unique upserts, cascade and nullify,
    /// in-memory stores and rollback: the fixture's `checks` names every mismatch.
    @Test func theChecksPass() async throws {
        let ran = try await run("checks")
        #expect(ran.status == 0, "\(ran.output)\n\(ran.error)")
        #expect(ran.output.contains(" passed, 0 failed") && !ran.output.contains("MISMATCH"), "\(ran.output)")
    }

    /// What one process saved the next reads, counts, sorts and deletes, the stops with their trip.
    @Test func whatTheAppSavedIsReadByTheNextProcess() async throws {
        #expect(try await run("add", "Rome", "9", "Trastevere").status == 0)
        let saved = try await run("add", "Lisbon", "3", "Belém", "Alfama")
        #expect(saved.status == 0 && saved.output == "saved Lisbon with 2 stops\n", "\(saved.output)\(saved.error)")
        #expect(FileManager.default.fileExists(atPath: store.path), "the store is default.store in the app group")
        #expect(try await run("count").output == "2 3\n")
        #expect(try await run("list").output == "Lisbon [Belém,Alfama]\nRome [Trastevere]\n")
        let deleted = try await run("delete", "Lisbon")
        #expect(deleted.status == 0, "\(deleted.output)\(deleted.error)")
        #expect(try await run("count").output == "1 1\n", "the trip's stops are deleted with it")
    }

    /// A trip inserted with the name of a stored one (`@Attribute(.unique)`) updates it.
    @Test func aTripWithAStoredNameUpdatesIt() async throws {
        _ = try await run("add", "Oslo", "5", "Harbour")
        _ = try await run("add", "Oslo", "2", "Museum", "Fjord")
        #expect(try await run("list").output == "Oslo [Museum,Fjord]\n")
        #expect(try await run("count").output.hasPrefix("1 "))
    }

    /// Two processes saving at once and a third reading: every save lands, none waits forever.
    @Test func processesWriteAndReadAtOnce() async throws {
        async let first = run("add-many", "30", "first")
        async let second = run("add-many", "30", "second")
        async let reading = run("count")
        for result in try await [first, second, reading] { #expect(result.status == 0, "\(result.output)\n\(result.error)") }
        let counted = try await run("count")
        #expect(counted.output == "60 0\n", "\(counted.output)\(counted.error)")
    }

    /// The fixture's widget as a bundle of the runtime home, declaring the app group.
    private func placeWidget() async throws {
        let folder = try await Fixtures.swiftDataApp()
        try scratch.bundle(
            "Trips", manifest: #"{"identifier": "com.example.trips.widget", "name": "Trips", "version": "1.0.0", "abiVersion": 1, "library": "libTripsWidget.so", "entitlements": {"appGroups": ["group.com.example.trips"]}}"#,
            library: folder.appending(path: "libTripsWidget.so"))
    }

    /// The widget placed, and granted the group in runtime.json.
    private func placeGrantedWidget() async throws {
        try await placeWidget()
        try Data(Self.granted.utf8).write(to: scratch.root.appending(path: "runtime.json"))
    }

    private static let granted = #"{"plugins": ["plugins"], "appGroups": {"apps": {"trips": {"groups": ["group.com.example.trips"], "bundles": ["com.example.trips.widget"]}}}}"#

    /// The app inserts into `default.store` in the group's container of the runtime home; the widget
    /// bundle, granted the group, shows the next trip (not a past one, not a later one) when the
    /// runtime draws it, and the next one after the app deletes it and reloads the widgets.
    @Test func theWidgetGrantedTheGroupShowsTheAppsNextTrip() async throws {
        try await placeGrantedWidget()
        for trip in [["Past", "-2", "Nowhere"], ["Kyoto", "4", "Gion", "Arashiyama"], ["Later", "30", "Far"]] {
            let saved = try await run(["add"] + trip)
            #expect(saved.status == 0, "\(saved.output)\n\(saved.error)")
        }
        let widgets = try Fixtures.built("widgets").path
        let shown = await Fixtures.run([widgets, "snapshot", "NextTrip", "--home", scratch.root.path])
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output.contains("Kyoto") && shown.output.contains("Gion → Arashiyama"), "\(shown.output)")
        #expect(!shown.output.contains("Past") && !shown.output.contains("Later"), "\(shown.output)")

        // On a running runtime, the app's delete and `WidgetCenter.shared.reloadAllTimelines()` put
        // the next trip on the widget (its timeline never reloads by itself).
        try Data(Self.granted.replacingOccurrences(of: #"{"plugins": ["plugins"], "#, with: #"{"plugins": ["plugins"], "instances": [{"kind": "NextTrip"}], "#).utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let runtime = try RunningRuntime.start(widgets, ["--for", "60", "--log", "json", "--home", scratch.root.path], in: scratch.root)
        defer { runtime.process.terminate() }
        let home = try RuntimeHome(root: scratch.root)
        #expect(try await runtime.shows("Kyoto", on: InstanceID("nexttrip-1"), of: home), "\(runtime.errorText)")
        let deleted = try await run("delete", "Kyoto")
        #expect(deleted.status == 0, "\(deleted.output)\n\(deleted.error)")
        #expect(try await runtime.shows("Later", on: InstanceID("nexttrip-1"), of: home), "the app's reload did not reach the widget: \(runtime.errorText)")
    }

    /// A widget whose view reads the store with `@Query` (a `#Predicate` filter and a sort) from the
    /// container `.modelContainer(_:)` puts in its environment, and `@Environment(\.modelContext)`,
    /// as real widgets written for iOS 17 do: it draws the booked trips, soonest first.
    @Test func aViewsQueryDrawsWhatTheAppSaved() async throws {
        try await placeGrantedWidget()
        for trip in [["Rome", "9"], ["Kyoto", "4"], ["Lisbon", "2"]] { _ = try await run(["add"] + trip) }
        for name in ["Rome", "Lisbon"] {
            let booked = try await run("book", name)
            #expect(booked.status == 0, "\(booked.output)\n\(booked.error)")
        }
        let shown = await Fixtures.run([try Fixtures.built("widgets").path, "snapshot", "BookedTrips", "--home", scratch.root.path])
        #expect(shown.status == 0, "\(shown.error)")
        // The terminal's picture wraps the line after "Lisbon,".
        #expect(shown.output.contains("Booked: Lisbon,") && shown.output.contains("Rome") && shown.output.contains("3 trips in all"), "\(shown.output)")
        #expect(!shown.output.contains("Kyoto"), "\(shown.output)")
    }

    /// Without the grant the widget gets no container, and says which group and how to grant it.
    @Test func aWidgetNotGrantedTheGroupSaysHowToGrantIt() async throws {
        try await placeWidget()
        try Data(#"{"plugins": ["plugins"]}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        _ = try await run("add", "Kyoto", "4", "Gion")
        let shown = await Fixtures.run([try Fixtures.built("widgets").path, "snapshot", "NextTrip", "--format", "json", "--home", scratch.root.path])
        #expect(!shown.output.contains("Kyoto"), "\(shown.output)")
        #expect(shown.output.contains("group.com.example.trips") && shown.output.contains("runtime.json"), "\(shown.output)")
    }

    /// A file that is not SQLite where the store should be: the error names it and what to do.
    @Test func aFileThatIsNotSQLiteIsNamed() async throws {
        try FileManager.default.createDirectory(at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("name,start\nRome,tomorrow\n".utf8).write(to: store)
        let listed = try await run("list")
        #expect(listed.status == 1)
        #expect(listed.output.contains("default.store") && listed.output.contains("is not a SQLite database"), "\(listed.output)")
    }
}
