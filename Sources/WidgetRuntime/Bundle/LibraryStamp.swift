import Foundation

/// What identifies a library file and tells whether it changed: the file (device and inode), its
/// size, and its modification and status-change times.
struct LibraryStamp: Hashable, Sendable {
    /// The file itself, whatever path reaches it: the dynamic loader opens a file once per process.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    var identity: Identity
    var size: Int64
    var modified: Int64
    var changed: Int64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}

extension LibraryStamp {
    /// The stamp as text, exactly (64-bit values do not all fit a JSON number).
    var text: String { "\(identity.device):\(identity.inode):\(size):\(modified):\(changed)" }
}
