import WidgetWire

/// A type an intent parameter can hold: numbers, strings, dates, URLs, `AppEnum`s, `AppEntity`s, and
/// optionals and arrays of these. The underscored members are the SDK's, not for authors.
public protocol _IntentValue {
    static var _parameterType: String { get }
    static var _isOptional: Bool { get }
    static var _isArray: Bool { get }
    /// Where choices come from without an options provider: `enum`, `entityQuery`, or nil.
    static var _optionsSource: String? { get }
    /// An enum's cases.
    static var _choices: [ParameterSchema.Choice] { get }
    /// The value when a parameter without a default was never set, if the type has one.
    static var _fallback: Self? { get }
    /// The value a configuration's JSON names, or nil when the JSON is not of this type. An entity
    /// is looked up through its query and throws ``EntityNotFound`` when it is gone.
    static func _resolve(_ json: JSON) async throws -> Self?
    /// The value to use when none is set: an entity query's `defaultResult()`.
    static func _defaultResult() async -> Self?
    /// The options a configuration form offers: an entity query's `suggestedEntities()`.
    static func _suggestedOptions() async throws -> ParameterOptions?
    /// The value in a configuration's JSON form.
    var _parameter: JSON { get }
    /// The value as a choice in a list of options.
    var _choice: ParameterSchema.Choice { get }
}

extension _IntentValue {
    public static var _isOptional: Bool { false }
    public static var _isArray: Bool { false }
    public static var _optionsSource: String? { nil }
    public static var _choices: [ParameterSchema.Choice] { [] }
    public static func _defaultResult() async -> Self? { nil }
    public static func _suggestedOptions() async throws -> ParameterOptions? { nil }
    public var _choice: ParameterSchema.Choice {
        let text = if case .string(let string) = _parameter { string } else { _parameter.serialized }
        return ParameterSchema.Choice(value: text, title: text)
    }
}

/// A value read from its JSON form without looking anything up.
public protocol _PlainIntentValue: _IntentValue {
    init?(_parameter json: JSON)
}

extension _PlainIntentValue {
    public static func _resolve(_ json: JSON) async throws -> Self? { Self(_parameter: json) }
}

extension Int: _PlainIntentValue {
    public static var _parameterType: String { "int" }
    public static var _fallback: Int? { 0 }
    public init?(_parameter json: JSON) { guard case .number(let value) = json, let whole = Int(exactly: value) else { return nil }; self = whole }
    public var _parameter: JSON { .number(Double(self)) }
}

extension Double: _PlainIntentValue {
    public static var _parameterType: String { "double" }
    public static var _fallback: Double? { 0 }
    public init?(_parameter json: JSON) { guard case .number(let value) = json else { return nil }; self = value }
    public var _parameter: JSON { .number(self) }
}

extension Bool: _PlainIntentValue {
    public static var _parameterType: String { "bool" }
    public static var _fallback: Bool? { false }
    public init?(_parameter json: JSON) { guard case .bool(let value) = json else { return nil }; self = value }
    public var _parameter: JSON { .bool(self) }
}

extension String: _PlainIntentValue {
    public static var _parameterType: String { "string" }
    public static var _fallback: String? { "" }
    public init?(_parameter json: JSON) { guard case .string(let value) = json else { return nil }; self = value }
    public var _parameter: JSON { .string(self) }
}

extension Date: _PlainIntentValue {
    public static var _parameterType: String { "date" }
    public static var _fallback: Date? { Date(timeIntervalSince1970: 0) }
    public init?(_parameter json: JSON) { guard case .number(let value) = json else { return nil }; self.init(timeIntervalSince1970: value) }
    public var _parameter: JSON { .number(timeIntervalSince1970) }
}

extension URL: _PlainIntentValue {
    public static var _parameterType: String { "url" }
    public static var _fallback: URL? { URL(string: "about:blank") }
    public init?(_parameter json: JSON) { guard case .string(let value) = json, let url = URL(string: value) else { return nil }; self = url }
    public var _parameter: JSON { .string(absoluteString) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public static var _parameterType: String { Wrapped._parameterType }
    public static var _isOptional: Bool { true }
    public static var _isArray: Bool { Wrapped._isArray }
    public static var _optionsSource: String? { Wrapped._optionsSource }
    public static var _choices: [ParameterSchema.Choice] { Wrapped._choices }
    public static var _fallback: Wrapped?? { .some(nil) }
    public static func _resolve(_ json: JSON) async throws -> Wrapped?? {
        if json == .null { return .some(nil) }
        guard let value = try await Wrapped._resolve(json) else { return nil }
        return .some(value)
    }
    public static func _suggestedOptions() async throws -> ParameterOptions? { try await Wrapped._suggestedOptions() }
    public var _parameter: JSON { map(\._parameter) ?? .null }
    public var _choice: ParameterSchema.Choice { map(\._choice) ?? ParameterSchema.Choice(value: "", title: "None") }
}

extension Array: _IntentValue where Element: _IntentValue {
    public static var _parameterType: String { Element._parameterType }
    public static var _isArray: Bool { true }
    public static var _optionsSource: String? { Element._optionsSource }
    public static var _choices: [ParameterSchema.Choice] { Element._choices }
    public static var _fallback: [Element]? { [] }
    public static func _resolve(_ json: JSON) async throws -> [Element]? {
        guard case .array(let values) = json else { return nil }
        var elements: [Element] = []
        for value in values {
            guard let element = try await Element._resolve(value) else { return nil }
            elements.append(element)
        }
        return elements
    }
    public static func _suggestedOptions() async throws -> ParameterOptions? { try await Element._suggestedOptions() }
    public var _parameter: JSON { .array(map(\._parameter)) }
}

/// How a type is named to people.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable, Hashable {
    public let name: String
    public init(name: LocalizedStringResource) { self.name = name.localized }
    public init(stringLiteral value: String) { name = value }
}

/// How a value is shown to people: a title, and optionally a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable, Hashable {
    public struct Image: Sendable, Hashable {
        let systemName: String
        public init(systemName: String) { self.systemName = systemName }
    }

    public let title: String
    public let subtitle: String?
    public let image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title.localized
        self.subtitle = subtitle?.localized
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation)) }

    func choice(value: String) -> ParameterSchema.Choice {
        ParameterSchema.Choice(value: value, title: title, subtitle: subtitle, image: image?.systemName)
    }
}

/// An enumeration whose cases a parameter offers, as App Intents' `AppEnum`.
/// Its raw values may be of any type that round-trips through text (`String`, `Int`, …); a
/// configuration holds them as text.
public protocol AppEnum: _PlainIntentValue, RawRepresentable, CaseIterable, Hashable where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var _parameterType: String { "enum" }
    public static var _optionsSource: String? { "enum" }
    public static var _choices: [ParameterSchema.Choice] { allCases.map(\._choice) }
    public static var _fallback: Self? { allCases.first }
    public init?(_parameter json: JSON) {
        guard case .string(let text) = json, let value = RawValue(text) else { return nil }
        self.init(rawValue: value)
    }
    public var _parameter: JSON { .string(String(rawValue)) }
    public var _choice: ParameterSchema.Choice {
        (Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(stringLiteral: String(rawValue))).choice(value: String(rawValue))
    }
}
