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

    /// A file written in a watched folder, and a file renamed over the one watched name of another,
    /// are each said; a change of another name there is not; a stop ends the stream.
    @Test func changesAreSaidForTheFoldersAndNamesWatched() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let events = try FolderEvents.start([
            FolderEvents.Watch(folder: root.appending(path: "bundle").path, names: nil),
            FolderEvents.Watch(folder: root.appending(path: "state").path, names: ["quarantine.json"]),
        ]).get()
        var changes = events.changes.makeAsyncIterator()

        try Data("1".utf8).write(to: root.appending(path: "bundle/libWidget.so"))
        #expect(await changes.next() != nil)

        // Another name in the state folder (the database), then the watched one, by a rename.
        try Data("x".utf8).write(to: root.appending(path: "state/defaults.sqlite"))
        try Data("{}".utf8).write(to: root.appending(path: "state/.quarantine.json.new"))
        #expect(rename(root.appending(path: "state/.quarantine.json.new").path, root.appending(path: "state/quarantine.json").path) == 0)
        #expect(await changes.next() != nil)

        events.stop()
        // What is still buffered comes out, then the stream ends.
        var left = 0
        while await changes.next() != nil { left += 1 }
        #expect(left <= 1)
    }

    /// Only the watched name counts in a folder watched for names: writes to others say nothing.
    @Test func otherNamesInAFolderWatchedForOneAreNotSaid() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let events = try FolderEvents.start([FolderEvents.Watch(folder: root.appending(path: "state").path, names: ["quarantine.json"])]).get()
        for index in 0..<20 { try Data("\(index)".utf8).write(to: root.appending(path: "state/defaults-\(index).sqlite")) }
        // The stop is the only thing after the writes: had any of them counted, it would come first.
        events.stop()
        var said = 0
        for await _ in events.changes { said += 1 }
        #expect(said == 0)
    }

    /// A folder that is not there is left out; the others are watched.
    @Test func aMissingFolderIsLeftOut() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let events = try FolderEvents.start([
            FolderEvents.Watch(folder: root.appending(path: "nowhere").path, names: nil),
            FolderEvents.Watch(folder: root.appending(path: "bundle").path, names: nil),
        ]).get()
        try Data("1".utf8).write(to: root.appending(path: "bundle/Info.json"))
        var changes = events.changes.makeAsyncIterator()
        #expect(await changes.next() != nil)
        events.stop()
    }
}
