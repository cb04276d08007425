import WidgetWire

/// A view that shows one or more lines of read-only text.
public struct Text: View, Equatable {
    public var body: Never { return primitiveBody(Self.self) }

    /// How a date in a text is drawn: `.time`, `.date`, `.relative`, `.offset`, `.timer`.
    public typealias DateStyle = WidgetWire.DateStyle

    let runs: [TextRun]


    /// A text showing a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [.verbatim(String(content))] }

    /// A text showing a string as it is, never looked up for translation.
    public init(verbatim content: String) { runs = [.verbatim(content)] }

    /// A text from a literal, with interpolated values (`Text("Count: \(count)")`), translated when the
    /// bundle's `Localizable` table has its key (`"Count: %lld"`).
    public init(_ key: LocalizedStringKey) { runs = key.runs }

    /// A text from a literal with a note for translators, looked up in `tableName` (`Localizable` if
    /// nil); the bundle is accepted (the bundle's own translations are used).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString) {
        runs = key.runs(table: tableName ?? "Localizable")
    }

    /// A text from a localized string resource, translated when the bundle has its key.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { runs = [.verbatim(resource.localized)] }

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

    /// Joins two texts into one; each keeps its own style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// The text with its style changed, staying a `Text` so `+` joins it with others.
    private func styled(_ change: (inout RunStyle) -> Void) -> Text {
        if runs.count == 1, case .styled(let inner, var style) = runs[0] {
            change(&style)
            return Text(runs: [.styled(inner, style)])
        }
        var style = RunStyle()
        change(&style)
        return Text(runs: [.styled(runs, style)])
    }

    public func bold() -> Text { styled { $0.weight = "bold" } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { styled { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight?.name } }
    public func font(_ font: Font?) -> Text { styled { $0.font = font?.value } }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color?.value } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.color = style._paint(in: EnvironmentValues.current) } }
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled { $0.monospacedDigit = true } : self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? styled { $0.underline = true } : self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? styled { $0.strikethrough = true } : self }
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = Double(kerning) } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// Accepted for source compatibility; the host draws text on one baseline.
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        guard environment.redactionReasons.contains(.placeholder) else {
            return RenderNode(.text(TextNode(runs: view.runs(cased: environment.textCase, kerning: environment.kerning))))
        }
        // A placeholder's text is a bar as long as the text would be.
        let length = max(3, min(TextNode(runs: view.runs).plainText.count, 40))
        return RenderNode(.text(TextNode(runs: [.styled([.verbatim(String(repeating: "▆", count: length))], RunStyle(color: .named("quaternary", opacity: 1)))])))
    }
}

/// A string literal with interpolations, as SwiftUI's `LocalizedStringKey`: looked up in the bundle's
/// translations by its key, the literal with a format specifier for each interpolation (`"Hello %@"`,
/// `"%lld items"`, `"%lf km"`), and shown as written when there is none.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    /// The key translations are found by.
    let key: String
    /// The interpolated values, in order, for the translation's specifiers.
    let arguments: [[TextRun]]
    /// The text as written.
    let written: [TextRun]

    public init(_ value: String) { self.init(stringLiteral: value) }
    public init(stringLiteral value: String) {
        key = value.replacingOccurrences(of: "%", with: "%%")
        arguments = []
        written = [.verbatim(value)]
    }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        written = stringInterpolation.runs
    }

    /// The text, translated when the `Localizable` table has the key.
    var runs: [TextRun] { runs(table: "Localizable") }

    /// The text, translated when `table` has the key.
    func runs(table: String) -> [TextRun] {
        guard let translation = Localization.translation(of: key, table: table) else { return written }
        return Localization.runs(translation, arguments: arguments)
    }

    /// The text with dates left out, for places that take plain strings.
    var plainText: String { TextNode(runs: runs).plainText }

    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [TextRun] = []
        var key = ""
        var arguments: [[TextRun]] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            let specifier = value is any BinaryInteger ? "%lld" : value is any BinaryFloatingPoint ? "%lf" : "%@"
            argument(specifier, [.verbatim(String(describing: value))])
        }

        public mutating func appendInterpolation(_ text: Text) { argument("%@", text.runs) }

        /// A symbol in the text: `Text("\(Image(systemName: "star.fill")) 4.5")`.
        public mutating func appendInterpolation(_ image: Image) {
            argument("%@", image.node.systemName.map { [.symbol($0)] } ?? [])
        }

        /// A number with a printf format: `Text("\(temperature, specifier: "%.1f")°")`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            argument(specifier, [.verbatim(String(format: specifier, Double(value)))])
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            argument(specifier, [.verbatim(String(format: specifier, Int(value)))])
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            argument("%@", [.date(date, style: style)])
        }

        /// A value written by a Foundation formatter: `Text("\(date, formatter: dateFormatter)")`.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            argument("%@", [.verbatim(formatter.string(for: subject) ?? "")])
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            argument("%@", [.verbatim(format.format(input))])
        }

        /// A value in the text, written as `specifier` in the key.
        private mutating func argument(_ specifier: String, _ value: [TextRun]) {
            key += specifier
            arguments.append(value)
            for run in value {
                if case .verbatim(let string) = run { append(string) } else { runs.append(run) }
            }
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

extension Text {
    /// Where a text too long for its lines is cut, with an ellipsis.
    public enum TruncationMode: Sendable, Hashable {
        case head, middle, tail

        var name: String {
            switch self {
            case .head: "head"
            case .middle: "middle"
            case .tail: "tail"
            }
        }
    }
}

extension Text {
    /// A case text is drawn in, as `.textCase(_:)` sets.
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
    }

    /// The runs as the environment draws them: in its case, and spaced by its kerning where the
    /// text sets none of its own.
    func runs(cased textCase: Case?, kerning: Double?) -> [TextRun] {
        var runs = runs
        if let textCase { runs = runs.map { $0.cased(textCase) } }
        if let kerning {
            if runs.count == 1, case .styled(let inner, var style) = runs[0] {
                if style.kerning == nil { style.kerning = kerning }
                return [.styled(inner, style)]
            }
            return [.styled(runs, RunStyle(kerning: kerning))]
        }
        return runs
    }
}

extension TextRun {
    fileprivate func cased(_ textCase: Text.Case) -> TextRun {
        switch self {
        case .verbatim(let string): .verbatim(textCase == .uppercase ? string.uppercased() : string.lowercased())
        case .styled(let runs, let style): .styled(runs.map { $0.cased(textCase) }, style)
        case .timer, .date, .symbol: self
        }
    }
}

extension View {
    /// Draws the text in this view in upper or lower case; nil draws it as written.
    public func textCase(_ textCase: Text.Case?) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.textCase = textCase }
    }

    /// Adds space between the characters of the text in this view; a text's own `kerning` wins.
    public func kerning(_ kerning: CGFloat) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.kerning = Double(kerning) }
    }

    /// As `kerning(_:)` here: the text is drawn with that much space between characters.
    public func tracking(_ tracking: CGFloat) -> _EnvironmentModified<Self> { kerning(tracking) }
}
