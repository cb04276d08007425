import Foundation

/// How many bytes a worker's processes have written to files so far, as the kernel counts them
/// (`write_bytes` of `/proc/PID/io`: every page dirtied, by `write` or through a mapping, counted as
/// it is dirtied, so a long write shows while it runs), summed over the process tree under `pid`
/// (the worker's init, the worker, what they started; each with its threads and reaped children).
struct WriteMeter: Sendable {
    let pid: pid_t
    /// `pid` is the init of the worker's PID namespace: the runtime's own program, which writes
    /// nothing and starts nothing, so it is never stopped (stopping it would only wake it, and the
    /// runtime with its SIGCHLD, twice a rest).
    var rootIsInit = false

    /// The processes of a tree it reads at most (a worker's `processes` limit is lower).
    static let mostProcesses = 4_096

    /// The tree's files and thread folders, kept open between readings.
    private let files = ProcFiles()

    init(pid: pid_t, rootIsInit: Bool = false) {
        self.pid = pid
        self.rootIsInit = rootIsInit
    }

    /// The count over `processes` (the tree's, as ``processes()`` found them), or nil when the kernel
    /// keeps none (no task I/O accounting) or the tree is gone. The init is not read: it writes to no file.
    func writtenBytes(of processes: [pid_t]) -> Int? {
        var total: Int?
        for process in processes where !isInit(process) {
            if let bytes = files.text("io", of: process).flatMap(Self.writeBytes) { total = (total ?? 0) + bytes }
        }
        return total
    }

    /// The processes of the tree under `pid`, `pid` first.
    func processes() -> [pid_t] {
        var found: [pid_t] = []
        var pending = [pid]
        while let process = pending.popLast(), found.count < Self.mostProcesses {
            found.append(process)
            pending += children(of: process)
        }
        return found
    }

    /// Whether no thread of `processes` (the tree's) is running or waiting to run (nor in an
    /// uninterruptible wait, as a write to disk is): every one sleeps until something wakes it. The
    /// init is not looked at: it is never stopped, so whether it runs changes nothing.
    func isAsleep(_ processes: [pid_t]) -> Bool {
        for process in processes where !isInit(process) {
            for thread in files.threads(of: process) {
                let state = state(in: "task/\(thread)/stat", of: process)
                if state == "R" || state == "D" { return false }
            }
        }
        return true
    }

    /// Whether a process of the tree (the init aside) is stopped: a worker that rests by itself
    /// (a declarative bundle's) stops its own process.
    func hasStopped(_ processes: [pid_t]) -> Bool {
        // "t": stopped while a debugger traces it.
        processes.contains { !isInit($0) && ["T", "t"].contains(state(in: "stat", of: $0)) }
    }

    /// The state letter of a `stat` file: it follows the command's closing parenthesis and a space.
    private func state(in file: String, of process: pid_t) -> Character? {
        guard let stat = files.text(file, of: process), let end = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: end)...].dropFirst().first
    }

    /// How many times ``stopAll(found:)`` stops the tree and looks whether it holds still.
    static let stopAttempts = 20

    /// Stops every process of the tree (SIGSTOP), those `found` first, and returns them once the tree
    /// holds still: two looks in a row find every thread stopped and none put on a processor between
    /// them (``stillness(of:)``). A stop alone is not enough: one process of the tree can continue
    /// another (SIGCONT) between the two stops, and that one then continues it in turn. Nil when the
    /// tree did not hold still after ``stopAttempts`` tries: every process stopped here is continued
    /// again, and the worker is taken as running (metered).
    func stopAll(found: [pid_t]) -> [pid_t]? {
        var stopped: [pid_t] = []
        for _ in 0..<Self.stopAttempts {
            stopped = stopTree(found: stopped.isEmpty ? found : processes())
            if let first = stillness(of: stopped), let second = stillness(of: processes()), first == second { return stopped }
            sched_yield()
        }
        for process in stopped { kill(process, SIGCONT) }
        return nil
    }

    /// Sends every process of the tree (the init aside) a stop, those `found` first, looking again
    /// until no new one appears (a stopped process starts no other: a fork the signal meets is
    /// restarted after it), and returns them. Enough to pause a worker for a moment (one process of it
    /// may continue another: what it writes meanwhile is metered at the next reading), not to let it rest.
    func stopTree(found: [pid_t]) -> [pid_t] {
        var stopped: [pid_t] = []
        var found = found
        while true {
            found = found.filter { !stopped.contains($0) && !isInit($0) }
            guard !found.isEmpty, stopped.count < Self.mostProcesses else { return stopped }
            for process in found { kill(process, SIGSTOP) }
            stopped += found
            found = processes()
        }
    }

    /// How many times each thread of `processes` (the init aside) has run (``runs(of:in:)``), when
    /// every one of them is stopped (or has ended and waits to be reaped: "Z"); nil when one runs,
    /// waits to run or sleeps, or cannot be read. Two equal looks mean nothing of the tree ran between
    /// them.
    func stillness(of processes: [pid_t]) -> [pid_t: Int]? {
        var runs: [pid_t: Int] = [:]
        for process in processes where !isInit(process) {
            for thread in files.threads(of: process) {
                guard ["T", "t", "Z"].contains(state(in: "task/\(thread)/stat", of: process)), let count = self.runs(of: thread, in: process)
                else { return nil }
                runs[thread] = count
            }
        }
        return runs
    }

    /// How many times a thread was put on a processor (`schedstat`'s third number), or, where the
    /// kernel keeps no `schedstat`, taken off one (`status`'s switches: a thread that ran and stopped
    /// was taken off as it stopped).
    private func runs(of thread: pid_t, in process: pid_t) -> Int? {
        if let schedstat = files.text("task/\(thread)/schedstat", of: process) {
            return schedstat.split(separator: " ").dropFirst(2).first.flatMap { Int($0.prefix { $0.isNumber }) }
        }
        guard let status = files.text("task/\(thread)/status", of: process) else { return nil }
        let switches = status.split(separator: "\n").filter { $0.hasPrefix("voluntary_ctxt_switches:") || $0.hasPrefix("nonvoluntary_ctxt_switches:") }
        return switches.compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
    }

    /// Lets go of the files kept open: the tree is no longer read.
    func close() { files.close() }

    private func isInit(_ process: pid_t) -> Bool { rootIsInit && process == pid }

    /// The `write_bytes` line's number.
    static func writeBytes(in text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix("write_bytes: ") {
            return Int(line.dropFirst("write_bytes: ".count))
        }
        return nil
    }

    /// The processes each thread of `process` started and has not yet reaped.
    private func children(of process: pid_t) -> [pid_t] {
        files.threads(of: process).flatMap { thread in
            (files.text("task/\(thread)/children", of: process) ?? "").split(separator: " ").compactMap { pid_t($0) }
        }
    }
}
