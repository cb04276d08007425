import Foundation
import SwiftData

/// A to-do whose identity and creation date are constants (`let`), as many iOS models declare them.
@Model
public final class Todo {
    public let itemID: UUID
    public var name: String
    public let created: Date

    public init(name: String, created: Date) {
        itemID = UUID()
        self.name = name
        self.created = created
    }
}
