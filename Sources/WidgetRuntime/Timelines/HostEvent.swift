import Foundation
import WidgetWire

/// Something the host did that a display or a log shows.
public enum HostEvent: Sendable {
    /// An instance shows a new entry.
    case shown(WidgetInstance, entry: Int, of: Int, RenderedEntry)
    /// A reload request and what was decided.
    case decided(ReloadDecision)
    /// A provider failed; the instance keeps what it showed.
    case failed(WidgetInstance, WidgetRuntimeError)
    /// Something about a timeline or an instance was put right.
    case warning(String)
    case added(WidgetInstance)
    case removed(WidgetInstance)
}
