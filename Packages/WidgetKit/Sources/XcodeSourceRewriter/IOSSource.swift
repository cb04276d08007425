/// A Swift file of an Xcode target as iOS builds it.
enum IOSSource {
    /// The file's text, each `#if`/`#elseif` that asks for iOS asking for Linux too, and an import of
    /// a module Linux has under another name importing that one (os's `Logger` comes with WidgetKit;
    /// CoreGraphics' types with Foundation) and Objective-C's attributes taken out
    /// (``ObjectiveCAttributes``), a Core Data class's `init(entity:insertInto:)` made `required`
    /// (``ManagedObjectInitializer``), under a `#sourceLocation` of `path`: errors and debug information
    /// name the project's file and line. Lines keep their numbers.
    static func text(_ source: String, at path: String) -> String {
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + seenAsIOS(ManagedObjectInitializer.madeRequired(ObjectiveCAttributes.stripped(source)))
    }

    static func seenAsIOS(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif"), line.contains("os(iOS)") {
                return line.replacingOccurrences(of: "os(iOS)", with: "(os(iOS) || os(Linux))")
            }
            let words = trimmed.split(separator: " ")
            if words.count == 2, words[0] == "import", let replacement = renamedModules[String(words[1])] {
                return line.replacingOccurrences(of: "import \(words[1])", with: "import \(replacement)")
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The source with each of `widgets` left out of a `WidgetBundle`'s body: a line that is only
    /// `Name()` for one of them is blanked (the port left that widget's files out). Lines keep their numbers.
    static func leavingOut(_ widgets: Set<String>, from source: String) -> String {
        guard !widgets.isEmpty, source.contains("WidgetBundle") else { return source }
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard code.hasSuffix("()"), widgets.contains(String(code.dropLast(2))) else { return String(line) }
            return ""
        }.joined(separator: "\n")
    }

    /// Apple's modules whose names widget code needs here under others'.
    static let renamedModules = ["os": "WidgetKit", "os.log": "WidgetKit", "OSLog": "WidgetKit", "CoreGraphics": "Foundation"]
}
