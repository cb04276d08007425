import Foundation
import Synchronization

/// Folders for tests, in the system's temporary folder, removed when the process exits: a test may
/// hand one to a runtime or a worker that outlives it, so none is removed sooner.
public enum TemporaryFolders {
    private static let made = Mutex<[URL]>([])

    /// A new empty folder named `prefix-UUID`.
    public static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        made.withLock { folders in
            if folders.isEmpty { atexit { TemporaryFolders.removeAll() } }
            folders.append(folder)
        }
        return folder
    }

    private static func removeAll() {
        for folder in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    }
}
