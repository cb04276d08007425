import WidgetWire

/// What a tap did, the same value from the host to the control socket, the CLI and the page: an
/// intent performed (its widget reloaded), or a URL opened through the router.
public enum TapResult: Sendable, Equatable {
    case performed(PerformedIntent)
    case opened(OpenedURL)

    /// For people: `Start or Stop Timer: done.`, `Opened weather://lisbon with xdg-open.`
    public var message: String {
        switch self {
        case .performed(let intent): "\(intent.displayTitle): \(intent.dialog ?? "done.")\(intent.opened.map { " " + $0.message } ?? "")"
        case .opened(let url): url.message
        }
    }
}

extension TapResult: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        if json["performed"] != nil {
            let fields = try JSONFields(json, at: path)
            self = .performed(PerformedIntent(
                type: try fields.required("performed"), title: try fields.optional("title"),
                result: json["result"].flatMap { $0 == .null ? nil : $0 }, dialog: try fields.optional("dialog"),
                opened: try fields.optional("opened")))
        } else {
            self = .opened(try OpenedURL(json: json, at: path))
        }
    }

    public var json: JSON {
        switch self {
        case .performed(let intent):
            .fields([
                "performed": .string(intent.type), "title": intent.title.map(JSON.string), "result": intent.result,
                "dialog": intent.dialog.map(JSON.string), "opened": intent.opened?.json,
            ])
        case .opened(let url): url.json
        }
    }
}
