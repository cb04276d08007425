import Foundation
import Shared
import SwiftData

/// Each check names what it compares; a mismatch is printed as `MISMATCH name: got … expected …`.
final class Checks {
    var passed = 0
    var failed = 0

    func expect<T: Equatable>(_ name: String, _ got: T, _ expected: T) {
        if got == expected {
            passed += 1
        } else {
            failed += 1
            print("MISMATCH \(name): got \(got), expected \(expected)")
        }
    }
}

/// SwiftData's behaviour on a store of its own (a file in a temporary folder), as on Apple's
/// platforms: 0 when every check passes.
func runChecks() -> Int32 {
    let checks = Checks()
    let folder = FileManager.default.temporaryDirectory.appending(path: "swiftdata-checks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        let url = folder.appending(path: "checks.store")
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        let base = Date(timeIntervalSinceReferenceDate: 800_000_000)

        // Inserting, and what is pending before the save.
        let lisbon = Trip(name: "Lisbon", start: base.addingTimeInterval(86_400 * 3))
        lisbon.kind = .business
        lisbon.tags = ["sun", "food"]
        lisbon.link = URL(string: "https://example.com/lisbon")
        lisbon.notes = Data([1, 2, 3])
        lisbon.budget = 1250.5
        let oslo = Trip(name: "Oslo", start: base.addingTimeInterval(86_400 * 1), end: base.addingTimeInterval(86_400 * 4))
        let rome = Trip(name: "Rome", start: base.addingTimeInterval(86_400 * 2))
        for trip in [lisbon, oslo, rome] { context.insert(trip) }
        lisbon.stops = [Stop(place: "Alfama", order: 1), Stop(place: "Belém", order: 0)]
        rome.stops.append(Stop(place: "Trastevere", order: 0))
        checks.expect("hasChanges after insert", context.hasChanges, true)
        checks.expect("inverse set by append", rome.stops.first?.trip?.name, "Rome")
        checks.expect("pending trips fetched", try context.fetchCount(FetchDescriptor<Trip>()), 3)
        try context.save()
        checks.expect("hasChanges after save", context.hasChanges, false)

        // A second container on the same file reads everything back, each type as it was.
        let reader = ModelContext(try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url)))
        checks.expect("fetchCount of trips", try reader.fetchCount(FetchDescriptor<Trip>()), 3)
        checks.expect("fetchCount of stops", try reader.fetchCount(FetchDescriptor<Stop>()), 3)
        let sorted = try reader.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.start)]))
        checks.expect("sorted by start", sorted.map(\.name), ["Oslo", "Rome", "Lisbon"])
        let reversed = try reader.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, order: .reverse)]))
        checks.expect("sorted by name, reversed", reversed.map(\.name), ["Rome", "Oslo", "Lisbon"])
        let read = sorted.last!
        checks.expect("Codable enum", read.kind, .business)
        checks.expect("array of Codable", read.tags, ["sun", "food"])
        checks.expect("URL", read.link?.absoluteString, "https://example.com/lisbon")
        checks.expect("Data", read.notes, Data([1, 2, 3]))
        checks.expect("Double", read.budget, 1250.5)
        checks.expect("Date", read.start, base.addingTimeInterval(86_400 * 3))
        checks.expect("UUID", read.identifier, lisbon.identifier)
        checks.expect("nil optional", read.end, nil)
        checks.expect("optional", sorted.first?.end, base.addingTimeInterval(86_400 * 4))
        checks.expect("to-many read back", read.stops.map(\.place).sorted(), ["Alfama", "Belém"])
        checks.expect("to-one inverse read back", read.stops.first?.trip?.name, "Lisbon")
        checks.expect("same object for same row", read.stops.first?.trip === read, true)

        // Predicates, limits and offsets.
        let after = base.addingTimeInterval(86_400 * 1.5)
        let later = FetchDescriptor(predicate: #Predicate<Trip> { $0.start > after }, sortBy: [SortDescriptor(\.start)])
        checks.expect("predicate on a date", try reader.fetch(later).map(\.name), ["Rome", "Lisbon"])
        checks.expect("fetchCount with a predicate", try reader.fetchCount(later), 2)
        var page = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        page.fetchOffset = 1
        page.fetchLimit = 1
        checks.expect("offset and limit", try reader.fetch(page).map(\.name), ["Oslo"])
        let withStops = FetchDescriptor(predicate: #Predicate<Trip> { !$0.stops.isEmpty && $0.name.contains("o") })
        checks.expect("predicate on a relationship and a string", try reader.fetch(withStops).map(\.name).sorted(), ["Lisbon", "Rome"])
        let stopsOfLisbon = FetchDescriptor(predicate: #Predicate<Stop> { $0.trip?.name == "Lisbon" }, sortBy: [SortDescriptor(\.order)])
        checks.expect("predicate through a to-one", try reader.fetch(stopsOfLisbon).map(\.place), ["Belém", "Alfama"])

        // Changing a fetched model saves only what changed; its relationships stay.
        read.budget = 99
        checks.expect("hasChanges after a change", reader.hasChanges, true)
        try reader.save()
        let third = ModelContext(container)
        let again = try third.fetch(FetchDescriptor(predicate: #Predicate<Trip> { $0.name == "Lisbon" })).first
        checks.expect("changed value saved", again?.budget, 99)
        checks.expect("relationships kept on change", again?.stops.count, 2)
        again?.budget = 5000
        let expensive = FetchDescriptor(predicate: #Predicate<Trip> { 4000 < $0.budget && !($0.name == "Rome") && !$0.isBooked })
        checks.expect("an unsaved change judged by its value", try third.fetch(expensive).map(\.name), ["Lisbon"])
        checks.expect("the stored value judged by its row", try ModelContext(container).fetchCount(expensive), 0)
        again?.budget = 99
        let named = FetchDescriptor(predicate: #Predicate<Trip> { $0.name == "Rome" || 3 >= $0.stops.count && $0.start <= after })
        checks.expect("a mirrored comparison and a disjunction", try ModelContext(container).fetch(named).map(\.name).sorted(), ["Oslo", "Rome"])

        // Unique: inserting a trip with a stored name updates the stored one.
        let newer = Trip(name: "Oslo", start: base.addingTimeInterval(86_400 * 10))
        third.insert(newer)
        try third.save()
        checks.expect("unique upsert keeps one", try ModelContext(container).fetchCount(FetchDescriptor<Trip>()), 3)
        let oslos = try ModelContext(container).fetch(FetchDescriptor(predicate: #Predicate<Trip> { $0.name == "Oslo" }))
        checks.expect("unique upsert updates", oslos.map(\.start), [base.addingTimeInterval(86_400 * 10)])
        let replaced = Trip(name: "Lisbon", start: base)
        replaced.stops = [Stop(place: "Sintra", order: 0)]
        third.insert(replaced)
        try third.save()
        let lisbonStops = FetchDescriptor(predicate: #Predicate<Stop> { $0.trip?.name == "Lisbon" })
        checks.expect("upsert replaces the to-many", try ModelContext(container).fetch(lisbonStops).map(\.place), ["Sintra"])

        // Delete rules: cascade deletes the stops; nullify takes the stop off its visitor.
        let visitor = Visitor(name: "Ana")
        third.insert(visitor)
        let fourth = ModelContext(container)
        let rome2 = try fourth.fetch(FetchDescriptor(predicate: #Predicate<Trip> { $0.name == "Rome" })).first!
        let ana = Visitor(name: "Ana")
        fourth.insert(ana)
        rome2.stops.first?.visitor = ana
        checks.expect("to-many inverse set by to-one", ana.stops.map(\.place), ["Trastevere"])
        try fourth.save()
        fourth.delete(rome2)
        checks.expect("deleted pending", rome2.isDeleted, true)
        try fourth.save()
        let fifth = ModelContext(container)
        checks.expect("cascade deleted trip", try fifth.fetchCount(FetchDescriptor<Trip>()), 2)
        // The stops the upsert replaced (Alfama, Belém) are kept, with no trip.
        checks.expect("cascade deleted its stop", try fifth.fetchCount(FetchDescriptor<Stop>()), 3)
        checks.expect("replaced stops have no trip", try fifth.fetchCount(FetchDescriptor(predicate: #Predicate<Stop> { $0.trip == nil })), 2)
        checks.expect("nullify took the stop off its visitor", ana.stops.count, 0)
        let storedAna = try fifth.fetch(FetchDescriptor(predicate: #Predicate<Visitor> { $0.name == "Ana" })).first
        checks.expect("nullify saved", storedAna?.stops.count, 0)
        try fifth.delete(model: Trip.self)
        try fifth.save()
        checks.expect("delete(model:) with cascade", try ModelContext(container).fetchCount(FetchDescriptor<Stop>()), 2)

        // In memory only: nothing written to a file.
        let memory = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let scratch = ModelContext(memory)
        scratch.insert(Trip(name: "Nowhere", start: base))
        try scratch.save()
        checks.expect("in-memory store", try ModelContext(memory).fetchCount(FetchDescriptor<Trip>()), 1)

        // A model with an `id` of its own: Identifiable by it, unique by it; a Schema of two types.
        let notes = ModelContext(try ModelContainer(for: Schema([Note.self, Trip.self]), configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let id = UUID()
        let note = Note(id: id, text: "first")
        notes.insert(note)
        checks.expect("Identifiable by its own id", note.id, id)
        try notes.save()
        notes.insert(Note(id: id, text: "second"))
        try notes.save()
        let stored = try ModelContext(notes.container).fetch(FetchDescriptor<Note>())
        checks.expect("unique UUID upsert", stored.map(\.text), ["second"])
        checks.expect("nil Bool", stored.first?.pinned, nil)

        // A model's `let`s are saved from the object and read back into the fetched one.
        let todos = folder.appending(path: "todos.store")
        let todo = Todo(name: "Write", created: base)
        let writer = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: todos)))
        writer.insert(todo)
        writer.insert(Todo(name: "Read", created: base.addingTimeInterval(60)))
        try writer.save()
        let todoReader = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: todos)))
        let cutoff = base.addingTimeInterval(30)
        let early = try todoReader.fetch(FetchDescriptor<Todo>(predicate: #Predicate { $0.created < cutoff }))
        checks.expect("let properties read back", early.map { [$0.itemID.uuidString, $0.name] }, [[todo.itemID.uuidString, "Write"]])
        checks.expect("let Date read back", early.first?.created, base)
        early.first?.name = "Written"
        try todoReader.save()
        let renamed = try ModelContext(todoReader.container).fetch(FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.created)]))
        checks.expect("a let kept through an update", renamed.map { "\($0.name) \($0.itemID == todo.itemID)" }, ["Written true", "Read false"])

        // Models are Observable, as Apple's are.
        checks.expect("Observable", (note as Any) is any Observable, true)

        // A migration plan's custom stage runs on a store of its first version.
        let versioned = folder.appending(path: "versioned.store")
        let first = ModelContext(try ModelContainer(for: Schema(versionedSchema: TripsV1.self), configurations: ModelConfiguration(url: versioned)))
        first.insert(TripsV1.Trip(name: "Lisbon"))
        try first.save()
        let migrated = ModelContext(
            try ModelContainer(
                for: Schema(versionedSchema: TripsV2.self), migrationPlan: TripsMigrationPlan.self, configurations: ModelConfiguration(url: versioned)))
        checks.expect("custom migration stage", try migrated.fetch(FetchDescriptor<TripsV2.Trip>()).map(\.nameLength), [6])

        // Rollback forgets the unsaved.
        scratch.insert(Trip(name: "Forgotten", start: base))
        scratch.rollback()
        checks.expect("rollback", try scratch.fetchCount(FetchDescriptor<Trip>()), 1)

        // A store that is a link is refused, its target untouched; a value over 32 MB is not saved.
        let target = folder.appending(path: "elsewhere.store")
        FileManager.default.createFile(atPath: target.path, contents: Data("kept".utf8))
        let linked = folder.appending(path: "linked.store")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: target)
        do {
            _ = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: linked))
            checks.expect("a store that is a link is refused", "no error", "an error")
        } catch {
            checks.expect("a store that is a link is refused", "\(error)".contains("linked.store is a symbolic link (to \(target.path))"), true)
        }
        checks.expect("the link's target untouched", try Data(contentsOf: target), Data("kept".utf8))
        let huge = Trip(name: "Huge", start: base)
        huge.notes = Data(count: 33 << 20)
        scratch.insert(huge)
        do {
            try scratch.save()
            checks.expect("a 33 MB value is not saved", "saved", "an error")
        } catch {
            checks.expect("a 33 MB value is not saved", "\(error)".contains("a value or row larger than 32 MB"), true)
        }
    } catch {
        print("MISMATCH error thrown: \(error)")
        checks.failed += 1
    }
    print("checks: \(checks.passed) passed, \(checks.failed) failed")
    return checks.failed == 0 ? 0 : 1
}
