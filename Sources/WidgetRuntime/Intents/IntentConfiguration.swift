import Foundation
import WidgetWire

/// Checks and applies `name=value` settings to a widget's configuration, by its intent's schema, so a
/// mistake is reported before the plugin ever sees it.
public struct IntentConfiguration: Sendable {
    public let schema: IntentSchema
    /// Where errors say they happened: the instance or kind being configured.
    public let location: String

    public init(schema: IntentSchema, location: String) {
        self.schema = schema
        self.location = location
    }

    /// The schema of a kind, or an error saying the kind has nothing to configure.
    public init(kind: KindDescription, location: String) throws(WidgetRuntimeError) {
        guard let schema = kind.configuration else {
            throw WidgetRuntimeError(
                .notConfigurable, at: location, "kind '\(kind.kind)' has no configuration intent, so nothing to set",
                fix: "make it an AppIntentConfiguration with @Parameter properties to let people configure it")
        }
        self.init(schema: schema, location: location)
    }

    /// `configuration` with each `name=value` setting applied. An empty value (`name=`) clears the
    /// parameter back to its default.
    public func applying(_ settings: [String], to configuration: JSON?) throws(WidgetRuntimeError) -> JSON {
        guard case .object(var members) = configuration ?? .object([]) else {
            throw WidgetRuntimeError(.invalidParameter, at: location, "the stored configuration is not an object", fix: "set it again")
        }
        for setting in settings {
            guard let equals = setting.firstIndex(of: "=") else {
                throw WidgetRuntimeError(
                    .invalidParameter, at: location, "'\(setting)' is not a setting", fix: "write it as name=value, e.g. \(example)")
            }
            let name = String(setting[..<equals])
            let text = String(setting[setting.index(after: equals)...])
            let parameter = try self.parameter(named: name)
            members.removeAll { $0.key == name }
            if !text.isEmpty { members.append((name, try value(text, for: parameter))) }
        }
        return .object(members)
    }

    /// The required parameters the configuration leaves unset. Entities are not among them: their
    /// query may have a default, which only the plugin knows (`checkConfiguration`).
    public func missing(in configuration: JSON?) -> [ParameterSchema] {
        schema.parameters.filter { $0.isRequired && $0.type != "entity" && configuration?[$0.name] == nil }
    }

    /// The intent's summary sentence with the configuration's values (or defaults) in place.
    public func summary(of configuration: JSON?) -> String? {
        guard var text = schema.summary else { return nil }
        for parameter in schema.parameters {
            let value = configuration?[parameter.name] ?? parameter.defaultValue
            let shown: String
            switch value {
            case .string(let string)?:
                shown = parameter.cases.first { $0.value == string }?.title ?? string
            case let value?: shown = value.serialized
            case nil: shown = parameter.title.lowercased()
            }
            text = text.replacingOccurrences(of: "${\(parameter.name)}", with: shown)
        }
        return text
    }

    /// The parameter with a name; the error lists the names there are.
    public func parameter(named name: String) throws(WidgetRuntimeError) -> ParameterSchema {
        guard let parameter = schema.parameters.first(where: { $0.name == name }) else {
            throw WidgetRuntimeError(
                .invalidParameter, at: location, "\(schema.title) has no parameter '\(name)'",
                fix: schema.parameters.isEmpty ? "it has no parameters" : "use one of: \(schema.parameters.map(\.name).joined(separator: ", "))")
        }
        return parameter
    }

    /// A setting's text as the parameter's JSON value. Arrays take comma-separated items.
    func value(_ text: String, for parameter: ParameterSchema) throws(WidgetRuntimeError) -> JSON {
        if parameter.array {
            var items: [JSON] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                items.append(try scalar(item.trimmingCharacters(in: .whitespaces), for: parameter))
            }
            return .array(items)
        }
        return try scalar(text, for: parameter)
    }

    private func scalar(_ text: String, for parameter: ParameterSchema) throws(WidgetRuntimeError) -> JSON {
        func invalid(_ takes: String) -> WidgetRuntimeError {
            WidgetRuntimeError(
                .invalidParameter, at: "\(location) \(parameter.name)", "'\(text)' is not a valid value: \(parameter.title) takes \(takes)",
                fix: "e.g. \(parameter.name)=\(sample(for: parameter))")
        }
        switch parameter.type {
        case "int", "double":
            guard let number = parameter.type == "int" ? Int(text).map(Double.init) : Double(text), number.isFinite else {
                throw invalid(parameter.type == "int" ? "a whole number" : "a number")
            }
            if let minimum = parameter.minimum, let maximum = parameter.maximum, !(minimum...maximum).contains(number) {
                throw invalid("\(parameter.type == "int" ? "a whole number" : "a number") from \(JSON.number(minimum).serialized) to \(JSON.number(maximum).serialized)")
            }
            return .number(number)
        case "bool":
            guard let value = SettingText.bool(text) else { throw invalid(SettingText.boolChoices) }
            return .bool(value)
        case "date":
            if let seconds = Double(text) { return .number(seconds) }
            guard let date = ISO8601DateFormatter().date(from: text) else { throw invalid("an ISO 8601 date (2026-01-31T09:00:00Z)") }
            return .number(date.timeIntervalSince1970)
        case "url":
            guard let url = URL(string: text), url.scheme != nil else { throw invalid("an absolute URL") }
            return .string(url.absoluteString)
        case "enum":
            guard parameter.cases.contains(where: { $0.value == text }) else {
                throw invalid("one of: \(parameter.cases.map(\.value).joined(separator: ", "))")
            }
            return .string(text)
        default:
            return .string(text)
        }
    }

    private func sample(for parameter: ParameterSchema) -> String {
        switch parameter.type {
        case "int": "10"
        case "double": "2.5"
        case "bool": "true"
        case "date": "2026-01-31T09:00:00Z"
        case "url": "https://example.com"
        case "enum": parameter.cases.first?.value ?? "value"
        default: "text"
        }
    }

    private var example: String {
        schema.parameters.first.map { "\($0.name)=\(sample(for: $0))" } ?? "name=value"
    }
}
