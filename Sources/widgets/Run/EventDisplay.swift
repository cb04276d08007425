import Foundation
import WidgetRuntime

/// Shows what the host does.
protocol EventDisplay: Sendable {
    func handle(_ event: HostEvent) async
    /// A line that stays in view for the whole run (the page's address).
    func announce(_ line: String) async
    /// A problem that stays in view, whole, until it is put right (nil): a failed rebuild's errors.
    func problem(_ text: String?) async
    func finish() async
}
