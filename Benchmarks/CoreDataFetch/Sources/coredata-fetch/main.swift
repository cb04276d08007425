// `coredata-fetch make STORE COUNT`: a store of COUNT items, saved through Core Data.
// `coredata-fetch time STORE ROUNDS FETCHES`: the median over ROUNDS of the seconds one fetch of 20
// takes (a predicate, a sort and a limit, on the container's view context, each object's values
// read), then the titles it returned, one a line, for the bench to compare with its own query's.
import CoreData
import Foundation

/// The predicate, sort and limit the bench's raw SQLite query matches.
func request() -> NSFetchRequest<Item> {
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.predicate = NSPredicate(format: "done == NO AND priority >= %d", 5)
    request.sortDescriptors = [NSSortDescriptor(key: "created", ascending: false)]
    request.fetchLimit = 20
    return request
}

func container(_ path: String) -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Bench")
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(filePath: path))]
    container.loadPersistentStores { _, error in
        if let error { fatalError("coredata-fetch: cannot load \(path): \(error)") }
    }
    return container
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "make":
    let context = container(arguments[2]).viewContext
    for index in 0..<Int(arguments[3])! {
        let item = Item(context: context)
        item.title = "Item \(index)"
        item.priority = Int64(index % 10)
        item.done = index % 3 == 0
        item.created = Date(timeIntervalSinceReferenceDate: Double((index * 7919) % 10_007) * 60)
    }
    try context.save()
case "time":
    let context = container(arguments[2]).viewContext
    let fetches = Int(arguments[4])!
    var titles: [String] = []
    var seconds: [Double] = []
    for _ in 0..<Int(arguments[3])! {
        let start = ContinuousClock.now
        for _ in 0..<fetches {
            titles = try context.fetch(request()).map { item in
                _ = (item.priority, item.created)
                return item.title ?? ""
            }
        }
        let elapsed = (ContinuousClock.now - start).components
        seconds.append((Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18) / Double(fetches))
    }
    print(seconds.sorted()[seconds.count / 2])
    print(titles.joined(separator: "\n"))
default:
    FileHandle.standardError.write(Data("usage: coredata-fetch make STORE COUNT | time STORE ROUNDS FETCHES\n".utf8))
    exit(2)
}
