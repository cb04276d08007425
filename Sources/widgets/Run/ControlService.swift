import Foundation
import ServiceLifecycle
import WidgetRuntime

/// Serves the control socket until the group shuts down.
struct ControlService: Service {
    let server: ControlServer

    func run() async throws {
        try await cancelWhenGracefulShutdown { try await server.run() }
        server.stop()
    }
}
