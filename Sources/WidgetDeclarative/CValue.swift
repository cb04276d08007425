import Foundation
import WidgetWire

/// A value going into or coming out of a C function.
public enum CValue: Sendable, Hashable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case flag(Bool)
    /// What a `void` function returns.
    case none

    /// A manifest's or configuration's JSON value for a parameter of this type; the error names what
    /// does not fit.
    init(json: JSON, as scalar: CScalar) throws(SignatureError) {
        switch (scalar, json) {
        case (.bool, .bool(let flag)): self = .flag(flag)
        case (.double, .number(let number)), (.float, .number(let number)): self = .real(number)
        case (_, .number(let number)) where scalar.isInteger:
            guard number == number.rounded(), let range = scalar.range, number >= range.lowerBound, number <= range.upperBound else {
                throw SignatureError("\(json.serialized) is not a \(scalar.rawValue)", fix: "give a whole number from \(scalar.rangeText)")
            }
            self = .integer(Int64(exactly: number) ?? (number > 0 ? .max : .min))
        case (.bool, .number(let number)) where number == 0 || number == 1: self = .flag(number == 1)
        default:
            throw SignatureError("\(json.serialized) is not a \(scalar.rawValue)", fix: "give a \(scalar == .bool ? "true or false" : "number")")
        }
    }

    /// The value as a placeholder puts it in JSON: a number, a string or a boolean.
    var json: JSON {
        switch self {
        case .integer(let value): .number(Double(value))
        case .real(let value): value.isFinite ? .number(value) : .number(0)
        case .text(let value): .string(value)
        case .flag(let value): .bool(value)
        case .none: .null
        }
    }

    /// The value as text, when no format is given: integers in decimal, reals as C's `%g`.
    var text: String {
        switch self {
        case .integer(let value): String(value)
        case .real: Format.general.string(self)
        case .text(let value): value
        case .flag(let value): value ? "true" : "false"
        case .none: ""
        }
    }

    /// A zero of a type: what a placeholder shows before anything was called.
    static func zero(_ type: CType) -> CValue {
        switch type {
        case .void: .none
        case .string: .text("")
        case .scalar(.bool): .flag(false)
        case .scalar(.double), .scalar(.float): .real(0)
        case .scalar, .array: .integer(0)
        }
    }

    static func zero(_ scalar: CScalar) -> CValue { zero(.scalar(scalar)) }
}

extension CScalar {
    /// The values an integer type holds, as doubles (JSON numbers).
    var range: ClosedRange<Double>? {
        switch self {
        case .int32: Double(Int32.min)...Double(Int32.max)
        case .uint32: 0...Double(UInt32.max)
        case .int64: -9_007_199_254_740_992...9_007_199_254_740_992
        case .uint64: 0...9_007_199_254_740_992
        default: nil
        }
    }

    var rangeText: String {
        switch self {
        case .int32: "-2147483648 to 2147483647"
        case .uint32: "0 to 4294967295"
        case .int64: "-2^53 to 2^53"
        default: "0 to 2^53"
        }
    }
}

/// A printf conversion for one value: `%d`, `%5.1f`, `%x`, `%s` … Exactly one conversion and nothing
/// else, so a manifest can never hand `%n` or a missing argument to the C library.
public struct Format: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case integer, real, text }

    let kind: Kind
    /// The conversion as handed to `vsnprintf` (integers widened to `ll`).
    let spec: String

    static let general = Format(kind: .real, spec: "%g")

    private init(kind: Kind, spec: String) {
        self.kind = kind
        self.spec = spec
    }

    /// Reads a conversion; the error says what is allowed.
    init(parsing text: String) throws(SignatureError) {
        let fix = "write one conversion such as %d, %.2f, %5.1f, %x, %e, %g or %s"
        var scalars = Array(text.unicodeScalars)
        guard scalars.first == "%", let conversion = scalars.last, scalars.count >= 2 else {
            throw SignatureError("format '\(text)' is not a printf conversion", fix: fix)
        }
        scalars.removeFirst()
        scalars.removeLast()
        var index = 0
        while index < scalars.count, "-+ 0#".unicodeScalars.contains(scalars[index]) { index += 1 }
        func number() -> Int? {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return start == index ? nil : Int(String(String.UnicodeScalarView(scalars[start..<index])))
        }
        let width = number()
        var precision: Int?
        if index < scalars.count, scalars[index] == "." {
            index += 1
            precision = number() ?? 0
        }
        guard index == scalars.count, (width ?? 0) <= 64, (precision ?? 0) <= 32 else {
            throw SignatureError("format '\(text)' is not a conversion this grammar has (width up to 64, precision up to 32)", fix: fix)
        }
        let head = String(text.dropLast())
        switch conversion {
        case "d", "i": self.init(kind: .integer, spec: head + "ll" + String(conversion))
        case "u", "x", "X", "o": self.init(kind: .integer, spec: head + "ll" + String(conversion))
        case "f", "F", "e", "E", "g", "G": self.init(kind: .real, spec: text)
        case "s": self.init(kind: .text, spec: text)
        default: throw SignatureError("format '\(text)' ends in '\(conversion)', which is not a conversion this grammar has", fix: fix)
        }
    }

    /// The value formatted; numbers convert between integer and real as the conversion needs.
    func string(_ value: CValue) -> String {
        switch kind {
        case .integer:
            let number: Int64 = switch value {
            case .integer(let integer): integer
            case .real(let real): real.isFinite ? Int64(max(min(real, 9.2e18), -9.2e18)) : 0
            case .flag(let flag): flag ? 1 : 0
            case .text, .none: 0
            }
            return print { buffer, size in withVaList([number]) { vsnprintf(buffer, size, spec, $0) } }
        case .real:
            let number: Double = switch value {
            case .integer(let integer): Double(integer)
            case .real(let real): real
            case .flag(let flag): flag ? 1 : 0
            case .text, .none: 0
            }
            return print { buffer, size in withVaList([number]) { vsnprintf(buffer, size, spec, $0) } }
        case .text:
            return value.text.withCString { text in print { buffer, size in withVaList([text]) { vsnprintf(buffer, size, spec, $0) } } }
        }
    }

    private func print(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { small in
            let count = Int(body(small.baseAddress!, 128))
            if count < 128 { return String(cString: small.baseAddress!) }
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { large in
                _ = body(large.baseAddress!, count + 1)
                return String(cString: large.baseAddress!)
            }
        }
    }
}
