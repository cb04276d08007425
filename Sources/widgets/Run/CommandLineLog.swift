import Foundation
import Logging
import Synchronization
import WidgetRuntime

/// Prints warnings (and with --verbose, everything) to standard error as `level: [bundle] message`.
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

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let bundle = merged["bundle"].map { "[\($0)] " } ?? ""
        let details = merged.filter { $0.key != "bundle" }.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        FileHandle.standardError.write(Data("\(event.level): \(bundle)\(event.message)\(details)\n".utf8))
    }
}
