/// A Core Data class's own `init(entity:insertInto:)`, which Objective-C calls for every object fetched
/// or inserted: here the CoreData module makes objects through that initializer as a `required` one, so
/// an override of it (`@objc override private init(entity:insertInto:)`, often `private`) becomes
/// `required init`, public where it was.
enum ManagedObjectInitializer {
    static func madeRequired(_ source: String) -> String {
        guard source.contains("insertInto") else { return source }
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let match = line.firstMatch(of: Self.override), !match.output.1.contains("convenience") else { return String(line) }
            let visibility = match.output.1.contains("public") || match.output.1.contains("open") ? "public " : ""
            return line.replacingCharacters(in: match.range, with: "\(visibility)required init(entity:")
        }.joined(separator: "\n")
    }

    nonisolated(unsafe) private static let override =
        /((?:(?:override|private|fileprivate|internal|public|open|convenience)\s+)+)init\(\s*entity:(?=\s*NSEntityDescription\s*,\s*insertInto\b)/
}
