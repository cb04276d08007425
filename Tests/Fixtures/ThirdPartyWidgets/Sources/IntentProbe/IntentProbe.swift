import WidgetSDK

// A configuration intent with a parameter of every kind, drawn back one line each so a test can see
// what crossed the boundary; and intents that count, switch, throw and hang, for taps.

enum Flavor: String, AppEnum {
    case vanilla, mint

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .vanilla: "Vanilla",
        .mint: DisplayRepresentation(title: "Mint", subtitle: "Fresh", image: .init(systemName: "leaf")),
    ]
}

struct ProbeConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Probe"

    @Parameter(title: "Count", default: 3) var count: Int
    @Parameter(title: "Ratio", default: 0.5) var ratio: Double
    @Parameter(title: "Loud", default: false) var loud: Bool
    @Parameter(title: "Name") var name: String
    @Parameter(title: "When", default: Date(timeIntervalSince1970: 0)) var when: Date
    @Parameter(title: "Link", default: URL(string: "https://example.com")!) var link: URL
    @Parameter(title: "Flavor", default: .vanilla) var flavor: Flavor
    @Parameter(title: "Limit") var limit: Int?
    @Parameter(title: "Tags", default: []) var tags: [String]
}

/// Adds one to `taps` in the bundle's defaults.
struct CountTap: AppIntent {
    static let title: LocalizedStringResource = "Count"

    @Parameter(title: "By", default: 1) var by: Int

    init() {}
    init(by: Int) { self.by = by }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let taps = WidgetDefaults.standard.integer(forKey: "taps") + by
        WidgetDefaults.standard.set(taps, forKey: "taps")
        return .result(value: taps)
    }
}

/// Switches `on` in the bundle's defaults.
struct Switch: SetValueIntent {
    static let title: LocalizedStringResource = "Switch"

    @Parameter(title: "On") var value: Bool

    func perform() async throws -> some IntentResult {
        WidgetDefaults.standard.set(value, forKey: "on")
        return .result()
    }
}

struct ProbeFailure: Error, CustomStringConvertible {
    var description: String { "the probe's device is unreachable" }
}

/// Fails after writing nothing.
struct Fail: AppIntent {
    static let title: LocalizedStringResource = "Fail"
    func perform() async throws -> some IntentResult {
        if Bool(true) { throw ProbeFailure() }
        return .result()
    }
}

/// Never finishes: suspended, holding no thread, until it is cancelled.
struct Hang: AppIntent {
    static let title: LocalizedStringResource = "Hang"
    func perform() async throws -> some IntentResult {
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}
        withExtendedLifetime(continuation) {}
        try Task.checkCancellation()
        return .result()
    }
}

/// Blocks the thread it runs on, forever, as code that waits on a lock or a socket without await does.
struct Block: AppIntent {
    static let title: LocalizedStringResource = "Block"
    func perform() async throws -> some IntentResult {
        while Bool(true) { pause() }
        return .result()
    }
}

/// Says something and opens a URL, as App Intents' `ProvidesDialog` and `OpenURLIntent` do.
struct Announce: AppIntent {
    static let title: LocalizedStringResource = "Announce"
    func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/probe")!), dialog: "Announced \(3) things")
    }
}

struct ProbeEntry: TimelineEntry {
    let date: Date
    let lines: [String]
    let taps: Int
    let on: Bool
}

struct ProbeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: Date(), lines: [], taps: 0, on: false) }

    func snapshot(for configuration: ProbeConfiguration, in context: Context) async -> ProbeEntry {
        let c = configuration
        return ProbeEntry(
            date: Date(),
            lines: [
                "count=\(c.count)", "ratio=\(c.ratio)", "loud=\(c.loud)", "name=\(c.name)",
                "when=\(c.when.timeIntervalSince1970)", "link=\(c.link.absoluteString)", "flavor=\(c.flavor.rawValue)",
                "limit=\(c.limit.map(String.init) ?? "nil")", "tags=\(c.tags.joined(separator: "+"))",
            ],
            taps: WidgetDefaults.standard.integer(forKey: "taps"), on: WidgetDefaults.standard.bool(forKey: "on"))
    }

    func timeline(for configuration: ProbeConfiguration, in context: Context) async -> Timeline<ProbeEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }

    func recommendations() -> [AppIntentRecommendation<ProbeConfiguration>] {
        let mint = ProbeConfiguration()
        mint.flavor = .mint
        mint.count = 9
        return [AppIntentRecommendation(intent: mint, description: "Mint, nine")]
    }
}

struct ProbeView: View {
    let entry: ProbeEntry

    var body: some View {
        VStack {
            ForEach(entry.lines, id: \.self) { Text($0) }
            Text("taps=\(entry.taps)").invalidatableContent()
            Button("Count", intent: CountTap(by: 2))
            Toggle("Power", isOn: entry.on, intent: Switch())
            Button(intent: Fail()) { Text("Fail") }
            Button("Hang", intent: Hang())
            Button("Announce", intent: Announce())
            Button("Block", intent: Block())
        }
    }
}

struct IntentProbe: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "IntentProbe", intent: ProbeConfiguration.self, provider: ProbeProvider()) { entry in
            ProbeView(entry: entry)
        }
        .supportedFamilies([.systemLarge])
    }
}

@main
struct IntentProbeBundle: WidgetBundle {
    var body: some Widget {
        IntentProbe()
    }
}
