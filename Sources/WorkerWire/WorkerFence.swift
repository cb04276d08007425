import WidgetWire

/// The fence a worker runs under, as it reports it when ready: the one description of what a worker
/// may reach, which `widgets list` shows (before a worker has run, as the worker would report it).
public struct WorkerFence: Sendable, Equatable {
    /// The kernel's Landlock ABI version; nil when it has none (then files are not fenced).
    public var landlock: Int?
    /// Whether TCP connects and binds are fenced by Landlock too (ABI 4 and later).
    public var landlockNetwork: Bool
    /// Whether the seccomp filter on sockets is in place.
    public var socketFilter: Bool
    /// Whether the bundle may open internet sockets.
    public var network: Bool
    /// Whether it reads its library's folder beside the bundle's (a library kept outside the bundle).
    public var readsLibraryFolder: Bool
    /// The app groups' containers it may write beside its private folder.
    public var groupContainers: Int
    /// The resource limits it runs under.
    public var limits: WorkerLimits

    public init(
        landlock: Int?, landlockNetwork: Bool, socketFilter: Bool, network: Bool, readsLibraryFolder: Bool, groupContainers: Int,
        limits: WorkerLimits
    ) {
        self.landlock = landlock
        self.landlockNetwork = landlockNetwork
        self.socketFilter = socketFilter
        self.network = network
        self.readsLibraryFolder = readsLibraryFolder
        self.groupContainers = groupContainers
        self.limits = limits
    }

    /// The fence of a worker started with `launch`, on a kernel with this Landlock ABI (nil: none),
    /// with or without its socket filter in place.
    public init(_ launch: WorkerLaunch, landlock: Int?, socketFilter: Bool) {
        self.init(
            landlock: landlock, landlockNetwork: (landlock ?? 0) >= 4, socketFilter: socketFilter, network: launch.network,
            readsLibraryFolder: launch.readable.count > 1, groupContainers: max(launch.writable.count - 1, 0), limits: launch.limits)
    }

    /// Whether every part of the fence is up.
    public var isComplete: Bool { landlock != nil && socketFilter }

    /// What it may reach, for `widgets list`: files, network, limits.
    public var summary: String {
        let files = landlock.map { abi in
            let reads = readsLibraryFolder ? "its folder and library" : "its folder"
            let writes = groupContainers == 0
                ? "its private folder" : "its private folder and \(groupContainers) group container\(groupContainers == 1 ? "" : "s")"
            return "files: Landlock v\(abi), reads the system and \(reads), writes only \(writes)"
        } ?? "files: NOT fenced (the kernel has no Landlock)"
        let network = socketFilter ? (network ? "network: allowed (entitled)" : "network: none") : "network: NOT fenced"
        var limitParts: [String] = []
        if let memory = limits.memory { limitParts.append("memory \(memory >> 20) MB") }
        if let cpu = limits.cpuSeconds { limitParts.append("CPU \(cpu) s") }
        if let files = limits.openFiles { limitParts.append("\(files) open files") }
        if let size = limits.fileSize { limitParts.append("files up to \(size >> 20) MB") }
        if let processes = limits.processes { limitParts.append("\(processes) processes and threads") }
        if let size = limits.folderSize { limitParts.append("private folder up to \(size >> 20) MB") }
        if let files = limits.folderFiles { limitParts.append("\(files) files in it") }
        return "\(files); \(network); limits: \(limitParts.joined(separator: ", "))"
    }
}

extension WorkerFence: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            landlock: try fields.optional("landlock"), landlockNetwork: try fields.required("landlockNetwork"),
            socketFilter: try fields.required("socketFilter"), network: try fields.required("network"),
            readsLibraryFolder: try fields.required("readsLibraryFolder"), groupContainers: try fields.required("groupContainers"),
            limits: try fields.required("limits"))
    }

    public var json: JSON {
        .fields([
            "landlock": landlock.map { .number(Double($0)) }, "landlockNetwork": .bool(landlockNetwork),
            "socketFilter": .bool(socketFilter), "network": .bool(network), "readsLibraryFolder": .bool(readsLibraryFolder),
            "groupContainers": .number(Double(groupContainers)), "limits": limits.json,
        ])
    }
}
