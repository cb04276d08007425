import Foundation
import SwiftUI

/// A chart's two scales, found from its marks' values and its settings for a plot of a size.
struct ChartScales {
    var x: AxisScale
    var y: AxisScale

    /// The value axes' scales for a plot `width` by `height`.
    init(plan: ChartPlan, width: CGFloat, height: CGFloat) {
        let marks = plan.marks
        var xValues: [Datum] = [], yValues: [Datum] = []
        var xUnits: [(Date, Calendar.Component)] = [], yUnits: [(Date, Calendar.Component)] = []
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            let stacked = plan.stacked[index]
            let horizontal = plan.horizontalBars && mark.kind == .bar
            for (value, isX) in [(mark.x, true), (mark.xEnd, true), (mark.y, false), (mark.yEnd, false)] {
                guard let value else { continue }
                // A stacked mark's value axis spans its stacked extent instead.
                if stacked != nil, isX == horizontal { continue }
                if isX { xValues.append(value.datum) } else { yValues.append(value.datum) }
                if case .date(let date) = value.datum, let unit = value.unit {
                    if isX { xUnits.append((date, unit)) } else { yUnits.append((date, unit)) }
                }
            }
            if let stacked {
                if horizontal {
                    xValues += [.number(stacked.low), .number(stacked.high)]
                } else {
                    yValues += [.number(stacked.low), .number(stacked.high)]
                }
            }
        }
        let xDesired = max(2, min(7, Int(width / 55)))
        let yDesired = max(2, min(5, Int(height / 28)))
        x = Self.scale(xValues, units: xUnits, domain: plan.settings.x.domain, length: width, reversed: false, desired: xDesired,
                       includesZero: marks.contains { $0.kind == .bar || $0.kind == .area } && plan.horizontalBars)
        y = Self.scale(yValues, units: yUnits, domain: plan.settings.y.domain, length: height, reversed: true, desired: yDesired,
                       includesZero: true)
    }

    /// A scale over `values` (the first's kind decides: category, date or number).
    static func scale(
        _ values: [Datum], units: [(Date, Calendar.Component)], domain: ScaleDomainValue?, length: CGFloat, reversed: Bool,
        desired: Int, includesZero: Bool
    ) -> AxisScale {
        var zero = includesZero
        var flipped = reversed
        switch domain {
        case .categories(let names):
            return AxisScale(kind: .category(names), length: length, reversed: false)
        case .range(let lower, let upper):
            if case .date(let low) = lower, case .date(let high) = upper {
                let ticks = DateTicks(lower: low, upper: high, desired: desired)
                return AxisScale(kind: .date(lower: low, upper: high, ticks: ticks), length: length, reversed: false)
            }
            let (low, high) = (lower.number ?? 0, upper.number ?? 1)
            let step = NumberTicks.step(lower: low, upper: high, desired: desired)
            return AxisScale(kind: .number(lower: low, upper: high, step: step), length: length, reversed: reversed)
        case .automatic(let includes, let reverse):
            if let includes { zero = includes }
            if reverse { flipped.toggle() }
        case nil: break
        }
        switch values.first {
        case .category?:
            let names = ChartPlan.distinct(values.compactMap { if case .category(let name) = $0 { name } else { nil } })
            // Categories run from the top down the y axis, as they are listed.
            return AxisScale(kind: .category(names), length: length, reversed: false)
        case .date?:
            let dates = values.compactMap { if case .date(let date) = $0 { date } else { nil } }
            let low = dates.min() ?? Date()
            var high = dates.max() ?? low
            // A date with a unit stands for the whole interval: the scale reaches the last one's end.
            for (date, unit) in units {
                if let end = Calendar.current.date(byAdding: unit, value: 1, to: date), end > high { high = end }
            }
            if high <= low { high = low.addingTimeInterval(86_400) }
            let ticks = DateTicks(lower: low, upper: high, desired: desired)
            return AxisScale(kind: .date(lower: low, upper: high, ticks: ticks), length: length, reversed: false)
        default:
            let numbers = values.compactMap(\.number)
            var low = numbers.min() ?? 0, high = numbers.max() ?? 1
            if zero { (low, high) = (min(low, 0), max(high, 0)) }
            let nice = NumberTicks.niceDomain(lower: low, upper: high, desired: desired)
            return AxisScale(kind: .number(lower: nice.lower, upper: nice.upper, step: nice.step), length: length, reversed: flipped)
        }
    }
}
