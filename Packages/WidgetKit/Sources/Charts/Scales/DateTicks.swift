import Foundation

/// Tick dates for a span of time, at whole hours, days, months or years as Swift Charts puts
/// them, and their labels: an hour (`6 AM`), a weekday (`Mon`), a day (`Jan 12`), a month (`Jan`)
/// or a year, by the span.
struct DateTicks {
    let unit: Calendar.Component
    let count: Int
    let calendar: Calendar

    /// The stride that gives at most `desired` ticks over `lower…upper`.
    init(lower: Date, upper: Date, desired: Int, calendar: Calendar = .current) {
        self.calendar = calendar
        let span = max(1, upper.timeIntervalSince(lower))
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800),
            (.hour, 1, 3_600), (.hour, 2, 7_200), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
            (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.weekOfYear, 2, 1_209_600),
            (.month, 1, 2_629_746), (.month, 2, 5_259_492), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
            (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
        ]
        let chosen = candidates.first { span / $0.2 <= Double(max(1, desired)) } ?? candidates[candidates.count - 1]
        (unit, count) = (chosen.0, chosen.1)
    }

    init(unit: Calendar.Component, count: Int, calendar: Calendar = .current) {
        (self.unit, self.count, self.calendar) = (unit, max(1, count), calendar)
    }

    /// The tick dates from `lower` to `upper`: the unit's boundaries, every `count`th.
    func ticks(lower: Date, upper: Date) -> [Date] {
        guard var date = calendar.dateInterval(of: unit == .weekOfYear ? .weekOfYear : unit, for: lower)?.start else { return [] }
        if unit != .weekOfYear && unit != .day && unit != .month && unit != .year {
            // Whole multiples of the stride within the day (every 6 hours from midnight).
            let value = calendar.component(unit, from: date)
            date = calendar.date(byAdding: unit, value: -(value % count), to: date) ?? date
        }
        var ticks: [Date] = []
        while date <= upper.addingTimeInterval(0.5), ticks.count < 500 {
            if date >= lower.addingTimeInterval(-0.5) { ticks.append(date) }
            guard let next = calendar.date(byAdding: unit, value: count, to: date), next > date else { break }
            date = next
        }
        return ticks
    }

    /// The label of each tick, given all of them: hours, weekdays for a week or less, days
    /// (the month named at the first and where it changes), months or years.
    func labels(_ ticks: [Date], span: TimeInterval) -> [String] {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        func format(_ pattern: String, _ date: Date) -> String {
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
        var previousMonth: Int?
        return ticks.map { date in
            switch unit {
            case .minute: return format("h:mm", date)
            case .hour: return format("h a", date)
            case .day where span <= 8 * 86_400 && count == 1:
                return format("EEE", date)
            case .day, .weekOfYear:
                let month = calendar.component(.month, from: date)
                defer { previousMonth = month }
                return month == previousMonth ? format("d", date) : format("MMM d", date)
            case .month: return format("MMM", date)
            default: return format("yyyy", date)
            }
        }
    }
}
