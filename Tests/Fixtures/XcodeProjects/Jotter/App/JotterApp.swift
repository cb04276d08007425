//
//  JotterApp.swift
//  Jotter
//

import SwiftUI
import WidgetKit

@main
struct JotterApp: App {
    let persistence = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            List {
                Button("New note") {
                    let note = Note(context: persistence.container.viewContext)
                    note.text = "Written \(Date.now.formatted())"
                    note.created = .now
                    try? persistence.container.viewContext.save()
                    WidgetCenter.shared.reloadAllTimelines()
                }
            }
            .environment(\.managedObjectContext, persistence.container.viewContext)
        }
    }
}
