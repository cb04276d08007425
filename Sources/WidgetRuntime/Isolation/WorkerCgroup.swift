#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOPosix
import Synchronization
import WidgetWire
import WorkerWire

/// The cgroups that hold one worker's whole process tree to its `processes` and `memory` limits, where
/// the machine lets the runtime make them: cgroup v2 below the runtime's own cgroup when that one
/// delegates the `pids` and `memory` controllers to its children, or else the cgroup v1 `pids` and
/// `memory` hierarchies when the runtime may write them (as root). Elsewhere a worker has none, and
/// its limits hold per process (rlimits).
struct WorkerCgroup: Sendable {
    /// The folders made for this worker, one per hierarchy.
    let folders: [URL]
    /// Where the kernel counts the worker's out-of-memory kills (`memory.events` or `memory.oom_control`).
    let memoryEvents: URL?
    /// Whether the folders are cgroup v2's (`cgroup.kill` ends everything in them at once).
    let unified: Bool

    /// The `cgroup.procs` files that take the worker in.
    var procsFiles: [String] { folders.map { $0.appending(path: "cgroup.procs").path } }

    /// What `widgets list` says of the whole tree's limits.
    static var summary: String {
        guard enabled.load(ordering: .relaxed), let places = Places.found else {
            return "whole-tree limits: none (no cgroup the runtime may make)"
        }
        if places.unified != nil { return "whole-tree limits: cgroup v2 (processes, memory)" }
        let controllers = [places.pids.map { _ in "processes" }, places.memory.map { _ in "memory" }].compactMap { $0 }
        return "whole-tree limits: cgroup v1 (\(controllers.joined(separator: ", ")))"
    }

    /// Turned off when the kernel refuses to move a worker into one, for the rest of the runtime's life.
    static let enabled = Atomic<Bool>(true)

    /// Makes this worker's cgroups with its limits; nil where the machine has none the runtime may use.
    static func make(limits: WorkerLimits) -> WorkerCgroup? {
        guard enabled.load(ordering: .relaxed), let places = Places.found else { return nil }
        if !sweptOnce.exchange(true, ordering: .relaxed) {
            // Off the path of this start: the ones left may take a moment to empty.
            NIOThreadPool.singleton.submit { _ in removeAbandoned(mine: false) }
            atexit { WorkerCgroup.removeAbandoned(mine: true) }
        }
        let name = "widgets-\(getpid())-\(counter.add(1, ordering: .relaxed).newValue)"
        var made: [URL] = []
        func write(_ value: Int?, _ file: String, in folder: URL) throws {
            guard let value else { return }
            try Data("\(value)".utf8).write(to: folder.appending(path: file))
        }
        do {
            if let unified = places.unified {
                let folder = unified.appending(path: name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                made.append(folder)
                try write(limits.processes, "pids.max", in: folder)
                try write(limits.memory, "memory.max", in: folder)
                // Swap would let it keep past its limit what it cannot keep in memory.
                if limits.memory != nil { try? write(0, "memory.swap.max", in: folder) }
                return WorkerCgroup(folders: made, memoryEvents: folder.appending(path: "memory.events"), unified: true)
            }
            var events: URL?
            if let pids = places.pids {
                let folder = pids.appending(path: name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                made.append(folder)
                try write(limits.processes, "pids.max", in: folder)
            }
            if let memory = places.memory {
                let folder = memory.appending(path: name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                made.append(folder)
                try write(limits.memory, "memory.limit_in_bytes", in: folder)
                try? write(limits.memory, "memory.memsw.limit_in_bytes", in: folder)
                events = folder.appending(path: "memory.oom_control")
            }
            return made.isEmpty ? nil : WorkerCgroup(folders: made, memoryEvents: events, unified: false)
        } catch {
            made.forEach { rmdir($0.path) }
            return nil
        }
    }

    /// How many of its processes the kernel killed for memory.
    var outOfMemoryKills: Int {
        guard let memoryEvents, let text = try? String(contentsOf: memoryEvents, encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix("oom_kill ") }
        return line.flatMap { Int($0.dropFirst("oom_kill ".count)) } ?? 0
    }

    /// Kills whatever is left in the cgroups (unless `killing` is false) and removes them.
    func remove(killing: Bool = true) {
        for folder in folders {
            guard killing else {
                rmdir(folder.path)
                continue
            }
            if unified {
                try? Data("1".utf8).write(to: folder.appending(path: "cgroup.kill"))
            } else {
                let procs = (try? String(contentsOf: folder.appending(path: "cgroup.procs"), encoding: .utf8)) ?? ""
                procs.split(separator: "\n").compactMap { pid_t($0) }.forEach { kill($0, SIGKILL) }
            }
            // Killed processes leave their cgroup once reaped: give that a moment.
            for _ in 0..<50 where rmdir(folder.path) != 0 && errno == EBUSY { usleep(2_000) }
        }
    }

    private static let sweptOnce = Atomic<Bool>(false)

    /// Numbers the cgroups this runtime makes.
    private static let counter = Atomic<Int>(0)

    /// Removes the cgroups of runtimes that ended before their workers' readers could (a killed runtime,
    /// or one that exited at once), and, at this process's exit, its own that are empty (its workers
    /// end with it, and the next runtime removes the rest).
    private static func removeAbandoned(mine: Bool) {
        guard let places = Places.found else { return }
        for parent in [places.unified, places.pids, places.memory].compactMap({ $0 }) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix("widgets-") {
                guard let owner = name.split(separator: "-").dropFirst().first.flatMap({ pid_t($0) }) else { continue }
                let abandoned = mine ? owner == getpid() : kill(owner, 0) != 0 && errno == ESRCH
                if abandoned {
                    WorkerCgroup(folders: [parent.appending(path: name)], memoryEvents: nil, unified: parent == places.unified)
                        .remove(killing: !mine)
                }
            }
        }
    }

    /// Where this process may make cgroups, found once.
    struct Places {
        var unified: URL?
        var pids: URL?
        var memory: URL?

        static let found: Places? = {
            guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
            var places = Places()
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                guard fields.count == 3 else { continue }
                let path = String(fields[2])
                if fields[0] == "0", fields[1].isEmpty {
                    let mount = FileManager.default.fileExists(atPath: "/sys/fs/cgroup/cgroup.controllers")
                        ? "/sys/fs/cgroup" : "/sys/fs/cgroup/unified"
                    let own = URL(filePath: mount + path)
                    let delegated = (try? String(contentsOf: own.appending(path: "cgroup.subtree_control"), encoding: .utf8))?
                        .split(whereSeparator: \.isWhitespace) ?? []
                    if delegated.contains("pids"), delegated.contains("memory"), access(own.path, W_OK) == 0 {
                        places.unified = own
                    }
                }
                for controller in fields[1].split(separator: ",") where controller == "pids" || controller == "memory" {
                    let own = URL(filePath: "/sys/fs/cgroup/\(controller)" + path)
                    guard access(own.path, W_OK) == 0 else { continue }
                    if controller == "pids" { places.pids = own } else { places.memory = own }
                }
            }
            if places.unified != nil { places.pids = nil; places.memory = nil }
            return places.unified == nil && places.pids == nil && places.memory == nil ? nil : places
        }()
    }
}
