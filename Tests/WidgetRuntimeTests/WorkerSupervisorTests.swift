import Foundation
import Testing
import WidgetRuntime
import WidgetWire
import WorkerWire

/// The supervisor's restart and quarantine rules, on simulated time.
@Suite struct WorkerSupervisorTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aDeadWorkerWaitsLongerEachTimeInARowUpToTheLongestWait() {
        var policy = WorkerSupervisor.Policy()
        policy.crashLimit = 100
        policy.longestWait = 8
        var supervisor = WorkerSupervisor(policy: policy)
        var now = start
        var waits: [TimeInterval] = []
        for _ in 0..<6 {
            #expect(supervisor.start(at: now).refusal == nil)
            guard case .restart(let wait) = supervisor.workerDied(cause: "crashed", at: now) else {
                Issue.record("quarantined too soon")
                return
            }
            waits.append(wait)
            // Too early: refused, naming the cause.
            #expect(supervisor.start(at: now.addingTimeInterval(wait / 2)).refusal == .waiting(until: now.addingTimeInterval(wait), cause: "crashed"))
            now = now.addingTimeInterval(wait)
        }
        #expect(waits == [1, 2, 4, 8, 8, 8])
    }

    @Test func aWorkerThatRanWellStartsTheCountAgain() {
        var supervisor = WorkerSupervisor()
        #expect(supervisor.start(at: start).refusal == nil)
        #expect(supervisor.workerDied(cause: "crashed", at: start) == .restart(after: 1))
        supervisor.waitEnded()
        let later = start.addingTimeInterval(400)
        #expect(supervisor.start(at: later).refusal == nil)
        #expect(supervisor.workerDied(cause: "crashed", at: later.addingTimeInterval(61)) == .restart(after: 1))
    }

    @Test func threeDeathsWithinFiveMinutesQuarantine() {
        var supervisor = WorkerSupervisor()
        var now = start
        for expected in [1.0, 2.0] {
            _ = supervisor.start(at: now)
            #expect(supervisor.workerDied(cause: "exited with status 0", at: now) == .restart(after: expected))
            now = now.addingTimeInterval(expected)
        }
        _ = supervisor.start(at: now)
        guard case .quarantine(let quarantine) = supervisor.workerDied(cause: "crashed with SIGILL", at: now) else {
            Issue.record("not quarantined")
            return
        }
        #expect(quarantine.reason == "its worker died 3 times within 5 minutes; the last time it crashed with SIGILL")
        #expect(supervisor.start(at: now.addingTimeInterval(3600)).refusal == .quarantined(quarantine))

        supervisor.lift()
        #expect(supervisor.start(at: now).refusal == nil)
        #expect(supervisor.workerDied(cause: "crashed", at: now) == .restart(after: 1))
    }

    @Test func deathsOutsideTheWindowDoNotCount() {
        var supervisor = WorkerSupervisor()
        var now = start
        for _ in 0..<10 {
            _ = supervisor.start(at: now)
            guard case .restart = supervisor.workerDied(cause: "crashed", at: now) else {
                Issue.record("quarantined for deaths 6 minutes apart")
                return
            }
            now = now.addingTimeInterval(360)
        }
    }

    @Test func aWorkerStoppedOnPurposeCostsNothing() {
        var supervisor = WorkerSupervisor()
        _ = supervisor.start(at: start)
        supervisor.workerStopped()
        #expect(supervisor.state == .idle)
        #expect(supervisor.deaths.isEmpty)
    }

    @Test func aRememberedQuarantineHoldsFromTheStart() {
        let quarantine = Quarantine(reason: "kept crashing", since: start)
        var supervisor = WorkerSupervisor(quarantine: quarantine)
        #expect(supervisor.start(at: start).refusal == .quarantined(quarantine))
    }
}

/// Worker frames cut from a byte stream however it arrives, and broken ones refused.
@Suite struct WorkerFrameTests {
    @Test func framesSurviveAnyCutOfTheStream() throws {
        let frames = [
            WorkerFrame(.request, id: 1, payload: Array(#"{"type":"describe"}"#.utf8)),
            WorkerFrame(.log, id: 3, payload: Array("hello".utf8)),
            WorkerFrame(.reply, id: UInt64.max, payload: []),
        ]
        let bytes = frames.flatMap(\.encoded)
        for cut in [1, 3, 7, 13, bytes.count] {
            var reader = WorkerFrameReader()
            var read: [WorkerFrame] = []
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + cut, bytes.count)
                bytes[offset..<end].withUnsafeBytes { reader.append($0) }
                while let frame = try reader.next() { read.append(frame) }
                offset = end
            }
            #expect(read == frames, "cut every \(cut) bytes")
        }
    }

    @Test func anOversizedOrUnknownFrameIsRefused() {
        var oversized = WorkerFrameReader()
        withUnsafeBytes(of: UInt32(WorkerFrame.maximumSize + 1).littleEndian) { oversized.append($0) }
        #expect(throws: WireError.self) { try oversized.next() }

        var unknown = WorkerFrameReader()
        var bytes = WorkerFrame(.reply, id: 1).encoded
        bytes[4] = 99
        bytes.withUnsafeBytes { unknown.append($0) }
        #expect(throws: WireError(.malformedMessage, "a worker frame of unknown kind 99")) { try unknown.next() }
    }

    @Test func aLaunchRoundTripsThroughItsJSON() throws {
        let launch = WorkerLaunch(
            identifier: "com.example.a", library: "/x/liba.so", readable: ["/x"], writable: ["/h/state/bundles/com.example.a"],
            network: true, limits: WorkerLimits(memory: 256 << 20, cpuSeconds: 5, openFiles: nil, fileSize: 1 << 20), parent: 42,
            folder: "/x", languages: ["fr-CA", "fr"])
        #expect(try WorkerLaunch(json: JSON(parsing: launch.json.serialized)) == launch)
    }
}

extension Result where Success == Void, Failure == WorkerSupervisor.Refusal {
    /// Why the start was refused; nil when it was allowed.
    var refusal: WorkerSupervisor.Refusal? {
        if case .failure(let refusal) = self { refusal } else { nil }
    }
}
