import Foundation

/// Evaluating a predicate on an object in memory: for objects not yet saved, and for what SQL cannot say.
enum PredicateEvaluation {
    /// The deepest a predicate tree may nest to be evaluated or translated.
    static let maximumDepth = 500

    struct TooDeep: Error, CustomStringConvertible {
        var description: String { "the predicate nests more than \(maximumDepth) levels deep" }
    }

    static func evaluate(_ tree: PredicateTree, on object: Any?, depth: Int) throws -> Bool {
        guard depth < maximumDepth else { throw TooDeep() }
        switch tree {
        case .constant(let value): return value
        case .not(let inner): return try !evaluate(inner, on: object, depth: depth + 1)
        case .and(let parts):
            for part in parts where try !evaluate(part, on: object, depth: depth + 1) { return false }
            return true
        case .or(let parts):
            for part in parts where try evaluate(part, on: object, depth: depth + 1) { return true }
            return false
        case .block(let block): return block(object, nil)
        case .comparison(let comparison): return compare(comparison, on: object)
        }
    }

    static func value(_ expression: PredicateTree.Expression, on object: Any?) -> Any? {
        switch expression {
        case .constant(let value): return value
        case .evaluatedObject: return object
        case .keyPath(let path): return KeyPaths.value(of: object, path: path)
        case .list(let items): return items.map { value($0, on: object) as Any }
        }
    }

    static func compare(_ comparison: PredicateTree.Comparison, on object: Any?) -> Bool {
        let left = value(comparison.left, on: object)
        let right = value(comparison.right, on: object)
        let leftMany: [Any]? = {
            if case .constant = comparison.left { return nil }
            if comparison.op == .in, comparison.modifier == .direct { return nil }
            return KeyPaths.collection(left)
        }()
        if let elements = leftMany, comparison.op != .contains || comparison.modifier != .direct {
            let matches = elements.map { test(comparison, $0, right) }
            switch comparison.modifier {
            case .all: return matches.allSatisfy { $0 }
            case .none: return !matches.contains(true)
            case .any, .direct: return matches.contains(true)
            }
        }
        let result = test(comparison, left, right)
        return comparison.modifier == .none ? !result : result
    }

    static func test(_ comparison: PredicateTree.Comparison, _ left: Any?, _ right: Any?) -> Bool {
        let c = comparison.caseInsensitive
        let d = comparison.diacriticInsensitive
        switch comparison.op {
        case .equal: return PredicateValues.equal(left, right, caseInsensitive: c, diacriticInsensitive: d)
        case .notEqual: return !PredicateValues.equal(left, right, caseInsensitive: c, diacriticInsensitive: d)
        case .less: return PredicateValues.compare(left, right, caseInsensitive: c, diacriticInsensitive: d) == .orderedAscending && left != nil && right != nil
        case .lessOrEqual: return left != nil && right != nil && PredicateValues.compare(left, right, caseInsensitive: c, diacriticInsensitive: d).map { $0 != .orderedDescending } == true
        case .greater: return PredicateValues.compare(left, right, caseInsensitive: c, diacriticInsensitive: d) == .orderedDescending && left != nil && right != nil
        case .greaterOrEqual: return left != nil && right != nil && PredicateValues.compare(left, right, caseInsensitive: c, diacriticInsensitive: d).map { $0 != .orderedAscending } == true
        case .between:
            guard let bounds = right as? [Any], bounds.count == 2, left != nil else { return false }
            return PredicateValues.compare(left, bounds[0]).map { $0 != .orderedAscending } == true
                && PredicateValues.compare(left, bounds[1]).map { $0 != .orderedDescending } == true
        case .in:
            if let many = KeyPaths.collection(right) {
                return many.contains { PredicateValues.equal(left, $0, caseInsensitive: c, diacriticInsensitive: d) }
            }
            if let text = left as? String, let container = right as? String { return strings(container, text, c, d) { $0.contains($1) } }
            return false
        case .contains:
            if let many = KeyPaths.collection(left) {
                return many.contains { PredicateValues.equal($0, right, caseInsensitive: c, diacriticInsensitive: d) }
            }
            guard let text = left as? String, let part = right as? String else { return false }
            return strings(text, part, c, d) { $0.contains($1) }
        case .beginsWith:
            guard let text = left as? String, let part = right as? String else { return false }
            return strings(text, part, c, d) { $0.hasPrefix($1) }
        case .endsWith:
            guard let text = left as? String, let part = right as? String else { return false }
            return strings(text, part, c, d) { $0.hasSuffix($1) }
        case .like:
            guard let text = left as? String, let pattern = right as? String else { return false }
            return strings(text, pattern, c, d) { wildcard($0[...], $1[...]) }
        case .matches:
            guard let text = left as? String, let pattern = right as? String else { return false }
            var options: NSRegularExpression.Options = []
            if c { options.insert(.caseInsensitive) }
            guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: options) else { return false }
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    /// Applies a string test after folding case and diacritics as the options ask.
    static func strings(_ a: String, _ b: String, _ c: Bool, _ d: Bool, _ test: (String, String) -> Bool) -> Bool {
        func fold(_ text: String) -> String {
            var options: String.CompareOptions = []
            if c { options.insert(.caseInsensitive) }
            if d { options.insert(.diacriticInsensitive) }
            return options.isEmpty ? text : text.folding(options: options, locale: nil)
        }
        return test(fold(a), fold(b))
    }

    /// LIKE's pattern: `*` any run of characters, `?` one character.
    static func wildcard(_ text: Substring, _ pattern: Substring) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let rest = pattern.dropFirst()
            var candidate = text
            while true {
                if wildcard(candidate, rest) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let character = text.first else { return false }
        return (first == "?" || first == character) && wildcard(text.dropFirst(), pattern.dropFirst())
    }
}
