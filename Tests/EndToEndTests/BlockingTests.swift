import Foundation
import Logging
import Testing
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

/// Plugin code that blocks its thread forever, in process (no worker to stop it): it holds up its own
/// bundle, never the host. Before each block runs on a thread of its own, as many of them as the
/// machine has cores would take every thread of Swift's cooperative pool and freeze the host.
@Suite(.throttled) struct BlockingTests {
    let scratch: Scratch
    /// At least two, and one per core, so that they could fill the cooperative pool.
    let blocked = max(2, ProcessInfo.processInfo.activeProcessorCount)

    init() throws {
        scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
    }

    /// A home run in process whose requests never time out: a blocked call stays blocked.
    private func home() throws -> RuntimeHome {
        try scratch.home(timeout: 3600, more: #""isolation": "inProcess""#)
    }

    @Test func bundlesThatBlockTheirThreadsForeverDoNotStopTheHost() async throws {
        for number in 1...blocked {
            let library = scratch.root.appending(path: "libblocked\(number).so")
            try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["BLOCK_TIMELINE", #"KIND="Blocked\#(number)""#])
            try scratch.bundle("Blocked\(number)", identifier: "org.example.blocked\(number)", library: library)
        }
        let home = try home()
        let report = await BundleLoader(home: home).load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        // The blocking ones are asked first.
        for number in 1...blocked { _ = try list.add(kind: "Blocked\(number)", family: nil, bundles: report) }
        let counter = try list.add(kind: "Counter", family: nil, bundles: report).id
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: Logger(label: "test"), time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        let running = Task { await host.run() }

        #expect(await recorder.entry(of: counter)?.view.texts.contains("0") == true)
        try DefaultsStore(file: home.defaultsDatabase).set(.int(5), forKey: "count", in: "group.example.counter")
        await host.reload(kind: "Counter", reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("5") == true)
        let statuses = await host.statuses()
        #expect(statuses.filter { $0.entry == nil }.map(\.instance.kind) == (1...blocked).map { "Blocked\($0)" })
        // Another bundle's snapshot still answers, and so does the Counter's.
        let snapshot = try await report.resolve("Counter").bundle.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        #expect(snapshot.view.texts.contains("5"))
        await host.stop()
        await running.value
    }

    @Test func intentsThatBlockTheirThreadsForeverDoNotStopTheHost() async throws {
        try await scratch.intentProbe()
        let home = try home()
        let report = await BundleLoader(home: home).load()
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        let probe = try list.add(kind: "IntentProbe", family: .systemLarge, bundles: report).id
        _ = try await list.configure(probe, settings: ["name=Ada"], bundles: report)
        let counter = try list.add(kind: "Counter", family: nil, bundles: report).id
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: Logger(label: "test"), time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        let running = Task { await host.run() }
        _ = try #require(await recorder.entry(of: probe))
        _ = try #require(await recorder.entry(of: counter))

        // Block (button-5) blocks the thread its async perform() runs on, and never returns.
        var taps: [Task<Void, Never>] = []
        for _ in 1...blocked {
            let mark = await recorder.count
            taps.append(Task { _ = try? await host.tap(probe, target: "button-5") })
            _ = await recorder.entry(of: probe, after: mark)
        }
        try DefaultsStore(file: home.defaultsDatabase).set(.int(9), forKey: "count", in: "group.example.counter")
        await host.reload(kind: "Counter", reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("9") == true)
        // Stopping cancels the taps' waits; the blocked plugin threads stay blocked, out of the way.
        await host.stop()
        await running.value
        for tap in taps { await tap.value }
    }
}
