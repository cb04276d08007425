import Foundation
import Spawning
import Testing
import WidgetRuntime
import WidgetWire

/// A writer killed with SIGKILL in the middle of a stream of writes loses none it acknowledged.
@Suite(.throttled) struct CrashTests {
    @Test func everyAcknowledgedWriteSurvivesAKill() async throws {
        let scratch = try Scratch()
        _ = try scratch.home()
        signal(SIGPIPE, SIG_IGN)
        guard let input = ChildProcess.pipe(), let output = ChildProcess.pipe() else { throw FixtureError("no pipes: \(errno)") }
        let process = try TestProcess(
            try Fixtures.built("widgets").path, ["defaults", "import", "group.crash.test", "--type", "int", "--home", scratch.root.path],
            input: .descriptor(input.read), output: .descriptor(output.write))
        close(input.read)
        close(output.write)

        // Feed keys from another thread until the writer is gone.
        let feeder = Thread {
            let descriptor = input.write
            for index in 0..<1_000_000 {
                let line = Array("key\(index)\t\(index)\n".utf8)
                if line.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) < 0 { return }
            }
        }
        feeder.start()

        // Kill the writer once it has acknowledged a few hundred writes, mid-stream.
        var acknowledged: [String] = []
        var buffer = Data()
        let reader = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
        while acknowledged.count < 300 {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix("stored ") { acknowledged.append(String(line.dropFirst(7))) }
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(acknowledged.count >= 300)

        let store = try DefaultsStore(file: try scratch.home().defaultsDatabase)
        #expect(try store.integrityCheck() == "ok")
        let values = try store.values(in: "group.crash.test")
        let stored = Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        for key in acknowledged {
            #expect(stored[key] == .int(Int(key.dropFirst(3))!), "acknowledged \(key) is missing")
        }
    }
}

/// The runtime home's state, written by several commands at once and read by nobody else.
@Suite(.throttled) struct StateTests {
    @Test func concurrentInstanceAddsLoseNothingAndNeverReuseAnID() async throws {
        let scratch = try Scratch()
        try scratch.bundle("Clock", identifier: "com.example.clock", library: try Fixtures.built("libClockWidget.so"))
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        // Described once, so the eight commands below race on the list, not on starting workers.
        #expect(await Fixtures.run([widgets, "list", "--home", scratch.root.path]).status == 0)
        let results = await withTaskGroup(of: (Int32, String).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let result = await Fixtures.run([widgets, "instances", "add", "Clock", "--home", scratch.root.path])
                    return (result.status, result.output + result.error)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.0 == 0 }, "\(results)")
        let acknowledged = Set(results.compactMap { $0.1.split(separator: " ").dropFirst().first.map(String.init) })
        #expect(acknowledged.count == 8, "\(results)")

        let list = await Fixtures.run([widgets, "instances", "list", "--json", "--home", scratch.root.path])
        let ids = Set(try [WidgetInstance](json: JSON(parsing: list.output)).map(\.id.rawValue))
        #expect(ids == acknowledged)
        #expect(ids == Set((1...8).map { "clock-\($0)" }))

        // A removed id is not given again.
        #expect(await Fixtures.run([widgets, "instances", "remove", "clock-8", "--home", scratch.root.path]).status == 0)
        let again = await Fixtures.run([widgets, "instances", "add", "Clock", "--home", scratch.root.path])
        #expect(again.output.hasPrefix("Added clock-9 "), "\(again.output)")
    }

    @Test func everyCommandKeepsTheStateOwnerOnly() async throws {
        let scratch = try Scratch()
        try scratch.bundle("Clock", identifier: "com.example.clock", library: try Fixtures.built("libClockWidget.so"))
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        for command in [["defaults", "write", "group.x.y", "k", "v"], ["list"], ["snapshot", "Clock"], ["instances", "add", "Clock"]] {
            let result = await Fixtures.run([widgets] + command + ["--home", scratch.root.path])
            #expect(result.status == 0, "\(command): \(result.error)")
        }
        func mode(_ path: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: scratch.root.appending(path: path).path)[.posixPermissions] as? Int) ?? -1
        }
        #expect(try mode("state") == 0o700)
        for file in ["state/defaults.sqlite", "state/instances.json", "state/descriptions.json"] {
            #expect(try mode(file) == 0o600, "\(file)")
        }
        #expect(try mode("state/bundles/com.example.clock") == 0o700)
    }
}
