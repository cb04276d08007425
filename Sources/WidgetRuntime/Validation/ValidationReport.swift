import Foundation
import WidgetWire

/// What `BundleValidator` found: one line per check.
public struct ValidationReport: Sendable {
    public enum Outcome: String, Sendable { case passed, warning, failed }

    public struct Check: Sendable {
        public var name: String
        public var outcome: Outcome
        public var detail: String
        public var seconds: Double
        /// What failed, for telling one failure seen by several checks from several failures.
        var cause: String?
    }

    public var checks: [Check] = []

    public init() {}

    /// True when no check failed (warnings do not fail a bundle).
    public var passed: Bool { !checks.contains { $0.outcome == .failed } }

    public mutating func pass(_ name: String, _ detail: String, since start: ContinuousClock.Instant? = nil) {
        checks.append(Check(name: name, outcome: .passed, detail: detail, seconds: start.map(Self.seconds) ?? 0))
    }

    mutating func warn(_ name: String, _ detail: String, since start: ContinuousClock.Instant? = nil) {
        checks.append(Check(name: name, outcome: .warning, detail: detail, seconds: start.map(Self.seconds) ?? 0))
    }

    public mutating func fail(_ name: String, _ detail: String, cause: String? = nil) {
        checks.append(Check(name: name, outcome: .failed, detail: detail, seconds: 0, cause: cause))
    }

    /// Passes, or warns when it took longer than its budget.
    mutating func timed(_ name: String, since start: ContinuousClock.Instant, budget: Double, what: String) {
        let seconds = Self.seconds(start)
        let took = String(format: "%.0f ms", seconds * 1000)
        if seconds > budget {
            warn(name, "took \(took); \(what) should take under \(String(format: "%.0f ms", budget * 1000))", since: start)
        } else {
            pass(name, "answered in \(took)", since: start)
        }
    }

    mutating func fit(_ name: String, _ overflow: String?) {
        if let overflow { fail(name, overflow) } else { pass(name, "drawn within its size") }
    }

    private static func seconds(_ start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The report for people: a line a check, then the verdict.
    public var text: String {
        let marks: [Outcome: String] = [.passed: "✔", .warning: "⚠", .failed: "✘"]
        let lines = checks.map { "\(marks[$0.outcome]!) \($0.name): \($0.detail)" }
        let failed = checks.filter { $0.outcome == .failed }.count
        let warned = checks.filter { $0.outcome == .warning }.count
        return (lines + ["", failed == 0
            ? "Passed: \(checks.count) checks, \(warned) warning\(warned == 1 ? "" : "s")."
            : "Failed: \(failed) of \(checks.count) checks."]).joined(separator: "\n")
    }

    /// The report as JSON: the verdict and each check.
    public var json: JSON {
        .fields([
            "passed": .bool(passed),
            "checks": .array(checks.map { .fields(["name": .string($0.name), "outcome": .string($0.outcome.rawValue), "detail": .string($0.detail), "seconds": .number($0.seconds)]) }),
        ])
    }

    /// The report as a JUnit XML test suite, for CI systems; warnings are passing test cases with output.
    public func junit(suite: String) -> String {
        func escape(_ text: String) -> String {
            text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": ""
                default: String(scalar)
                }
            }.joined()
        }
        let failures = checks.filter { $0.outcome == .failed }.count
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuite name="\#(escape(suite))" tests="\#(checks.count)" failures="\#(failures)" errors="0">"# + "\n"
        for check in checks {
            let time = String(format: "%.3f", check.seconds)
            xml += #"  <testcase classname="\#(escape(suite))" name="\#(escape(check.name))" time="\#(time)">"#
            switch check.outcome {
            case .failed: xml += #"<failure message="\#(escape(check.detail))"/>"#
            case .warning: xml += "<system-out>warning: \(escape(check.detail))</system-out>"
            case .passed: break
            }
            xml += "</testcase>\n"
        }
        return xml + "</testsuite>\n"
    }
}
