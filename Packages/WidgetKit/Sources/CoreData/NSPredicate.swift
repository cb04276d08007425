import Foundation

/// A condition on objects, read from a format as Apple's: `NSPredicate(format: "title CONTAINS[c] %@", text)`.
///
/// A format that cannot be read does not stop the program where it is made, as it would on Apple's
/// platforms (NSInvalidArgumentException): the predicate keeps the error, a fetch that uses it throws
/// an NSError naming the position (``NSFetchRequestInvalidError``), and `evaluate(with:)` traps with
/// it. Code that works on Apple's platforms never reaches either.
open class NSPredicate: NSObject, @unchecked Sendable {
    let tree: PredicateTree
    /// Why the format could not be read, if it could not.
    public let formatError: NSPredicateFormatError?

    init(tree: PredicateTree) {
        self.tree = tree
        formatError = nil
    }

    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        var parser = PredicateParser(format: predicateFormat, arguments: (arguments ?? []).map { Optional($0) })
        do {
            tree = try parser.parse()
            formatError = nil
        } catch {
            tree = .constant(false)
            formatError = error
        }
    }

    /// A predicate that is always (or never) true.
    public init(value: Bool) {
        tree = .constant(value)
        formatError = nil
    }

    /// A predicate computed by a block; fetches with it filter in memory.
    public init(block: @escaping @Sendable (Any?, [String: Any]?) -> Bool) {
        tree = .block(block)
        formatError = nil
    }

    open var predicateFormat: String { formatError.map { "<unparsable: \($0.format)>" } ?? tree.format }
    open override var description: String { predicateFormat }

    /// Whether the object satisfies the predicate; traps if the format could not be read.
    open func evaluate(with object: Any?) -> Bool {
        evaluate(with: object, substitutionVariables: nil)
    }

    open func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool {
        if let formatError { fatalError("NSPredicate: \(formatError)") }
        do {
            return try PredicateEvaluation.evaluate(tree, on: object, depth: 0)
        } catch {
            fatalError("NSPredicate: \(error)")
        }
    }

    /// The error a fetch with this predicate throws, if any: an unreadable format, or a tree nested too deep.
    func validationError() -> NSError? {
        if let formatError { return coreDataError(NSFetchRequestInvalidError, "the fetch request's predicate: \(formatError)") }
        if tree.depth > PredicateEvaluation.maximumDepth {
            return coreDataError(
                NSFetchRequestInvalidError,
                "the fetch request's predicate nests \(tree.depth) levels deep, more than the \(PredicateEvaluation.maximumDepth) allowed; flatten it (AND/OR take many subpredicates)")
        }
        return nil
    }
}

/// Predicates joined by AND or OR, or one negated.
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
    public enum LogicalType: UInt, Sendable {
        case not = 0
        case and = 1
        case or = 2
    }

    public let compoundPredicateType: LogicalType
    public let subpredicates: [Any]

    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        let trees = subpredicates.map(\.tree)
        let tree: PredicateTree =
            switch type {
            case .and: trees.isEmpty ? .constant(true) : .and(trees)
            case .or: trees.isEmpty ? .constant(false) : .or(trees)
            case .not: .not(trees.count == 1 ? trees[0] : .and(trees))
            }
        super.init(tree: tree)
        if let failed = subpredicates.first(where: { $0.formatError != nil }) { pendingError = failed.formatError }
    }

    private var pendingError: NSPredicateFormatError?

    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) { self.init(type: .and, subpredicates: subpredicates) }
    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) { self.init(type: .or, subpredicates: subpredicates) }
    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) { self.init(type: .not, subpredicates: [predicate]) }

    override func validationError() -> NSError? {
        if let pendingError { return coreDataError(NSFetchRequestInvalidError, "the fetch request's predicate: \(pendingError)") }
        return super.validationError()
    }
}

// Arguments of `NSPredicate(format:)` as Apple's platforms take them: objects (an NSManagedObject,
// an NSDate, an NSArray, which are CVarArg there as NSObjects) and arrays of values for IN. They are
// read as values, never through a C variable argument list.
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { (self as NSArray)._cVarArgRetained }
}

// Foundation's values, which Apple's platforms pass as their bridged objects (`date as CVarArg`).
extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate)._cVarArgRetained }
}

extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { NSUUID(uuidString: uuidString)!._cVarArgRetained }
}

extension URL: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { NSURL(string: absoluteString)!._cVarArgRetained }
}

extension Data: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { NSData(data: self)._cVarArgRetained }
}

extension Decimal: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { NSDecimalNumber(decimal: self)._cVarArgRetained }
}

extension NSObject {
    /// The object as a C variable argument (`String(format: "%@", date)`), kept alive for the call:
    /// a value bridged for it has no other owner, so it is not released.
    fileprivate var _cVarArgRetained: [Int] { [Int(bitPattern: Unmanaged.passRetained(self).toOpaque())] }
}
