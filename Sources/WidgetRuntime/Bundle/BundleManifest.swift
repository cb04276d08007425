import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WidgetABI
import WidgetDeclarative
import WidgetWire
import WorkerWire

/// A bundle's `Info.json`: who it is and what it asks for. Read and checked before any of its code runs.
public struct BundleManifest: Sendable {
    /// Reverse-DNS name, unique among loaded bundles; also the name of its own defaults suite.
    public var identifier: String
    public var name: String
    public var version: String
    /// The `widget_abi.h` version the library was built against.
    public var abiVersion: Int
    /// The shared library's file name, in the bundle folder (or a library search path); nil for a
    /// declarative bundle.
    public var library: String?
    /// The widgets of a bundle made of a view template and C functions, instead of a library.
    public var declarative: DeclarativeSpec?
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
        /// Whether the bundle asks for the device's location (CoreLocation); it has it only once the
        /// user grants it (`widgets grant BUNDLE location`).
        public var location: Bool

        public init(appGroups: [String] = [], urlSchemes: [String] = [], network: Bool = false, location: Bool = false) {
            self.appGroups = appGroups
            self.urlSchemes = urlSchemes
            self.network = network
            self.location = location
        }
    }

    public init(
        identifier: String, name: String, version: String, abiVersion: Int = Int(WIDGET_ABI_VERSION),
        library: String?, declarative: DeclarativeSpec? = nil, entitlements: Entitlements = Entitlements(),
        swiftVersion: String? = nil, limits: WorkerLimits = WorkerLimits()
    ) {
        self.identifier = identifier
        self.name = name
        self.version = version
        self.abiVersion = abiVersion
        self.library = library
        self.declarative = declarative
        self.entitlements = entitlements
        self.swiftVersion = swiftVersion
        self.limits = limits
    }

    /// The fields `Info.json` may have, and those of its `entitlements`.
    static let fields = ["abiVersion", "declarative", "entitlements", "identifier", "library", "limits", "name", "swiftVersion", "version"]
    static let entitlementFields = ["appGroups", "location", "network", "urlSchemes"]
    /// The largest `Info.json` read: a manifest is a few hundred bytes.
    public static let largestManifest = 64 << 10

    /// Reads the fields of `Info.json` but `declarative`; the message of a missing or mistyped field names it.
    init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "")
        identifier = try fields.required("identifier")
        name = try fields.required("name")
        version = try fields.required("version")
        abiVersion = try fields.required("abiVersion")
        library = try fields.optional("library")
        let entitlements = try fields.optional("entitlements").map { (json: JSON) throws(WireError) in
            try JSONFields(json, at: "entitlements")
        }
        self.entitlements = Entitlements(
            appGroups: try entitlements?.optional("appGroups") ?? [], urlSchemes: try entitlements?.optional("urlSchemes") ?? [],
            network: try entitlements?.optional("network") ?? false, location: try entitlements?.optional("location") ?? false)
        swiftVersion = try fields.optional("swiftVersion")
        limits = try fields.optional("limits") ?? WorkerLimits()
    }

    /// The fields every manifest has, with an example value for the fix of a missing one.
    private static let requiredFields: KeyValuePairs<String, String> = [
        "identifier": "\"com.example.weather\"", "name": "\"Weather\"", "version": "\"1.0.0\"",
        "abiVersion": "\(WIDGET_ABI_VERSION)",
    ]

    /// Reads and checks `Info.json` in a bundle folder; returns the manifest and the file's text.
    public static func load(fromBundleAt folder: URL) throws(WidgetRuntimeError) -> (BundleManifest, String) {
        let file = folder.appending(path: "Info.json")
        if FileKind(path: folder.path) == .symbolicLink {
            throw WidgetRuntimeError(
                .manifestInvalid, at: folder.path, "the bundle folder is a symbolic link",
                fix: "copy or move the bundle folder into the plugin folder, or add its parent folder to 'plugins' in runtime.json")
        }
        switch FileKind(path: file.path) {
        case .regular: break
        case .missing:
            throw WidgetRuntimeError(
                .manifestMissing, at: folder.path, "the bundle folder has no Info.json",
                fix: "add an Info.json with identifier, name, version, abiVersion and library (see the README)")
        case let other:
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "Info.json is \(other.description), not a regular file",
                fix: "make Info.json a plain JSON file in the bundle folder")
        }
        var data = try readManifest(file)
        // A byte order mark some editors put first is not part of the JSON (RFC 8259 lets readers skip it).
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data = Data(data.dropFirst(3)) }
        if let offset = firstInvalidUTF8(in: data) {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "the file is not UTF-8 text (a bad byte near offset \(offset))",
                fix: "save Info.json as UTF-8")
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
        if case .object(let members) = json {
            try refuseUnknown(members.map(\.key), known: fields, in: "", file: file)
            if case .object(let entitlements)? = json["entitlements"] {
                try refuseUnknown(entitlements.map(\.key), known: entitlementFields, in: "entitlements.", file: file)
            }
        }
        if let (field, example) = requiredFields.first(where: { json[$0.key] == nil }) {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "missing field '\(field)'", fix: "add \"\(field)\": \(example)")
        }
        switch (json["library"], json["declarative"]) {
        case (nil, nil):
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "missing field 'library'",
                fix: "add \"library\": \"libWeatherWidget.so\" (or a \"declarative\" section for a bundle without a library of its own)")
        case (_?, _?):
            throw WidgetRuntimeError(
                .manifestInvalid, at: file.path, "has both 'library' and 'declarative'",
                fix: "a declarative bundle names its libraries in its functions; remove 'library'")
        default: break
        }
        var manifest: BundleManifest
        do {
            manifest = try BundleManifest(json: json)
        } catch {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, error.message,
                fix: "give each field the type shown in the README's Info.json example")
        }
        if let section = json["declarative"] {
            do {
                manifest.declarative = try DeclarativeSpec(json: section)
            } catch {
                throw WidgetRuntimeError(.manifestInvalid, at: file.path, error.description, fix: error.fix)
            }
        }
        try manifest.validate(file: file)
        return (manifest, String(decoding: data, as: UTF8.self))
    }

    /// Reads at most ``largestManifest`` bytes, without waiting on a file that never ends.
    private static func readManifest(_ file: URL) throws(WidgetRuntimeError) -> Data {
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw WidgetRuntimeError(
                .manifestMissing, at: file.path, "cannot read the file: \(String(cString: strerror(errno)))",
                fix: "make Info.json readable by you")
        }
        defer { close(descriptor) }
        var data = Data(count: largestManifest + 1)
        let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else {
            throw WidgetRuntimeError(.manifestMissing, at: file.path, "cannot read the file: \(String(cString: strerror(errno)))")
        }
        guard count <= largestManifest else {
            throw WidgetRuntimeError(
                .manifestMalformed, at: file.path, "the file is larger than \(largestManifest / 1024) KB; a manifest is a few hundred bytes",
                fix: "keep only the manifest's fields in Info.json")
        }
        return data.prefix(count)
    }

    /// Where the first byte that is not UTF-8 is, if any.
    private static func firstInvalidUTF8(in data: Data) -> Int? {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The `abiVersion` a bundle folder's Info.json declares, read alone (for a manifest this runtime
    /// refuses, to say it needs a rebuild); nil when there is none to read.
    public static func declaredABI(at folder: URL) -> Int? {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: "Info.json").path), data.count <= largestManifest else { return nil }
        return declaredABI(in: data)
    }

    /// The `abiVersion` an Info.json's bytes declare, read alone; nil when they declare none.
    public static func declaredABI(in data: Data) -> Int? {
        guard let fields = try? JSONFields(JSON(parsing: data), at: "") else { return nil }
        return try? fields.optional("abiVersion")
    }

    /// A field no manifest has is an error: a typo would otherwise be silently ignored.
    static func refuseUnknown(_ keys: [String], known: [String], in prefix: String, file: URL) throws(WidgetRuntimeError) {
        guard let unknown = keys.first(where: { !known.contains($0) }) else { return }
        let closest = known.min { $0.editDistance(to: unknown, limit: 4) < $1.editDistance(to: unknown, limit: 4) }
        let near = closest.map { $0.editDistance(to: unknown, limit: 4) <= 3 } ?? false
        throw WidgetRuntimeError(
            .manifestMalformed, at: file.path, "unknown field '\(prefix)\(TerminalText.sanitized(unknown))'",
            fix: near ? "did you mean '\(prefix)\(closest!)'?" : "remove it; the fields are \(known.map { prefix + $0 }.joined(separator: ", "))")
    }

    /// Checks each field's form; the first problem is thrown, naming the field and the fix.
    public func validate(file: URL) throws(WidgetRuntimeError) {
        func invalid(_ field: String, _ problem: String, fix: String) -> WidgetRuntimeError {
            WidgetRuntimeError(.manifestInvalid, at: file.path, "field '\(field)' \(problem)", fix: fix)
        }
        if !SuiteNames.isReverseDNS(identifier, minimumParts: 2) || identifier.count > 200 {
            throw invalid(
                "identifier", "is '\(identifier)', not a reverse-DNS name",
                fix: "use letters, digits and hyphens in dot-separated parts, e.g. \"com.example.weather\"")
        }
        if SuiteNames.isAppGroup(identifier) {
            throw invalid(
                "identifier", "is '\(identifier)', an app group's name: the bundle's own suite would be the group's",
                fix: "name the bundle after its app (\"com.example.weather\") and list the group in entitlements.appGroups")
        }
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw invalid("name", "is empty", fix: "give the bundle a name people will recognise")
        }
        if name.count > 100 || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw invalid(
                "name", "is \(name.count > 100 ? "longer than 100 characters" : "holding control characters (escape sequences, newlines)")",
                fix: "use a short plain name, such as \"Weather\"")
        }
        if !Self.isVersion(version) {
            throw invalid(
                "version", "is '\(TerminalText.sanitized(String(version.prefix(40))))', not a semantic version",
                fix: "use MAJOR.MINOR.PATCH, such as \"1.0.0\" (or \"1.0.0-beta.1\")")
        }
        if abiVersion != Int(WIDGET_ABI_VERSION) {
            throw WidgetRuntimeError(
                .incompatibleABI, at: file.path,
                "field 'abiVersion' is \(abiVersion); this runtime speaks ABI version \(WIDGET_ABI_VERSION)",
                fix: "rebuild the bundle against this runtime's WidgetSDK and set \"abiVersion\": \(WIDGET_ABI_VERSION)")
        }
        if let library, library.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw invalid(
                "library", "has a control character (such as NUL or a line break), which no file name here may have",
                fix: "name the shared library file alone, e.g. \"libWeatherWidget.so\"")
        }
        if let library, library.isEmpty || library.contains("/") || library == "." || library == ".." {
            throw invalid(
                "library", "is '\(library)', not a file name in the bundle folder",
                fix: "name the shared library file alone, e.g. \"libWeatherWidget.so\"")
        }
        for group in entitlements.appGroups where !(group.hasPrefix("group.") && SuiteNames.isReverseDNS(group.dropFirst(6), minimumParts: 1)) {
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

    /// A semantic version: three dot-separated numbers without leading zeros, optionally followed by
    /// `-` or `+` and a label; at most 64 characters.
    static func isVersion(_ version: String) -> Bool {
        guard version.count <= 64 else { return false }
        let label = version.firstIndex { $0 == "-" || $0 == "+" }
        let numbers = version[..<(label ?? version.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3,
            numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } && ($0 == "0" || !$0.hasPrefix("0")) })
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
