import Foundation
import WidgetWire

/// The `declarative` section of a bundle's `Info.json`: widgets made of a view template and C
/// functions, with no code of the bundle's own beyond those functions.
///
///     "declarative": {
///       "sources": { "load": { "library": "libc.so.6", "function": "int32 getloadavg(double[3], int32)", "arguments": [3] } },
///       "actions": { … the same shape, called on a tap … },
///       "widgets": [ { "kind": "SystemLoad", "displayName": "System Load", "supportedFamilies": ["systemSmall"],
///                      "refresh": { "policy": "after", "interval": 5 }, "view": { "type": "text", "text": "{load[0]:%.2f}" } } ]
///     }
///
/// Everything is checked here, before any library is opened: prototypes, arity, argument types,
/// placeholders, the template's shape and size. Opening the libraries and finding the symbols is
/// ``DeclarativeBundle``'s, in the process that calls them.
public struct DeclarativeSpec: Sendable {
    public var sources: [FunctionSpec]
    public var actions: [FunctionSpec]
    public var widgets: [KindSpec]
    /// The section as written, to hand to the process that serves it.
    public var json: JSON

    /// The libraries the functions name, each once, in order.
    public var libraries: [String] {
        var seen = Set<String>()
        return (sources + actions).map(\.library).filter { seen.insert($0).inserted }
    }

    public static let fields = ["actions", "sources", "widgets"]

    public init(json: JSON) throws(DeclarativeError) {
        self.json = json
        let path = "declarative"
        guard case .object(let members) = json else { throw DeclarativeError(path, "is not an object", fix: "write it as {\"sources\": …, \"widgets\": […]}") }
        try DeclarativeError.refuseUnknown(members.map(\.key), known: Self.fields, in: path)
        sources = try Self.functions(json["sources"], at: "\(path).sources")
        actions = try Self.functions(json["actions"], at: "\(path).actions")
        guard case .array(let kinds)? = json["widgets"], !kinds.isEmpty else {
            throw DeclarativeError("\(path).widgets", "is missing or empty", fix: "list at least one widget: [{\"kind\": …, \"view\": …}]")
        }
        let functions = (sources: sources, actions: actions)
        var widgets: [KindSpec] = []
        for (index, kind) in kinds.enumerated() {
            let widget = try KindSpec(json: kind, at: "\(path).widgets[\(index)]", functions: functions)
            if widgets.contains(where: { $0.kind == widget.kind }) {
                throw DeclarativeError("\(path).widgets[\(index)].kind", "repeats '\(widget.kind)'", fix: "give each widget its own kind")
            }
            widgets.append(widget)
        }
        self.widgets = widgets
    }

    private static func functions(_ json: JSON?, at path: String) throws(DeclarativeError) -> [FunctionSpec] {
        guard let json, json != .null else { return [] }
        guard case .object(let members) = json else {
            throw DeclarativeError(path, "is not an object", fix: "name each function: {\"load\": {\"library\": …, \"function\": …}}")
        }
        var functions: [FunctionSpec] = []
        for (name, value) in members {
            guard Placeholder.isName(name) else {
                throw DeclarativeError(
                    "\(path).\(name)", "is not a usable name", fix: "use letters, digits and _, starting with a letter (placeholders say {\(name)})")
            }
            functions.append(try FunctionSpec(name: name, json: value, at: "\(path).\(name)"))
        }
        return functions
    }
}

/// A C function a declarative bundle calls: for data on each refresh (a source), or on a tap (an action).
public struct FunctionSpec: Sendable {
    /// Its name in the manifest, as placeholders and buttons say it.
    public var name: String
    /// A library of the bundle's (a file name) or of the system (a soname such as `libm.so.6`).
    public var library: String
    public var signature: CSignature
    /// One per input parameter.
    public var arguments: [Argument]
    /// The function that frees a returned string, in the same library (`free` for libc's).
    public var free: String?
    /// Where the function is declared, for messages.
    public var path: String

    /// A value passed to a parameter: a constant from the manifest, or text filled from the configuration.
    public enum Argument: Sendable {
        case constant(CValue)
        case configuration(String)
        case text(Template.Text)
    }

    static let fields = ["arguments", "free", "function", "library"]

    init(name: String, json: JSON, at path: String) throws(DeclarativeError) {
        guard case .object(let members) = json else {
            throw DeclarativeError(path, "is not an object", fix: "write {\"library\": \"libc.so.6\", \"function\": \"int64 sysconf(int32)\", \"arguments\": [84]}")
        }
        try DeclarativeError.refuseUnknown(members.map(\.key), known: Self.fields, in: path)
        self.name = name
        self.path = path
        guard case .string(let library)? = json["library"], Self.isLibraryName(library) else {
            throw DeclarativeError(
                "\(path).library", json["library"] == nil ? "is missing" : "is not a library file name",
                fix: "name a library of the bundle (\"libtally.so\") or of the system (\"libc.so.6\"), without a folder")
        }
        self.library = library
        guard case .string(let prototype)? = json["function"] else {
            throw DeclarativeError("\(path).function", "is missing", fix: "give the C prototype, e.g. \"int32 getloadavg(double[3], int32)\"")
        }
        do {
            signature = try CSignature(parsing: prototype)
        } catch {
            throw DeclarativeError("\(path).function", error.problem, fix: error.fix)
        }
        if case .string(let free)? = json["free"] {
            guard signature.result == .string else {
                throw DeclarativeError("\(path).free", "is set, but the function does not return a string", fix: "remove 'free'")
            }
            guard Placeholder.isName(free) else { throw DeclarativeError("\(path).free", "is not a function name", fix: "name a C function, e.g. \"free\"") }
            self.free = free
        } else if let free = json["free"], free != .null {
            throw DeclarativeError("\(path).free", "is not a function name", fix: "name the C function that frees the string, e.g. \"free\"")
        }
        let given: [JSON]
        switch json["arguments"] {
        case nil, .null?: given = []
        case .array(let values)?: given = values
        default: throw DeclarativeError("\(path).arguments", "is not a list", fix: "list one value per parameter, e.g. [3]")
        }
        let inputs = signature.inputs
        guard given.count == inputs.count else {
            let arrays = signature.outArray == nil ? "" : " (the array the function fills takes none)"
            throw DeclarativeError(
                "\(path).arguments", "has \(given.count) value\(given.count == 1 ? "" : "s"); \(signature.name) takes \(inputs.count)\(arrays)",
                fix: "give one value per parameter of \(signature)")
        }
        var arguments: [Argument] = []
        for (index, (value, type)) in zip(given, inputs).enumerated() {
            arguments.append(try Self.argument(value, for: type, at: "\(path).arguments[\(index)]"))
        }
        self.arguments = arguments
    }

    private static func argument(_ json: JSON, for type: CType, at path: String) throws(DeclarativeError) -> Argument {
        if case .string(let text) = json {
            let parsed = try Template.Text(parsing: text, at: path)
            if case .scalar = type {
                guard case .whole(.configuration(let name), nil) = parsed.form else {
                    throw DeclarativeError(path, "is text, but the parameter is \(type.spelling)", fix: "give a number, or \"{config.NAME}\"")
                }
                return .configuration(name)
            }
            for reference in parsed.references {
                guard case .configuration = reference else {
                    throw DeclarativeError(path, "refers to {\(reference)}", fix: "arguments may refer to the configuration only: {config.NAME}")
                }
            }
            return .text(parsed)
        }
        guard case .scalar(let scalar) = type else {
            throw DeclarativeError(path, "is not text, but the parameter is \(type.spelling)", fix: "give a string")
        }
        do {
            return .constant(try CValue(json: json, as: scalar))
        } catch {
            throw DeclarativeError(path, error.problem, fix: error.fix)
        }
    }

    /// A file name, or a soname: no folder, no control characters.
    static func isLibraryName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 255 && !name.contains("/") && name != "." && name != ".."
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The configuration parameters its arguments read.
    var configurationNames: [String] {
        arguments.flatMap { argument -> [String] in
            switch argument {
            case .constant: []
            case .configuration(let name): [name]
            case .text(let text): text.references.compactMap { if case .configuration(let name) = $0 { name } else { nil } }
            }
        }
    }
}

/// When a declarative kind's timeline is asked for again.
public enum RefreshSpec: Sendable, Equatable {
    /// One entry, asked again `interval` seconds later (a status bar's poll).
    case after(interval: Double)
    /// `entries` entries `interval` seconds apart from the same data, asked again after the last.
    case atEnd(interval: Double, entries: Int)
    /// One entry, asked again only when something reloads it (a tap does).
    case never
}

/// A kind of a declarative bundle.
public struct KindSpec: Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var families: [WidgetFamily]
    public var refresh: RefreshSpec
    public var configuration: IntentSchema?
    public var view: Template
    /// The sources its view reads, in declaration order: called on each refresh.
    public var sources: [String]

    static let fields = ["configuration", "description", "displayName", "kind", "refresh", "supportedFamilies", "view"]

    init(json: JSON, at path: String, functions: (sources: [FunctionSpec], actions: [FunctionSpec])) throws(DeclarativeError) {
        guard case .object(let members) = json else { throw DeclarativeError(path, "is not an object", fix: "write {\"kind\": …, \"view\": …}") }
        try DeclarativeError.refuseUnknown(members.map(\.key), known: Self.fields, in: path)
        guard case .string(let kind)? = json["kind"], !kind.isEmpty, kind.count <= 100, Placeholder.isName(kind) else {
            throw DeclarativeError("\(path).kind", "is missing or not a name", fix: "give the kind a name of letters and digits, e.g. \"SystemLoad\"")
        }
        self.kind = kind
        displayName = try Self.text(json["displayName"], at: "\(path).displayName") ?? kind
        description = try Self.text(json["description"], at: "\(path).description") ?? ""
        do {
            families = try json["supportedFamilies"].map { (json: JSON) throws(WireError) in try [WidgetFamily](json: json, at: "") }
                ?? [.systemSmall, .systemMedium]
        } catch {
            throw DeclarativeError(
                "\(path).supportedFamilies", error.message.replacingOccurrences(of: "field '' ", with: ""),
                fix: "list families such as \"systemSmall\", \"systemMedium\", \"accessoryRectangular\"")
        }
        guard !families.isEmpty else {
            throw DeclarativeError("\(path).supportedFamilies", "is empty", fix: "list at least one family, e.g. [\"systemSmall\"]")
        }
        refresh = try Self.refresh(json["refresh"], at: "\(path).refresh")
        configuration = try json["configuration"].flatMap { $0 == .null ? nil : $0 }.map { (json: JSON) throws(DeclarativeError) in
            try Self.configuration(json, kind: kind, at: "\(path).configuration")
        }
        let parameters = configuration?.parameters ?? []
        let scope = Template.Scope(sources: functions.sources, actions: functions.actions, parameters: parameters)
        let view = try Template(json["view"], at: "\(path).view", scope: scope)
        self.view = view
        let used = functions.sources.filter { view.sources.contains($0.name) } + functions.actions.filter { view.actions.contains($0.name) }
        for function in used {
            for name in function.configurationNames where !parameters.contains(where: { $0.name == name }) {
                throw DeclarativeError(
                    "\(function.path).arguments", "refers to {config.\(name)}, which widget '\(kind)' has no parameter for",
                    fix: "add a parameter '\(name)' to its configuration, or correct the name")
            }
        }
        sources = functions.sources.map(\.name).filter(view.sources.contains)
    }

    private static func text(_ json: JSON?, at path: String) throws(DeclarativeError) -> String? {
        switch json {
        case nil, .null?: return nil
        case .string(let text)? where text.count <= 200 && !text.unicodeScalars.contains(where: { $0.value < 0x20 }): return text
        default: throw DeclarativeError(path, "is not a short line of text", fix: "give a plain string of at most 200 characters")
        }
    }

    private static func refresh(_ json: JSON?, at path: String) throws(DeclarativeError) -> RefreshSpec {
        guard let json, json != .null else { return .after(interval: 60) }
        let fix = "write {\"policy\": \"after\", \"interval\": 60}, {\"policy\": \"atEnd\", \"interval\": 60, \"entries\": 5} or {\"policy\": \"never\"}"
        guard case .object(let members) = json, case .string(let policy)? = json["policy"] else {
            throw DeclarativeError(path, "has no policy", fix: fix)
        }
        try DeclarativeError.refuseUnknown(members.map(\.key), known: ["entries", "interval", "policy"], in: path)
        func interval() throws(DeclarativeError) -> Double {
            guard case .number(let seconds)? = json["interval"], seconds.isFinite, seconds >= 1, seconds <= 86_400 * 366 else {
                throw DeclarativeError("\(path).interval", "is missing or not a number of seconds from 1 to a year", fix: fix)
            }
            return seconds
        }
        switch policy {
        case "after": return .after(interval: try interval())
        case "atEnd":
            let seconds = try interval()
            guard case .number(let count)? = json["entries"] ?? .number(1), count == count.rounded(), count >= 1, count <= 200 else {
                throw DeclarativeError("\(path).entries", "is not a whole number from 1 to 200", fix: fix)
            }
            return .atEnd(interval: seconds, entries: Int(count))
        case "never": return .never
        default: throw DeclarativeError("\(path).policy", "is '\(policy)'", fix: fix)
        }
    }

    /// The configuration types a declarative kind may have: values a C function can take.
    static let parameterTypes = ["bool", "double", "enum", "int", "string"]

    private static func configuration(_ json: JSON, kind: String, at path: String) throws(DeclarativeError) -> IntentSchema {
        guard case .object(let members) = json else {
            throw DeclarativeError(path, "is not an object", fix: "write {\"title\": …, \"parameters\": [{\"name\": …, \"type\": \"int\", \"title\": …}]}")
        }
        try DeclarativeError.refuseUnknown(members.map(\.key), known: ["description", "parameters", "title"], in: path)
        guard case .array(let list)? = json["parameters"], !list.isEmpty else {
            throw DeclarativeError("\(path).parameters", "is missing or empty", fix: "list the parameters people set, e.g. [{\"name\": \"step\", \"type\": \"int\", \"title\": \"Step\", \"default\": 1}]")
        }
        var parameters: [ParameterSchema] = []
        for (index, item) in list.enumerated() {
            let place = "\(path).parameters[\(index)]"
            let parameter: ParameterSchema
            do {
                parameter = try ParameterSchema(json: item, at: place)
            } catch {
                throw DeclarativeError(place, error.message, fix: "give each parameter a name, a type (\(parameterTypes.joined(separator: ", "))) and a title")
            }
            guard parameterTypes.contains(parameter.type), !parameter.array else {
                throw DeclarativeError("\(place).type", "is '\(parameter.type)'\(parameter.array ? " (a list)" : "")", fix: "use one of \(parameterTypes.joined(separator: ", "))")
            }
            guard Placeholder.isName(parameter.name), !parameters.contains(where: { $0.name == parameter.name }) else {
                throw DeclarativeError("\(place).name", "'\(parameter.name)' is not a name or is used twice", fix: "give each parameter its own name of letters, digits and _")
            }
            if parameter.type == "enum", parameter.cases.isEmpty {
                throw DeclarativeError("\(place).cases", "is missing", fix: "list the choices: [{\"value\": \"c\", \"title\": \"Celsius\"}]")
            }
            if let value = parameter.defaultValue, !ConfigurationValue.fits(value, parameter) {
                throw DeclarativeError("\(place).default", "is not a \(parameter.type) value\(parameter.type == "enum" ? " of its cases" : "")", fix: "give a default of the parameter's type")
            }
            var schema = parameter
            if schema.type == "enum" { schema.optionsSource = "enum" }
            parameters.append(schema)
        }
        return IntentSchema(
            type: "\(kind)Configuration", title: try text(json["title"], at: "\(path).title") ?? "Configure \(kind)",
            description: try text(json["description"], at: "\(path).description"), parameters: parameters)
    }
}

/// A configuration's values, checked against a kind's parameters.
enum ConfigurationValue {
    /// Whether a JSON value is one the parameter takes.
    static func fits(_ value: JSON, _ parameter: ParameterSchema) -> Bool {
        switch (parameter.type, value) {
        case ("bool", .bool): true
        case ("int", .number(let number)): number == number.rounded() && abs(number) <= 9_007_199_254_740_992
        case ("double", .number(let number)): number.isFinite
        case ("string", .string(let text)): text.utf8.count <= 4_096
        case ("enum", .string(let text)): parameter.cases.contains { $0.value == text }
        default: false
        }
    }

    /// Each parameter's value: the configuration's, else its default; nil and the name of the first
    /// that has neither or has a value of the wrong type.
    static func resolve(_ configuration: JSON?, _ parameters: [ParameterSchema]) -> Result<[String: JSON], WireError> {
        var values: [String: JSON] = [:]
        for parameter in parameters {
            let given = configuration?[parameter.name].flatMap { $0 == .null ? nil : $0 }
            guard let value = given ?? parameter.defaultValue ?? fallback(parameter) else {
                return .failure(WireError(.needsConfiguration, "parameter '\(parameter.name)' has no value"))
            }
            guard fits(value, parameter) else {
                return .failure(WireError(.needsConfiguration, "parameter '\(parameter.name)' has \(value.serialized), not a \(parameter.type) value"))
            }
            values[parameter.name] = value
        }
        return .success(values)
    }

    /// The value a parameter without one starts with, as a WidgetKit form would show it.
    private static func fallback(_ parameter: ParameterSchema) -> JSON? {
        switch parameter.type {
        case "bool": .bool(false)
        case "int", "double": .number(0)
        case "string": .string("")
        case "enum": parameter.cases.first.map { .string($0.value) }
        default: nil
        }
    }
}

/// What is wrong in a declarative manifest: the field (`declarative.sources.load.function`), the
/// problem, and how to fix it.
public struct DeclarativeError: Error, Sendable, Equatable, CustomStringConvertible {
    public var field: String
    public var problem: String
    public var fix: String

    public init(_ field: String, _ problem: String, fix: String) {
        self.field = field
        self.problem = problem
        self.fix = fix
    }

    public var description: String { "field '\(field)' \(problem)" }

    static func refuseUnknown(_ keys: [String], known: [String], in path: String) throws(DeclarativeError) {
        guard let unknown = keys.first(where: { !known.contains($0) }) else { return }
        throw DeclarativeError("\(path).\(unknown)", "is not a field here", fix: "remove it; the fields are \(known.joined(separator: ", "))")
    }
}
