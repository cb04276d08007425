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

    /// Puts every thread of the process under batch scheduling; threads started later inherit it
    /// (programs it starts do not: ``ChildProcess`` starts them under the system's default).
    public static func adopt() {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.compactMap { pid_t($0) } ?? [0]
        var parameters = sched_param()
        for thread in threads { _ = sched_setscheduler(thread, policy, &parameters) }
    }
}
