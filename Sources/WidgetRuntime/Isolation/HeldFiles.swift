import Foundation

/// Files a worker's processes hold open or mapped after they were deleted, or made without a name
/// (`O_TMPFILE`): they take disk no walk of a folder finds, as long as a descriptor or a mapping holds
/// them. Each is found through `/proc/PID/fd` and `/proc/PID/maps` (the kernel names the folder it was
/// in, with " (deleted)" after it) and counted once however many descriptors and mappings hold it, by
/// device and inode: by the blocks it has, or, for a mapping whose file the runtime may not reach
/// (`/proc/PID/map_files` takes `CAP_CHECKPOINT_RESTORE`), by the bytes mapped of it.
struct HeldFiles: Sendable {
    struct File: Sendable, Equatable {
        /// Where it was, as the kernel names it.
        var path: String
        var bytes: Int
    }

    let files: [File]

    /// The deleted files `processes` hold open or mapped.
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
                    seen.insert(Self.key(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted
                else { continue }
                files.append(File(path: String(path.dropLast(Self.deleted.count)), bytes: Int(info.st_blocks) * 512))
            }
        }
        for process in processes { Self.mapped(by: process, seen: &seen, into: &files) }
        self.files = files
    }

    /// Adds the deleted files `process` maps that no descriptor held: a file mapped, closed and deleted
    /// is only in `/proc/PID/maps`, a line `START-END PERMS OFFSET MAJOR:MINOR INODE PATH (deleted)`.
    private static func mapped(by process: pid_t, seen: inout Set<[UInt64]>, into files: inout [File]) {
        guard let maps = read("/proc/\(process)/maps") else { return }
        var reach: [[UInt64]: (path: String, range: String, bytes: Int)] = [:]
        var order: [[UInt64]] = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let path = fields[5].drop { $0 == " " }
            guard path.hasPrefix("/"), path.hasSuffix(deleted), let inode = UInt64(fields[4]), inode != 0 else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            let device = fields[3].split(separator: ":").compactMap { UInt64($0, radix: 16) }
            guard bounds.count == 2, bounds[1] > bounds[0], device.count == 2, let offset = UInt64(fields[2], radix: 16) else { continue }
            let key = [device[0], device[1], inode]
            guard !seen.contains(key) else { continue }
            let end = Int(clamping: offset &+ (bounds[1] - bounds[0]))
            if let known = reach[key] {
                reach[key]?.bytes = max(known.bytes, end)
            } else {
                reach[key] = (String(path.dropLast(deleted.count)), String(fields[0]), end)
                order.append(key)
            }
        }
        for key in order {
            guard let found = reach[key] else { continue }
            seen.insert(key)
            var info = stat()
            if stat("/proc/\(process)/map_files/\(found.range)", &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 0 else { continue }
                files.append(File(path: found.path, bytes: Int(info.st_blocks) * 512))
            } else {
                files.append(File(path: found.path, bytes: found.bytes))
            }
        }
    }

    /// A file of `/proc`, whose size `stat` does not tell, read to its end.
    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer.prefix(count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file's identity as `/proc/PID/maps` writes it: the device's major and minor numbers (glibc's
    /// encoding of `st_dev`) and the inode.
    private static func key(device: UInt64, inode: UInt64) -> [UInt64] {
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        return [major, minor, inode]
    }

    init(files: [File]) { self.files = files }

    private static let deleted = " (deleted)"

    /// The bytes of the held files that were in `folder` (a real path) or a folder in it.
    func bytes(in folder: String) -> Int {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.filter { $0.path.hasPrefix(prefix) }.reduce(0) { $0 + $1.bytes }
    }
}
