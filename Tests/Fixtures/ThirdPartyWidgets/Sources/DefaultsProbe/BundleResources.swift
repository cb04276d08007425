import Foundation

// What widget code reads through Foundation's main bundle, in a file that imports Foundation alone as
// code shared with an iOS app does: a file of the bundle's `Resources/` by URL and by path, one it
// lacks, and its strings tables through Foundation's `NSLocalizedString` (a plural of a `.stringsdict`
// too).
enum BundleResources {
    static var lines: [String] {
        let url = Bundle.main.url(forResource: "greeting", withExtension: "txt")
        let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        return [
            "url=\(text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "nil")",
            "path=\(Bundle.main.path(forResource: "greeting", ofType: "txt") ?? "nil")",
            "missing=\(Bundle.main.url(forResource: "absent", withExtension: "txt")?.path ?? "nil")",
            "done=\(NSLocalizedString("Time done", comment: "A countdown's progress"))",
            "title=\(NSLocalizedString("Title", tableName: "Widget", comment: "The widget's title"))",
            "days=\(String(format: NSLocalizedString("days", comment: "A plural"), 3))",
        ]
    }
}
