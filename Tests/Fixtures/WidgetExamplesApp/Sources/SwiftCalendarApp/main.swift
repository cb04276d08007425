// SwiftCalendar's calendar, used from the command line: `SwiftCalendarApp STUDIED` does what its
// CalendarView (SwiftCalendar/CalendarView.swift, whose view does not run here) does when it appears,
// creating the days of the previous and the current month when its query finds none (as its
// `createMonthDays(for:)` does), then what tapping a day does, for today and the STUDIED - 1 days
// before it in this month: `day.didStudy.toggle()` and `WidgetCenter.shared.reloadTimelines(ofKind:)`.
// It opens the store the app's scene opens (`.modelContainer(Persistence.container)`) and prints the
// days it toggled, one a line (`yyyy-MM-dd`).
import Foundation
import SwiftData
import WidgetKit

guard CommandLine.arguments.count == 2, let studied = Int(CommandLine.arguments[1]), studied >= 0 else {
    FileHandle.standardError.write(Data("usage: SwiftCalendarApp STUDIED (how many days up to today to mark studied)\n".utf8))
    exit(2)
}

let container = Persistence.container
try MainActor.assumeIsolated {
    let modelContext = container.mainContext
    // CalendarView's `@Query`.
    let startDate = Date.now.startDateOfCalendarWithPrefixDays, endDate = Date.now.endOfMonth
    let query = FetchDescriptor<Day>(predicate: #Predicate { $0.date > startDate && $0.date < endDate }, sortBy: [SortDescriptor(\.date)])
    func createMonthDays(for date: Date) {
        for dayOffset in 0..<date.numberOfDaysInMonth {
            let date = Calendar.current.date(byAdding: .day, value: dayOffset, to: date.startOfMonth)!
            modelContext.insert(Day(date: date, didStudy: false))
        }
    }
    let shown = try modelContext.fetch(query)
    if shown.isEmpty {
        createMonthDays(for: .now.startOfPreviousMonth)
        createMonthDays(for: .now)
    } else if shown.count < 7 {
        createMonthDays(for: .now)
    }
    // The taps: today's day and the ones before it, in this month (a future day is refused, as the
    // view refuses it).
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    let tapped = try modelContext.fetch(query)
        .filter { $0.date.monthInt == Date().monthInt && $0.date.dayInt <= Date().dayInt }
        .suffix(studied)
    for day in tapped {
        day.didStudy.toggle()
        print(formatter.string(from: day.date))
    }
    // The view's context saves itself while the app runs; this program saves before it exits.
    try modelContext.save()
}
WidgetCenter.shared.reloadTimelines(ofKind: "SwiftCalendarWidget")
