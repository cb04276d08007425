import Foundation
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

/// An intent a tap performed.
public struct PerformedIntent: Sendable, Equatable {
    /// Its type's name in the bundle (`TimerWidget.ToggleTimer`).
    public var type: String
    /// Its title for people; nil from bundles that do not say.
    public var title: String?
    /// What `perform()` returned, if anything.
    public var result: JSON?
    /// What it says (its dialog).
    public var dialog: String?
    /// A URL it opened (its own, or the widget's when it opens the app).
    public var opened: OpenedURL?

    public init(type: String, title: String? = nil, result: JSON? = nil, dialog: String? = nil, opened: OpenedURL? = nil) {
        self.type = type
        self.title = title
        self.result = result
        self.dialog = dialog
        self.opened = opened
    }

    /// Its title, or the last part of its type's name.
    public var displayTitle: String { title ?? String(type.split(separator: ".").last ?? Substring(type)) }
}

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
