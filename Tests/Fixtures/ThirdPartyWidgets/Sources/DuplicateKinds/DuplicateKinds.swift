import WidgetSDK

struct Entry: TimelineEntry { let date: Date }

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date())], policy: .never))
    }
}

struct FirstTwin: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Twin", provider: Provider()) { _ in Text("first") }
    }
}

struct SecondTwin: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Twin", provider: Provider()) { _ in Text("second") }
    }
}

@main
struct TwinBundle: WidgetBundle {
    var body: some Widget {
        FirstTwin()
        SecondTwin()
    }
}
