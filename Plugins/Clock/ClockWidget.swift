import WidgetSDK

struct ClockEntry: TimelineEntry {
    let date: Date
}

/// Minute-aligned entries: now, then every whole minute for 20 minutes; a new timeline after 15.
struct ClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ClockEntry) -> Void) {
        completion(ClockEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ClockEntry>) -> Void) {
        let now = Date()
        let calendar = Calendar.current
        let thisMinute = calendar.dateInterval(of: .minute, for: now)!.start
        let minutes = (1...20).map { calendar.date(byAdding: .minute, value: $0, to: thisMinute)! }
        let entries = ([now] + minutes).map(ClockEntry.init)
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(15 * 60))))
    }
}

struct ClockView: View {
    let entry: ClockEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryInline {
            Text("\(entry.date, style: .time)")
        } else {
            card
        }
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Clock")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.date, style: .time)
                .font(.system(size: 34, weight: .semibold))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            if family != .systemSmall {
                Link(destination: URL(string: "https://time.is")!) {
                    Text(entry.date, style: .date)
                        .font(.subheadline)
                }
            }
            Spacer()
        }
        .containerBackground(for: .widget) {
            Color.indigo.opacity(0.2)
        }
    }
}

struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Clock", provider: ClockProvider()) { entry in
            ClockView(entry: entry)
        }
        .configurationDisplayName("Clock")
        .description("The time, moving each minute.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
    }
}

@main
struct ClockBundle: WidgetBundle {
    var body: some Widget {
        ClockWidget()
    }
}
