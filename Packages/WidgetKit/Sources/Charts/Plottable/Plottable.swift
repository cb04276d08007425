import Foundation
import SwiftUI

/// A type whose values a chart can plot: numbers, dates and strings, and types that stand for one
/// of them, as Swift Charts' `Plottable`.
public protocol Plottable: Equatable {
    /// The number, date or string a value stands for.
    associatedtype PrimitivePlottable: Plottable
    /// The value as the number, date or string it stands for.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value from the number, date or string it stands for.
    init?(primitivePlottable: PrimitivePlottable)
    /// The value as a chart plots it.
    var _datum: Datum { get }
}

extension Plottable {
    public var _datum: Datum { primitivePlottable._datum }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// A value as a chart plots it: a number, a date or a category.
public enum Datum: Sendable, Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    var number: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

extension String: Plottable {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    public var _datum: Datum { .category(self) }
}

extension Date: Plottable {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    public var _datum: Datum { .date(self) }
}

extension Double: Plottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    public var _datum: Datum { .number(self) }
}

extension Float: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

extension CGFloat: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

extension Int: Plottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    public var _datum: Datum { .number(Double(self)) }
}

extension Int8: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int16: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int32: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int64: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension UInt: Plottable {
    public var primitivePlottable: Int { Int(clamping: self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension UInt8: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension UInt16: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension UInt32: Plottable {
    public var primitivePlottable: Int { Int(self) }
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}
