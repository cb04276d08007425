import Foundation

/// A week of steps, a week of two cities' temperatures and a month's spending, fixed so the
/// pictures stay the same.
enum ChartData {
    struct DaySteps: Identifiable {
        let day: String
        let steps: Int
        var id: String { day }
    }

    struct Reading: Identifiable {
        let city: String
        let date: Date
        let degrees: Double
        var id: String { "\(city) \(date)" }
    }

    struct Spending: Identifiable {
        let category: String
        let amount: Double
        var id: String { category }
    }

    static let steps: [DaySteps] = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [6_200, 8_400, 4_100, 10_300, 7_600, 12_000, 3_000])
        .map { DaySteps(day: $0, steps: $1) }

    static let goal = 8_000

    /// Monday 11 January 2027, at midnight where the widget is drawn.
    static let monday = Calendar.current.date(from: DateComponents(year: 2027, month: 1, day: 11))!

    static let temperatures: [Reading] = {
        let lisbon: [Double] = [14, 15.5, 13, 12, 16, 17.5, 15]
        let oslo: [Double] = [-3, -1, 1.5, 0, -4, -2, 2]
        return [("Lisbon", lisbon), ("Oslo", oslo)].flatMap { city, values in
            values.enumerated().map { day, degrees in
                Reading(city: city, date: Calendar.current.date(byAdding: .day, value: day, to: monday)!, degrees: degrees)
            }
        }
    }()

    static let spending: [Spending] = [
        Spending(category: "Rent", amount: 950), Spending(category: "Food", amount: 420),
        Spending(category: "Travel", amount: 180), Spending(category: "Fun", amount: 120),
    ]
}
