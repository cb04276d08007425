import Foundation
import Spawning

#if canImport(Glibc)
import Glibc
#endif

extension Benchmark {
    /// The runtime's resident memory after a while beside a worker that floods it (it asks for its
    /// whole 3.6 MB suite 100,000 times and never reads the answers), against the same runtime with
    /// the examples alone for as long. `WIDGETS_BENCH_FLOOD_SECONDS` shortens the minute.
    static func containmentRows(into table: inout Table) throws {
        let seconds = Double(ProcessInfo.processInfo.environment["WIDGETS_BENCH_FLOOD_SECONDS"] ?? "") ?? 60
        let checkout = build.appending(path: "../../..").standardizedFileURL
        let work = FileManager.default.temporaryDirectory.appending(path: "widgets-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let flood = work.appending(path: "plugins/Flood.widgetbundle")
        try FileManager.default.createDirectory(at: flood, withIntermediateDirectories: true)
        guard compileCBundle(to: flood.appending(path: "libflood.so"), defines: ["REPLY_FLOOD", #"KIND="Flood""#]) else {
            print("(no C compiler: the flood row is left out)")
            return
        }
        try Data(#"{"identifier": "org.hostile.flood", "name": "Flood", "version": "1.0.0", "abiVersion": 1, "library": "libflood.so"}"#.utf8)
            .write(to: flood.appending(path: "Info.json"))
        let examples = checkout.appending(path: "Plugins").path
        func resident(_ name: String, plugins: [String], instances: String) throws -> Double {
            let home = work.appending(path: name)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let folders = plugins.map { #""\#($0)""# }.joined(separator: ", ")
            try Data(#"{"plugins": [\#(folders)], "instances": [\#(instances)]}"#.utf8).write(to: home.appending(path: "runtime.json"))
            return try residentMemory(of: build.appending(path: "widgets").path, ["run", "--log", "json", "--home", home.path], after: seconds)
        }
        let examplesOnly = #"{"kind": "Counter"}, {"kind": "Clock", "family": "medium"}"#
        let idle = try resident("idle", plugins: [examples], instances: examplesOnly)
        let flooded = try resident(
            "flood", plugins: [examples, work.appending(path: "plugins").path], instances: examplesOnly + #", {"kind": "Flood"}"#)
        let ratio = flooded / idle
        table.add([
            "runtime memory (RSS) after \(Int(seconds)) s beside a worker flooding it, vs with the examples alone", megabytes(idle),
            megabytes(flooded), String(format: "%.2fx", ratio), verdict(ratio <= 1.2, "<= 1.2x"),
        ])
    }

    /// The resident memory of a command `seconds` after it started; it is stopped then.
    static func residentMemory(of path: String, _ arguments: [String], after seconds: Double) throws -> Double {
        let process = try ChildProcess.start([path] + arguments, output: .discarded, error: .discarded)
        Thread.sleep(forTimeInterval: seconds)
        let status = (try? String(contentsOfFile: "/proc/\(process.pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Double($0) } ?? 0
        process.signal(SIGTERM)
        _ = process.status()
        guard kilobytes > 0 else { fail("\(path) ended before \(seconds) s") }
        return kilobytes * 1024
    }
}
