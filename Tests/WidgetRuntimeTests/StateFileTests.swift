import Foundation
import Testing
import WidgetRuntime

/// The runtime's own state files, written and read through Codable, keep the shape earlier versions
/// wrote, so a home carries its quarantines and grants across an upgrade.
@Suite struct StateFileTests {
    let root = FileManager.default.temporaryDirectory.appending(path: "state-files-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: root.appending(path: "state"), withIntermediateDirectories: true) }

    func cleanUp() { try? FileManager.default.removeItem(at: root) }

    @Test func aQuarantineWrittenByAnEarlierVersionIsReadAndKeptWhenAnotherIsCleared() throws {
        defer { cleanUp() }
        let home = try RuntimeHome(root: root)
        let list = QuarantineList(home: home)
        try Data(#"{"bundles":{"org.a":{"manifest":"{}","reason":"crashed 3 times","since":1795550000.5,"stamp":"1 2 3"},"org.b":{"manifest":"{}","reason":"hung","since":1795550100,"stamp":"4"}},"version":1}"#.utf8)
            .write(to: list.file)
        let entries = list.entries()
        #expect(entries["org.a"]?.quarantine == Quarantine(reason: "crashed 3 times", since: Date(timeIntervalSince1970: 1_795_550_000.5)))
        #expect(try list.clear("org.b"))
        #expect(Set(list.entries().keys) == ["org.a"])
        #expect(list.entries()["org.a"] == entries["org.a"])
        #expect(try !list.clear("org.b"))
    }

    @Test func grantsWrittenByAnEarlierVersionKeepTheirOrder() throws {
        defer { cleanUp() }
        let home = try RuntimeHome(root: root)
        let grants = AppGroupGrants(home: home)
        try Data(#"{"groups":{"group.example.a":["org.first","org.second"],"group.example.b":[]},"version":1}"#.utf8).write(to: grants.file)
        #expect(grants.entries() == ["group.example.a": ["org.first", "org.second"], "group.example.b": []])
        #expect(try grants.revoke("group.example.a", from: "org.first"))
        #expect(grants.entries() == ["group.example.a": ["org.second"], "group.example.b": []])
    }

    @Test func aStateFileThatIsNotJSONReadsAsEmpty() throws {
        defer { cleanUp() }
        let home = try RuntimeHome(root: root)
        try Data("not json".utf8).write(to: QuarantineList(home: home).file)
        #expect(QuarantineList(home: home).entries().isEmpty)
    }
}
