import Foundation
import Testing

@testable import WidgetPorting

/// Widgets left out of a port for a binary framework no Linux build has, on WidgetExamples (a real
/// project whose analog clock imports an iOS-only `.xcframework`).
@Suite struct LeftOutWidgetsTests {
    static let project = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/XcodeProjects/WidgetExamples")

    private var sources: [URL] {
        let walk = FileManager.default.enumerator(at: Self.project, includingPropertiesForKeys: nil)
        return (walk?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" && !$0.path.contains("/App/") }
            .sorted { $0.path < $1.path }
    }

    @Test func theClockAndItsFilesAreLeftOutAndTheOtherWidgetsStay() throws {
        let frameworks = LeftOutWidgets.binaryFrameworks(in: Self.project)
        #expect(frameworks == ["ClockRotationEffect": "Frameworks/ClockRotationEffect.xcframework"])
        let left = LeftOutWidgets.find(in: sources, frameworks: frameworks)
        #expect(left.types == ["AnalogClockWidget"])
        #expect(Set(left.files.map(\.file.lastPathComponent)) == [
            "AnalogClockWidget.swift", "AnalogClockWidget+Entry.swift", "AnalogClockWidget+EntryView.swift", "AnalogClockWidget+Provider.swift",
        ])
        let view = try #require(left.files.first { $0.file.lastPathComponent == "AnalogClockWidget+EntryView.swift" })
        #expect(view.reason == "line 23 imports ClockRotationEffect, a binary framework built for Apple's platforms only (Frameworks/ClockRotationEffect.xcframework)")
        #expect(left.files.first { $0.file.lastPathComponent == "AnalogClockWidget.swift" }?.reason == "it uses AnalogClockWidget, which is left out")

        // The bundle keeps its sixteen other widgets: only the clock's line is blanked.
        let bundle = try String(contentsOf: Self.project.appending(path: "Widgets/WidgetBundle.swift"), encoding: .utf8)
        let lines = LeftOutWidgets.bundleLines(of: left.types, in: bundle)
        #expect(lines.map(\.type) == ["AnalogClockWidget"])
        #expect(bundle.split(separator: "\n", omittingEmptySubsequences: false)[lines[0].line - 1].contains("AnalogClockWidget()"))
    }

    @Test func nothingIsLeftOutWithoutABinaryFramework() {
        #expect(LeftOutWidgets.find(in: sources, frameworks: [:]).isEmpty)
        #expect(LeftOutWidgets.find(in: sources, frameworks: ["SomethingElse": "Frameworks/SomethingElse.xcframework"]).isEmpty)
    }
}
