import AppIntents
import Combine
import SwiftUI
import UIKit

// Model code an iOS app shares with its widget (an ObservableObject with @Published properties,
// handed to views as @ObservedObject, @StateObject and @EnvironmentObject), the app's App
// Shortcuts, and image data saved for the widget.

final class StepsGoal: ObservableObject {
    @Published var steps: Int
    @Published var isOn = true

    init(steps: Int) { self.steps = steps }

    var stepsPublisher: Published<Int>.Publisher { $steps }

    func raise(by more: Int) {
        objectWillChange.send()
        steps += more
    }
}

/// The goal as the widget draws it, from the environment.
struct GoalLabel: View {
    @EnvironmentObject var goal: StepsGoal

    var body: some View {
        Text("of \(goal.steps)", comment: "The day's goal")
    }
}

struct GoalState: View {
    @ObservedObject var goal: StepsGoal

    var body: some View {
        let isOn: Binding<Bool> = $goal.isOn
        Text(isOn.wrappedValue ? "Goal on" : "Goal off")
    }
}

struct GoalSettings: View {
    @StateObject private var goal = StepsGoal(steps: 10_000)

    var body: some View {
        GoalState(goal: goal)
            .environmentObject(goal)
    }
}

struct StepsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenStepsIntent(),
            phrases: ["Refresh my steps in \(.applicationName)", AppShortcutPhrase<OpenStepsIntent>("Count steps with \(.applicationName)")],
            shortTitle: "Refresh steps",
            systemImageName: "figure.walk")
    }

    static var shortcutTileColor: ShortcutTileColor { .lime }
}

struct NoteShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StepsNoteIntent(), phrases: ["Note \(\.$note) in \(.applicationName)"])
        AppShortcut(intent: ReadStepsIntent(), phrases: ["Read my steps in \(.applicationName)"], shortTitle: "Read steps", systemImageName: "shoeprints.fill")
    }
}

/// A picture the app saved into the group container, as the widget keeps it: JPEG or PNG bytes,
/// and its width.
func savedPicture(_ image: UIImage) -> (data: Data, width: CGFloat)? {
    guard let data = image.jpegData(compressionQuality: 0.8) ?? image.pngData() else { return nil }
    return (data, image.size.width)
}
