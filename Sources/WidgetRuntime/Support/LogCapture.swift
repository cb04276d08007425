import Logging
import Synchronization

/// Keeps what is logged through its ``logger``: for `widgets validate`, which reads a bundle's
/// refusals from the log, and for tests that check what was logged.
package final class LogCapture: Sendable {
    private struct Entry {
        var level: Logger.Level
        var bundle: String?
        var message: String
    }

    private let entries = Mutex<[Entry]>([])

    package init() {}

    /// Every message so far, as logged.
    package var plainMessages: [String] { entries.withLock { $0.map(\.message) } }

    /// Every message so far as `level: [bundle] message` (the bundle when the log names one).
    package var messages: [String] {
        entries.withLock { $0.map { "\($0.level): \($0.bundle.map { "[\($0)] " } ?? "")\($0.message)" } }
    }

    package var logger: Logger {
        Logger(label: "widgets.capture") { _ in Handler(capture: self) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var logLevel: Logger.Level = .debug
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let bundle = (metadata.merging(event.metadata ?? [:]) { $1 })["bundle"].map { "\($0)" }
            capture.entries.withLock { $0.append(Entry(level: event.level, bundle: bundle, message: "\(event.message)")) }
        }
    }
}
