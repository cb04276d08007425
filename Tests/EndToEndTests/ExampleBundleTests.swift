import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// The example bundles in Plugins/, loaded from the checkout's Runtime/ home as `widgets` does.
@Suite(.throttled) struct ExampleBundleTests {
    let report: LoadReport

    init() async throws {
        _ = try Fixtures.built("libCounterWidget.so")
        report = await BundleLoader(home: try RuntimeHome(root: Fixtures.repository.appending(path: "Runtime"))).load()
    }

    @Test func theCheckoutHomeLoadsTheExamples() throws {
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        #expect(report.bundles.map(\.identifier).sorted() == [
            "com.example.clock", "com.example.counter", "com.example.devices", "com.example.gallery", "com.example.timer",
            "org.widgets.systemload", "org.widgets.tally",
        ])
        let clock = try report.resolve("Clock")
        #expect(clock.kind.displayName == "Clock")
        #expect(clock.kind.supportedFamilies == [.systemSmall, .systemMedium, .accessoryInline])
        #expect(try report.resolve("com.example.counter/Counter").kind.supportedFamilies == [.systemSmall, .systemMedium])
        let timer = try #require(try report.resolve("Timer").kind.configuration)
        #expect(timer.parameters.map { "\($0.name):\($0.type)=\($0.defaultValue?.serialized ?? "-")" } == ["minutes:int=25", "label:string=\"Focus\""])
    }

    @Test func clockEntriesStartNowAndFallOnEachMinuteForTwenty() async throws {
        let (bundle, kind) = try report.resolve("Clock")
        let before = Date()
        let checked = try await bundle.timeline(kind: kind.kind, context: ProviderContext(family: .systemSmall))
        let dates = checked.timeline.entries.map(\.date)
        #expect(checked.warnings.isEmpty)
        #expect(dates.count == 21)
        #expect(abs(dates[0].timeIntervalSince(before)) < 5)
        for date in dates.dropFirst() {
            #expect(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0)
        }
        #expect(zip(dates.dropFirst(), dates.dropFirst(2)).allSatisfy { $1.timeIntervalSince($0) == 60 })
        #expect(dates[1].timeIntervalSince(dates[0]) <= 60)
        #expect(checked.timeline.policy == .after(dates[0].addingTimeInterval(15 * 60)))
    }

    @Test func counterGivesFiveHourlyEntriesAndReloadsAtTheEnd() async throws {
        let (bundle, kind) = try report.resolve("Counter")
        let checked = try await bundle.timeline(kind: kind.kind, context: ProviderContext(family: .systemMedium))
        let dates = checked.timeline.entries.map(\.date)
        #expect(dates.count == 5)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 3600 })
        #expect(checked.timeline.policy == .atEnd)
        let text = TextRenderer().render(checked.timeline.entries[0].view, family: .systemMedium, title: kind.displayName)
        #expect(text.contains("taps so far"))
    }

    @Test func twoPluginsEachWithTheirOwnSDKCopyAnswerInOneProcess() async throws {
        let counter = try report.resolve("Counter")
        let clock = try report.resolve("Clock")
        async let counterEntry = counter.bundle.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        async let clockEntry = clock.bundle.snapshot(kind: "Clock", context: ProviderContext(family: .systemSmall))
        let (first, second) = try await (counterEntry, clockEntry)
        #expect(first.view.texts.contains("Counter"))
        #expect(second.view.texts.contains("Clock"))
    }
}

/// `@Parameter(inclusiveRange:)` reaches the schema, and `configure` keeps values inside it.
@Suite(.throttled) struct ParameterRangeTests {
    @Test func aTimersMinutesStayWithinTheirRange() async throws {
        let scratch = try Scratch()
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Timer/Info.json"), encoding: .utf8)
        try scratch.bundle("Timer", manifest: manifest, library: try Fixtures.built("libTimerWidget.so"))
        let report = try await scratch.load()
        let (_, kind) = try report.resolve("Timer")
        let minutes = try #require(kind.configuration?.parameters.first { $0.name == "minutes" })
        #expect(minutes.minimum == 1 && minutes.maximum == 120)
        var (list, _) = try InstanceList.load(home: try scratch.home(), bundles: report)
        let id = try list.add(kind: "Timer", family: nil, bundles: report).id
        let error = await #expect(throws: WidgetRuntimeError.self) { _ = try await list.configure(id, settings: ["minutes=500"], bundles: report) }
        #expect(error?.message.contains("a whole number from 1 to 120") == true, "\(String(describing: error))")
        _ = try await list.configure(id, settings: ["minutes=120"], bundles: report)
        report.shutdown()
    }
}

/// The host can ask for an entry redacted (`widgets snapshot --redacted`): its text comes as bars.
@Suite(.throttled) struct RedactedSnapshotTests {
    @Test func aRedactedSnapshotShowsBarsForText() async throws {
        let scratch = try Scratch()
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: manifest, library: try Fixtures.built("libCounterWidget.so"))
        let report = try await scratch.load()
        let (bundle, _) = try report.resolve("Counter")
        let plain = try await bundle.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        let redacted = try await bundle.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall, redacted: true))
        #expect(plain.view.texts.contains("taps so far"))
        #expect(!redacted.view.texts.isEmpty && redacted.view.texts.allSatisfy { $0.allSatisfy { $0 == "▆" } }, "\(redacted.view.texts)")
        report.shutdown()
    }
}
