import Foundation
import WidgetDesktop
import WidgetHome
import WidgetSurfaces
import WidgetWire

/// Follows what the widgets of a running runtime show (`watch` on its control socket). One thread
/// reads the socket; each change is handled on the main actor, GTK's thread.
enum RuntimeFeed {
    /// Starts following; `change` gets every widget (a change made meanwhile may come just before
    /// that list, never after it), then each change; `ended` is called once, when the runtime stops or
    /// sends what cannot be read.
    static func follow(
        _ home: RuntimeHome, change: @escaping @MainActor @Sendable (WatchedChange) -> Void,
        ended: @escaping @MainActor @Sendable (String) -> Void
    ) throws(WidgetRuntimeError) {
        guard let client = try ControlClient.connect(to: home) else {
            throw WidgetRuntimeError(
                .controlFailed, at: home.controlSocket.path, "no runtime is running for this home",
                fix: "start one with `widgets run --desktop`, which starts the desktop with it")
        }
        try client.post(.watch)
        let reader = Thread {
            while let line = client.receive() {
                do throws(WidgetRuntimeError) {
                    let changed = try WatchedChange(line: line)
                    onMain { change(changed) }
                } catch {
                    client.close()
                    onMain { ended(error.description) }
                    return
                }
            }
            onMain { ended("the runtime stopped") }
        }
        reader.name = "runtime feed"
        reader.start()
    }
}

/// Runs `body` on the main actor after what was queued before it, in order.
func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated(body) }
}
