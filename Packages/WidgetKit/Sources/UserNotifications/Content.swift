import Foundation

/// The name of a sound a notification plays.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A notification's sound; none plays here.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    // Unchecked: its one property is a constant.
    public let name: UNNotificationSoundName?
    init(name: UNNotificationSoundName?) { self.name = name }
    public static var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    public static var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil) }
    public static var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil) }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(name: name) }
    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name)
    }
}

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable, Hashable {
    case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

/// A file attached to a notification.
public final class UNNotificationAttachment: NSObject, @unchecked Sendable {
    // Unchecked: every property is a constant.
    public let identifier: String
    public let url: URL
    public let type: String

    /// An attachment of a file that exists; `UNError(.attachmentInvalidURL)` for one that does not.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { throw UNError(.attachmentInvalidURL) }
        self.identifier = identifier
        self.url = url
        type = url.pathExtension
    }
}

/// What a notification says.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Unchecked: read-only through this class; UNMutableNotificationContent is set up before it is added.
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public internal(set) var targetContentIdentifier: String?
    public internal(set) var attachments: [UNNotificationAttachment] = []
    public internal(set) var launchImageName = ""
    public internal(set) var summaryArgument = ""
    public internal(set) var summaryArgumentCount = 0
    public internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    public internal(set) var relevanceScore: Double = 0
    public internal(set) var filterCriteria: String?

    public override init() {}

    public func copy(with zone: NSZone? = nil) -> Any { copied(into: UNNotificationContent()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: UNMutableNotificationContent()) }

    private func copied<Content: UNNotificationContent>(into copy: Content) -> Content {
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.sound = sound
        copy.userInfo = userInfo
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.targetContentIdentifier = targetContentIdentifier
        copy.attachments = attachments
        copy.interruptionLevel = interruptionLevel
        copy.relevanceScore = relevanceScore
        return copy
    }
}

/// What a notification says, as the app sets it up.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var targetContentIdentifier: String? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    public override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
}
