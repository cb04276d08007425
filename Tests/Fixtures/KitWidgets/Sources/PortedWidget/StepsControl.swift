import AppIntents
import SwiftUI
import UIKit
import WidgetKit

// More of what iOS widget extensions say: a Control Center control (Xcode 16's template), an intent
// whose parameters carry descriptions and input options and whose result has a snippet view, a
// summary with parameters apart from its sentence, color literals, accessibility, transitions and
// text case on views.

struct StepsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.ported.control", provider: Provider()) { value in
            ControlWidgetToggle("Step goal", isOn: value, action: ToggleGoalIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "figure.walk")
            }
        }
        .displayName("Step goal")
        .description("Turns the daily step goal on and off.")
    }
}

extension StepsControl {
    struct Provider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }
}

struct ToggleGoalIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle the step goal"
    @Parameter(title: "Goal is on") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct StepsNoteIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = LocalizedStringResource("Note", comment: "The intent's title")
    @Parameter(title: "Note", inputOptions: String.IntentInputOptions(capitalizationType: .words, multiline: true))
    var note: String?
    @Parameter(title: "Goal", description: "The day's goal in steps.", default: 10_000)
    var goal: Int
    @Parameter(title: "Show goal", description: "Whether the goal is drawn.")
    var showsGoal: Bool?

    static var parameterSummary: some ParameterSummary {
        Summary("Note \(\.$note)") {
            \.$goal
            \.$showsGoal
        }
    }
}

struct ReadStepsIntent: AppIntent {
    static var title: LocalizedStringResource = "Read steps"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView {
        .result(value: 4_200, dialog: "4,200 steps", view: Text("4,200").font(.largeTitle))
    }
}

struct StepsBadge: View {
    let steps: Int
    @Environment(\.layoutDirection) var layoutDirection

    var body: some View {
        VStack(alignment: layoutDirection == .leftToRight ? .leading : .trailing) {
            Text("Today")
                .textCase(.uppercase)
                .kerning(1.5)
                .foregroundColor(Color(#colorLiteral(red: 0.2, green: 0.8, blue: 0.4, alpha: 1)))
            Text("\(steps)")
                .accessibilityLabel("\(steps) steps")
                .transition(.scale.combined(with: .opacity))
            Image(systemName: "figure.walk")
                .widgetAccentedRenderingMode(.accentedDesaturated)
                .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .background(Color(UIColor.secondarySystemGroupedBackground))
        .environment(\.backgroundMaterial, .thin)
        .blur(radius: 0)
    }
}
