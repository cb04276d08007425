import WidgetSDK

struct Entry: TimelineEntry {
    let date: Date
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date())], policy: .never))
    }
}

struct HostileWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Hostile", provider: Provider()) { _ in Text("Hostile") }
    }
}

@main
struct HostileBundle: WidgetBundle {
    var body: some Widget { HostileWidget() }
}
