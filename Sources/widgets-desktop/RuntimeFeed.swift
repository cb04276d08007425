import WidgetHome
import WidgetWire

/// Follows what the widgets of a running runtime show (`watch` on its control socket), on the main
/// actor, GTK's thread.
@MainActor
enum RuntimeFeed {
    /// Connects and follows: the desktop gets every widget (a change made meanwhile may come just
    /// before that list, never after it), then each change; `ended` is called once, when the runtime
    /// stops or sends what cannot be read. The task it returns is the caller's to cancel.
    static func follow(
        _ home: RuntimeHome, into desktop: Desktop, ended: @escaping @MainActor (String) -> Void
    ) throws(WidgetRuntimeError) -> Task<Void, Never> {
        guard let runtime = try ControlClient.connect(to: home)?.connection else {
            throw WidgetRuntimeError(
                .controlFailed, at: home.controlSocket.path, "no runtime is running for this home",
                fix: "start one with `widgets run --desktop`, which starts the desktop with it")
        }
        return Task {
            defer { runtime.close() }
            do {
                desktop.show(all: try await runtime.watch())
                for try await notice in runtime.notices { desktop.apply(notice) }
                ended("the runtime stopped")
            } catch {
                ended("\(error)")
            }
        }
    }
}
