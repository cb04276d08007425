/// A declaration as the macros read it from its tokens: its attributes, modifiers and keyword; a
/// type's name and body; a property's bindings.
struct SourceDeclaration {
    /// An attribute as written: its name (`Attribute`, `SwiftData.Attribute`) and the text inside its
    /// parentheses, if it has them.
    struct Attribute {
        var name: String
        var arguments: String?
    }

    /// One name a `var` or `let` declares.
    struct Binding {
        var name: String
        /// The type annotation as written.
        var type: String?
        /// The initial value as written, without the `=`; empty where nothing follows it.
        var value: String?
        /// The first word inside the braces that follow it (`get`, `willSet`, a getter's first
        /// word), if it has braces.
        var accessorsStartWith: String?
    }

    var attributes: [Attribute] = []
    var modifiers: [String] = []
    /// `var`, `let`, `func`, `class`, `struct`, …
    var keyword = ""
    /// A type's name, or the name an extension extends (`SwiftUI.EnvironmentValues`).
    var name: String?
    /// A type's body: the text inside its braces.
    var body: Substring?
    var bindings: [Binding] = []
    /// Whether it is inside a `#if` of the body it was read from.
    var isConditional = false

    func attribute(_ name: String, module: String) -> Attribute? {
        attributes.first { $0.name == name || $0.name == "\(module).\(name)" }
    }

    func hasModifier(_ any: Set<String>) -> Bool { modifiers.contains { any.contains($0) } }

    /// A stored instance `var`: not static or lazy, and without accessors but `willSet` and `didSet`.
    var isStoredInstanceVar: Bool {
        keyword == "var" && !hasModifier(["static", "class", "lazy"])
            && bindings.allSatisfy { $0.accessorsStartWith.map { ["willSet", "didSet"].contains($0) } ?? true }
    }

    /// An instance `let` without an initial value.
    var isUninitializedInstanceLet: Bool {
        keyword == "let" && !hasModifier(["static", "class"]) && bindings.allSatisfy { $0.value == nil }
    }

    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class", "lazy", "override",
        "nonisolated", "weak", "unowned", "dynamic", "required", "convenience", "mutating", "nonmutating", "optional",
        "indirect", "consuming", "borrowing", "distributed",
    ]
    private static let keywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "struct", "class", "enum",
        "protocol", "extension", "actor", "case", "import", "operator", "precedencegroup", "macro",
    ]

    /// Whether a token on a line of its own begins a declaration (so it ends the one before).
    private static func begins(_ token: SourceToken) -> Bool {
        token.is("@") || token.is(";") || (token.kind == .word && (token.text.hasPrefix("#") || modifierWords.contains(token.text) || keywords.contains(token.text)))
    }

    /// The declarations of a body (or of one declaration's text), in order.
    static func read(_ source: some StringProtocol) -> [SourceDeclaration] {
        let tokens = SourceToken.read(source)
        let characters = Array(source)
        var found: [SourceDeclaration] = []
        var index = 0
        var conditions = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .word, token.text.hasPrefix("#") {
                if token.text == "#if" { conditions += 1 }
                if token.text == "#endif" { conditions = max(0, conditions - 1) }
                // The directive's condition runs to the end of its line.
                index += 1
                while index < tokens.count, !tokens[index].startsLine { index += 1 }
                continue
            }
            if token.is(";") {
                index += 1
                continue
            }
            var declaration = read(tokens, characters, from: &index)
            declaration.isConditional = conditions > 0
            found.append(declaration)
        }
        return found
    }

    /// Reads one declaration from `index`, leaving it at the next one.
    private static func read(_ tokens: [SourceToken], _ characters: [Character], from index: inout Int) -> SourceDeclaration {
        var declaration = SourceDeclaration()
        let start = index
        func next(_ offset: Int = 0) -> SourceToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
        // Attributes and modifiers, with their parentheses: `@Attribute(.unique)`, `private(set)`.
        while let token = next() {
            if token.is("@"), let first = next(1), first.kind == .word {
                var name = first.text
                index += 2
                while next()?.is(".") == true, let part = next(1), part.kind == .word {
                    name += "." + part.text
                    index += 2
                }
                var arguments: String?
                if let group = next(), group.kind == .group, group.text.first == "(", !group.startsLine {
                    arguments = String(group.inside)
                    index += 1
                }
                declaration.attributes.append(Attribute(name: name, arguments: arguments))
            } else if token.kind == .word, modifierWords.contains(token.text), !(token.text == "class" && next(1)?.kind == .word && !modifierWords.contains(next(1)!.text) && !keywords.contains(next(1)!.text)) {
                declaration.modifiers.append(token.text)
                index += 1
                if let group = next(), group.kind == .group, group.text.first == "(" { index += 1 }
            } else {
                break
            }
        }
        if let keyword = next(), keyword.kind == .word {
            declaration.keyword = keyword.text
            index += 1
            if keyword.text == "var" || keyword.text == "let" {
                declaration.bindings = readBindings(tokens, characters, from: &index)
            } else if let name = next(), name.kind == .word {
                declaration.name = name.text
                var offset = 1
                while next(offset)?.is(".") == true, let part = next(offset + 1), part.kind == .word {
                    declaration.name! += "." + part.text
                    offset += 2
                }
            }
        }
        // The rest, to the next line that begins a declaration; a type's body is its last braces.
        if index == start { index += 1 }
        while let token = next(), !(token.startsLine && begins(token)), !token.is(";") {
            if token.kind == .group, token.text.first == "{", declaration.bindings.isEmpty { declaration.body = token.inside }
            index += 1
        }
        return declaration
    }

    /// A `var`'s or `let`'s bindings: `name[: Type][ = value][ { accessors }]`, separated by commas.
    private static func readBindings(_ tokens: [SourceToken], _ characters: [Character], from index: inout Int) -> [Binding] {
        var bindings: [Binding] = []
        func next(_ offset: Int = 0) -> SourceToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
        /// The source from the token at `start` to the one before `index`, as written.
        func written(from start: Int) -> String {
            start < index ? String(characters[tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound]) : ""
        }
        while let name = next(), name.kind == .word {
            var binding = Binding(name: name.text)
            index += 1
            if next()?.is(":") == true {
                index += 1
                let start = index
                var angles = 0
                while let token = next(), !(angles == 0 && (token.is("=") || token.is(",") || token.is(";") || (token.kind == .group && token.text.first == "{") || (token.startsLine && index > start))) {
                    if token.is("<") { angles += 1 }
                    if token.is(">") { angles -= 1 }
                    index += 1
                }
                binding.type = written(from: start)
            }
            if next()?.is("=") == true {
                index += 1
                let start = index
                // The value runs to the next binding (`, name =` or `, name:`) or the declaration's end.
                while let token = next(), !(token.startsLine && begins(token)), !token.is(";") {
                    if token.is(","), let following = next(1), following.kind == .word, next(2).map({ $0.is("=") || $0.is(":") }) == true { break }
                    index += 1
                }
                binding.value = written(from: start)
            } else if let block = next(), block.kind == .group, block.text.first == "{" {
                binding.accessorsStartWith = SourceToken.read(block.inside).first { $0.kind == .word }?.text ?? ""
                index += 1
            }
            bindings.append(binding)
            guard next()?.is(",") == true else { break }
            index += 1
        }
        return bindings
    }
}
