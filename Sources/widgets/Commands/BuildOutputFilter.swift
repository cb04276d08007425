import Foundation

/// What `swift build` prints, as `widgets bundle` shows it: SwiftPM prints a compiler diagnostic once
/// per compile job that meets it (a file with an error is in every batch of its module, its module
/// emitted and compiled apart), so each diagnostic (`FILE:LINE:COLUMN: error: …` and the source lines
/// drawn under it) is shown the first time only, in order; and the known warning about the SDK's
/// pkg-config flags (`prohibited flag(s): -pthread`, which SwiftPM drops and the link does not need)
/// is not shown.
struct BuildOutputFilter {
    private var partial: [UInt8] = []
    private var seen: Set<Substring> = []
    /// Whether the lines drawn under the last diagnostic are left out (it was shown before).
    private var skippingContext = false

    /// The whole lines of `bytes` (with what an earlier chunk left unfinished) that are shown.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> String {
        partial += bytes
        guard let end = partial.lastIndex(of: UInt8(ascii: "\n")) else { return "" }
        let text = String(decoding: partial[...end], as: UTF8.self)
        partial.removeSubrange(...end)
        return filtered(text)
    }

    /// What is left once the output ends.
    mutating func finish() -> String {
        let text = String(decoding: partial, as: UTF8.self)
        partial = []
        return text.isEmpty ? "" : filtered(text + "\n")
    }

    private mutating func filtered(_ text: String) -> String {
        var shown = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if Self.isContext(line) {
                if !skippingContext { shown += line + "\n" }
                continue
            }
            skippingContext = false
            if Self.isPthreadWarning(line) { continue }
            if Self.isDiagnostic(line) {
                guard seen.insert(line).inserted else {
                    skippingContext = true
                    continue
                }
            }
            shown += line + "\n"
        }
        return shown
    }

    /// SwiftPM's `warning: prohibited flag(s): -pthread, -pthread`, of pkg-config's flags for Pango
    /// (which the SDK draws with): only `-pthread`, which SwiftPM leaves out and nothing needs.
    static func isPthreadWarning(_ line: Substring) -> Bool {
        let prefix = "warning: prohibited flag(s): "
        guard line.hasPrefix(prefix) else { return false }
        return line.dropFirst(prefix.count).split(separator: ",").allSatisfy { $0.trimmingCharacters(in: .whitespaces) == "-pthread" }
    }

    /// A compiler's or SwiftPM's diagnostic: `FILE:LINE:COLUMN: error: …`, `error: …`, `warning: …`.
    static func isDiagnostic(_ line: Substring) -> Bool {
        guard let first = line.first, first != " ", first != "\t" else { return false }
        return line.contains("error: ") || line.contains("warning: ") || line.contains("note: ")
    }

    /// A line the compiler draws under a diagnostic: a numbered source line (`12 | Text("x")`), the
    /// markers under it (`   | `- error: …`), or an indented line.
    static func isContext(_ line: Substring) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        if rest.count < line.count { return !rest.isEmpty }
        let afterNumber = rest.drop { $0.isNumber }.drop { $0 == " " }
        return afterNumber.first == "|" && afterNumber.count < rest.count || rest.hasPrefix("|")
    }
}
