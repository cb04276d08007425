import WidgetSDK

/// Shows what ``BundleResources`` read, one line each.
struct ResourceProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: Date(), lines: []) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
        completion(ProbeEntry(date: Date(), lines: BundleResources.lines))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct ResourceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Resources", provider: ResourceProvider()) { entry in
            ForEachLine(lines: entry.lines)
        }
    }
}
