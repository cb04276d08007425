/// The symbol names Swift gives the getter and setter of an `@NSManaged` property, which nothing
/// defines on Linux (there is no Objective-C runtime to answer them): written here so that generated
/// methods can define them with `@_silgen_name`.
///
/// What makes that work, as found with Swift 6.3 on x86_64 Linux: the compiler accepts `@NSManaged`
/// on a property of any subclass of a class named `NSManagedObject` and calls its getter (`…vg`) and
/// setter (`…vs`) by symbol, nothing else (a `+=` goes through both). A method in an extension of
/// the class takes `self` as the getter does (the Swift self register), returns as it does, and with
/// its argument `__owned` takes the new value as the setter does, so a method named after the
/// accessor is the accessor, in debug and whole-module release builds alike (ownership checked:
/// values set and read a thousand times leave no object alive). Two more facts, for release builds:
/// a property declared in an extension (as Xcode writes `+CoreDataProperties.swift`) is `dynamic`,
/// and the method must be too; and cross-module optimization records the method under the
/// accessor's name, which another module then rejects ("dynamic replaceable mismatch") unless it
/// is kept out (`@_semantics("optimize.no.crossmodule")`). See ``AccessorWriter``.
///
/// This is Swift's mangling for the properties Core Data has: a property of a class at the top
/// level of its module, whose type is a standard library or Foundation type Core Data stores, a class
/// of the same module (a relationship), an optional, array, set or dictionary of these, or `Any`.
/// It follows the compiler's rules for reusing a word already written (`mainIssue` in class `Issue`
/// is `04mainB0`). Types it cannot spell are refused with the reason, and the property is left to
/// the linker, whose error then names it.
struct AccessorSymbols {
    /// `$s4Main5IssueC5titleSSSgvg` and `…vs`.
    let getter: String
    let setter: String

    struct Refusal: Error { let reason: String }

    init(module: String, className: String, property: String, type: String) throws(Refusal) {
        var mangler = Mangler()
        mangler.buffer = Array("$s".utf8)
        mangler.identifier(module)
        mangler.identifier(className)
        mangler.append("C")
        mangler.identifier(property)
        let parsed = try TypeName.parse(type)
        try mangler.type(parsed, selfClass: className)
        let base = String(decoding: mangler.buffer, as: UTF8.self)
        getter = base + "vg"
        setter = base + "vs"
    }
}

/// A written Swift type: a name with generic arguments, an optional, an array or a dictionary.
indirect enum TypeName: Equatable {
    case named(String, [TypeName])
    case optional(TypeName)

    static func parse(_ text: String) throws(AccessorSymbols.Refusal) -> TypeName {
        var scanner = Array(text.filter { !$0.isWhitespace })
        var index = 0
        let result = try parseType(&scanner, &index)
        guard index == scanner.count else { throw .init(reason: "cannot read the type '\(text)'") }
        return result
    }

    private static func parseType(_ chars: inout [Character], _ index: inout Int) throws(AccessorSymbols.Refusal) -> TypeName {
        var base: TypeName
        if index < chars.count, chars[index] == "[" {
            index += 1
            let element = try parseType(&chars, &index)
            if index < chars.count, chars[index] == ":" {
                index += 1
                let value = try parseType(&chars, &index)
                base = .named("Dictionary", [element, value])
            } else {
                base = .named("Array", [element])
            }
            guard index < chars.count, chars[index] == "]" else { throw .init(reason: "an unclosed '['") }
            index += 1
        } else {
            var name = ""
            while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" || chars[index] == "." {
                name.append(chars[index])
                index += 1
            }
            guard !name.isEmpty else { throw .init(reason: "a type name was expected") }
            var arguments: [TypeName] = []
            if index < chars.count, chars[index] == "<" {
                index += 1
                while true {
                    arguments.append(try parseType(&chars, &index))
                    guard index < chars.count else { throw .init(reason: "an unclosed '<'") }
                    if chars[index] == "," { index += 1; continue }
                    if chars[index] == ">" { index += 1; break }
                    throw .init(reason: "unexpected '\(chars[index])'")
                }
            }
            if name.hasPrefix("Swift.") { name.removeFirst(6) }
            if name.hasPrefix("Foundation.") { name.removeFirst(11) }
            base = name == "Optional" && arguments.count == 1 ? .optional(arguments[0]) : .named(name, arguments)
        }
        while index < chars.count, chars[index] == "?" || chars[index] == "!" {
            base = .optional(base)
            index += 1
        }
        return base
    }
}

/// Swift's mangler, for the part of it these symbols use.
struct Mangler {
    var buffer: [UInt8] = []
    /// Words written so far (start in `buffer`, length), which a later identifier may reuse.
    var words: [(start: Int, length: Int)] = []

    mutating func append(_ text: String) { buffer.append(contentsOf: text.utf8) }

    /// Standard library types with a short form of their own.
    static let standardShort: [String: String] = [
        "String": "SS", "Int": "Si", "UInt": "Su", "Double": "Sd", "Float": "Sf", "Bool": "Sb", "Any": "yp",
    ]
    static let standardStructs: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Character"]
    /// Foundation's value types live in FoundationEssentials on Linux (swift-foundation), its classes in Foundation.
    static let essentialsStructs: Set<String> = ["Date", "Data", "UUID", "URL", "Decimal"]
    static let foundationClasses: Set<String> = [
        "NSObject", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSNumber", "NSDecimalNumber",
        "NSString", "NSArray", "NSDictionary", "NSData", "NSDate", "NSUUID", "NSURL", "NSValue", "NSAttributedString",
        "NSManagedObjectID",
    ]

    /// Writes a type; `selfClass` is the class the property belongs to (its own type is a back-reference).
    mutating func type(_ type: TypeName, selfClass: String) throws(AccessorSymbols.Refusal) {
        var nominalSeen = 0
        try write(type, selfClass: selfClass, nominalSeen: &nominalSeen)
    }

    private mutating func write(_ type: TypeName, selfClass: String, nominalSeen: inout Int) throws(AccessorSymbols.Refusal) {
        switch type {
        case .optional(let wrapped):
            try write(wrapped, selfClass: selfClass, nominalSeen: &nominalSeen)
            append("Sg")
        case .named(let name, let arguments):
            if let short = Self.standardShort[name], arguments.isEmpty {
                append(short)
                return
            }
            if ["Array", "Set", "Dictionary"].contains(name) {
                let prefix = ["Array": "Say", "Set": "Shy", "Dictionary": "SDy"][name]!
                guard arguments.count == (name == "Dictionary" ? 2 : 1) else { throw .init(reason: "\(name) takes other arguments") }
                append(prefix)
                for argument in arguments { try write(argument, selfClass: selfClass, nominalSeen: &nominalSeen) }
                append("G")
                return
            }
            guard arguments.isEmpty else { throw .init(reason: "the generic type \(name)<…> is not one Core Data stores") }
            // A second module-qualified type in one symbol would use substitutions this mangler does not keep.
            if Self.standardStructs.contains(name) {
                append("s")
                identifier(name)
                append("V")
                return
            }
            nominalSeen += 1
            guard nominalSeen == 1 else { throw .init(reason: "two Foundation or model types in one property type") }
            if Self.essentialsStructs.contains(name) {
                identifier("FoundationEssentials")
                identifier(name)
                append("V")
            } else if Self.foundationClasses.contains(name) {
                identifier("Foundation")
                identifier(name)
                append("C")
            } else if name == selfClass {
                append("AC")
            } else if name.contains(".") {
                throw .init(reason: "the qualified type \(name)")
            } else {
                // A class of the same module: a related entity's class.
                append("AA")
                identifier(name)
                append("C")
            }
        }
    }

    private static func isWordStart(_ ch: UInt8) -> Bool { !(ch >= 48 && ch <= 57) && ch != 95 && ch != 0 }
    private static func isUpper(_ ch: UInt8) -> Bool { ch >= 65 && ch <= 90 }
    private static func isWordEnd(_ ch: UInt8, _ previous: UInt8) -> Bool {
        if ch == 95 || ch == 0 { return true }
        return !isUpper(previous) && isUpper(ch)
    }

    /// An identifier, with the words it shares with what is already written replaced by references.
    mutating func identifier(_ text: String) {
        let ident = Array(text.utf8)
        var wordsInBuffer = words.count
        var substitutions: [(position: Int, word: Int)] = []
        var wordStart: Int?
        for position in 0...ident.count {
            let ch: UInt8 = position < ident.count ? ident[position] : 0
            if let start = wordStart, Self.isWordEnd(ch, ident[position - 1]) {
                let word = ident[start..<position]
                var found = -1
                for index in 0..<wordsInBuffer where buffer[words[index].start..<(words[index].start + words[index].length)].elementsEqual(word) {
                    found = index
                    break
                }
                if found < 0 {
                    for index in wordsInBuffer..<words.count where ident[words[index].start..<(words[index].start + words[index].length)].elementsEqual(word) {
                        found = index
                        break
                    }
                }
                if found >= 0 {
                    substitutions.append((start, found))
                } else if word.count >= 2, words.count < 26 {
                    words.append((start, word.count))
                }
                wordStart = nil
            }
            if wordStart == nil, Self.isWordStart(ch) { wordStart = position }
        }
        if substitutions.isEmpty {
            append(String(ident.count))
            for index in wordsInBuffer..<words.count { words[index].start += buffer.count }
            buffer.append(contentsOf: ident)
            return
        }
        append("0")
        var position = 0
        substitutions.append((ident.count, -1))
        for (index, replacement) in substitutions.enumerated() {
            if position < replacement.position {
                append(String(replacement.position - position))
                repeat {
                    if wordsInBuffer < words.count, words[wordsInBuffer].start == position {
                        words[wordsInBuffer].start = buffer.count
                        wordsInBuffer += 1
                    }
                    buffer.append(ident[position])
                    position += 1
                } while position < replacement.position
            }
            if replacement.word >= 0 {
                position += words[replacement.word].length
                if index < substitutions.count - 2 {
                    buffer.append(UInt8(97 + replacement.word))
                } else {
                    buffer.append(UInt8(65 + replacement.word))
                    if position == ident.count { append("0") }
                }
            }
        }
    }
}
