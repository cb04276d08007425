/// SwiftUI's `Text.DateStyle`.
public enum DateStyle: String, Sendable, Hashable, CaseIterable, JSONRepresentable {
    case time, date, relative, offset, timer
}
