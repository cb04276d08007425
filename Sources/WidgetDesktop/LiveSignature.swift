import Foundation
import WidgetLayout
import WidgetWire

extension LaidOutView {
    /// What a widget's drawing depends on as time passes, to redraw it only when that changes: its
    /// texts and where they sit (a live date changes by the minute, a timer by the second), and the
    /// second while a progress view follows a timer.
    public func liveSignature(at now: Date) -> String {
        var signature = layoutJSON.serialized
        let timed = leaves.contains { leaf in
            if case .progress(let progress, _) = leaf.content { progress.timer != nil } else { false }
        }
        if timed { signature += " \(Int(now.timeIntervalSince1970))" }
        return signature
    }
}
