import Foundation
import Synchronization

/// The bundle libraries this process has started, by file.
///
/// A started library serves the one bundle identity its host table fixed. So a library loaded again
/// for the same bundle reuses its connection, and one claimed by another bundle is refused.
final class LoadedLibraries: Sendable {
    static let shared = LoadedLibraries()

    private let started = Mutex<[LibraryStamp.Identity: InProcessLink]>([:])

    /// The link of the bundle already started from this file, if any.
    func link(for file: LibraryStamp.Identity) -> InProcessLink? {
        started.withLock { $0[file] }
    }

    func record(_ link: InProcessLink, for file: LibraryStamp.Identity) {
        started.withLock { $0[file] = link }
    }
}
