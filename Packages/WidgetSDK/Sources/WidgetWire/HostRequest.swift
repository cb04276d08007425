/// A request from a bundle to the host's services, through `widget_host.call`.
///
/// A bundle never names itself: the host knows which bundle a call comes from by the table it gave it.
public enum HostRequest: Sendable, Equatable {
    /// May the bundle use this suite? Answered with an empty object, or an error saying why not.
    case openSuite(String)
    /// Every value of a suite (nil: the bundle's own), answered with a ``PropertyListValue`` dictionary.
    case readSuite(String?)
    /// Stores a value (nil removes the key); answered with an empty object once it is durable. The
    /// SDK sends it without asking for the answer.
    case write(suite: String?, key: String, value: PropertyListValue?)
    /// `synchronize()`: answered with an empty object once every message sent before it is performed.
    case synchronize
    /// The folder shared by an app group, created if need be; answered with `{"path": …}`.
    case container(group: String)
    /// The app groups the bundle declares, in its manifest's order, answered with `{"groups": […]}`:
    /// where SwiftData's `.automatic` group container looks, as iOS looks in an app's entitlements.
    case appGroups
    /// `WidgetCenter.reloadTimelines(ofKind:)` for one of the bundle's kinds, or all of them (nil).
    case reloadTimelines(kind: String?)
    /// `WidgetCenter.currentConfigurations()`: the bundle's widgets on screen, as ``WidgetInfo``s.
    case currentConfigurations
    /// The translations of one of the bundle's string tables (`Localizable`) into the runtime's
    /// language, answered with an object of key → translation (empty when there are none).
    case localizedStrings(table: String)
    /// Whether the bundle may have the device's location, answered with `{"status": …}` (a
    /// ``LocationAuthorization``). With `request`, the bundle asks for it, as
    /// `requestWhenInUseAuthorization()` does; the runtime logs how to grant it when it is not granted.
    case locationAuthorization(request: Bool)
    /// The device's location, answered with a ``LocationFix``; refused (`notEntitled`) unless the bundle
    /// declares the `location` entitlement and was granted it.
    case location
    /// Geocoding, answered with `{"placemarks": [Placemark…]}` (empty when nothing is found); refused
    /// as ``location`` is.
    case geocode(GeocodeQuery)

    public var name: String {
        switch self {
        case .openSuite: "openSuite"
        case .readSuite: "readSuite"
        case .write: "write"
        case .synchronize: "synchronize"
        case .container: "container"
        case .appGroups: "appGroups"
        case .reloadTimelines: "reloadTimelines"
        case .currentConfigurations: "currentConfigurations"
        case .localizedStrings: "localizedStrings"
        case .locationAuthorization: "locationAuthorization"
        case .location: "location"
        case .geocode: "geocode"
        }
    }
}

extension HostRequest: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        switch try fields.required("type", as: String.self) {
        case "openSuite": self = .openSuite(try fields.required("suite"))
        case "readSuite": self = .readSuite(try fields.optional("suite"))
        case "write":
            self = .write(suite: try fields.optional("suite"), key: try fields.required("key"), value: try fields.optional("value"))
        case "synchronize": self = .synchronize
        case "container": self = .container(group: try fields.required("group"))
        case "appGroups": self = .appGroups
        case "reloadTimelines": self = .reloadTimelines(kind: try fields.optional("kind"))
        case "currentConfigurations": self = .currentConfigurations
        case "localizedStrings": self = .localizedStrings(table: try fields.required("table"))
        case "locationAuthorization": self = .locationAuthorization(request: try fields.optional("request") ?? false)
        case "location": self = .location
        case "geocode":
            if let address: String = try fields.optional("address") {
                self = .geocode(.address(address))
            } else {
                self = .geocode(.coordinate(latitude: try fields.required("latitude"), longitude: try fields.required("longitude")))
            }
        case let other: throw WireError(.unsupportedMessage, "unknown host request '\(other)'")
        }
    }

    public var json: JSON {
        switch self {
        case .openSuite(let suite):
            .fields(["version": wireVersion.json, "type": .string(name), "suite": .string(suite)])
        case .readSuite(let suite):
            .fields(["version": wireVersion.json, "type": .string(name), "suite": suite?.json])
        case .write(let suite, let key, let value):
            .fields(["version": wireVersion.json, "type": .string(name), "suite": suite?.json, "key": .string(key), "value": value?.json])
        case .container(let group):
            .fields(["version": wireVersion.json, "type": .string(name), "group": .string(group)])
        case .reloadTimelines(let kind):
            .fields(["version": wireVersion.json, "type": .string(name), "kind": kind?.json])
        case .locationAuthorization(let request):
            .fields(["version": wireVersion.json, "type": .string(name), "request": .bool(request)])
        case .geocode(.address(let address)):
            .fields(["version": wireVersion.json, "type": .string(name), "address": .string(address)])
        case .geocode(.coordinate(let latitude, let longitude)):
            .fields(["version": wireVersion.json, "type": .string(name), "latitude": latitude.json, "longitude": longitude.json])
        case .currentConfigurations, .synchronize, .location, .appGroups:
            .fields(["version": wireVersion.json, "type": .string(name)])
        case .localizedStrings(let table):
            .fields(["version": wireVersion.json, "type": .string(name), "table": .string(table)])
        }
    }
}
