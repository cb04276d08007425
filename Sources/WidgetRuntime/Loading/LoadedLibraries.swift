import Foundation
import Synchronization

/// The bundle libraries this process has started, by file identity.
///
/// The dynamic loader opens a file once per process (by device and inode, whatever the path), and a
/// started library serves the one bundle identity its host table fixed. So a library loaded again for
/// the same bundle reuses its connection, and one claimed by another bundle is refused.
final class LoadedLibraries: Sendable {
    static let shared = LoadedLibraries()

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    private let started = Mutex<[FileIdentity: BundleConnection]>([:])

    /// The connection of the bundle already started from this file, if any.
    func connection(for file: FileIdentity) -> BundleConnection? {
        started.withLock { $0[file] }
    }

    func record(_ connection: BundleConnection, for file: FileIdentity) {
        started.withLock { $0[file] = connection }
    }
}
