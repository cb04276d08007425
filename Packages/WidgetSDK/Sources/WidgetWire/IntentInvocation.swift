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

extension IntentInvocation: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(type: try fields.required("type"), parameters: fields["parameters"] ?? .object([]))
    }

    public var json: JSON { .fields(["type": .string(type), "parameters": parameters]) }
}
