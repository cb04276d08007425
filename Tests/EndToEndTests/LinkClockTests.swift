import Foundation
import Testing
import WidgetRuntime
import WidgetTesting
import WidgetWire

/// A bundle's link waits on the host's clock: a request's time-out, the wait before a restart, the
/// doubling of that wait and the quarantine all follow a ``TestClock`` moved by hand, with a real
/// worker that never answers. Real time barely passes: the time-out is 30 s, the waits 20 s and more.
@Suite(.throttled) struct LinkClockTests {
    let scratch: Scratch
    let clock = TestClock()
    let identifier = "org.thirdparty.misbehaving"

    init() async throws {
        scratch = try Scratch()
        try scratch.bundle(
            "Misbehaving", identifier: identifier, library: try await Fixtures.thirdPartyLibraries().appending(path: "libMisbehavingWidgets.so"))
    }

    @Test func timeOutsRestartsTheirBackoffAndQuarantineFollowTheHostsClock() async throws {
        let home = try scratch.home(timeout: 30, restartWait: 20)
        var loader = BundleLoader(home: home)
        loader.time = clock.hostTime
        let report = await loader.load()
        let restarts = report.restarts()
        let bundle = try #require(report.bundle(identifier), "\(report.refusals)")
        let context = ProviderContext(family: .systemSmall)
        let started = ContinuousClock.now

        for (death, wait) in [(1, 20.0), (2, 40.0), (3, nil)] {
            let request = Task { () -> WidgetRuntimeError? in
                do {
                    _ = try await bundle.snapshot(kind: "Silent", context: context)
                    return nil
                } catch {
                    return error as? WidgetRuntimeError
                }
            }
            // Nothing times out until the clock says so.
            await clock.sleepers(atLeast: 1)
            // Its worker runs once it answers a request: its ready frame comes first on the same socket.
            #expect(try await bundle.timeline(kind: "Unsorted", context: context).timeline.entries.count == 3)
            guard case .running = bundle.health else {
                Issue.record("death \(death): \(bundle.health.summary)")
                return
            }
            clock.advance(by: .seconds(29))
            #expect(clock.sleeperCount == 1, "death \(death)")
            clock.advance(by: .seconds(1))
            let failure = await request.value
            #expect(failure?.code == .timedOut, "death \(death): \(String(describing: failure))")
            #expect(failure?.message == "no reply to snapshot within 30.0 s")

            // The worker that owed the reply is stopped; the next may start after a wait that doubles,
            // a task sleeping on the clock. The third death quarantines the bundle, in the home's list.
            guard let wait else {
                #expect(try await Wait.until(changeIn: home.stateDirectory) { bundle.health.quarantine != nil })
                break
            }
            await clock.sleepers(atLeast: 1)
            guard case .restarting(let cause, let restartAt) = bundle.health else {
                Issue.record("death \(death): \(bundle.health.summary)")
                return
            }
            #expect(cause.hasPrefix("did not answer in time and was stopped"), "\(cause)")
            #expect(abs(restartAt.timeIntervalSince(clock.date) - wait) < 0.001, "death \(death)")
            await #expect(throws: WidgetRuntimeError.self) { try await bundle.snapshot(kind: "Unsorted", context: context) }
            await clock.sleepers(atLeast: 1)
            let restarted = restarts.count
            clock.advance(by: .seconds(wait))
            #expect(await restarts.next(after: restarted) == identifier, "death \(death)")
            #expect(bundle.health == .notStarted, "death \(death): \(bundle.health.summary)")
        }
        // The third death within the window quarantines it.
        let quarantine = try #require(bundle.health.quarantine)
        #expect(quarantine.reason.hasPrefix("its worker died 3 times within 5 minutes"), "\(quarantine.reason)")
        #expect(quarantine.since == clock.date)
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func aRequestGivenUpByItsCallerEndsAtOnceAndLeavesNoTimer() async throws {
        let home = try scratch.home(timeout: 60)
        var loader = BundleLoader(home: home)
        loader.time = clock.hostTime
        let report = await loader.load()
        let bundle = try #require(report.bundle(identifier))
        let request = Task { () -> WidgetRuntimeError? in
            do {
                _ = try await bundle.snapshot(kind: "Silent", context: ProviderContext(family: .systemSmall))
                return nil
            } catch {
                return error as? WidgetRuntimeError
            }
        }
        await clock.sleepers(atLeast: 1)
        request.cancel()
        #expect(await request.value?.code == .cancelled)
        #expect(clock.sleeperCount == 0)
        // The worker was not stopped for it: the bundle answers its next request.
        let entry = try await bundle.timeline(kind: "Unsorted", context: ProviderContext(family: .systemSmall))
        #expect(entry.timeline.entries.count == 3)
    }
}
