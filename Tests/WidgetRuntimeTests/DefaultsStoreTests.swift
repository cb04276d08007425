import Foundation
import Testing
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

@Suite struct DefaultsStoreTests {
    let folder: URL

    init() throws {
        folder = try TemporaryFolders.make("widgets-store")
    }

    private var file: URL { folder.appending(path: "defaults.sqlite") }

    @Test func valuesKeepTheirTypesExactly() throws {
        let store = try DefaultsStore(file: file)
        let values: [(String, PropertyListValue)] = [
            ("int", .int(Int.max)), ("negative", .int(-7)), ("double", .double(0.1)), ("bool", .bool(true)),
            ("string", .string("héllo \"wörld\"\n😀")), ("data", .data(Data([0, 1, 255]))),
            ("date", .date(Date(timeIntervalSince1970: 1_800_000_000.123))),
            ("tree", .array([.int(1), .dictionary([("a", .array([.bool(false), .double(-2.5)]))])])),
        ]
        for (key, value) in values { try store.set(value, forKey: key, in: "com.example.x") }
        let reopened = try DefaultsStore(file: file)
        for (key, value) in values {
            #expect(try reopened.value(forKey: key, in: "com.example.x") == value, "\(key)")
        }
        #expect(try reopened.values(in: "com.example.x").map(\.key) == values.map(\.0).sorted())
        #expect(try reopened.value(forKey: "int", in: "com.example.other") == nil)
    }

    @Test func badKeysAndOversizedValuesAreRefusedNamingTheKeyAndTheLimit() throws {
        let store = try DefaultsStore(file: file, valueLimit: 1_000)
        try store.set(.string("kept"), forKey: "note", in: "group.one.x")
        let long = String(repeating: "k", count: DefaultsStore.longestKey + 1)
        for (key, problem) in [
            ("", "a key cannot be empty"), (long, "a key has at most 1024 characters; this one has 1025"),
            ("red\u{1B}[31m", "a key cannot hold control characters (a newline, a tab, an escape)"),
            ("two\nlines", "a key cannot hold control characters (a newline, a tab, an escape)"),
        ] {
            #expect {
                try store.set(.int(1), forKey: key, in: "group.one.x")
            } throws: { error in
                let error = error as? WidgetRuntimeError
                // The location shows the key with its escape replaced, never raw.
                return error?.code == .invalidKey && error?.message == problem
                    && error?.location?.contains("\u{1B}") == false
            }
        }
        #expect {
            try store.set(.string(String(repeating: "x", count: 1_000)), forKey: "note", in: "group.one.x")
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .valueTooLarge && error?.location == "suite 'group.one.x' key 'note'"
                && error?.message == "the value takes 1013 bytes stored; the limit is 1000"
        }
        #expect(try store.values(in: "group.one.x").map(\.key) == ["note"])
        #expect(try store.value(forKey: "note", in: "group.one.x") == .string("kept"))
    }

    @Test func aLargeSuiteReadsBackWhole() throws {
        let store = try DefaultsStore(file: file)
        let keys = (0..<30_000).map { "key\($0)" }
        let value = PropertyListValue.dictionary(keys.map { ($0, PropertyListValue.int(1)) })
        // Through the wire form a bundle receives it in: one JSON object of every key.
        let decoded = try PropertyListValue(json: JSON(parsing: value.json.serialized))
        #expect(decoded == value)
        for key in keys.prefix(100) { try store.set(.int(1), forKey: key, in: "group.big.x") }
        #expect(try store.values(in: "group.big.x").count == 100)
    }

    @Test func removingAKeyAndListingSuites() throws {
        let store = try DefaultsStore(file: file)
        try store.set(.int(1), forKey: "a", in: "group.one.x")
        try store.set(.int(2), forKey: "b", in: "group.one.x")
        try store.set(.string("x"), forKey: "a", in: "com.two.y")
        try store.set(nil, forKey: "a", in: "group.one.x")
        #expect(try store.values(in: "group.one.x").map(\.key) == ["b"])
        #expect(try store.suites().map(\.name) == ["com.two.y", "group.one.x"])
        #expect(try store.suites().map(\.keys) == [1, 1])
    }

    @Test func twoConnectionsSeeEachOthersWrites() throws {
        let first = try DefaultsStore(file: file)
        let second = try DefaultsStore(file: file)
        try first.set(.int(1), forKey: "k", in: "group.shared.x")
        #expect(try second.value(forKey: "k", in: "group.shared.x") == .int(1))
        try second.set(.int(2), forKey: "k", in: "group.shared.x")
        #expect(try first.value(forKey: "k", in: "group.shared.x") == .int(2))
    }

    @Test func aFullDiskKeepsThePreviousValue() throws {
        let store = try DefaultsStore(file: file)
        try store.set(.string("old"), forKey: "k", in: "com.example.x")
        let pages = Int(try store.integrityCheck() == "ok" ? 8 : 0)
        try store.limitSize(toPages: pages)
        #expect {
            try store.set(.string(String(repeating: "x", count: 1 << 19)), forKey: "k", in: "com.example.x")
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .storeFull && error?.message.contains("could not store key 'k' in suite 'com.example.x'") == true
                && error?.message.hasSuffix("the previous value is kept") == true
        }
        #expect(try store.value(forKey: "k", in: "com.example.x") == .string("old"))
    }

    @Test func aDatabaseLockedByAnotherProcessIsReportedAndNothingChanges() throws {
        let store = try DefaultsStore(file: file, busyTimeout: .milliseconds(50))
        try store.set(.int(1), forKey: "k", in: "com.example.x")
        let other = try SQLiteConnection(path: file.path, create: false)
        try other.execute("BEGIN EXCLUSIVE")
        #expect {
            try store.set(.int(2), forKey: "k", in: "com.example.x")
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .storeUnavailable && error?.message.contains("database is locked") == true
                && error?.message.hasSuffix("the previous value is kept") == true
        }
        try other.execute("ROLLBACK")
        #expect(try store.value(forKey: "k", in: "com.example.x") == .int(1))
    }

    @Test func aDamagedFileIsReportedAndNeverReplaced() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data("this is not a database, but somebody's data".utf8) + Data(repeating: 7, count: 4096)
        try garbage.write(to: file)
        #expect {
            _ = try DefaultsStore(file: file)
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .storeUnavailable && error?.location == file.path
                && error?.fix?.contains("move it aside") == true
        }
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func aDatabaseFromANewerRuntimeIsRefused() throws {
        _ = try DefaultsStore(file: file)
        try SQLiteConnection(path: file.path, create: false).execute("PRAGMA user_version = 2")
        #expect(throws: WidgetRuntimeError(
            .storeUnavailable, at: file.path, "the defaults database has format 2, newer than this runtime's (1)",
            fix: "use the newer runtime that wrote it, or move the file aside to start an empty one")) {
            _ = try DefaultsStore(file: file)
        }
    }
}

@Suite struct SuiteNameTests {
    @Test func pathTricksAndReservedNamesAreRefused() {
        for name in ["", "..", "../etc", "group/x", ".hidden.x", "NSGlobalDomain", "a", "has space.x", String(repeating: "a.", count: 200) + "b"] {
            #expect(throws: WidgetRuntimeError.self, "\(name)") { try SuiteNames.validate(name) }
        }
        for name in ["com.example.counter", "group.example.counter", "group.com.example-2.shared"] {
            #expect(throws: Never.self) { try SuiteNames.validate(name) }
        }
    }

    @Test func nearMissesFindTheLikelyTypo() {
        #expect(SuiteNames.nearMisses(of: "group.example.countr", in: ["group.example.counter", "group.other"]) == ["group.example.counter"])
        #expect(SuiteNames.nearMisses(of: "group.totally.different", in: ["group.example.counter"]) == [])
    }

    /// One edit distance for every "did you mean": a swap of neighbours is one edit, and a length
    /// apart by more than the limit is not counted.
    @Test func editDistanceCountsASwapOnceAndStopsAtTheLimit() {
        #expect("snapshto".editDistance(to: "snapshot") == 1)
        #expect("countr".editDistance(to: "counter") == 1)
        #expect("".editDistance(to: "list") == 4)
        #expect("kitten".editDistance(to: "sitting") == 3)
        #expect("a".editDistance(to: "abcdef", limit: 2) == 3)
    }

    /// A declared group is the bundle's only when the user granted it or an app's entry in
    /// runtime.json names both; until then it waits; runtime.json's deny wins over both.
    @Test func aDeclaredGroupIsGrantedOnlyByTheUserOrAnAppsEntry() throws {
        let declared = ["group.a.x", "group.b.x", "group.c.x"]
        func access(_ policy: AppGroupPolicy, grants: [String: [String]] = [:]) -> GroupAccess {
            AppGroupGrants.access(of: "com.example.x", declaring: declared, policy: policy, grants: grants)
        }
        #expect(access(AppGroupPolicy()) == GroupAccess(waiting: declared))
        #expect(access(AppGroupPolicy(), grants: ["group.b.x": ["com.example.x"], "group.c.x": ["org.other"]])
            == GroupAccess(granted: ["group.b.x"], waiting: ["group.a.x", "group.c.x"]))
        // An app's entry lists its groups, and the bundles it trusts with them.
        let policy = try AppGroupPolicy(json: JSON(parsing: Data(#"""
            {"apps": {"x-app": {"groups": ["group.a.x"], "bundles": ["com.example.x"]},
                      "y-app": {"groups": ["group.b.x"], "bundles": ["com.example.y"]},
                      "z-app": ["group.c.x"]},
             "deny": {"com.example.x": ["group.b.x"]}}
            """#.utf8)))
        #expect(policy.apps == ["x-app": ["group.a.x"], "y-app": ["group.b.x"], "z-app": ["group.c.x"]])
        #expect(access(policy, grants: ["group.b.x": ["com.example.x"]])
            == GroupAccess(granted: ["group.a.x"], waiting: ["group.c.x"], denied: ["group.b.x"]))
    }
}
