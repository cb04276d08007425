import Foundation
import WidgetLayout
import Synchronization
import Logging
import NIOPosix
import WidgetWire

/// Keeps every widget on screen current: asks providers for timelines, shows each entry at its date,
/// and asks again as the reload policies, the refresh budget and reload requests decide.
///
/// The decisions are the ``TimelineScheduler``'s; this actor carries them out, sleeping until the next
/// deadline (no polling) and waking early when a request or a timeline arrives.
public actor WidgetHost {
    public nonisolated let events: AsyncStream<HostEvent>
    private let eventSink: AsyncStream<HostEvent>.Continuation
    private nonisolated let report: LoadReport
    private let logger: Logger
    private let time: HostTime
    private var scheduler: TimelineScheduler
    private var list: InstanceList {
        didSet {
            byID = Self.index(list)
            byKind = Self.kinds(list)
        }
    }
    /// The instances by id, for the lookups every event makes.
    private var byID: [InstanceID: WidgetInstance]
    /// The instances of each kind name (whatever bundle), for reloads of a kind.
    private var byKind: [String: [WidgetInstance]]
    private var timelines: [InstanceID: RenderedTimeline] = [:]
    /// The instances whose timeline came in a large reply: it is freed off the event loop when replaced.
    private var largeTimelines: Set<InstanceID> = []
    private var shown: [InstanceID: Int] = [:]
    private var lastErrors: [InstanceID: WidgetRuntimeError] = [:]
    private var deliveryWaiters: [InstanceID: [DeliveryWait]] = [:]
    /// Each instance's timeline fetch under way, cancelled with its instance and awaited at the end of ``run(until:)``.
    private var fetches: [InstanceID: Task<Void, Never>] = [:]
    /// Each instance's intents being performed for taps, cancelled with their instance.
    private var intents: [InstanceID: [Task<Result<IntentOutcome, WidgetRuntimeError>, Never>]] = [:]
    /// The run's sleep, and the alarm that ends it when nothing else does first.
    private var wakeup: Wakeup?
    private var alarm: HostAlarm?
    private var stopped = false
    /// Per bundle: when a coalesced reload of its was last told of, and how many were not since.
    private var coalescedTold: [String: (at: Date, untold: Int)] = [:]

    /// The metrics widgets are drawn with: each family's size on the device chosen.
    private let appearance: LayoutMetrics

    /// The longest sleep, so a wall clock that jumps while the host sleeps is noticed within it.
    static let longestSleep: TimeInterval = 900

    /// A host for the loaded bundles' widgets in `instances`, living by `time` (the machine's clocks unless a test moves its own);
    /// `appearance` gives each family the size its provider is told (`context.displaySize`).
    public init(
        report: LoadReport, instances: InstanceList, policy: RefreshPolicy, logger: Logger,
        calendar: Calendar = .current, time: HostTime = .system, appearance: LayoutMetrics = LayoutMetrics()
    ) {
        self.appearance = appearance
        (events, eventSink) = AsyncStream.makeStream(of: HostEvent.self, bufferingPolicy: .bufferingNewest(1_000))
        self.report = report
        self.list = instances
        byID = Self.index(instances)
        byKind = Self.kinds(instances)
        self.logger = logger
        self.time = time
        scheduler = TimelineScheduler(policy: policy, calendar: calendar)
    }

    /// Starts again, at once, each bundle whose library was replaced in one rename (an install);
    /// their widgets reload. Returns their identifiers.
    public nonisolated func restartReplacedBundles() -> [String] {
        report.restartChangedBundles(immediately: true)
    }

    // MARK: Running

    /// Schedules every instance and runs until `end` or ``stop()``.
    public func run(until end: Date? = nil) async {
        // What bundles ask through their hooks is taken up by a task this run owns and ends.
        let (asked, asking) = AsyncStream.makeStream(of: HookRequest.self)
        attachHooks(asking)
        let answering = Task { [weak self] in
            for await request in asked { await self?.answer(request) }
        }
        let warn: @Sendable (String) async -> Void = { [weak self] in await self?.emit(.warning($0)) }
        let watcher = Task.detached { [report, time] in await Self.restartChangedBundles(of: report, time: time, warn: warn) }
        defer { watcher.cancel() }
        let start = now()
        for instance in list.instances { perform(scheduler.add(instance.id, now: start)) }
        var lastWall = start
        var lastMonotonic = time.elapsed()
        while !stopped {
            let current = now()
            let monotonic = time.elapsed()
            let jump = current.timeIntervalSince(lastWall) - (monotonic - lastMonotonic).seconds
            if abs(jump) > 2 {
                emit(.warning("the clock moved by \(Int(jump.rounded())) s; re-planning from \(current.formatted(.iso8601))"))
                perform(scheduler.clockChanged(to: current))
            }
            (lastWall, lastMonotonic) = (current, monotonic)
            perform(scheduler.advance(to: current))
            if let end, current >= end { break }
            var wakeAt = current.addingTimeInterval(Self.longestSleep)
            if let deadline = scheduler.nextDeadline() { wakeAt = min(wakeAt, deadline) }
            if let end { wakeAt = min(wakeAt, end) }
            await sleep(until: max(wakeAt, current.addingTimeInterval(0.001)))
        }
        asking.finish()
        answering.cancel()
        await answering.value
        for waiters in deliveryWaiters.values { waiters.forEach { $0.resume() } }
        deliveryWaiters = [:]
        intents.values.joined().forEach { $0.cancel() }
        intents = [:]
        let unfinished = fetches.values
        fetches = [:]
        for fetch in unfinished {
            fetch.cancel()
            await fetch.value
        }
        eventSink.finish()
    }

    /// Starts again each bundle whose library is replaced, or whose quarantine is lifted: looked at
    /// when their folders or the quarantine list change (the kernel says so), then again at least a
    /// second after each look while they keep changing, so a library written in place restarts once it
    /// stayed the same for a second. Where the folders cannot be watched, `warn` says why and they are
    /// looked at once a second. The look (file stats, the quarantine file under its lock) is blocking
    /// work: on NIO's thread pool.
    private static func restartChangedBundles(of report: LoadReport, time: HostTime, warn: @Sendable (String) async -> Void) async {
        var lastLook: Duration?
        func look() async throws {
            if let lastLook, time.elapsed() - lastLook < .seconds(1) { try await time.sleep(.seconds(1) - (time.elapsed() - lastLook)) }
            _ = try await NIOThreadPool.singleton.runIfActive { report.restartChangedBundles() }
            lastLook = time.elapsed()
        }
        switch await FolderEvents.start(report.changeWatches) {
        case .success(let events):
            for await _ in events.changes {
                do {
                    try await look()
                    try await look()
                } catch { break }
            }
            events.stop()
            guard !Task.isCancelled else { return }
            await warn("the watch on the plugin folders ended; they are looked at once a second instead")
        case .failure(let error):
            await warn("\(error); the plugin folders are looked at once a second instead")
        }
        while (try? await look()) != nil {}
    }

    /// Ends ``run(until:)`` soon after.
    public func stop() {
        stopped = true
        wake()
    }

    /// Sleeps until the wall clock reads `date`, or something wakes the host first.
    private func sleep(until date: Date) async {
        await withCheckedContinuation { continuation in
            let wakeup = Wakeup(continuation)
            self.wakeup = wakeup
            alarm = time.alarm(at: date) { wakeup.resume() }
        }
    }

    private func wake() {
        alarm?.cancel()
        alarm = nil
        wakeup?.resume()
        wakeup = nil
    }

    /// What a bundle's hook asks the host, taken up in order by ``run(until:)``'s task.
    private enum HookRequest: Sendable {
        case reload(PendingReload)
        case restarted(bundle: String)
    }

    private func attachHooks(_ asking: AsyncStream<HookRequest>.Continuation) {
        report.hooks.attach(
            reload: { [pendingReloads] bundle, kind in
                // A request like one still waiting to be taken up adds nothing (that one reads the data
                // as it is when it runs): a bundle calling in a loop costs one request, not one a call.
                let key = PendingReload(bundle: bundle, kind: kind)
                guard pendingReloads.withLock({ $0.insert(key).inserted }) else { return }
                asking.yield(.reload(key))
            },
            configurations: { [weak self] bundle in
                // Answered from the list the host keeps; a plugin's call must not wait on the actor.
                self?.configurationsSnapshot.withLock { $0.filter { $0.bundle == bundle }.map { WidgetInfo(kind: $0.kind, family: $0.family, configuration: $0.configuration) } } ?? []
            },
            restarted: { bundle in asking.yield(.restarted(bundle: bundle)) })
        configurationsSnapshot.withLock { $0 = list.instances }
    }

    private func answer(_ request: HookRequest) async {
        switch request {
        case .reload(let key):
            pendingReloads.withLock { _ = $0.remove(key) }
            await reload(bundle: key.bundle, kind: key.kind, reason: .app)
        case .restarted(let bundle):
            await reload(bundle: bundle, kind: nil, reason: .restart)
        }
    }

    /// Bundles' reload requests not yet taken up by the actor.
    private nonisolated let pendingReloads = MutexBox<Set<PendingReload>>([])

    private struct PendingReload: Hashable, Sendable {
        var bundle: String
        var kind: String?
    }

    /// The instances, readable without the actor, for plugins' `currentConfigurations()`.
    private nonisolated let configurationsSnapshot = MutexBox<[WidgetInstance]>([])

    // MARK: Requests

    /// Reloads the instances of a kind (or of every kind) and returns each decision. With `wait`, returns
    /// once each instance that ran has its new timeline (or failed).
    @discardableResult
    public func reload(bundle: String? = nil, kind: String?, reason: ReloadReason, wait: Bool = false) async -> [ReloadDecision] {
        // `bundle.identifier/Kind` names one bundle's kind.
        var bundle = bundle
        var kind = kind
        if let qualified = kind, let slash = qualified.lastIndex(of: "/") {
            bundle = String(qualified[..<slash])
            kind = String(qualified[qualified.index(after: slash)...])
        }
        // A kind's instances from the index: as cheap among 10,000 instances as among 10.
        let targets = (kind.map { byKind[$0] ?? [] } ?? list.instances).filter { bundle == nil || $0.bundle == bundle }
        var decisions: [ReloadDecision] = []
        var ran: [InstanceID] = []
        for instance in targets {
            let (decision, actions) = scheduler.requestReload(instance.id, reason: reason, now: now())
            if let decision {
                decisions.append(decision)
                tell(decision)
                if case .ran = decision.outcome { ran.append(instance.id) }
            }
            perform(actions, decided: true)
        }
        wake()
        // Waited for together: one delivered while another is waited for is not missed.
        if wait { await waitForDelivery(of: ran) }
        return decisions
    }

    /// Checks that some loaded bundle has the kind (`Kind`, or `bundle.identifier/Kind`); the error
    /// lists the kinds there are. A bare name several bundles have is not an error here: a reload
    /// asks each of them.
    public func checkKind(_ kind: String) throws(WidgetRuntimeError) {
        if !kind.contains("/"), report.bundles.filter({ $0.kind(named: kind) != nil }).count > 1 { return }
        _ = try report.resolve(kind)
    }

    /// Adds a widget of a kind (in its default family unless one is given) and schedules it.
    public func addInstance(kind: String, family: WidgetFamily?) async throws(WidgetRuntimeError) -> WidgetInstance {
        try await changeList { [report] list throws(WidgetRuntimeError) in try list.add(kind: kind, family: family, bundles: report) }
    }

    /// Removes a widget; what waits on it ends with an error.
    public func removeInstance(_ id: InstanceID) async throws(WidgetRuntimeError) -> WidgetInstance {
        try await changeList { list throws(WidgetRuntimeError) in try list.remove(id) }
    }

    /// Changes an instance's family and reloads it (free, reason `configuration`: what it is asked in changed).
    public func setFamily(_ id: InstanceID, to family: WidgetFamily) async throws(WidgetRuntimeError) -> WidgetInstance {
        let instance = try await changeList { [report] list throws(WidgetRuntimeError) in try list.setFamily(family, of: id, bundles: report) }
        await reloadNow(id, reason: .configuration)
        if let removed = removedMeanwhile(id, "family") { throw removed }
        return instance
    }

    /// Changes an instance's configuration and reloads it (free, reason `configuration`).
    public func configure(_ id: InstanceID, settings: [String]) async throws(WidgetRuntimeError) -> WidgetInstance {
        let configuration = try await list.configuration(of: id, with: settings, bundles: report)
        let instance = try await changeList { list throws(WidgetRuntimeError) in try list.setConfiguration(configuration, of: id) }
        await reloadNow(id, reason: .configuration)
        if let removed = removedMeanwhile(id, "configuration") { throw removed }
        return instance
    }

    /// Changes the list in the home (with anything another process changed meanwhile, as a command run
    /// while the runtime started) and shows what changed: new instances are scheduled, removed ones go.
    ///
    /// The file is read, changed and written (under its file lock) on NIO's thread pool, not in the
    /// actor, one change at a time (``listVersions``' lock); a change that comes back after a newer
    /// one was applied returns its result without undoing it.
    private func changeList<Value: Sendable>(
        _ change: @escaping @Sendable (inout InstanceList) throws(WidgetRuntimeError) -> Value
    ) async throws(WidgetRuntimeError) -> Value {
        let snapshot = list
        let outcome: Result<(list: InstanceList, value: Value, version: Int), WidgetRuntimeError>
        do {
            outcome = try await NIOThreadPool.singleton.runIfActive { [listVersions] in
                listVersions.withLock { version in
                    var changed = snapshot
                    let value = Result { () throws(WidgetRuntimeError) in try changed.update(change) }
                    version += 1
                    return value.map { (changed, $0, version) }
                }
            }
        } catch {
            // NIO's shared pool is never shut down; only its own failure lands here.
            throw WidgetRuntimeError(.storeUnavailable, at: "instances.json", "the instance list could not be changed: \(error)")
        }
        let (updated, value, version) = try outcome.get()
        guard version > appliedListVersion else { return value }
        appliedListVersion = version
        show(updated)
        return value
    }

    /// Takes a list as the file now has it: removed instances go, new ones are scheduled.
    private func show(_ updated: InstanceList) {
        let old = list.instances
        let before = Set(old.map(\.id))
        list = updated
        configurationsSnapshot.withLock { $0 = list.instances }
        let after = Set(list.instances.map(\.id))
        for instance in old where !after.contains(instance.id) {
            deliveryWaiters.removeValue(forKey: instance.id)?.forEach { $0.resume() }
            fetches.removeValue(forKey: instance.id)?.cancel()
            intents.removeValue(forKey: instance.id)?.forEach { $0.cancel() }
            scheduler.remove(instance.id)
            dropTimeline(of: instance.id)
            shown[instance.id] = nil
            emit(.removed(instance))
        }
        for instance in list.instances where !before.contains(instance.id) {
            emit(.added(instance))
            perform(scheduler.add(instance.id, now: now()))
        }
        wake()
    }

    /// How many changes were made to the instance list's file; its lock is held through each change,
    /// so they are made one at a time and numbered in the order they were written.
    private nonisolated let listVersions = MutexBox(0)
    private var appliedListVersion = 0

    /// Reloads one instance for a free reason and waits for its new timeline.
    private func reloadNow(_ id: InstanceID, reason: ReloadReason) async {
        let (decision, actions) = scheduler.requestReload(id, reason: reason, now: now())
        if let decision { tell(decision) }
        perform(actions, decided: true)
        wake()
        await waitForDelivery(of: id)
    }

    /// Taps a button or toggle of what an instance shows: performs its intent in the plugin, then
    /// reloads that instance at once (reason `intent`, free), whether the intent succeeded or not, and
    /// waits for its new timeline. Other instances of the kind reload per their policy, as in WidgetKit.
    /// Returns what the intent gave (its value, dialog and a URL to open).
    public func tap(_ id: InstanceID, target: String) async throws(WidgetRuntimeError) -> IntentOutcome {
        let (instance, chosen) = try tapTarget(id, target)
        guard let invocation = chosen.tapInvocation else {
            throw WidgetRuntimeError(.unknownTarget, at: "\(id.rawValue) \(target)", "performs no intent; it opens a URL", fix: "tap a button-N or toggle-N target")
        }
        let bundle = try report.resolve(instance).bundle
        // Until the new entry, what the intent makes stale is drawn dimmed (`invalidatableContent()`).
        if let index = shown[id], let timeline = timelines[id], index < timeline.entries.count,
            let dimmed = timeline.entries[index].view.invalidated
        {
            var entry = timeline.entries[index]
            entry.view = dimmed
            emit(.shown(instance, entry: index, of: timeline.entries.count, entry))
        }
        // Performed in a task the instance's removal cancels, so a tap never outlives its widget; the
        // caller's cancellation cancels it too.
        let performing = Task { () async -> Result<IntentOutcome, WidgetRuntimeError> in
            do throws(WidgetRuntimeError) { return .success(try await bundle.perform(invocation)) } catch { return .failure(error) }
        }
        intents[id, default: []].append(performing)
        let performed = await withTaskCancellationHandler { await performing.value } onCancel: { performing.cancel() }
        intents[id]?.removeAll { $0 == performing }
        await reloadNow(id, reason: .intent)
        if let removed = removedMeanwhile(id, "tap") { throw removed }
        return try performed.get()
    }

    /// A tap target of what an instance shows now; the error lists the targets there are.
    public func tapTarget(_ id: InstanceID, _ target: String) throws(WidgetRuntimeError) -> (instance: WidgetInstance, target: TapTargets.Target) {
        let instance = try list.instance(id)
        guard let entry = currentEntry(of: id) else {
            throw WidgetRuntimeError(.unknownInstance, at: id.rawValue, "shows nothing yet", fix: "wait for its first timeline")
        }
        return (instance, try TapTargets(entry.view, family: instance.family).target(target, instance: id.rawValue))
    }

    public func statuses() -> [InstanceStatus] {
        let current = now()
        return list.instances.map { status(of: $0, now: current) }
    }

    /// One instance's status, found by its ID (as cheap among 10,000 instances as among 10).
    public func status(of id: InstanceID) throws(WidgetRuntimeError) -> InstanceStatus {
        guard let instance = instance(id) else { throw list.unknown(id) }
        return status(of: instance, now: now())
    }

    private func status(of instance: WidgetInstance, now current: Date) -> InstanceStatus {
        InstanceStatus(
            instance: instance, entry: shown[instance.id], entries: timelines[instance.id]?.entries.count ?? 0,
            nextReload: scheduler.nextReload(of: instance.id), budgetLeft: scheduler.budgetLeft(of: instance.id, now: current),
            lastError: lastErrors[instance.id]?.description,
            needsConfiguration: lastErrors[instance.id].flatMap { $0.code == .needsConfiguration ? $0.message : nil },
            bundleProblem: report.bundle(instance.bundle).flatMap { bundle in
                switch bundle.health {
                case .quarantined, .restarting, .failed: bundle.health.summary
                case .inProcess, .notStarted, .running: nil
                }
            })
    }

    /// An instance's last decisions, budget left and next reload.
    public func explain(_ id: InstanceID) throws(WidgetRuntimeError) -> (status: InstanceStatus, decisions: [ReloadDecision]) {
        (try status(of: id), scheduler.decisions(of: id))
    }

    /// What an instance shows now.
    public func currentEntry(of id: InstanceID) -> RenderedEntry? {
        guard let index = shown[id] else { return nil }
        return timelines[id]?.entries[index]
    }

    public var instances: [WidgetInstance] { list.instances }

    /// A loaded bundle's manifest.
    public nonisolated func manifest(of identifier: String) throws(WidgetRuntimeError) -> BundleManifest {
        try report.requireBundle(identifier).manifest
    }

    /// The description of an instance's kind, as its bundle declares it; nil when it is not loaded.
    public nonisolated func kind(of instance: WidgetInstance) -> KindDescription? {
        try? report.resolve(instance).kind
    }

    /// Every kind of every loaded bundle, with its bundle's identifier, in load order.
    public nonisolated func kinds() -> [(bundle: String, kind: KindDescription)] {
        report.bundles.flatMap { bundle in bundle.description.widgets.map { (bundle.identifier, $0) } }
    }

    /// A bundle's resource image by name (its asset catalog's largest scale), as surfaces draw it;
    /// nil when it has none of that name.
    public nonisolated func resource(of bundle: String, named name: String) throws(WidgetRuntimeError) -> Data? {
        try report.requireBundle(bundle).resourceData(named: name)
    }

    /// The choices for a configuration parameter of a kind, from its enum, entity query or options provider.
    public nonisolated func options(kind name: String, parameter: String) async throws(WidgetRuntimeError) -> ParameterOptions {
        let (bundle, kind) = try report.resolve(name)
        return try await bundle.options(kind: kind.kind, parameter: parameter)
    }

    /// What a kind (`bundle/kind`, or a kind name one bundle has) looks like in a family before it is
    /// added, as WidgetKit's gallery shows it: its provider's snapshot, asked as a preview, unconfigured.
    public nonisolated func preview(kind name: String, family: WidgetFamily) async throws(WidgetRuntimeError) -> RenderedEntry {
        let (bundle, kind) = try report.resolve(name)
        guard kind.supportedFamilies.contains(family) else {
            throw WidgetRuntimeError(
                .unknownKind, at: "\(bundle.identifier)/\(kind.kind)", "has no \(family.rawValue) widget",
                fix: "choose one of its families: \(kind.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
        }
        return try await bundle.snapshot(kind: kind.kind, context: ProviderContext(family: family, isPreview: true))
    }

    // MARK: Carrying out

    private func perform(_ actions: [SchedulerAction], decided: Bool = false) {
        for action in actions {
            switch action {
            case .show(let id, let entry):
                guard let instance = instance(id), let timeline = timelines[id], entry < timeline.entries.count else { continue }
                shown[id] = entry
                emit(.shown(instance, entry: entry, of: timeline.entries.count, timeline.entries[entry]))
            case .reload(let id, _):
                if !decided, let decision = scheduler.decisions(of: id).last { tell(decision) }
                guard let instance = instance(id), let bundle = report.bundle(instance.bundle) else { continue }
                fetches[id]?.cancel()
                fetches[id] = Task { [weak self] in await self?.fetchTimeline(of: instance, from: bundle) }
            }
        }
    }

    private func fetchTimeline(of instance: WidgetInstance, from bundle: LoadedBundle) async {
        let fetched: Result<CheckedTimeline, WidgetRuntimeError>
        do throws(WidgetRuntimeError) {
            var context = instance.context
            context.displaySize = appearance.size(of: instance.family)
            fetched = .success(try await bundle.timeline(kind: instance.kind, context: context))
        } catch {
            fetched = .failure(error)
        }
        // A fetch replaced by a newer one, or whose instance went, delivers nothing.
        guard !Task.isCancelled else { return }
        fetches[instance.id] = nil
        switch fetched {
        case .success(let timeline): arrived(instance.id, timeline)
        case .failure(let error): failed(instance.id, error)
        }
    }

    private func arrived(_ id: InstanceID, _ checked: CheckedTimeline) {
        guard instance(id) != nil else { return }
        checked.warnings.forEach { emit(.warning("\(id): \($0)")) }
        dropTimeline(of: id)
        timelines[id] = checked.timeline
        if checked.isLarge { largeTimelines.insert(id) }
        shown[id] = nil
        lastErrors[id] = nil
        perform(scheduler.timelineArrived(
            id, entryDates: checked.timeline.entries.map(\.date), policy: checked.timeline.policy, now: now()))
        deliveryWaiters.removeValue(forKey: id)?.forEach { $0.resume() }
        wake()
    }

    /// Forgets an instance's timeline; a large one is freed off the event loop (``BulkWork``).
    private func dropTimeline(of id: InstanceID) {
        guard let dropped = timelines.removeValue(forKey: id) else { return }
        if largeTimelines.remove(id) != nil { BulkWork.release(consume dropped) }
    }

    private func failed(_ id: InstanceID, _ error: WidgetRuntimeError) {
        guard let instance = instance(id) else { return }
        lastErrors[id] = error
        emit(.failed(instance, error))
        perform(scheduler.timelineFailed(id, now: now()))
        deliveryWaiters.removeValue(forKey: id)?.forEach { $0.resume() }
        wake()
    }

    /// Waits for an instance's next timeline (or failure); at once when it is gone or the host stops,
    /// and a removal meanwhile ends the wait too.
    private func waitForDelivery(of id: InstanceID) async { await waitForDelivery(of: [id]) }

    /// Waits until each instance has been delivered (or removed, or the host stops): the waits are
    /// registered at once, before any of them can be delivered.
    private func waitForDelivery(of ids: [InstanceID]) async {
        let ids = Set(ids).filter { instance($0) != nil }
        guard !stopped, !ids.isEmpty else { return }
        await withCheckedContinuation { continuation in
            let wait = DeliveryWait(count: ids.count, continuation)
            for id in ids { deliveryWaiters[id, default: []].append(wait) }
        }
    }

    /// The error of a request whose instance was removed while it ran.
    private func removedMeanwhile(_ id: InstanceID, _ what: String) -> WidgetRuntimeError? {
        guard instance(id) == nil else { return nil }
        return WidgetRuntimeError(
            .unknownInstance, at: id.rawValue, "the widget was removed while its \(what) ran",
            fix: "add it again with `widgets instances add KIND`")
    }

    private func instance(_ id: InstanceID) -> WidgetInstance? { byID[id] }

    private static func index(_ list: InstanceList) -> [InstanceID: WidgetInstance] {
        Dictionary(list.instances.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func kinds(_ list: InstanceList) -> [String: [WidgetInstance]] {
        Dictionary(grouping: list.instances, by: \.kind)
    }

    private func now() -> Date { time.now() }

    /// A decision, as an event; of a bundle's coalesced requests at most one a second, which counts
    /// the others since (a bundle reloading in a loop would otherwise fill the event log).
    private func tell(_ decision: ReloadDecision) {
        guard case .coalesced = decision.outcome, let bundle = instance(decision.instance)?.bundle else {
            emit(.decided(decision))
            return
        }
        let now = now()
        if let last = coalescedTold[bundle], now >= last.at, now < last.at.addingTimeInterval(1) {
            coalescedTold[bundle]?.untold += 1
            return
        }
        var told = decision
        told.moreCoalesced = coalescedTold[bundle]?.untold ?? 0
        coalescedTold[bundle] = (now, 0)
        emit(.decided(told))
    }

    private func emit(_ event: HostEvent) {
        eventSink.yield(event)
    }
}

/// One caller waiting for the delivery of `count` instances: resumed when the last is delivered.
/// Used on the host's actor only.
private final class DeliveryWait {
    private var count: Int
    private var continuation: CheckedContinuation<Void, Never>?

    init(count: Int, _ continuation: CheckedContinuation<Void, Never>) {
        self.count = count
        self.continuation = continuation
    }

    /// One of its instances was delivered (or removed, or the host stopped).
    func resume() {
        count -= 1
        if count <= 0, let continuation {
            self.continuation = nil
            continuation.resume()
        }
    }
}
