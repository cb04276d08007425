import Synchronization
import WidgetWire

/// Texts looked up in the bundle's translations in the runtime's language, as SwiftUI looks up a
/// `LocalizedStringKey`: the runtime reads `Resources/fr.lproj/Localizable.strings` or
/// `Resources/Localizable.xcstrings` (see the host request `localizedStrings`), and each table is asked
/// for once. A key with no translation is shown as written.
enum Localization {
    private static let tables = Mutex<[String: [String: String]]>([:])

    /// The translation of `key` in `table`, if the bundle has one.
    static func translation(of key: String, table: String = "Localizable") -> String? {
        if let cached = tables.withLock({ $0[table] }) { return cached[key] }
        guard let host = HostConnection.current else { return nil }
        var loaded: [String: String] = [:]
        if case .success(.object(let pairs)) = host.call(.localizedStrings(table: table)) {
            for (name, value) in pairs { if case .string(let text) = value { loaded[name] = text } }
        }
        tables.withLock { $0[table] = loaded }
        return loaded[key]
    }

    /// A translation with the key's interpolated values put where its format specifiers are (`%@`,
    /// `%lld`, `%.1f`, positional `%2$@`; `%%` is a percent sign).
    static func runs(_ translation: String, arguments: [[TextRun]]) -> [TextRun] {
        var runs: [TextRun] = []
        var literal = ""
        var next = 0
        var index = translation.startIndex
        func flush() {
            if !literal.isEmpty { runs.append(.verbatim(literal)) }
            literal = ""
        }
        while index < translation.endIndex {
            let character = translation[index]
            guard character == "%", let specifier = Specifier(in: translation, at: index) else {
                literal.append(character)
                index = translation.index(after: index)
                continue
            }
            index = specifier.end
            if specifier.isPercent {
                literal.append("%")
                continue
            }
            let position = specifier.position.map { $0 - 1 } ?? next
            next = position + 1
            guard arguments.indices.contains(position) else { continue }
            flush()
            runs += arguments[position]
        }
        flush()
        return runs
    }

    /// One format specifier: `%`, an optional `N$`, flags, width, precision, length and conversion.
    private struct Specifier {
        var position: Int?
        var isPercent = false
        var end: String.Index

        init?(in text: String, at start: String.Index) {
            var index = text.index(after: start)
            func digits() -> Int? {
                var value = ""
                while index < text.endIndex, let digit = text[index].wholeNumberValue, digit >= 0 {
                    value.append(text[index])
                    index = text.index(after: index)
                }
                return Int(value)
            }
            guard index < text.endIndex else { return nil }
            if text[index] == "%" {
                isPercent = true
                end = text.index(after: index)
                return
            }
            let afterPercent = index
            if let number = digits(), index < text.endIndex, text[index] == "$" {
                position = number
                index = text.index(after: index)
            } else {
                index = afterPercent
            }
            while index < text.endIndex, "-+ #0'".contains(text[index]) { index = text.index(after: index) }
            _ = digits()
            if index < text.endIndex, text[index] == "." {
                index = text.index(after: index)
                _ = digits()
            }
            while index < text.endIndex, "hlqLztj".contains(text[index]) { index = text.index(after: index) }
            guard index < text.endIndex, "@dDiuUxXoOfFeEgGcCsSpaA".contains(text[index]) else { return nil }
            end = text.index(after: index)
        }
    }
}

/// Foundation's `NSLocalizedString` as widget code calls it, looked up in the bundle's translations
/// in the runtime's language (`Resources/fr.lproj/Localizable.strings`, `Resources/Localizable.xcstrings`),
/// else the key. (A call that names a bundle is Foundation's own, which reads none of the bundle's.)
public func NSLocalizedString(_ key: String, comment: String) -> String {
    Localization.translation(of: key) ?? key
}

/// `NSLocalizedString` from a table, else the key.
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    Localization.translation(of: key, table: tableName ?? "Localizable") ?? key
}

/// `NSLocalizedString` with a default value, shown where no translation has the key.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    Localization.translation(of: key) ?? value
}

/// `NSLocalizedString` from a table with a default value.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    Localization.translation(of: key, table: tableName ?? "Localizable") ?? value
}
