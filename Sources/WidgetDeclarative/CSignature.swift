/// A C function's prototype in the small grammar declarative bundles use, such as
/// `int32 getloadavg(double[3], int32)` or `const char *tally_label(int64 count)`.
///
///     prototype  := result NAME "(" [ "void" | parameter { "," parameter } ] ")"
///     result     := "void" | scalar | "const char *" | "char *"
///     parameter  := scalar [NAME] | "const char *" [NAME] | scalar [NAME] "[" SIZE "]"
///     scalar     := int32 | int64 | uint32 | uint64 | double | float | bool
///
/// `int`, `long`, `unsigned`, `size_t` and the `<stdint.h>` names are accepted for the scalars they are
/// on 64-bit Linux. A `[SIZE]` parameter is an array the function fills (an out-parameter, like
/// `getloadavg`'s); it takes no argument from the manifest.
public struct CSignature: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var result: CType
    public var parameters: [CType]

    /// The parameters the manifest gives arguments for: all but the out-arrays.
    public var inputs: [CType] { parameters.filter { !$0.isArray } }

    /// The out-array parameter, if any (at most one).
    public var outArray: (element: CScalar, count: Int)? {
        for parameter in parameters { if case .array(let element, let count) = parameter { return (element, count) } }
        return nil
    }

    public var description: String {
        "\(result.spelling) \(name)(\(parameters.isEmpty ? "void" : parameters.map(\.spelling).joined(separator: ", ")))"
    }

    /// Reads a prototype; the error says what in it is wrong and how to write it.
    public init(parsing text: String) throws(SignatureError) {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close,
            text[text.index(after: close)...].allSatisfy(\.isWhitespace)
        else {
            throw SignatureError("'\(text)' is not a C prototype", fix: "write it as in C, e.g. \"int32 getloadavg(double[3], int32)\"")
        }
        var head = Self.tokens(text[..<open])
        guard let last = head.last, Self.isIdentifier(last), !Self.typeWords.contains(last) else {
            throw SignatureError("'\(text)' names no function", fix: "put the function's name before '(', e.g. \"int64 sysconf(int32)\"")
        }
        name = last
        head.removeLast()
        guard !head.isEmpty else {
            throw SignatureError("'\(text)' has no result type", fix: "start with the type the function returns, e.g. \"void \(name)(…)\"")
        }
        result = try Self.type(head, in: text, isResult: true)
        let list = text[text.index(after: open)..<close]
        let pieces = list.split(separator: ",", omittingEmptySubsequences: false).map { Self.tokens($0) }
        if pieces == [[]] || pieces == [["void"]] {
            parameters = []
        } else {
            parameters = []
            for (index, piece) in pieces.enumerated() {
                guard !piece.isEmpty else {
                    throw SignatureError("parameter \(index + 1) of '\(text)' is empty", fix: "remove the extra comma")
                }
                parameters.append(try Self.parameter(piece, in: text))
            }
        }
        if parameters.filter(\.isArray).count > 1 {
            throw SignatureError("'\(text)' has more than one array parameter", fix: "call a function that fills one array")
        }
    }

    private static func parameter(_ tokens: [String], in text: String) throws(SignatureError) -> CType {
        var tokens = tokens
        var size: Int?
        if tokens.last == "]" {
            guard tokens.count >= 3, tokens[tokens.count - 3] == "[" else {
                throw SignatureError("an array in '\(text)' has no size", fix: "give its size, e.g. double[3]")
            }
            guard let count = Int(tokens[tokens.count - 2]), count >= 1, count <= CType.largestArray else {
                throw SignatureError(
                    "an array in '\(text)' has size '\(tokens[tokens.count - 2])'",
                    fix: "give a whole number from 1 to \(CType.largestArray), e.g. double[3]")
            }
            size = count
            tokens.removeLast(3)
        } else if tokens.last == "[" || tokens.contains("[") {
            throw SignatureError("an array in '\(text)' has no size", fix: "give its size, e.g. double[3]")
        }
        // A parameter's name, if it has one, is the identifier after the type.
        if tokens.count > 1, let last = tokens.last, isIdentifier(last), !typeWords.contains(last) { tokens.removeLast() }
        let type = try Self.type(tokens, in: text, isResult: false)
        guard let size else { return type }
        guard case .scalar(let element) = type else {
            throw SignatureError("'\(text)' has an array of \(type.spelling)", fix: "arrays hold numbers: \(CScalar.names)")
        }
        return .array(element, count: size)
    }

    private static func type(_ tokens: [String], in text: String, isResult: Bool) throws(SignatureError) -> CType {
        let spelled = tokens.joined(separator: " ")
        switch spelled {
        case "void" where isResult: return .void
        case "const char *", "char const *": return .string
        case "char *" where isResult: return .string
        default: break
        }
        if let scalar = CScalar(spelling: spelled) { return .scalar(scalar) }
        let place = isResult ? "result type" : "parameter type"
        if spelled == "void" {
            throw SignatureError("'\(text)' has a void parameter", fix: "write '(void)' or '()' for a function without parameters")
        }
        if spelled == "char *" {
            throw SignatureError(
                "'\(text)' takes a 'char *' the function could write into", fix: "declare string arguments as 'const char *'")
        }
        if tokens.contains("*") {
            throw SignatureError(
                "the \(place) '\(spelled)' of '\(text)' is a pointer the grammar lacks",
                fix: "use numbers (\(CScalar.names)), 'const char *', or an array such as double[3]")
        }
        throw SignatureError(
            "unknown \(place) '\(spelled)' in '\(text)'",
            fix: "use one of \(CScalar.names), 'const char *'\(isResult ? " or void" : ", or an array such as double[3]")")
    }

    /// Words that are part of a type, never a name.
    private static let typeWords: Set<String> = [
        "void", "const", "char", "int", "long", "unsigned", "signed", "short", "bool", "_Bool", "float", "double", "size_t",
        "int32", "int64", "uint32", "uint64", "int32_t", "int64_t", "uint32_t", "uint64_t", "struct",
    ]

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return token.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// Words, numbers and the punctuation `*`, `[`, `]`.
    private static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word) }
            word = ""
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}

/// The numbers a C function may take and return.
public enum CScalar: String, Sendable, Hashable, CaseIterable {
    case int32, int64, uint32, uint64, double, float, bool

    init?(spelling: String) {
        switch spelling {
        case "int32", "int32_t", "int", "signed int", "signed": self = .int32
        case "int64", "int64_t", "long", "long int", "long long", "signed long", "long long int": self = .int64
        case "uint32", "uint32_t", "unsigned", "unsigned int": self = .uint32
        case "uint64", "uint64_t", "size_t", "unsigned long", "unsigned long long": self = .uint64
        case "double": self = .double
        case "float": self = .float
        case "bool", "_Bool": self = .bool
        default: return nil
        }
    }

    /// Bytes one value takes in memory.
    var size: Int {
        switch self {
        case .int32, .uint32, .float: 4
        case .int64, .uint64, .double: 8
        case .bool: 1
        }
    }

    var isInteger: Bool { self != .double && self != .float && self != .bool }

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
}

/// A parameter's or result's type.
public enum CType: Sendable, Hashable {
    case void
    case scalar(CScalar)
    /// `const char *`: a NUL-terminated UTF-8 string.
    case string
    /// An array of numbers the function fills.
    case array(CScalar, count: Int)

    /// The longest out-array.
    public static let largestArray = 1_024

    var isArray: Bool { if case .array = self { true } else { false } }

    var spelling: String {
        switch self {
        case .void: "void"
        case .scalar(let scalar): scalar.rawValue
        case .string: "const char *"
        case .array(let element, let count): "\(element.rawValue)[\(count)]"
        }
    }
}

/// What is wrong with a prototype, and how to write it.
public struct SignatureError: Error, Sendable, Equatable {
    public var problem: String
    public var fix: String

    init(_ problem: String, fix: String) {
        self.problem = problem
        self.fix = fix
    }
}
