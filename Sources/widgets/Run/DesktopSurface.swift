import Foundation
import NIOCore
import NIOPosix
import ServiceLifecycle
import Spawning
import WidgetHome

/// The widgets on the desktop: `widgets-desktop`, a process of its own beside the runtime (the host
/// knows nothing of windows), started once the control socket is up and stopped with the run. It
/// follows the widgets over the control socket and taps them there.
struct DesktopSurface: Service {
    let home: RuntimeHome
    let display: any EventDisplay

    /// The surface's program, beside this one.
    static var program: URL { RuntimeHome.executableDirectory.appending(path: "widgets-desktop") }

    /// Why `--desktop` cannot work here, in one line with what to do instead; nil when it can.
    static func problem(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if ["WAYLAND_DISPLAY", "DISPLAY"].allSatisfy({ (environment[$0] ?? "").isEmpty }) {
            return "--desktop needs a desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set); use --http 0 for the live page, or run in a terminal"
        }
        if !FileManager.default.isExecutableFile(atPath: program.path) {
            return "--desktop needs \(program.path), which is missing; build it with `swift build --product widgets-desktop`"
        }
        return nil
    }

    /// Runs the surface; one that stops by itself (a crash, its display's connection lost) is started
    /// again a second later, up to three times a minute. The widgets run on regardless, also when the
    /// surface is closed (ended by a stop of its own): the service then waits for the run's end, as
    /// a service that returned early would end the whole run.
    func run() async {
        var stops: [ContinuousClock.Instant] = []
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            let status = await runOnce()
            guard !Task.isShuttingDownGracefully else { return }
            guard status != 0 else {
                await display.announce("The desktop surface was closed; the widgets run on (`widgets page` or `widgets instances` shows them).")
                try? await gracefulShutdown()
                return
            }
            let now = ContinuousClock.now
            stops = stops.filter { now - $0 < .seconds(60) } + [now]
            guard stops.count <= 3 else {
                await display.problem(
                    "the desktop surface stopped \(stops.count) times within a minute (last status \(status)); the widgets still run: `widgets page` or `widgets instances` shows them")
                try? await gracefulShutdown()
                return
            }
            await display.announce("The desktop surface stopped (status \(status)); starting it again.")
            try? await cancelWhenGracefulShutdown { try await EventLoopExecutor.sleep(for: .seconds(1)) }
        }
    }

    /// One run of `widgets-desktop`, until it exits (stopped with the run); its exit status (127 when it
    /// cannot start). Its standard output, which it does not write to, is a pipe whose end tells that
    /// it ended, read on an event loop: nothing looks at the process meanwhile.
    private func runOnce() async -> Int32 {
        guard let lifeline = ChildProcess.pipe() else { return 127 }
        let started = try? ChildProcess.start([Self.program.path, "--home", home.root.path], output: .descriptor(lifeline.write))
        close(lifeline.write)
        guard let surface = started else {
            close(lifeline.read)
            return 127
        }
        let ended = Self.end(of: lifeline.read)
        return await withGracefulShutdownHandler {
            await withTaskCancellationHandler {
                try? await ended.get()
            } onCancel: {
                surface.signal(SIGKILL)
            }
            return await surface.exit(sleep: EventLoopExecutor.sleep)
        } onGracefulShutdown: {
            surface.signal(SIGTERM)
        }
    }

    /// A future completed when the pipe's other end is closed (what comes through it is dropped).
    private static func end(of descriptor: Int32) -> EventLoopFuture<Void> {
        let loop = MultiThreadedEventLoopGroup.singleton.any()
        let closed = loop.makePromise(of: Void.self)
        let reading = NIOPipeBootstrap(group: loop)
            .channelOption(.allowRemoteHalfClosure, value: false)
            .takingOwnershipOfDescriptor(input: descriptor)
        reading.whenSuccess { channel in channel.closeFuture.cascade(to: closed) }
        reading.whenFailure { error in
            close(descriptor)
            closed.fail(error)
        }
        return closed.futureResult
    }
}
