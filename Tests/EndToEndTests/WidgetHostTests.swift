import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Synchronization
import Testing
import WidgetClient
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

/// A host running real bundles in this process, on a clock the test moves: nothing waits for real time.
@Suite(.throttled) struct WidgetHostTests {
    let scratch: Scratch
    let clock = TestClock()

    init() throws {
        scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
        try scratch.bundle("Clock", identifier: "com.example.clock", library: try Fixtures.built("libClockWidget.so"))
    }

    /// Starts a host for the scratch home's bundles and instances, and waits for the first entries.
    private func start(_ kinds: [(String, WidgetFamily?)], policy: RefreshPolicy = RefreshPolicy()) async throws
        -> (WidgetHost, HostRecorder, Task<Void, Never>)
    {
        let report = try await scratch.load()
        var (list, _) = try InstanceList.load(home: try scratch.home(), bundles: report)
        for (kind, family) in kinds { _ = try list.add(kind: kind, family: family, bundles: report) }
        let host = WidgetHost(report: report, instances: list, policy: policy, logger: Logger(label: "test"), time: clock.hostTime)
        let recorder = HostRecorder(host)
        let running = Task { await host.run() }
        for id in list.instances.map(\.id) { _ = try #require(await recorder.entry(of: id), "\(id) shows nothing") }
        return (host, recorder, running)
    }

    @Test func anAppsReloadShowsTheNewDataOnceDelivered() async throws {
        let (host, _, running) = try await start([("Counter", nil), ("Clock", .systemMedium)])
        let counter = InstanceID("counter-1")
        #expect(await host.currentEntry(of: counter).map { $0.view.texts }?.contains("0") == true)
        try DefaultsStore(file: try scratch.home().defaultsDatabase).set(.int(7), forKey: "count", in: "group.example.counter")
        let decisions = await host.reload(kind: "Counter", reason: .appForeground, wait: true)
        #expect(decisions.map(\.outcome) == [.ran(charged: false)])
        #expect(await host.currentEntry(of: counter).map { $0.view.texts }?.contains("7") == true)
        #expect(await host.statuses().map(\.budgetLeft) == [70, 70])
        await host.stop()
        await running.value
    }

    @Test func eachEntryIsShownWhenTheClockReachesItsDate() async throws {
        let (host, recorder, running) = try await start([("Clock", .systemMedium)])
        let clockWidget = InstanceID("clock-1")
        let first = try #require(await host.currentEntry(of: clockWidget))
        #expect(await host.statuses().first?.entry == 0)
        let mark = await recorder.count
        // The Clock's entries fall on each whole minute: when the clock reaches the next, the second one shows.
        let nextMinute = try #require(Calendar.current.dateInterval(of: .minute, for: first.date)).end
        clock.advance(by: .seconds(nextMinute.timeIntervalSince(clock.date) + 0.5))
        let shown = await recorder.next(after: mark) { if case .shown(let instance, _, _, _) = $0 { instance.id == clockWidget } else { false } }
        guard case .shown(_, let entry, let count, _)? = shown else {
            Issue.record("no entry shown after a minute: \(String(describing: shown))")
            return
        }
        #expect(entry == 1 && count == 21)
        await host.stop()
        await running.value
    }

    @Test func aWallClockThatJumpsIsNoticedAndTheEntryRederived() async throws {
        let (host, recorder, running) = try await start([("Clock", .systemMedium)])
        // The Clock's timeline runs 20 minutes: an hour later its last entry is the current one.
        clock.jumpWallClock(by: 3600)
        await host.reload(kind: "Nope", reason: .app)  // any request wakes the host; this one reloads nothing
        let warning = await recorder.first {
            if case .warning(let message) = $0 { message.hasPrefix("the clock moved by 3600 s") } else { false }
        }
        #expect(warning != nil)
        let last = await recorder.first { if case .shown(_, 20, _, _) = $0 { true } else { false } }
        #expect(last != nil)
        await host.stop()
        await running.value
    }

    @Test func instancesComeAndGoWhileRunning() async throws {
        let (host, recorder, running) = try await start([("Counter", nil)])
        let added = try await host.addInstance(kind: "Clock", family: .accessoryInline)
        #expect(added.id == InstanceID("clock-1"))
        #expect(await recorder.entry(of: added.id) != nil)
        await #expect(throws: WidgetRuntimeError.self) { try await host.addInstance(kind: "Clock", family: .systemLarge) }
        _ = try await host.removeInstance(InstanceID("counter-1"))
        #expect(await host.instances.map(\.id) == [InstanceID("clock-1")])
        let saved = try JSON(parsing: try Data(contentsOf: scratch.root.appending(path: "state/instances.json")))
        #expect(saved["instances"] == .array([added.json]))
        await host.stop()
        await running.value
    }

    @Test func widgetsAddedAtOnceAreAllKeptInMemoryAndOnDisk() async throws {
        let (host, recorder, running) = try await start([("Counter", nil)])
        let added = try await withThrowingTaskGroup(of: InstanceID.self) { group in
            for _ in 0..<20 { group.addTask { try await host.addInstance(kind: "Clock", family: .accessoryInline).id } }
            return try await group.reduce(into: Set<InstanceID>()) { $0.insert($1) }
        }
        #expect(added.count == 20)
        #expect(Set(await host.instances.map(\.id)) == added.union([InstanceID("counter-1")]))
        let saved = try InstanceList.load(home: try scratch.home(), bundles: try await scratch.load()).0
        #expect(Set(saved.instances.map(\.id)) == added.union([InstanceID("counter-1")]))
        for id in added { _ = try #require(await recorder.entry(of: id), "\(id) shows nothing") }
        await host.stop()
        await running.value
    }

    @Test func aBundlesWidgetCenterReachesItsOwnWidgets() async throws {
        let manifest = #"{"identifier": "org.thirdparty.probe", "name": "Probe", "version": "1.0.0", "abiVersion": 1, "library": "libDefaultsProbe.so"}"#
        try scratch.bundle("Probe", manifest: manifest, library: try await Fixtures.thirdPartyLibraries().appending(path: "libDefaultsProbe.so"))
        let (host, recorder, running) = try await start([("Probe", nil), ("Reloader", .systemMedium), ("Counter", nil)])
        let reloader = InstanceID("reloader-1")
        #expect(await host.currentEntry(of: reloader).map { $0.view.texts } == ["Probe small", "Reloader medium"])
        // The Reloader's timeline asked for the Probe to reload: charged to the Probe, as an app's would be.
        let asked = await recorder.first {
            if case .decided(let decision) = $0 { decision.instance == InstanceID("probe-1") && decision.reason == .app } else { false }
        }
        #expect(asked != nil)
        #expect(await (try host.explain(InstanceID("counter-1"))).decisions.map(\.reason) == [.initial])
        await host.stop()
        await running.value
    }
}
