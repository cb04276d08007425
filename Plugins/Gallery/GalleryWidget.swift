import WidgetSDK

// A widget that uses SwiftUI's shapes, styles, text and layout as iOS widget code does, so each is
// drawn in the goldens (Tests/Goldens/Gallery.*) in text, HTML and JSON.

struct GalleryEntry: TimelineEntry {
    let date: Date
    let temperature: Double
    let progress: Double
    let steps: Int
}

struct GalleryProvider: TimelineProvider {
    func placeholder(in context: Context) -> GalleryEntry { .sample }

    // Completion handlers as older widget code writes them, without `@Sendable`.
    func getSnapshot(in context: Context, completion: @escaping (GalleryEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GalleryEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

extension GalleryEntry {
    static let sample = GalleryEntry(date: Date(), temperature: 21.46, progress: 0.7, steps: 8_412)
}

/// A card's look, as a reusable `ViewModifier`.
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(6)
            .background(.fill.tertiary, in: .rect(cornerRadius: 10))
    }
}

struct Ring: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(.quaternary, lineWidth: 6)
            // As iOS code draws a ring: a circle's path starts at three o'clock, so it is turned to start at the top.
            Circle().trim(from: 0, to: progress)
                .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").font(.system(.caption, design: .rounded)).bold()
        }
    }
}

struct GalleryView: View {
    @Environment(\.widgetFamily) var family
    let entry: GalleryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.progress) {
                    Text("Goal")
                } currentValueLabel: {
                    Text("\(Int(entry.progress * 100))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .widgetAccentable()
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("\(Image(systemName: "figure.walk")) \(entry.steps) steps").font(.headline).widgetAccentable()
                Text("\(entry.temperature, specifier: "%.1f")°").foregroundStyle(.secondary)
            }
        case .accessoryInline:
            Text("\(Image(systemName: "sun.max")) \(entry.temperature, specifier: "%.0f")°")
        default:
            content
        }
    }

    var content: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Lisbon").font(.system(.subheadline, design: .rounded)).bold()
                    + Text(" · today").italic().foregroundColor(.secondary)
                Spacer()
                Image(systemName: "sun.max.fill").foregroundStyle(.yellow)
            }
            ViewThatFits {
                Text("\(entry.temperature, specifier: "%.1f")°").font(.system(size: 28, weight: .semibold)).monospacedDigit()
                Text("\(entry.temperature, specifier: "%.0f")°")
            }
            HStack(spacing: 8) {
                Grid(horizontalSpacing: 6, verticalSpacing: 0) {
                    GridRow {
                        Text("Steps").foregroundStyle(.tertiary)
                        Text("\(entry.steps)").monospacedDigit().underline()
                    }
                    GridRow {
                        Text("Rain").foregroundStyle(.tertiary)
                        Text("none").strikethrough().kerning(1)
                    }
                }
                .font(.caption)
                .modifier(Card())
                if family != .systemSmall {
                    VStack(spacing: 4) {
                        Capsule().fill(Color.orange.gradient).frame(height: 6)
                        RoundedRectangle(cornerRadius: 4).strokeBorder(.blue, lineWidth: 1).frame(width: 40, height: 14)
                            .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 6, height: 6) }
                    }
                    Ring(progress: entry.progress).frame(width: 36, height: 36)
                }
            }
            .tint(.green)
            AnyView(Text("Updated \(entry.date, style: .time)").font(.caption2).foregroundStyle(.secondary))
        }
        .shadow(color: .black.opacity(0.1), radius: 2, y: 1)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.blue.opacity(0.25), .teal.opacity(0.1)], startPoint: .top, endPoint: .bottom)
        }
    }
}

/// The rest of the styles and states: materials, radial and angular gradients, an ellipse, a live
/// timer's progress, redacted and unredacted text.
struct StylesView: View {
    // Fixed dates, so the goldens (drawn at 15 January 2027, 08:00 UTC) stay the same.
    static let start = Date(timeIntervalSince1970: 1_800_000_000 - 600)
    static let end = Date(timeIntervalSince1970: 1_800_000_000 + 1_800)

    var body: some View {
        HStack(spacing: 8) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Styles").font(.headline)
                Text("Kept private").redacted(reason: .placeholder)
                Text("Shown").unredacted().foregroundStyle(.quaternary)
                ProgressView(timerInterval: Self.start...Self.end, countsDown: true) { Text("Brewing") }
                    .progressViewStyle(.linear)
            }
            ZStack {
                Ellipse().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 30))
                Text("Sun").font(.caption).padding(4).background(.regularMaterial, in: .capsule)
            }
            Circle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center)).frame(width: 40, height: 40)
        }
        .containerBackground(.thinMaterial, for: .widget)
    }
}

struct StylesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GalleryStyles", provider: GalleryProvider()) { _ in StylesView() }
            .configurationDisplayName("Gallery styles")
            .supportedFamilies([.systemMedium])
    }
}

@main
struct GalleryBundle: WidgetBundle {
    var body: some Widget {
        GalleryWidget()
        StylesWidget()
        ShapesWidget()
    }
}

struct GalleryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Gallery", provider: GalleryProvider()) { entry in
            GalleryView(entry: entry)
        }
        .configurationDisplayName("Gallery")
        .description("SwiftUI's shapes, styles, text and layout, as iOS widgets use them.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        .containerBackgroundRemovable(false)
        .disfavoredLocations([.standBy], for: [.systemSmall])
    }
}
