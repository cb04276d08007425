import Foundation
import ServiceLifecycle
import WidgetRuntime

/// Shows the host's events (on the terminal or as log lines) and sends them to the page, until the host ends.
struct EventsService: Service {
    let host: WidgetHost
    let display: any EventDisplay
    let page: PageEvents
    /// Surfaces that follow the widgets over the control socket (the desktop).
    let control: ControlServer

    func run() async {
        for await event in host.events {
            await display.handle(event)
            page.publish(event)
            control.publish(event)
        }
        page.finish()
        await display.finish()
        // The group ends its services in order; this one's turn comes last.
        try? await gracefulShutdown()
    }
}
