import Foundation

/// A configuration intent's parameter, as a host needs it to build a form without running plugin code.
public struct ParameterSchema: Sendable, Equatable {
    /// The kind of value: `int`, `double`, `bool`, `string`, `date`, `url`, `enum` or `entity`.
    public var type: String
    /// The property's name, as `widgets configure` takes it (`device=kitchen`).
    public var name: String
    public var title: String
    public var optional: Bool
    public var array: Bool
    /// The value when none is set, in the configuration's JSON form.
    public var defaultValue: JSON?
    /// For enums, the cases: raw value and title.
    public var cases: [Choice]
    /// Where choices come from: `enum`, `entityQuery`, `optionsProvider`, or nil for free input.
    public var optionsSource: String?
    /// The smallest and largest value a number takes (`@Parameter(inclusiveRange:)`).
    public var minimum: Double?
    public var maximum: Double?

    /// A choice: a value (an enum case's raw value, an entity's id) and what people see.
    public struct Choice: Sendable, Hashable {
        public var value: String
        public var title: String
        public var subtitle: String?
        public var image: String?

        public init(value: String, title: String, subtitle: String? = nil, image: String? = nil) {
            self.value = value
            self.title = title
            self.subtitle = subtitle
            self.image = image
        }
    }

    public init(
        type: String, name: String, title: String, optional: Bool = false, array: Bool = false, defaultValue: JSON? = nil,
        cases: [Choice] = [], optionsSource: String? = nil, minimum: Double? = nil, maximum: Double? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.type = type
        self.name = name
        self.title = title
        self.optional = optional
        self.array = array
        self.defaultValue = defaultValue
        self.cases = cases
        self.optionsSource = optionsSource
    }

    /// Whether a configuration must give this parameter a value.
    public var isRequired: Bool { !optional && !array && defaultValue == nil }
}

/// An intent a bundle offers: its type's name and title, and its parameters.
public struct IntentSchema: Sendable, Equatable {
    public var type: String
    public var title: String
    public var description: String?
    /// The configuration as a sentence, each parameter as `${name}` ("Switch ${device} to ${mode}").
    public var summary: String?
    public var parameters: [ParameterSchema]

    public init(type: String, title: String, description: String? = nil, summary: String? = nil, parameters: [ParameterSchema]) {
        self.type = type
        self.title = title
        self.description = description
        self.summary = summary
        self.parameters = parameters
    }
}

/// An intent to perform: its type and its parameters' values.
public struct IntentInvocation: Sendable, Equatable {
    public var type: String
    /// Parameter name → value, in the configuration's JSON form.
    public var parameters: JSON

    public init(type: String, parameters: JSON) {
        self.type = type
        self.parameters = parameters
    }

    /// Whether the intent takes a toggle's state (a `SetValueIntent`'s `value` parameter).
    public var takesToggleValue: Bool {
        if case .object(let members) = parameters { members.contains { $0.key == "value" } } else { false }
    }

    /// The invocation with its `value` parameter set to a toggle's state: the SDK writes the state the
    /// toggle shows; a tap performs it with the opposite, the state the toggle turns to.
    public func settingToggleValue(_ isOn: Bool) -> IntentInvocation {
        guard case .object(var members) = parameters else { return self }
        members.removeAll { $0.key == "value" }
        members.append(("value", .bool(isOn)))
        return IntentInvocation(type: type, parameters: .object(members))
    }
}

/// Options for a parameter, in sections, as a configuration form lists them.
public struct ParameterOptions: Sendable, Hashable {
    public struct Section: Sendable, Hashable {
        public var title: String?
        public var subtitle: String?
        public var items: [ParameterSchema.Choice]

        public init(title: String?, subtitle: String? = nil, items: [ParameterSchema.Choice]) {
            self.title = title
            self.subtitle = subtitle
            self.items = items
        }
    }

    public var promptLabel: String?
    public var sections: [Section]

    public init(promptLabel: String? = nil, sections: [Section]) {
        self.promptLabel = promptLabel
        self.sections = sections
    }
}

/// A suggested configuration of a kind (`recommendations()`).
public struct Recommendation: Sendable, Equatable {
    public var description: String
    public var configuration: JSON

    public init(description: String, configuration: JSON) {
        self.description = description
        self.configuration = configuration
    }
}

extension ParameterSchema.Choice: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            value: try fields.required("value"), title: try fields.required("title"), subtitle: try fields.optional("subtitle"),
            image: try fields.optional("image"))
    }

    public var json: JSON {
        .fields(["value": .string(value), "title": .string(title), "subtitle": subtitle?.json, "image": image?.json])
    }
}

extension ParameterSchema: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            type: try fields.required("type"), name: try fields.required("name"), title: try fields.required("title"),
            optional: try fields.optional("optional") ?? false, array: try fields.optional("array") ?? false,
            defaultValue: fields["default"].flatMap { $0 == .null ? nil : $0 }, cases: try fields.optional("cases") ?? [],
            optionsSource: try fields.optional("optionsSource"), minimum: try fields.optional("minimum"), maximum: try fields.optional("maximum"))
    }

    public var json: JSON {
        .fields([
            "type": .string(type), "name": .string(name), "title": .string(title), "optional": .bool(optional), "array": .bool(array),
            "default": defaultValue, "cases": cases.isEmpty ? nil : cases.json, "optionsSource": optionsSource?.json,
            "minimum": minimum?.json, "maximum": maximum?.json,
        ])
    }
}

extension IntentSchema: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            type: try fields.required("type"), title: try fields.required("title"), description: try fields.optional("description"),
            summary: try fields.optional("summary"), parameters: try fields.required("parameters"))
    }

    public var json: JSON {
        .fields([
            "type": .string(type), "title": .string(title), "description": description?.json, "summary": summary?.json,
            "parameters": parameters.json,
        ])
    }
}

extension IntentInvocation: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(type: try fields.required("type"), parameters: fields["parameters"] ?? .object([]))
    }

    public var json: JSON { .fields(["type": .string(type), "parameters": parameters]) }
}

extension ParameterOptions.Section: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(title: try fields.optional("title"), subtitle: try fields.optional("subtitle"), items: try fields.required("items"))
    }

    public var json: JSON { .fields(["title": title?.json, "subtitle": subtitle?.json, "items": items.json]) }
}

extension ParameterOptions: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(promptLabel: try fields.optional("promptLabel"), sections: try fields.required("sections"))
    }

    public var json: JSON { .fields(["promptLabel": promptLabel?.json, "sections": sections.json]) }
}

extension Recommendation: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(description: try fields.required("description"), configuration: fields["configuration"] ?? .object([]))
    }

    public var json: JSON { .fields(["description": .string(description), "configuration": configuration]) }
}
