import WidgetWire

/// A parameter's storage, whatever its value's type; found on intents by reflection.
public class AnyParameter: @unchecked Sendable {
    // Unchecked: an intent and its parameters are used by one task at a time.
    let title: String

    init(title: String) { self.title = title }

    func schema(name: String) -> ParameterSchema { fatalError("subclasses describe themselves") }
    var json: JSON? { fatalError("subclasses describe themselves") }
    /// Sets the value a configuration's JSON names; false when the JSON is not of the parameter's type.
    func set(_ json: JSON) async throws -> Bool { fatalError("subclasses set themselves") }
    /// Sets a plain value (not an entity) from its JSON, without waiting; wrong types are left unset.
    func setPlain(_ json: JSON) { fatalError("subclasses set themselves") }
    /// Gives an unset parameter its query's or options provider's default; false when it has none.
    func setDefault() async -> Bool { fatalError("subclasses set themselves") }
    var hasValue: Bool { fatalError("subclasses describe themselves") }
    func options() async throws -> ParameterOptions { fatalError("subclasses describe themselves") }
}

/// An intent's parameter, as App Intents' `@Parameter`:
///
/// ```swift
/// @Parameter(title: "Minutes", default: 10) var minutes: Int
/// @Parameter(title: "Device", optionsProvider: DeviceOptions()) var device: DeviceEntity
/// ```
@propertyWrapper
public final class Parameter<Value: _IntentValue>: AnyParameter, @unchecked Sendable {
    private var value: Value?
    private let defaultValue: Value?
    private let optionsProvider: (any DynamicOptionsProvider)?
    private var range: (Double, Double)?

    public init(title: LocalizedStringResource, default defaultValue: Value? = nil) {
        self.defaultValue = defaultValue
        optionsProvider = nil
        super.init(title: title.localized)
    }

    public init(title: LocalizedStringResource) where Value: ExpressibleByNilLiteral {
        defaultValue = nil
        optionsProvider = nil
        super.init(title: title.localized)
    }

    /// A whole number within a range, which `widgets configure` checks.
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value? = nil,
        inclusiveRange: (Value, Value)
    ) where Value: BinaryInteger {
        self.init(title: title, default: defaultValue)
        range = (Double(inclusiveRange.0), Double(inclusiveRange.1))
    }

    /// A number within a range, which `widgets configure` checks.
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value? = nil,
        inclusiveRange: (Value, Value)
    ) where Value: BinaryFloatingPoint {
        self.init(title: title, default: defaultValue)
        range = (Double(inclusiveRange.0), Double(inclusiveRange.1))
    }

    /// A parameter whose choices `provider` lists.
    public init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource, default defaultValue: Value? = nil, optionsProvider: Provider) {
        self.defaultValue = defaultValue
        self.optionsProvider = optionsProvider
        super.init(title: title.localized)
    }

    /// The value set, else the default, else an empty value of its type. An entity parameter with no
    /// value (and no default from its query) is a configuration the runtime asks people to finish.
    public var wrappedValue: Value {
        get {
            guard let value = value ?? defaultValue ?? Value._fallback else {
                fatalError("parameter '\(title)' has no value: give it a default, make it optional, or have its query return a defaultResult()")
            }
            return value
        }
        set { value = newValue }
    }

    /// The parameter itself, for a ``ParameterSummary``'s key paths (`\.$device`).
    public var projectedValue: Parameter<Value> { self }

    override func schema(name: String) -> ParameterSchema {
        ParameterSchema(
            type: Value._parameterType, name: name, title: title, optional: Value._isOptional, array: Value._isArray,
            defaultValue: defaultValue?._parameter, cases: Value._choices,
            optionsSource: optionsProvider == nil ? Value._optionsSource : "optionsProvider", minimum: range?.0, maximum: range?.1)
    }

    override var json: JSON? { value?._parameter }

    override func setPlain(_ json: JSON) {
        // Plain values only (numbers, text, enums …); an entity needs its query, which runs later.
        if let plain = Value.self as? any _PlainIntentValue.Type, let made = plain.init(_parameter: json) as? Value { value = made }
    }
    override var hasValue: Bool { value != nil || defaultValue != nil || Value._fallback != nil }

    override func set(_ json: JSON) async throws -> Bool {
        guard let resolved = try await Value._resolve(json) else { return false }
        value = resolved
        return true
    }

    override func setDefault() async -> Bool {
        if let provided = await optionsProvider?.defaultResult() as? Value {
            value = provided
        } else if let queried = await Value._defaultResult() {
            value = queried
        }
        return hasValue
    }

    override func options() async throws -> ParameterOptions {
        if let optionsProvider { return try await optionsProvider.results()._options }
        if let suggested = try await Value._suggestedOptions() { return suggested }
        return ParameterOptions(sections: Value._choices.isEmpty ? [] : [.init(title: nil, items: Value._choices)])
    }
}
