import Foundation
import SwiftUI

/// A value a mark plots, with the label of what it measures: `.value("Steps", entry.steps)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let datum: Datum
    /// The calendar unit a date stands for (`.value("Day", date, unit: .day)`): the date is the start
    /// of an interval as long as the unit, and a bar fills it.
    let unit: Calendar.Component?

    /// A value and the label of what it measures.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", datum: value._datum, unit: nil)
    }

    /// A value and the label of what it measures.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), datum: value._datum, unit: nil)
    }

    /// A value and the label of what it measures, as text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", datum: value._datum, unit: nil)
    }

    var plotted: PlottedValue { PlottedValue(label: label, datum: datum, unit: unit) }
}

extension PlottableValue where Value == Date {
    /// A date standing for the interval of a calendar unit that starts at it (`unit: .day`).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current)
        -> PlottableValue<Date>
    {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: "", datum: .date(start), unit: unit)
    }

    /// A date standing for the interval of a calendar unit that starts at it (`unit: .day`).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current)
        -> PlottableValue<Date>
    {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: String(label), datum: .date(start), unit: unit)
    }
}

/// A value as a mark keeps it, whatever its type.
struct PlottedValue: Sendable, Hashable {
    var label: String
    var datum: Datum
    var unit: Calendar.Component?

    init(label: String, datum: Datum, unit: Calendar.Component? = nil) {
        (self.label, self.datum, self.unit) = (label, datum, unit)
    }

    /// The text a legend or label shows for the value.
    var name: String {
        switch datum {
        case .category(let name): name
        case .number(let number): NumberTicks.label(number, step: 0)
        case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}
