#if canImport(Glibc)
import Glibc
#endif
import CFence
import Foundation
import Synchronization
import WidgetHome
import WidgetWire
import WorkerWire

/// One running worker: its process, the runtime's end of its socket, and what it wrote to its
/// standard error. The one place the runtime starts and reaps processes.
final class WorkerProcess: Sendable {
    /// The process the runtime waits for: the worker, or the init of its PID namespace.
    let pid: pid_t
    /// Whether it sent a large reply (``largeReply`` bytes or more), and does its bulk at idle priority.
    private let sentBulk = Atomic<Bool>(false)
    /// Whether `pid` is the init of the worker's PID namespace, not the worker.
    var isNamespaceInit: Bool { workerStatus >= 0 }
    /// A pidfd of `pid`, readable once it has ended, or -1.
    private let processEnded: Int32
    /// In a PID namespace, where its init writes the worker's wait status when the worker ends; or -1.
    private let workerStatus: Int32
    /// The library file the worker was started from, to tell a replaced library from a crash.
    let stamp: LibraryStamp?
    private let socket: Int32
    private let errors: Int32
    /// Bytes of frames for the worker not yet written, in order: written by the worker's own thread
    /// when the socket has room, never by the caller.
    private let outbox = Mutex(Outbox())
    /// A pipe whose write end wakes the worker's thread when the outbox gets bytes.
    private let wake: (read: Int32, write: Int32)
    private let stopping = Mutex<Stop?>(nil)
    /// The last lines of the worker's standard error (and output), for the cause of a crash.
    private let lastLines = Mutex<[String]>([])
    /// The last stack trace lines it wrote, and its library's path when a crash is to be located in
    /// the bundle's source (``CrashSite``).
    private let traceLines = Mutex<[String]>([])
    private let locatedLibrary: String?
    /// Tokens of the requests sent to this worker and not answered.
    private let pending = Mutex<Set<UInt>>([])

    func track(_ token: UInt) { _ = pending.withLock { $0.insert(token) } }

    /// The defaults' change stamp the worker was last told of; nil for a declarative bundle's worker,
    /// which reads no defaults (and is not told of their changes).
    let defaultsNews: DefaultsNews?

    /// Whether it said it was ready (its fence up), which it says once, before the bundle's code runs.
    private let readied = Mutex(false)

    /// True the first time only: a second `ready` is the bundle's forgery, not the worker's.
    func markReady() -> Bool { readied.withLock { ready in defer { ready = true }; return !ready } }

    /// True the first time it sends a large reply: from then on it, with its descendants, and the
    /// thread reading it run under idle scheduling (``BackgroundScheduling/yieldToEveryone(tree:)``),
    /// so that its bulk never holds up the other widgets. Called on that thread.
    func startsBulk() -> Bool {
        guard !sentBulk.exchange(true, ordering: .relaxed) else { return false }
        BackgroundScheduling.yieldToEveryone()
        BackgroundScheduling.yieldToEveryone(tree: pid)
        return true
    }

    /// Forgets a request; false when this worker did not owe it (a late or foreign reply).
    func untrack(_ token: UInt) -> Bool { pending.withLock { $0.remove(token) != nil } }

    /// Whether a request sent to it is unanswered.
    var owesAnswers: Bool { pending.withLock { !$0.isEmpty } }

    /// Every request it still owes, forgotten; for when it is gone.
    func takeAll() -> Set<UInt> { pending.withLock { state in defer { state = [] }; return state } }

    /// Why the runtime stopped a worker.
    enum Stop: Sendable {
        /// A fault of its own (no answer in time, a frame only the runtime sends, a private folder past
        /// its quota), said in the string: counts as a death of the bundle.
        case faulted(String)
        /// Its library changed: no fault of the bundle; its widgets reload on a new worker.
        case replaced
        /// The runtime ends.
        case shutdown
    }

    /// The cgroups holding its whole process tree, if the machine gave the runtime any.
    private let cgroup: WorkerCgroup?

    /// Whether it stops itself once it has answered (a declarative bundle's worker, whose requests
    /// are answered on the thread that reads them): ``QuotaWatch`` then waits for it to, rather than
    /// stopping it.
    let restsBySelf: Bool

    private init(
        child: fence_child, cgroup: WorkerCgroup?, stamp: LibraryStamp?, socket: Int32, errors: Int32, wake: (Int32, Int32),
        locatedLibrary: String?, declarative: Bool
    ) {
        self.restsBySelf = declarative
        self.defaultsNews = declarative ? nil : DefaultsNews()
        self.wake = wake
        self.locatedLibrary = locatedLibrary
        self.pid = child.pid
        self.cgroup = cgroup
        self.processEnded = child.pidfd
        self.workerStatus = child.status_fd
        self.stamp = stamp
        self.socket = socket
        self.errors = errors
    }

    /// How a worker's descendants are kept from outliving it, as `widgets list` says it.
    static func treeFence(namespaced: Bool) -> String {
        guard namespaced else {
            return "process tree: NOT fenced (runtime.json's workerNamespaces is false): a detached descendant can outlive it, \(WorkerCgroup.summary)"
        }
        if case .untried = namespaces.withLock({ $0 }) { probeNamespaces() }
        return switch namespaces.withLock({ $0 }) {
        case .untried, .available: "process tree: its own PID namespace (nothing it starts outlives it), \(WorkerCgroup.summary)"
        case .unavailable(let reason):
            "process tree: NOT fenced (\(reason)): a detached descendant can outlive it, \(WorkerCgroup.summary)"
        }
    }

    /// Why workers cannot have namespaces of their own (tried once), or nil when they can.
    static var namespaceProblem: String? {
        if case .untried = namespaces.withLock({ $0 }) { probeNamespaces() }
        if case .unavailable(let reason) = namespaces.withLock({ $0 }) { return reason }
        return nil
    }

    /// The small C program that is process 1 of a worker's namespace (`widgets-init`, beside the worker);
    /// without it the worker's own executable serves, at the cost of a second Swift program starting.
    private static let initExecutable: String? = {
        let path = RuntimeHome.executableDirectory.appending(path: "widgets-init").path
        return access(path, X_OK) == 0 ? path : nil
    }()

    /// Whether workers start in PID namespaces of their own: tried on the first start, remembered.
    private static let namespaces = Mutex(Namespaces.untried)

    private enum Namespaces {
        case untried, available
        case unavailable(String)
    }

    /// Starts `executable` with `launch` as its one argument, the socket as descriptor 3 and its
    /// standard output and error on a pipe; nothing else of this process is inherited. It runs in a
    /// PID namespace of its own where the kernel allows one (see `fence_spawn`).
    ///
    /// Called on the thread that then serves the worker (``serve(limits:output:_:)``): a worker's
    /// parent-death signal follows the thread that started it, and that thread lives as long as the
    /// worker. With `locatesCrashes`, a crash's cause names the line of the bundle's own source it
    /// happened at (for bundles the user builds).
    static func spawn(
        executable: String, launch: WorkerLaunch, environment: [String: String], namespaced wanted: Bool, stamp: LibraryStamp?,
        locatesCrashes: Bool = false
    ) throws(WidgetRuntimeError) -> WorkerProcess {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw failure("socketpair", errno)
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard fence_pipe(&pipeEnds) == 0 else {
            let code = errno
            pair.forEach { close($0) }
            throw failure("pipe", code)
        }
        defer {
            close(pair[1])
            close(pipeEnds[1])
        }
        fcntl(pipeEnds[0], F_SETFL, fcntl(pipeEnds[0], F_GETFL) | O_NONBLOCK)
        fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)

        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var cgroup = WorkerCgroup.make(limits: launch.limits)
        func start(namespaced: Bool) -> (child: fence_child, stage: Int32, code: Int32) {
            var launch = launch
            // In its namespace the worker's parent is the namespace's init, process 1.
            launch.parent = namespaced ? 1 : Int(getpid())
            // Outside a user namespace of its own, RLIMIT_NPROC would count all of the user's processes.
            if !namespaced { launch.limits.processes = nil }
            var child = fence_child(pid: 0, pidfd: -1, status_fd: -1)
            var stage: Int32 = 0
            let result = withCStrings([executable, launch.json.serialized]) { argv in
                withCStrings(variables) { envp in
                    withCStrings(cgroup?.procsFiles ?? []) { procs in
                        fence_spawn(executable, argv, envp, pipeEnds[1], pair[1], namespaced ? 1 : 0, initExecutable, procs, &child, &stage)
                    }
                }
            }
            return result == 0 ? (child, 0, 0) : (child, stage, errno)
        }
        var namespaced = wanted && namespaces.withLock { if case .unavailable = $0 { false } else { true } }
        var attempt = start(namespaced: namespaced)
        if attempt.stage == Int32(FENCE_STAGE_CGROUP.rawValue) {
            // The kernel would not move it into its cgroup: go on without cgroups from now on.
            cgroup?.remove()
            cgroup = nil
            WorkerCgroup.enabled.store(false, ordering: .relaxed)
            attempt = start(namespaced: namespaced)
        }
        if namespaced, attempt.stage != 0, attempt.stage != Int32(FENCE_STAGE_EXEC.rawValue),
            namespaces.withLock({ if case .untried = $0 { true } else { false } })
        {
            // The kernel (or a container) allows no namespaces here: say why once, go on without them.
            let reason = Self.namespaceFailure(stage: attempt.stage, code: attempt.code)
            namespaces.withLock { $0 = .unavailable(reason) }
            namespaced = false
            attempt = start(namespaced: false)
        }
        var wake: [Int32] = [-1, -1]
        if attempt.stage == 0, fence_pipe(&wake) != 0 {
            attempt = (attempt.child, Int32(FENCE_STAGE_EXEC.rawValue), errno)
            kill(attempt.child.pid, SIGKILL)
            while waitpid(attempt.child.pid, nil, 0) < 0, errno == EINTR {}
        }
        guard attempt.stage == 0 else {
            cgroup?.remove()
            close(pair[0])
            close(pipeEnds[0])
            throw WidgetRuntimeError(
                .workerFailed, at: executable, "cannot start the worker: \(String(cString: strerror(attempt.code)))",
                fix: "build the runtime (swift build) so that widgets-worker is beside the widgets executable")
        }
        if namespaced { namespaces.withLock { if case .untried = $0 { $0 = .available } } }
        wake.forEach { _ = fcntl($0, F_SETFL, fcntl($0, F_GETFL) | O_NONBLOCK) }
        return WorkerProcess(
            child: attempt.child, cgroup: cgroup, stamp: stamp, socket: pair[0], errors: pipeEnds[0], wake: (wake[0], wake[1]),
            locatedLibrary: locatesCrashes && launch.declarative == nil ? launch.library : nil, declarative: launch.declarative != nil)
    }

    /// Starts a process in new namespaces that ends at once, to learn whether workers can have them.
    private static func probeNamespaces() {
        var child = fence_child(pid: 0, pidfd: -1, status_fd: -1)
        var stage: Int32 = 0
        guard fence_spawn(nil, nil, nil, -1, -1, 1, nil, nil, &child, &stage) == 0 else {
            let reason = namespaceFailure(stage: stage, code: errno)
            namespaces.withLock { if case .untried = $0 { $0 = .unavailable(reason) } }
            return
        }
        while waitpid(child.pid, nil, 0) < 0, errno == EINTR {}
        [child.pidfd, child.status_fd].filter { $0 >= 0 }.forEach { close($0) }
        namespaces.withLock { if case .untried = $0 { $0 = .available } }
    }

    private static func namespaceFailure(stage: Int32, code: Int32) -> String {
        let error = String(cString: strerror(code))
        switch UInt32(stage) {
        case FENCE_STAGE_IDENTITY.rawValue: return "cannot map its user namespace's identity: \(error)"
        case FENCE_STAGE_PROC.rawValue: return "cannot mount its own /proc: \(error)"
        default: return "the kernel refused a user and PID namespace: \(error); see user.max_user_namespaces"
        }
    }

    /// The most bytes that may wait to be written to a worker: past it the runtime reads nothing more
    /// from it until it has read what it was sent, so a worker that asks without reading the answers
    /// makes itself wait, not the runtime grow.
    static let mostUnsent = 1 << 20

    /// The most bytes read from a worker once it is gone or going: a whole frame of the largest size.
    static let mostDrained = WorkerFrame.maximumSize

    /// Frames queued for the worker: their bytes, and how many of them are written.
    struct Outbox {
        var bytes: [UInt8] = []
        var written = 0
        /// Bytes of every frame sent so far, written at once or queued: what a host call's answer cost.
        var sent = 0
        /// The worker is gone and its descriptors closed: nothing more is queued or woken.
        var closed = false
        var unsent: Int { bytes.count - written }
    }

    /// Sends a frame: written at once when nothing waits before it and the socket has room (no
    /// thread is woken for it), otherwise queued and the worker's thread woken to write it. A worker
    /// that is gone is noticed by its thread, not here.
    func send(_ frame: WorkerFrame) {
        let bytes = frame.encoded
        outbox.withLock { outbox in
            // Under the lock the thread closes the socket and the pipe with, so a late frame never
            // writes to a descriptor number the process has since given to something else.
            guard !outbox.closed else { return }
            outbox.sent += bytes.count
            var written = 0
            if outbox.unsent == 0 {
                // Full or broken: the thread writes the rest, or finds the worker gone.
                written = SocketWriter.write(bytes[...], to: socket).count
                guard written < bytes.count else { return }
                var one: UInt8 = 1
                _ = Glibc.write(wake.write, &one, 1)
            }
            outbox.bytes.append(contentsOf: bytes[written...])
        }
    }

    /// Writes what the outbox holds until the socket is full; false when the socket is broken.
    private func flush() -> Bool {
        outbox.withLock { outbox in
            let written = SocketWriter.write(outbox.bytes[outbox.written...], to: socket)
            outbox.written += written.count
            if written.broken { return false }
            if outbox.unsent == 0 {
                outbox.bytes.removeAll(keepingCapacity: outbox.bytes.count <= 1 << 16)
                outbox.written = 0
            } else if outbox.written > 1 << 16 {
                outbox.bytes.removeFirst(outbox.written)
                outbox.written = 0
            }
            return true
        }
    }

    /// Kills the worker and every process it started; its reader then reports it gone.
    func stop(_ reason: Stop) {
        stopping.withLock { if $0 == nil { $0 = reason } }
        killUnlessReaped()
    }

    /// Set, under its lock, just before the worker is reaped: its process ID may then go to another
    /// process, which a late ``stop(_:)`` must not kill.
    private let reaped = Mutex(false)

    private func killUnlessReaped() {
        reaped.withLock { reaped in
            guard !reaped else { return }
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
    }

    /// How a worker ended.
    struct Exit: Sendable {
        var cause: String
        var stop: Stop?
    }

    /// Serves the worker until it is gone: reads its frames, handing each to `handle`, and writes what
    /// ``send(_:)`` queued; then reaps the worker and says why it ended. Runs on the thread that
    /// started it. The worker is gone when its process ends (its pidfd says so), whoever still holds
    /// its socket. Its host messages are read no faster than `budget` allows, and nothing of it while
    /// it is past its `share` of the runtime's CPU (what this thread spends serving it is charged there);
    /// what it sent before it ended is all handled.
    func serve(
        limits: WorkerLimits, budget: HostMessageBudget, share: RuntimeShare, output: (String) -> Void, _ handle: (WorkerFrame) -> Void
    ) -> Exit {
        var reader = WorkerFrameReader()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var errorText = LineCollector()
        var descriptors = [socket, errors, processEnded, wake.read].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var protocolError: String?
        /// A host message past the budget, read and not yet handled, and when it may be.
        var held: (frame: WorkerFrame, until: ContinuousClock.Instant)?
        /// Bytes read from the socket so far.
        var received = 0
        /// Handles the frames read and not yet handled, in order, while the worker has room for the
        /// answers (past ``mostUnsent`` bytes unsent, the rest waits until it has read) and, when
        /// `budgeted`, while its host messages are within the budget. False on a broken frame.
        func handleFrames(budgeted: Bool = true) -> Bool {
            do {
                while outbox.withLock({ $0.unsent }) <= Self.mostUnsent {
                    if let wait = held?.until, budgeted, wait > .now { return true }
                    let frame: WorkerFrame
                    if let waiting = held?.frame {
                        frame = waiting
                    } else if let next = try reader.next() {
                        frame = next
                    } else {
                        return true
                    }
                    held = nil
                    let message = frame.kind == .hostCall || frame.kind == .hostSend
                    if message, budgeted, let wait = budget.wait() {
                        held = (frame, .now + wait)
                        return true
                    }
                    let sent = outbox.withLock { $0.sent }
                    handle(frame)
                    if message { budget.charge(bytes: frame.payload.count + outbox.withLock { $0.sent } - sent) }
                }
                return true
            } catch {
                protocolError = "sent a broken frame (\(error.message))"
                return false
            }
        }
        /// Reads what the socket has: whether it had bytes, had none now, or is closed or broken.
        func readFrames(budgeted: Bool = true) -> WorkerFrameReader.Received {
            let read = reader.read(from: socket)
            guard case .bytes(let count) = read else { return read }
            received += count
            return handleFrames(budgeted: budgeted) ? read : .closed
        }
        /// The worker is gone or going: what it sent before is handled whatever the budget, up to
        /// ``mostDrained`` bytes (more than a socket holds; a descendant that kept writing is not followed).
        func drain() {
            let limit = received + Self.mostDrained
            while received < limit, case .bytes = readFrames(budgeted: false) {}
            if protocolError == nil { _ = handleFrames(budgeted: false) }
        }
        var errorsOpen = true
        var spent = ThreadCPUClock.now
        while true {
            // What the last turn cost is the bundle's; past its share nothing of it is read (its
            // frames and its output wait) until the share has room, and past its patience it is stopped.
            let now = ThreadCPUClock.now
            share.charge(now - spent)
            spent = now
            var resting: Duration?
            switch share.verdict() {
            case .go: break
            case .wait(let wait): resting = wait
            case .stop(let cause):
                stop(.faulted(cause))
                resting = .seconds(1)
            }
            // Past the unsent limit, or with a host message held back, nothing more is read until the
            // worker reads, or the budget has room.
            let unsent = outbox.withLock { $0.unsent }
            let reading = unsent <= Self.mostUnsent && held == nil && resting == nil
            descriptors[0].events = Int16(reading ? POLLIN : 0) | Int16(unsent > 0 ? POLLOUT : 0)
            descriptors[1].fd = errorsOpen && resting == nil ? errors : -1
            let until = [held.map { $0.until - .now }, resting].compactMap(\.self).min()
            let timeout = until.map { left -> Int32 in
                left <= .zero ? 0 : Int32(clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            } ?? -1
            guard poll(&descriptors, nfds_t(descriptors.count), timeout) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            if resting != nil {
                // Only its end, and the runtime's own writes to it, are seen to while it rests.
                if descriptors[2].revents != 0 || Int32(descriptors[0].revents) & Int32(POLLHUP | POLLERR) != 0 {
                    drain()
                    break
                }
                if descriptors[3].revents != 0 || Int32(descriptors[0].revents) & Int32(POLLOUT) != 0 {
                    var drained = [UInt8](repeating: 0, count: 64)
                    while read(wake.read, &drained, drained.count) > 0 {}
                    guard flush() else {
                        drain()
                        break
                    }
                }
                continue
            }
            if held != nil, !handleFrames() { break }
            if descriptors[1].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
                if count > 0 { record(errorText.add(buffer[..<count]), output) } else if count == 0 || errno != EAGAIN { errorsOpen = false }
            }
            if descriptors[2].revents != 0 {
                // It ended: take what it sent before, without waiting on whoever else holds the socket.
                drain()
                break
            }
            let woken = descriptors[3].revents != 0
            if woken {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(wake.read, &drained, drained.count) > 0 {}
            }
            let events = Int32(descriptors[0].revents)
            if woken || events & Int32(POLLOUT) != 0 {
                guard flush() else {
                    // It is gone: take what it sent before (why it could not start, its last writes).
                    drain()
                    break
                }
                guard handleFrames() else { break }
            }
            if events & Int32(POLLIN | POLLHUP | POLLERR) != 0 {
                guard readFrames() != .closed else {
                    drain()
                    break
                }
                // Answers to its host calls go out now, not after another turn of the loop.
                guard flush() else {
                    drain()
                    break
                }
            }
        }
        if workerStatus >= 0, stopping.withLock({ $0 == nil }) {
            // The socket closed first: give the namespace's init a moment to report how the worker ended.
            var status = pollfd(fd: workerStatus, events: Int16(POLLIN), revents: 0)
            _ = poll(&status, 1, 2_000)
        }
        // The socket is closed or the process ended: make sure it is gone, then reap it.
        killUnlessReaped()
        reaped.withLock { $0 = true }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if workerStatus >= 0 {
            // The namespace's init reported how the worker itself ended (nothing when the init was killed).
            var reported: Int32 = 0
            if read(workerStatus, &reported, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size { status = reported }
            close(workerStatus)
        }
        if processEnded >= 0 { close(processEnded) }
        let outOfMemory = cgroup?.outOfMemoryKills ?? 0
        cgroup?.remove()
        outbox.withLock { outbox in
            outbox.closed = true
            outbox.bytes = []
            outbox.written = 0
            close(socket)
            close(wake.read)
            close(wake.write)
        }
        // What it wrote last, without waiting on a child of it that may hold the pipe open.
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            record(errorText.add(buffer[..<count]), output)
        }
        record(errorText.finish(), output)
        close(errors)
        let stop = stopping.withLock { $0 }
        let limit = limits.memory.map { " of \($0 >> 20) MB" } ?? ""
        // Memory the kernel had to take back is the cause, even when the worker was then stopped for
        // not answering (it was busy being killed).
        let ownFault: Bool
        switch stop {
        case nil, .faulted?: ownFault = true
        case .replaced?, .shutdown?: ownFault = false
        }
        let cause =
            outOfMemory > 0 && ownFault
            ? "its processes together exceeded their memory limit\(limit): the kernel killed \(outOfMemory) of them"
            : cause(status: status, stop: stop, protocolError: protocolError, limits: limits)
        return Exit(cause: cause, stop: stop)
    }

    /// Lines the worker wrote, for the log and the cause of a crash. The Swift runtime's stack trace
    /// of a crash is left out of the cause: its message line says more.
    private func record(_ lines: [String], _ output: (String) -> Void) {
        lines.forEach(output)
        if locatedLibrary != nil {
            let frames = lines.filter(Self.isStackFrame)
            if !frames.isEmpty {
                traceLines.withLock { kept in
                    kept.append(contentsOf: frames)
                    if kept.count > 128 { kept.removeFirst(kept.count - 128) }
                }
            }
        }
        let lines = lines.filter { !Self.isStackFrame($0) }
        guard !lines.isEmpty else { return }
        lastLines.withLock { kept in
            kept.append(contentsOf: lines)
            if kept.count > 8 { kept.removeFirst(kept.count - 8) }
        }
    }

    /// A line of a stack trace: `12  libswiftCore.so  0x00007f…  symbol + 42`, or its heading.
    static func isStackFrame(_ line: String) -> Bool {
        if line.hasPrefix("Current stack trace") || line.hasPrefix("Stack dump") { return true }
        let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        return fields.count >= 3 && fields[0].allSatisfy(\.isNumber) && fields[2].hasPrefix("0x")
    }

    private func cause(status: Int32, stop: Stop?, protocolError: String?, limits: WorkerLimits) -> String {
        let last = lastLines.withLock { $0 }
        let said = last.isEmpty ? "" : "; it last wrote: " + last.suffix(3).joined(separator: " | ")
        if case .faulted(let reason)? = stop { return reason }
        if let protocolError { return protocolError }
        let signaled = status & 0x7f
        if signaled == 0 {
            let code = (status >> 8) & 0xff
            return "exited with status \(code) without being asked to\(said)"
        }
        let text = last.joined(separator: "\n").lowercased()
        if text.contains("failed to allocate") || text.contains("allocate memory") || text.contains("out of memory")
            || text.contains("bad_alloc")
        {
            let limit = limits.memory.map { " (\($0 >> 20) MB)" } ?? ""
            return "exceeded its memory limit\(limit)\(said)"
        }
        switch signaled {
        case SIGXCPU: return "exceeded its CPU time limit\(limits.cpuSeconds.map { " (\($0) s)" } ?? "")"
        case SIGXFSZ: return "exceeded its file size limit\(limits.fileSize.map { " (\($0 >> 20) MB)" } ?? "")"
        case SIGSYS: return "made a system call its fence forbids (SIGSYS)\(said)"
        default:
            let site = locatedLibrary.flatMap { CrashSite.locate(trace: traceLines.withLock { $0 }, libraryPath: $0) }
            return "crashed with \(Self.signalName(signaled))\(said)\(site.map { "; at \($0)" } ?? "")"
        }
    }

    /// A signal's name and what usually raises it.
    static func signalName(_ number: Int32) -> String {
        switch number {
        case SIGILL: "SIGILL (a Swift runtime trap: fatalError, a failed precondition or force-unwrap)"
        case SIGTRAP: "SIGTRAP (a Swift runtime trap: fatalError, a failed precondition or force-unwrap)"
        case SIGSEGV: "SIGSEGV (a bad memory access)"
        case SIGBUS: "SIGBUS (a bad memory access, or its library file was changed while it ran)"
        case SIGABRT: "SIGABRT (abort)"
        case SIGFPE: "SIGFPE (an arithmetic error)"
        case SIGKILL: "SIGKILL (killed from outside, perhaps by the kernel for memory)"
        case SIGTERM: "SIGTERM"
        default: "signal \(number)"
        }
    }

    private static func failure(_ call: String, _ code: Int32) -> WidgetRuntimeError {
        WidgetRuntimeError(.workerFailed, "cannot start the worker: \(call): \(String(cString: strerror(code)))")
    }
}

/// Cuts bytes into lines, each a plugin's text made one plain line where it is decoded (control
/// characters and bidirectional overrides as U+FFFD): the log, a crash's cause and every surface that
/// shows one (`widgets list`, `quarantine list`, `validate`) get it so.
private struct LineCollector {
    private var partial: [UInt8] = []

    mutating func add(_ bytes: ArraySlice<UInt8>) -> [String] {
        partial.append(contentsOf: bytes)
        var lines: [String] = []
        var start = partial.startIndex
        while let newline = partial[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: partial[start..<newline], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if !line.isEmpty { lines.append(RenderLimits.label(String(line.prefix(300)))) }
            start = newline + 1
        }
        // What follows the last line break waits for the rest of its line, its last 4 KB kept.
        partial.removeSubrange(..<max(start, partial.count - 4096))
        return lines
    }

    mutating func finish() -> [String] {
        defer { partial = [] }
        let line = String(decoding: partial, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? [] : [RenderLimits.label(String(line.prefix(300)))]
    }
}

/// Calls `body` with a NULL-terminated C array of the strings.
private func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
    let pointers = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return body(pointers + [nil])
}
