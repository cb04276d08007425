/// Why a widget's provider is asked again.
public enum ReloadReason: String, Sendable, Hashable, CaseIterable {
    /// The widget was just added: its first timeline. Free.
    case initial
    /// Its timeline's reload policy (`.atEnd`, `.after`). Charged.
    case policy
    /// An app asked (`WidgetCenter.reloadTimelines`) while in the background. Charged.
    case app
    /// An app in the foreground asked. Free when the refresh policy says so.
    case appForeground
    /// The user tapped one of its interactive intents. Free and immediate.
    case intent
    /// Its configuration changed. Free.
    case configuration
    /// Its provider failed or timed out last time. Free, with backoff.
    case retry
    /// Its bundle's code runs again: a new worker after a crash, or a changed library. Free.
    case restart
}
