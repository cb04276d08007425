#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A program started with `posix_spawn`, the one way the runtime, the CLI, porting and the tests start
/// one (Foundation's `Process.run()` here reads past an entry of `/proc/self/fd` and now and then
/// crashes the process that calls it).
///
/// The program gets standard input, output and error as asked, no other descriptor of this process
/// but those it is passed,
/// every signal at its default and unblocked, and a process group of its own (as Foundation's
/// `Process` gives it).
public final class ChildProcess: Sendable {
    public let pid: pid_t
    /// Its wait status once reaped; the lock is held while it is reaped, so a signal never reaches
    /// another process that was given its ID since.
    private let reaped = Mutex<Int32?>(nil)

    private init(pid: pid_t) { self.pid = pid }

    /// Where one of its standard streams goes.
    public enum Stream: Sendable {
        /// This process's own.
        case inherited
        /// `/dev/null`.
        case discarded
        /// A descriptor of this process.
        case descriptor(Int32)
    }

    /// Why a program could not start: `errno`'s value.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let program: String
        public let code: Int32
        /// What `code` means.
        public var reason: String { String(cString: strerror(code)) }
        public var description: String { "cannot start \(program): \(reason)" }
    }

    /// A pipe whose ends close on exec, so a child gets one only as a stream it is given; nil (and
    /// `errno`) when the system has none to give.
    public static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        return pipeClosingOnExec(&ends, O_CLOEXEC) == 0 ? (ends[0], ends[1]) : nil
    }

    /// Starts `arguments[0]` (a path) with the rest as its arguments, in `directory` if given, with
    /// `environment` (this process's when nil). `passing`: descriptors of this process it gets as its
    /// descriptors 3, 4, … in order (a pipe a browser is driven over, say).
    public static func start(
        _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil, input: Stream = .inherited,
        output: Stream = .inherited, error: Stream = .inherited, passing: [Int32] = []
    ) throws(Failure) -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target) in [(input, Int32(0)), (output, 1), (error, 2)] {
            switch stream {
            case .inherited: break
            case .discarded: _ = posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let descriptor): _ = posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        // One already among the targets is copied above them first, so that no target is written
        // over before it is copied.
        let targets = 3..<(3 + Int32(passing.count))
        let sources = passing.enumerated().map { index, descriptor in
            targets.contains(descriptor) && descriptor != 3 + Int32(index) ? fcntl(descriptor, F_DUPFD_CLOEXEC, targets.upperBound) : descriptor
        }
        defer { for (source, descriptor) in zip(sources, passing) where source != descriptor { close(source) } }
        for (index, descriptor) in sources.enumerated() { _ = posix_spawn_file_actions_adddup2(&actions, descriptor, 3 + Int32(index)) }
        _ = spawnClosingFrom(&actions, 3 + Int32(passing.count))
        if let directory { _ = spawnChangingDirectory(&actions, directory) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        _ = posix_spawnattr_setsigdefault(&attributes, &all)
        _ = posix_spawnattr_setsigmask(&attributes, &none)
        // Under the system's default scheduling, whatever this program's own (the runtime's is batch).
        var defaultScheduling = sched_param()
        _ = posix_spawnattr_setschedpolicy(&attributes, SCHED_OTHER)
        _ = posix_spawnattr_setschedparam(&attributes, &defaultScheduling)
        _ = posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSCHEDULER))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid = pid_t()
        let code = envp.map { posix_spawn(&pid, arguments[0], &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard code == 0 else { throw Failure(program: arguments[0], code: code) }
        return ChildProcess(pid: pid)
    }

    /// Its status once it has ended, as Foundation's `Process` gives it: the exit status, or the number
    /// of the signal that ended it. Waits for the end when `waiting`; otherwise nil while it runs.
    public func status(waiting: Bool = true) -> Int32? {
        if waiting {
            // Waited for without reaping it, so a signal sent meanwhile still finds it.
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
        }
        return waitStatus().map { $0 == -1 ? -1 : $0 & 0x7f == 0 ? ($0 >> 8) & 0xff : $0 & 0x7f }
    }

    /// Whether a signal ended it (not its own exit), once it has ended; waits for the end when
    /// `waiting`, otherwise nil while it runs.
    public func endedBySignal(waiting: Bool = true) -> Bool? {
        guard status(waiting: waiting) != nil else { return nil }
        return waitStatus().map { $0 != -1 && $0 & 0x7f != 0 }
    }

    /// The kernel's wait status, reaping it if it has ended; nil while it runs, -1 when it cannot be waited for.
    private func waitStatus() -> Int32? {
        reaped.withLock { reaped in
            if let reaped { return reaped }
            var status: Int32 = 0
            var found: pid_t
            repeat { found = waitpid(pid, &status, WNOHANG) } while found < 0 && errno == EINTR
            guard found == pid else { return found == 0 ? nil : -1 }
            reaped = status
            return status
        }
    }

    /// Waits for it to end, holding no thread: it is looked at after 10 ms, then half as often each
    /// time, at least once a second (a signal stream for SIGCHLD would set it ignored, and the kernel
    /// would then reap it unseen; a pidfd needs a thread to wait on), sleeping with `sleep`.
    /// Cancelling the wait kills it.
    public func exit(sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) async -> Int32 {
        var pause = Duration.milliseconds(10)
        while true {
            if let status = status(waiting: false) { return status }
            do {
                try await sleep(pause)
                pause = min(pause * 2, .seconds(1))
            } catch {
                signal(SIGKILL)
                return status() ?? -1
            }
        }
    }

    /// Sends it a signal, unless it has been reaped.
    public func signal(_ number: Int32) {
        reaped.withLock { reaped in
            if reaped == nil { _ = kill(pid, number) }
        }
    }

    /// Sends a signal to its process group (it and the programs it started that kept its group),
    /// unless it has been reaped.
    public func signalGroup(_ number: Int32) {
        reaped.withLock { reaped in
            if reaped == nil { _ = kill(-pid, number) }
        }
    }

    /// What a program that ran to its end wrote, and how it ended.
    public struct Finished: Sendable {
        /// As ``status(waiting:)`` gives it.
        public var status: Int32
        public var output: [UInt8]
        public var error: [UInt8]
        /// It ran past its time and was killed.
        public var timedOut: Bool

        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    /// Runs a program to its end, on this thread, reading its standard output and error at once (so a
    /// program that fills one while the other is read never waits). Past `timeout`, or when `watch`
    /// (asked every ``watchInterval`` while it runs) says no, it is killed with its process group.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil, timeout: Duration? = nil,
        watch: (() -> Bool)? = nil
    ) throws(Failure) -> Finished {
        var output: [Int32] = [-1, -1]
        var error: [Int32] = [-1, -1]
        guard pipeClosingOnExec(&output, O_CLOEXEC) == 0 else { throw Failure(program: arguments[0], code: errno) }
        guard pipeClosingOnExec(&error, O_CLOEXEC) == 0 else {
            let code = errno
            output.forEach { close($0) }
            throw Failure(program: arguments[0], code: code)
        }
        defer {
            close(output[0])
            close(error[0])
        }
        let started = Result { () throws(Failure) in
            try start(arguments, environment: environment, directory: directory, output: .descriptor(output[1]), error: .descriptor(error[1]))
        }
        close(output[1])
        close(error[1])
        let child = try started.get()
        let deadline = timeout.map { ContinuousClock.now + $0 }
        let (written, errors, finished) = readToEnd(output[0], error[0], until: deadline, watch: watch)
        if !finished { child.signalGroup(SIGKILL) }
        return Finished(status: child.status() ?? -1, output: written, error: errors, timedOut: !finished)
    }

    /// How often ``run(_:environment:directory:timeout:watch:)`` asks its `watch`.
    public static let watchInterval = Duration.milliseconds(100)

    /// Reads two pipes to their ends at once, each as it fills, until `deadline` or until `watch` says
    /// no; false when either came first.
    private static func readToEnd(
        _ first: Int32, _ second: Int32, until deadline: ContinuousClock.Instant?, watch: (() -> Bool)?
    ) -> ([UInt8], [UInt8], Bool) {
        var read: [Int32: [UInt8]] = [first: [], second: []]
        var open = [first, second]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var watched = ContinuousClock.now
        while !open.isEmpty {
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return (read[first] ?? [], read[second] ?? [], false) }
                timeout = Int32(min(left / .milliseconds(1), 1e9)) + 1
            }
            if let watch {
                if ContinuousClock.now >= watched + watchInterval {
                    guard watch() else { return (read[first] ?? [], read[second] ?? [], false) }
                    watched = .now
                }
                let next = Int32(max(ContinuousClock.now.duration(to: watched + watchInterval), .zero) / .milliseconds(1)) + 1
                timeout = timeout < 0 ? next : min(timeout, next)
            }
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { break }
            for descriptor in polled where descriptor.revents != 0 {
                let count = Glibc.read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    read[descriptor.fd, default: []] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == descriptor.fd }
                }
            }
        }
        return (read[first] ?? [], read[second] ?? [], true)
    }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34) and `posix_spawn_file_actions_addchdir_np`
/// (2.29), GNU extensions that Swift's Glibc module leaves out.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func spawnClosingFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Int32
@_silgen_name("posix_spawn_file_actions_addchdir_np")
private func spawnChangingDirectory(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>) -> Int32
/// glibc's `pipe2`, which Swift's Glibc module leaves out.
@_silgen_name("pipe2")
private func pipeClosingOnExec(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
