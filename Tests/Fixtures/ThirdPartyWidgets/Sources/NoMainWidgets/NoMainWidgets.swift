import WidgetSDK

// A bundle whose author forgot `@main`: the library links WidgetSDK, so it exports the entry
// symbol, but nothing registers the widgets.
struct Entry: TimelineEntry { let date: Date }

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date())], policy: .never))
    }
}

struct Forgotten: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forgotten", provider: Provider()) { _ in Text("never shown") }
    }
}

struct ForgottenBundle: WidgetBundle {
    var body: some Widget { Forgotten() }
}
