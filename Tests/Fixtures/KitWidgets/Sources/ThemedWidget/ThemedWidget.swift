import SwiftUI
import WidgetKit

struct ThemedEntry: TimelineEntry {
    let date: Date
}

struct ThemedProvider: TimelineProvider {
    func placeholder(in context: Context) -> ThemedEntry { ThemedEntry(date: .now) }

    func getSnapshot(in context: Context, completion: @escaping (ThemedEntry) -> Void) {
        completion(ThemedEntry(date: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ThemedEntry>) -> Void) {
        completion(Timeline(entries: [ThemedEntry(date: .now)], policy: .never))
    }
}

/// What the environment's entries are where it is drawn.
struct Greeting: View {
    @Environment(\.accent) private var accent
    @Environment(\.greeting) private var greeting
    @Environment(\.caption) private var caption
    @Environment(\.badges) private var badges
    @Environment(\.shelf) private var shelf
    @Environment(\.formatter) private var formatter
    @Environment(\.shelves) private var shelves

    var body: some View {
        VStack {
            Text(greeting).foregroundStyle(accent)
            // Fonts this machine does not have: drawn in the system font, said once a font in the log.
            Text(caption ?? "no caption").font(.custom("Avenir Next", size: 13))
            Text(badges.joined(separator: ", ")).font(.custom("Avenir Next", size: 11, relativeTo: .caption))
            Text("\(shelf.name), \(shelves.count) shelves, \(formatter.dateStyle == .none ? "no date style" : "a date style")")
                .font(.custom("Georgia", fixedSize: 12))
        }
    }
}

@main
struct ThemedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ThemedWidget", provider: ThemedProvider()) { _ in
            VStack {
                Greeting()
                    .environment(\.accent, .orange)
                    .environment(\.greeting, "Bonjour")
                    .environment(\.caption, "set")
                    .environment(\.shelves, [Shelf(), Shelf()])
                Greeting()
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Themed")
    }
}
