import Foundation

extension DecodingError {
    /// One line for people: the field where the file went wrong (`positions.counter-1.x`) and why.
    public var summary: String {
        let (context, what): (Context, String) =
            switch self {
            case .typeMismatch(let type, let context): (context, "is not a \(type)")
            case .valueNotFound(let type, let context): (context, "has no \(type)")
            case .keyNotFound(let key, let context): (context, "lacks '\(key.stringValue)'")
            case .dataCorrupted(let context): (context, "is not valid: \(context.debugDescription)")
            @unknown default: (Context(codingPath: [], debugDescription: ""), "is not valid")
            }
        let field = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return field.isEmpty ? "the file \(what)" : "field '\(field)' \(what)"
    }
}
