//
//  JotterWidget.swift
//  JotterWidget
//

import CoreData
import SwiftUI
import WidgetKit

struct NotesEntry: TimelineEntry {
    let date: Date
    let count: Int
    let pinned: String?
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry {
        NotesEntry(date: Date(), count: 3, pinned: "Buy milk")
    }

    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> ()) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> ()) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    private func entry() -> NotesEntry {
        StoreObserver.shared.start()
        let context = PersistenceController.shared.container.viewContext
        let all: NSFetchRequest<Note> = Note.fetchRequest()
        let count = (try? context.count(for: all)) ?? 0
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = NSPredicate(format: "pinned == YES")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.created, ascending: false)]
        request.fetchLimit = 1
        let pinned = try? context.fetch(request).first
        return NotesEntry(date: Date(), count: count, pinned: pinned.map { "\($0.notebook?.displayTitle ?? "Inbox"): \($0.text ?? "")" })
    }
}

struct JotterWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(entry.count) notes")
                .font(.headline)
                .foregroundStyle(Color("NoteInk"))
            Text(entry.pinned ?? "Nothing pinned")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(Color("WidgetBackground"), for: .widget)
    }
}

@main
struct JotterWidget: Widget {
    let kind: String = "JotterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            JotterWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Notes")
        .description("Your notes at a glance.")
        .supportedFamilies([.systemSmall])
    }
}
