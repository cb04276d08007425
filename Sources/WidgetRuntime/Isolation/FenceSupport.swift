import CFence
import Synchronization

/// What this machine's kernel gives a worker's fence, as `widgets doctor` reports it.
public enum FenceSupport {
    /// The Landlock ABI the kernel offers; 0 when it has none (files are then fenced by path checks only).
    public static var landlockABI: Int { max(0, Int(fence_landlock_abi())) }

    /// Why workers cannot have user and PID namespaces of their own, or nil when they can.
    public static var namespaceProblem: String? { WorkerProcess.namespaceProblem }

    /// Whether workers' whole process trees can be limited (cgroups), in words.
    public static var treeLimits: String { WorkerCgroup.summary }

    /// Whether the machine has no cgroup the runtime may make.
    public static var hasTreeLimits: Bool { WorkerCgroup.enabled.load(ordering: .relaxed) && WorkerCgroup.Places.found != nil }
}
