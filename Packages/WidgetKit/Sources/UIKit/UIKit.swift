// `import UIKit` in widget code written for iOS: the SDK's `UIColor`, `UIFont` and `UIImage` (what
// widgets hand to SwiftUI), with the rest of the SDK. No views, controllers or application.
@_exported import WidgetKit

/// Haptic feedback, which shared app code gives on a tap: there is no haptic engine here, so it does
/// nothing.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    open func prepare() {}
}

/// Feedback for a changed selection; does nothing here.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    open func selectionChanged() {}
}

/// Feedback for an impact; does nothing here.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome; does nothing here.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
