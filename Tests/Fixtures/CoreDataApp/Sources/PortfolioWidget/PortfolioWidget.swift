// The widget as it is written for iOS: its timeline fetches the app's top open issue from the store
// the app and the widget share in the app group.
import CoreData
import Shared
import SwiftUI
import WidgetKit

struct TopIssueEntry: TimelineEntry {
    let date: Date
    let title: String
    let tag: String
}

struct TopIssueProvider: TimelineProvider {
    func placeholder(in context: Context) -> TopIssueEntry {
        TopIssueEntry(date: .now, title: "Your top issue", tag: "tag")
    }

    func getSnapshot(in context: Context, completion: @escaping (TopIssueEntry) -> Void) {
        completion(topIssue())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TopIssueEntry>) -> Void) {
        completion(Timeline(entries: [topIssue()], policy: .never))
    }

    /// The open issue of the highest priority, the oldest first, and its first tag by name.
    private func topIssue() -> TopIssueEntry {
        let request: NSFetchRequest<Issue> = Issue.fetchRequest()
        request.predicate = NSPredicate(format: "done == NO")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(keyPath: \Issue.created, ascending: true)]
        request.fetchLimit = 1
        guard let issue = try? SharedStore.container.viewContext.fetch(request).first else {
            return TopIssueEntry(date: .now, title: "No open issues", tag: "")
        }
        let tags = (issue.tags as? Set<Tag> ?? []).compactMap(\.name).sorted()
        return TopIssueEntry(date: .now, title: issue.title ?? "Untitled", tag: tags.first ?? "")
    }
}

struct TopIssueView: View {
    var entry: TopIssueEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Top issue")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.title)
                .font(.headline)
            if !entry.tag.isEmpty {
                Text(entry.tag)
                    .font(.caption2)
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(.blue.opacity(0.2)))
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TopIssueWidget: Widget {
    let kind = "TopIssue"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TopIssueProvider()) { entry in
            TopIssueView(entry: entry)
        }
        .configurationDisplayName("Top Issue")
        .description("The open issue to work on next.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@main
struct PortfolioWidgets: WidgetBundle {
    var body: some Widget {
        TopIssueWidget()
    }
}
