import Foundation
import Spawning

/// A saved edit of a widget package under `widgets run --watch` (what `widgets preview` runs): from the
/// save to the runtime showing the entry drawn by the rebuilt bundle (the file watched, the package
/// rebuilt, the bundle placed, its worker started again, its timeline asked for), against `swift build`
/// of the same edit in the same build folder (the compiler's share, the floor of any redraw).
extension Benchmark {
    static func previewRows(into table: inout Table) throws {
        let launcher = build.appending(path: "widgets").path
        let work = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try run(launcher, ["new", "Breeze", "--dir", work.path])
        let package = work.appending(path: "Breeze")
        let source = package.appending(path: "Sources/BreezeWidget/BreezeWidget.swift")
        let original = try String(contentsOf: source, encoding: .utf8)
        guard original.contains(#"Text("Lisbon")"#) else { fail("\(source.path) no longer says Text(\"Lisbon\"): update the bench") }
        /// Saves the widget with its headline reading `word`.
        func save(_ word: String) throws {
            try Data(original.replacing(#"Text("Lisbon")"#, with: #"Text("\#(word)")"#).utf8).write(to: source)
        }
        let edits = 7
        // The floor: the same edit built by SwiftPM alone, in the shared build folder the watch builds in.
        _ = try run(launcher, ["bundle", package.path])
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0).appending(path: ".cache") }
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache")
        var builds: [Double] = []
        for edit in 0..<edits {
            try save("Floor\(edit)")
            let start = ContinuousClock.now
            _ = try run("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--scratch-path", cache.appending(path: "widgets/build").path])
            builds.append(seconds(ContinuousClock.now - start))
        }
        // The watch: its event log, read as it grows.
        let home = work.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data(#"{"plugins": ["plugins"]}"#.utf8).write(to: home.appending(path: "runtime.json"))
        let log = work.appending(path: "events.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { close(output) }
        let watch = try ChildProcess.start(
            [launcher, "run", "--home", home.path, "--watch", package.path, "--dev", "--log", "json", "--for", "600"],
            output: .descriptor(output), error: .discarded)
        defer {
            watch.signal(SIGTERM)
            _ = watch.status()
        }
        /// Waits for the log to say the entry reading `word` is shown; the time it took.
        func shown(_ word: String, since start: ContinuousClock.Instant) throws -> Double {
            while ContinuousClock.now - start < .seconds(60) {
                let events = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                if events.split(separator: "\n").contains(where: { $0.contains(#""event":"shown""#) && $0.contains(#""text":"\#(word)""#) }) {
                    return seconds(ContinuousClock.now - start)
                }
                usleep(2_000)
            }
            fail("widgets run --watch did not show '\(word)' within 60 s; its log:\n\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        _ = try shown("Floor\(edits - 1)", since: .now)
        var redraws: [Double] = []
        for edit in 0..<edits {
            // Apart in time, as edits are: each save is a change the watch has not seen.
            usleep(300_000)
            let word = "Edit\(edit)"
            let start = ContinuousClock.now
            try save(word)
            redraws.append(try shown(word, since: start))
        }
        let build = builds.sorted()[edits / 2]
        let redraw = redraws.sorted()[edits / 2]
        table.add([
            "a saved edit of a widget package: widgets run --watch, save to the entry shown (median of \(edits)) vs swift build of the same edit",
            String(format: "%.2f s", build), String(format: "%.2f s", redraw), String(format: "%.2fx", redraw / build),
            verdict(redraw <= 2, "<= 2 s"),
        ])
    }
}
