#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Linux's batch scheduling (`SCHED_BATCH`) for the long-running programs, the runtime and the
/// desktop surface, as their workers have it: background work that gets its share of the processor as
/// any program does, but whose wake-ups never preempt the program running. A refresh hands work from
/// process to process (runtime, worker, runtime, surface, display server); a woken program that
/// preempted the one that woke it would take the core from a program about to sleep, a second switch
/// for each hand-over.
public enum BackgroundScheduling {
    /// Linux's SCHED_BATCH, which glibc's header shows only to GNU C.
    static let policy: Int32 = 3

    /// Linux's SCHED_IDLE, which glibc's header shows only to GNU C.
    static let idlePolicy: Int32 = 5

    /// Puts the calling thread, or every thread of process `pid` and of its descendants (the threads
    /// and processes they start later inherit it), under idle scheduling (`SCHED_IDLE`) for good: any
    /// other thread woken on its core preempts it at once, where a batch-scheduled thread would wait
    /// for the next tick, 4 ms later. For what does a bundle's bulk (tens of MB), which must not hold
    /// up the other widgets.
    public static func yieldToEveryone(tree pid: pid_t? = nil) {
        var parameters = sched_param()
        guard let pid else {
            _ = sched_setscheduler(0, idlePolicy, &parameters)
            return
        }
        var processes = [pid]
        while let process = processes.popLast() {
            for thread in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? [] {
                guard let thread = pid_t(thread) else { continue }
                _ = sched_setscheduler(thread, idlePolicy, &parameters)
                let children = (try? String(contentsOfFile: "/proc/\(process)/task/\(thread)/children", encoding: .utf8)) ?? ""
                processes += children.split(separator: " ").compactMap { pid_t($0) }
            }
        }
    }

    /// Puts every thread of the process under batch scheduling; threads started later inherit it
    /// (programs it starts do not: ``ChildProcess`` starts them under the system's default).
    public static func adopt() {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.compactMap { pid_t($0) } ?? [0]
        var parameters = sched_param()
        for thread in threads { _ = sched_setscheduler(thread, policy, &parameters) }
    }
}
