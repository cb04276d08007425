import Charts
import SwiftUI
import WidgetKit

/// Four more charts in a large widget: stacked bars by day with an annotation, an area under a
/// smooth line, horizontal bars, and points on a fixed scale.
struct GalleryChartView: View {
    struct Activity: Identifiable {
        let day: Date
        let kind: String
        let minutes: Int
        var id: String { "\(day) \(kind)" }
    }

    static let activities: [Activity] = (0..<5).flatMap { offset -> [Activity] in
        let day = Calendar.current.date(byAdding: .day, value: offset, to: ChartData.monday)!
        return [Activity(day: day, kind: "Walk", minutes: [30, 45, 20, 50, 35][offset]),
                Activity(day: day, kind: "Run", minutes: [10, 0, 25, 15, 30][offset])]
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Chart(Self.activities) { activity in
                    BarMark(x: .value("Day", activity.day, unit: .day), y: .value("Minutes", activity.minutes))
                        .foregroundStyle(by: .value("Kind", activity.kind))
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in
                        AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                    }
                }
                .chartForegroundStyleScale(["Walk": Color.teal, "Run": Color.indigo])

                Chart {
                    ForEach(ChartData.steps) { day in
                        AreaMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                            .foregroundStyle(.blue.opacity(0.25))
                            .interpolationMethod(.catmullRom)
                        LineMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                            .interpolationMethod(.catmullRom)
                    }
                    PointMark(x: .value("Day", "Sat"), y: .value("Steps", 12_000))
                        .annotation(position: .top) {
                            Text("Best").font(.caption2).foregroundStyle(.secondary)
                        }
                }
                .chartYAxis(.hidden)
            }
            HStack(spacing: 12) {
                Chart(ChartData.spending) { item in
                    BarMark(x: .value("Amount", item.amount), y: .value("Category", item.category))
                        .foregroundStyle(by: .value("Category", item.category))
                        .cornerRadius(3)
                }
                .chartLegend(.hidden)

                Chart {
                    ForEach(0..<12) { index in
                        PointMark(x: .value("Hour", Double(index * 2)), y: .value("Load", Double((index * 37) % 11)))
                            .symbol(.diamond)
                            .foregroundStyle(.pink)
                    }
                    RuleMark(x: .value("Now", 9.0))
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
                        .foregroundStyle(.gray)
                }
                .chartXScale(domain: 0...24)
                .chartYScale(domain: 0...12)
                .chartYAxis {
                    AxisMarks(position: .leading, values: [0, 6, 12])
                }
                .chartPlotStyle { plot in
                    plot.background(Color.gray.opacity(0.08))
                }
            }
        }
    }
}

struct GalleryChart: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GalleryChart", provider: ChartProvider()) { _ in
            GalleryChartView().containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Chart gallery")
        .description("Stacked, area, horizontal and point charts.")
        .supportedFamilies([.systemLarge])
    }
}
