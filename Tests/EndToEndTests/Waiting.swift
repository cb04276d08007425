import Foundation
import Logging
import Synchronization
import WidgetRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Waiting for what a test is about, as it happens: a file or folder changing (inotify), processes
/// ending (pidfds), something reported by a hook, a callback or a log (``Happenings``). Each wait has
/// a bound that only a failing test reaches; none but ``polling(every:within:_:)``, for state that
/// announces no change, waits for time to pass.
enum Wait {
    /// The first non-nil `value`, asked now and again after each change in `paths` (files, or folders
    /// and what is in them), within `seconds`; nil if none comes.
    static func forChange<Value>(
        in paths: [URL], within seconds: Double = 30, _ value: () async throws -> Value?
    ) async throws -> Value? {
        let watch = try FileWatch(paths)
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            if let value = try await value() { return value }
            guard await watch.next(before: deadline) else { return try await value() }
        }
    }

    /// Whether `condition` holds, or comes to hold after a change in `paths`, within `seconds`.
    static func until(changeIn paths: URL..., within seconds: Double = 30, _ condition: () async throws -> Bool) async throws -> Bool {
        try await forChange(in: paths, within: seconds) { try await condition() ? true : nil } != nil
    }

    /// The first non-nil `value`, asked every `interval` within `seconds`; nil if none comes. Only for
    /// state that tells no one when it changes (a compositor's pixels, GNOME Shell's JavaScript, a
    /// service read on a schedule of the runtime's own): the one place a test looks again after a
    /// pause, each caller saying why no event exists.
    static func polling<Value>(
        every interval: Duration = .milliseconds(100), within seconds: Double = 10, _ value: () async throws -> Value?
    ) async throws -> Value? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            if let value = try await value() { return value }
            guard ContinuousClock.now + interval < deadline else { return nil }
            try await Task.sleep(for: interval)
        }
    }

    /// Whether every one of the processes has ended (or was gone already) within `seconds`.
    static func exited(_ pids: [pid_t], within seconds: Double = 30) async -> Bool {
        await onThread { blockUntilExited(pids, within: seconds) }
    }

    /// ``exited(_:within:)`` on the calling thread, for code that cannot await.
    static func blockUntilExited(_ pids: [pid_t], within seconds: Double) -> Bool {
        var running = pids.map(pidfdOpen).filter { $0 >= 0 }
        defer { running.forEach { close($0) } }
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !running.isEmpty {
            var polled = running.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), milliseconds(until: deadline))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return false }
            let ended = polled.filter { $0.revents != 0 }.map(\.fd)
            ended.forEach { close($0) }
            running.removeAll { ended.contains($0) }
        }
        return true
    }

    /// `body`'s result, run on a thread of its own: a test never blocks one of Swift's cooperative
    /// threads, which the runtime under test needs.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }

    /// What is left of the time until `deadline`, as `poll` takes it.
    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: deadline)
        return left <= .zero ? 0 : Int32(min(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 3_600_000))
    }

    /// A pidfd of a process (readable once it has ended), or -1 when it is gone.
    private static func pidfdOpen(_ pid: pid_t) -> Int32 {
        if let glibcPidfdOpen { return glibcPidfdOpen(pid, 0) }
        return Int32(truncatingIfNeeded: systemCall(434, pid, 0))
    }

    /// glibc's `pidfd_open` (2.36 and later); else the system call, whose number is the same on every
    /// architecture (`syscall` takes its arguments in registers as a function of three would).
    private static let glibcPidfdOpen = dlsym(nil, "pidfd_open").map { unsafeBitCast($0, to: (@convention(c) (pid_t, UInt32) -> Int32).self) }
    private static let systemCall = unsafeBitCast(dlsym(nil, "syscall"), to: (@convention(c) (Int, pid_t, UInt32) -> Int).self)
}

/// Paths watched with inotify: a folder for what changes in it, a file for its content. A path not
/// made yet is watched from its nearest parent until it is.
final class FileWatch {
    private let descriptor: Int32
    private var unwatched: [String]
    private static let changes = UInt32(
        IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF)

    init(_ paths: [URL]) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw FixtureError("inotify_init1 failed: errno \(errno)") }
        unwatched = paths.map(\.path)
        watchNewPaths()
    }

    deinit { close(descriptor) }

    /// Watches what was made of the paths since, and their parents meanwhile.
    private func watchNewPaths() {
        unwatched.removeAll { inotify_add_watch(descriptor, $0, Self.changes) >= 0 }
        for path in unwatched {
            var parent = URL(filePath: path).deletingLastPathComponent()
            while inotify_add_watch(descriptor, parent.path, Self.changes) < 0, parent.path != "/" { parent.deleteLastPathComponent() }
        }
    }

    /// Returns once something changed, or false once `deadline` passed first.
    func next(before deadline: ContinuousClock.Instant) async -> Bool {
        let descriptor = descriptor
        let changed = await Wait.onThread {
            var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&polled, 1, Wait.milliseconds(until: deadline)) != 0
        }
        var events = [UInt8](repeating: 0, count: 4_096)
        while read(descriptor, &events, events.count) > 0 {}
        watchNewPaths()
        return changed
    }
}

/// What some code reports as it happens (a hook, a callback, a log line), kept in order, with a way to
/// await what a test expects next.
final class Happenings<Value: Sendable>: Sendable {
    private struct Waiter {
        var matches: @Sendable (Value) -> Bool
        var continuation: CheckedContinuation<Value?, Never>
        var watchdog: Task<Void, Never>?
    }

    private struct State {
        var values: [Value] = []
        var waiters: [UInt64: Waiter] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let state = Mutex(State())

    init() {}

    /// Everything reported so far, in order.
    var values: [Value] { state.withLock { $0.values } }

    /// How many values so far: a mark for ``next(after:within:where:)``.
    var count: Int { state.withLock { $0.values.count } }

    func record(_ value: Value) {
        let met = state.withLock { state in
            state.values.append(value)
            let met = state.waiters.filter { $0.value.matches(value) }
            met.keys.forEach { state.waiters[$0] = nil }
            return met.values
        }
        for waiter in met {
            waiter.watchdog?.cancel()
            waiter.continuation.resume(returning: value)
        }
    }

    /// The first value after the first `count` that `matches`, waiting up to `seconds` for it; nil if
    /// none comes.
    func next(
        after count: Int = 0, within seconds: Double = 30, where matches: @escaping @Sendable (Value) -> Bool = { _ in true }
    ) async -> Value? {
        await withCheckedContinuation { continuation in
            let (seen, id) = state.withLock { state -> (Value?, UInt64?) in
                if let seen = state.values.dropFirst(count).first(where: matches) { return (seen, nil) }
                state.nextWaiter += 1
                state.waiters[state.nextWaiter] = Waiter(matches: matches, continuation: continuation)
                return (nil, state.nextWaiter)
            }
            guard let id else { return continuation.resume(returning: seen) }
            // A bound on a failing test: a passing one is answered by `record` and never waits for it.
            let watchdog = Task {
                guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
                self.state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume(returning: nil)
            }
            let waiting = state.withLock { state in
                state.waiters[id]?.watchdog = watchdog
                return state.waiters[id] != nil
            }
            if !waiting { watchdog.cancel() }
        }
    }
}

/// What a logger logs, kept as ``LogCapture`` keeps it, and each message as it comes, to await.
final class LogWatch: Sendable {
    let capture = LogCapture()
    let lines = Happenings<String>()

    var logger: Logger {
        let capture = capture.logger.handler
        return Logger(label: "widgets.watch") { _ in MultiplexLogHandler([capture, Forward(lines: self.lines)]) }
    }

    var messages: [String] { capture.messages }
    var plainMessages: [String] { capture.plainMessages }

    /// The first message logged that holds `text`, waiting up to `seconds` for it.
    func message(containing text: String, within seconds: Double = 30) async -> String? {
        await lines.next(within: seconds) { $0.contains(text) }
    }

    private struct Forward: LogHandler {
        let lines: Happenings<String>
        var logLevel: Logger.Level = .debug
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) { lines.record("\(event.message)") }
    }
}

extension LoadReport {
    /// Each bundle whose code may run again (its worker's restart wait is over, or its library
    /// changed), as the report's hooks tell a host; for tests that run bundles without one.
    func restarts() -> Happenings<String> {
        let restarts = Happenings<String>()
        hooks.attach(reload: { _, _ in }, configurations: { _ in [] }, restarted: { restarts.record($0) })
        return restarts
    }
}
