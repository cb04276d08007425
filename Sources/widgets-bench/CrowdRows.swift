import Foundation
import Logging
import WidgetRuntime

/// What one event costs the host among many instances: an app's reload of one widget, with 10 and
/// with 10,000 others on screen (idle Timers, whose timelines never end), in process.
extension Benchmark {
    static func crowdRows(into table: inout Table) async throws {
        // Three runs of each, by turns (the machine's noise falls on both); the median run of each.
        var runs: [Int: [Percentiles]] = [:]
        for _ in 0..<3 {
            for others in [10, 10_000] { runs[others, default: []].append(try await reloadAmong(others)) }
        }
        func median(_ runs: [Percentiles]) -> Percentiles { runs.sorted { $0.p50 < $1.p50 }[runs.count / 2] }
        let few = median(runs[10]!), many = median(runs[10_000]!)
        table.add([
            "one widget's reload (app, in process) among 10,000 others vs among 10, p50 / p99 of 500, median of 3 runs",
            String(format: "%.2f / %.2f ms", few.p50 * 1000, few.p99 * 1000),
            String(format: "%.2f / %.2f ms", many.p50 * 1000, many.p99 * 1000),
            String(format: "%.2fx", many.p50 / few.p50), verdict(many.p50 <= 1.2 * few.p50, "p50 <= 1.2x"),
        ])
    }

    /// Reload round trips of a Counter with `others` Timers beside it, once every widget shows.
    private static func reloadAmong(_ others: Int) async throws -> Percentiles {
        let home = try counterAndTimerHome(
            isolation: "inProcess", instances: [#"{"kind": "Counter"}"#] + Array(repeating: #"{"kind": "Timer"}"#, count: others))
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, report, host, _) = try await makeHost(in: home, logLevel: .warning)
        defer { report.shutdown() }
        let drain = Task { for await _ in host.events {} }
        let running = Task { await host.run() }
        // Every widget shows before the first reload is timed (asked of the host: its event stream
        // keeps only the newest thousand events for a slow reader).
        while await host.statuses().contains(where: { $0.entry == nil }) {
            try await Task.sleep(for: .milliseconds(100))
        }
        // 50 not counted, then 500.
        var times: [Double] = []
        for round in 0..<550 {
            let start = ContinuousClock.now
            _ = await host.reload(bundle: "com.example.counter", kind: "Counter", reason: .app, wait: true)
            if round >= 50 { times.append(seconds(ContinuousClock.now - start)) }
        }
        await host.stop()
        await running.value
        drain.cancel()
        times.sort()
        return Percentiles(p50: times[times.count / 2], p99: times[times.count * 99 / 100])
    }
}
