import WidgetSDK

/// Where the timer keeps its state, shared with the app that would start it too.
let timerSuite = "group.example.timer"

/// The timer's length and name, set per widget with `widgets configure`.
struct TimerConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timer"
    static let description = IntentDescription("A countdown you start and stop from the widget.")

    @Parameter(title: "Minutes", default: 25, inclusiveRange: (1, 120)) var minutes: Int
    @Parameter(title: "Label", default: "Focus") var label: String
}

/// Starts the countdown, or stops it when it runs; the widget reloads afterwards.
struct StartStopTimer: AppIntent {
    static let title: LocalizedStringResource = "Start or Stop Timer"

    @Parameter(title: "Minutes", default: 25, inclusiveRange: (1, 120)) var minutes: Int

    init() {}

    init(minutes: Int) {
        self.minutes = minutes
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        guard let defaults = WidgetDefaults(suiteName: timerSuite) else { return .result(value: false) }
        if defaults.double(forKey: "endsAt") > Date().timeIntervalSince1970 {
            defaults.removeObject(forKey: "endsAt")
            return .result(value: false)
        }
        // A length below a minute (a configuration of 0 or less) runs for one.
        defaults.set(Date().addingTimeInterval(Double(max(minutes, 1)) * 60).timeIntervalSince1970, forKey: "endsAt")
        return .result(value: true)
    }
}

struct TimerEntry: TimelineEntry {
    let date: Date
    let label: String
    let minutes: Int
    /// When the countdown ends, while it runs.
    let endsAt: Date?
}

struct TimerProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TimerEntry {
        TimerEntry(date: Date(), label: "Focus", minutes: 25, endsAt: nil)
    }

    func snapshot(for configuration: TimerConfiguration, in context: Context) async -> TimerEntry {
        entry(at: Date(), configuration)
    }

    /// While it runs: an entry now and one when it ends, then asks again. Stopped: one entry.
    func timeline(for configuration: TimerConfiguration, in context: Context) async -> Timeline<TimerEntry> {
        let now = entry(at: Date(), configuration)
        guard let endsAt = now.endsAt else { return Timeline(entries: [now], policy: .never) }
        let done = TimerEntry(date: endsAt, label: configuration.label, minutes: configuration.minutes, endsAt: nil)
        return Timeline(entries: [now, done], policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<TimerConfiguration>] {
        [(25, "Focus"), (5, "Break")].map { minutes, label in
            let configuration = TimerConfiguration()
            configuration.minutes = minutes
            configuration.label = label
            return AppIntentRecommendation(intent: configuration, description: "\(label), \(minutes) minutes")
        }
    }

    private func entry(at date: Date, _ configuration: TimerConfiguration) -> TimerEntry {
        let endsAt = WidgetDefaults(suiteName: timerSuite)?.double(forKey: "endsAt") ?? 0
        return TimerEntry(
            date: date, label: configuration.label, minutes: configuration.minutes,
            endsAt: endsAt > date.timeIntervalSince1970 ? Date(timeIntervalSince1970: endsAt) : nil)
    }
}

struct TimerView: View {
    let entry: TimerEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.label)
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer()
            if let endsAt = entry.endsAt {
                Text(timerInterval: entry.date...max(endsAt, entry.date), countsDown: true, showsHours: false)
                    .font(.title)
            } else {
                let length = TimeInterval(max(entry.minutes, 1)) * 60
                Text(timerInterval: entry.date...entry.date.addingTimeInterval(length), pauseTime: entry.date, showsHours: false)
                    .font(.title)
            }
            Button(entry.endsAt == nil ? "Start" : "Stop", intent: StartStopTimer(minutes: entry.minutes))
        }
        .containerBackground(for: .widget) {
            Color.teal.opacity(0.2)
        }
    }
}

struct TimerWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Timer", intent: TimerConfiguration.self, provider: TimerProvider()) { entry in
            TimerView(entry: entry)
        }
        .configurationDisplayName("Timer")
        .description("A countdown you start and stop from the widget.")
        .supportedFamilies([.systemSmall])
    }
}

@main
struct TimerBundle: WidgetBundle {
    var body: some Widget {
        TimerWidget()
    }
}
