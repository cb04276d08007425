import Foundation
import Testing

/// ARCHITECTURE.md's "What runs where", read from the source: the runtime and the CLI wait on the
/// host's tasks, never on a timer queue, a semaphore or a thread of their own, except each worker's one
/// thread (`Isolation/WorkerThread.swift`).
@Suite struct ConcurrencyRuleTests {
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let forbidden = ["asyncAfter", "DispatchSemaphore", "DispatchGroup", "Thread(", "Thread {", "Thread.detachNewThread"]

    /// Each line of code (comments left out) of the Swift files under `folder`, with where it is.
    static func codeLines(under folder: String) throws -> [(place: String, line: String)] {
        let root = repository.appending(path: folder)
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap { file in
            try String(contentsOf: root.appending(path: file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
                .map { ("\(folder)/\(file):\($0.offset + 1)", String($0.element)) }
                .filter { !$0.1.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        }
    }

    /// No target waits on a dispatch source or hands work to a global queue: sockets and pipes are read
    /// on NIO's event loops, blocking work runs on NIO's thread pool.
    @Test func noTargetUsesADispatchSourceOrAGlobalQueue() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appending(path: "Sources").path)
        var found: [String] = []
        for target in sources.sorted() {
            for (place, line) in try Self.codeLines(under: "Sources/\(target)") {
                for pattern in ["DispatchSource", ".global("] where line.contains(pattern) { found.append("\(place): \(pattern)") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func theRuntimeAndTheCommandLineStartNoThreadTimerOrSemaphore() throws {
        var found: [String] = []
        for folder in ["Sources/WidgetRuntime", "Sources/WidgetSurfaces", "Sources/widgets"] {
            for (place, line) in try Self.codeLines(under: folder) where !place.hasPrefix("Sources/WidgetRuntime/Isolation/WorkerThread.swift:") {
                for pattern in Self.forbidden where line.contains(pattern) { found.append("\(place): \(pattern)") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        // Nor a dispatch queue of their own: blocking work goes to NIO's thread pool. Only plugin code
        // run in process has queues (each bundle's, and the one libraries are started on).
        let pluginQueues = ["Sources/WidgetRuntime/Isolation/InProcessLink.swift:", "Sources/WidgetRuntime/Loading/BundleStarter.swift:"]
        var queues: [String] = []
        for folder in ["Sources/WidgetRuntime", "Sources/WidgetSurfaces", "Sources/widgets"] {
            for (place, line) in try Self.codeLines(under: folder) where !pluginQueues.contains(where: place.hasPrefix) {
                for pattern in ["DispatchQueue", "DispatchSource.makeSignalSource"] where line.contains(pattern) { queues.append("\(place): \(pattern)") }
            }
        }
        #expect(queues.isEmpty, "\(queues.joined(separator: "\n"))")
        // The one exception is where the rule says, and is what it excepts.
        let workerThread = try Self.codeLines(under: "Sources/WidgetRuntime/Isolation").filter { $0.place.hasPrefix("Sources/WidgetRuntime/Isolation/WorkerThread.swift:") }
        #expect(workerThread.contains { $0.line.contains("Thread(") })
    }
}
