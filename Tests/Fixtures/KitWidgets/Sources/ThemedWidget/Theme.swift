import Foundation
import SwiftUI

// SwiftUI's `@Entry` (iOS 18) as apps write it: entries with a type and a default, a default alone,
// an optional without one, and a default over several lines.
extension EnvironmentValues {
    @Entry var accent: Color = .blue
    @Entry var greeting = "Hello"
    @Entry var caption: String?
    @Entry var badges: [String] = [
        "new",
        "today",  // the first two
    ]
}

/// A class that is not `Sendable`, as an app's model often is.
final class Shelf {
    var name = "empty shelf"
}

// Defaults of types that are not `Sendable`, in the Swift 6 language mode: a class instance and a
// formatter the value gives, an array of the class with its type written.
extension EnvironmentValues {
    @Entry var shelf = Shelf()
    @Entry var formatter = DateFormatter()
    @Entry var shelves: [Shelf] = []
}
