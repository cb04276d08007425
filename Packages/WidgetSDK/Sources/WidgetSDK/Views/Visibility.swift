/// Whether a part of a view is shown, as SwiftUI's `Visibility` (`.chartLegend(.hidden)`).
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the view decides.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
