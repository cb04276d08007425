import Foundation
import FrameworkStandIns

/// What an app asks to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1 << 0)
    public static let sound = Self(rawValue: 1 << 1)
    public static let alert = Self(rawValue: 1 << 2)
    public static let carPlay = Self(rawValue: 1 << 3)
    public static let criticalAlert = Self(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = Self(rawValue: 1 << 5)
    public static let provisional = Self(rawValue: 1 << 6)
}

/// Whether the app may notify: `.denied` here.
public enum UNAuthorizationStatus: Int, Sendable, Hashable {
    case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
}

/// Whether a kind of notification is on.
public enum UNNotificationSetting: Int, Sendable, Hashable {
    case notSupported = 0, disabled = 1, enabled = 2
}

/// Where alerts show.
public enum UNAlertStyle: Int, Sendable, Hashable {
    case none = 0, banner = 1, alert = 2
}

/// When previews show.
public enum UNShowPreviewsSetting: Int, Sendable, Hashable {
    case always = 0, whenAuthenticated = 1, never = 2
}

/// The app's notification settings: everything denied or disabled here.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let authorizationStatus: UNAuthorizationStatus = .denied
    public let soundSetting: UNNotificationSetting = .disabled
    public let badgeSetting: UNNotificationSetting = .disabled
    public let alertSetting: UNNotificationSetting = .disabled
    public let notificationCenterSetting: UNNotificationSetting = .disabled
    public let lockScreenSetting: UNNotificationSetting = .disabled
    public let carPlaySetting: UNNotificationSetting = .notSupported
    public let criticalAlertSetting: UNNotificationSetting = .notSupported
    public let announcementSetting: UNNotificationSetting = .notSupported
    public let timeSensitiveSetting: UNNotificationSetting = .notSupported
    public let scheduledDeliverySetting: UNNotificationSetting = .notSupported
    public let directMessagesSetting: UNNotificationSetting = .notSupported
    public let alertStyle: UNAlertStyle = .none
    public let showPreviewsSetting: UNShowPreviewsSetting = .never
    public let providesAppNotificationSettings = false

    override init() {}
}

/// The domain of notification errors.
public let UNErrorDomain = "UNErrorDomain"

/// A notification failure, with Apple's codes.
public struct UNError: Error, _StandInError {
    public enum Code: Int, Sendable, Hashable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    public let code: Code
    public var _reason: String? { nil }
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { UNErrorDomain }
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
}
