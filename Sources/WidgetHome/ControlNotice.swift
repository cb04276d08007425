import WidgetWire

/// What the runtime sends a connection unasked: what a followed widget shows now (`watch`), a
/// watched package's failed rebuild (`watch`), or a URL for the scheme the connection's app handles
/// (`handleScheme`).
public enum ControlNotice: Sendable {
    /// `{"shown": widget}`
    case shown(WatchedWidget)
    /// `{"removed": instance}`
    case removed(WidgetInstance)
    /// `{"open": URL}`
    case open(String)
    /// `{"problem": {"bundle": identifier, "message": text or null}}`: the rebuild of the package a
    /// bundle is built from (`run --watch`) failed, and its last good build runs; null once one succeeds.
    case problem(bundle: String, message: String?)
}
