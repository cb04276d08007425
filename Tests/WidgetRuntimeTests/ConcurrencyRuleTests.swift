import Foundation
import Testing

/// ARCHITECTURE.md's "What runs where", read from the source of every target: the programs wait on
/// tasks and NIO's event loops, never on a timer queue, a semaphore or a thread of their own; only
/// plugin code has queues and threads; every task has an owner.
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
        var found: [String] = []
        for target in try Self.targets() {
            for (place, line) in try Self.codeLines(under: target) {
                for pattern in ["DispatchSource", ".global("] where line.contains(pattern) { found.append("\(place): \(pattern)") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Every Swift target of the package and of the SDK's packages.
    static func targets() throws -> [String] {
        let roots = ["Sources", "Packages/WidgetSDK/Sources", "Packages/WidgetKit/Sources"]
        return try roots.flatMap { root in
            try FileManager.default.contentsOfDirectory(atPath: repository.appending(path: root).path).sorted().map { "\(root)/\($0)" }
        }
    }

    /// Where plugin code runs, and so where a queue, a thread or a semaphore of its own is allowed (the
    /// SDK's packages are all plugin code): the worker process (its reading thread, the queue requests are handed to the bundle on, a bundle's
    /// blocking call waiting for the runtime's answer), each worker's one thread in the runtime, and
    /// the queues a bundle run in process or a declarative bundle's C functions are called on.
    static let pluginPlaces = [
        "Sources/widgets-worker/", "Sources/WidgetRuntime/Isolation/WorkerThread.swift:", "Sources/WidgetRuntime/Isolation/InProcessLink.swift:",
        "Sources/WidgetRuntime/Loading/BundleStarter.swift:", "Sources/WidgetDeclarative/DeclarativeBundle.swift:",
    ]

    @Test func onlyPluginCodeRunsOnAThreadTimerQueueOrSemaphore() throws {
        var found: [String] = []
        for target in try Self.targets() where target.hasPrefix("Sources/") {
            for (place, line) in try Self.codeLines(under: target) where !Self.pluginPlaces.contains(where: place.hasPrefix) {
                for pattern in Self.forbidden + ["DispatchQueue("] where line.contains(pattern) { found.append("\(place): \(pattern)") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        // The exceptions are where the rule says, and are what it excepts.
        #expect(try Self.codeLines(under: "Sources/WidgetRuntime/Isolation").contains { $0.place.hasPrefix("Sources/WidgetRuntime/Isolation/WorkerThread.swift:") && $0.line.contains("Thread(") })
    }

    /// The long-running programs (the runtime, the desktop surface) sleep on their event loop's timers
    /// (`EventLoopExecutor.sleep`): a `Task.sleep` starts libdispatch's timer, which then wakes the
    /// process every second for as long as it runs. `widgets check`'s validator, which runs and ends,
    /// may.
    @Test func theLongRunningProgramsNeverSleepOnLibdispatch() throws {
        let folders = [
            "Sources/WidgetRuntime", "Sources/WidgetHome", "Sources/widgets/Run", "Sources/widgets/Page", "Sources/widgets/Terminal",
            "Sources/widgets-desktop", "Sources/WidgetDesktop",
        ]
        let validator = "Sources/WidgetRuntime/Validation/BundleValidator.swift:"
        var found: [String] = []
        for folder in folders {
            for (place, line) in try Self.codeLines(under: folder) where !place.hasPrefix(validator) && line.contains("Task.sleep(") {
                found.append("\(place): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        // The rule sees the validator's sleep, which it excepts.
        #expect(try Self.codeLines(under: "Sources/WidgetRuntime/Validation").contains { $0.place.hasPrefix(validator) && $0.line.contains("Task.sleep(") })
    }

    /// Every task has an owner that awaits or cancels it: it is kept (`let x = Task`, `x = Task`,
    /// returned) or awaited where it starts. The one exception is the SDK's plugin executor, which
    /// starts plugin code as WidgetKit would.
    @Test func everyTaskHasAnOwner() throws {
        let start = try Regex(#"(^|[^\w.])Task(\.detached)?\s*[({]"#)
        let owned = try Regex(#"(=|return|await)\s*Task"#)
        let pluginExecutor = "Packages/WidgetSDK/Sources/WidgetSDK/Export/BundleServer.swift:"
        var unowned: [String] = []
        for target in try Self.targets() {
            for (place, line) in try Self.codeLines(under: target) where !place.hasPrefix(pluginExecutor) {
                if line.contains(start), !line.contains(owned) { unowned.append("\(place): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(unowned.isEmpty, "\(unowned.joined(separator: "\n"))")
        // The rule sees a task that nobody keeps.
        #expect("        Task { await host.stop() }".contains(start) && !"        Task { await host.stop() }".contains(owned))
    }
}
