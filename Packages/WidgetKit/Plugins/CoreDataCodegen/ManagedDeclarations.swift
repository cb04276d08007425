import Foundation

/// The `@NSManaged` properties a Swift file declares, with the class each belongs to: found by
/// reading the file as text (a class or extension at the top level of the file, its braces counted
/// outside strings and comments).
struct ManagedDeclaration {
    var className: String
    var property: String
    var type: String
    var isPublic: Bool
    var file: String
    var line: Int

    static func find(in source: String, file: String) -> [ManagedDeclaration] {
        var found: [ManagedDeclaration] = []
        var scopes: [String?] = []
        var pending: String??
        var inBlockComment = false
        for (number, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = stripped(String(rawLine), inBlockComment: &inBlockComment)
            if line.contains("@NSManaged"), let declaration = property(in: line) {
                if scopes.count == 1, let className = scopes[0] {
                    found.append(ManagedDeclaration(
                        className: className, property: declaration.name, type: declaration.type, isPublic: declaration.isPublic,
                        file: file, line: number + 1))
                }
            }
            if let name = typeName(in: line) { pending = .some(name) }
            for character in line {
                if character == "{" {
                    scopes.append(pending ?? nil)
                    pending = nil
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return found
    }

    /// The line without comments and the text of string literals.
    private static func stripped(_ line: String, inBlockComment: inout Bool) -> String {
        var result = ""
        var characters = Array(line)[...]
        var inString = false
        while let character = characters.first {
            characters = characters.dropFirst()
            if inBlockComment {
                if character == "*", characters.first == "/" { inBlockComment = false; characters = characters.dropFirst() }
                continue
            }
            if inString {
                if character == "\\" { characters = characters.dropFirst() } else if character == "\"" { inString = false; result.append("\"") }
                continue
            }
            if character == "/", characters.first == "/" { break }
            if character == "/", characters.first == "*" { inBlockComment = true; characters = characters.dropFirst(); continue }
            if character == "\"" { inString = true }
            result.append(character)
        }
        return result
    }

    /// `Name` of `class Name`, `extension Name` (a class's scope), or nil for a struct, enum or protocol.
    private static func typeName(in line: String) -> String?? {
        let words = line.split(whereSeparator: { $0.isWhitespace || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "," })
        for (index, word) in words.enumerated() where index + 1 < words.count {
            let next = String(words[index + 1])
            switch word {
            case "class" where !["func", "var", "let", "subscript"].contains(next), "extension":
                return .some(next)
            case "struct", "enum", "protocol", "actor":
                return .some(nil)
            default: continue
            }
        }
        return nil
    }

    /// `var NAME: TYPE` after `@NSManaged`.
    private static func property(in line: String) -> (name: String, type: String, isPublic: Bool)? {
        guard let managed = line.range(of: "@NSManaged") else { return nil }
        let rest = line[managed.upperBound...]
        guard let variable = rest.range(of: "var ") else { return nil }
        let modifiers = rest[..<variable.lowerBound]
        let declaration = rest[variable.upperBound...]
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        var type = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if let end = type.firstIndex(where: { $0 == "=" || $0 == "{" || $0 == ";" }) { type = String(type[..<end]).trimmingCharacters(in: .whitespaces) }
        guard !name.isEmpty, !type.isEmpty else { return nil }
        let isPublic = modifiers.contains("public") || modifiers.contains("open")
        return (name, type, isPublic)
    }
}

/// The methods that give `@NSManaged` properties their getters and setters, with the property's
/// access (a public property's accessors are called from other modules). They are `dynamic`, as an
/// `@NSManaged` property declared in an extension is: a release build's cross-module optimization
/// records them under the accessor's name, and a module importing this one that finds a function
/// of another kind there stops compiling ("dynamic replaceable mismatch"); they are kept out of that
/// optimization (`optimize.no.crossmodule`) too.
enum AccessorWriter {
    static func source(module: String, declarations: [ManagedDeclaration]) -> (source: String, refusals: [String]) {
        var lines = [
            "// The getters and setters of this module's @NSManaged properties, defined under the names Swift",
            "// calls them by (see CoreDataCodegen's AccessorSymbols.swift).",
            "import CoreData",
            "",
        ]
        var refusals: [String] = []
        var seen = Set<String>()
        for declaration in declarations {
            let symbols: AccessorSymbols
            do {
                symbols = try AccessorSymbols(module: module, className: declaration.className, property: declaration.property, type: declaration.type)
            } catch {
                refusals.append("\(declaration.file):\(declaration.line): @NSManaged var \(declaration.property): \(declaration.type) cannot be given accessors: \(error.reason)")
                continue
            }
            guard seen.insert(symbols.getter).inserted else { continue }
            let access = declaration.isPublic ? "public " : ""
            let key = declaration.property
            lines += [
                "extension \(declaration.className) {",
                "    @_silgen_name(\"\(symbols.getter)\") @_semantics(\"optimize.no.crossmodule\")",
                "    \(access)dynamic func __coreData_get_\(key)() -> \(declaration.type) { _managedValue(forKey: \"\(key)\") }",
                "    @_silgen_name(\"\(symbols.setter)\") @_semantics(\"optimize.no.crossmodule\")",
                "    \(access)dynamic func __coreData_set_\(key)(_ value: __owned \(declaration.type)) { _setManagedValue(value, forKey: \"\(key)\") }",
                "}",
                "",
            ]
        }
        return (lines.joined(separator: "\n"), refusals)
    }
}
