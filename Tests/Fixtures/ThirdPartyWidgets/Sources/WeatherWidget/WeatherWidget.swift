import WidgetSDK

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let relevance: TimelineEntryRelevance?
}

struct WeatherProvider: TimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Self.start, city: "—", temperature: 0, relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (WeatherEntry) -> Void) {
        completion(WeatherEntry(date: Self.start, city: "Lisbon", temperature: 21, relevance: nil))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<WeatherEntry>) -> Void) {
        // Answers later, from another thread, as a network-bound provider would.
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
            let entries = (0..<3).map { hour in
                WeatherEntry(
                    date: Self.start.addingTimeInterval(Double(hour) * 3600), city: "Lisbon",
                    temperature: 21 + hour, relevance: TimelineEntryRelevance(score: Float(hour), duration: 3600))
            }
            completion(Timeline(entries: entries, policy: .after(Self.start.addingTimeInterval(7200))))
        }
    }
}

struct Thermometer: View {
    let temperature: Int

    var body: some View {
        HStack(alignment: .top, spacing: 2) {
            Text("\(temperature)°")
                .font(.system(size: 40, weight: .light))
            Text("C").font(.caption)
        }
    }
}

struct WeatherView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.city).font(.headline)
            Thermometer(temperature: entry.temperature)
            if family == .systemMedium {
                Text("Updated \(entry.date, style: .time)")
            } else {
                Spacer()
            }
        }
        .padding(8)
        .containerBackground(for: .widget) { Color.blue }
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Temperature where you are.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct BannerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Banner", provider: WeatherProvider()) { entry in
            ZStack(alignment: .bottomTrailing) {
                Color.orange
                Text(verbatim: entry.city)
            }
        }
        .configurationDisplayName("Banner")
        .supportedFamilies([.accessoryRectangular])
        .contentMarginsDisabled()
    }
}

@main
struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        BannerWidget()
    }
}
