import Foundation

// Core Data's error codes (NSCocoaErrorDomain), as Apple numbers them.
public let NSManagedObjectValidationError = 1550
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSValidationRelationshipDeniedDeleteError = 1600
public let NSPersistentStoreInvalidTypeError = 134000
public let NSPersistentStoreIncompatibleSchemaError = 134020
public let NSPersistentStoreSaveError = 134030
public let NSPersistentStoreOpenError = 134080
public let NSPersistentStoreIncompatibleVersionHashError = 134100
public let NSMigrationError = 134110
public let NSCoreDataError = 134060
/// A fetch request Core Data cannot carry out (an unknown entity, a predicate it cannot read).
public let NSFetchRequestInvalidError = 134061

/// An NSError in Cocoa's domain whose description says what went wrong, where, and what to do.
func coreDataError(_ code: Int, _ description: String, path: String? = nil) -> NSError {
    var info: [String: Any] = [NSLocalizedDescriptionKey: description]
    if let path { info[NSFilePathErrorKey] = path }
    return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
}
