import BundleStart
import CFence
import CNetworkNotice
import CStartupMemory
import Dispatch
import Foundation
import Synchronization
import Glibc
import WidgetABI
import WidgetDeclarative
import WidgetWire
import WorkerWire

/// The worker's life: fence, open the library, serve the runtime until it goes away.
enum Worker {
    /// The runtime's socket, descriptor 3 by the runtime's arrangement.
    static let channel = HostChannel(descriptor: 3)

    /// Requests are handed to the bundle on their own thread, so the reading thread keeps reading the
    /// runtime's answers to host-service calls the bundle waits on while handling a request.
    static let requests = DispatchQueue(label: "widgets-worker.requests")

    /// Held while a reply's `UserDefaults` changes and then the reply are sent, so replies leave one
    /// at a time, each after what its request changed.
    static let replying = Mutex<Void>(())

    /// How far the worker has given back its start-up memory: at its first answer, then at its first
    /// answer STARTUP_MEMORY_SETTLING_SECONDS later, when the first refreshes' one-time work is done.
    enum StartupRelease { case none, once(ContinuousClock.Instant), twice }
    static let startupRelease = Mutex<StartupRelease>(.none)

    /// Foundation's `UserDefaults` bridged to the runtime's suites (none for a declarative bundle).
    static let defaults = Mutex<FoundationDefaults?>(nil)

    static func run() -> Never {
        // Background work, as iOS runs a widget extension: woken by a request, the worker waits for
        // a free core or the next tick rather than preempting the runtime or the desktop that woke it.
        // Set before any thread starts: every thread and process of the worker inherits it.
        var parameters = sched_param()
        _ = sched_setscheduler(0, batchScheduling, &parameters)
        // In a PID namespace of its own, process 1 is its init, never the worker.
        _ = fence_serve_as_init()
        // Die with the runtime, and do not live on if it is already gone.
        _ = fence_parent_death_signal(SIGKILL)
        guard CommandLine.arguments.count == 2,
            let launch = try? WorkerLaunch(json: JSON(parsing: CommandLine.arguments[1]))
        else {
            let message = "widgets-worker is started by `widgets`, not by hand\n"
            _ = write(2, message, message.utf8.count)
            exit(64)
        }
        guard Int(getppid()) == launch.parent else { exit(0) }
        signal(SIGPIPE, SIG_IGN)
        // Foundation's main bundle is the bundle's folder: made before anything asks for it.
        if launch.declarative == nil { MainBundle.present(launch) }

        if !launch.network { network_notice_refuse_internet() }
        let fence: WorkerFence
        do {
            fence = try Fence.apply(launch)
        } catch {
            fail(error)
        }
        waitForCgroups()
        if let declarative = launch.declarative {
            // A declarative bundle calls no host service and runs no Swift code of its own: it starts
            // before anything is read, and the main thread reads and answers its requests as they
            // come (no other thread is woken, started, or stopped and continued as the worker rests),
            // resting by itself once it has answered.
            started.withLock { $0 = startDeclarative(declarative) }
            channel.send(WorkerFrame(.ready, payload: Array(fence.json.serialized.utf8)))
            serve(answering: true)
        }
        // Read from the runtime on a thread of its own from now on: a bundle may call host services
        // (open a suite) while it starts, and their answers arrive on the socket. Requests wait on the
        // suspended queue until the bundle has started.
        requests.suspend()
        Thread { serve(answering: false) }.start()
        if let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] {
            let bridge = FoundationDefaults(folder: URL(filePath: config), groups: launch.appGroups, channel: channel)
            bridge.prepare()
            defaults.withLock { $0 = bridge }
        }
        let bundle = start(launch.library)
        started.withLock { $0 = bundle }
        channel.send(WorkerFrame(.ready, payload: Array(fence.json.serialized.utf8)))
        requests.resume()
        dispatchMain()
    }

    /// Waits until the runtime has moved this process into its cgroups, which it does while the worker
    /// starts (the kernel takes a while): one byte on descriptor 4. Nothing of the bundle has run yet;
    /// the descriptor's end without a byte means the runtime gave up on this worker.
    private static func waitForCgroups() {
        var byte: UInt8 = 0
        var count: Int
        repeat { count = read(4, &byte, 1) } while count < 0 && errno == EINTR
        guard count == 1 else { exit(0) }
        close(4)
    }

    /// Reads the runtime's frames until it closes the socket (it is gone or wants this worker gone),
    /// then ends the worker. Requests are answered on this thread (`answering`) or on the request queue.
    private static func serve(answering: Bool) -> Never {
        channel.receive(restsAfterAnswering: answering) { frame in
            switch frame.kind {
            case .request:
                if answering { handleRequest(frame) } else { requests.async { handleRequest(frame) } }
            case .hostReply:
                channel.answer(frame)
            case .defaultsChanged:
                // Foundation's files and the SDK's suites are read again before the next request.
                defaults.withLock { $0 }?.markStale()
                if answering { passDefaultsChanged() } else { requests.async { passDefaultsChanged() } }
            default:
                break
            }
        }
        exit(0)
    }

    /// The bundle's table once it has started.
    private static let started = Mutex<BundleTable?>(nil)

    /// Hands a request to the bundle, which replies through ``deliverReply``.
    private static func handleRequest(_ frame: WorkerFrame) {
        let bundle = started.withLock { $0! }
        defaults.withLock { $0 }?.prepare()
        frame.payload.withUnsafeBufferPointer { buffer in
            bundle.pointer.pointee.request(
                bundle.pointer.pointee.context, buffer.baseAddress, buffer.count,
                UnsafeMutableRawPointer(bitPattern: UInt(frame.id)), deliverReply)
        }
    }

    /// Tells the bundle the defaults changed; nobody waits for its answer.
    private static func passDefaultsChanged() {
        let bundle = started.withLock { $0! }
        changedMessage.withUnsafeBufferPointer { buffer in
            bundle.pointer.pointee.request(bundle.pointer.pointee.context, buffer.baseAddress, buffer.count, nil, ignoreReply)
        }
    }

    /// Opens the library and starts it, as the in-process loader does.
    private static func start(_ path: String) -> BundleTable {
        switch BundleLibrary.start(path, host: { HostTable.make(calling: channel) }) {
        case .success(let table): return BundleTable(pointer: table)
        case .failure(let failure): fail(WorkerFailure(failure))
        }
    }

    /// Serves a declarative bundle: its functions are found and prepared before any is called.
    private static func startDeclarative(_ launch: WorkerLaunch.DeclarativeLaunch) -> BundleTable {
        let spec: DeclarativeSpec
        do {
            spec = try DeclarativeSpec(json: launch.section)
        } catch {
            fail(WorkerFailure(LibraryStartFailure(code: "manifestInvalid", message: error.description, fix: error.fix)))
        }
        switch DeclarativeBundle.start(spec, libraries: launch.libraries, answeringOnCaller: true) {
        case .success(let table): return BundleTable(pointer: table)
        case .failure(let failure): fail(WorkerFailure(failure))
        }
    }

    /// Tells the runtime why the worker cannot start, and ends it.
    static func fail(_ failure: WorkerFailure) -> Never {
        channel.send(WorkerFrame(.startFailed, payload: Array(failure.report.json.serialized.utf8)))
        exit(70)
    }
}

/// Linux's SCHED_BATCH, which glibc's header shows only to GNU C.
let batchScheduling: Int32 = 3

/// The bundle's table. Unchecked: the ABI makes it valid and callable from any thread for good.
struct BundleTable: @unchecked Sendable {
    let pointer: UnsafePointer<widget_bundle>
}

/// The reply callback every request carries: the reply goes back framed, with the request's id, after
/// the request's `UserDefaults` changes (sent without waiting, so on the caller's thread whichever it is).
let deliverReply: widget_reply_fn = { context, bytes, length in
    let payload = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    let id = UInt64(UInt(bitPattern: context))
    Worker.replying.withLock { _ in
        Worker.defaults.withLock { $0 }?.collect()
        Worker.channel.send(WorkerFrame(.reply, id: id, payload: payload))
    }
    // Started and answering: what only starting needed (loading the bundle) is given back, and again
    // once its first refreshes are behind it.
    let release = Worker.startupRelease.withLock { state in
        switch state {
        case .none:
            state = .once(.now)
        case .once(let first) where .now - first >= .seconds(STARTUP_MEMORY_SETTLING_SECONDS):
            state = .twice
        default:
            return false
        }
        return true
    }
    if release { startup_memory_release() }
}

/// The `defaultsChanged` request the worker passes on to the bundle, whose answer nobody waits for.
let changedMessage = WireCoding.encode(BundleRequest.defaultsChanged)
let ignoreReply: widget_reply_fn = { _, _, _ in }
