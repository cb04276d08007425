// `import EventKit` in code written for Apple's platforms: the calendar store's API with access
// denied (logged once): requests answer false, status is `.denied`, searches find nothing, saving
// throws `EKError(.eventStoreNotAuthorized)`. As on Apple's platforms, importing it brings Foundation.
@_exported import Foundation
import FrameworkStandIns

/// The queue completion handlers are called on, as Apple's call them on a queue of their own.
private let callbacks = DispatchQueue(label: "EventKit.callbacks")

func sayNoCalendar() {
    StandInLog.once("EventKit", "there is no calendar store on Linux: access is denied")
}

/// Calendar events or reminders.
public enum EKEntityType: UInt, Sendable { case event = 0, reminder = 1 }

/// Whether the app may read calendars: `.denied` here.
public enum EKAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, fullAccess, writeOnly
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which events a change applies to.
public enum EKSpan: Int, Sendable { case thisEvent = 0, futureEvents = 1 }

/// An EventKit failure, with Apple's codes.
public struct EKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable { case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure,
        calendarReadOnly, durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture,
        startDateCollidesWithOtherOccurrence, objectBelongsToDifferentStore, invitesCannotBeMoved, invalidSpan,
        calendarHasNoSource, calendarSourceCannotBeModified, calendarIsImmutable, sourceDoesNotAllowCalendarAddDelete,
        recurringReminderRequiresDueDate, structuredLocationsNotSupported, reminderLocationsNotSupported,
        alarmProximityNotSupported, calendarDoesNotAllowEvents, calendarDoesNotAllowReminders, sourceDoesNotAllowReminders,
        sourceDoesNotAllowEvents, priorityIsInvalid, invalidEntityType, procedureAlarmsNotMutable, eventStoreNotAuthorized
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// A calendar.
open class EKCalendar: NSObject, @unchecked Sendable {
    open var title = ""
    open var calendarIdentifier = UUID().uuidString
}

/// An event or reminder.
open class EKCalendarItem: NSObject, @unchecked Sendable {
    open var title: String! = ""
    open var notes: String?
    open var url: URL?
    open var calendar: EKCalendar!
    open var calendarItemIdentifier = UUID().uuidString
}

/// A calendar event.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var location: String?
    open var eventIdentifier: String! { calendarItemIdentifier }
    public init(eventStore: EKEventStore) {}
}

/// A reminder.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    open var isCompleted = false
    open var dueDateComponents: DateComponents?
    public init(eventStore: EKEventStore) {}
}


/// The calendar store: access denied here; it holds no calendars and no events.
open class EKEventStore: NSObject, @unchecked Sendable {
    public override init() {}

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .denied }

    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        sayNoCalendar()
        callbacks.async { completion(false, nil) }
    }
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        sayNoCalendar()
        return false
    }
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { requestAccess(to: .event, completion: completion) }
    open func requestFullAccessToEvents() async throws -> Bool { try await requestAccess(to: .event) }
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { try await requestAccess(to: .event) }
    open func requestFullAccessToReminders() async throws -> Bool { try await requestAccess(to: .reminder) }

    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        sayNoCalendar()
        return []
    }
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        sayNoCalendar()
        throw EKError(.eventStoreNotAuthorized)
    }
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        sayNoCalendar()
        throw EKError(.eventStoreNotAuthorized)
    }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
    open func commit() throws {}
}
