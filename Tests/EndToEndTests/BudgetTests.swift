import Foundation
import Logging
import Testing
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

/// What a bundle sends costs the runtime a bounded amount: past a budget it is slowed, not dropped,
/// and the examples beside it keep updating.
@Suite(.throttled) struct BudgetTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
    }

    /// A bundle that sends 2,100 defaults writes and reloads as fast as it can, none waiting for an
    /// answer, under a budget of 300 a second after 300: past it the runtime reads them at the budget's
    /// pace, so the bundle's own writes wait; every write lands, in order; the log names the bundle and
    /// its budget, at most once a second; the Counter beside it follows its app meanwhile.
    @Test func aBundleFloodingTheRuntimeWithMessagesIsSlowedAndLosesNothing() async throws {
        let flood = try await scratch.hostile("HostFlood")
        let home = try scratch.home(timeout: 120, more: #""hostMessages": {"perSecond": 300, "burst": 300}"#)
        let log = LogCapture()
        let report = await BundleLoader(home: home, logger: log.logger).load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        let counter = try list.add(kind: "Counter", family: nil, bundles: report).id
        let flooder = try list.add(kind: "\(flood)/HostFlood", family: nil, bundles: report).id
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: log.logger, time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        let started = ContinuousClock.now
        let running = Task { await host.run() }
        defer { running.cancel() }

        func notices() -> [String] {
            log.messages.filter { $0.contains("[\(flood)]") && $0.contains("slowed: it sends more than its budget of 300 host messages") }
        }
        for _ in 0..<3_000 where notices().isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        let notice = try #require(notices().first, "\(log.messages.suffix(5))")
        #expect(notice.contains("the runtime reads them at that pace, so its writes wait and none is lost"), "\(notice)")

        // While it is slowed, the Counter follows its app.
        let store = try DefaultsStore(file: home.defaultsDatabase)
        try store.set(.int(41), forKey: "count", in: "group.example.counter")
        await host.reload(bundle: "com.example.counter", kind: nil, reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("41") == true)
        #expect(await host.currentEntry(of: flooder) == nil, "the flood was over before the Counter's reload")

        // Its writes left it no faster than the runtime read them: past the burst, less what the
        // socket and the runtime's read buffer hold (at most some 900 of these), at 300 a second.
        let flooded = try #require(await recorder.entry(of: flooder))
        let said = try #require(flooded.view.texts.first?.firstMatch(of: /sent (\d+) in (\d+) ms/), "\(flooded.view.texts)")
        #expect(Int(said.1) == 2_100)
        #expect(Int(said.2)! >= (2_100 - 300 - 900) * 1_000 / 300, "the flood left the bundle in \(said.2) ms")

        // Every write landed, in order: each key holds the last round written to it.
        let values = Dictionary(uniqueKeysWithValues: try store.values(in: flood).map { ($0.key, $0.value) })
        #expect(values["last"] == .int(999))
        for key in 0..<100 { #expect(values["key\(key)"] == .int(900 + key), "key\(key): \(values["key\(key)"].map { "\($0)" } ?? "missing")") }

        // Told of at most once a second.
        let seconds = Int((ContinuousClock.now - started).components.seconds) + 1
        #expect(notices().count <= seconds, "\(notices().count) notices in \(seconds) s")
        await host.stop()
    }
}
