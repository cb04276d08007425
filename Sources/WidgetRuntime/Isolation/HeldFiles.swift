import Foundation

/// Files a worker's processes hold open after they were deleted, or made without a name (`O_TMPFILE`):
/// they take disk no walk of a folder finds, as long as a descriptor holds them. Each is found
/// through `/proc/PID/fd` (the kernel names the folder it was in, with " (deleted)" after it) and
/// counted once however many descriptors hold it, by the blocks it has.
struct HeldFiles: Sendable {
    struct File: Sendable, Equatable {
        /// Where it was, as the kernel names it.
        var path: String
        var bytes: Int
    }

    let files: [File]

    /// The deleted files `processes` hold open.
    init(heldBy processes: [pid_t]) {
        var seen = Set<[UInt64]>()
        var files: [File] = []
        for process in processes {
            let folder = "/proc/\(process)/fd"
            guard let listing = opendir(folder) else { continue }
            defer { closedir(listing) }
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard Int32(name) != nil else { continue }
                let link = "\(folder)/\(name)"
                var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = readlink(link, &target, target.count - 1)
                guard length > 0 else { continue }
                let path = String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                guard path.hasPrefix("/"), path.hasSuffix(Self.deleted) else { continue }
                var info = stat()
                guard stat(link, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 0,
                    seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
                else { continue }
                files.append(File(path: String(path.dropLast(Self.deleted.count)), bytes: Int(info.st_blocks) * 512))
            }
        }
        self.files = files
    }

    init(files: [File]) { self.files = files }

    private static let deleted = " (deleted)"

    /// The bytes of the held files that were in `folder` (a real path) or a folder in it.
    func bytes(in folder: String) -> Int {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.filter { $0.path.hasPrefix(prefix) }.reduce(0) { $0 + $1.bytes }
    }
}
