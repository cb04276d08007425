//
//  PersistenceController.swift
//  Jotter
//

import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    static let appGroup = "group.com.example.jotter"

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Jotter")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        } else if let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup) {
            let description = NSPersistentStoreDescription(url: group.appendingPathComponent("Jotter.sqlite"))
            container.persistentStoreDescriptions = [description]
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
