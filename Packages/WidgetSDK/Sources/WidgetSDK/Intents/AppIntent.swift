import Synchronization
import WidgetABI
import WidgetWire

extension LocalizedStringResource {
    /// The text in the runtime's language: the bundle's translation, else the default value, else the key.
    var localized: String { Localization.translation(of: key, table: table ?? "Localizable") ?? defaultValue ?? key }
}

/// What an intent does, for people.
public struct IntentDescription: ExpressibleByStringLiteral, Sendable, Hashable {
    public let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.localized }
    public init(stringLiteral value: String) { text = LocalizedStringResource(value).localized }
}

/// An action a widget can perform (a button's, a toggle's), or its configuration, as in App Intents.
public protocol AppIntent: SendableMetatype {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary = _NoParameterSummary
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    /// Whether performing it opens the app: here, the widget's URL is opened after it runs.
    static var openAppWhenRun: Bool { get }
    /// The configuration as a sentence, shown by `widgets configure`.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// Does the work. Runs in the plugin; the widget reloads afterwards, whether it succeeds or throws.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription(stringLiteral: "") }
    public static var openAppWhenRun: Bool { false }
}

extension AppIntent where SummaryContent == _NoParameterSummary {
    public static var parameterSummary: _NoParameterSummary { _NoParameterSummary() }
}

/// The intent whose parameters configure each widget of a kind.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent the system performs for the app (audio, Live Activities); here it runs in the widget's
/// worker as any intent does.
public protocol SystemIntent: AppIntent {}

/// An intent that plays or pauses audio (`Button(intent:)` in a widget); here it runs as any intent does,
/// and the stand-in AVFoundation plays nothing.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that records audio; here it runs as any intent does, and nothing is recorded.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that starts, updates or ends a Live Activity; here it runs as any intent does.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that may ask to continue in the app; here it runs in the widget's worker as any intent does.
public protocol ForegroundContinuableIntent: AppIntent {}

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
    /// What is said to whoever tapped (`.result(dialog:)`).
    var _dialog: String? { get }
    /// A URL to open after performing (`.result(opensIntent: OpenURLIntent(url))`).
    var _openURL: String? { get }
}

extension IntentResult {
    public var _value: JSON? { nil }
    public var _dialog: String? { nil }
    public var _openURL: String? { nil }
}

/// A result that says something to whoever tapped.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent (an `OpenURLIntent`'s URL) once performed.
public protocol OpensIntent: IntentResult {}

/// What an intent says, as App Intents' `IntentDialog`.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable, Hashable {
    let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.localized }
    public init(stringLiteral value: String) { text = LocalizedStringResource(value).localized }
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

/// Opens a URL, through the runtime's URL handlers and the bundle's declared schemes.
public struct OpenURLIntent: AppIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    let url: URL?

    public init() { url = nil }
    public init(_ url: URL) { self.url = url }

    public func perform() async throws -> some IntentResult { IntentResultContainer<Never>(value: nil, openURL: url?.absoluteString) }
}

/// A result that carries a value.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// The result `.result()`, `.result(value:)`, `.result(dialog:)` and `.result(opensIntent:)` make.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, OpensIntent, @unchecked Sendable {
    // Unchecked: the value is handed to the runtime as JSON and not used again.
    let value: Value?
    var dialog: String?
    var openURL: String?

    init(value: Value?, dialog: String? = nil, openURL: String? = nil) {
        self.value = value
        self.dialog = dialog
        self.openURL = openURL
    }

    public var _dialog: String? { dialog }
    public var _openURL: String? { openURL }

    public var _value: JSON? {
        guard let value else { return nil }
        return (value as? any _IntentValue)?._parameter ?? .string(String(describing: value))
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing to report.
    public static func result() -> IntentResultContainer<Never> { IntentResultContainer(value: nil) }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result that says something to whoever tapped.
    public static func result(dialog: IntentDialog) -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog.text) }

    /// A result that opens another intent: an `OpenURLIntent` opens its URL.
    public static func result<Opened: AppIntent>(opensIntent intent: Opened, dialog: IntentDialog? = nil) -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog?.text, openURL: (intent as? OpenURLIntent)?.url?.absoluteString)
    }
}

extension IntentResult {
    /// A result with a value.
    public static func result<Value>(value: Value) -> IntentResultContainer<Value> where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value)
    }

    /// A result with a value and something said to whoever tapped.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> IntentResultContainer<Value> where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog.text)
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
        let invocation = IntentInvocation(type: name(of: I.self), parameters: IntentParameters.values(of: intent))
        guard let isOn, intent is any SetValueIntent else { return invocation }
        return invocation.settingToggleValue(isOn)
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
        let parameters = all(of: intent)
        return IntentSchema(
            type: IntentRegistry.name(of: type), title: I.title.localized, description: description.isEmpty ? nil : description,
            summary: I.parameterSummary._template, parameters: parameters.map { $0.parameter.schema(name: $0.name) })
    }

    /// The intent's parameter values, by name, in their JSON form.
    static func values(of intent: some AppIntent) -> JSON {
        .object(all(of: intent).compactMap { item in item.parameter.json.map { (item.name, $0) } })
    }

    /// Sets the parameters `values` gives and the defaults of the others. `strict`: a name the intent
    /// does not have, or a value not of its parameter's type, is an error; otherwise (a widget's
    /// stored configuration, from before the plugin changed) it is logged and the parameter keeps its
    /// default. Either way an entity that is gone, or a required one with no value, needs the widget
    /// configured again.
    static func apply(_ values: JSON?, to intent: some AppIntent, strict: Bool) async throws(WireError) {
        let parameters = all(of: intent)
        let members: [(key: String, value: JSON)] = if case .object(let members)? = values { members } else { [] }
        func problem(_ message: String) throws(WireError) {
            if strict { throw WireError(.invalidParameter, message) }
            HostConnection.current?.log(Int32(WIDGET_LOG_WARNING), "\(type(of: intent)): \(message); using its default")
        }
        for member in members where !parameters.contains(where: { $0.name == member.key }) {
            try problem("no parameter '\(member.key)'")
        }
        for (name, parameter) in parameters {
            if let value = members.first(where: { $0.key == name })?.value {
                let fits: Bool
                do {
                    fits = try await parameter.set(value)
                } catch let missing as EntityNotFound {
                    throw WireError(
                        .needsConfiguration,
                        "parameter '\(name)': \(missing); choose another (`widgets options` lists them, `widgets configure` sets it)")
                } catch {
                    throw WireError(.failed, "parameter '\(name)': its query failed: \(error)")
                }
                if fits { continue }
                try problem("parameter '\(name)' takes \(parameter.schema(name: name).type) values, not \(value.serialized)")
            }
            if await !parameter.setDefault() {
                throw WireError(.needsConfiguration, "parameter '\(name)' (\(parameter.title)) has no value; set it with `widgets configure`")
            }
        }
    }

    /// The options a configuration form offers for a parameter.
    static func options(of intent: some AppIntent, parameter name: String) async throws(WireError) -> ParameterOptions {
        let parameters = all(of: intent)
        guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
            throw WireError(
                .malformedMessage, "\(type(of: intent)) has no parameter '\(name)'; it has \(parameters.map(\.name).joined(separator: ", "))")
        }
        do {
            return try await parameter.options()
        } catch {
            throw WireError(.failed, "listing the options of '\(name)' failed: \(error)")
        }
    }
}

/// Runs an intent by its invocation.
enum IntentPerformer {
    /// Performs an invocation; its outcome as the reply carries it, with the title the intent has for people.
    static func perform(_ invocation: IntentInvocation) async throws -> PerformReply {
        guard let intent = IntentRegistry.make(invocation.type) else {
            throw WireError(.failed, "this bundle has no intent '\(invocation.type)'")
        }
        return try await run(intent, invocation.parameters)
    }

    private static func run<I: AppIntent>(_ intent: I, _ parameters: JSON) async throws -> PerformReply {
        try await IntentParameters.apply(parameters, to: intent, strict: true)
        let result = try await intent.perform()
        // `openAppWhenRun` opens the widget's own URL, as the app it belongs to would open.
        return PerformReply(
            value: result._value, dialog: result._dialog, openURL: result._openURL, opensApp: I.openAppWhenRun,
            title: I.title.localized)
    }
}
