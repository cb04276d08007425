import Foundation
import Logging
import Synchronization
import WidgetRuntime

/// Prints warnings (and with --verbose, everything) to standard error as `level: [bundle] message`,
/// or, while the live terminal view is on screen, into its log area (``divert(to:)``).
struct CommandLineLog: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Sends the process's logs here; only the first call counts, as swift-log allows one.
    static func bootstrap(verbose: Bool) {
        guard bootstrapped.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        LoggingSystem.bootstrap { _ in CommandLineLog(logLevel: verbose ? .debug : .warning) }
    }

    private static let bootstrapped = Atomic<Bool>(false)

    /// Where lines go instead of standard error; nil: standard error.
    private static let diverted = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// Sends every line to `sink` from now on (the live view's log area), or back to standard error (nil).
    static func divert(to sink: (@Sendable (String) -> Void)?) {
        diverted.withLock { $0 = sink }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let bundle = merged["bundle"].map { "[\($0)] " } ?? ""
        let details = merged.filter { $0.key != "bundle" }.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let line = "\(event.level): \(bundle)\(event.message)\(details)"
        if let sink = Self.diverted.withLock({ $0 }) { return sink(line) }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
