import ArgumentParser
import CMalloc
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// Serves the control socket until the group shuts down.
struct ControlService: Service {
    let server: ControlServer

    func run() async throws {
        try await cancelWhenGracefulShutdown { try await server.run() }
        server.stop()
    }
}
