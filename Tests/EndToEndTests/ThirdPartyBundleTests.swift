import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Bundles from a separate SwiftPM package that depends on WidgetSDK by path, dropped in as
/// `Name.widgetbundle` folders.
@Suite(.throttled) struct ThirdPartyBundleTests {
    @Test func aSeparatePackagesBundleLoadsFromADropInFolder() async throws {
        let libraries = try await Fixtures.thirdPartyLibraries()
        let scratch = try Scratch()
        try scratch.bundle("Weather", identifier: "org.thirdparty.weather", library: libraries.appending(path: "libWeatherWidget.so"))
        let report = try await scratch.load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let bundle = try #require(report.bundles.first)
        #expect(bundle.libraryPath == scratch.plugins.appending(path: "Weather.widgetbundle/libWeatherWidget.so").path)
        #expect(bundle.description.widgets == [
            KindDescription(
                kind: "Weather", displayName: "Weather", description: "Temperature where you are.",
                supportedFamilies: [.systemSmall, .systemMedium]),
            KindDescription(
                kind: "Banner", displayName: "Banner", description: "",
                supportedFamilies: [.accessoryRectangular], contentMarginsDisabled: true),
        ])
    }

    @Test func viewsArriveAsTheRenderTreeTheAuthorWrote() async throws {
        let bundle = try await weatherBundle()
        let entry = try await bundle.snapshot(kind: "Weather", context: ProviderContext(family: .systemSmall))
        #expect(entry.date == Date(timeIntervalSince1970: 1_800_000_000))
        let expected = RenderNode(
            .stack(StackNode(axis: .vertical, alignment: "leading", children: [
                RenderNode(.text(TextNode(runs: [.styled([.verbatim("Lisbon")], RunStyle(font: FontValue(style: "headline")))]))),
                RenderNode(.stack(StackNode(axis: .horizontal, alignment: "top", spacing: 2, children: [
                    RenderNode(.text(TextNode(runs: [
                        .styled([.verbatim("21°")], RunStyle(font: FontValue(size: 40, weight: "light", design: "default"))),
                    ]))),
                    RenderNode(.text(TextNode(runs: [.styled([.verbatim("C")], RunStyle(font: FontValue(style: "caption")))]))),
                ]))),
                RenderNode(.spacer(minLength: nil)),
            ])),
            modifiers: [
                .padding(EdgeInsetsValue(top: 8, leading: 8, bottom: 8, trailing: 8)),
                .containerBackground(RenderNode(.color(.named("blue", opacity: 1)))),
            ])
        #expect(entry.view == expected)
    }

    @Test func theFamilyReachesTheViewsEnvironment() async throws {
        let bundle = try await weatherBundle()
        let entry = try await bundle.snapshot(kind: "Weather", context: ProviderContext(family: .systemMedium))
        guard case .stack(let stack) = entry.view.element else { Issue.record("not a stack: \(entry.view)"); return }
        #expect(stack.children.last == RenderNode(.text(TextNode(runs: [
            .verbatim("Updated "), .date(Date(timeIntervalSince1970: 1_800_000_000), style: .time),
        ]))))
    }

    @Test func aTimelineAnsweredLaterFromAnotherThreadArrivesWhole() async throws {
        let bundle = try await weatherBundle()
        let checked = try await bundle.timeline(kind: "Weather", context: ProviderContext(family: .systemSmall))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(checked.timeline.entries.map(\.date) == [0, 1, 2].map { start.addingTimeInterval($0 * 3600) })
        #expect(checked.timeline.entries.map(\.relevance) == [0, 1, 2].map { Relevance(score: Float($0), duration: 3600) })
        #expect(checked.timeline.policy == .after(start.addingTimeInterval(7200)))
        #expect(checked.warnings.isEmpty)
        #expect(!checked.showsPlaceholder)
    }

    @Test func unsortedEntriesAreSortedWithAWarning() async throws {
        let bundle = try await misbehavingBundle()
        let checked = try await bundle.timeline(kind: "Unsorted", context: ProviderContext(family: .systemSmall))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(checked.timeline.entries.map(\.date) == [0, 60, 120].map { start.addingTimeInterval($0) })
        #expect(checked.timeline.entries.map { $0.view.texts } == [["entry 0"], ["entry 1"], ["entry 2"]])
        #expect(checked.warnings == ["kind 'Unsorted': the timeline's entries were not in date order; sorted them by date"])
    }

    @Test func anEmptyTimelineKeepsThePlaceholder() async throws {
        let bundle = try await misbehavingBundle()
        let checked = try await bundle.timeline(kind: "Empty", context: ProviderContext(family: .systemSmall))
        #expect(checked.showsPlaceholder)
        // The placeholder, redacted as WidgetKit draws placeholders: a bar as long as its text.
        #expect(checked.timeline.entries.map { $0.view.texts } == [["▆▆▆▆▆▆▆▆▆▆▆"]])
        #expect(checked.timeline.policy == .never)
        #expect(checked.warnings == ["kind 'Empty': the timeline has no entries; the placeholder stays on screen"])
    }

    @Test func aProviderThatNeverAnswersTimesOutAndTheBundleKeepsWorking() async throws {
        // The time-out counts from the request, the worker's start included: a shorter one than the
        // default misses the first answer when the machine is busy (two cores building fixtures).
        let report = try await loadReport("libMisbehavingWidgets.so", as: "org.thirdparty.misbehaving")
        let restarts = report.restarts()
        let bundle = try #require(report.bundles.first)
        await #expect {
            _ = try await bundle.timeline(kind: "Silent", context: ProviderContext(family: .systemSmall))
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .timedOut && error?.location == "bundle org.thirdparty.misbehaving"
                && error?.fix?.contains("call its completion handler") == true
        }
        // The worker that hung was stopped; a new one starts after the restart wait.
        #expect(await restarts.next() == "org.thirdparty.misbehaving")
        #expect(bundle.health == .notStarted)
        let checked = try await bundle.timeline(kind: "Unsorted", context: ProviderContext(family: .systemSmall))
        #expect(checked.timeline.entries.count == 3)
    }

    @Test func anUnknownKindIsReportedByTheBundle() async throws {
        let bundle = try await misbehavingBundle()
        await #expect {
            _ = try await bundle.snapshot(kind: "Nope", context: ProviderContext(family: .systemSmall))
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .unknownKind && error?.message.contains("it has Empty, Silent, Unsorted") == true
        }
    }

    private func weatherBundle() async throws -> LoadedBundle {
        try await load("libWeatherWidget.so", as: "org.thirdparty.weather")
    }

    private func misbehavingBundle(timeout: Double = 10) async throws -> LoadedBundle {
        try await load("libMisbehavingWidgets.so", as: "org.thirdparty.misbehaving", timeout: timeout)
    }

    private func load(_ library: String, as identifier: String, timeout: Double = 10) async throws -> LoadedBundle {
        try #require(try await loadReport(library, as: identifier, timeout: timeout).bundles.first)
    }

    private func loadReport(_ library: String, as identifier: String, timeout: Double = 10) async throws -> LoadReport {
        let scratch = try Scratch()
        try scratch.bundle("Fixture", identifier: identifier, library: try await Fixtures.thirdPartyLibraries().appending(path: library))
        let report = try await scratch.load(timeout: timeout)
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        return report
    }
}
