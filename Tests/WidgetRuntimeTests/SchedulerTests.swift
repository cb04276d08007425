import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Drives a `TimelineScheduler` through simulated time: providers answer at once with timelines a
/// function makes, and every action is recorded.
struct Simulation {
    var scheduler: TimelineScheduler
    var now: Date
    /// Makes an instance's timeline when its provider is asked; nil means the provider fails.
    var provider: (InstanceID, Date) -> (dates: [Date], policy: ReloadPolicy)?
    var reloads: [(InstanceID, ReloadReason, Date)] = []
    var shown: [(InstanceID, Int, Date)] = []

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Midnight, 15 January 2027, UTC.
    static let midnight = Date(timeIntervalSince1970: 1_800_000_000 - 1_800_000_000.truncatingRemainder(dividingBy: 86_400))

    init(policy: RefreshPolicy = RefreshPolicy(), start: Date = Simulation.midnight,
         provider: @escaping (InstanceID, Date) -> (dates: [Date], policy: ReloadPolicy)?) {
        scheduler = TimelineScheduler(policy: policy, calendar: Self.utc)
        now = start
        self.provider = provider
    }

    mutating func handle(_ actions: [SchedulerAction]) {
        var queue = actions
        while !queue.isEmpty {
            switch queue.removeFirst() {
            case .show(let id, let entry): shown.append((id, entry, now))
            case .reload(let id, let reason):
                reloads.append((id, reason, now))
                if let answer = provider(id, now) {
                    queue += scheduler.timelineArrived(id, entryDates: answer.dates, policy: answer.policy, now: now)
                } else {
                    queue += scheduler.timelineFailed(id, now: now)
                }
            }
        }
    }

    mutating func add(_ id: InstanceID) { handle(scheduler.add(id, now: now)) }

    mutating func request(_ id: InstanceID, _ reason: ReloadReason) -> ReloadDecision? {
        let (decision, actions) = scheduler.requestReload(id, reason: reason, now: now)
        handle(actions)
        return decision
    }

    /// Runs every event up to `end`, jumping from deadline to deadline.
    mutating func run(until end: Date) {
        while let next = scheduler.nextDeadline(), next <= end {
            now = next
            handle(scheduler.advance(to: now))
        }
        now = end
    }

    func reloadCount(_ reason: ReloadReason? = nil) -> Int { reloads.filter { reason == nil || $0.1 == reason }.count }
}

let hour: TimeInterval = 3600
let minute: TimeInterval = 60

@Suite struct SchedulerTests {
    let counter = InstanceID("counter")

    /// Five hourly entries, reloading at the end: a reload every four hours, each charged.
    @Test func atEndReloadsAfterTheLastEntry() {
        var simulation = Simulation { _, now in ((0..<5).map { now.addingTimeInterval(Double($0) * hour) }, .atEnd) }
        simulation.add(counter)
        simulation.run(until: Simulation.midnight.addingTimeInterval(24 * hour - 1))
        #expect(simulation.reloads.map(\.1) == [.initial] + Array(repeating: .policy, count: 5))
        #expect(simulation.reloads.map { $0.2.timeIntervalSince(Simulation.midnight) / hour } == [0, 4, 8, 12, 16, 20])
        // Each timeline shows its five entries; the fifth is due with the reload and shows until the new
        // timeline arrives. The last timeline's fifth entry falls after the day.
        #expect(simulation.shown.count == 5 * 5 + 4)
        #expect(simulation.scheduler.budgetLeft(of: counter, now: simulation.now) == 65)
    }

    /// A reload every 15 minutes would be 96 a day: the 70 of the budget run, then the rest waits for
    /// midnight's refill.
    @Test func theBudgetRunsOutAndRefillsAtMidnight() {
        var simulation = Simulation { _, now in
            let minuteStart = now.addingTimeInterval(-now.timeIntervalSince1970.truncatingRemainder(dividingBy: minute))
            return ([now] + (1...20).map { minuteStart.addingTimeInterval(Double($0) * minute) }, .after(now.addingTimeInterval(15 * minute)))
        }
        simulation.add(counter)
        simulation.run(until: Simulation.midnight.addingTimeInterval(24 * hour - 1))
        #expect(simulation.reloadCount(.initial) == 1)
        #expect(simulation.reloadCount(.policy) == 70)
        #expect(simulation.reloads.last.map { $0.2.timeIntervalSince(Simulation.midnight) } == 70 * 15 * minute)
        let refusal = simulation.scheduler.decisions(of: counter).last
        #expect(refusal?.outcome == .refusedBudget(until: Simulation.midnight.addingTimeInterval(24 * hour)))
        #expect(simulation.scheduler.budgetLeft(of: counter, now: simulation.now) == 0)
        // After midnight the waiting reload runs, charged to the new day.
        simulation.run(until: Simulation.midnight.addingTimeInterval(24 * hour))
        #expect(simulation.reloadCount(.policy) == 71)
        #expect(simulation.scheduler.budgetLeft(of: counter, now: simulation.now) == 69)
    }

    /// `.never` reloads only on request; requests sooner than the minimum interval wait, and a third
    /// joins the waiting one.
    @Test func requestsAreDeferredAndCoalescedNotDropped() throws {
        var simulation = Simulation { _, now in ([now], .never) }
        simulation.add(counter)
        simulation.run(until: Simulation.midnight.addingTimeInterval(hour))
        #expect(simulation.reloadCount() == 1)

        #expect(simulation.request(counter, .app)?.outcome == .ran(charged: true))
        simulation.now += minute
        #expect(simulation.request(counter, .app)?.outcome == .deferred(until: simulation.now.addingTimeInterval(4 * minute)))
        simulation.now += minute
        #expect(simulation.request(counter, .app)?.outcome == .coalesced)
        simulation.run(until: simulation.now.addingTimeInterval(10 * minute))
        #expect(simulation.reloads.map(\.1) == [.initial, .app, .app])
        #expect(simulation.reloads.last?.2 == Simulation.midnight.addingTimeInterval(hour + 5 * minute))
    }

    /// Interactive intents, configuration changes and foreground apps are not charged, and a free
    /// request overtakes one waiting on the interval.
    @Test func freeReloadsAreNotChargedAndDoNotWait() {
        var simulation = Simulation { _, now in ([now], .never) }
        simulation.add(counter)
        #expect(simulation.request(counter, .app)?.outcome == .ran(charged: true))
        simulation.now += minute
        #expect(simulation.request(counter, .app)?.outcome == .deferred(until: simulation.now.addingTimeInterval(4 * minute)))
        #expect(simulation.request(counter, .intent)?.outcome == .ran(charged: false))
        #expect(simulation.request(counter, .appForeground)?.outcome == .ran(charged: false))
        #expect(simulation.request(counter, .configuration)?.outcome == .ran(charged: false))
        #expect(simulation.scheduler.budgetLeft(of: counter, now: simulation.now) == 69)
        #expect(simulation.reloads.map(\.1) == [.initial, .app, .intent, .appForeground, .configuration])
    }

    @Test func developmentModeHasNoBudgetOrInterval() {
        var simulation = Simulation(policy: RefreshPolicy(unlimited: true)) { _, now in ([now], .never) }
        simulation.add(counter)
        for _ in 0..<200 { #expect(simulation.request(counter, .app)?.outcome == .ran(charged: false)) }
        #expect(simulation.reloadCount() == 201)
        #expect(simulation.scheduler.budgetLeft(of: counter, now: simulation.now) == nil)
    }

    /// Entries all in the past show the last one; an `.after` date in the past reloads at the minimum
    /// interval, not in a busy loop.
    @Test func aPastTimelineReloadsAtTheMinimumInterval() {
        var simulation = Simulation { _, now in
            ([now.addingTimeInterval(-2 * hour), now.addingTimeInterval(-hour)], .after(now.addingTimeInterval(-minute)))
        }
        simulation.add(counter)
        #expect(simulation.shown.first?.1 == 1)
        simulation.run(until: Simulation.midnight.addingTimeInterval(hour - 1))
        #expect(simulation.reloadCount(.initial) == 1)
        #expect(simulation.reloadCount(.policy) == 12)
        #expect(zip(simulation.reloads.dropFirst(2), simulation.reloads.dropFirst(3)).allSatisfy { $1.2.timeIntervalSince($0.2) == 5 * minute })
    }

    /// Without a budget (`run --dev`), a timeline whose last entry is now (`.atEnd`, the one entry
    /// dated when it was made) reloads once a second, not as fast as its provider answers.
    @Test func developmentModeStillWaitsASecondForAPastDate() {
        var simulation = Simulation(policy: RefreshPolicy(unlimited: true)) { _, now in ([now], .atEnd) }
        simulation.add(counter)
        simulation.run(until: Simulation.midnight.addingTimeInterval(10))
        #expect(simulation.reloadCount(.policy) == 10)
        #expect(zip(simulation.reloads, simulation.reloads.dropFirst()).allSatisfy { $1.2.timeIntervalSince($0.2) == 1 })
    }

    /// A restart (a new library) or a tap that comes while a reload is under way is not lost in it: that
    /// reload may have started from the old library, so it runs again when that one ends or fails.
    @Test func aRestartDuringAReloadRunsWhenItEnds() {
        var scheduler = TimelineScheduler(policy: RefreshPolicy(), calendar: Simulation.utc)
        let now = Simulation.midnight
        #expect(scheduler.add(counter, now: now).contains { if case .reload(_, .initial) = $0 { true } else { false } })
        let (decision, actions) = scheduler.requestReload(counter, reason: .restart, now: now)
        #expect(decision?.outcome == .coalesced && actions.isEmpty)
        let afterFailure = scheduler.timelineFailed(counter, now: now.addingTimeInterval(1))
        #expect(afterFailure.contains { if case .reload(_, .restart) = $0 { true } else { false } }, "\(afterFailure)")

        _ = scheduler.requestReload(counter, reason: .intent, now: now.addingTimeInterval(2))
        let afterAnswer = scheduler.timelineArrived(counter, entryDates: [now], policy: .never, now: now.addingTimeInterval(3))
        #expect(afterAnswer.contains { if case .reload(_, .intent) = $0 { true } else { false } }, "\(afterAnswer)")
        // Once run, nothing more is owed.
        #expect(scheduler.timelineArrived(counter, entryDates: [now], policy: .never, now: now.addingTimeInterval(4)).allSatisfy {
            if case .reload = $0 { false } else { true }
        })
    }

    /// A provider that fails is retried after 1, 2, 4, ... minutes, up to an hour, and keeps what it showed.
    @Test func failuresRetryWithBackoff() {
        var fail = false
        var simulation = Simulation { _, now in fail ? nil : ([now, now.addingTimeInterval(hour)], .atEnd) }
        simulation.add(counter)
        fail = true
        simulation.run(until: Simulation.midnight.addingTimeInterval(10 * hour))
        let retries = simulation.reloads.filter { $0.1 == .retry }.map { $0.2.timeIntervalSince(Simulation.midnight) / minute }
        #expect(Array(retries.prefix(8)) == [61, 63, 67, 75, 91, 123, 183, 243])
        #expect(simulation.shown.map(\.1) == [0, 1])
    }

    @Test func theClockJumpingBackAndForthShowsTheRightEntry() {
        var simulation = Simulation { _, now in ((0..<24).map { now.addingTimeInterval(Double($0) * hour) }, .never) }
        simulation.add(counter)
        simulation.run(until: Simulation.midnight.addingTimeInterval(3.5 * hour))
        #expect(simulation.scheduler.shownEntry(of: counter) == 3)
        simulation.now = Simulation.midnight.addingTimeInterval(1.5 * hour)
        simulation.handle(simulation.scheduler.clockChanged(to: simulation.now))
        #expect(simulation.scheduler.shownEntry(of: counter) == 1)
        simulation.run(until: Simulation.midnight.addingTimeInterval(2.5 * hour))
        #expect(simulation.scheduler.shownEntry(of: counter) == 2)
        simulation.now = Simulation.midnight.addingTimeInterval(10.2 * hour)
        simulation.handle(simulation.scheduler.clockChanged(to: simulation.now))
        #expect(simulation.scheduler.shownEntry(of: counter) == 10)
    }

    /// Seeded random timelines for many instances: after every step, each shows exactly the entry a
    /// scan of its dates says it should.
    @Test(arguments: 0..<5) func shownEntriesMatchAScanOfTheDates(seed: UInt64) {
        var random = seed &+ 1
        func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(bound))
        }
        var timelines: [InstanceID: [Date]] = [:]
        var simulation = Simulation { id, now in
            let dates = (0..<(1 + next(30))).map { _ in now.addingTimeInterval(Double(next(20_000)) - 2_000) }.sorted()
            timelines[id] = dates
            return (dates, [ReloadPolicy.atEnd, .never, .after(now.addingTimeInterval(Double(next(40_000))))][next(3)])
        }
        let ids = (0..<60).map { InstanceID("w\($0)") }
        for id in ids { simulation.add(id) }
        for _ in 0..<300 {
            simulation.run(until: simulation.now.addingTimeInterval(Double(next(900))))
            for id in ids {
                let dates = timelines[id]!
                let expected = dates.lastIndex { $0 <= simulation.now } ?? 0
                #expect(simulation.scheduler.shownEntry(of: id) == expected, "\(id) at \(simulation.now)")
            }
        }
    }

    /// Thousands of entries, all three policies, a simulated day.
    @Test func aSimulatedDayOfThreeHundredWidgets() {
        var simulation = Simulation { id, now in
            let index = Int(id.rawValue.dropFirst())!
            let dates = (0..<50).map { now.addingTimeInterval(Double($0) * 10 * minute) }
            return (dates, [ReloadPolicy.atEnd, .never, .after(now.addingTimeInterval(hour))][index % 3])
        }
        for index in 0..<300 { simulation.add(InstanceID("w\(index)")) }
        simulation.run(until: Simulation.midnight.addingTimeInterval(24 * hour - 1))
        // atEnd: 50 entries ten minutes apart end after 490 minutes, so timelines at 0, 490 and 980
        // minutes, showing 50, 50 and 46 entries before midnight. after(1 h): 24 timelines, each showing
        // 7 entries (the seventh, at the hour, until the reload), the last 6. never: one timeline, 50.
        #expect(simulation.reloadCount(.initial) == 300)
        #expect(simulation.reloadCount(.policy) == 100 * 2 + 100 * 23)
        #expect(simulation.shown.count == 100 * (50 + 50 + 46) + 100 * (23 * 7 + 6) + 100 * 50)
    }
}
