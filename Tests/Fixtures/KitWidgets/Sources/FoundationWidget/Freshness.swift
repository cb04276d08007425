import Foundation

/// How old a forecast is, in words, as iOS code writes it with `RelativeDateTimeFormatter`.
enum Freshness {
    static func describe(_ date: Date, relativeTo now: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: date, relativeTo: now)
    }
}
