import Synchronization
import WidgetWire

/// A string shown to people, as App Intents' `LocalizedStringResource` (no translation tables here).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Hashable, CustomStringConvertible {
    public let key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    public var description: String { key }
}

/// What an intent does, for people.
public struct IntentDescription: ExpressibleByStringLiteral, Sendable, Hashable {
    public let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.key }
    public init(stringLiteral value: String) { text = value }
}

/// An action a widget can perform (a button's, a toggle's), or its configuration, as in App Intents.
public protocol AppIntent: SendableMetatype {
    associatedtype PerformResult: IntentResult
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    /// Does the work. Runs in the plugin; the widget reloads afterwards, whether it succeeds or throws.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription(stringLiteral: "") }
}

/// The intent whose parameters configure each widget of a kind.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that sets a value, as a `Toggle`'s does: the runtime sets `value` to the new state before
/// calling `perform()`.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// What `perform()` returns.
public protocol IntentResult: Sendable {
    /// The result's value as the runtime reports it. Not for authors to implement.
    var _value: JSON? { get }
}

extension IntentResult {
    public var _value: JSON? { nil }
}

/// A result that carries a value.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// The result `.result()` and `.result(value:)` make.
public struct IntentResultContainer<Value>: ReturnsValue, @unchecked Sendable {
    // Unchecked: the value is handed to the runtime as JSON and not used again.
    let value: Value?

    public var _value: JSON? {
        guard let value else { return nil }
        return (value as? any _IntentValue)?._parameter ?? .string(String(describing: value))
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing to report.
    public static func result() -> IntentResultContainer<Never> { IntentResultContainer(value: nil) }
}

extension IntentResult {
    /// A result with a value.
    public static func result<Value>(value: Value) -> IntentResultContainer<Value> where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value)
    }
}

/// Makes intents by type name, to perform what a tap asks for. A type is registered where a view or a
/// configuration names it.
enum IntentRegistry {
    private static let factories = Mutex<[String: Unchecked<() -> any AppIntent>]>([:])

    static func name<I: AppIntent>(of type: I.Type) -> String { String(reflecting: type) }

    static func register<I: AppIntent>(_ type: I.Type) {
        factories.withLock { $0[name(of: type)] = Unchecked({ I() }) }
    }

    static func make(_ name: String) -> (any AppIntent)? { factories.withLock { $0[name] }?.value() }

    /// What performs `intent` later, registering its type. A toggle's ``SetValueIntent`` carries its
    /// current state as `value`; the runtime flips it when the toggle is tapped.
    static func invocation<I: AppIntent>(of intent: I, isOn: Bool? = nil) -> IntentInvocation {
        register(I.self)
        var parameters = IntentParameters.values(of: intent)
        if let isOn, intent is any SetValueIntent, case .object(var members) = parameters {
            members.removeAll { $0.key == "value" }
            members.append(("value", .bool(isOn)))
            parameters = .object(members)
        }
        return IntentInvocation(type: name(of: I.self), parameters: parameters)
    }
}

/// An intent's parameters, found by reflection on its `@Parameter` properties.
enum IntentParameters {
    static func all(of intent: some AppIntent) -> [(name: String, parameter: AnyParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? AnyParameter else { return nil }
            return (String(label.dropFirst()), parameter)
        }
    }

    static func schema<I: AppIntent>(of type: I.Type) -> IntentSchema {
        let intent = I()
        let description = I.description.text
        return IntentSchema(
            type: IntentRegistry.name(of: type), title: I.title.key, description: description.isEmpty ? nil : description,
            parameters: all(of: intent).map { $0.parameter.schema(name: $0.name) })
    }

    /// The intent's parameter values, by name, in their JSON form.
    static func values(of intent: some AppIntent) -> JSON {
        .object(all(of: intent).compactMap { item in item.parameter.json.map { (item.name, $0) } })
    }

    /// Sets the parameters that fit and returns what was wrong with the others.
    static func applyEach(_ values: JSON?, to intent: some AppIntent) -> [String] {
        guard case .object(let members)? = values else { return [] }
        var problems: [String] = []
        for member in members {
            do throws(WireError) {
                try apply(.object([member]), to: intent)
            } catch {
                problems.append("\(error.message); using its default")
            }
        }
        return problems
    }

    /// Sets parameters from a configuration; the error names the parameter and what it takes.
    static func apply(_ values: JSON?, to intent: some AppIntent) throws(WireError) {
        guard case .object(let members)? = values else { return }
        let parameters = all(of: intent)
        for member in members {
            guard let parameter = parameters.first(where: { $0.name == member.key })?.parameter else {
                throw WireError(.malformedMessage, "\(type(of: intent)) has no parameter '\(member.key)'")
            }
            try parameter.set(member.value, name: member.key)
        }
    }
}

/// Runs an intent by its invocation.
enum IntentPerformer {
    static func perform(_ invocation: IntentInvocation) async throws -> JSON? {
        guard let intent = IntentRegistry.make(invocation.type) else {
            throw WireError(.failed, "this bundle has no intent '\(invocation.type)'")
        }
        return try await run(intent, invocation.parameters)
    }

    private static func run<I: AppIntent>(_ intent: I, _ parameters: JSON) async throws -> JSON? {
        try IntentParameters.apply(parameters, to: intent)
        return try await intent.perform()._value
    }
}
