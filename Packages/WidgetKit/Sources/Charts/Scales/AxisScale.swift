import Foundation

/// How one axis turns values into positions along a length: numbers and dates linearly over a
/// domain, categories into equal bands in the order they first appear.
struct AxisScale {
    enum Kind {
        case number(lower: Double, upper: Double, step: Double)
        case date(lower: Date, upper: Date, ticks: DateTicks)
        case category([String])
    }

    var kind: Kind
    /// The length the domain is spread over, in points.
    var length: CGFloat
    /// Positions run from the end to the start (the y axis: larger values higher).
    var reversed: Bool

    /// The position of a value along the axis; a category's is the middle of its band.
    func position(_ datum: Datum) -> CGFloat? {
        let fraction: Double
        if case .category(let names) = kind {
            guard case .category(let name) = datum, let index = names.firstIndex(of: name) else { return nil }
            fraction = (Double(index) + 0.5) / Double(names.count)
        } else {
            let (low, high) = bounds
            guard let value = datum.number, high > low else { return nil }
            fraction = (value - low) / (high - low)
        }
        let along = CGFloat(fraction) * length
        return reversed ? length - along : along
    }

    /// The domain's ends as numbers (dates as seconds since the reference date).
    var bounds: (Double, Double) {
        switch kind {
        case .number(let lower, let upper, _): (lower, upper)
        case .date(let lower, let upper, _): (lower.timeIntervalSinceReferenceDate, upper.timeIntervalSinceReferenceDate)
        case .category: (0, 1)
        }
    }

    /// A band's width: a category's, else nil.
    var bandWidth: CGFloat? {
        if case .category(let names) = kind, !names.isEmpty { return length / CGFloat(names.count) }
        return nil
    }

    var isCategory: Bool {
        if case .category = kind { return true }
        return false
    }

    var isDate: Bool {
        if case .date = kind { return true }
        return false
    }

    /// The axis's ticks: each value, its position and its label.
    func ticks(values: AxisMarkValues.Resolved) -> [(datum: Datum, position: CGFloat, label: String)] {
        switch kind {
        case .category(let names):
            let shown: [String]
            if case .explicit(let data) = values {
                shown = data.compactMap { if case .category(let name) = $0 { name } else { nil } }
            } else {
                shown = names
            }
            return shown.compactMap { name in position(.category(name)).map { (.category(name), $0, name) } }
        case .number(let lower, let upper, let step):
            var numbers: [Double]
            var labelStep = step
            switch values {
            case .explicit(let data):
                numbers = data.compactMap(\.number)
                labelStep = 0
            case .numberStride(let stride):
                numbers = NumberTicks.ticks(lower: lower, upper: upper, step: stride)
                labelStep = stride
            case .count(let desired):
                labelStep = NumberTicks.step(lower: lower, upper: upper, desired: desired)
                numbers = NumberTicks.ticks(lower: lower, upper: upper, step: labelStep)
            default: numbers = NumberTicks.ticks(lower: lower, upper: upper, step: step)
            }
            return numbers.compactMap { value in
                position(.number(value)).map { (.number(value), $0, NumberTicks.label(value, step: labelStep)) }
            }
        case .date(let lower, let upper, let automatic):
            var dateTicks = automatic
            var dates: [Date]
            switch values {
            case .explicit(let data):
                dates = data.compactMap { if case .date(let date) = $0 { date } else { nil } }
            case .dateStride(let unit, let count):
                dateTicks = DateTicks(unit: unit, count: count, calendar: automatic.calendar)
                dates = dateTicks.ticks(lower: lower, upper: upper)
            case .count(let desired):
                dateTicks = DateTicks(lower: lower, upper: upper, desired: desired, calendar: automatic.calendar)
                dates = dateTicks.ticks(lower: lower, upper: upper)
            default: dates = dateTicks.ticks(lower: lower, upper: upper)
            }
            let labels = dateTicks.labels(dates, span: upper.timeIntervalSince(lower))
            return zip(dates, labels).compactMap { date, label in position(.date(date)).map { (.date(date), $0, label) } }
        }
    }
}
