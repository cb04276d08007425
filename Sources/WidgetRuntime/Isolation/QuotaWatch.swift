import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// Keeps a running worker's folders (its private folder, its groups' containers) within their quotas,
/// whether or not it calls the runtime: the folders are counted when the kernel's count of the bytes the
/// worker wrote (``WriteMeter``) has grown by the room they had left, and at least once a second it
/// runs (what its children write, links and renames; a resting worker changes nothing). The meter is
/// read more often the less room is left, so a worker writing as fast as the disk takes is stopped a
/// few milliseconds of writing past its quota, and the write calls it had in the kernel (which a pause
/// does not stop, and the kill cuts short).
///
/// The readings are scheduled on an event loop of their own (``clock``), not as a task and not on the
/// loops that serve the control socket and the runtime's tasks: a pool of tasks kept busy (layout, a
/// slow hook, a neighbour's flood) would put them off while the worker goes on writing.
///
/// A worker that owes no answer rests, as iOS suspends a widget extension between its timelines, as
/// soon as it has answered with no thread running, or else once it wrote nothing for ``restAfter``
/// with none running: its tree is stopped (SIGSTOP; its namespace's init, the runtime's own, is left
/// waiting) and, once it holds still (no process of it continued by another:
/// ``WriteMeter/stopAll(found:)``; one that does not is continued and goes on being read), the meter
/// is no longer read, until ``wake()`` (the runtime has sent it a frame). A declarative bundle's
/// worker stops itself once it has answered (a process stopped from outside is first woken from its
/// wait): it is then found stopped and counted as resting; one that stopped as a new request reached
/// it is continued at the next reading. A resting worker can write nothing, so it costs no readings,
/// no CPU and no wake-ups; a worker asked every few seconds costs one reading, as it answers. A worker
/// asked again within ``restAfter`` of starting to rest is asked in a burst (an app's reloads, taps in
/// a row): until it next rests it is not stopped as it answers, only once ``restAfter`` has passed
/// since its last answer, so the requests of a burst do not each pay a stop and a continue.
final class QuotaWatch: Sendable {
    /// The fastest a worker is taken to write, for how often its meter is read: at this rate it
    /// writes the room left between two readings.
    static let fastestWrite = 2 << 30
    /// The readings' interval: at most this...
    static let longestInterval = TimeAmount.milliseconds(100)
    /// ...and at least this.
    static let shortestInterval = TimeAmount.milliseconds(5)
    /// The folders are counted at least this often while the worker runs.
    static let countInterval = TimeAmount.seconds(1)
    /// How long a worker that owes no answer, and was still running as it answered, must have
    /// written nothing before it rests (and then only once every thread of it sleeps).
    static let restAfter = TimeAmount.milliseconds(100)
    /// ``restAfter``, for this watch.
    private let quietBeforeRest: TimeAmount

    /// Where the readings run: one thread for every worker's watch, which does nothing else.
    static let clock = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// Where the counts run: a thread of their own, so that other blocking work queued on NIO's shared
    /// pool (file stats, a slow hook) does not put a count off while a paused worker's writes in
    /// progress go on.
    private static let counting: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        return pool
    }()

    /// What the folders have room for: the least of their headrooms (nil: no size limit), or why one is
    /// over its quota.
    enum Room: Equatable {
        case left(Int?)
        case over(String)
    }

    /// The last count: when, the meter's reading then, and the room it found.
    private struct Count {
        var at: NIODeadline
        var written: Int
        var room: Int?
    }

    /// Since when the meter has read `written` (on `loop` only).
    private struct Quiet {
        var since: NIODeadline
        var written: Int
    }

    private let meter: WriteMeter
    private let restsBySelf: Bool
    /// How often the folders are counted while the worker runs.
    private let countEvery: TimeAmount
    private let quotas: [FolderQuota]
    private let loop: any EventLoop
    private let owesAnswers: @Sendable () -> Bool
    private let rested: @Sendable () -> Void
    private let stop: @Sendable (String) -> Void
    private let cancelled = Atomic<Bool>(false)
    /// Read and written on `loop` only.
    private let counted: NIOLoopBoundBox<Count?>
    private let quiet: NIOLoopBoundBox<Quiet?>
    /// Whether the worker's processes are paused while its folders are counted (on `loop` only).
    private let pausedForCount: NIOLoopBoundBox<Bool>
    /// Since when the worker rests (on `loop` only).
    private let restedSince: NIOLoopBoundBox<NIODeadline?>
    /// Whether it was asked again within ``restAfter`` of starting to rest, until it next rests (on
    /// `loop` only).
    private let askedInBurst: NIOLoopBoundBox<Bool>
    /// Whether it is asked in a burst and does not rest by itself: its answers are then only noted in
    /// ``lastAnswer`` (no wake-up of `loop` each), and the timer due when it may rest looks at them.
    private let answersNoted = Atomic<Bool>(false)
    /// When it last answered while ``answersNoted`` (uptime nanoseconds).
    private let lastAnswer = Atomic<UInt64>(0)
    /// When the next reading comes (on `loop` only; made there as the watch starts).
    private let timer: NIOLoopBoundBox<ReadingTimer?>
    /// The processes stopped while the worker rests, or nil while it runs.
    private let resting = Mutex<[pid_t]?>(nil)

    private init(
        pid: pid_t, rootIsInit: Bool, restsBySelf: Bool, quotas: [FolderQuota], countEvery: TimeAmount, restAfter: TimeAmount,
        loop: any EventLoop, owesAnswers: @escaping @Sendable () -> Bool, rested: @escaping @Sendable () -> Void,
        stop: @escaping @Sendable (String) -> Void
    ) {
        self.meter = WriteMeter(pid: pid, rootIsInit: rootIsInit)
        self.quietBeforeRest = restAfter
        self.restsBySelf = restsBySelf
        self.countEvery = countEvery
        self.quotas = quotas
        self.loop = loop
        self.owesAnswers = owesAnswers
        self.rested = rested
        self.stop = stop
        self.counted = .makeEmptyBox(valueType: Count.self, eventLoop: loop)
        self.quiet = .makeEmptyBox(valueType: Quiet.self, eventLoop: loop)
        self.timer = .makeEmptyBox(valueType: ReadingTimer.self, eventLoop: loop)
        self.restedSince = .makeEmptyBox(valueType: NIODeadline.self, eventLoop: loop)
        self.pausedForCount = .makeBoxSendingValue(false, eventLoop: loop)
        self.askedInBurst = .makeBoxSendingValue(false, eventLoop: loop)
    }

    /// Watches the worker `pid` until it is cancelled; `stop` is called once, with the cause, when a
    /// folder is past its quota. The counts run on a thread pool of their own; when the meter says the
    /// room may be used up, the worker's processes are paused (SIGSTOP) until the count says whether
    /// they go on (a write call already in the kernel finishes; the stop's SIGKILL cuts it short).
    /// `owesAnswers` says whether a request sent to the worker is unanswered (it does not rest then);
    /// `rested` is called each time it starts to rest. `restsBySelf`: the worker stops itself once it
    /// has answered (it is left to, and stopped only if it has not after ``restAfter``). `rootIsInit`:
    /// `pid` is the init of the worker's namespace (the runtime's own program, which writes nothing and
    /// starts nothing), not stopped. `countEvery`: how often the folders are counted while it runs;
    /// `restAfter`: how long a worker that did not rest as it answered waits, quiet, before it rests.
    static func start(
        pid: pid_t, rootIsInit: Bool = false, restsBySelf: Bool = false, quotas: [FolderQuota], countEvery: TimeAmount = countInterval,
        restAfter: TimeAmount = restAfter, on loop: any EventLoop = clock.next(),
        owesAnswers: @escaping @Sendable () -> Bool, rested: @escaping @Sendable () -> Void = {},
        stop: @escaping @Sendable (String) -> Void
    ) -> QuotaWatch {
        let watch = QuotaWatch(
            pid: pid, rootIsInit: rootIsInit, restsBySelf: restsBySelf, quotas: quotas, countEvery: countEvery, restAfter: restAfter,
            loop: loop, owesAnswers: owesAnswers, rested: rested, stop: stop)
        loop.execute {
            watch.timer.value = ReadingTimer(on: loop) { watch.read() }
            watch.read()
        }
        return watch
    }

    /// Ends the watch; a count under way finishes without effect. A resting worker stays stopped: it
    /// is being killed. The meter's `/proc` files are let go.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        loop.execute {
            self.timer.value?.close()
            self.timer.value = nil
            self.meter.close()
        }
    }

    private var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Whether the worker rests (its processes stopped).
    var isResting: Bool { resting.withLock { $0 != nil } }

    /// Lets a resting worker run again, and the meter be read again: called after a request is
    /// tracked (and its frames are sent, so the worker wakes once, to read them).
    func wake() {
        guard let stopped = resting.withLock({ state in defer { state = nil }; return state }) else { return }
        for process in stopped { kill(process, SIGCONT) }
        loop.execute {
            self.askedInBurst.value = self.restedSince.value.map { .now() - $0 < self.quietBeforeRest } ?? false
            self.answersNoted.store(self.askedInBurst.value && !self.restsBySelf, ordering: .relaxed)
            // The time it rested does not count towards the next count: it changed nothing meanwhile.
            if let since = self.restedSince.value, let last = self.counted.value?.at { self.counted.value?.at = last + (.now() - since) }
            self.restedSince.value = nil
            self.quiet.value = nil
            // Its meter stood still while it rested: the next reading comes after the usual interval.
            self.readAgain()
        }
    }

    /// The worker answered its last request: the meter is read now, and the worker rests at once if
    /// no thread of it runs (and it is not asked in a burst), else ``restAfter`` from now if it writes
    /// nothing more.
    func answered() {
        if answersNoted.load(ordering: .relaxed) {
            lastAnswer.store(NIODeadline.now().uptimeNanoseconds, ordering: .relaxed)
            return
        }
        loop.execute { self.read(answered: true) }
    }

    /// Stops the worker's tree when it owes no answer, no thread of it runs, and it has just
    /// `answered` or the meter has not moved for ``restAfter``; true when it now rests. The answers
    /// owed are looked at under the lock ``wake()`` takes after a request is tracked, so a request is
    /// never left with a stopped worker.
    private func restIfQuiet(written: Int?, processes: [pid_t], now: NIODeadline, answered: Bool) -> Bool {
        guard let written, !owesAnswers() else {
            quiet.value = nil
            return false
        }
        if answered, askedInBurst.value, !restsBySelf {
            // Asked in a burst: it rests once ``restAfter`` has passed since this answer.
            quiet.value = Quiet(since: now, written: written)
            return false
        }
        // Answers noted since: the quiet starts at the last of them.
        let noted = NIODeadline.uptimeNanoseconds(lastAnswer.load(ordering: .relaxed))
        if answersNoted.load(ordering: .relaxed), let since = quiet.value?.since, noted > since {
            quiet.value?.since = noted
        }
        var quietLongEnough = false
        if let since = quiet.value, since.written == written {
            quietLongEnough = now - since.since >= quietBeforeRest
        } else {
            quiet.value = Quiet(since: now, written: written)
        }
        guard answered || quietLongEnough else { return false }
        // A worker that has just answered may still be on its way back to its socket (or, one that
        // rests by itself, to its stop), put off the core by the runtime's thread its answer woke: it
        // is given the core once before a second look. One that rests by itself is stopped from here
        // only once it has not for ``restAfter``: stopped as it is about to stop itself, it would do so
        // again when continued, with the next request unread.
        func ready() -> Bool { restsBySelf && !quietLongEnough ? meter.hasStopped(processes) : meter.isAsleep(processes) }
        guard ready() || (answered && sched_yield() == 0 && ready()) else { return false }
        let rests = resting.withLock { state in
            guard state == nil, !owesAnswers(), !isCancelled, let stopped = meter.stopAll(found: processes) else { return false }
            state = stopped
            return true
        }
        if rests {
            restedSince.value = now
            askedInBurst.value = false
            answersNoted.store(false, ordering: .relaxed)
            rested()
        }
        return rests
    }

    /// Reads the meter, and counts the folders when it says their room may be used up or the last
    /// count is a second old; or lets the worker rest.
    private func read(answered: Bool = false) {
        timer.value?.disarm()
        guard !isCancelled, !isResting else { return }
        let processes = meter.processes()
        // A worker that rests by itself may have stopped as a request reached it, before it was
        // counted as resting (so the request did not continue it): it is continued now (not one
        // paused here while its folders are counted).
        if restsBySelf, !pausedForCount.value, owesAnswers(), meter.hasStopped(processes) {
            for process in processes { kill(process, SIGCONT) }
        }
        let written = meter.writtenBytes(of: processes)
        let now = NIODeadline.now()
        var filled = false
        if let counted = counted.value, let written, let room = counted.room { filled = written - counted.written >= room }
        let late = counted.value.map { now - $0.at >= countEvery } ?? true
        guard filled || late else {
            if restIfQuiet(written: written, processes: processes, now: now, answered: answered) { return }
            return readAgain()
        }
        let paused = filled ? meter.stopTree(found: processes) : []
        if !paused.isEmpty { pausedForCount.value = true }
        let quotas = quotas
        Self.counting.runIfActive(eventLoop: loop) { Self.room(in: quotas, held: HeldFiles(heldBy: processes)) }.whenComplete { found in
            if case .success(.over(let cause)) = found, !self.isCancelled {
                self.stop(cause)
                return
            }
            if !paused.isEmpty { self.pausedForCount.value = false }
            for process in paused { kill(process, SIGCONT) }
            guard case .success(.left(let left)) = found else { return }
            self.counted.value = Count(at: now, written: written ?? 0, room: left)
            // A worker counted as it answered rests now, as it would have without the count.
            if answered, self.restIfQuiet(written: written, processes: processes, now: .now(), answered: true) { return }
            self.readAgain()
        }
    }

    /// Schedules the next reading: after the interval the room left allows, or, once the worker is
    /// quiet, when it may rest.
    private func readAgain() {
        var wait = Self.interval(room: counted.value?.room)
        if let quiet = quiet.value { wait = min(wait, max(.zero, quiet.since + quietBeforeRest - .now())) }
        timer.value?.arm(in: wait)
    }

    /// Counts every folder with the deleted files the worker holds open in it, stopping at the first
    /// over its quota.
    static func room(in quotas: [FolderQuota], held: HeldFiles = HeldFiles(files: [])) -> Room {
        var least: Int?
        for quota in quotas {
            switch quota.count(held: held) {
            case .over(let cause): return .over(cause)
            case .within(let bytes): if let size = quota.size { least = min(least ?? .max, max(0, size - bytes)) }
            }
        }
        return .left(least)
    }

    /// How long to wait before the meter's next reading, with `room` bytes left.
    static func interval(room: Int?) -> TimeAmount {
        guard let room else { return longestInterval }
        let time = TimeAmount.nanoseconds(Int64(Double(room) / Double(fastestWrite) * 1e9))
        return min(longestInterval, max(shortestInterval, time))
    }
}
