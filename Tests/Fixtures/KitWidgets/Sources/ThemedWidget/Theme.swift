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
