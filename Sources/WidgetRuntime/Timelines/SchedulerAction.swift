import Foundation
import HeapModule
import WidgetWire

/// What the scheduler wants done.
public enum SchedulerAction: Sendable, Hashable {
    /// Ask the instance's provider for a new timeline; answer with `timelineArrived` or `timelineFailed`.
    case reload(InstanceID, ReloadReason)
    /// Show this entry of the instance's timeline.
    case show(InstanceID, entry: Int)
}
