// The app's side: saves issues and tags into the store in the app group, and lists them as its
// widget would.
import CoreData
import Shared
import WidgetKit

let arguments = Array(CommandLine.arguments.dropFirst())
let context = SharedStore.container.viewContext

func project(named name: String) throws -> Project {
    let request: NSFetchRequest<Project> = Project.fetchRequest()
    request.predicate = NSPredicate(format: "name == %@", name)
    if let found = try context.fetch(request).first { return found }
    let project = Project(context: context)
    project.name = name
    return project
}

func tag(named name: String) throws -> Tag {
    let request: NSFetchRequest<Tag> = Tag.fetchRequest()
    request.predicate = NSPredicate(format: "name ==[c] %@", name)
    request.fetchLimit = 1
    if let found = try context.fetch(request).first { return found }
    let tag = Tag(context: context)
    tag.name = name
    return tag
}

do {
    switch arguments.first {
    case "add":
        // app add TITLE [TAG…]
        let issue = Issue(context: context)
        issue.title = arguments[1]
        issue.created = Date()
        issue.project = try project(named: "Inbox")
        for name in arguments.dropFirst(2) { issue.addToTags(try tag(named: name)) }
        try context.save()
        WidgetCenter.shared.reloadAllTimelines()
        print("saved \(issue.title!) as \(issue.objectID.uriRepresentation().lastPathComponent)")
    case "done":
        // app done TITLE: the issue closed, and the widgets told.
        let request: NSFetchRequest<Issue> = Issue.fetchRequest()
        request.predicate = NSPredicate(format: "title == %@", arguments[1])
        for issue in try context.fetch(request) { issue.done = true }
        try context.save()
        WidgetCenter.shared.reloadAllTimelines()
        print("closed \(arguments[1])")
    case "list":
        let request: NSFetchRequest<Issue> = Issue.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Issue.title, ascending: true)]
        for issue in try context.fetch(request) {
            let tags = (issue.tags as? Set<Tag> ?? []).map(\.displayName).sorted().joined(separator: ",")
            print("\(issue.title ?? "-") [\(tags)] \(issue.project?.name ?? "-")")
        }
    case "add-many":
        // app add-many N PREFIX: N saves, each its own transaction, from a background context.
        let count = Int(arguments[1])!
        let prefix = arguments[2]
        let background = SharedStore.container.newBackgroundContext()
        try background.performAndWait {
            for index in 0..<count {
                let issue = Issue(context: background)
                issue.title = "\(prefix) \(index)"
                try background.save()
            }
        }
        print("saved \(count)")
    case "count":
        // app count [FORMAT]
        let request: NSFetchRequest<Issue> = Issue.fetchRequest()
        if arguments.count > 1 { request.predicate = NSPredicate(format: arguments[1]) }
        print(try context.count(for: request))
    default:
        print("usage: app add TITLE [TAG…] | done TITLE | list | add-many N PREFIX | count [FORMAT]")
        exit(2)
    }
} catch {
    print("error: \(error.localizedDescription)")
    exit(1)
}
