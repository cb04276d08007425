import CoreData

/// The store the app and its widget share, for the executables of this package.
public enum SharedStore {
    /// The app's container, as the app's `DataController.shared` opens it.
    public static var container: NSPersistentContainer { DataController.shared.container }
    /// A container opened anew, as another `DataController()`.
    public static func makeContainer() -> NSPersistentContainer { DataController().container }
    /// The compiled model among this target's resources.
    public static var modelURL: URL? { Bundle.module.url(forResource: "Main", withExtension: "momd") }
}
