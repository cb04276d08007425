import WidgetSDK

// Exercises the sandbox from inside a bundle entitled to group.example.shared only, and shows what
// it saw, one line each, so a test can read the results from the snapshot.

struct NotAPropertyList {}

enum Mode: String {
    case light, dark
}

struct ProbeEntry: TimelineEntry {
    let date: Date
    let lines: [String]
}

struct ProbeProvider: TimelineProvider {
    @AppStorage("snapshots") var snapshots = 0
    @AppStorage("mode", store: WidgetDefaults(suiteName: "group.example.shared")) var mode = Mode.light

    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: Date(), lines: []) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
        let standard = WidgetDefaults.standard
        standard.set(42, forKey: "answer")
        standard.set([1, 2, 3], forKey: "list")
        standard.set(["nested": ["when": Date(timeIntervalSince1970: 1_800_000_000.5)]], forKey: "tree")
        standard.set(NotAPropertyList(), forKey: "bad")
        snapshots += 1
        let typo = WidgetDefaults(suiteName: "group.example.shraed")
        let other = WidgetDefaults(suiteName: "com.example.counter")
        let shared = WidgetDefaults(suiteName: "group.example.shared")
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.shared")
        let foreign = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.counter")
        completion(ProbeEntry(date: Date(), lines: [
            "answer=\(standard.integer(forKey: "answer"))",
            "list=\(standard.array(forKey: "list").map { "\($0.count)" } ?? "nil")",
            "bad=\(standard.object(forKey: "bad") == nil ? "refused" : "stored")",
            "snapshots=\(snapshots)",
            "typo=\(typo == nil ? "nil" : "opened")",
            "other=\(other == nil ? "nil" : "opened")",
            "shared=\(shared?.string(forKey: "greeting") ?? "nil")",
            "mode=\(mode.rawValue)",
            "container=\(container?.path ?? "nil")",
            "foreign=\(foreign?.path ?? "nil")",
            "main=\(Bundle.main.bundleIdentifier ?? "nil")",
            "groups=\(FileManager.default._declaredAppGroups.joined(separator: ","))",
        ]))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct ProbeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Probe", provider: ProbeProvider()) { entry in
            VStack {
                ForEachLine(lines: entry.lines)
            }
        }
    }
}

struct ForEachLine: View {
    let lines: [String]
    var body: some View {
        for line in lines { Text(line) }
    }
}

/// Uses WidgetCenter from inside the bundle: its timeline lists the bundle's widgets on screen and
/// asks for the Probe widgets to be reloaded.
struct ReloaderProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: Date(), lines: []) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
        completion(ProbeEntry(date: Date(), lines: []))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
        Task {
            let widgets = (try? await WidgetCenter.shared.currentConfigurations()) ?? []
            WidgetCenter.shared.reloadTimelines(ofKind: "Probe")
            let lines = widgets.map { "\($0.kind) \($0.family.shortName)" }.sorted()
            completion(Timeline(entries: [ProbeEntry(date: Date(), lines: lines)], policy: .never))
        }
    }
}

struct ReloaderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reloader", provider: ReloaderProvider()) { entry in
            ForEachLine(lines: entry.lines)
        }
    }
}

@main
struct ProbeBundle: WidgetBundle {
    var body: some Widget {
        ProbeWidget()
        ReloaderWidget()
        FoundationWidget()
        ResourceWidget()
    }
}
