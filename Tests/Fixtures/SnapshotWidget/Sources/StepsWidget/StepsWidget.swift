import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 4_200, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(900))))
    }
}

struct StepsWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption)
                .foregroundStyle(.orange)
            Text(entry.steps, format: .number)
                .font(.title)
                .bold()
            ProgressView(value: Double(entry.steps), total: Double(entry.goal))
                .tint(.orange)
            if family != .systemSmall {
                Text("Goal \(entry.goal) steps")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            HStack {
                Image("shoe")
                    .resizable()
                    .frame(width: 12, height: 12)
                Text(entry.date, style: .time)
                    .font(.caption2)
            }
        }
        .padding(4)
    }
}

public struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
