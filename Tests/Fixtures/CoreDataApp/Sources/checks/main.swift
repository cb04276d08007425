// The widget's side, and the rest of Core Data's behaviour the app relies on: each check compares
// what the store returns with what Apple's Core Data returns, and the program exits non-zero naming
// the first mismatch.
import CoreData
import Shared

var passed = 0
var failures: [String] = []

func check(_ name: String, _ condition: @autoclosure () throws -> Bool, _ detail: @autoclosure () -> String = "") {
    do {
        if try condition() { passed += 1 } else { failures.append("\(name): \(detail())") }
    } catch {
        failures.append("\(name): threw \(error)")
    }
}

func expectError(_ name: String, code: Int, containing text: String, _ body: () throws -> Void) {
    do {
        try body()
        failures.append("\(name): no error")
    } catch let error as NSError {
        check(name, error.code == code && error.localizedDescription.contains(text), "got \(error.code) \(error.localizedDescription)")
    }
}

let scratch = FileManager.default.temporaryDirectory.appending(path: "coredata-checks-\(getpid())")
try? FileManager.default.removeItem(at: scratch)
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

/// A container on a store of its own in the scratch folder.
func container(_ file: String, model: NSManagedObjectModel? = nil, migrate: Bool = true) throws -> NSPersistentContainer {
    let container = model.map { NSPersistentContainer(name: "Main", managedObjectModel: $0) } ?? NSPersistentContainer(name: "Main")
    let description = NSPersistentStoreDescription(url: scratch.appending(path: file))
    description.shouldMigrateStoreAutomatically = migrate
    container.persistentStoreDescriptions = [description]
    var failure: Error?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return container
}

// MARK: The model

let modelURL = SharedStore.modelURL
check("Bundle.module finds Main.momd", modelURL != nil)
let model = modelURL.flatMap(NSManagedObjectModel.init(contentsOf:))
check("the model reads", model != nil)
check("entitiesByName", model.map { Set($0.entitiesByName.keys) } == ["Issue", "Note", "Project", "Tag", "Task"], "\(String(describing: model?.entitiesByName.keys))")
check("relationships", model?.entitiesByName["Issue"]?.relationshipsByName["tags"]?.isToMany == true
    && model?.entitiesByName["Issue"]?.relationshipsByName["tags"]?.inverseRelationship?.name == "issues")

// MARK: The seed's DataController, in the app group

let shared = SharedStore.makeContainer()
check("viewContext merges", shared.viewContext.automaticallyMergesChangesFromParent)
check("merge policy", (shared.viewContext.mergePolicy as? NSMergePolicy)?.mergeType == .mergeByPropertyObjectTrumpMergePolicyType)
var remoteChanges = 0
let observer = NotificationCenter.default.addObserver(forName: .NSPersistentStoreRemoteChange, object: shared.persistentStoreCoordinator, queue: nil) { _ in remoteChanges += 1 }
let seedIssue = Issue(context: shared.viewContext)
seedIssue.title = "through the seed"
try shared.viewContext.save()
shared.viewContext.delete(seedIssue)
try shared.viewContext.save()
NotificationCenter.default.removeObserver(observer)
check("remote change notifications, as the seed's description asks", remoteChanges == 2, "\(remoteChanges)")
check("the store is in the app group", shared.persistentStoreCoordinator.persistentStores.first?.url?.path.contains("group.com.example.portfolio/Main.sqlite") == true)

// MARK: Values of every type

let store = try container("values.sqlite")
let context = store.viewContext
let issue = Issue(context: context)
check("a new object is inserted", issue.isInserted && context.hasChanges && issue.objectID.isTemporaryID)
check("default Integer 16", issue.priority == 3, "\(issue.priority)")
check("default Boolean", issue.done == false)
let created = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
let identifier = UUID()
issue.title = "Every type"
issue.created = created
issue.priority = 7
issue.estimate = 2.5
issue.ratio = 0.75
issue.count32 = -32
issue.count64 = 1 << 40
issue.points = 13
issue.done = true
issue.cost = NSDecimalNumber(string: "12.34")
issue.identifier = identifier
issue.link = URL(string: "https://example.com/issue/1")
issue.payload = Data([0, 1, 2, 255])
issue.labels = ["one", "two"]
try context.save()
check("saved: permanent ID", !issue.objectID.isTemporaryID && !issue.hasChanges && !issue.isInserted)
let reread = try self_reread()
func self_reread() throws -> Issue? {
    let other = store.newBackgroundContext()
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = NSPredicate(format: "title == %@", "Every type")
    return try other.performAndWait { try other.fetch(request).first }
}
check("String", reread?.title == "Every type")
check("Date", reread?.created == created, "\(String(describing: reread?.created))")
check("Integer 16", reread?.priority == 7)
check("Double", reread?.estimate == 2.5)
check("Float", reread?.ratio == 0.75)
check("Integer 32", reread?.count32 == -32)
check("Integer 64", reread?.count64 == 1 << 40)
check("NSNumber", reread?.points?.intValue == 13)
check("Boolean", reread?.done == true)
check("Decimal", reread?.cost == NSDecimalNumber(string: "12.34"), "\(String(describing: reread?.cost))")
check("UUID", reread?.identifier == identifier)
check("URI", reread?.link?.absoluteString == "https://example.com/issue/1")
check("Binary", reread?.payload == Data([0, 1, 2, 255]))
check("Transformable", reread?.labels == ["one", "two"], "\(String(describing: reread?.labels))")
check("value(forKey:)", reread?.value(forKey: "priority") as? Int16 == 7)
check("objectID matches", reread?.objectID == issue.objectID)
let uri = issue.objectID.uriRepresentation()
let resolved = store.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri)
check("an ID from its URI", resolved == issue.objectID && (try? context.existingObject(with: resolved!)) === issue, "\(uri)")

// MARK: Relationships, both ways

let inbox = Project(context: context)
check("default String", inbox.name == "Inbox")
let work = Project(context: context)
work.name = "Work"
let ui = Tag(context: context)
ui.name = "ui"
let backend = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context) as! Tag
backend.setValue("backend", forKey: "name")

func makeIssue(_ title: String?, priority: Int16, estimate: Double, done: Bool, project: Project?, tags: [Tag], cost: String, day: Double) -> Issue {
    let issue = Issue(context: context)
    issue.title = title
    issue.priority = priority
    issue.estimate = estimate
    issue.done = done
    issue.project = project
    issue.cost = NSDecimalNumber(string: cost)
    issue.created = Date(timeIntervalSinceReferenceDate: day * 86_400)
    for tag in tags { issue.addToTags(tag) }
    return issue
}
context.delete(issue)
let alpha = makeIssue("Alpha bug", priority: 1, estimate: 2.5, done: false, project: inbox, tags: [ui], cost: "1.25", day: 1)
let beta = makeIssue("beta Feature", priority: 2, estimate: 5, done: true, project: work, tags: [ui, backend], cost: "2.5", day: 2)
let gamma = makeIssue("Gamma café", priority: 3, estimate: 8, done: false, project: work, tags: [], cost: "3", day: 3)
let delta = makeIssue("delta", priority: 5, estimate: 1, done: true, project: nil, tags: [backend], cost: "0.5", day: 4)
let untitled = makeIssue(nil, priority: 4, estimate: 3, done: false, project: nil, tags: [], cost: "10", day: 5)
check("inverse to-many follows a to-one", work.issues?.count == 2 && (work.issues?.contains(beta) ?? false))
check("inverse of addToTags", ui.issues?.count == 2 && backend.issues?.count == 2)
let note = Note(context: context)
note.text = "check the logs"
note.mainIssueCount = 2
note.parentIssue = alpha
note.parentIssue?.dueDate = Date(timeIntervalSinceReferenceDate: 86_400 * 10)
check("hand-written @NSManaged", note.summary == "Alpha bug: check the logs" && alpha.notes?.count == 1 && note.mainIssueCount == 2
    && alpha.dueDate == Date(timeIntervalSinceReferenceDate: 86_400 * 10))
try context.save()

// A sub-entity: its parent's attributes and its own, in a table of its own.
let task = Task(context: context)
task.title = "a task"
task.hours = 2.5
check("a sub-entity's defaults", task.priority == 3)
try context.save()
let tasks: NSFetchRequest<Task> = Task.fetchRequest()
tasks.predicate = NSPredicate(format: "title == %@ AND hours > 2 AND priority == 3", "a task")
check("a sub-entity's fetch", (try context.fetch(tasks)).first === task)
context.delete(task)
try context.save()

// Another context reads what this one saved, relationships included.
let reader = store.newBackgroundContext()
reader.performAndWait {
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = NSPredicate(format: "title == %@", "beta Feature")
    let found = try? reader.fetch(request).first
    check("to-one after save", found?.project?.name == "Work")
    check("to-many after save", Set(((found?.tags as? Set<Tag>) ?? []).compactMap(\.name)) == ["ui", "backend"])
    check("inverse after save", found?.project?.issues?.count == 2)
}

// MARK: Predicates, in SQL and in memory

let all: [Issue] = [alpha, beta, gamma, delta, untitled]
func titles(_ issues: [Issue]) -> [String] { issues.map { $0.title ?? "∅" }.sorted() }
func expect(_ predicate: NSPredicate, _ expected: [String], _ label: String? = nil) {
    let name = "predicate \(label ?? predicate.predicateFormat)"
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = predicate
    let fresh = store.newBackgroundContext()
    do {
        let fetched = titles(try fresh.performAndWait { try fresh.fetch(request) })
        check(name + " (store)", fetched == expected.sorted(), "got \(fetched), expected \(expected.sorted())")
        let counted = try fresh.performAndWait { try fresh.count(for: request) }
        check(name + " (count)", counted == expected.count, "counted \(counted)")
    } catch {
        failures.append("\(name): threw \(error)")
    }
    let evaluated = titles(all.filter { predicate.evaluate(with: $0) })
    check(name + " (memory)", evaluated == expected.sorted(), "got \(evaluated), expected \(expected.sorted())")
}
func expect(_ format: String, _ arguments: CVarArg..., titles expected: [String]) {
    expect(NSPredicate(format: format, argumentArray: arguments), expected, format)
}

expect("priority == 2", titles: ["beta Feature"])
expect("priority != 2", titles: ["Alpha bug", "Gamma café", "delta", "∅"])
expect("priority < 3", titles: ["Alpha bug", "beta Feature"])
expect("priority <= 3", titles: ["Alpha bug", "beta Feature", "Gamma café"])
expect("priority > 3", titles: ["delta", "∅"])
expect("priority >= 5", titles: ["delta"])
expect("priority = %d", 3, titles: ["Gamma café"])
expect("priority == %i OR priority == %ld", 1, 5, titles: ["Alpha bug", "delta"])
expect("estimate > %f", 4.0, titles: ["beta Feature", "Gamma café"])
expect("title CONTAINS 'eta'", titles: ["beta Feature"])
expect("title CONTAINS[c] 'ALPHA'", titles: ["Alpha bug"])
expect("title BEGINSWITH 'G'", titles: ["Gamma café"])
expect("title BEGINSWITH[c] 'g'", titles: ["Gamma café"])
expect("title ENDSWITH[c] 'BUG'", titles: ["Alpha bug"])
expect("title ENDSWITH 'a'", titles: ["delta"])
expect("title LIKE 'd*a'", titles: ["delta"])
expect("title LIKE[c] '?LPHA*'", titles: ["Alpha bug"])
expect("title CONTAINS[cd] 'CAFE'", titles: ["Gamma café"])
expect("title CONTAINS[c] 'CAFE'", titles: [])
expect("title ==[d] 'Gamma cafe'", titles: ["Gamma café"])
expect("title MATCHES 'G.*'", titles: ["Gamma café"])
expect("priority IN {1, 5}", titles: ["Alpha bug", "delta"])
expect("title IN %@", ["delta", "Alpha bug"], titles: ["Alpha bug", "delta"])
expect("priority BETWEEN {2, 4}", titles: ["beta Feature", "Gamma café", "∅"])
expect("done == YES", titles: ["beta Feature", "delta"])
expect("done = FALSE", titles: ["Alpha bug", "Gamma café", "∅"])
expect("done == TRUE AND priority > 2", titles: ["delta"])
expect("title == nil", titles: ["∅"])
expect("title != NULL", titles: ["Alpha bug", "beta Feature", "Gamma café", "delta"])
expect("%K == %@", "title", "delta", titles: ["delta"])
expect("project.name == 'Work'", titles: ["beta Feature", "Gamma café"])
expect("project.name BEGINSWITH[c] 'in'", titles: ["Alpha bug"])
expect("project == nil", titles: ["delta", "∅"])
expect("project == %@", work, titles: ["beta Feature", "Gamma café"])
expect("ANY tags.name == 'ui'", titles: ["Alpha bug", "beta Feature"])
expect("ALL tags.name == 'backend'", titles: ["Gamma café", "delta", "∅"])
expect("NONE tags.name == 'ui'", titles: ["Gamma café", "delta", "∅"])
expect("tags.@count == 0", titles: ["Gamma café", "∅"])
expect("tags.@count >= 2", titles: ["beta Feature"])
expect("%@ IN tags", ui, titles: ["Alpha bug", "beta Feature"])
expect("tags CONTAINS %@", backend, titles: ["beta Feature", "delta"])
expect("project.issues.@count == 2", titles: ["beta Feature", "Gamma café"])
expect("NOT (priority > 1) OR done == YES", titles: ["Alpha bug", "beta Feature", "delta"])
expect("priority > 1 && priority < 5 && !(done == YES)", titles: ["Gamma café", "∅"])
expect("created > %@", Date(timeIntervalSinceReferenceDate: 3.5 * 86_400) as NSDate, titles: ["delta", "∅"])
expect("created <= %@", Date(timeIntervalSinceReferenceDate: 2 * 86_400) as CVarArg, titles: ["Alpha bug", "beta Feature"])
expect("identifier == %@", identifier as CVarArg, titles: [])
expect("cost > 2", titles: ["beta Feature", "Gamma café", "∅"])
expect("TRUEPREDICATE", titles: ["Alpha bug", "beta Feature", "Gamma café", "delta", "∅"])
expect("FALSEPREDICATE", titles: [])
expect(NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "priority > 1"), NSPredicate(format: "done == NO")]), ["Gamma café", "∅"], "AND compound")
expect(NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: "priority == 1"), NSPredicate(format: "title == 'delta'")]), ["Alpha bug", "delta"], "OR compound")
expect(NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "done == NO")), ["beta Feature", "delta"], "NOT compound")
expect(NSPredicate(block: { object, _ in (object as? Issue)?.priority == 4 }), ["∅"], "block")

// A format that cannot be read: the fetch says where.
do {
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = NSPredicate(format: "title == 'x' AND priority >")
    _ = try context.fetch(request)
    failures.append("malformed predicate: the fetch did not throw")
} catch let error as NSError {
    check("malformed predicate names its position", error.code == NSFetchRequestInvalidError && error.localizedDescription.contains("position 27"), error.localizedDescription)
}
do {
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = NSPredicate(format: String(repeating: "(", count: 5000) + "priority == 1" + String(repeating: ")", count: 5000))
    _ = try context.fetch(request)
    failures.append("deep format: the fetch did not throw")
} catch let error as NSError {
    check("a format nested 5000 deep is refused", error.localizedDescription.contains("nests deeper than"), error.localizedDescription)
}
do {
    var deep: NSPredicate = NSPredicate(format: "priority == 1")
    for _ in 0..<5000 { deep = NSCompoundPredicate(notPredicateWithSubpredicate: NSCompoundPredicate(notPredicateWithSubpredicate: deep)) }
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = deep
    _ = try context.fetch(request)
    failures.append("deep compound: the fetch did not throw")
} catch let error as NSError {
    check("a compound nested 10000 deep is refused", error.localizedDescription.contains("nests"), error.localizedDescription)
}

// MARK: Sorting, limits, counts

func sorted(_ descriptors: [NSSortDescriptor], limit: Int = 0, offset: Int = 0, in context: NSManagedObjectContext) throws -> [String] {
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.sortDescriptors = descriptors
    request.fetchLimit = limit
    request.fetchOffset = offset
    return try context.fetch(request).map { $0.title ?? "∅" }
}
let sorter = store.newBackgroundContext()
try sorter.performAndWait {
    check("sort by key", try sorted([NSSortDescriptor(key: "priority", ascending: true)], in: sorter) == ["Alpha bug", "beta Feature", "Gamma café", "∅", "delta"])
    check("sort by key path, descending", try sorted([NSSortDescriptor(keyPath: \Issue.estimate, ascending: false)], in: sorter) == ["Gamma café", "beta Feature", "∅", "Alpha bug", "delta"])
    check("sort by two keys", try sorted([NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "title", ascending: false)], in: sorter)
        == ["Gamma café", "Alpha bug", "∅", "delta", "beta Feature"], "\((try? sorted([NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "title", ascending: false)], in: sorter)) ?? [])")
    check("sort through a to-one key path", try sorted([NSSortDescriptor(keyPath: \Issue.project?.name, ascending: true), NSSortDescriptor(key: "priority", ascending: true)], in: sorter)
        == ["∅", "delta", "Alpha bug", "beta Feature", "Gamma café"])
    check("limit and offset", try sorted([NSSortDescriptor(key: "priority", ascending: true)], limit: 2, offset: 1, in: sorter) == ["beta Feature", "Gamma café"])
}
check("key path names", NSSortDescriptor(keyPath: \Issue.project?.name, ascending: true).key == "project.name"
    && NSSortDescriptor(keyPath: \Note.mainIssueCount, ascending: true).key == "mainIssueCount")

// MARK: Unsaved changes count in fetches

let pending = Issue(context: context)
pending.title = "pending"
pending.priority = 2
expectPending()
func expectPending() {
    let request: NSFetchRequest<Issue> = Issue.fetchRequest()
    request.predicate = NSPredicate(format: "priority == 2")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    check("an inserted object is fetched", (try? context.fetch(request).map { $0.title ?? "" }) == ["beta Feature", "pending"])
    context.delete(beta)
    check("a deleted object is not", (try? context.fetch(request).map { $0.title ?? "" }) == ["pending"])
    check("isDeleted", beta.isDeleted && context.deletedObjects.contains(beta))
    context.rollback()
    check("rollback", !context.hasChanges && !beta.isDeleted && (try? context.fetch(request).map { $0.title ?? "" }) == ["beta Feature"])
}

// MARK: Delete rules

expectError("deny", code: NSValidationRelationshipDeniedDeleteError, containing: "Deny") {
    context.delete(work)
    defer { context.rollback() }
    try context.save()
}
context.delete(alpha)
try context.save()
let notes = try context.fetch(Note.fetchRequest() as NSFetchRequest<Note>)
check("cascade deletes the notes", notes.isEmpty, "\(notes.count) notes")
check("nullify takes it out of the tag", ui.issues?.count == 1)
context.delete(backend)
try context.save()
check("nullify on to-many", (beta.tags?.count ?? -1) == 1 && delta.tags?.count == 0)
expectError("required value", code: NSValidationMissingMandatoryPropertyError, containing: "Project.name") {
    let project = Project(context: context)
    project.setValue(nil, forKey: "name")
    defer { context.rollback() }
    try context.save()
}

// MARK: Contexts

check("updated", { gamma.priority = 9; return gamma.isUpdated && gamma.changedValues().keys.contains("priority") }())
try context.save()
check("merged into another context", { () -> Bool in
    let other = store.newBackgroundContext()
    return other.performAndWait { (try? other.fetch(Issue.fetchRequest() as NSFetchRequest<Issue>))?.first { $0.title == "Gamma café" }?.priority == 9 }
}())
let semaphore = DispatchSemaphore(value: 0)
store.performBackgroundTask { background in
    let issue = Issue(context: background)
    issue.title = "from the background"
    try? background.save()
    semaphore.signal()
}
semaphore.wait()
let background: NSFetchRequest<Issue> = Issue.fetchRequest()
background.predicate = NSPredicate(format: "title == 'from the background'")
check("performBackgroundTask saves", try context.count(for: background) == 1)
let counted = try await store.newBackgroundContext().perform { () throws -> Int in 42 }
check("async perform returns a value", counted == 42)
context.reset()
check("reset", context.registeredObjects.isEmpty)

// MARK: Lightweight migration

let compiled = try JSONSerialization.jsonObject(with: Data(contentsOf: modelURL!)) as! [String: Any]
var version1 = compiled
version1["entities"] = (compiled["entities"] as! [[String: Any]]).filter { $0["name"] as? String != "Note" }.map { entity -> [String: Any] in
    var entity = entity
    entity["attributes"] = (entity["attributes"] as! [[String: Any]]).filter { $0["name"] as? String != "priority" }
    entity["relationships"] = (entity["relationships"] as! [[String: Any]]).filter { $0["name"] as? String != "notes" }
    return entity
}
let version1URL = scratch.appending(path: "Main-1.momd")
try JSONSerialization.data(withJSONObject: version1).write(to: version1URL)
let old = try container("migrating.sqlite", model: NSManagedObjectModel(contentsOf: version1URL)!)
let kept = NSEntityDescription.insertNewObject(forEntityName: "Issue", into: old.viewContext)
kept.setValue("kept", forKey: "title")
try old.viewContext.save()
expectError("migration refused when off", code: NSPersistentStoreIncompatibleVersionHashError, containing: "priority") {
    _ = try container("migrating.sqlite", migrate: false)
}
let migrated = try container("migrating.sqlite")
let keptIssues = try migrated.viewContext.fetch(Issue.fetchRequest() as NSFetchRequest<Issue>)
check("migration keeps the data", keptIssues.map(\.title) == ["kept"])
check("a new attribute takes its default", keptIssues.first?.priority == 3, "\(String(describing: keptIssues.first?.priority))")
let newNote = Note(context: migrated.viewContext)
newNote.parentIssue = keptIssues.first
check("a new entity and relationship", (try? migrated.viewContext.save()) != nil)

// MARK: NSFetchedResultsController

/// What a fetched results controller's delegate heard, one line a call.
final class Recorder: NSObject, NSFetchedResultsControllerDelegate {
    var heard: [String] = []
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { heard.append("will") }
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        func place(_ path: IndexPath?) -> String { path.map { "\($0[0]).\($0[1])" } ?? "-" }
        heard.append("\(type) \((anObject as? Issue)?.title ?? "?") \(place(indexPath))>\(place(newIndexPath))")
    }
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) { heard.append("section \(type) \(sectionInfo.name) \(sectionIndex)") }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        heard.append("did \(controller.fetchedObjects?.count ?? -1)")
    }
}

let listed = try container("listed.sqlite")
let listContext = listed.viewContext
for (title, projectName) in [("a1", "Work"), ("a2", "Work"), ("b1", "Home")] {
    let issue = Issue(context: listContext)
    issue.title = title
    let project = Project(context: listContext)
    project.name = projectName
    issue.project = project
}
try listContext.save()
let listRequest: NSFetchRequest<Issue> = Issue.fetchRequest()
listRequest.sortDescriptors = [NSSortDescriptor(key: "project.name", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
let controller = NSFetchedResultsController(fetchRequest: listRequest, managedObjectContext: listContext, sectionNameKeyPath: "project.name", cacheName: nil)
check("no objects before performFetch", controller.fetchedObjects == nil)
let recorder = Recorder()
controller.delegate = recorder
try controller.performFetch()
check("fetchedObjects", controller.fetchedObjects?.map { $0.title ?? "" } == ["b1", "a1", "a2"], "\(String(describing: controller.fetchedObjects?.map(\.title)))")
check("sections by key path", controller.sections?.map { "\($0.name):\($0.numberOfObjects)" } == ["Home:1", "Work:2"], "\(String(describing: controller.sections?.map(\.name)))")
check("sectionIndexTitles", controller.sectionIndexTitles == ["H", "W"])
check("object(at:)", controller.object(at: IndexPath(indexes: [1, 1])).title == "a2")
let a1 = controller.fetchedObjects![1]
check("indexPath(forObject:)", controller.indexPath(forObject: a1) == IndexPath(indexes: [1, 0]))

// A save: an insert in a new section, a change that moves an object, and a delete.
let c1 = Issue(context: listContext)
c1.title = "c1"
let school = Project(context: listContext)
school.name = "School"
c1.project = school
a1.title = "a3"
listContext.delete(controller.fetchedObjects![0])
try listContext.save()
check(
    "the delegate hears a save's changes",
    recorder.heard == ["will", "section delete Home 0", "section insert School 0", "delete b1 0.0>-", "insert c1 ->0.0", "move a3 1.0>1.1", "did 3"],
    "\(recorder.heard)")
check("the objects after the save", controller.fetchedObjects?.map { $0.title ?? "" } == ["c1", "a2", "a3"], "\(String(describing: controller.fetchedObjects?.map(\.title)))")
recorder.heard = []
c1.priority = 9
try listContext.save()
check("an update in place", recorder.heard == ["will", "update c1 0.0>0.0", "did 3"], "\(recorder.heard)")

// Another context's save, merged: the controller fetches again.
recorder.heard = []
let mergedFrom = listed.newBackgroundContext()
let merging = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: mergedFrom, queue: nil) {
    listContext.mergeChanges(fromContextDidSave: $0)
}
try mergedFrom.performAndWait {
    let other = try mergedFrom.fetch(Issue.fetchRequest() as NSFetchRequest<Issue>).first { $0.title == "a2" }!
    let d1 = Issue(context: mergedFrom)
    d1.title = "d1"
    d1.project = other.project
    try mergedFrom.save()
}
NotificationCenter.default.removeObserver(merging)
check("a merged insert", recorder.heard == ["will", "insert d1 ->1.2", "did 4"], "\(recorder.heard)")

// MARK: Stores that cannot be opened

let garbage = scratch.appending(path: "garbage.sqlite")
try Data("this is not a database, it is a text file".utf8).write(to: garbage)
expectError("a file that is not SQLite", code: 259, containing: "is not a SQLite database") { _ = try container("garbage.sqlite") }
// A store that is a link (which could reach a file outside the container and its quota) is refused,
// and the file it points at is left as it was.
let target = scratch.appending(path: "elsewhere.sqlite")
FileManager.default.createFile(atPath: target.path, contents: Data("kept".utf8))
try FileManager.default.createSymbolicLink(at: scratch.appending(path: "linked.sqlite"), withDestinationURL: target)
expectError("a store that is a link", code: NSPersistentStoreOpenError, containing: "linked.sqlite is a symbolic link (to \(target.path))") {
    _ = try container("linked.sqlite")
}
check("the link's target is untouched", (try? Data(contentsOf: target)) == Data("kept".utf8))

// A value larger than a store's values may be is not saved; the error names the limit, and the
// context saves once it is gone.
let big = try container("big.sqlite").viewContext
let huge = Issue(context: big)
huge.title = "huge"
huge.payload = Data(count: 33 << 20)
expectError("a 33 MB value", code: NSPersistentStoreSaveError, containing: "a value or row larger than 32 MB") { try big.save() }
huge.payload = Data(count: 1 << 20)
check("a 1 MB value is saved", (try? big.save()) != nil)

let cloud = NSPersistentCloudKitContainer(name: "Main")
cloud.persistentStoreDescriptions = [NSPersistentStoreDescription(url: scratch.appending(path: "cloud.sqlite"))]
var cloudError: Error?
cloud.loadPersistentStores { _, error in cloudError = error }
check("NSPersistentCloudKitContainer loads a local store", cloudError == nil)

if failures.isEmpty {
    print("checks: \(passed) passed")
} else {
    for failure in failures { print("MISMATCH \(failure)") }
    print("checks: \(passed) passed, \(failures.count) failed")
    exit(1)
}
