import SwiftUI
import WidgetKit

struct ForecastEntry: TimelineEntry {
    let date: Date
    let city: String
    let sky: String
    let visits: Int
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry {
        ForecastEntry(date: Date(), city: "—", sky: "—", visits: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        Task { completion(await entry()) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        Task { completion(Timeline(entries: [await entry()], policy: .never)) }
    }

    private func entry() async -> ForecastEntry {
        let xml = (try? await ForecastClient(session: StubProtocol.session()).forecast(for: "Lyon")) ?? ""
        let visits = await VisitCounter().visit()
        return ForecastEntry(date: Date(), city: "Lyon", sky: ForecastParser.sky(in: xml), visits: visits)
    }
}

struct ForecastView: View {
    var entry: ForecastEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.city).font(.headline)
            Text(entry.sky)
            Text("Visit \(entry.visits)").font(.caption)
            Text(Freshness.describe(entry.date.addingTimeInterval(-2 * 3600), relativeTo: entry.date)).font(.caption)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@main
struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ForecastWidget", provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .description("Files that import only Foundation, as iOS code writes them.")
    }
}
