import Charts
import SwiftUI
import WidgetKit

struct ChartEntry: TimelineEntry {
    let date: Date
}

struct ChartProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChartEntry { ChartEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (ChartEntry) -> Void) {
        completion(ChartEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChartEntry>) -> Void) {
        completion(Timeline(entries: [ChartEntry(date: Date())], policy: .never))
    }
}

/// A week's steps as bars, with the goal as a dashed rule.
struct StepsChartView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Steps").font(.headline)
            Chart {
                ForEach(ChartData.steps) { day in
                    BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                        .cornerRadius(4)
                }
                RuleMark(y: .value("Goal", ChartData.goal))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
            }
        }
    }
}

/// Two cities' temperatures over a week, a line each.
struct TemperatureChartView: View {
    var body: some View {
        Chart(ChartData.temperatures) { reading in
            LineMark(x: .value("Day", reading.date, unit: .day), y: .value("Temperature", reading.degrees))
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
                .interpolationMethod(.monotone)
        }
        .chartYAxis {
            AxisMarks(values: .stride(by: 5))
        }
    }
}

/// A month's spending as a donut, its total in the middle.
struct SpendingChartView: View {
    var body: some View {
        Chart(ChartData.spending) { item in
            SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                .foregroundStyle(by: .value("Category", item.category))
        }
        .chartLegend(.visible)
    }
}

struct StepsChart: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsChart", provider: ChartProvider()) { _ in
            StepsChartView().containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("A week of steps.")
        .supportedFamilies([.systemMedium, .systemSmall])
    }
}

struct TemperatureChart: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TemperatureChart", provider: ChartProvider()) { _ in
            TemperatureChartView().containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Temperatures")
        .description("Two cities' week.")
        .supportedFamilies([.systemMedium])
    }
}

struct SpendingChart: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SpendingChart", provider: ChartProvider()) { _ in
            SpendingChartView().containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Spending")
        .description("Where the month's money went.")
        .supportedFamilies([.systemSmall])
    }
}

@main
struct ChartWidgets: WidgetBundle {
    var body: some Widget {
        StepsChart()
        TemperatureChart()
        SpendingChart()
        GalleryChart()
    }
}
