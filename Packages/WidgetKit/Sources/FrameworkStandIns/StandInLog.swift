import WidgetSDK

/// The runtime's log for the framework stand-ins (under the bundle's name; standard error outside
/// the runtime): what a framework cannot do on Linux, each message once per process, so code that
/// calls an unavailable API in a loop leaves one line, not thousands.
public enum StandInLog {
    /// Writes `"FRAMEWORK: message"` as a warning, the first time only.
    public static func once(_ framework: String, _ message: String) {
        _RuntimeLog.warnOnce("\(framework): \(message)")
    }

    /// Writes `"FRAMEWORK: message"` as an error, each time: something went wrong that should not.
    public static func error(_ framework: String, _ message: String) {
        _RuntimeLog.write(.error, "\(framework): \(message)")
    }
}
