import CFence
import Glibc
import WidgetWire
import WorkerWire

/// Puts up a worker's fence before any of the bundle's code runs: no new privileges, resource limits,
/// a socket filter, and Landlock rules for files, TCP, signals and abstract sockets.
///
/// Runs while the process has one thread: Landlock binds the calling thread and the threads it starts
/// later, and the Swift runtime starts its threads lazily.
enum Fence {
    /// Read-only for every worker: the system's libraries and data, and the few files of `/etc` that
    /// the C library and Foundation read (dynamic loader cache, time zone). `/proc` whole, because
    /// libdispatch reads `/proc/TID/stat` of its threads and traps when it cannot; another process's
    /// `environ`, `mem`, `maps` or `fd` stay out of reach, as Landlock forbids ptrace-level access to
    /// processes outside the worker's domain.
    static let systemReadable = [
        "/usr", "/lib", "/lib64", "/etc/ld.so.cache", "/etc/localtime", "/etc/timezone", "/sys/devices/system/cpu",
        "/dev/urandom", "/dev/random", "/dev/zero", "/proc",
    ]
    /// Read-only for workers entitled to the network: name resolution and certificates.
    static let networkReadable = [
        "/etc/hosts", "/etc/resolv.conf", "/etc/nsswitch.conf", "/etc/gai.conf", "/etc/host.conf", "/etc/ssl",
        "/etc/ca-certificates", "/usr/share/ca-certificates",
    ]

    static func apply(_ launch: WorkerLaunch) throws(WorkerFailure) -> WorkerFence {
        guard fence_no_new_privs() == 0 else { throw .errno("cannot set no-new-privileges") }
        guard fence_drop_capabilities() == 0 else { throw .errno("cannot drop capabilities") }
        try limit(Int32(RLIMIT_AS.rawValue), launch.limits.memory, "memory")
        try limit(Int32(RLIMIT_CPU.rawValue), launch.limits.cpuSeconds, "CPU time")
        try limit(Int32(RLIMIT_NOFILE.rawValue), launch.limits.openFiles, "open files")
        try limit(Int32(RLIMIT_FSIZE.rawValue), launch.limits.fileSize, "file size")
        try limit(Int32(__RLIMIT_NPROC.rawValue), launch.limits.processes, "processes")
        let landlock = try landlock(launch)
        let filtered = fence_filter_calls(launch.network ? 1 : 0) == 0
        return WorkerFence(launch, landlock: landlock, socketFilter: filtered)
    }

    private static func limit(_ resource: Int32, _ value: Int?, _ name: String) throws(WorkerFailure) {
        guard let value else { return }
        var current = rlimit()
        getrlimit(resource, &current)
        let wanted = rlim_t(value)
        // Never raise a limit the runtime itself runs under.
        let limit = rlimit(rlim_cur: min(wanted, current.rlim_max), rlim_max: min(wanted, current.rlim_max))
        var copy = limit
        guard setrlimit(resource, &copy) == 0 else { throw .errno("cannot limit \(name)") }
    }

    /// Builds and enforces the Landlock ruleset; its ABI version, or nil when the kernel has no Landlock.
    private static func landlock(_ launch: WorkerLaunch) throws(WorkerFailure) -> Int? {
        let abi = Int(fence_landlock_abi())
        guard abi >= 1 else { return nil }
        let readFile = UInt64(FENCE_FS_EXECUTE | FENCE_FS_READ_FILE)
        let read = readFile | UInt64(FENCE_FS_READ_DIR)
        var handled = read | UInt64(
            FENCE_FS_WRITE_FILE | FENCE_FS_REMOVE_DIR | FENCE_FS_REMOVE_FILE | FENCE_FS_MAKE_CHAR | FENCE_FS_MAKE_DIR
                | FENCE_FS_MAKE_REG | FENCE_FS_MAKE_SOCK | FENCE_FS_MAKE_FIFO | FENCE_FS_MAKE_BLOCK | FENCE_FS_MAKE_SYM)
        if abi >= 2 { handled |= UInt64(FENCE_FS_REFER) }
        if abi >= 3 { handled |= UInt64(FENCE_FS_TRUNCATE) }
        let fileRights = readFile | UInt64(FENCE_FS_WRITE_FILE) | (abi >= 3 ? UInt64(FENCE_FS_TRUNCATE) : 0)
        let network = abi >= 4
        // Every TCP right is handled and none granted unless the bundle is entitled.
        let handledNetwork = network && !launch.network ? UInt64(FENCE_NET_BIND_TCP | FENCE_NET_CONNECT_TCP) : 0
        let scoped = abi >= 6 ? UInt64(FENCE_SCOPE_ABSTRACT_UNIX_SOCKET | FENCE_SCOPE_SIGNAL) : 0
        let ruleset = fence_landlock_ruleset(handled, handledNetwork, scoped)
        guard ruleset >= 0 else { throw .errno("cannot create a Landlock ruleset") }
        defer { close(ruleset) }

        func allow(_ path: String, _ access: UInt64) throws(WorkerFailure) {
            let descriptor = fence_open_path(path)
            guard descriptor >= 0 else { return }  // Not on this system: nothing to allow.
            defer { close(descriptor) }
            var info = stat()
            fstat(descriptor, &info)
            let rights = (info.st_mode & S_IFMT) == S_IFDIR ? access : access & fileRights
            guard fence_landlock_allow_path(ruleset, descriptor, rights) == 0 else { throw .errno("cannot allow \(path)") }
        }
        let everything = handled
        let readable = systemReadable + (launch.network ? networkReadable : []) + mappedFolders() + launch.readable
        for path in readable { try allow(path, read) }
        try allow("/dev/null", readFile | UInt64(FENCE_FS_WRITE_FILE))
        for path in launch.writable { try allow(path, everything) }
        guard fence_landlock_restrict(ruleset) == 0 else { throw .errno("cannot enforce the Landlock ruleset") }
        return abi
    }

    /// The folders of the libraries this process has mapped (the Swift toolchain's among them), so the
    /// bundle's library can load the same runtime libraries.
    private static func mappedFolders() -> [String] {
        guard let maps = fopen("/proc/self/maps", "r") else { return [] }
        defer { fclose(maps) }
        var folders = Set<String>()
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), maps) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let slash = text.firstIndex(of: "/") else { continue }
            let path = text[slash...].trimmingSuffix("\n")
            guard path.hasSuffix(".so") || path.contains(".so.") else { continue }
            if let last = path.lastIndex(of: "/") { folders.insert(String(path[..<last])) }
        }
        return folders.sorted()
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}

/// Why a worker could not start; sent to the runtime before the worker exits.
struct WorkerFailure: Error {
    var report: LibraryStartFailure

    init(_ report: LibraryStartFailure) { self.report = report }

    static func errno(_ what: String) -> WorkerFailure {
        WorkerFailure(LibraryStartFailure(code: "workerFailed", message: "\(what): \(String(cString: strerror(Glibc.errno)))"))
    }
}
