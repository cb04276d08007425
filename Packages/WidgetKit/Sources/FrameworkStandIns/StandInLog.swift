import Synchronization
import WidgetSDK

/// The runtime's log for the framework stand-ins (under the bundle's name; standard error outside
/// the runtime): what a framework cannot do on Linux, each message once per process, so code that
/// calls an unavailable API in a loop leaves one line, not thousands.
public enum StandInLog {
    private static let said = Mutex<Set<String>>([])

    /// Writes `"FRAMEWORK: message"` as a warning, the first time only.
    public static func once(_ framework: String, _ message: String) {
        let line = "\(framework): \(message)"
        let first = said.withLock { $0.insert(line).inserted }
        if first { _RuntimeLog.write(.warning, line) }
    }

    /// Writes `"FRAMEWORK: message"` as an error, each time: something went wrong that should not.
    public static func error(_ framework: String, _ message: String) {
        _RuntimeLog.write(.error, "\(framework): \(message)")
    }
}
