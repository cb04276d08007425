import Foundation

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// A notification delivered a number of seconds after it is added.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let added = Date()

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it would be delivered next.
    open func nextTriggerDate() -> Date? { added.addingTimeInterval(timeInterval) }
}

/// A notification delivered when the date and time match the components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date the components match, in the components' calendar (or the current one).
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification an app asks for: its content and when.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = (content.copy() as? UNNotificationContent) ?? content
        self.trigger = trigger
    }
}

/// A delivered notification; none is, here.
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// What a person did with a notification; never happens here.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification presented in the foreground shows.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1 << 0)
    public static let sound = Self(rawValue: 1 << 1)
    public static let alert = Self(rawValue: 1 << 2)
    public static let list = Self(rawValue: 1 << 3)
    public static let banner = Self(rawValue: 1 << 4)
}

/// A button on a notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let authenticationRequired = Self(rawValue: 1 << 0)
        public static let destructive = Self(rawValue: 1 << 1)
        public static let foreground = Self(rawValue: 1 << 2)
    }

    public let identifier: String
    public let title: String
    public let options: Options
    public init(identifier: String, title: String, options: Options = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

/// A kind of notification and its buttons.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let customDismissAction = Self(rawValue: 1 << 0)
        public static let allowInCarPlay = Self(rawValue: 1 << 1)
        public static let hiddenPreviewsShowTitle = Self(rawValue: 1 << 2)
        public static let hiddenPreviewsShowSubtitle = Self(rawValue: 1 << 3)
    }

    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: Options
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: Options = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }
}
