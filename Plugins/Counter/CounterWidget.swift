import WidgetSDK

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// Five hourly entries showing the count its app keeps in their shared app group; asks again after
/// the last one.
struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry {
        CounterEntry(date: Date(), count: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (CounterEntry) -> Void) {
        completion(CounterEntry(date: Date(), count: currentCount()))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CounterEntry>) -> Void) {
        let now = Date()
        let count = currentCount()
        let entries = (0..<5).map { hour in
            CounterEntry(date: now.addingTimeInterval(Double(hour) * 3600), count: count)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func currentCount() -> Int {
        WidgetDefaults(suiteName: "group.example.counter")?.integer(forKey: "count") ?? 0
    }
}

/// The widget's button: one more tap, in the count the app shares.
struct AddOne: AppIntent {
    static let title: LocalizedStringResource = "Add One"

    func perform() async throws -> some IntentResult {
        let shared = WidgetDefaults(suiteName: "group.example.counter")
        shared?.set((shared?.integer(forKey: "count") ?? 0) + 1, forKey: "count")
        return .result()
    }
}

struct CounterView: View {
    let entry: CounterEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                Text("Counter")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Button(intent: AddOne()) {
                    Image(systemName: "plus")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 28, height: 28)
                        .background(Circle().fill(.orange))
                }
                .buttonStyle(.plain)
            }
            Spacer()
            Text("\(entry.count)")
                .font(.system(size: 48, weight: .bold))
            Text("taps so far")
                .font(.footnote)
        }
        .containerBackground(for: .widget) {
            Color.orange.opacity(0.2)
        }
        .widgetURL(URL(string: "counter://open"))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider()) { entry in
            CounterView(entry: entry)
        }
        .configurationDisplayName("Counter")
        .description("A count shared with its app.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@main
struct CounterBundle: WidgetBundle {
    var body: some Widget {
        CounterWidget()
    }
}
