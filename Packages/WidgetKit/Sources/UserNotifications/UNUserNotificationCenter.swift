import Foundation
import FrameworkStandIns

/// The queue completion handlers are called on, as Apple's call them on a queue of their own.
private let callbacks = DispatchQueue(label: "UserNotifications.callbacks")

/// What the app hears from the notification center; nothing is delivered here, so it is never called.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
}

/// The app's notifications. None is shown on Linux: authorization is denied (logged once), and
/// requests are kept as pending, in this process only, until removed.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // Unchecked: its state is behind `lock`.
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private weak var _delegate: UNUserNotificationCenterDelegate?

    private override init() {}

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    open var delegate: UNUserNotificationCenterDelegate? {
        get { lock.withLock { _delegate } }
        set { lock.withLock { _delegate = newValue } }
    }

    /// Whether the device supports content extensions: no.
    open var supportsContentExtensions: Bool { false }

    private func sayUnavailable() {
        StandInLog.once("UserNotifications", "notifications are not shown on Linux: authorization is denied and requests are never delivered")
    }

    /// Answers false, with no error, later on another queue.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        sayUnavailable()
        callbacks.async { completionHandler(false, nil) }
    }

    /// False: notifications are not allowed here.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        sayUnavailable()
        return false
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        callbacks.async { completionHandler(UNNotificationSettings()) }
    }

    /// Everything denied or disabled.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// Keeps the request as pending (replacing one with its identifier); it is never delivered.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        sayUnavailable()
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        if let completionHandler { callbacks.async { completionHandler(nil) } }
    }

    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending }
        callbacks.async { completionHandler(requests) }
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        callbacks.async { completionHandler([]) }
    }

    /// None: nothing is delivered here.
    open func deliveredNotifications() async -> [UNNotification] { [] }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { lock.withLock { self.categories = categories } }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = lock.withLock { self.categories }
        callbacks.async { completionHandler(categories) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

    /// There is no badge here: completes with no error.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        if let completionHandler { callbacks.async { completionHandler(nil) } }
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
