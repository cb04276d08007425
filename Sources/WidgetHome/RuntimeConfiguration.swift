import Foundation
import WidgetLayout
import WidgetWire
import WorkerWire

/// The runtime's policy, read from `runtime.json` in its home.
public struct RuntimeConfiguration: Sendable, Hashable {
    /// Folders holding bundles, relative to the home unless absolute.
    public var plugins: [String]
    /// Folders searched for a bundle's library when its folder does not hold it (a checkout's
    /// `Plugins/Name/`), relative to the home unless absolute. The folder of the running executable,
    /// where `swift build` puts the libraries, is always searched last.
    public var librarySearchPaths: [String]
    /// Seconds a bundle may take to answer one request before it is treated as failed.
    public var requestTimeout: Double
    /// Which bundles and apps may use which app groups.
    public var appGroups: AppGroupPolicy
    /// How much a committed defaults write survives: a crash of any process, or a power cut too.
    public var defaultsDurability: DefaultsStore.Durability
    /// The refresh budget and intervals.
    public var refresh: RefreshPolicy
    /// The widgets a home starts with, before anyone adds or removes one.
    public var instances: [InitialInstance]
    /// URL scheme → the command (and leading arguments) that opens URLs of that scheme.
    public var urlHandlers: [String: [String]]
    /// The most bytes one defaults value may take.
    public var defaultsValueLimit: Int
    /// The most bytes a bundle's writes may make one suite hold.
    public var defaultsSuiteLimit: Int
    /// Whether each worker starts in a user, PID and mount namespace of its own (where the kernel
    /// allows), so nothing it starts outlives it.
    public var workerNamespaces: Bool
    /// Where bundles run: each in its own fenced worker process, or inside the runtime (debugging).
    public var isolation: Isolation
    /// Resource limits of every worker; a bundle's manifest may set its own.
    public var limits: WorkerLimits
    /// When a dead worker is started again, and when a bundle that keeps dying is quarantined.
    public var workerRestart: WorkerRestartPolicy
    /// How fast each bundle's host messages are read (`hostMessages`).
    public var hostMessages = HostMessagePolicy()
    /// How much of the runtime's CPU each bundle's traffic may cost (`runtimeShare`).
    public var runtimeShare = RuntimeSharePolicy()
    /// The metrics widgets are laid out with (`"appearance"` in runtime.json): macOS's desktop widgets'
    /// (13 pt body text) or iOS's (17 pt), and with iOS a device's widget sizes and a Dynamic Type size.
    public var appearance: LayoutMetrics
    /// Where `widgets run` shows the widgets besides the terminal or log: nowhere else, or the desktop.
    public var surface: Surface = .terminal
    /// Where bundles granted the location are told the device is when no location service (GeoClue)
    /// answers, and the place geocoding finds (`"location"` in runtime.json); nil: none.
    public var location: FixedLocation?
    /// Which D-Bus the GeoClue location service is asked on (`"geoclue"` in runtime.json).
    public var geoclue: GeoClueBus = .system
    /// The bundles (identifiers) whose crash's cause names the line of their source it happened at,
    /// read from the library's debug information by the toolchain's symbolizer, outside any fence:
    /// only the bundle the user builds (`widgets run --dev --watch`, `validate PACKAGE`), never from
    /// runtime.json, never every bundle of a home.
    public var locatesCrashes: Set<String> = []

    /// Where `widgets run` shows the widgets (`"surface"` in runtime.json).
    public enum Surface: String, Sendable, Hashable, CaseIterable {
        /// The terminal it runs in, or its log.
        case terminal
        /// Also the desktop, as `widgets run --desktop`.
        case desktop
    }

    /// Where bundles' code runs.
    public enum Isolation: String, Sendable, Hashable, CaseIterable {
        /// Each bundle in its own worker process, fenced: a crash or hang costs that bundle alone.
        case worker
        /// Every bundle inside the runtime's process: faster to debug, but one bad bundle stops all.
        case inProcess
    }

    /// A widget a home starts with: a kind, and a family (the kind's first when nil).
    public struct InitialInstance: Sendable, Hashable {
        public var kind: String
        public var family: WidgetFamily?

        public init(kind: String, family: WidgetFamily? = nil) {
            self.kind = kind
            self.family = family
        }
    }

    public init(
        plugins: [String] = ["plugins"], librarySearchPaths: [String] = [], requestTimeout: Double = 10,
        appGroups: AppGroupPolicy = AppGroupPolicy(), defaultsDurability: DefaultsStore.Durability = .crash,
        refresh: RefreshPolicy = RefreshPolicy(), instances: [InitialInstance] = [], urlHandlers: [String: [String]] = [:],
        isolation: Isolation = .worker, limits: WorkerLimits = .standard,
        workerRestart: WorkerRestartPolicy = WorkerRestartPolicy(), defaultsValueLimit: Int = DefaultsStore.standardValueLimit,
        defaultsSuiteLimit: Int = DefaultsStore.standardSuiteLimit, workerNamespaces: Bool = true, appearance: LayoutMetrics = LayoutMetrics()
    ) {
        self.appearance = appearance
        self.workerNamespaces = workerNamespaces
        self.defaultsValueLimit = defaultsValueLimit
        self.defaultsSuiteLimit = defaultsSuiteLimit
        self.workerRestart = workerRestart
        self.urlHandlers = urlHandlers
        self.isolation = isolation
        self.limits = limits
        self.refresh = refresh
        self.instances = instances
        self.plugins = plugins
        self.librarySearchPaths = librarySearchPaths
        self.requestTimeout = requestTimeout
        self.appGroups = appGroups
        self.defaultsDurability = defaultsDurability
    }

    /// `"appearance"`: `platform` ("macOS" or "iOS"), and with iOS `device` (a model or a screen, as
    /// `widgets snapshot --device` takes it) and `dynamicTypeSize` (SwiftUI's names).
    static func appearance(_ json: JSON, in file: URL) throws -> LayoutMetrics {
        let appearance = try JSONFields(json, at: "appearance")
        let known = ["platform", "device", "dynamicTypeSize"]
        if let unknown = appearance.members.map(\.key).first(where: { !known.contains($0) }) {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, "unknown field 'appearance.\(unknown)'", fix: "use \"platform\", \"device\" or \"dynamicTypeSize\"")
        }
        var metrics = LayoutMetrics()
        if let name = try appearance.optional("platform", as: String.self) {
            guard let platform = LayoutMetrics.Platform(rawValue: name) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: file.path, "field 'appearance.platform' is '\(name)'",
                    fix: "use \"macOS\" (desktop widgets: 13 pt body text) or \"iOS\" (17 pt body text)")
            }
            metrics.platform = platform
        }
        if let name = try appearance.optional("device", as: String.self) {
            guard let device = WidgetDevice.named(name) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: file.path, "field 'appearance.device' is '\(name)', no device this knows",
                    fix: WidgetDevice.known)
            }
            metrics.device = device
        }
        if let name = try appearance.optional("dynamicTypeSize", as: String.self) {
            guard let size = LayoutMetrics.DynamicTypeSize(rawValue: name) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: file.path, "field 'appearance.dynamicTypeSize' is '\(name)'",
                    fix: "use one of \(LayoutMetrics.DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            metrics.dynamicTypeSize = size
        }
        if metrics.platform != .iOS, metrics.device != nil || metrics.dynamicTypeSize != .large {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "fields 'appearance.device' and 'appearance.dynamicTypeSize' are iOS's",
                fix: "add \"platform\": \"iOS\" to \"appearance\", or remove them")
        }
        return metrics
    }

    /// The fields `runtime.json` may have.
    package static let fields = [
        "appGroups", "appearance", "defaultsDurability", "defaultsSuiteLimit", "defaultsValueLimit", "geoclue", "hostMessages", "instances", "isolation", "librarySearchPaths", "limits", "location", "plugins", "refresh",
        "requestTimeout", "runtimeShare", "surface", "urlHandlers", "workerNamespaces", "workerRestart",
    ]

    /// `urlHandlers`: scheme → a command and its leading arguments, the command an absolute path.
    private static func urlHandlers(_ json: JSON) throws(WireError) -> [String: [String]] {
        var handlers: [String: [String]] = [:]
        for member in try JSONFields(json, at: "urlHandlers").members {
            let command = try [String](json: member.value, at: "urlHandlers.\(member.key)")
            guard let program = command.first, program.hasPrefix("/") else {
                throw WireError(
                    .malformedMessage,
                    "field 'urlHandlers.\(member.key)' should list a command by its absolute path, then any arguments; the URL is added last")
            }
            handlers[member.key.lowercased()] = command
        }
        return handlers
    }

    /// `instances`: a list of `{"kind": …, "family": …}`, the family optional.
    private static func instances(_ json: JSON) throws(WireError) -> [InitialInstance] {
        guard case .array(let items) = json else { throw WireError.mismatch(at: "instances", expected: "a list") }
        var instances: [InitialInstance] = []
        for (index, item) in items.enumerated() {
            let fields = try JSONFields(item, at: "instances[\(index)]")
            let family = try fields.optional("family", as: String.self).map { name throws(WireError) in
                guard let family = WidgetFamily(name: name) else {
                    throw WireError(.malformedMessage, "field 'instances[\(index)].family' is '\(name)', not a widget family")
                }
                return family
            }
            instances.append(InitialInstance(kind: try fields.required("kind"), family: family))
        }
        return instances
    }

    /// An optional field naming one of a set of choices (an enum's raw values); another name is an
    /// error saying which field, and `fix`.
    private static func choice<Choice: RawRepresentable<String>>(
        _ fields: JSONFields, _ name: String, as type: Choice.Type, in file: URL, fix: String
    ) throws -> Choice? {
        guard let text = try fields.optional(name, as: String.self) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, "field '\(name)' is '\(text)'", fix: fix)
        }
        return choice
    }

    /// Reads `runtime.json`, refusing unknown fields (a typo would otherwise be silently ignored).
    public static func load(from file: URL) throws(WidgetRuntimeError) -> RuntimeConfiguration {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, "cannot read the file")
        }
        let defaults = RuntimeConfiguration()
        let configuration: RuntimeConfiguration
        do {
            let fields = try JSONFields(try JSON(parsing: data), at: "")
            if let unknown = fields.members.map(\.key).sorted().first(where: { !Self.fields.contains($0) }) {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: file.path, "unknown field '\(unknown)'",
                    fix: "remove it, or use one of: \(Self.fields.joined(separator: ", "))")
            }
            let durability = try Self.choice(fields, "defaultsDurability", as: DefaultsStore.Durability.self, in: file, fix: "use \"crash\" (survives any process crashing) or \"powerLoss\" (also a power cut, slower)")
            let isolation = try Self.choice(fields, "isolation", as: Isolation.self, in: file, fix: "use \"worker\" (each bundle in its own fenced process) or \"inProcess\" (debugging only)")
            let appearance = try fields["appearance"].map { json throws -> LayoutMetrics in try Self.appearance(json, in: file) }
            let surface = try Self.choice(fields, "surface", as: Surface.self, in: file, fix: "use \"terminal\" (the terminal or log only) or \"desktop\" (also the desktop, as `widgets run --desktop`)")
            var loaded = RuntimeConfiguration(
                plugins: try fields.optional("plugins") ?? defaults.plugins,
                librarySearchPaths: try fields.optional("librarySearchPaths") ?? defaults.librarySearchPaths,
                requestTimeout: try fields.optional("requestTimeout") ?? defaults.requestTimeout,
                appGroups: try fields["appGroups"].map { json throws(WireError) in try AppGroupPolicy(json: json) }
                    ?? defaults.appGroups,
                defaultsDurability: durability ?? defaults.defaultsDurability,
                refresh: try fields["refresh"].map { json throws(WireError) in try RefreshPolicy(json: json) } ?? defaults.refresh,
                instances: try fields["instances"].map { json throws(WireError) in try Self.instances(json) } ?? [],
                urlHandlers: try fields["urlHandlers"].map { json throws(WireError) in try Self.urlHandlers(json) } ?? [:],
                isolation: isolation ?? defaults.isolation,
                limits: defaults.limits.overridden(by: try fields.optional("limits") ?? WorkerLimits()),
                workerRestart: try fields["workerRestart"].map { json throws(WireError) in try WorkerRestartPolicy(json: json) }
                    ?? defaults.workerRestart,
                defaultsValueLimit: try fields.optional("defaultsValueLimit") ?? defaults.defaultsValueLimit,
                defaultsSuiteLimit: try fields.optional("defaultsSuiteLimit") ?? defaults.defaultsSuiteLimit,
                workerNamespaces: try fields.optional("workerNamespaces") ?? defaults.workerNamespaces,
                appearance: appearance ?? defaults.appearance)
            loaded.surface = surface ?? defaults.surface
            loaded.hostMessages = try fields["hostMessages"].map { json throws(WireError) in try HostMessagePolicy(json: json) }
                ?? defaults.hostMessages
            loaded.runtimeShare = try fields["runtimeShare"].map { json throws(WireError) in try RuntimeSharePolicy(json: json) }
                ?? defaults.runtimeShare
            loaded.location = try fields["location"].map { json throws(WireError) in try FixedLocation(json: json) }
            if let geoclue = try fields.optional("geoclue", as: String.self) {
                guard let bus = GeoClueBus(geoclue) else {
                    throw WidgetRuntimeError(
                        .configurationInvalid, at: file.path, "field 'geoclue' is '\(geoclue)'",
                        fix: "use \"system\" (the system bus, as desktops run GeoClue), \"off\" (never ask GeoClue) or a D-Bus address such as \"unix:path=/run/my-bus\"")
                }
                loaded.geoclue = bus
            }
            configuration = loaded
        } catch let error as WireError {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, error.message)
        } catch let error as WidgetRuntimeError {
            throw error
        } catch {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, "\(error)")
        }
        guard configuration.defaultsValueLimit > 0 else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "field 'defaultsValueLimit' must be a number of bytes above 0")
        }
        guard configuration.defaultsSuiteLimit > 0 else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "field 'defaultsSuiteLimit' must be a number of bytes above 0")
        }
        guard configuration.requestTimeout > 0 else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "field 'requestTimeout' must be a number of seconds above 0")
        }
        return configuration
    }
}
