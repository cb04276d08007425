import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Widget code written for iOS, built as it is: Xcode's widget extension templates
/// (Tests/Fixtures/XcodeTemplate, built by `swift build` against Packages/WidgetKit), with `import
/// WidgetKit`, `import SwiftUI`, `import AppIntents`, `.containerBackground(.fill.tertiary, for:
/// .widget)` and `#Preview`, loaded and drawn.
@Suite struct PortingTests {
    @Test func xcodesWidgetTemplateBuildsUnchangedAndDraws() async throws {
        let scratch = try Scratch()
        let template = Fixtures.repository.appending(path: "Tests/Fixtures/XcodeTemplate/Sources/MyWidget")
        let manifest = try String(contentsOf: template.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("MyWidget", manifest: manifest, library: try Fixtures.built("libMyWidget.so"))
        let report = try await scratch.load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, kind) = try report.resolve("MyWidget")
        #expect(kind.configuration?.parameters.map(\.name) == ["favoriteEmoji"])

        let entry = try await bundle.snapshot(kind: "MyWidget", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.filter { !$0.isEmpty } == ["Time:", "Favorite Emoji:", "😃"], "\(entry.view.texts)")
        #expect(entry.view.modifiers.contains(.containerBackground(RenderNode(.color(.named("fill.tertiary", opacity: 1))))))
        let configured = try await bundle.snapshot(
            kind: "MyWidget", context: ProviderContext(family: .systemSmall, configuration: .object([("favoriteEmoji", "🤩")])))
        #expect(configured.view.texts.contains("🤩"))
        let timeline = try await bundle.timeline(kind: "MyWidget", context: ProviderContext(family: .systemMedium))
        #expect(timeline.timeline.entries.count == 5 && timeline.timeline.policy == .atEnd)

        let text = TextRenderer(colors: false).render(entry.view, family: .systemSmall, title: kind.displayName)
        #expect(text.contains("Favorite Emoji:") && text.contains("😃"))
        let html = HTMLRenderer().fragment(entry.view, family: .systemSmall, title: kind.displayName)
        #expect(html.contains("background:var(--fill-tertiary)"), "\(html)")
        report.shutdown()
    }

    @Test func xcodesStaticWidgetTemplateBuildsUnchangedWithItsOldCompletionHandlers() async throws {
        let scratch = try Scratch()
        let template = Fixtures.repository.appending(path: "Tests/Fixtures/XcodeTemplate/Sources/Glance")
        let manifest = try String(contentsOf: template.appending(path: "Info.json"), encoding: .utf8)
        try scratch.bundle("Glance", manifest: manifest, library: try Fixtures.built("libGlance.so"))
        let report = try await scratch.load()
        let (bundle, kind) = try report.resolve("Glance")
        #expect(kind.displayName == "My Widget" && kind.description == "This is an example widget.")
        let entry = try await bundle.snapshot(kind: "Glance", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.filter { !$0.isEmpty } == ["Time:", "Emoji:", "😀"], "\(entry.view.texts)")
        let timeline = try await bundle.timeline(kind: "Glance", context: ProviderContext(family: .systemSmall))
        #expect(timeline.timeline.entries.count == 5)
        report.shutdown()
    }
}
