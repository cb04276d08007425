import Foundation
import SwiftData

/// A note identified by its own `id`, as many iOS models are.
@Model
public final class Note {
    @Attribute(.unique) public var id: UUID
    public var text: String
    public var pinned: Bool?

    public init(id: UUID = UUID(), text: String) {
        self.id = id
        self.text = text
    }
}
