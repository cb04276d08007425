import NIOCore
import WidgetWire

/// A ``ControlConnection`` for a program that is not async: each call waits for its answer.
public struct ControlClient: Sendable {
    public let connection: ControlConnection

    /// Connects to the home's runtime; nil when none is running.
    public static func connect(to home: RuntimeHome) throws(WidgetRuntimeError) -> ControlClient? {
        do {
            return try ControlConnection.connecting(to: home).wait().map(ControlClient.init)
        } catch {
            throw WidgetRuntimeError(controlFailure: error)
        }
    }

    /// Sends a request and returns its answer's value, or throws the runtime's error.
    public func send(_ request: ControlRequest) throws(WidgetRuntimeError) -> JSON {
        do {
            return try connection.exchange(request).wait()
        } catch {
            throw WidgetRuntimeError(controlFailure: error)
        }
    }

    /// Closes the connection.
    public func close() { connection.close() }
}
