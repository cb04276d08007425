import WidgetSDK

struct Entry: TimelineEntry {
    let date: Date
    let label: String
}

enum Behaviour: Sendable {
    /// Entries in reverse date order.
    case unsorted
    /// A timeline with no entries.
    case empty
    /// Never calls the completion handler.
    case silent
}

struct Provider: TimelineProvider {
    let behaviour: Behaviour
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    func placeholder(in context: Context) -> Entry { Entry(date: Self.start, label: "placeholder") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        if behaviour != .silent { completion(Entry(date: Self.start, label: "snapshot")) }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        switch behaviour {
        case .unsorted:
            let entries = [2, 0, 1].map { Entry(date: Self.start.addingTimeInterval(Double($0) * 60), label: "entry \($0)") }
            completion(Timeline(entries: entries, policy: .atEnd))
        case .empty:
            completion(Timeline(entries: [], policy: .never))
        case .silent:
            break
        }
    }
}

struct MisbehavingWidget: Widget {
    let kind: String
    let behaviour: Behaviour

    init() { self.init(kind: "Unsorted", behaviour: .unsorted) }
    init(kind: String, behaviour: Behaviour) {
        self.kind = kind
        self.behaviour = behaviour
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider(behaviour: behaviour)) { entry in
            Text(entry.label)
        }
    }
}

struct EmptyWidget: Widget {
    var body: some WidgetConfiguration { MisbehavingWidget(kind: "Empty", behaviour: .empty).body }
}

struct SilentWidget: Widget {
    var body: some WidgetConfiguration { MisbehavingWidget(kind: "Silent", behaviour: .silent).body }
}

@main
struct MisbehavingBundle: WidgetBundle {
    var body: some Widget {
        MisbehavingWidget()
        EmptyWidget()
        SilentWidget()
    }
}
