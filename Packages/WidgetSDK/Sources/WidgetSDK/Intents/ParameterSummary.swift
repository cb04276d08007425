import WidgetWire

/// How an intent's configuration reads as a sentence, as App Intents' `ParameterSummary`:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary { Summary("Switch \(\.$device) to \(\.$mode)") }
/// ```
public protocol ParameterSummary {
    /// The sentence, with each parameter as `${name}`. Not for authors.
    var _template: String? { get }
}

/// An intent without a summary.
public struct _NoParameterSummary: ParameterSummary {
    public var _template: String? { nil }
}

/// A summary sentence naming the intent's parameters.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    let text: ParameterSummaryString<Intent>?

    public init(_ text: ParameterSummaryString<Intent>) { self.text = text }

    /// A sentence, and the parameters set apart from it (`Summary("Show \(\.$city)") { \.$units }`):
    /// the host reads out the sentence.
    public init(_ text: ParameterSummaryString<Intent>, @ParameterSummaryContentBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>]) {
        self.text = text
    }

    /// Parameters without a sentence (`Summary { \.$city; \.$units }`): the host lists them as for an
    /// intent without a summary.
    public init(@ParameterSummaryContentBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>]) { text = nil }

    public var _template: String? {
        guard let text else { return nil }
        let intent = Intent()
        let parameters = IntentParameters.all(of: intent)
        return text.pieces.map { piece in
            switch piece {
            case .literal(let literal): return literal
            case .parameter(let reach):
                let parameter = reach(intent)
                return parameters.first { $0.parameter === parameter }.map { "${\($0.name)}" } ?? "?"
            }
        }.joined()
    }
}

/// A summary's text: literals, and parameters written as key paths to their `$` projections.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Piece {
        case literal(String)
        case parameter((Intent) -> AnyParameter)
    }

    var pieces: [Piece] = []

    public init(stringLiteral value: String) { pieces = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {
            pieces.append(.parameter { $0[keyPath: parameter] })
        }
    }
}

/// Lets `parameterSummary` write `Summary(…)` without naming the intent.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildBlock(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
}

/// A summary that depends on a parameter's value, as App Intents' `When(…) { } otherwise: { }`. The
/// host shows one sentence for every value: the `otherwise` one.
public struct When<Intent: AppIntent>: ParameterSummary {
    let otherwise: Summary<Intent>

    public init<Value>(
        _ parameter: KeyPath<Intent, Parameter<Value>>, _ comparison: ParameterComparison, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Summary<Intent>,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Summary<Intent>
    ) {
        self.otherwise = otherwise()
    }

    public var _template: String? { otherwise._template }
}

/// How `When` compares a parameter's value.
public enum ParameterComparison: Sendable, Hashable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, hasAnyValue, hasNoValue
}

extension ParameterSummaryBuilder {
    public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
    public static func buildBlock(_ summary: When<Intent>) -> When<Intent> { summary }
}

/// Lists the parameters a summary shows apart from its sentence, written as key paths to their `$`
/// projections.
@resultBuilder
public enum ParameterSummaryContentBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) -> [PartialKeyPath<Intent>] { [parameter] }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}
