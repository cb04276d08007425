import CStartupMemory
import Foundation
import ServiceLifecycle
import WidgetHome
import WidgetRuntime

/// Shows the host's events (on the terminal or as log lines) and sends them to the page and to the
/// surfaces that follow the control socket, until the host ends. The display and the open pages each
/// take them from a feed of their own (``SurfaceFeed``), so a slow terminal never delays the page or
/// the desktop; the desktops get them at once, as writes to their sockets that never wait.
struct EventsService: Service {
    let host: WidgetHost
    let display: any EventDisplay
    let page: PageEvents
    /// Surfaces that follow the widgets over the control socket (the desktop).
    let control: ControlServer

    func run() async {
        let (shown, paged) = (SurfaceFeed(), SurfaceFeed())
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                while let event = await shown.next() { await display.handle(event) }
                await display.finish()
            }
            group.addTask {
                while let event = await paged.next() { await page.publish(event) }
                page.finish()
            }
            // What only starting needed (loading the bundles, their first timelines) is given back
            // once every widget listed at the start has shown an entry or failed, and again when the
            // first refreshes are behind it.
            var starting = Set(await host.instances.map(\.id))
            var release: Task<Void, Never>?
            if starting.isEmpty { release = Task(operation: Self.releaseStartupMemory) }
            for await event in host.events {
                shown.send(event)
                if page.isFollowed { paged.send(event) }
                control.publish(event)
                switch event {
                case .shown(let instance, _, _, _), .failed(let instance, _):
                    if starting.remove(instance.id) != nil, starting.isEmpty { release = Task(operation: Self.releaseStartupMemory) }
                default:
                    break
                }
            }
            release?.cancel()
            for feed in [shown, paged] { feed.finish() }
        }
        // The group ends its services in order; this one's turn comes last.
        try? await gracefulShutdown()
    }

    /// Gives back what starting needed, and once more when the first refreshes' one-time work is done.
    @Sendable private static func releaseStartupMemory() async {
        startup_memory_release()
        guard (try? await EventLoopExecutor.sleep(for: .seconds(STARTUP_MEMORY_SETTLING_SECONDS))) != nil else { return }
        startup_memory_release()
    }
}
