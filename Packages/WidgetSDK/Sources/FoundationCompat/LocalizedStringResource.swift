/// A string shown to people, as Foundation's `LocalizedStringResource` (here, so that a file importing
/// Foundation alone finds it): the SDK looks it up by its key in the bundle's translations in the
/// runtime's language (`LANG`, `LC_MESSAGES`), else shows its default value, else the key itself.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Hashable, CustomStringConvertible {
    public let key: String
    /// What is shown where no translation has the key; nil: the key.
    public let defaultValue: String?
    /// The strings table the key is in: `Localizable` when nil.
    public let table: String?

    /// A resource looked up by its key; the comment, a note for translators, is not used at run time.
    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) {
        (self.key, defaultValue, self.table) = (key, nil, table)
    }

    /// A resource looked up by its key, shown as `defaultValue` where it has no translation.
    public init(_ key: StaticString, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
        (self.key, self.defaultValue, self.table) = ("\(key)", defaultValue, table)
    }

    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var description: String { key }
}
