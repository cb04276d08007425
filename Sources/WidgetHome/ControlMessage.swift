import WidgetWire

/// A line the runtime sends on a control connection: the answer to the oldest request not yet
/// answered, or a notice sent unasked. Encoded by the runtime and decoded by the client, here only.
public enum ControlMessage: Sendable {
    /// `{"value": …}` or `{"error": {"code", "message", "location", "fix"}}`.
    case answer(Result<JSON, WidgetRuntimeError>)
    case notice(ControlNotice)
}

extension ControlMessage: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        if let value = fields["value"] {
            self = .answer(.success(value))
        } else if let error = fields["error"] {
            self = .answer(.failure(try WidgetRuntimeError(json: error)))
        } else if let shown = fields["shown"] {
            self = .notice(.shown(try WatchedWidget(json: shown, at: "shown")))
        } else if let removed = fields["removed"] {
            self = .notice(.removed(try WidgetInstance(json: removed, at: "removed")))
        } else if fields["open"] != nil {
            self = .notice(.open(try fields.required("open")))
        } else if let problem = fields["problem"] {
            let problem = try JSONFields(problem, at: "problem")
            self = .notice(.problem(bundle: try problem.required("bundle"), message: try problem.optional("message")))
        } else {
            throw WireError(.unsupportedMessage, "a control line is value, error, shown, removed, open or problem")
        }
    }

    public var json: JSON {
        switch self {
        case .answer(.success(let value)): .object([("value", value)])
        case .answer(.failure(let error)): .object([("error", error.json)])
        case .notice(.shown(let widget)): .object([("shown", widget.json)])
        case .notice(.removed(let instance)): .object([("removed", instance.json)])
        case .notice(.open(let url)): .object([("open", .string(url))])
        case .notice(.problem(let bundle, let message)):
            .object([("problem", .object([("bundle", .string(bundle)), ("message", message.map(JSON.string) ?? .null)]))])
        }
    }
}
