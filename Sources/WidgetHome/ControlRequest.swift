import WidgetWire

/// A request to a running runtime over its control socket: one JSON object a line, answered by
/// `{"value": …}` or `{"error": {"code", "message", "location", "fix"}}` on one line.
public enum ControlRequest: Sendable, Equatable {
    /// Reload a kind's instances, or every instance (nil). `wait`: answer once they have new timelines.
    case reload(kind: String?, foreground: Bool, wait: Bool)
    case instances
    case addInstance(kind: String, family: WidgetFamily?)
    case removeInstance(InstanceID)
    /// Shows an instance in another family its kind supports, and reloads it.
    case setFamily(InstanceID, family: WidgetFamily)
    case explain(InstanceID)
    /// The widgets on screen, as WidgetKit's `WidgetInfo`s.
    case configurations
    /// What an instance shows now: `{"instance": …, "entry": …}`.
    case entry(InstanceID)
    /// Opens a URL through the runtime's router, as a widget of `bundle` (when given) would.
    case open(url: String, bundle: String?)
    /// This connection's app handles a URL scheme: it gets `{"open": URL}` lines until it closes.
    case handleScheme(String)
    /// Taps a target of an instance: a button or toggle performs its intent, then the widget reloads
    /// (`{"performed", "result"}`); a link or the widget's URL is opened (`{"url", "command"}`).
    case tap(InstanceID, target: String)
    /// Sets an instance's configuration parameters (`name=value`) and reloads it.
    case configure(InstanceID, settings: [String])
    /// Bundles were replaced in one rename (`widgets bundle --install`): each whose library changed
    /// starts again now; answered with their identifiers.
    case bundlesReplaced
    /// The address of the page the runtime serves (`run --http`), with its token; null when it serves none.
    case page
    /// This connection follows what every widget shows, for a surface that draws them itself (the
    /// desktop): answered with every instance (`{"instance", "entry", "kind"}`), then a line for each
    /// change, `{"shown": {"instance", "entry", "kind"}}` or `{"removed": instance}`, until it closes.
    case watch
    /// Every installed kind a widget can be added of: `{"bundle", "kind": description}` each.
    case kinds
    /// The widgets the subscribed catalogs offer that are not installed (``CatalogWidget``s).
    case catalog
    /// What a kind looks like in a family before it is added: its provider's snapshot, as a preview.
    case preview(kind: String, family: WidgetFamily)
    /// The choices for a configuration parameter of a kind (`bundle/kind`), as `widgets options` lists them.
    case options(kind: String, parameter: String)
    /// A bundle's resource image (`Image(_:)`), base64; null when it has none of that name.
    case resource(bundle: String, name: String)
}

extension ControlRequest: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        switch try fields.required("type", as: String.self) {
        case "reload":
            self = .reload(
                kind: try fields.optional("kind"), foreground: try fields.optional("foreground") ?? false,
                wait: try fields.optional("wait") ?? false)
        case "instances": self = .instances
        case "addInstance": self = .addInstance(kind: try fields.required("kind"), family: try fields.optional("family"))
        case "removeInstance": self = .removeInstance(InstanceID(try fields.required("id")))
        case "setFamily": self = .setFamily(InstanceID(try fields.required("id")), family: try fields.required("family"))
        case "explain": self = .explain(InstanceID(try fields.required("id")))
        case "configurations": self = .configurations
        case "entry": self = .entry(InstanceID(try fields.required("id")))
        case "open": self = .open(url: try fields.required("url"), bundle: try fields.optional("bundle"))
        case "handleScheme": self = .handleScheme(try fields.required("scheme"))
        case "tap": self = .tap(InstanceID(try fields.required("id")), target: try fields.required("target"))
        case "configure": self = .configure(InstanceID(try fields.required("id")), settings: try fields.required("settings"))
        case "bundlesReplaced": self = .bundlesReplaced
        case "page": self = .page
        case "watch": self = .watch
        case "kinds": self = .kinds
        case "catalog": self = .catalog
        case "preview": self = .preview(kind: try fields.required("kind"), family: try fields.required("family"))
        case "options": self = .options(kind: try fields.required("kind"), parameter: try fields.required("parameter"))
        case "resource": self = .resource(bundle: try fields.required("bundle"), name: try fields.required("name"))
        case let other:
            throw WireError(
                .unsupportedMessage,
                "unknown request '\(other)'; the runtime answers reload, instances, addInstance, removeInstance, setFamily, explain, configurations, entry, open, handleScheme, tap, configure, bundlesReplaced, page, watch, kinds, catalog, preview, options and resource")
        }
    }

    public var json: JSON {
        switch self {
        case .reload(let kind, let foreground, let wait):
            .fields(["type": "reload", "kind": kind?.json, "foreground": .bool(foreground), "wait": .bool(wait)])
        case .instances: .fields(["type": "instances"])
        case .addInstance(let kind, let family): .fields(["type": "addInstance", "kind": .string(kind), "family": family?.json])
        case .removeInstance(let id): .fields(["type": "removeInstance", "id": .string(id.rawValue)])
        case .setFamily(let id, let family): .fields(["type": "setFamily", "id": .string(id.rawValue), "family": family.json])
        case .explain(let id): .fields(["type": "explain", "id": .string(id.rawValue)])
        case .configurations: .fields(["type": "configurations"])
        case .entry(let id): .fields(["type": "entry", "id": .string(id.rawValue)])
        case .open(let url, let bundle): .fields(["type": "open", "url": .string(url), "bundle": bundle?.json])
        case .handleScheme(let scheme): .fields(["type": "handleScheme", "scheme": .string(scheme)])
        case .tap(let id, let target): .fields(["type": "tap", "id": .string(id.rawValue), "target": .string(target)])
        case .configure(let id, let settings): .fields(["type": "configure", "id": .string(id.rawValue), "settings": settings.json])
        case .bundlesReplaced: .fields(["type": "bundlesReplaced"])
        case .page: .fields(["type": "page"])
        case .watch: .fields(["type": "watch"])
        case .kinds: .fields(["type": "kinds"])
        case .catalog: .fields(["type": "catalog"])
        case .preview(let kind, let family): .fields(["type": "preview", "kind": .string(kind), "family": family.json])
        case .options(let kind, let parameter): .fields(["type": "options", "kind": .string(kind), "parameter": .string(parameter)])
        case .resource(let bundle, let name): .fields(["type": "resource", "bundle": .string(bundle), "name": .string(name)])
        }
    }
}

extension WidgetRuntimeError {
    /// The error as JSON: code, location, message, fix.
    public var json: JSON {
        .fields(["code": .string(code.rawValue), "location": location?.json, "message": .string(message), "fix": fix?.json])
    }

    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "error")
        self.init(
            Code(rawValue: try fields.required("code")), at: try fields.optional("location"), try fields.required("message"),
            fix: try fields.optional("fix"))
    }
}
