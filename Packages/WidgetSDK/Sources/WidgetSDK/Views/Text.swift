import WidgetWire

/// A view that shows one or more lines of read-only text.
public struct Text: View, Equatable {
    public var body: Never { return primitiveBody(Self.self) }

    /// How a date in a text is drawn: `.time`, `.date`, `.relative`, `.offset`, `.timer`.
    public typealias DateStyle = WidgetWire.DateStyle

    let runs: [TextRun]

    /// A text from a literal, with interpolated values (`Text("Count: \(count)")`).
    public init(_ key: LocalizedStringKey) { runs = key.runs }

    /// A text showing a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [.verbatim(String(content))] }

    /// A text showing a string as it is, never looked up for translation.
    public init(verbatim content: String) { runs = [.verbatim(content)] }

    /// A date drawn by the host in a style; `.relative` and `.timer` stay live without reloads.
    public init(_ date: Date, style: DateStyle) { runs = [.date(date, style: style)] }

    /// A timer the host keeps running: counting down to the interval's end (or up from its start),
    /// stopped at `pauseTime`, and still at the end once the interval is over.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [.timer(TimerRun(
            start: timerInterval.lowerBound, end: timerInterval.upperBound, pauseTime: pauseTime, countsDown: countsDown,
            showsHours: showsHours))]
    }

    /// A value formatted as text (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        runs = [.verbatim(format.format(input))]
    }

    private init(runs: [TextRun]) { self.runs = runs }

    /// Joins two texts into one.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { RenderNode(.text(TextNode(runs: view.runs))) }
}

/// A string literal with interpolations, as SwiftUI's `LocalizedStringKey` (no translation tables here).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    let runs: [TextRun]

    public init(_ value: String) { runs = [.verbatim(value)] }
    public init(stringLiteral value: String) { runs = [.verbatim(value)] }
    public init(stringInterpolation: StringInterpolation) { runs = stringInterpolation.runs }

    /// The text with dates left out, for places that take plain strings.
    var plainText: String { TextNode(runs: runs).plainText }

    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [TextRun] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        public mutating func appendInterpolation(_ text: Text) { runs += text.runs }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            runs.append(.date(date, style: style))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }

        private mutating func append(_ string: String) {
            guard !string.isEmpty else { return }
            if case .verbatim(let previous) = runs.last {
                runs[runs.count - 1] = .verbatim(previous + string)
            } else {
                runs.append(.verbatim(string))
            }
        }
    }
}
