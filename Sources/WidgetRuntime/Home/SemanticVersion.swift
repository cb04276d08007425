/// A SemVer version, as a tag names it (`v` before it allowed); build metadata ignored.
public struct SemanticVersion: Comparable, Sendable {
    public var numbers: [Int]
    public var preRelease: [String]

    public init?(_ text: String) {
        var rest = Substring(text)
        if rest.first == "v" || rest.first == "V" { rest = rest.dropFirst() }
        rest = rest.prefix { $0 != "+" }
        let parts = rest.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        self.numbers = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
        preRelease = parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : []
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.numbers != rhs.numbers { return lhs.numbers.lexicographicallyPrecedes(rhs.numbers) }
        // A pre-release comes before its release; identifiers compare as numbers when both are.
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        default:
            for (a, b) in zip(lhs.preRelease, rhs.preRelease) where a != b {
                if let x = Int(a), let y = Int(b) { return x < y }
                return a < b
            }
            return lhs.preRelease.count < rhs.preRelease.count
        }
    }
}
