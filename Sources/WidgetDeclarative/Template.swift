import Foundation
import WidgetWire

/// A placeholder in a template's text: `{load[0]:%.2f}`, `{cpus}`, `{config.step}`, `{date}`.
public struct Placeholder: Sendable, Hashable {
    public var reference: Reference
    public var format: Format?

    /// What a placeholder reads.
    public enum Reference: Sendable, Hashable, CustomStringConvertible {
        /// A source's result, or an element of the array it fills.
        case source(String, index: Int?)
        /// A configuration parameter's value.
        case configuration(String)
        /// The entry's date (seconds since 1970), for a text run's `date`.
        case date

        public var description: String {
            switch self {
            case .source(let name, let index): index.map { "\(name)[\($0)]" } ?? name
            case .configuration(let name): "config.\(name)"
            case .date: "date"
            }
        }
    }

    /// A letter or `_`, then letters, digits and `_`.
    static func isName(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.count <= 64 && text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    init(reference: Reference, format: Format?) {
        self.reference = reference
        self.format = format
    }

    init(parsing body: Substring, at path: String) throws(DeclarativeError) {
        let fix = "write {source}, {source[0]}, {config.name} or {date}, optionally with a format: {load[0]:%.2f}"
        var reference = body
        if let colon = body.firstIndex(of: ":") {
            reference = body[..<colon]
            do {
                format = try Format(parsing: String(body[body.index(after: colon)...]))
            } catch {
                throw DeclarativeError(path, "has {\(body)}: \(error.problem)", fix: error.fix)
            }
        }
        if reference == "date" {
            self.reference = .date
        } else if reference.hasPrefix("config.") {
            let name = reference.dropFirst(7)
            guard Self.isName(name) else { throw DeclarativeError(path, "has {\(body)}, which names no parameter", fix: fix) }
            self.reference = .configuration(String(name))
        } else if let open = reference.firstIndex(of: "["), reference.last == "]" {
            let name = reference[..<open]
            guard Self.isName(name), let index = Int(reference[reference.index(after: open)..<reference.index(before: reference.endIndex)]), index >= 0
            else {
                throw DeclarativeError(path, "has {\(body)}, which is not a source and an index", fix: fix)
            }
            self.reference = .source(String(name), index: index)
        } else {
            guard Self.isName(reference) else { throw DeclarativeError(path, "has {\(body)}, which is not a placeholder", fix: fix) }
            self.reference = .source(String(reference), index: nil)
        }
    }
}

/// A declarative kind's view: the render tree's JSON with placeholders, compiled once, filled on each
/// refresh.
public struct Template: Sendable {
    /// A piece of the template.
    indirect enum Node: Sendable {
        /// JSON without placeholders, used as it is.
        case constant(JSON)
        /// A string with placeholders, filled as text.
        case text(Text)
        /// A field that is one placeholder and nothing else, filled with the value itself (a number
        /// for a gauge's `value`, a date for a text run's `date`).
        case value(Placeholder)
        /// The configuration the entry was made with: what a button's intent carries back on a tap.
        case configuration
        case array([Node])
        case object([(key: String, value: Node)])
    }

    /// Text with placeholders: `Load {load[0]:%.2f}`. `{{` and `}}` are literal braces.
    public struct Text: Sendable {
        enum Piece: Sendable {
            case literal(String)
            case placeholder(Placeholder)
        }

        enum Form: Sendable {
            case literal(String)
            /// One placeholder and nothing else.
            case whole(Placeholder.Reference, Format?)
            case mixed
        }

        let pieces: [Piece]

        var form: Form {
            switch pieces.count {
            case 0: .literal("")
            case 1:
                switch pieces[0] {
                case .literal(let text): .literal(text)
                case .placeholder(let placeholder): .whole(placeholder.reference, placeholder.format)
                }
            default: .mixed
            }
        }

        var references: [Placeholder.Reference] {
            pieces.compactMap { if case .placeholder(let placeholder) = $0 { placeholder.reference } else { nil } }
        }

        init(parsing text: String, at path: String) throws(DeclarativeError) {
            var pieces: [Piece] = []
            var literal = ""
            var rest = Substring(text)
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "{" && rest.first == "{" || character == "}" && rest.first == "}" {
                    literal.append(character)
                    rest = rest.dropFirst()
                } else if character == "{" {
                    guard let close = rest.firstIndex(of: "}") else {
                        throw DeclarativeError(path, "has a '{' without its '}'", fix: "close the placeholder, or write '{{' for a brace")
                    }
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(.placeholder(try Placeholder(parsing: rest[..<close], at: path)))
                    rest = rest[rest.index(after: close)...]
                } else if character == "}" {
                    throw DeclarativeError(path, "has a '}' without its '{'", fix: "write '}}' for a brace")
                } else {
                    literal.append(character)
                }
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            self.pieces = pieces
        }

        /// The text with its placeholders filled.
        func fill(_ values: borrowing Values) -> String {
            var output = ""
            for piece in pieces {
                switch piece {
                case .literal(let text): output += text
                case .placeholder(let placeholder):
                    let value = values[placeholder.reference]
                    output += placeholder.format?.string(value) ?? value.text
                }
            }
            return output
        }
    }

    /// What placeholders may name, and what they hold.
    struct Scope {
        var sources: [FunctionSpec]
        var actions: [FunctionSpec]
        var parameters: [ParameterSchema]
    }

    let root: Node
    /// The sources and actions the view uses.
    public let sources: Set<String>
    public let actions: Set<String>

    /// Fields a single placeholder fills with its value rather than its text.
    static let valueFields: Set<String> = [
        "value", "total", "date", "minLength", "spacing", "opacity", "cornerRadius", "isOn", "lineLimit", "minimumScaleFactor",
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "top", "leading", "bottom", "trailing", "size",
        "red", "green", "blue",
    ]

    init(_ json: JSON?, at path: String, scope: Scope) throws(DeclarativeError) {
        guard let json, case .object = json else {
            throw DeclarativeError(path, "is missing", fix: "give the widget's view, e.g. {\"type\": \"text\", \"text\": \"Load {load[0]:%.2f}\"}")
        }
        var compiler = Compiler(scope: scope)
        root = try compiler.view(json, at: path, depth: 1)
        sources = compiler.sources
        actions = compiler.actions
        // Filled with zeros, the view must be one the runtime accepts.
        let sample = Values.sample(scope: scope)
        do {
            _ = try RenderNode(json: fill(sample), at: path)
        } catch {
            throw DeclarativeError(
                path, "does not make a view: \(error.message)", fix: "write the view in the render tree's shape (see the README's list of views)")
        }
    }

    /// The view's JSON with the values filled in.
    func fill(_ values: borrowing Values) -> JSON { Self.fill(root, values) }

    private static func fill(_ node: Node, _ values: borrowing Values) -> JSON {
        switch node {
        case .constant(let json): json
        case .text(let text): .string(text.fill(values))
        case .value(let placeholder):
            placeholder.reference == .date ? values.date.json : values[placeholder.reference].json
        case .configuration: .object(values.configuration.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        case .array(let nodes): .array(nodes.map { fill($0, values) })
        case .object(let members): .object(members.map { ($0.key, fill($0.value, values)) })
        }
    }

    /// Turns the template's JSON into nodes, checking names, sizes and depth as it goes.
    private struct Compiler {
        let scope: Scope
        var sources = Set<String>()
        var actions = Set<String>()
        var views = 0
        var buttons = 0

        init(scope: Scope) { self.scope = scope }

        /// A view: an object with a `type`. `text` and `button` have short forms authors write.
        mutating func view(_ json: JSON, at path: String, depth: Int) throws(DeclarativeError) -> Node {
            views += 1
            guard views <= RenderLimits.mostViews else {
                throw DeclarativeError(path, "makes the view larger than \(RenderLimits.mostViews) views", fix: "draw fewer views")
            }
            guard depth <= RenderLimits.deepestTree else {
                throw DeclarativeError(path, "nests views deeper than \(RenderLimits.deepestTree) levels", fix: "flatten the view")
            }
            guard case .object(var members) = json, case .string(let type)? = json["type"] else {
                throw DeclarativeError(path, "is not a view", fix: "write a view as an object with a \"type\", e.g. {\"type\": \"text\", \"text\": \"Hi\"}")
            }
            switch type {
            case "text":
                if case .string? = json["text"] {
                    members = members.map { $0.key == "text" ? ("runs", .array([.object([("text", $0.value)])])) : $0 }
                }
            case "button":
                members = try button(members, at: path)
            case "control":
                throw DeclarativeError("\(path).type", "is 'control'", fix: "write {\"type\": \"button\", \"action\": \"NAME\", \"label\": \"Title\"}")
            default: break
            }
            var nodes: [(key: String, value: Node)] = []
            for (key, value) in members {
                nodes.append((key, try field(key, value, at: "\(path).\(key)", depth: depth)))
            }
            return .object(nodes)
        }

        /// A button: its action, checked, becomes the control the render tree has.
        private mutating func button(_ members: [(key: String, value: JSON)], at path: String) throws(DeclarativeError) -> [(key: String, value: JSON)] {
            let known = ["action", "label", "modifiers", "type"]
            try DeclarativeError.refuseUnknown(members.map(\.key), known: known, in: path)
            let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
            guard case .string(let action)? = fields["action"], scope.actions.contains(where: { $0.name == action }) else {
                let declared = scope.actions.map(\.name)
                throw DeclarativeError(
                    "\(path).action", fields["action"] == nil ? "is missing" : "names no declared action",
                    fix: declared.isEmpty ? "declare the function it calls under \"actions\"" : "use one of \(declared.joined(separator: ", "))")
            }
            actions.insert(action)
            buttons += 1
            let label: JSON = switch fields["label"] {
            case .string(let title)?: .object([("type", "text"), ("runs", .array([.object([("text", .string(title))])]))])
            case let label?: label
            case nil: .object([("type", "text"), ("runs", .array([.object([("text", .string(action))])]))])
            }
            var control: [(key: String, value: JSON)] = [
                ("type", "control"), ("kind", "button"), ("target", .string("button-\(buttons)")),
                ("intent", .object([("type", .string(action)), ("parameters", .object([("configuration", "{configuration}")]))])),
                ("label", label),
            ]
            if let modifiers = fields["modifiers"] { control.append(("modifiers", modifiers)) }
            return control
        }

        /// A field of a view: nested views (`children`, `content`, `label`, a background) are views.
        private mutating func field(_ key: String, _ json: JSON, at path: String, depth: Int) throws(DeclarativeError) -> Node {
            switch (key, json) {
            case ("children", .array(let children)):
                var nodes: [Node] = []
                for (index, child) in children.enumerated() { nodes.append(try view(child, at: "\(path)[\(index)]", depth: depth + 1)) }
                return .array(nodes)
            case ("content", .object), ("label", .object):
                return try view(json, at: path, depth: depth + 1)
            case ("modifiers", .array(let modifiers)):
                var nodes: [Node] = []
                for (index, modifier) in modifiers.enumerated() {
                    let place = "\(path)[\(index)]"
                    if case .object(let members) = modifier, members.count == 1,
                        members[0].key == "background" || members[0].key == "containerBackground"
                    {
                        nodes.append(.object([(members[0].key, try view(members[0].value, at: "\(place).\(members[0].key)", depth: depth + 1))]))
                    } else {
                        nodes.append(try value(modifier, key: nil, at: place))
                    }
                }
                return .array(nodes)
            case ("intent", _):
                if case .object(let members) = json, members.contains(where: { $0.key == "parameters" }) {
                    return .object(members.map { ($0.key, $0.key == "parameters" ? .object([("configuration", .configuration)]) : .constant($0.value)) })
                }
                return .constant(json)
            default:
                return try value(json, key: key, at: path)
            }
        }

        /// Any other JSON: strings become text (or, in a value field, the value) with their placeholders checked.
        private mutating func value(_ json: JSON, key: String?, at path: String) throws(DeclarativeError) -> Node {
            switch json {
            case .string(let string):
                guard string.count <= RenderLimits.longestText else {
                    throw DeclarativeError(path, "is longer than \(RenderLimits.longestText) characters", fix: "shorten the text")
                }
                let text = try Text(parsing: string, at: path)
                for reference in text.references { try check(reference, at: path) }
                switch text.form {
                case .literal(let literal): return .constant(.string(literal))
                case .whole(let reference, nil) where key.map(Template.valueFields.contains) ?? false:
                    return .value(Placeholder(reference: reference, format: nil))
                case .whole, .mixed: return .text(text)
                }
            case .array(let items):
                var nodes: [Node] = []
                for (index, item) in items.enumerated() { nodes.append(try value(item, key: nil, at: "\(path)[\(index)]")) }
                return nodes.allSatisfy { if case .constant = $0 { true } else { false } } ? .constant(json) : .array(nodes)
            case .object(let members):
                var nodes: [(key: String, value: Node)] = []
                for (key, item) in members { nodes.append((key, try value(item, key: key, at: "\(path).\(key)"))) }
                return nodes.allSatisfy { if case .constant = $0.value { true } else { false } } ? .constant(json) : .object(nodes)
            default:
                return .constant(json)
            }
        }

        /// A placeholder must name a source (and an index inside its array) or a parameter.
        private mutating func check(_ reference: Placeholder.Reference, at path: String) throws(DeclarativeError) {
            switch reference {
            case .date: return
            case .configuration(let name):
                guard scope.parameters.contains(where: { $0.name == name }) else {
                    let names = scope.parameters.map(\.name)
                    throw DeclarativeError(
                        path, "has {config.\(name)}, but the widget has no parameter '\(name)'",
                        fix: names.isEmpty ? "add it to the widget's \"configuration\"" : "use one of \(names.map { "{config.\($0)}" }.joined(separator: ", "))")
                }
            case .source(let name, let index):
                guard let source = scope.sources.first(where: { $0.name == name }) else {
                    let names = scope.sources.map(\.name)
                    throw DeclarativeError(
                        path, "has {\(reference)}, but no source is named '\(name)'",
                        fix: names.isEmpty ? "declare it under \"sources\"" : "use one of \(names.joined(separator: ", "))")
                }
                if let index {
                    guard let array = source.signature.outArray else {
                        throw DeclarativeError(path, "has {\(reference)}, but \(name) fills no array", fix: "write {\(name)} for its result")
                    }
                    guard index < array.count else {
                        throw DeclarativeError(
                            path, "has {\(reference)}, but \(name)'s array has \(array.count) element\(array.count == 1 ? "" : "s")",
                            fix: "use an index from 0 to \(array.count - 1)")
                    }
                } else if source.signature.result == .void {
                    throw DeclarativeError(
                        path, "has {\(name)}, but \(name) returns nothing",
                        fix: source.signature.outArray.map { _ in "write {\(name)[0]} for an element of its array" } ?? "declare a result type")
                }
                sources.insert(name)
            }
        }
    }
}

/// What a template is filled from: each source's results, the configuration, the entry's date.
struct Values {
    var results: [String: SourceResult]
    var configuration: [String: JSON]
    var date: Date

    subscript(reference: Placeholder.Reference) -> CValue {
        switch reference {
        case .source(let name, let index):
            guard let result = results[name] else { return .none }
            guard let index else { return result.value }
            return index < result.array.count ? result.array[index] : .none
        case .configuration(let name):
            switch configuration[name] {
            case .number(let number)?: return number == number.rounded() && abs(number) < 9e15 ? .integer(Int64(number)) : .real(number)
            case .string(let text)?: return .text(text)
            case .bool(let flag)?: return .flag(flag)
            default: return .none
            }
        case .date: return .real(date.timeIntervalSince1970)
        }
    }

    /// Zeros for every source and each parameter's default: how a template is checked, and its placeholder.
    static func sample(scope: Template.Scope) -> Values {
        var results: [String: SourceResult] = [:]
        for source in scope.sources { results[source.name] = SourceResult.zero(source.signature) }
        let configuration = (try? ConfigurationValue.resolve(nil, scope.parameters).get()) ?? [:]
        return Values(results: results, configuration: configuration, date: Date(timeIntervalSince1970: 0))
    }
}

/// What one call of a source gave: its result and the array it filled.
struct SourceResult: Sendable {
    var value: CValue
    var array: [CValue]

    static func zero(_ signature: CSignature) -> SourceResult {
        SourceResult(
            value: CValue.zero(signature.result),
            array: signature.outArray.map { Array(repeating: CValue.zero($0.element), count: $0.count) } ?? [])
    }
}
