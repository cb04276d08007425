import BenchmarkWorkload
import WidgetSDK

// The bundle `widgets-bench` loads to time WidgetDefaults as a bundle uses it: the snapshot fills the
// bundle's own suite, runs the workload, and shows the nanoseconds per read and per write.

struct WorkloadEntry: TimelineEntry {
    let date: Date
    let result: String
}

struct WorkloadProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorkloadEntry { WorkloadEntry(date: Date(), result: "") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (WorkloadEntry) -> Void) {
        let defaults = WidgetDefaults.standard
        for index in 0..<DefaultsWorkload.keyCount {
            defaults.set(DefaultsWorkload.value(index), forKey: DefaultsWorkload.key(index))
        }
        let operations = Int(ProcessInfo.processInfo.environment["WIDGETS_BENCH_OPERATIONS"] ?? "") ?? 20_000
        let result = DefaultsWorkload.run(
            operations: operations, read: { defaults.object(forKey: $0) }, write: { defaults.set($1, forKey: $0) },
            settle: { defaults.synchronize() })
        completion(WorkloadEntry(date: Date(), result: "\(result.read) \(result.write)"))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<WorkloadEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct WorkloadWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DefaultsWorkload", provider: WorkloadProvider()) { entry in
            Text(entry.result)
        }
    }
}

@main
struct WorkloadBundle: WidgetBundle {
    var body: some Widget { WorkloadWidget() }
}
