import Foundation

/// A predicate as read from its format: comparisons joined by AND, OR and NOT.
indirect enum PredicateTree {
    case constant(Bool)
    case not(PredicateTree)
    case and([PredicateTree])
    case or([PredicateTree])
    case comparison(Comparison)
    /// A block, which only runs in memory.
    case block(@Sendable (Any?, [String: Any]?) -> Bool)

    struct Comparison {
        var modifier: Modifier
        var left: Expression
        var op: Operator
        var right: Expression
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    enum Modifier { case direct, any, all, none }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    indirect enum Expression {
        case keyPath(String)
        case constant(Any?)
        case list([Expression])
        case evaluatedObject
    }

    /// How deep the tree nests (a comparison is 1).
    var depth: Int {
        switch self {
        case .constant, .comparison, .block: return 1
        case .not(let inner): return inner.depth + 1
        case .and(let parts), .or(let parts): return (parts.map(\.depth).max() ?? 0) + 1
        }
    }

    /// The format Apple's `predicateFormat` would write.
    var format: String {
        switch self {
        case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let inner): return "NOT \(inner.format)"
        case .and(let parts): return parts.map { "(\($0.format))" }.joined(separator: " AND ")
        case .or(let parts): return parts.map { "(\($0.format))" }.joined(separator: " OR ")
        case .block: return "BLOCKPREDICATE"
        case .comparison(let comparison):
            let modifier = switch comparison.modifier { case .direct: ""; case .any: "ANY "; case .all: "ALL "; case .none: "NONE " }
            var options = ""
            if comparison.caseInsensitive || comparison.diacriticInsensitive {
                options = "[" + (comparison.caseInsensitive ? "c" : "") + (comparison.diacriticInsensitive ? "d" : "") + "]"
            }
            return "\(modifier)\(Self.format(comparison.left)) \(comparison.op.rawValue)\(options) \(Self.format(comparison.right))"
        }
    }

    static func format(_ expression: Expression) -> String {
        switch expression {
        case .keyPath(let path): return path
        case .evaluatedObject: return "SELF"
        case .list(let items): return "{" + items.map(format).joined(separator: ", ") + "}"
        case .constant(let value):
            switch value {
            case nil: return "nil"
            case let text as String: return "\"\(text)\""
            case let object as NSManagedObject: return "\(object.objectID)"
            case let value?: return "\(value)"
            }
        }
    }
}

/// A format a predicate cannot be read from: what was expected, and where (a 0-based position in the format).
public struct NSPredicateFormatError: Error, CustomStringConvertible, Sendable {
    public let format: String
    public let position: Int
    public let reason: String
    public var description: String { "cannot parse the predicate format \"\(format)\": \(reason) at position \(position)" }
}
