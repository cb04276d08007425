import Foundation
import Logging
import ServiceLifecycleTestKit
import Testing
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime

/// Configuration intents and interactive intents, through the IntentProbe fixture bundle.
@Suite(.throttled) struct IntentTests {
    let scratch: Scratch

    init() async throws {
        scratch = try Scratch()
        try await scratch.intentProbe()
    }

    private func probe(_ report: LoadReport) throws -> (LoadedBundle, KindDescription) {
        try report.resolve("IntentProbe")
    }

    @Test func theDescriptionCarriesTheParameterSchema() async throws {
        let (_, kind) = try probe(try await scratch.load())
        let schema = try #require(kind.configuration)
        #expect(schema.title == "Probe")
        #expect(schema.parameters.map(\.name) == ["count", "ratio", "loud", "name", "when", "link", "flavor", "limit", "tags"])
        #expect(schema.parameters.map(\.type) == ["int", "double", "bool", "string", "date", "url", "enum", "int", "string"])
        let byName = Dictionary(uniqueKeysWithValues: schema.parameters.map { ($0.name, $0) })
        #expect(byName["count"]?.defaultValue == .number(3))
        #expect(byName["name"]?.isRequired == true)
        #expect(byName["limit"]?.optional == true && byName["limit"]?.isRequired == false)
        #expect(byName["tags"]?.array == true)
        #expect(byName["flavor"]?.cases == [
            .init(value: "vanilla", title: "Vanilla"), .init(value: "mint", title: "Mint", subtitle: "Fresh", image: "leaf"),
        ])
    }

    @Test func everyParameterTypeRoundTripsThroughTheBoundary() async throws {
        let report = try await scratch.load()
        let (bundle, kind) = try probe(report)
        let form = try IntentConfiguration(kind: kind, location: "probe-1")
        let configuration = try form.applying(
            [
                "count=42", "ratio=0.25", "loud=yes", "name=Ada Lovelace", "when=2026-01-31T09:00:00Z", "link=https://swift.org/x?y=1",
                "flavor=mint", "limit=7", "tags=a, b,c",
            ], to: nil)
        let entry = try await bundle.snapshot(
            kind: "IntentProbe", context: ProviderContext(family: .systemLarge, configuration: configuration))
        #expect(Array(entry.view.texts.prefix(9)) == [
            "count=42", "ratio=0.25", "loud=true", "name=Ada Lovelace", "when=1769850000.0", "link=https://swift.org/x?y=1",
            "flavor=mint", "limit=7", "tags=a+b+c",
        ])
        // Unset parameters take their defaults; an optional one stays nil.
        let defaults = try await bundle.snapshot(kind: "IntentProbe", context: ProviderContext(family: .systemLarge))
        #expect(Array(defaults.view.texts.prefix(9)) == [
            "count=3", "ratio=0.5", "loud=false", "name=", "when=0.0", "link=https://example.com", "flavor=vanilla", "limit=nil", "tags=",
        ])
    }

    @Test func badSettingsNameTheParameterAndLeaveTheConfigurationUnchanged() async throws {
        let report = try await scratch.load()
        var (list, _) = try InstanceList.load(home: try scratch.home(), bundles: report)
        let instance = try list.add(kind: "IntentProbe", family: .systemLarge, bundles: report)
        _ = try await list.configure(instance.id, settings: ["name=Ada"], bundles: report)
        let cases: [([String], String)] = [
            (["count=many"], "'many' is not a valid value: Count takes a whole number"),
            (["flavor=chocolate"], "Flavor takes one of: vanilla, mint"),
            (["colour=red"], "use one of: count, ratio, loud, name, when, link, flavor, limit, tags"),
            (["loud"], "'loud' is not a setting"),
            (["name="], "Name is required and has no value"),
            (["when=yesterday"], "takes an ISO 8601 date"),
        ]
        for (settings, expected) in cases {
            let error = await #expect(throws: WidgetRuntimeError.self) {
                try await list.configure(instance.id, settings: settings, bundles: report)
            }
            #expect(error?.description.contains(expected) == true, "\(settings): \(error?.description ?? "")")
        }
        #expect(try list.instance(instance.id).configuration == .object([("name", .string("Ada"))]))
    }

    @Test func recommendationsComeFromTheProvider() async throws {
        let (bundle, _) = try probe(try await scratch.load())
        let recommendations = try await bundle.recommendations(kind: "IntentProbe")
        #expect(recommendations == [
            Recommendation(description: "Mint, nine", configuration: .object([("count", .number(9)), ("flavor", .string("mint"))]))
        ])
    }

    @Test func aTapPerformsTheIntentThenReloadsWithWhatItWrote() async throws {
        let (host, running, id, _) = try await scratch.startHost("IntentProbe", family: .systemLarge, settings: ["name=Ada"])
        let before = try #require(await host.currentEntry(of: id))
        #expect(before.view.texts.contains("taps=0"))
        let targets = TapTargets(before.view, family: .systemLarge).targets.map(\.id)
        #expect(targets == ["widget", "button-1", "toggle-1", "button-2", "button-3", "button-4", "button-5"])

        #expect(try await host.tap(id, target: "button-1").value == .number(2))
        #expect(await host.currentEntry(of: id)?.view.texts.contains("taps=2") == true)
        let decision = try #require(try await host.explain(id).decisions.last)
        #expect(decision.reason == .intent && decision.outcome == .ran(charged: false))

        #expect(try await host.tap(id, target: "button-1").value == .number(4))
        #expect(await host.currentEntry(of: id)?.view.texts.contains("taps=4") == true)
        await host.stop()
        await running.value
    }

    @Test func anIntentsDialogAndTheURLItOpensReachWhoeverTapped() async throws {
        let (host, running, id, _) = try await scratch.startHost("IntentProbe", family: .systemLarge, settings: ["name=Ada"])
        let outcome = try await host.tap(id, target: "button-4")
        #expect(outcome == IntentOutcome(dialog: "Announced 3 things", openURL: "https://example.com/probe", title: "Announce"))
        await host.stop()
        await running.value
    }

    @Test func invalidatableContentIsDimmedFromTheTapUntilTheNewEntry() async throws {
        let (host, running, id, recorder) = try await scratch.startHost("IntentProbe", family: .systemLarge, settings: ["name=Ada"])
        let mark = await recorder.count
        _ = try await host.tap(id, target: "button-1")
        _ = await recorder.next(after: mark) {
            if case .shown(_, _, _, let entry) = $0 { entry.view.texts.contains("taps=2") } else { false }
        }
        // The events as a display sees them: the dimmed entry comes before the one after the tap.
        let dimmed = await recorder.events.dropFirst(mark).compactMap { event -> Bool? in
            guard case .shown(_, _, _, let entry) = event, case .stack(let stack) = entry.view.element,
                let taps = stack.children.first(where: { $0.texts.first?.hasPrefix("taps=") == true })
            else { return nil }
            return taps.modifiers.contains(.opacity(0.4))
        }
        #expect(dimmed.suffix(2) == [true, false], "\(dimmed)")
        await host.stop()
        await running.value
    }

    @Test func aToggleSwitchesToTheOtherState() async throws {
        let (host, running, id, _) = try await scratch.startHost("IntentProbe", family: .systemLarge, settings: ["name=Ada"])
        func toggle() async throws -> ControlNode? {
            guard case .stack(let stack)? = await host.currentEntry(of: id)?.view.element else { return nil }
            return stack.children.compactMap { if case .control(let control) = $0.element, control.kind == .toggle { control } else { nil } }.first
        }
        #expect(try await toggle()?.isOn == false)
        _ = try await host.tap(id, target: "toggle-1")
        #expect(try await toggle()?.isOn == true)
        _ = try await host.tap(id, target: "toggle-1")
        #expect(try await toggle()?.isOn == false)
        await host.stop()
        await running.value
    }

    @Test func anIntentThatThrowsReportsItAndStillReloads() async throws {
        let (host, running, id, _) = try await scratch.startHost("IntentProbe", family: .systemLarge, settings: ["name=Ada"])
        let decisionsBefore = try await host.explain(id).decisions.count
        let error = await #expect(throws: WidgetRuntimeError.self) { try await host.tap(id, target: "button-2") }
        #expect(error?.description.contains("the probe's device is unreachable") == true, "\(error?.description ?? "")")
        let decisions = try await host.explain(id).decisions
        #expect(decisions.count == decisionsBefore + 1 && decisions.last?.reason == .intent)
        await #expect(throws: WidgetRuntimeError.self) { try await host.tap(id, target: "link-9") }
        await host.stop()
        await running.value
    }

    @Test func anIntentThatNeverReturnsTimesOut() async throws {
        let clock = TestClock()
        var loader = BundleLoader(home: try scratch.home(timeout: 0.3))
        loader.time = clock.hostTime
        let (bundle, _) = try probe(await loader.load())
        // A bundle knows an intent once it has drawn a view that uses it, as a tap always follows.
        let view = try await bundle.snapshot(kind: "IntentProbe", context: ProviderContext(family: .systemLarge)).view
        let hang = try #require(TapTargets(view, family: .systemLarge).target("button-3", instance: "probe").tapInvocation)
        #expect(hang.type == "IntentProbe.Hang")
        let performing = Task { try await bundle.perform(hang) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .milliseconds(300))
        let error = await #expect(throws: WidgetRuntimeError.self) {
            try await performing.value
        }
        #expect(error?.code == .timedOut)
    }

    @Test func aWidgetRemovedWhileItsTapRunsEndsTheTapWithAnError() async throws {
        // The plugin's time-out is an hour: only the removal can end this tap.
        let (host, running, id, recorder) = try await scratch.startHost("IntentProbe", family: .systemLarge, timeout: 3600)
        // The Hang intent never returns; the tap waits for it, its widget drawn dimmed meanwhile.
        let mark = await recorder.count
        let tap = Task { () async throws(WidgetRuntimeError) -> IntentOutcome in try await host.tap(id, target: "button-3") }
        _ = try #require(await recorder.entry(of: id, after: mark), "the tap did not start")
        _ = try await host.removeInstance(id)
        let result = await tap.result
        guard case .failure(let failure) = result, let error = failure as? WidgetRuntimeError else {
            Issue.record("the tap did not fail as expected: \(result)")
            return
        }
        #expect(error.code == .unknownInstance && error.message == "the widget was removed while its tap ran", "\(error)")
        await host.stop()
        await running.value
    }

    @Test func aTapWaitingWhenTheHostStopsEndsWithAnError() async throws {
        let (host, running, id, recorder) = try await scratch.startHost("IntentProbe", family: .systemLarge, timeout: 3600)
        let mark = await recorder.count
        let tap = Task { () async throws(WidgetRuntimeError) -> IntentOutcome in try await host.tap(id, target: "button-3") }
        _ = try #require(await recorder.entry(of: id, after: mark), "the tap did not start")
        await host.stop()
        await running.value
        let result = await tap.result
        guard case .failure(let failure) = result, let error = failure as? WidgetRuntimeError else {
            Issue.record("the tap did not fail as expected: \(result)")
            return
        }
        #expect(error.code == .cancelled, "\(error)")
    }

    @Test func aTapWhoseCallerGivesUpEndsWithCancelled() async throws {
        let (host, running, id, recorder) = try await scratch.startHost("IntentProbe", family: .systemLarge, timeout: 3600)
        let mark = await recorder.count
        let tap = Task { () async throws(WidgetRuntimeError) -> IntentOutcome in try await host.tap(id, target: "button-3") }
        _ = try #require(await recorder.entry(of: id, after: mark), "the tap did not start")
        // As an HTTP client that disconnects does to its request's task.
        tap.cancel()
        guard case .failure(let failure) = await tap.result, let error = failure as? WidgetRuntimeError else {
            Issue.record("the tap did not fail")
            return
        }
        #expect(error.code == .cancelled, "\(error)")
        // The widget is still there and still answers.
        #expect(await host.currentEntry(of: id) != nil)
        await host.stop()
        await running.value
    }

    @Test func aGracefulShutdownStopsTheHostServiceAndEndsAWaitingTap() async throws {
        let report = try await scratch.load(timeout: 3600)
        var (list, _) = try InstanceList.load(home: try scratch.home(timeout: 3600), bundles: report)
        let id = try list.add(kind: "IntentProbe", family: .systemLarge, bundles: report).id
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: Logger(label: "test"), time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        try await testGracefulShutdown { trigger in
            let service = Task { await HostService(host: host).run() }
            _ = try #require(await recorder.entry(of: id))
            let mark = await recorder.count
            let tap = Task { () async throws(WidgetRuntimeError) -> IntentOutcome in try await host.tap(id, target: "button-3") }
            _ = try #require(await recorder.entry(of: id, after: mark), "the tap did not start")
            // What SIGTERM or Ctrl-C does to `widgets run`'s service group.
            trigger.triggerGracefulShutdown()
            await service.value
            guard case .failure(let failure) = await tap.result, let error = failure as? WidgetRuntimeError else {
                Issue.record("the tap did not fail")
                return
            }
            #expect(error.code == .cancelled, "\(error)")
        }
    }

    @Test func anIntentTheBundleDoesNotHaveIsNamed() async throws {
        let (bundle, _) = try probe(try await scratch.load())
        let unknown = await #expect(throws: WidgetRuntimeError.self) {
            try await bundle.perform(IntentInvocation(type: "IntentProbe.Nope", parameters: .object([])))
        }
        #expect(unknown?.description.contains("no intent 'IntentProbe.Nope'") == true)
    }
}
