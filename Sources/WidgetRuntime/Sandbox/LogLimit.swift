import Foundation

/// How much a bundle may write to the runtime's log: ``linesPerSecond`` lines a second, in bursts of
/// up to ``burst``; the lines past that are dropped and counted, and the count is logged with the next
/// line let through. A line is cut at ``longestLine`` characters.
struct LogLimit {
    static let linesPerSecond = 50
    static let burst = 200
    static let longestLine = 2_000

    private var lines = TokenBucket(rate: LogLimit.linesPerSecond, burst: LogLimit.burst)
    private var dropped = 0

    /// Whether a line logged now may be written, and how many were dropped since the last one that was.
    mutating func admit(at now: ContinuousClock.Instant) -> (allowed: Bool, dropped: Int) {
        lines.refill(at: now)
        guard lines.tokens >= 1 else {
            dropped += 1
            return (false, 0)
        }
        lines.spend(1)
        defer { dropped = 0 }
        return (true, dropped)
    }

    /// A plugin's text as one log line: line breaks written `\n`, other control characters as U+FFFD,
    /// cut at ``longestLine`` characters.
    static func oneLine(_ text: String) -> String {
        var line = TerminalText.sanitized(text.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n"))
        if line.count > longestLine {
            let rest = line.count - longestLine
            line = String(line.prefix(longestLine)) + "… (\(rest) more characters)"
        }
        return line
    }
}
