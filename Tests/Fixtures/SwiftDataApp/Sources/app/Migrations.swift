import Foundation
import SwiftData

/// The first version of the trips, as a migration plan names it.
enum TripsV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Trip.self] }

    @Model final class Trip {
        var name: String
        init(name: String) { self.name = name }
    }
}

/// The second: each trip knows its name's length, filled in by the migration.
enum TripsV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Trip.self] }

    @Model final class Trip {
        var name: String
        var nameLength: Int?
        init(name: String) { self.name = name }
    }
}

enum TripsMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TripsV1.self, TripsV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: TripsV1.self, toVersion: TripsV2.self, willMigrate: nil,
                didMigrate: { context in
                    for trip in try context.fetch(FetchDescriptor<TripsV2.Trip>()) { trip.nameLength = trip.name.count }
                    try context.save()
                })
        ]
    }
}
