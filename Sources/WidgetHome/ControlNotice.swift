import WidgetWire

/// What the runtime sends a connection unasked: what a followed widget shows now (`watch`), or a URL
/// for the scheme the connection's app handles (`handleScheme`).
public enum ControlNotice: Sendable {
    /// `{"shown": widget}`
    case shown(WatchedWidget)
    /// `{"removed": instance}`
    case removed(WidgetInstance)
    /// `{"open": URL}`
    case open(String)
}
