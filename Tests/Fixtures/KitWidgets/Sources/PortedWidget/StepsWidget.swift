import Intents
import SwiftUI
import UIKit
import WidgetKit
#if canImport(os)
import os
#endif

// Written as iOS widget extensions are, with the names they use beyond WidgetKit: UIKit colors and
// fonts, os's Logger, a SiriKit-era intent configuration, Foundation's UserDefaults of an app group,
// PreviewProvider and #Preview. It builds against Packages/WidgetKit with one edit `widgets port`
// names: `import os` guarded (Linux has no os module; Logger comes with WidgetKit).

let logger = Logger(subsystem: "com.example.ported", category: "widget")

class ConfigurationIntent: INIntent {}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct Provider: IntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 4_200, goal: 10_000)
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(entry())
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<StepsEntry>) -> ()) {
        let next = Calendar.current.date(byAdding: .minute, value: 15, to: Date())!
        completion(Timeline(entries: [entry()], policy: .after(next)))
    }

    private func entry() -> StepsEntry {
        let defaults = UserDefaults(suiteName: "group.example.shared")
        let steps = defaults?.integer(forKey: "steps") ?? 0
        logger.info("steps: \(steps, privacy: .public) of \(10_000)")
        return StepsEntry(date: Date(), steps: steps, goal: 10_000)
    }
}

struct StepsWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.sizeCategory) var sizeCategory
    @State private var highlighted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Steps", systemImage: "figure.walk")
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                .foregroundColor(Color(uiColor: .systemGreen))
            HStack {
                Text("\(entry.steps)")
                    .font(.system(size: 34, weight: .bold))
                    .fontDesign(.rounded)
                    .minimumScaleFactor(0.5)
                Spacer()
                GoalRing()
                    .trim(from: 0, to: min(CGFloat(entry.steps) / CGFloat(entry.goal), 1))
                    .stroke(Color(uiColor: .systemGreen), style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .frame(width: 28, height: 28)
                if family == .systemMedium {
                    StepsRing(progress: min(CGFloat(entry.steps) / CGFloat(entry.goal), 1))
                        .frame(width: 44, height: 44)
                }
            }
            GoalLabel()
                .foregroundColor(Color(UIColor.secondaryLabel))
            ProgressView(value: Double(entry.steps), total: Double(entry.goal))
                .tint(Color(uiColor: UIColor(red: 0.2, green: 0.8, blue: 0.4, alpha: 1)))
            Button(intent: OpenStepsIntent()) { Text("Refresh") }
                .buttonStyle(RefreshButtonStyle())
        }
        .environmentObject(StepsGoal(steps: entry.goal))
        .onAppear { highlighted = true }
        .ignoresSafeArea()
        .containerBackground(for: .widget) { Color(UIColor.systemBackground) }
    }
}

/// The progress ring every widget tutorial writes: a track, and the circle trimmed to the progress,
/// turned a quarter back so that it starts at the top.
struct StepsRing: View {
    let progress: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

/// The goal as a ring from the top, clockwise.
struct GoalRing: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: false)
        return path
    }
}

struct RefreshButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.green.opacity(configuration.isPressed ? 0.5 : 0.25)))
    }
}

struct OpenStepsIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh steps"
    func perform() async throws -> some IntentResult { .result() }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
            StepsWidgetEntryView(entry: entry)
        }
        .configurationDisplayName(NSLocalizedString("Steps", comment: "The widget's title"))
        .description(LocalizedStringResource("steps.description", defaultValue: "Today's steps against your goal."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@main
struct PortedBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        StepsControl()
    }
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        StepsWidgetEntryView(entry: StepsEntry(date: Date(), steps: 4_200, goal: 10_000))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    StepsWidgetEntryView(entry: StepsEntry(date: Date(), steps: 8_000, goal: 10_000))
}

/// The small widget on a busy day, as the canvas's #Preview draws it (a comment naming the macro
/// before it is no part of it).
#Preview("Busy day", as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 12_000, goal: 10_000)
}
