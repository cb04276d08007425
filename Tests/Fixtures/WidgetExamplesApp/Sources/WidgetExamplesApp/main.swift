// The app's "add" buttons, pressed from the command line: `WidgetExamplesApp DOCUMENTS PRODUCTS`
// adds that many documents, as CoreDataWidgetView's "Add Document" does, and products, as
// SwiftDataWidgetView's "Add Product" does (App/Screens/…, whose views do not build here), into the
// stores the app's scene opens (App/App.swift): `PersistenceController.shared` and
// `.modelContainer(for: Product.self)`. Prints each name added, one a line.
import CoreData
import Foundation
import SwiftData
import WidgetKit

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard counts.count == 2, CommandLine.arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: WidgetExamplesApp DOCUMENTS PRODUCTS (two numbers)\n".utf8))
    exit(2)
}

let managedObjectContext = PersistenceController.shared.managedObjectContext
for _ in 0..<counts[0] {
    let document = Document(context: managedObjectContext)
    try? managedObjectContext.save()
    print(document.name)
}
WidgetCenter.shared.reloadTimelines(ofKind: WidgetType.coreData.kind)

// SwiftUI's `.modelContainer(for:)` gives the views the container's main context, which saves
// itself while the app runs; this program saves before it exits.
let modelContainer = try ModelContainer(for: Product.self)
try MainActor.assumeIsolated {
    let modelContext = modelContainer.mainContext
    for _ in 0..<counts[1] {
        let product = Product()
        modelContext.insert(product)
        print(product.name)
    }
    try modelContext.save()
}
WidgetCenter.shared.reloadTimelines(ofKind: WidgetType.swiftData.kind)
