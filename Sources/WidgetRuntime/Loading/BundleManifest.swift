import Foundation
import WidgetABI
import WidgetWire

/// A bundle's `Info.json`: who it is and what it asks for. Read and checked before any of its code runs.
public struct BundleManifest: Sendable, Hashable {
    /// Reverse-DNS name, unique among loaded bundles; also the name of its own defaults suite.
    public var identifier: String
    public var name: String
    public var version: String
    /// The `widget_abi.h` version the library was built against.
    public var abiVersion: Int
    /// The shared library's file name, in the bundle folder (or a library search path).
    public var library: String
    public var entitlements: Entitlements
    /// The Swift version the library was built with, for diagnostics.
    public var swiftVersion: String?
    /// Resource limits for the bundle's worker, over the runtime's (`runtime.json` `limits`).
    public var limits: WorkerLimits

    /// What a bundle may reach beyond its own suite.
    public struct Entitlements: Sendable, Hashable {
        /// App groups whose suites and containers the bundle shares (`group.…`).
        public var appGroups: [String]
        /// URL schemes the bundle's widgets may open, besides http and https.
        public var urlSchemes: [String]
        /// Whether the bundle's worker may open internet sockets; without it, it may open none.
        public var network: Bool

        public init(appGroups: [String] = [], urlSchemes: [String] = [], network: Bool = false) {
            self.appGroups = appGroups
            self.urlSchemes = urlSchemes
            self.network = network
        }
    }

    public init(
        identifier: String, name: String, version: String, abiVersion: Int = Int(WIDGET_ABI_VERSION),
        library: String, entitlements: Entitlements = Entitlements(), swiftVersion: String? = nil,
        limits: WorkerLimits = WorkerLimits()
    ) {
        self.identifier = identifier
        self.name = name
        self.version = version
        self.abiVersion = abiVersion
        self.library = library
        self.entitlements = entitlements
        self.swiftVersion = swiftVersion
        self.limits = limits
    }

    /// Reads the fields of `Info.json`; the message of a missing or mistyped field names it.
    init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "")
        identifier = try fields.required("identifier")
        name = try fields.required("name")
        version = try fields.required("version")
        abiVersion = try fields.required("abiVersion")
        library = try fields.required("library")
        let entitlements = try fields.optional("entitlements").map { (json: JSON) throws(WireError) in
            try JSONFields(json, at: "entitlements")
        }
        self.entitlements = Entitlements(
            appGroups: try entitlements?.optional("appGroups") ?? [], urlSchemes: try entitlements?.optional("urlSchemes") ?? [],
            network: try entitlements?.optional("network") ?? false)
        swiftVersion = try fields.optional("swiftVersion")
        limits = try fields.optional("limits") ?? WorkerLimits()
    }

    /// The fields every manifest has, with an example value for the fix of a missing one.
    private static let requiredFields: KeyValuePairs<String, String> = [
        "identifier": "\"com.example.weather\"", "name": "\"Weather\"", "version": "\"1.0.0\"",
        "abiVersion": "\(WIDGET_ABI_VERSION)", "library": "\"libWeatherWidget.so\"",
    ]

    /// Reads and checks `Info.json` in a bundle folder; returns the manifest and the file's text.
    public static func load(fromBundleAt folder: URL) throws(WidgetRuntimeError) -> (BundleManifest, String) {
        let file = folder.appending(path: "Info.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw WidgetRuntimeError(
                .manifestMissing, at: folder.path, "the bundle folder has no Info.json",
                fix: "add an Info.json with identifier, name, version, abiVersion and library (see the README)")
        }
        let json: JSON
        do {
            json = try JSON(parsing: data)
        } catch {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, error.message,
                fix: "make the file valid JSON (a single object; check commas, quotes and braces)")
        }
        guard case .object = json else {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "the file is not a JSON object",
                fix: "write the manifest as one object: {\"identifier\": …, \"name\": …, …}")
        }
        if let (field, example) = requiredFields.first(where: { json[$0.key] == nil }) {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "missing field '\(field)'", fix: "add \"\(field)\": \(example)")
        }
        let manifest: BundleManifest
        do {
            manifest = try BundleManifest(json: json)
        } catch {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, error.message,
                fix: "give each field the type shown in the README's Info.json example")
        }
        try manifest.validate(file: file)
        return (manifest, String(decoding: data, as: UTF8.self))
    }

    /// Checks each field's form; the first problem is thrown, naming the field and the fix.
    public func validate(file: URL) throws(WidgetRuntimeError) {
        func invalid(_ field: String, _ problem: String, fix: String) -> WidgetRuntimeError {
            WidgetRuntimeError(.manifestInvalid, at: file.path, "field '\(field)' \(problem)", fix: fix)
        }
        if !Self.isReverseDNS(identifier, minimumParts: 2) || identifier.count > 200 {
            throw invalid(
                "identifier", "is '\(identifier)', not a reverse-DNS name",
                fix: "use letters, digits and hyphens in dot-separated parts, e.g. \"com.example.weather\"")
        }
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw invalid("name", "is empty", fix: "give the bundle a name people will recognise")
        }
        if !Self.isVersion(version) {
            throw invalid("version", "is '\(version)', not a version number", fix: "use a version such as \"1.0.0\"")
        }
        if abiVersion != Int(WIDGET_ABI_VERSION) {
            throw WidgetRuntimeError(
                .incompatibleABI, at: file.path,
                "field 'abiVersion' is \(abiVersion); this runtime speaks ABI version \(WIDGET_ABI_VERSION)",
                fix: "rebuild the bundle against this runtime's WidgetSDK and set \"abiVersion\": \(WIDGET_ABI_VERSION)")
        }
        if library.isEmpty || library.contains("/") || library == "." || library == ".." {
            throw invalid(
                "library", "is '\(library)', not a file name in the bundle folder",
                fix: "name the shared library file alone, e.g. \"libWeatherWidget.so\"")
        }
        for group in entitlements.appGroups where !(group.hasPrefix("group.") && Self.isReverseDNS(group.dropFirst(6), minimumParts: 1)) {
            throw invalid(
                "entitlements.appGroups", "has '\(group)', not an app group name",
                fix: "app groups start with \"group.\" followed by a reverse-DNS name, e.g. \"group.com.example.shared\"")
        }
        for scheme in entitlements.urlSchemes where !Self.isURLScheme(scheme) {
            throw invalid(
                "entitlements.urlSchemes", "has '\(scheme)', not a URL scheme",
                fix: "list schemes without \"://\", e.g. \"weather\"")
        }
    }

    // Hand-written checks rather than regular expressions: a regex literal is parsed at run time on
    // each use, which costs more than loading a bundle.

    /// Dot-separated parts of ASCII letters, digits and hyphens, not starting with a hyphen.
    static func isReverseDNS(_ name: some StringProtocol, minimumParts: Int) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= minimumParts && parts.allSatisfy { part in
            guard let first = part.first, first != "-" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// One to three dot-separated numbers, optionally followed by `-` or `+` and a label.
    static func isVersion(_ version: String) -> Bool {
        let label = version.firstIndex { $0 == "-" || $0 == "+" }
        let numbers = version[..<(label ?? version.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return false }
        guard let label else { return true }
        let rest = version[version.index(after: label)...]
        return !rest.isEmpty && rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    }

    /// A letter followed by letters, digits, `+`, `.` or `-` (RFC 3986).
    static func isURLScheme(_ scheme: String) -> Bool {
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }
}
