import Foundation
import WidgetWire

/// A widget as the runtime shows it, to a surface that follows it (`watch` on the control socket) or a
/// client that asks (`entry`): the instance, what it shows now, and its kind's description.
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

extension WatchedWidget: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(instance: try fields.required("instance"), entry: try fields.optional("entry"), kind: try fields.optional("kind"))
    }

    public var json: JSON {
        .fields(["instance": instance.json, "entry": entry?.json, "kind": kind?.json])
    }
}
