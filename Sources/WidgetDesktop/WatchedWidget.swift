import Foundation
import WidgetHome
import WidgetWire

/// A widget as a surface that follows the runtime sees it (`watch` on the control socket): the
/// instance, what it shows now, and its kind's description.
public struct WatchedWidget: Sendable {
    public var instance: WidgetInstance
    /// Nil until its first timeline comes.
    public var entry: RenderedEntry?
    /// Nil when its bundle is no longer loaded.
    public var kind: KindDescription?

    public init(instance: WidgetInstance, entry: RenderedEntry? = nil, kind: KindDescription? = nil) {
        self.instance = instance
        self.entry = entry
        self.kind = kind
    }
}

extension WatchedWidget: JSONRepresentable {
    public init(json: JSON, at path: String) throws(WireError) {
        let fields = try JSONFields(json, at: path)
        self.init(instance: try fields.required("instance"), entry: try fields.optional("entry"), kind: try fields.optional("kind"))
    }

    public var json: JSON {
        .fields(["instance": instance.json, "entry": entry?.json, "kind": kind?.json])
    }
}

/// One line of a `watch` connection: every widget (the answer), or one change.
public enum WatchedChange: Sendable {
    case all([WatchedWidget])
    case shown(WatchedWidget)
    case removed(InstanceID)

    /// Reads a line the runtime sent; an error answer is thrown as the runtime's error.
    public init(line: JSON) throws(WidgetRuntimeError) {
        if let error = line["error"] {
            throw (try? WidgetRuntimeError(json: error)) ?? WidgetRuntimeError(.controlFailed, "the runtime refused to be followed")
        }
        do throws(WireError) {
            if let all = line["value"] {
                self = .all(try [WatchedWidget](json: all, at: "value"))
            } else if let shown = line["shown"] {
                self = .shown(try WatchedWidget(json: shown, at: "shown"))
            } else if let removed = line["removed"] {
                self = .removed(try WidgetInstance(json: removed, at: "removed").id)
            } else {
                throw WireError(.unsupportedMessage, "a watch line is value, shown or removed")
            }
        } catch {
            throw WidgetRuntimeError(.controlFailed, "the runtime sent a line the desktop cannot read: \(error.message)")
        }
    }
}
