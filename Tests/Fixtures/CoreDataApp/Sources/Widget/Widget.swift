// What a widget's timeline provider reads: the issues the app saved, through the same
// DataController, from a library loaded as a widget bundle's is.
import CoreData
import Shared

/// "N issues, latest: A, B, C", or the error; the caller frees the text.
@_cdecl("coredata_widget_summary")
public func coreDataWidgetSummary() -> UnsafeMutablePointer<CChar>? {
    let context = SharedStore.container.viewContext
    let latest: NSFetchRequest<Issue> = Issue.fetchRequest()
    latest.sortDescriptors = [NSSortDescriptor(keyPath: \Issue.created, ascending: false)]
    latest.fetchLimit = 3
    do {
        let count = try context.count(for: Issue.fetchRequest() as NSFetchRequest<Issue>)
        let titles = try context.fetch(latest).map { $0.title ?? "untitled" }
        return strdup("\(count) issues, latest: \(titles.joined(separator: ", "))")
    } catch {
        return strdup("error: \(error.localizedDescription)")
    }
}
