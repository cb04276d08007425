import WidgetWire

/// A type an intent parameter can hold: numbers, strings, dates, URLs, `AppEnum`s, and optionals and
/// arrays of these. The underscored members are the SDK's, not for authors.
public protocol _IntentValue {
    static var _parameterType: String { get }
    static var _isOptional: Bool { get }
    static var _isArray: Bool { get }
    static var _choices: [ParameterSchema.Choice] { get }
    /// The value when a parameter without a default was never set.
    static var _fallback: Self { get }
    init?(_parameter json: JSON)
    var _parameter: JSON { get }
}

extension _IntentValue {
    public static var _isOptional: Bool { false }
    public static var _isArray: Bool { false }
    public static var _choices: [ParameterSchema.Choice] { [] }
}

extension Int: _IntentValue {
    public static var _parameterType: String { "int" }
    public static var _fallback: Int { 0 }
    public init?(_parameter json: JSON) { guard case .number(let value) = json, let whole = Int(exactly: value) else { return nil }; self = whole }
    public var _parameter: JSON { .number(Double(self)) }
}

extension Double: _IntentValue {
    public static var _parameterType: String { "double" }
    public static var _fallback: Double { 0 }
    public init?(_parameter json: JSON) { guard case .number(let value) = json else { return nil }; self = value }
    public var _parameter: JSON { .number(self) }
}

extension Bool: _IntentValue {
    public static var _parameterType: String { "bool" }
    public static var _fallback: Bool { false }
    public init?(_parameter json: JSON) { guard case .bool(let value) = json else { return nil }; self = value }
    public var _parameter: JSON { .bool(self) }
}

extension String: _IntentValue {
    public static var _parameterType: String { "string" }
    public static var _fallback: String { "" }
    public init?(_parameter json: JSON) { guard case .string(let value) = json else { return nil }; self = value }
    public var _parameter: JSON { .string(self) }
}

extension Date: _IntentValue {
    public static var _parameterType: String { "date" }
    public static var _fallback: Date { Date(timeIntervalSince1970: 0) }
    public init?(_parameter json: JSON) { guard case .number(let value) = json else { return nil }; self.init(timeIntervalSince1970: value) }
    public var _parameter: JSON { .number(timeIntervalSince1970) }
}

extension URL: _IntentValue {
    public static var _parameterType: String { "url" }
    public static var _fallback: URL { URL(string: "about:blank")! }
    public init?(_parameter json: JSON) { guard case .string(let value) = json, let url = URL(string: value) else { return nil }; self = url }
    public var _parameter: JSON { .string(absoluteString) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public static var _parameterType: String { Wrapped._parameterType }
    public static var _isOptional: Bool { true }
    public static var _isArray: Bool { Wrapped._isArray }
    public static var _choices: [ParameterSchema.Choice] { Wrapped._choices }
    public static var _fallback: Wrapped? { nil }
    public init?(_parameter json: JSON) {
        if json == .null { self = .none; return }
        guard let value = Wrapped(_parameter: json) else { return nil }
        self = .some(value)
    }
    public var _parameter: JSON { map(\._parameter) ?? .null }
}

extension Array: _IntentValue where Element: _IntentValue {
    public static var _parameterType: String { Element._parameterType }
    public static var _isArray: Bool { true }
    public static var _choices: [ParameterSchema.Choice] { Element._choices }
    public static var _fallback: [Element] { [] }
    public init?(_parameter json: JSON) {
        guard case .array(let values) = json else { return nil }
        var elements: [Element] = []
        for value in values {
            guard let element = Element(_parameter: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }
    public var _parameter: JSON { .array(map(\._parameter)) }
}

/// How a type is named to people.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable, Hashable {
    public let name: String
    public init(name: LocalizedStringResource) { self.name = name.key }
    public init(stringLiteral value: String) { name = value }
}

/// How a value is shown to people: a title, and optionally a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringLiteral, Sendable, Hashable {
    public struct Image: Sendable, Hashable {
        let systemName: String
        public init(systemName: String) { self.systemName = systemName }
    }

    public let title: String
    public let subtitle: String?
    public let image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title.key
        self.subtitle = subtitle?.key
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
}

/// An enumeration whose cases a parameter offers, as App Intents' `AppEnum`.
public protocol AppEnum: _IntentValue, RawRepresentable, CaseIterable, Hashable where RawValue == String {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var _parameterType: String { "enum" }
    public static var _choices: [ParameterSchema.Choice] {
        let representations = caseDisplayRepresentations
        return allCases.map { value in
            let representation = representations[value]
            return ParameterSchema.Choice(
                value: value.rawValue, title: representation?.title ?? value.rawValue, subtitle: representation?.subtitle,
                image: representation?.image?.systemName)
        }
    }
    public static var _fallback: Self { allCases.first! }
    public init?(_parameter json: JSON) { guard case .string(let value) = json else { return nil }; self.init(rawValue: value) }
    public var _parameter: JSON { .string(rawValue) }
}

/// A parameter's storage, whatever its value's type; found on intents by reflection.
public class AnyParameter: @unchecked Sendable {
    // Unchecked: an intent and its parameters are used by one task at a time.
    let title: String

    init(title: String) { self.title = title }

    func schema(name: String) -> ParameterSchema { fatalError("subclasses describe themselves") }
    var json: JSON? { fatalError("subclasses describe themselves") }
    func set(_ json: JSON, name: String) throws(WireError) { fatalError("subclasses set themselves") }
}

/// An intent's parameter, as App Intents' `@Parameter`:
///
/// ```swift
/// @Parameter(title: "Minutes", default: 10) var minutes: Int
/// ```
@propertyWrapper
public final class Parameter<Value: _IntentValue>: AnyParameter, @unchecked Sendable {
    private var value: Value?
    private let defaultValue: Value?

    public init(title: LocalizedStringResource, default defaultValue: Value? = nil) {
        self.defaultValue = defaultValue
        super.init(title: title.key)
    }

    public init(title: LocalizedStringResource) where Value: ExpressibleByNilLiteral {
        defaultValue = nil
        super.init(title: title.key)
    }

    /// The value set, else the default, else an empty value of its type.
    public var wrappedValue: Value {
        get { value ?? defaultValue ?? Value._fallback }
        set { value = newValue }
    }

    override func schema(name: String) -> ParameterSchema {
        ParameterSchema(
            type: Value._parameterType, name: name, title: title, optional: Value._isOptional, array: Value._isArray,
            defaultValue: defaultValue?._parameter, cases: Value._choices, optionsSource: Value._choices.isEmpty ? nil : "enum")
    }

    override var json: JSON? { value?._parameter }

    override func set(_ json: JSON, name: String) throws(WireError) {
        guard let parsed = Value(_parameter: json) else {
            throw WireError(.malformedMessage, "parameter '\(name)' takes \(Value._parameterType) values, not \(json.serialized)")
        }
        value = parsed
    }
}
