extension String {
    /// How many single-character edits make this string `other`: insertions, deletions,
    /// substitutions and swaps of neighbours; `limit + 1`, uncounted, when their lengths alone differ
    /// by more than `limit`. What every "did you mean" measures names by.
    package func editDistance(to other: String, limit: Int = .max) -> Int {
        let a = Array(self), b = Array(other)
        if abs(a.count - b.count) > limit { return limit + 1 }
        // Three rows of the table: two back (for a swap), the last, and the one being filled.
        var twoBack: [Int] = [], previous = Array(0...b.count)
        for i in stride(from: 1, through: a.count, by: 1) {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = Swift.min(current[j], twoBack[j - 2] + 1) }
            }
            (twoBack, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
