import Foundation
import HeapModule
import WidgetWire

/// Decides, for every widget on screen, which entry is current and when its provider is asked again.
///
/// A pure state machine: it is told the time and returns actions; it never reads a clock or sleeps, so
/// a simulated day runs in milliseconds. The next event of every instance (its next entry's date, its
/// next reload) sits in one heap, so each event costs O(log n) whatever the number of instances.
public struct TimelineScheduler: Sendable {
    public let policy: RefreshPolicy
    private let calendar: Calendar
    /// Instances by slot: events name a slot, so handling one hashes nothing.
    private var slots: [Instance?] = []
    private var slotOf: [InstanceID: Int] = [:]
    private var freeSlots: [Int] = []
    private var events = Heap<Event>()
    /// The day of the last reload, kept while reloads fall in it: asking the calendar looks the time
    /// zone up (ICU) every time.
    private var today: DateInterval?

    /// How many of each instance's last decisions are kept for `explain`.
    public static let keptDecisions = 20

    public init(policy: RefreshPolicy = RefreshPolicy(), calendar: Calendar = .current) {
        self.policy = policy
        self.calendar = calendar
    }

    private struct Instance {
        let id: InstanceID
        var entryDates: [Date] = []
        var shown: Int?
        var reloadPolicy: ReloadPolicy = .never
        var inFlight = false
        /// When the timeline's reload policy asks again.
        var scheduled: Date?
        /// A request that waits: deferred by the interval, refused by the budget, or a retry.
        var waiting: (reason: ReloadReason, at: Date)?
        /// A restart, tap or new configuration that came while a reload was under way: that reload
        /// may have started from the old library or data, so this one runs when it ends.
        var rerun: ReloadReason?
        var lastCharged: Date?
        var budgetDay: Date
        var used = 0
        var failures = 0
        /// Moves on whenever the instance's events are replaced; events of older generations are stale.
        var generation = 0
        var decisions: [ReloadDecision] = []
    }

    private struct Event: Comparable {
        enum Kind { case entry, reload }
        var date: Date
        var slot: Int
        var generation: Int
        var kind: Kind

        /// By date; at the same date an entry comes before a reload (the entry is shown until the new
        /// timeline replaces it), then by instance, so the order never depends on the heap.
        static func < (lhs: Event, rhs: Event) -> Bool {
            if lhs.date != rhs.date { return lhs.date < rhs.date }
            if lhs.kind != rhs.kind { return lhs.kind == .entry }
            return lhs.slot < rhs.slot
        }
        static func == (lhs: Event, rhs: Event) -> Bool {
            lhs.date == rhs.date && lhs.slot == rhs.slot && lhs.generation == rhs.generation && lhs.kind == rhs.kind
        }
    }

    // MARK: Instances

    /// Starts scheduling an instance; its first timeline is asked for at once.
    public mutating func add(_ id: InstanceID, now: Date) -> [SchedulerAction] {
        let instance = Instance(id: id, budgetDay: startOfDay(for: now))
        if let slot = slotOf[id] {
            slots[slot] = instance
        } else if let slot = freeSlots.popLast() {
            slots[slot] = instance
            slotOf[id] = slot
        } else {
            slotOf[id] = slots.count
            slots.append(instance)
        }
        return requestReload(id, reason: .initial, now: now).actions
    }

    public mutating func remove(_ id: InstanceID) {
        guard let slot = slotOf.removeValue(forKey: id) else { return }
        slots[slot] = nil
        freeSlots.append(slot)
    }

    public var instanceIDs: [InstanceID] { slotOf.keys.sorted() }

    /// The instance with an id, in its slot.
    private subscript(id: InstanceID) -> Instance? {
        get { slotOf[id].flatMap { slots[$0] } }
        set { if let slot = slotOf[id] { slots[slot] = newValue } }
    }

    /// The entry the instance shows, if it has a timeline.
    public func shownEntry(of id: InstanceID) -> Int? { self[id]?.shown }

    /// The instance's last reload decisions, oldest first.
    public func decisions(of id: InstanceID) -> [ReloadDecision] { self[id]?.decisions ?? [] }

    /// The charged reloads the instance has left today, or nil without a budget.
    public func budgetLeft(of id: InstanceID, now: Date) -> Int? {
        guard !policy.unlimited, let instance = self[id] else { return nil }
        return instance.budgetDay == calendar.startOfDay(for: now) ? max(0, policy.dailyBudget - instance.used) : policy.dailyBudget
    }

    /// The start of the day `now` is in.
    private mutating func startOfDay(for now: Date) -> Date {
        if let today, today.start <= now, now < today.end { return today.start }
        guard let day = calendar.dateInterval(of: .day, for: now) else { return calendar.startOfDay(for: now) }
        today = day
        return day.start
    }

    /// When the instance's provider will next be asked, if anything is planned.
    public func nextReload(of id: InstanceID) -> Date? {
        guard let instance = self[id] else { return nil }
        return [instance.waiting?.at, instance.scheduled].compactMap { $0 }.min()
    }

    // MARK: Timelines

    /// The provider answered: show the current entry and plan the next entries and reload.
    public mutating func timelineArrived(
        _ id: InstanceID, entryDates: [Date], policy reloadPolicy: ReloadPolicy, now: Date
    ) -> [SchedulerAction] {
        guard var instance = self[id] else { return [] }
        instance.inFlight = false
        instance.failures = 0
        instance.entryDates = entryDates
        instance.reloadPolicy = reloadPolicy
        instance.shown = nil
        instance.generation += 1
        self[id] = instance
        var actions = slotOf[id].flatMap { showCurrentEntry(slot: $0, now: now) }.map { [$0] } ?? []
        if let rerun = instance.rerun {
            self[id]?.rerun = nil
            return actions + requestReload(id, reason: rerun, now: now).actions
        }
        // A date in the past means as soon as the minimum interval allows, never a busy loop: the
        // request goes through the same checks as any other. Without a budget (`run --dev`), it still
        // waits a second: a provider whose last entry is now would otherwise reload as fast as it answers.
        let soonest = policy.unlimited ? now.addingTimeInterval(1) : now
        switch reloadPolicy {
        case .never: break
        case .atEnd: schedule(id, at: max(entryDates.last ?? now, soonest))
        case .after(let date): schedule(id, at: max(date, soonest))
        }
        actions += runDue(id, now: now)
        return actions
    }

    /// The provider failed or did not answer: keep the timeline shown, and retry with backoff.
    public mutating func timelineFailed(_ id: InstanceID, now: Date) -> [SchedulerAction] {
        guard var instance = self[id] else { return [] }
        instance.inFlight = false
        if let rerun = instance.rerun {
            instance.rerun = nil
            self[id] = instance
            return requestReload(id, reason: rerun, now: now).actions
        }
        instance.failures += 1
        let delay = min(policy.retryDelay * pow(2, Double(instance.failures - 1)), policy.maximumRetryDelay)
        instance.waiting = (.retry, now.addingTimeInterval(delay))
        self[id] = instance
        push(id, at: now.addingTimeInterval(delay), kind: .reload)
        return []
    }

    // MARK: Reload requests

    /// Asks for a reload: runs it now, defers it, joins the pending one, or waits for the budget.
    public mutating func requestReload(
        _ id: InstanceID, reason: ReloadReason, now: Date
    ) -> (decision: ReloadDecision?, actions: [SchedulerAction]) {
        guard var instance = self[id] else { return (nil, []) }
        func decide(_ outcome: ReloadDecision.Outcome) -> ReloadDecision {
            let decision = ReloadDecision(instance: id, reason: reason, at: now, outcome: outcome)
            instance.decisions.append(decision)
            if instance.decisions.count > Self.keptDecisions { instance.decisions.removeFirst() }
            return decision
        }
        let free = isFree(reason)
        // A request joins one under way or one waiting; a free request overtakes a waiting one.
        if instance.inFlight || (instance.waiting != nil && !free) {
            if instance.inFlight, [.restart, .intent, .configuration].contains(reason) { instance.rerun = reason }
            let decision = decide(.coalesced)
            self[id] = instance
            return (decision, [])
        }
        if !free {
            let day = startOfDay(for: now)
            if day > instance.budgetDay {
                instance.budgetDay = day
                instance.used = 0
            }
            if instance.used >= policy.dailyBudget {
                let refill = calendar.date(byAdding: .day, value: 1, to: instance.budgetDay)!
                let decision = decide(.refusedBudget(until: refill))
                instance.waiting = (reason, refill)
                self[id] = instance
                push(id, at: refill, kind: .reload)
                return (decision, [])
            }
            if let last = instance.lastCharged, now < last.addingTimeInterval(policy.minimumInterval) {
                let until = last.addingTimeInterval(policy.minimumInterval)
                let decision = decide(.deferred(until: until))
                instance.waiting = (reason, until)
                self[id] = instance
                push(id, at: until, kind: .reload)
                return (decision, [])
            }
            instance.used += 1
            instance.lastCharged = now
        }
        let decision = decide(.ran(charged: !free))
        instance.waiting = nil
        instance.scheduled = nil
        instance.inFlight = true
        self[id] = instance
        return (decision, [.reload(id, reason)])
    }

    private func isFree(_ reason: ReloadReason) -> Bool {
        switch reason {
        case .policy, .app: policy.unlimited
        case .appForeground: policy.appForegroundReloadsAreFree || policy.unlimited
        case .initial, .intent, .configuration, .retry, .restart: true
        }
    }

    // MARK: Time

    /// When something is next due, if anything is scheduled.
    public mutating func nextDeadline() -> Date? {
        dropStaleEvents()
        return events.min?.date
    }

    /// Handles everything due at or before `now`, in date order.
    public mutating func advance(to now: Date) -> [SchedulerAction] {
        var actions: [SchedulerAction] = []
        while let event = events.min, event.date <= now {
            events.removeMin()
            guard let instance = slots[event.slot], instance.generation == event.generation else { continue }
            switch event.kind {
            case .entry:
                if let show = showCurrentEntry(slot: event.slot, now: now) { actions.append(show) }
            case .reload:
                actions += runDue(instance.id, now: now)
            }
        }
        return actions
    }

    /// The wall clock jumped (suspend, NTP): re-derive every shown entry and re-plan from `now`.
    public mutating func clockChanged(to now: Date) -> [SchedulerAction] {
        var actions: [SchedulerAction] = []
        for id in instanceIDs {
            self[id]!.generation += 1
            if let show = showCurrentEntry(slot: slotOf[id]!, now: now) { actions.append(show) }
            // After a backwards jump a planned date could be far off; a wait is never longer than the
            // minimum interval (or the retry delay) from now.
            if let waiting = self[id]!.waiting {
                let at = min(waiting.at, now.addingTimeInterval(max(policy.minimumInterval, policy.retryDelay)))
                self[id]!.waiting = (waiting.reason, at)
                push(id, at: at, kind: .reload)
            }
            if let scheduled = self[id]!.scheduled { push(id, at: scheduled, kind: .reload) }
        }
        return actions + advance(to: now)
    }

    // MARK: Internals

    /// Shows the last entry whose date is not in the future (the first when all are), if it is not
    /// shown already, and plans the next entry. The hot path: it works on the slot, hashing nothing.
    private mutating func showCurrentEntry(slot: Int, now: Date) -> SchedulerAction? {
        guard let instance = slots[slot], !instance.entryDates.isEmpty else { return nil }
        let last = Self.lastIndex(in: instance.entryDates, notAfter: now)
        if last.map({ $0 + 1 < instance.entryDates.count }) ?? true {
            let next = instance.entryDates[(last ?? -1) + 1]
            events.insert(Event(date: next, slot: slot, generation: instance.generation, kind: .entry))
        }
        let current = last ?? 0
        guard current != instance.shown else { return nil }
        slots[slot]!.shown = current
        return .show(instance.id, entry: current)
    }

    private mutating func schedule(_ id: InstanceID, at date: Date) {
        self[id]!.scheduled = date
        push(id, at: date, kind: .reload)
    }

    /// Runs a waiting request or the policy's reload if it is due.
    private mutating func runDue(_ id: InstanceID, now: Date) -> [SchedulerAction] {
        guard let instance = self[id], !instance.inFlight else { return [] }
        if let waiting = instance.waiting, waiting.at <= now {
            self[id]!.waiting = nil
            return requestReload(id, reason: waiting.reason, now: now).actions
        }
        if instance.waiting == nil, let scheduled = instance.scheduled, scheduled <= now {
            self[id]!.scheduled = nil
            return requestReload(id, reason: .policy, now: now).actions
        }
        return []
    }

    private mutating func push(_ id: InstanceID, at date: Date, kind: Event.Kind) {
        guard let slot = slotOf[id] else { return }
        events.insert(Event(date: date, slot: slot, generation: slots[slot]!.generation, kind: kind))
    }

    private mutating func dropStaleEvents() {
        while let event = events.min, slots[event.slot]?.generation != event.generation { events.removeMin() }
    }

    /// The index of the last date not after `now`, by binary search.
    static func lastIndex(in dates: [Date], notAfter now: Date) -> Int? {
        var low = 0, high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] <= now { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
