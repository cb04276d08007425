import Foundation

/// `widgets install` of a small package from a local git repository (fetched, built in the fence,
/// loaded in a worker to show its kinds, placed), against `widgets bundle` of a fresh clone of it (the
/// same first build of the package's own code, unfenced), both with the SDK already built in the
/// machine's shared build folder.
extension Benchmark {
    static func installRows(into table: inout Table) throws {
        let launcher = build.appending(path: "widgets").path
        let work = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let git = ["GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@example.com", "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@example.com"]
        _ = try run(launcher, ["new", "Breeze", "--dir", work.path])
        let repository = work.appending(path: "Breeze")
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "1.0.0"], ["tag", "v1.0.0"]] {
            _ = try run("/usr/bin/git", ["-C", repository.path] + arguments, environment: git)
        }
        var runs = 0
        func timed(_ arguments: [String]) throws -> Double {
            let start = ContinuousClock.now
            _ = try run(launcher, arguments)
            return seconds(ContinuousClock.now - start)
        }
        func bundleOfAFreshClone() throws -> Double {
            runs += 1
            let clone = work.appending(path: "clone-\(runs)")
            _ = try run("/usr/bin/git", ["clone", "-q", repository.path, clone.path])
            return try timed(["bundle", clone.path])
        }
        func installIntoAFreshHome() throws -> Double {
            runs += 1
            return try timed(["install", "file://\(repository.path)", "--yes", "--home", work.appending(path: "home-\(runs)").path])
        }
        // The first bundle builds the SDK in the shared folder, if no build did before.
        _ = try bundleOfAFreshClone()
        func median(_ measure: () throws -> Double) throws -> Double {
            let values = try (0..<3).map { _ in try measure() }.sorted()
            return values[1]
        }
        let bundle = try median(bundleOfAFreshClone)
        let install = try median(installIntoAFreshHome)
        table.add([
            "widgets install file:// of a new package (fenced build, shown, placed) vs widgets bundle of a fresh clone",
            String(format: "%.2f s", bundle), String(format: "%.2f s", install), String(format: "%.2fx", install / bundle),
            verdict(install / bundle <= 2, "<= 2x"),
        ])
    }
}
