import Foundation

#if !canImport(ObjectiveC)
/// Foundation's relative date formatter ("3 hours ago", "yesterday", "in 2 weeks"), which Linux's
/// Foundation lacks; written with `Date.RelativeFormatStyle`, so it speaks the locale's language.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers only ("1 day ago") or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0, named
    }

    /// How units are written: "3 hours", "three hours", "3 hr.", "3h".
    public enum UnitsStyle: Int, Sendable {
        case full = 0, spellOut, short, abbreviated
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The interval from now, in words.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        let capitalization: FormatStyleCapitalizationContext = switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
        let style = Date.RelativeFormatStyle(
            presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units, locale: locale ?? .current,
            calendar: calendar ?? .current, capitalizationContext: capitalization)
        // The style counts from now: the date that far from now reads as `timeInterval` does.
        return style.format(Date(timeIntervalSinceNow: timeInterval))
    }

    /// `date` as seen from `referenceDate`: "2 days ago".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// The components as an interval from now: `DateComponents(day: -1)` is "1 day ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let later = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(fromTimeInterval: later.timeIntervalSince(now))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}
#endif
