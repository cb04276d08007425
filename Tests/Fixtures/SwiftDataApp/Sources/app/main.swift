// The app's side: inserts trips into the store in the app group, lists and counts them, books and
// deletes them, and tells its widgets to reload; `checks` exercises SwiftData on a store of its own.
import Foundation
import Shared
import SwiftData
import WidgetKit

let arguments = Array(CommandLine.arguments.dropFirst())

/// A date `days` from now.
func inDays(_ text: String) -> Date { Date.now.addingTimeInterval((Double(text) ?? 0) * 86_400) }

do {
    switch arguments.first {
    case "add":
        // app add NAME DAYS [STOP…]: a trip starting DAYS from now, with its stops in order.
        let context = ModelContext(try TripStore.container())
        let trip = Trip(name: arguments[1], start: inDays(arguments[2]))
        context.insert(trip)
        for (order, place) in arguments.dropFirst(3).enumerated() {
            trip.stops.append(Stop(place: place, order: order))
        }
        try context.save()
        WidgetCenter.shared.reloadAllTimelines()
        print("saved \(trip.name) with \(trip.stops.count) stops")
    case "list":
        let context = ModelContext(try TripStore.container())
        for trip in try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.start)])) {
            let stops = trip.stops.sorted { $0.order < $1.order }.map(\.place).joined(separator: ",")
            print("\(trip.name) [\(stops)]")
        }
    case "add-many":
        // app add-many N PREFIX: N trips, each saved in its own transaction.
        let context = ModelContext(try TripStore.container())
        for index in 0..<Int(arguments[1])! {
            context.insert(Trip(name: "\(arguments[2]) \(index)", start: inDays(String(index))))
            try context.save()
        }
        print("saved \(arguments[1])")
    case "count":
        // app count: trips, then stops.
        let context = ModelContext(try TripStore.container())
        print(try context.fetchCount(FetchDescriptor<Trip>()), try context.fetchCount(FetchDescriptor<Stop>()))
    case "delete":
        // app delete NAME: the trip and, by its cascade, its stops.
        let context = ModelContext(try TripStore.container())
        let name = arguments[1]
        try context.delete(model: Trip.self, where: #Predicate { $0.name == name })
        try context.save()
        WidgetCenter.shared.reloadAllTimelines()
        print("deleted \(name)")
    case "book":
        // app book NAME: the trip booked.
        let context = ModelContext(try TripStore.container())
        let name = arguments[1]
        for trip in try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == name })) { trip.isBooked = true }
        try context.save()
        WidgetCenter.shared.reloadAllTimelines()
        print("booked \(name)")
    case "checks":
        exit(runChecks())
    default:
        print("usage: app add NAME DAYS [STOP…] | add-many N PREFIX | list | count | delete NAME | book NAME | checks")
        exit(2)
    }
} catch {
    print("error: \(error.localizedDescription)")
    exit(1)
}
