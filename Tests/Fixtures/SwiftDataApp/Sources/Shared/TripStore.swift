import Foundation
import SwiftData

/// The container the app and its widget both open: `default.store` in the app group.
public enum TripStore {
    public static let group = "group.com.example.trips"

    public static func container() throws -> ModelContainer {
        try ModelContainer(for: Trip.self, configurations: ModelConfiguration(groupContainer: .identifier(group)))
    }
}
