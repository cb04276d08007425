/// A plain string written as a literal with interpolations (`AppShortcutPhrase`, os's `OSLogMessage`):
/// its ``StringInterpolation`` adds only the interpolations it takes.
public protocol _InterpolatedText: ExpressibleByStringInterpolation where StringInterpolation: _TextInterpolation {
    init(_ text: String)
}

extension _InterpolatedText {
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { self.init(stringInterpolation.text) }
}
