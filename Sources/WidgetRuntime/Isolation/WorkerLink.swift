import CFence
import Foundation
import Logging
import Synchronization
import WidgetABI
import WidgetWire
import WorkerWire

/// Runs one bundle in worker processes: starts a worker on the first request, carries requests and
/// host-service calls over its socket, and when it dies fails its requests with the cause and asks the
/// ``WorkerSupervisor`` when to start the next one, or to quarantine the bundle.
///
/// The bundle's time runs on the host's clock (``HostTime``): a request's time-out and the wait
/// before a restart are tasks sleeping on it. Each worker has one thread of its own, which starts
/// it, reads and writes its socket, answers its host calls and reaps it; the lock guards the link's
/// state, never a wait.
final class WorkerLink: BundleLink {
    let bundle: CheckedBundle
    let timeout: Duration
    private let plan: WorkerPlan
    private let services: HostServices
    private let quarantines: QuarantineList
    private let logger: Logger
    private let time: HostTime
    private let waits = RequestWaits()
    /// How fast its workers' host messages are read, across restarts.
    private let budget: HostMessageBudget
    /// What its traffic may cost the runtime's CPU.
    private let cpuShare: RuntimeShare
    var share: RuntimeShare? { cpuShare }
    private let state: Mutex<State>

    private struct State {
        var supervisor: WorkerSupervisor
        /// The quarantine is in the home's list: only then does its absence there mean it was lifted
        /// (the list is written just after the supervisor decides, outside the lock).
        var quarantineListed: Bool
        /// The worker new requests go to. One that is being replaced or stopped is no longer here, and
        /// fails what it still owes when it is gone.
        var worker: WorkerProcess?
        /// While a worker starts, the requests waiting for it (token and bytes), sent once it runs:
        /// one start at a time.
        var starting: [(token: UInt, message: [UInt8])]?
        var fence: WorkerFence?
        /// Why the library cannot start; kept until its files change.
        var startFailure: WidgetRuntimeError?
        /// The library file as last seen, to notice it change.
        var stamp: LibraryStamp?
        var changedStamp: LibraryStamp?
        /// The runtime shut the link down: a worker started meanwhile is stopped at once.
        var isShutDown = false
        /// The wait before the next worker may start, after a death.
        var restart: Task<Void, Never>?
        /// The watch on the current worker's folders, ended with it.
        var quotaWatch: QuotaWatch?
        /// Worker threads that have not yet reaped their worker, and who waits for there to be none.
        var threads = 0
        var drained: [CheckedContinuation<Void, Never>] = []
    }

    init(
        _ bundle: CheckedBundle, plan: WorkerPlan, services: HostServices, quarantines: QuarantineList, logger: Logger,
        timeout: Duration, time: HostTime, policy: WorkerSupervisor.Policy = WorkerSupervisor.Policy()
    ) {
        self.bundle = bundle
        self.plan = plan
        self.services = services
        self.quarantines = quarantines
        self.timeout = timeout
        self.time = time
        var logger = logger
        logger[metadataKey: "bundle"] = "\(bundle.manifest.identifier)"
        self.logger = logger
        budget = HostMessageBudget(plan.messages, logger: logger)
        cpuShare = RuntimeShare(plan.share, logger: logger)
        let quarantine = quarantines.active(for: bundle)
        state = Mutex(State(
            supervisor: WorkerSupervisor(policy: policy, quarantine: quarantine), quarantineListed: quarantine != nil,
            stamp: bundle.stamp))
    }

    var identifier: String { bundle.manifest.identifier }

    func exchange(_ message: [UInt8], name: String) async -> Result<[UInt8], WidgetRuntimeError> {
        await waits.exchange(
            timeout: timeout, time: time, timedOut: { self.timedOut(name) }, cancelled: { self.cancelled(name) },
            abandon: { token, error in self.abandon(token: token, because: error) }
        ) { token in
            deliver(message, token: token)
        }
    }

    /// Sends a request to the worker, or queues it for the worker starting (starting one first if
    /// none runs). Never waits: a start happens on the new worker's own thread.
    private func deliver(_ message: [UInt8], token: UInt) {
        enum Next {
            case send(WorkerProcess)
            case fail(WidgetRuntimeError)
            case start(LibraryStamp?)
            case queued
        }
        let next: Next = state.withLock { state in
            if state.isShutDown { return .fail(stopped) }
            if let failure = state.startFailure { return .fail(failure) }
            if let worker = state.worker {
                worker.track(token)
                return .send(worker)
            }
            if state.starting != nil {
                state.starting?.append((token, message))
                return .queued
            }
            if case .failure(let refusal) = state.supervisor.start(at: time.now()) { return .fail(error(for: refusal)) }
            state.starting = [(token, message)]
            state.threads += 1
            return .start(state.stamp)
        }
        switch next {
        case .send(let worker): send(message, token: token, to: worker)
        case .fail(let error): waits.complete(token, with: .failure(error))
        case .start(let stamp):
            WorkerThread.start(name: "widgets.worker \(identifier)") {
                self.start(stamp: stamp)
                self.threadEnded()
            }
        case .queued: break
        }
    }

    /// Starts a worker and serves it until it ends, on the worker's own thread; the requests that
    /// waited for it are sent once it is the worker requests go to, or fail with why it could not start.
    private func start(stamp: LibraryStamp?) {
        let worker: WorkerProcess
        do throws(WidgetRuntimeError) {
            for quota in plan.quotas {
                guard let excess = quota.excess() else { continue }
                throw WidgetRuntimeError(
                    .workerFailed, at: "bundle \(identifier)", "its worker cannot start: it \(excess)",
                    fix: "remove files from \(quota.folder.path), or raise the limit in runtime.json's limits")
            }
            worker = try spawn(stamp: stamp)
        } catch {
            let waiting = state.withLock { state in
                defer { state.starting = nil }
                state.supervisor.workerStopped()
                return state.starting ?? []
            }
            for request in waiting { waits.complete(request.token, with: .failure(error)) }
            return
        }
        // Stored before it is served, so its end always finds it here.
        let watch = QuotaWatch.start(
            pid: worker.pid, rootIsInit: worker.isNamespaceInit, restsBySelf: worker.restsBySelf, quotas: plan.quotas,
            owesAnswers: { worker.owesAnswers },
            rested: { [logger] in logger.debug("its worker rests (stopped) until the next request") }
        ) { worker.stop(.faulted($0)) }
        let (shutDown, waiting) = state.withLock { state in
            defer { state.starting = nil }
            if !state.isShutDown {
                state.worker = worker
                state.quotaWatch = watch
            }
            let waiting = state.starting ?? []
            if !state.isShutDown { waiting.forEach { worker.track($0.token) } }
            return (state.isShutDown, waiting)
        }
        if shutDown {
            watch.cancel()
            worker.stop(.shutdown)
            for request in waiting { waits.complete(request.token, with: .failure(stopped)) }
        } else {
            for request in waiting { send(request.message, token: request.token, to: worker) }
        }
        serve(worker)
        watch.cancel()
    }

    /// Sends a request's frame, told first when the defaults changed since the worker's last request
    /// (so that it reads the suites it keeps for Foundation's `UserDefaults` again only then).
    /// A resting worker is continued once its frames wait in its socket (``QuotaWatch``), so it wakes
    /// once, to read them: the frames are never held up by it, what its socket cannot take waiting in
    /// the worker's outbox.
    private func send(_ message: [UInt8], token: UInt, to worker: WorkerProcess) {
        if let news = worker.defaultsNews, news.changed(to: services.sandbox.defaults.changeStamp()) { worker.send(WorkerFrame(.defaultsChanged)) }
        worker.send(WorkerFrame(.request, id: UInt64(token), payload: message))
        state.withLock { $0.quotaWatch }?.wake()
    }

    /// The request with `token` got no reply in time: the worker that owes it is stopped, and its
    /// other requests fail with the cause.
    /// One still waiting for its worker to start is not sent: the worker is not at fault.
    private func abandon(token: UInt, because error: WidgetRuntimeError) {
        let worker = state.withLock { state in
            state.starting?.removeAll { $0.token == token }
            return state.worker
        }
        guard let worker, worker.untrack(token) else { return }
        // Its answer may wait behind its own messages, read at the budget's pace: the cause says so.
        let slowed = budget.isSlowing ? "; its host messages were being slowed to \(plan.messages.perSecond) a second" : ""
        worker.stop(.faulted("did not answer in time and was stopped (\(error.message))\(slowed)"))
    }

    var health: BundleHealth {
        state.withLock { state in
            if let failure = state.startFailure { return .failed(failure) }
            switch state.supervisor.state {
            case .quarantined(let quarantine): return .quarantined(quarantine)
            case .waiting(let until, let cause): return .restarting(cause: cause, restartAt: until)
            case .idle, .running: return state.fence.map(BundleHealth.running) ?? .notStarted
            }
        }
    }

    /// What the bundle's workers may reach, as `widgets list` shows it: the running worker's report of
    /// its fence, or, before one has reported, the report a worker would make on this kernel.
    var fenceDescription: String {
        let abi = Int(fence_landlock_abi())
        let fence = state.withLock { $0.fence } ?? WorkerFence(plan.launch, landlock: abi >= 1 ? abi : nil, socketFilter: true)
        return "worker process; \(WorkerProcess.treeFence(namespaced: plan.namespaced)); \(fence.summary)"
    }

    /// What a request gets once the runtime has stopped the bundle's worker for good.
    private var stopped: WidgetRuntimeError {
        WidgetRuntimeError(.workerDied, at: "bundle \(identifier)", "the runtime stopped its worker")
    }

    /// Makes the worker's folders and starts it, on the thread that will serve it.
    private func spawn(stamp: LibraryStamp?) throws(WidgetRuntimeError) -> WorkerProcess {
        for folder in plan.folders {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var launch = plan.launch
        launch.parent = Int(getpid())
        let worker = try WorkerProcess.spawn(
            executable: plan.executable, launch: launch, environment: plan.environment, namespaced: plan.namespaced, stamp: stamp,
            locatesCrashes: plan.locatesCrashes)
        logger.debug("started a worker", metadata: ["pid": "\(worker.pid)"])
        return worker
    }

    /// Serves a started worker until it ends, on its own thread.
    private func serve(_ worker: WorkerProcess) {
        let exit = worker.serve(limits: plan.launch.limits, budget: budget, share: cpuShare, output: { line in
            // The worker's own warnings (a refused socket, say) are warnings; the rest is detail.
            if line.hasPrefix("warning: ") {
                services.log(level: Int32(WIDGET_LOG_WARNING), String(line.dropFirst("warning: ".count)))
            } else {
                services.log(level: Int32(WIDGET_LOG_DEBUG), "output: " + line)
            }
        }) { frame in
            handle(frame, from: worker)
        }
        ended(worker, exit)
    }

    /// Handles a frame from the worker, on its thread.
    private func handle(_ frame: WorkerFrame, from worker: WorkerProcess) {
        switch frame.kind {
        case .reply:
            let token = UInt(frame.id)
            guard worker.untrack(token) else { return }
            if frame.payload.count >= largeReply, worker.startsBulk() {
                let megabytes = String(format: "%.1f", Double(frame.payload.count) / 1_048_576)
                logger.info("its worker runs at idle priority from now on: it sent a reply of \(megabytes) MB")
            }
            waits.complete(token, with: .success(frame.payload))
            // Looked at after the reply's own work on the loop: the worker has then gone back to
            // reading its socket, and rests at once.
            if !worker.owesAnswers { state.withLock { $0.quotaWatch }?.answered() }
        case .hostCall:
            worker.send(WorkerFrame(.hostReply, id: frame.id, payload: services.call(frame.payload)))
        case .hostSend:
            services.perform(frame.payload)
        case .log:
            services.log(level: Int32(clamping: frame.id), String(decoding: frame.payload, as: UTF8.self))
        case .ready:
            // The worker says it once, before the bundle's code runs; the bundle's code may write
            // frames too, and a second `ready` (a forged fence, a false "not fenced") is its fault.
            guard worker.markReady() else {
                worker.stop(.faulted("sent a second ready frame (only the worker says it, once, before the bundle's code runs)"))
                return
            }
            let fence = try? WorkerFence(json: JSON(parsing: frame.payload))
            state.withLock { $0.fence = fence }
            if let fence, !fence.isComplete { WorkerLink.warnPartialFence(fence, logger: logger) }
        case .startFailed:
            // The worker is the bundle's process: what it says is a plugin's text, made one plain line
            // here, where it is decoded, so no surface that shows it (`instances list`, `explain`, the log)
            // can be steered; a code is a plain word or none.
            let report = try? LibraryStartFailure(json: JSON(parsing: frame.payload))
            let code = report.map(\.code).flatMap { code in
                (1...64).contains(code.utf8.count) && code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
                    ? code : nil
            }
            let error = WidgetRuntimeError(
                WidgetRuntimeError.Code(rawValue: code ?? "workerFailed"), at: bundle.library,
                report.map { RenderLimits.label(String($0.message.prefix(2_000))) } ?? "the worker could not start the library",
                fix: report?.fix.map { RenderLimits.label(String($0.prefix(2_000))) })
            state.withLock { $0.startFailure = error }
        case .request, .hostReply, .defaultsChanged:
            worker.stop(.faulted("sent a frame only the runtime sends"))
        }
    }

    /// The worker is gone: fail what it owed, and decide what comes next.
    private func ended(_ worker: WorkerProcess, _ exit: WorkerProcess.Exit) {
        let now = time.now()
        let replaced = worker.stamp != nil && LibraryStamp(path: bundle.library) != worker.stamp
        // What it owes is taken under the lock, once it is no longer the worker requests go to: a
        // request sent meanwhile (tracked under the same lock) is never left behind.
        let (failure, decision, owed) = state.withLock { state -> (WidgetRuntimeError, WorkerSupervisor.Decision?, Set<UInt>) in
            let (failure, decision) = decide(&state, worker: worker, exit: exit, replaced: replaced, now: now)
            return (failure, decision, worker.takeAll())
        }
        // Carried out before what it owed fails: a caller told the bundle is quarantined finds it in
        // the home's quarantine list (`widgets list`) at once.
        carryOut(decision, exit: exit, replaced: replaced)
        for token in owed { waits.complete(token, with: .failure(failure)) }
    }

    /// What a worker's end means for the link's state: the error its requests get, and whether to
    /// restart it (after a wait) or quarantine the bundle.
    private func decide(
        _ state: inout State, worker: WorkerProcess, exit: WorkerProcess.Exit, replaced: Bool, now: Date
    ) -> (WidgetRuntimeError, WorkerSupervisor.Decision?) {
        switch exit.stop {
        case .replaced?:
            return (WidgetRuntimeError(.workerDied, at: "bundle \(identifier)", "its library changed; it starts again with the new one"), nil)
        case .shutdown?:
            return (stopped, nil)
        case .faulted?, nil:
            break
        }
        guard state.worker === worker else {
            return (WidgetRuntimeError(.workerDied, at: "bundle \(identifier)", "its worker \(exit.cause)"), nil)
        }
        state.worker = nil
        state.fence = nil
        if let failure = state.startFailure {
            state.supervisor.workerStopped()
            return (failure, nil)
        }
        if replaced {
            state.supervisor.workerStopped()
            return (WidgetRuntimeError(
                .workerDied, at: "bundle \(identifier)", "its library was replaced while it ran; it starts again with the new one"), nil)
        }
        let decision = state.supervisor.workerDied(cause: exit.cause, at: now)
        return (died(exit.cause, decision), decision)
    }

    /// Carries out what ``decide`` chose, outside the lock.
    private func carryOut(_ decision: WorkerSupervisor.Decision?, exit: WorkerProcess.Exit, replaced: Bool) {
        switch decision {
        case .restart(let wait)?:
            logger.warning("its worker \(exit.cause); restarting it in \(Self.seconds(wait))")
            let restart = Task { [self] in
                do { try await time.sleep(.seconds(wait)) } catch { return }
                state.withLock { $0.supervisor.waitEnded() }
                services.sandbox.hooks.restarted(bundle: identifier)
            }
            let shutDown = state.withLock { state in
                state.restart?.cancel()
                state.restart = state.isShutDown ? nil : restart
                return state.isShutDown
            }
            if shutDown { restart.cancel() }
        case .quarantine(let quarantine)?:
            logger.error(
                "quarantined: \(quarantine.reason)",
                metadata: ["fix": "fix the bundle and replace its library, or run `widgets quarantine clear \(identifier)`"])
            do throws(WidgetRuntimeError) {
                try quarantines.record(quarantine, of: bundle)
                state.withLock { $0.quarantineListed = true }
            } catch {
                logger.error("\(error)")
            }
        case nil:
            // A worker that died because its file was replaced under it: its widgets reload on a new one.
            if replaced, exit.stop == nil { services.sandbox.hooks.restarted(bundle: identifier) }
        }
    }

    /// The error a dead worker's requests get.
    private func died(_ cause: String, _ decision: WorkerSupervisor.Decision) -> WidgetRuntimeError {
        switch decision {
        case .restart(let wait):
            WidgetRuntimeError(
                .workerDied, at: "bundle \(identifier)", "its worker \(cause)",
                fix: "the runtime starts it again in \(Self.seconds(wait)); fix the bundle if it keeps happening")
        case .quarantine(let quarantine):
            WidgetRuntimeError(
                .quarantined, at: "bundle \(identifier)", quarantine.reason,
                fix: "fix the bundle and replace its library, or run `widgets quarantine clear \(identifier)`")
        }
    }

    private func error(for refusal: WorkerSupervisor.Refusal) -> WidgetRuntimeError {
        switch refusal {
        case .waiting(let until, let cause):
            WidgetRuntimeError(
                .workerDied, at: "bundle \(identifier)", "its worker \(cause)",
                fix: "the runtime starts it again in \(Self.seconds(max(until.timeIntervalSince(time.now()), 0)))")
        case .quarantined(let quarantine):
            WidgetRuntimeError(
                .quarantined, at: "bundle \(identifier)", "the bundle is quarantined: \(quarantine.reason)",
                fix: "fix the bundle and replace its library, or run `widgets quarantine clear \(identifier)`")
        }
    }

    /// What ``restartIfChanged(immediately:)`` looks at: the bundle's folder (its `Info.json`), its
    /// library, and the quarantine list.
    var changeWatches: [FolderEvents.Watch] {
        let library = URL(filePath: bundle.library)
        return [
            FolderEvents.Watch(folder: bundle.folder.path, names: nil),
            FolderEvents.Watch(folder: library.deletingLastPathComponent().path, names: [library.lastPathComponent]),
            FolderEvents.Watch(folder: quarantines.file.deletingLastPathComponent().path, names: [quarantines.file.lastPathComponent]),
        ]
    }

    /// Starts over with the library as it is now when it changed and has stayed the same since the
    /// last look (so a copy in progress is not started), or at once when `immediately` (it was
    /// replaced in one rename): the old worker is stopped, a quarantine or a start failure is lifted.
    /// Returns whether it did.
    func restartIfChanged(immediately: Bool = false) -> Bool {
        let current = LibraryStamp(path: bundle.library)
        if case .quarantined = state.withLock({ $0.supervisor.state }), current == state.withLock({ $0.stamp }) {
            // Lifted by `widgets quarantine clear`, or by an edited Info.json (whose other changes
            // apply when the runtime next starts).
            let manifest = FileManager.default.contents(atPath: bundle.folder.appending(path: "Info.json").path)
            let edited = manifest.map { String(decoding: $0, as: UTF8.self) != bundle.manifestText } ?? false
            let cleared = state.withLock { $0.quarantineListed } && quarantines.entries()[identifier] == nil
            guard edited || cleared else { return false }
            if edited { _ = try? quarantines.clear(identifier) }
            state.withLock {
                $0.supervisor.lift()
                $0.quarantineListed = false
            }
            logger.notice(edited ? "its Info.json changed; its quarantine is lifted" : "its quarantine was lifted; starting it again")
            return true
        }
        let worker: WorkerProcess?? = state.withLock { state in
            guard current != state.stamp else {
                state.changedStamp = nil
                return .none
            }
            guard immediately || current == state.changedStamp, current != nil else {
                state.changedStamp = current
                return .none
            }
            state.stamp = current
            state.changedStamp = nil
            state.startFailure = nil
            state.supervisor.lift()
            state.quarantineListed = false
            // New requests start a new worker; the old one fails what it still owes when it is gone.
            defer {
                state.worker = nil
                state.fence = nil
            }
            return .some(state.worker)
        }
        guard case .some(let old) = worker else { return false }
        state.withLock { $0.restart }?.cancel()
        logger.notice("its library changed; starting it again")
        try? quarantines.clear(identifier)
        old?.stop(.replaced)
        return true
    }

    /// A worker's thread is done: it reaped its worker (or none started).
    private func threadEnded() {
        let drained = state.withLock { state in
            state.threads -= 1
            guard state.threads == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { state.drained = [] }
            return state.drained
        }
        drained.forEach { $0.resume() }
    }

    /// Returns once no worker of the link runs any more (each reaped, its files closed).
    func drained() async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state in
                if state.threads == 0 { return true }
                state.drained.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Stops the worker and the link's waits, as the runtime ends; nothing of it is counted against the bundle.
    func shutdown() {
        let (worker, restart, watch) = state.withLock { state in
            defer {
                state.worker = nil
                state.fence = nil
                state.isShutDown = true
                state.restart = nil
                state.quotaWatch = nil
            }
            return (state.worker, state.restart, state.quotaWatch)
        }
        restart?.cancel()
        watch?.cancel()
        worker?.stop(.shutdown)
    }

    private static let warnedPartialFence = Mutex(false)

    /// Says once per process that workers run with part of their fence missing.
    static func warnPartialFence(_ fence: WorkerFence, logger: Logger) {
        guard warnedPartialFence.withLock({ warned in defer { warned = true }; return !warned }) else { return }
        logger.warning("the worker fence is partial: \(fence.summary)")
    }

    static func seconds(_ value: TimeInterval) -> String {
        value < 10 ? String(format: "%.1f s", value) : "\(Int(value.rounded())) s"
    }
}
