import Foundation
import Testing

@testable import WidgetRuntime

/// The kernel's word that a watched folder changed, on real folders.
@Suite struct FolderEventsTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "folder-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "bundle"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appending(path: "state"), withIntermediateDirectories: true)
    }

    private func watch() async throws -> FolderEvents {
        try await FolderEvents.start([
            FolderEvents.Watch(folder: root.appending(path: "bundle").path, names: nil),
            FolderEvents.Watch(folder: root.appending(path: "state").path, names: ["quarantine.json"]),
            FolderEvents.Watch(folder: root.appending(path: "nowhere").path, names: nil),
        ]).get()
    }

    /// The names counted from now until `name` is (a write's several events may be read apart).
    private func counted(
        until name: String, by events: FolderEvents, from changes: inout AsyncStream<Void>.Iterator
    ) async -> Set<String> {
        var names: Set<String> = []
        while !names.contains(name), await changes.next() != nil { names.formUnion(events.takeChanged()) }
        return names
    }

    /// A file written in a watched folder and a file renamed over the one watched name of another are
    /// each said; a folder that is not there is left out; a stop ends the stream.
    @Test func changesAreSaidForTheFoldersAndNamesWatched() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let events = try await watch()
        var changes = events.changes.makeAsyncIterator()

        try Data("1".utf8).write(to: root.appending(path: "bundle/libWidget.so"))
        #expect(await counted(until: "libWidget.so", by: events, from: &changes) == ["libWidget.so"])

        try Data("{}".utf8).write(to: root.appending(path: "state/.quarantine.json.new"))
        #expect(rename(root.appending(path: "state/.quarantine.json.new").path, root.appending(path: "state/quarantine.json").path) == 0)
        // The write's last events may come with it; the temporary name never counts.
        let renamed = await counted(until: "quarantine.json", by: events, from: &changes)
        #expect(renamed.contains("quarantine.json") && renamed.isSubset(of: ["quarantine.json", "libWidget.so"]), "\(renamed)")

        events.stop()
        while await changes.next() != nil {}
    }

    /// In a folder watched for one name, changes to other names count for nothing: after twenty
    /// writes of the database beside it, then a change in the other folder (read after them: the
    /// kernel keeps events in order), only that change was counted.
    @Test func otherNamesInAFolderWatchedForOneDoNotCount() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let events = try await watch()
        var changes = events.changes.makeAsyncIterator()
        for index in 0..<20 { try Data("\(index)".utf8).write(to: root.appending(path: "state/defaults-\(index).sqlite")) }
        try Data("1".utf8).write(to: root.appending(path: "bundle/Info.json"))
        #expect(await counted(until: "Info.json", by: events, from: &changes) == ["Info.json"])
        events.stop()
    }
}
