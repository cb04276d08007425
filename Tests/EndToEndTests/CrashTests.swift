import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// A writer killed with SIGKILL in the middle of a stream of writes loses none it acknowledged.
@Suite struct CrashTests {
    @Test func everyAcknowledgedWriteSurvivesAKill() async throws {
        let scratch = try Scratch()
        _ = try scratch.home()
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = try Fixtures.built("widgets")
        process.arguments = ["defaults", "import", "group.crash.test", "--type", "int", "--home", scratch.root.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        // Feed keys from another thread until the writer is gone.
        let feeder = Thread {
            let descriptor = input.fileHandleForWriting.fileDescriptor
            for index in 0..<1_000_000 {
                let line = Array("key\(index)\t\(index)\n".utf8)
                if line.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) < 0 { return }
            }
        }
        feeder.start()

        // Kill the writer once it has acknowledged a few hundred writes, mid-stream.
        var acknowledged: [String] = []
        var buffer = Data()
        let reader = output.fileHandleForReading
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
