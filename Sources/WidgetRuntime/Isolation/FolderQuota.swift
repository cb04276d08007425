import Foundation
import WidgetWire
import WorkerWire

/// The quota of a folder a worker may write: a bundle's private folder (`limits.privateFolderMB` and
/// `limits.privateFolderFiles`, lowered by the bundle's own limits) or an app group's container (the
/// same fields of runtime.json's limits, one quota shared by every bundle granted the group). Counted
/// by the runtime, without following links: the kernel's rlimits bound one file only.
struct FolderQuota: Sendable {
    let folder: URL
    /// What the folder is, as a cause names it: "its private folder", "the container of app group …".
    let place: String
    /// Bytes of disk, or nil for no limit.
    let size: Int?
    /// Entries, or nil for no limit.
    let files: Int?
    /// What sets the limit on its disk, as a cause names it.
    let sizeSetting: String

    init(folder: URL, place: String, limits: WorkerLimits) {
        self.folder = folder
        self.place = place
        size = limits.folderSize
        files = limits.folderFiles
        sizeSetting = "limits.privateFolderMB"
    }

    /// A quota of `size` bytes of disk, which `setting` sets, and no bound on the entries.
    init(folder: URL, place: String, size: Int, setting: String) {
        self.folder = folder
        self.place = place
        self.size = size
        files = nil
        sizeSetting = setting
    }

    /// The deepest folders are nested in it; a deeper one is over the quota (the count holds one
    /// descriptor a level).
    static let deepestNesting = 64

    /// What a count found: the disk the folder takes, or why it is over its quota.
    enum Count: Equatable {
        case within(bytes: Int)
        case over(String)
    }

    /// Why the folder is over its quota, or nil when it is within it.
    func excess() -> String? {
        if case .over(let cause) = count() { cause } else { nil }
    }

    /// Counts disk space (allocated blocks, so a sparse file costs what it uses) and entries, and
    /// stops at the first limit passed, so a folder of millions of files costs little. The files a
    /// worker holds open or mapped after deleting them from the folder (`held`) count as the disk they take.
    func count(held: HeldFiles = HeldFiles(files: [])) -> Count {
        let real = realpath(folder.path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let deleted = real.map(held.bytes(in:)) ?? 0
        var bytes = deleted
        var count = 0
        var excess: String?
        func checkSize() {
            guard let size, bytes > size else { return }
            excess = "more than its \(size >> 20) MB of disk (\(sizeSetting))"
                + (deleted > 0 ? ", \(deleted >> 20) MB of it in files deleted and still held open or mapped" : "")
        }
        func look(_ info: stat) {
            count += 1
            bytes += Int(info.st_blocks) * 512
            checkSize()
            if excess == nil, let files, count > files {
                excess = "more than its \(files) files and folders (limits.privateFolderFiles)"
            }
        }
        func walk(_ descriptor: Int32, depth: Int) {
            guard let directory = fdopendir(descriptor) else {
                close(descriptor)
                return
            }
            defer { closedir(directory) }
            while excess == nil, let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." { continue }
                var info = stat()
                guard fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                look(info)
                guard excess == nil, info.st_mode & S_IFMT == S_IFDIR else { continue }
                guard depth < Self.deepestNesting else {
                    excess = "folders nested deeper than \(Self.deepestNesting) levels"
                    return
                }
                let child = openat(dirfd(directory), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 { walk(child, depth: depth + 1) }
            }
        }
        checkSize()
        let root = excess == nil ? open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1
        if root >= 0 { walk(root, depth: 1) }
        if let excess { return .over("filled \(place) \(folder.path) past its quota: \(excess)") }
        return .within(bytes: bytes)
    }
}
