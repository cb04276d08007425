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
