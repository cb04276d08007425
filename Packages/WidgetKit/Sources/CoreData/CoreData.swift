// As Apple's CoreData, importing it brings Foundation, and Combine's `ObservableObject` and
// `@Published` (an app's `DataController: ObservableObject`), and the app group's container
// (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`), where the store is kept.
@_exported import Foundation
@_exported import protocol WidgetSDK.ObservableObject
@_exported import class WidgetSDK.ObservableObjectPublisher
@_exported import struct WidgetSDK.Published
import WidgetSDK

/// `NSPersistentStoreDescription.type` of a SQLite store: the one kind of store kept on disk here.
public let NSSQLiteStoreType = "SQLite"
/// A store kept in memory (an SQLite database in memory, gone with the process).
public let NSInMemoryStoreType = "InMemory"
/// Accepted for XML and binary stores, which are stored in SQLite here.
public let NSBinaryStoreType = "Binary"

/// Persistent history tracking: accepted; the store keeps no history (see docs/porting.md).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// Remote change notifications: accepted; another process's save is seen by the next fetch.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

/// The keys of a remote change notification's `userInfo`: the store's UUID and URL.
public let NSStoreUUIDKey = "NSStoreUUID"
public let NSPersistentStoreURLKey = "storeURL"

/// The keys of a did-save notification's `userInfo`: sets of objects.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
/// The objects a merge of another context's save read again, in an objects-did-change notification.
public let NSRefreshedObjectsKey = "refreshed"
public let NSDeletedObjectsKey = "deleted"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension Notification.Name {
    /// Posted by a context after it saved; `userInfo` has the inserted, updated and deleted objects.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted by a context when its objects changed (an insert, a delete, a change of value).
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted, when the store's description asked for it, after a save of this process (another
    /// process's saves are seen by the next fetch, and not announced).
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// Apple's name for the notification, as `NSNotification.Name.NSManagedObjectContextDidSave`.
public let NSManagedObjectContextDidSaveNotification = Notification.Name.NSManagedObjectContextDidSave
