import Foundation
import UserNotifications

/// A daily reminder as apps schedule them, asking for permission first.
final class ReminderScheduler {
    let center = UNUserNotificationCenter.current()

    func requestPermission() async -> Bool {
        do {
            return try await center.requestAuthorization(options: [.alert, .sound, .badge])
        } catch {
            return false
        }
    }

    func scheduleDailyReminder(hour: Int) async throws -> String {
        let content = UNMutableNotificationContent()
        content.title = "Time to check in"
        content.body = "Your streak is waiting."
        content.sound = .default
        content.badge = 1
        var components = DateComponents()
        components.hour = hour
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: "daily-reminder", content: content, trigger: trigger)
        try await center.add(request)
        return request.identifier
    }

    func status() async -> UNAuthorizationStatus {
        await center.notificationSettings().authorizationStatus
    }
}
