// The widget as it is written for iOS: its timeline fetches the next trip from the store the app and
// the widget share in the app group.
import Foundation
import Shared
import SwiftData
import SwiftUI
import WidgetKit

struct NextTripEntry: TimelineEntry {
    let date: Date
    let name: String
    let stops: String
}

struct NextTripProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextTripEntry {
        NextTripEntry(date: .now, name: "Your next trip", stops: "")
    }

    func getSnapshot(in context: Context, completion: @escaping (NextTripEntry) -> Void) {
        completion(nextTrip())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextTripEntry>) -> Void) {
        completion(Timeline(entries: [nextTrip()], policy: .never))
    }

    /// The trip starting soonest after now, and its stops in order.
    private func nextTrip() -> NextTripEntry {
        let now = Date.now
        do {
            let context = ModelContext(try TripStore.container())
            var descriptor = FetchDescriptor(predicate: #Predicate<Trip> { $0.start > now }, sortBy: [SortDescriptor(\.start)])
            descriptor.fetchLimit = 1
            guard let trip = try context.fetch(descriptor).first else {
                return NextTripEntry(date: now, name: "No trips planned", stops: "")
            }
            let stops = trip.stops.sorted { $0.order < $1.order }.map(\.place).joined(separator: " → ")
            return NextTripEntry(date: now, name: trip.name, stops: stops)
        } catch {
            return NextTripEntry(date: now, name: "error: \(error.localizedDescription)", stops: "")
        }
    }
}

struct NextTripView: View {
    var entry: NextTripEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Next trip")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.name)
                .font(.headline)
            if !entry.stops.isEmpty {
                Text(entry.stops)
                    .font(.caption2)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct NextTripWidget: Widget {
    let kind = "NextTrip"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NextTripProvider()) { entry in
            NextTripView(entry: entry)
        }
        .configurationDisplayName("Next Trip")
        .description("The trip coming up next.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The booked trips, as a widget's view reads them with `@Query` from the container its
/// configuration puts in the environment.
struct BookedTripsView: View {
    @Query(filter: #Predicate<Trip> { $0.isBooked }, sort: \Trip.start) private var trips: [Trip]
    @Environment(\.modelContext) private var context

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Booked: \(trips.map(\.name).joined(separator: ", "))")
                .font(.headline)
            Text("\((try? context.fetchCount(FetchDescriptor<Trip>())) ?? -1) trips in all")
                .font(.caption)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct BookedTripsEntry: TimelineEntry {
    let date: Date
}

struct BookedTripsProvider: TimelineProvider {
    func placeholder(in context: Context) -> BookedTripsEntry { BookedTripsEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (BookedTripsEntry) -> Void) { completion(BookedTripsEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BookedTripsEntry>) -> Void) {
        completion(Timeline(entries: [BookedTripsEntry(date: .now)], policy: .never))
    }
}

struct BookedTripsWidget: Widget {
    let kind = "BookedTrips"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BookedTripsProvider()) { _ in
            BookedTripsView()
                .modelContainer(try! TripStore.container())
        }
        .configurationDisplayName("Booked Trips")
        .description("The trips booked, soonest first.")
    }
}

@main
struct TripsWidgets: WidgetBundle {
    var body: some Widget {
        NextTripWidget()
        BookedTripsWidget()
    }
}
