import Foundation
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
        #expect(await soon { watch.isResting })
        #expect(rested.load(ordering: .relaxed) == 1)
        // The next request, tracked before it is sent, continues it; it runs while it owes the answer.
        owes.store(true, ordering: .relaxed)
        watch.wake()
        #expect(await soon { state(of: worker.pid) == "S" })
        #expect(!watch.isResting)
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
        #expect(await soon { watch.isResting })
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
        #expect(await soon { state(of: worker.pid) == "T" })
        let rested = try #require(restedAt.withLock { $0 })
        #expect(rested - answered >= .milliseconds(100))
        #expect(watch.isResting)
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
