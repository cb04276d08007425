import BundleStart
import Foundation
import Logging
import Synchronization
import WidgetABI
import WidgetDeclarative
import WidgetWire
import WorkerWire

/// Gives a bundle's link: a ``WorkerLink`` in worker mode, or, in process, an ``InProcessLink`` to
/// the library started once when it is first needed (`dlopen`, the library's `main`, the entry point
/// and the ABI check). An in-process failure is kept, so a broken library is not opened again and again.
final class BundleStarter: Sendable {
    let bundle: CheckedBundle
    private let services: HostServices
    /// The app groups the bundle may use: declared, granted, and not denied by runtime.json.
    var grantedGroups: [String] { services.sandbox.grantedGroups }
    var deniedGroups: [String] { services.sandbox.deniedGroups }
    /// The one reader of the bundle's files.
    var files: BundleFiles { services.strings.files }
    var location: BundleLocation { services.location }
    private let timeout: Duration
    private let time: HostTime
    private let mode: Mode
    private let state = Mutex<Result<any BundleLink, WidgetRuntimeError>?>(nil)

    enum Mode: Sendable {
        case inProcess
        case worker(WorkerLink)
    }

    init(
        _ bundle: CheckedBundle, services: HostServices, timeout: Duration, time: HostTime,
        worker: (plan: WorkerPlan, quarantines: QuarantineList, policy: WorkerSupervisor.Policy)?
    ) {
        self.bundle = bundle
        self.services = services
        self.timeout = timeout
        self.time = time
        if let worker {
            let link = WorkerLink(
                bundle, plan: worker.plan, services: services, quarantines: worker.quarantines, logger: services.logger,
                timeout: timeout, time: time, policy: worker.policy)
            mode = .worker(link)
            state.withLock { $0 = .success(link) }
        } else {
            mode = .inProcess
        }
    }

    /// The worker link, in worker mode.
    var worker: WorkerLink? { if case .worker(let link) = mode { link } else { nil } }

    /// True once the library has been started in this process, or a worker runs it.
    var isStarted: Bool {
        switch mode {
        case .inProcess: state.withLock { if case .success? = $0 { true } else { false } }
        case .worker(let link): if case .running = link.health { true } else { false }
        }
    }

    var health: BundleHealth {
        switch mode {
        case .inProcess:
            if case .failure(let error)? = state.withLock({ $0 }) { return .failed(error) }
            return .inProcess
        case .worker(let link): return link.health
        }
    }

    var fenceDescription: String {
        switch mode {
        case .inProcess: "in process: NOT fenced (isolation inProcess or --in-process)"
        case .worker(let link): link.fenceDescription
        }
    }

    /// The thread libraries are opened and started on in this process: `dlopen` and a library's
    /// `main` run here, one at a time, never on the caller's thread.
    static let startQueue = DispatchQueue(label: "widgets.loader")

    /// The bundle's link, starting the library in this process (on ``startQueue``) if it has not been.
    func link() async -> Result<any BundleLink, WidgetRuntimeError> {
        if let started = state.withLock({ $0 }) { return started }
        return await withCheckedContinuation { continuation in
            Self.startQueue.async { continuation.resume(returning: self.startedLink()) }
        }
    }

    /// The bundle's link, started if need be; called on ``startQueue`` only, so a library is started
    /// once. The lock guards the stored result, not the start.
    private func startedLink() -> Result<any BundleLink, WidgetRuntimeError> {
        dispatchPrecondition(condition: .onQueue(Self.startQueue))
        if let started = state.withLock({ $0 }) { return started }
        let started = start()
        state.withLock { $0 = started }
        return started
    }

    /// Opens and starts the library, or reuses it when this process already started it for the same
    /// bundle. Nothing of the bundle has run in this process before this.
    private func start() -> Result<any BundleLink, WidgetRuntimeError> {
        let path = bundle.library
        if let file = bundle.stamp?.identity, let started = LoadedLibraries.shared.link(for: file) {
            return .success(started)
        }
        let started =
            bundle.manifest.declarative.map { DeclarativeBundle.start($0, libraries: bundle.libraries) }
            ?? BundleLibrary.start(path) { HostTable.make(calling: services) }
        switch started {
        case .success(let table): return .success(connected(table))
        case .failure(let report): return .failure(WidgetRuntimeError(report, at: path))
        }
    }

    /// The link to a started bundle's table, remembered for its file.
    private func connected(_ table: UnsafePointer<widget_bundle>) -> any BundleLink {
        let link = InProcessLink(
            table: table, identifier: bundle.manifest.identifier, timeout: timeout, time: time,
            defaultsStamp: { [services] in services.sandbox.defaults.changeStamp() })
        if let file = bundle.stamp?.identity { LoadedLibraries.shared.record(link, for: file) }
        return link
    }
}
