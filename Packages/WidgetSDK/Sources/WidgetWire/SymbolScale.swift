/// A symbol's size against the text it stands with, as `Image.Scale` says it.
public enum SymbolScale: String, Sendable, Hashable, CaseIterable, JSONRepresentable {
    case small, medium, large

    /// Its size against medium's: about 20% smaller and 30% larger, as Apple's symbol scales are.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}
