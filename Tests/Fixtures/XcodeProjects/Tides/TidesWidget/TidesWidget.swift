//
//  TidesWidget.swift
//  TidesWidget
//

import OrderedCollections
import SwiftUI
import TideMath
import WidgetKit

struct TideEntry: TimelineEntry {
    let date: Date
    let heights: OrderedDictionary<String, Double>
}

struct Provider: TimelineProvider {
    let tide = Tide(high: 4.2, low: 0.6)

    func placeholder(in context: Context) -> TideEntry { entry(at: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> ()) {
        completion(entry(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> ()) {
        completion(Timeline(entries: [entry(at: Date())], policy: .never))
    }

    private func entry(at date: Date) -> TideEntry {
        var heights: OrderedDictionary<String, Double> = [:]
        for hours in [0, 3, 6] {
            heights["+\(hours)h"] = tide.height(after: TimeInterval(hours) * 3600)
        }
        return TideEntry(date: date, heights: heights)
    }
}

struct TidesWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tides")
                .font(.headline)
            ForEach(Array(entry.heights.keys), id: \.self) { key in
                Text("\(key) \(String(format: "%.1f", entry.heights[key]!)) m")
            }
        }
        .containerBackground(.blue.gradient, for: .widget)
    }
}

@main
struct TidesWidget: Widget {
    let kind: String = "TidesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            TidesWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Tides")
        .supportedFamilies([.systemSmall])
    }
}
