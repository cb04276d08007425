import WidgetWire

/// A URL a tap or an app sent through the router: where it went, or why it did not.
public struct OpenedURL: Sendable, Equatable {
    public var url: String
    /// The command that opened it (`["xdg-open", url]`, or `["app:SCHEME"]` for a connected app).
    public var command: [String]
    public var error: WidgetRuntimeError?

    public init(url: String, command: [String] = [], error: WidgetRuntimeError? = nil) {
        self.url = url
        self.command = command
        self.error = error
    }

    public var message: String {
        if let error { return "Did not open \(url): \(error.message)" }
        guard let program = command.first else { return "Opened \(url)." }
        return program.hasPrefix("app:") ? "Opened \(url) in the app that handles it." : "Opened \(url) with \(program)."
    }
}

extension OpenedURL: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        url = try fields.required("url")
        command = try fields.optional("command") ?? []
        error = try fields["error"].map { error throws(WireError) in try WidgetRuntimeError(json: error) }
    }

    public var json: JSON {
        .fields(["url": .string(url), "command": error == nil ? .array(command.map(JSON.string)) : nil, "error": error?.json])
    }
}
