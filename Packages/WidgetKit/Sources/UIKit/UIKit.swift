// `import UIKit` in widget code written for iOS: the SDK's `UIColor`, `UIFont` and `UIImage` (what
// widgets hand to SwiftUI), with the rest of the SDK, and `UIApplication`'s notification names. No
// views, controllers or app object.
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

/// The app object's type. A widget has no app object (`shared` is not here, as it is not in an iOS
/// extension), but code shared with the app names its notifications, which are never posted here.
open class UIApplication: @unchecked Sendable {
    private init() {}
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
