import Foundation
import WidgetWire

/// Formats the dates of a text as the host draws them, relative to the moment of drawing: what a
/// date, timer or symbol run reads at ``now``, the one formatter of every surface's texts.
public struct DateText: Sendable {
    public var now: Date
    public var timeZone: TimeZone
    public var locale: Locale

    public init(now: Date, timeZone: TimeZone = .current, locale: Locale = .current) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
    }

    /// What a run reads at ``now``.
    public func text(of run: TextRun) -> String {
        switch run {
        case .date(let date, let style): format(date, style: style)
        case .timer(let timer): Self.timer(seconds: Int(timer.seconds(at: now).rounded(.up)), showsHours: timer.showsHours)
        // A symbol in a text is its icon where it has one (set in the icons' font), else its glyph.
        case .symbol(let name): String(SymbolGlyphs.icon(for: name) ?? SymbolGlyphs.glyph(for: name).glyph)
        case .verbatim(let text): text
        case .styled(let runs, _): runs.map(\.plainText).joined()
        }
    }

    func format(_ date: Date, style: DateStyle) -> String {
        switch style {
        case .time:
            date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
        case .date:
            date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
        case .relative:
            Self.relative(seconds: Int(abs(date.timeIntervalSince(now)).rounded(.down)))
        case .offset:
            Self.offset(seconds: Int(date.timeIntervalSince(now).rounded(.towardZero)))
        case .timer:
            Self.timer(seconds: Int(abs(now.timeIntervalSince(date)).rounded(.down)), showsHours: true)
        }
    }

    private static let units: [(seconds: Int, short: String, long: String)] = [
        (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]

    /// The two largest units of a duration, as SwiftUI's `.relative` style: "2 hr, 5 min".
    static func relative(seconds: Int) -> String {
        var rest = seconds
        var parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = rest / unit.seconds
            rest %= unit.seconds
            if count > 0 {
                parts.append("\(count) \(unit.short)")
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    /// A signed offset in its largest unit, as SwiftUI's `.offset` style: "+2 hours".
    static func offset(seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let unit = units.first { magnitude >= $0.seconds } ?? units[units.count - 1]
        let count = magnitude / unit.seconds
        return "\(sign)\(count) \(unit.long)\(count == 1 ? "" : "s")"
    }

    /// A running clock, as SwiftUI's `.timer` style: "4:05" or "1:02:03"; without hours, "62:03".
    static func timer(seconds: Int, showsHours: Bool) -> String {
        let seconds = max(0, seconds)
        let hours = showsHours ? seconds / 3_600 : 0
        let minutes = (seconds - hours * 3_600) / 60
        let rest = seconds % 60
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest)
            : String(format: "%d:%02d", minutes, rest)
    }
}
