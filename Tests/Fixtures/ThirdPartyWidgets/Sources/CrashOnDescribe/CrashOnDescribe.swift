import Foundation
import WidgetSDK

// A bundle that crashes while it is being described: its widget's body traps, after leaving a file in
// its private folder (its HOME) for each time it ran.

struct Entry: TimelineEntry {
    let date: Date
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: .now)], policy: .never))
    }
}

struct CrashingWidget: Widget {
    var body: some WidgetConfiguration {
        if Bool(true) {
            FileManager.default.createFile(atPath: NSHomeDirectory() + "/described-\(UUID().uuidString)", contents: nil)
            fatalError("boom while describing")
        }
        return StaticConfiguration(kind: "Crash", provider: Provider()) { _ in Text("never") }
    }
}

@main
struct CrashOnDescribeBundle: WidgetBundle {
    var body: some Widget { CrashingWidget() }
}
