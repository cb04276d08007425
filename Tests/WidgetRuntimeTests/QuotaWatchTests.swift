import Foundation
import NIOCore
import Spawning
import Synchronization
import Testing
import WorkerWire

@testable import WidgetRuntime

/// How the quota watch lets a worker that stops itself once it has answered (a declarative bundle's)
/// rest, on a real process standing in for the worker.
@Suite struct QuotaWatchTests {
    /// A process that sleeps, as a worker waiting for its next request does.
    private func sleeper() throws -> ChildProcess {
        try ChildProcess.start(["/bin/sleep", "600"])
    }

    /// The process's state letter (S: sleeping, T: stopped).
    private func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let end = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: end)...].dropFirst().first
    }

    /// The processes `pid`'s main thread started.
    private func children(of pid: pid_t) -> [pid_t] {
        ((try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? "").split(separator: " ").compactMap { pid_t($0) }
    }

    /// How many times the process's main thread has been put on a processor (`schedstat`'s third number).
    private func runs(of pid: pid_t) -> Int? {
        ((try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8)) ?? "").split(separator: " ").dropFirst(2).first.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    private func end(_ process: ChildProcess) {
        process.signal(SIGKILL)
        _ = process.status()
    }

    /// One that stopped itself after its answer is counted as resting at once.
    @Test func aWorkerThatStoppedItselfRestsAtItsAnswer() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        let rested = Atomic<Int>(0), owes = Atomic<Bool>(false)
        let watch = QuotaWatch.start(
            pid: worker.pid, restsBySelf: true, quotas: [], owesAnswers: { owes.load(ordering: .relaxed) },
            rested: { rested.add(1, ordering: .relaxed) }, stop: { _ in })
        defer { watch.cancel() }
        kill(worker.pid, SIGSTOP)
        #expect(await soon { state(of: worker.pid) == "T" })
        watch.answered()
        #expect(await soon { watch.isResting && rested.load(ordering: .relaxed) == 1 })
        // The next request, tracked before it is sent, continues it; it runs while it owes the answer.
        owes.store(true, ordering: .relaxed)
        watch.wake()
        #expect(await soon { state(of: worker.pid) == "S" })
        #expect(!watch.isResting)
    }

    /// A worker asked again soon after it started to rest is asked in a burst: it is not stopped at
    /// its next answer (the next request of the burst would pay a stop and a continue), only once it
    /// has been quiet for `restAfter` since. Asked the first time, asleep, it rests at its answer.
    /// The burst's second request and its answer come as the first rest begins, on the watch's own
    /// callback, so a test starved of the processor still asks and answers within `restAfter`.
    @Test func aWorkerAskedInABurstRestsOnlyOnceTheBurstIsOver() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        #expect(await soon { state(of: worker.pid) == "S" })
        let rests = Mutex<[ContinuousClock.Instant]>([])
        let secondAnswer = Mutex<ContinuousClock.Instant?>(nil)
        let restAfter = TimeAmount.seconds(2)
        let watch = Mutex<QuotaWatch?>(nil)
        watch.withLock { slot in
            slot = QuotaWatch.start(
                pid: worker.pid, quotas: [], restAfter: restAfter, owesAnswers: { false },
                rested: {
                    let count = rests.withLock { $0.append(.now); return $0.count }
                    guard count == 1, let watch = watch.withLock({ $0 }) else { return }
                    // Asked again at once, and answered: continued, and left running at its answer.
                    watch.wake()
                    secondAnswer.withLock { $0 = .now }
                    watch.answered()
                },
                stop: { _ in })
        }
        let started = try #require(watch.withLock { $0 })
        defer { started.cancel() }
        let first = ContinuousClock.now
        started.answered()
        #expect(await soon { rests.withLock { $0.count } == 2 })
        let times = rests.withLock { $0 }
        try #require(times.count == 2)
        #expect(times[0] - first < .seconds(2))
        #expect(times[1] - (try #require(secondAnswer.withLock { $0 })) >= .seconds(2))
        #expect(started.isResting && state(of: worker.pid) == "T")
    }

    /// In a burst, its answers are only noted (the watch is not woken for each), and it rests
    /// `restAfter` after the last of them, not the first: every rest comes at least `restAfter` after
    /// the answer before it, however slowly the test runs.
    @Test func aWorkerAskedInABurstRestsOnlyAfterItsLastAnswer() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        #expect(await soon { state(of: worker.pid) == "S" })
        let rests = Mutex<[ContinuousClock.Instant]>([])
        let watch = QuotaWatch.start(
            pid: worker.pid, quotas: [], restAfter: .seconds(1), owesAnswers: { false },
            rested: { rests.withLock { $0.append(.now) } }, stop: { _ in })
        defer { watch.cancel() }
        watch.answered()
        #expect(await soon { rests.withLock { $0.count } == 1 })
        // Asked again at once: a burst of answers 300 ms apart.
        watch.wake()
        var answers: [ContinuousClock.Instant] = []
        for _ in 0..<5 {
            answers.append(.now)
            watch.answered()
            try await Task.sleep(for: .milliseconds(300))
        }
        #expect(await soon { rests.withLock { $0.count } >= 2 })
        for rest in rests.withLock({ $0 }).dropFirst() {
            let last = try #require(answers.last { $0 < rest })
            #expect(rest - last >= .seconds(1), "rested \(rest - last) after the last answer")
        }
        #expect(watch.isResting)
    }

    /// One whose folders are counted as its answer is read (the last count a second old) rests as
    /// soon as the count is done, as it would have without it: here every reading counts, so one
    /// waiting for a reading without a count would never rest.
    @Test func aWorkerCountedAtItsAnswerRestsOnceTheCountIsDone() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        let folder = FileManager.default.temporaryDirectory.appending(path: "quota-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let restedAt = Mutex<ContinuousClock.Instant?>(nil)
        let watch = QuotaWatch.start(
            pid: worker.pid, restsBySelf: true, quotas: [FolderQuota(folder: folder, place: "its private folder", limits: WorkerLimits(folderSize: 1 << 20))],
            countEvery: .zero, owesAnswers: { false }, rested: { restedAt.withLock { $0 = .now } }, stop: { _ in })
        defer { watch.cancel() }
        kill(worker.pid, SIGSTOP)
        #expect(await soon { state(of: worker.pid) == "T" })
        let answered = ContinuousClock.now
        watch.answered()
        #expect(await soon { watch.isResting && restedAt.withLock { $0 } != nil })
        let rested = try #require(restedAt.withLock { $0 })
        #expect(rested - answered < .milliseconds(100))
    }

    /// One that has not stopped itself when its answer is read is left to, and stopped from outside
    /// only after ``QuotaWatch/restAfter``: stopped as it is about to stop itself, it would stop again
    /// when continued, with the next request unread.
    @Test func aWorkerThatDoesNotStopItselfIsStoppedOnlyAfterAWhile() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        let restedAt = Mutex<ContinuousClock.Instant?>(nil)
        let answered = ContinuousClock.now
        let watch = QuotaWatch.start(
            pid: worker.pid, restsBySelf: true, quotas: [], owesAnswers: { false }, rested: { restedAt.withLock { $0 = .now } }, stop: { _ in })
        defer { watch.cancel() }
        watch.answered()
        #expect(await soon { restedAt.withLock { $0 } != nil })
        let rested = try #require(restedAt.withLock { $0 })
        #expect(rested - answered >= .milliseconds(100))
        #expect(watch.isResting)
        #expect(state(of: worker.pid) == "T")
    }

    /// A hostile worker whose two processes continue each other, so that the one stopped first is
    /// continued by the other before that one is stopped (and then continues it in turn), is never
    /// taken as stopped while either runs: each time the meter says the tree holds still, both stay
    /// stopped and run no more; when it says it does not, both were continued (the watch goes on
    /// reading it as a running worker).
    @Test func aTreeWhoseProcessesContinueEachOtherIsNeverTakenAsStoppedWhileItRuns() async throws {
        let script = """
            import os, signal
            a = os.getpid()
            b = os.fork()
            other = a if b == 0 else b
            while True:
                os.kill(other, signal.SIGCONT)
            """
        let worker = try ChildProcess.start(["/usr/bin/python3", "-c", script])
        defer { end(worker) }
        #expect(await soon { children(of: worker.pid).count == 1 })
        let child = try #require(children(of: worker.pid).first)
        defer { kill(child, SIGKILL) }
        let meter = WriteMeter(pid: worker.pid)
        defer { meter.close() }
        for _ in 0..<20 {
            if let stopped = meter.stopAll(found: meter.processes()) {
                #expect(Set(stopped) == [worker.pid, child])
                let runs = [worker.pid, child].map(self.runs)
                // The pause is what is tested: a tree taken as stopped must not run during it.
                try await Task.sleep(for: .milliseconds(20))
                #expect([worker.pid, child].map(state) == ["T", "T"])
                #expect([worker.pid, child].map(self.runs) == runs)
                kill(worker.pid, SIGCONT)
                kill(child, SIGCONT)
            } else {
                #expect(await soon { [worker.pid, child].allSatisfy { state(of: $0) == "R" } })
            }
        }
    }

    /// Two looks at a stopped tree differ when a thread of it ran between them, though it is stopped
    /// again at each: what gives away a process continued and stopped again behind the meter's back.
    @Test func aStoppedProcessThatRanBetweenTwoLooksIsSeen() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        let meter = WriteMeter(pid: worker.pid)
        defer { meter.close() }
        #expect(meter.stillness(of: [worker.pid]) == nil)
        kill(worker.pid, SIGSTOP)
        #expect(await soon { state(of: worker.pid) == "T" })
        let first = try #require(meter.stillness(of: [worker.pid]))
        #expect(meter.stillness(of: [worker.pid]) == first)
        let runs = self.runs(of: worker.pid)
        kill(worker.pid, SIGCONT)
        #expect(await soon { self.runs(of: worker.pid) != runs })
        kill(worker.pid, SIGSTOP)
        #expect(await soon { state(of: worker.pid) == "T" })
        #expect(meter.stillness(of: [worker.pid]) != first)
    }

    /// A child that has ended and that the worker has not reaped (a zombie) cannot run: the tree holds
    /// still with it, and the worker rests.
    @Test func aTreeWithAnEndedChildNotYetReapedHoldsStill() async throws {
        // The shell starts a child that ends at once, then becomes `sleep`, which never reaps it.
        let worker = try ChildProcess.start(["/bin/sh", "-c", "/bin/true & exec /bin/sleep 600"])
        defer { end(worker) }
        #expect(await soon { children(of: worker.pid).count == 1 && children(of: worker.pid).allSatisfy { state(of: $0) == "Z" } })
        let meter = WriteMeter(pid: worker.pid)
        defer { meter.close() }
        // A process stops once it is given a processor after the signal: on a busy machine a try can
        // end before that, and continues it (the watch tries again at its next reading).
        var stopped: [pid_t]?
        #expect(await soon {
            stopped = meter.stopAll(found: meter.processes())
            return stopped != nil
        })
        #expect(Set(stopped ?? []) == Set([worker.pid] + children(of: worker.pid)))
        #expect(state(of: worker.pid) == "T")
    }

    /// A worker found stopped while it owes an answer (it stopped itself as a request reached it, before
    /// it was counted as resting, so the request did not continue it) is continued.
    @Test func aWorkerFoundStoppedWithARequestUnansweredIsContinued() async throws {
        let worker = try sleeper()
        defer { end(worker) }
        let watch = QuotaWatch.start(pid: worker.pid, restsBySelf: true, quotas: [], owesAnswers: { true }, stop: { _ in })
        defer { watch.cancel() }
        kill(worker.pid, SIGSTOP)
        #expect(await soon { state(of: worker.pid) == "S" })
        #expect(!watch.isResting)
    }
}
