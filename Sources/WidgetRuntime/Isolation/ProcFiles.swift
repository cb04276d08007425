import Foundation
import Synchronization

/// Files of `/proc` read again and again (a worker's `io` and `stat`, its `task` folder, its main
/// thread's `children`), kept open and read from their start each time: their paths are looked up
/// once, not at every reading. A process's files are kept only with its `task` folder, and let go when
/// that folder is found empty (the process has ended: a `children` file read on a descriptor whose
/// thread has ended is empty, not an error, and a process that takes the number after it is opened
/// anew). Another thread's files are opened for each reading: a thread's number can be taken again
/// while its process lives. At most ``mostKept`` processes are kept.
final class ProcFiles: Sendable {
    static let mostKept = 16

    /// A process's `task` folder (read again from its start with `rewinddir`) and its files kept.
    private struct Kept: @unchecked Sendable {
        // Unchecked: used under the lock only.
        let folder: OpaquePointer
        var files: [String: Int32] = [:]

        func close() {
            closedir(folder)
            files.values.forEach { Glibc.close($0) }
        }
    }

    private let kept = Mutex<[pid_t: Kept]>([:])

    deinit { close() }

    /// Lets every file kept go (a later reading opens what it reads again).
    func close() {
        kept.withLock { kept in
            kept.values.forEach { $0.close() }
            kept.removeAll()
        }
    }

    /// The threads of `process` (none once it is gone).
    func threads(of process: pid_t) -> [pid_t] {
        kept.withLock { kept in
            if let known = kept[process] {
                rewinddir(known.folder)
                let threads = Self.entries(known.folder)
                if !threads.isEmpty { return threads }
                known.close()
                kept[process] = nil
            }
            guard let folder = opendir("/proc/\(process)/task") else { return [] }
            let threads = Self.entries(folder)
            if !threads.isEmpty, kept.count < Self.mostKept { kept[process] = Kept(folder: folder) } else { closedir(folder) }
            return threads
        }
    }

    /// The file `name` of `process` (`io`, `stat`, `task/TID/children`), whole (they are read in one
    /// call), or nil when it is empty or gone.
    func text(_ name: String, of process: pid_t) -> String? {
        kept.withLock { kept in
            if let descriptor = kept[process]?.files[name] {
                if let text = Self.read(descriptor) { return text.isEmpty ? nil : text }
                Glibc.close(descriptor)
                kept[process]?.files[name] = nil
            }
            let descriptor = open("/proc/\(process)/\(name)", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            let text = Self.read(descriptor)
            let ownFile = !name.hasPrefix("task/") || name.hasPrefix("task/\(process)/")
            if text != nil, ownFile, kept[process] != nil { kept[process]?.files[name] = descriptor } else { Glibc.close(descriptor) }
            return text?.isEmpty == false ? text : nil
        }
    }

    /// What the file holds, read from its start; nil when the read fails (its process has ended).
    private static func read(_ descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let length = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return length >= 0 ? String(decoding: buffer.prefix(length), as: UTF8.self) : nil
    }

    private static func entries(_ folder: OpaquePointer) -> [pid_t] {
        var threads: [pid_t] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let thread = pid_t(name) { threads.append(thread) }
        }
        return threads
    }
}
