import Foundation
import WidgetSDK

// Foundation's own UserDefaults, as iOS widget code uses it: the app group's suite through
// `UserDefaults(suiteName:)`, the bundle's own through `.standard`, and a suite of a group the
// bundle was not granted. Its lines say what it read; its process id lets a test kill its worker.

struct FoundationProvider: TimelineProvider {
    @AppStorage("unit", store: UserDefaults(suiteName: "group.example.shared")) var unit = "C"
    @AppStorage("opened", store: UserDefaults.standard) var opened = false
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: Date(), lines: []) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
        let shared = UserDefaults(suiteName: "group.example.shared")
        let count = shared?.integer(forKey: "count") ?? -1
        let visits = UserDefaults.standard.integer(forKey: "visits") + 1
        UserDefaults.standard.set(visits, forKey: "visits")
        shared?.set(count, forKey: "lastSeen")
        shared?.set(["steps": [1, 2, 3]], forKey: "history")
        shared?.removeObject(forKey: "stale")
        UserDefaults(suiteName: "group.example.counter")?.set(1, forKey: "borrowed")
        let firstOpen = !opened
        opened = true
        completion(ProbeEntry(date: Date(), lines: ["count=\(count)", "visits=\(visits)", "unit=\(unit)", "first=\(firstOpen)", "pid=\(getpid())"]))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct FoundationWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FoundationProbe", provider: FoundationProvider()) { entry in
            ForEachLine(lines: entry.lines)
        }
    }
}
