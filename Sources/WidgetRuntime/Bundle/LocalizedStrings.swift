import Foundation
import Synchronization
import WidgetWire

/// The translations in a bundle's `Resources/` folder as Xcode lays them out, for the runtime's
/// language: strings files (`fr.lproj/Localizable.strings`, or `Localizable.strings` beside them,
/// not localized) and string catalogs (`Localizable.xcstrings`). What `Text("key")` and `LocalizedStringKey` look their keys up in.
///
/// Each table is read (through ``BundleFiles``: no link followed, at most 4 MB a file) and parsed once,
/// when first asked for, and kept: a lookup never parses a file again.
public struct LocalizedStrings: Sendable {
    /// The bundle's files, where `Resources/` is.
    let files: BundleFiles
    /// The languages to look in, most wanted first (`fr-CA`, `fr`).
    let languages: [String]
    /// The tables parsed so far, by name.
    private let tables = TableCache()

    /// The most tables kept: names past them are read each time they are asked for.
    static let mostTables = 64

    public init(files: BundleFiles, languages: [String]) {
        self.files = files
        self.languages = languages
    }

    private final class TableCache: Sendable {
        let tables = Mutex<[String: [String: String]]>([:])
    }

    /// Languages from the runtime's locale: `LC_ALL`, then `LC_MESSAGES`, then `LANG` (`fr_CA.UTF-8`
    /// gives `fr-CA` and `fr`); none for the C and POSIX locales.
    public static func languages(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let name = locale.split(separator: ".").first.map(String.init)?.split(separator: "@").first.map(String.init) ?? ""
        guard !name.isEmpty, name != "C", name != "POSIX" else { return [] }
        let parts = name.split(separator: "_")
        return parts.count > 1 ? ["\(parts[0])-\(parts[1])", String(parts[0])] : [String(parts[0])]
    }

    /// The key → translation pairs of one table (`Localizable` unless the text names another), from the
    /// first language that has the table; empty when none has.
    func table(_ name: String) -> [String: String] {
        guard Self.isPlainName(name) else { return [:] }
        if let table = tables.tables.withLock({ $0[name] }) { return table }
        let table = read(name)
        tables.tables.withLock { if $0.count < Self.mostTables { $0[name] = table } }
        return table
    }

    private func read(_ name: String) -> [String: String] {
        // A table at the top of `Resources/` (not localized) first, as Apple's `Bundle` looks there first.
        if let data = files.read("Resources/\(name).strings", as: .strings), let table = Self.stringsFile(data), !table.isEmpty {
            return table
        }
        for language in languages {
            for folder in [language, language.replacingOccurrences(of: "-", with: "_")] {
                if let data = files.read("Resources/\(folder).lproj/\(name).strings", as: .strings),
                    let table = Self.stringsFile(data), !table.isEmpty
                {
                    return table
                }
            }
            if let data = files.read("Resources/\(name).xcstrings", as: .strings) {
                let table = Self.catalog(data, language: language)
                if !table.isEmpty { return table }
            }
        }
        return [:]
    }

    /// A strings file (`"key" = "value";`, UTF-8 or UTF-16), as Foundation reads them.
    static func stringsFile(_ data: Data) -> [String: String]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let dictionary = plist as? [AnyHashable: Any]
        else { return nil }
        var table: [String: String] = [:]
        for (key, value) in dictionary {
            if let key = key.base as? String, let value = value as? String { table[key] = value }
        }
        return table
    }

    /// A string catalog's translations into one language: each key's `stringUnit` value, or for a
    /// plural, its `other` form.
    static func catalog(_ data: Data, language: String) -> [String: String] {
        guard let json = try? JSON(parsing: data), case .object(let strings)? = json["strings"] else { return [:] }
        var table: [String: String] = [:]
        for (key, entry) in strings {
            guard let localization = entry["localizations"]?[language] else { continue }
            let unit = localization["stringUnit"] ?? localization["variations"]?["plural"]?["other"]?["stringUnit"]
            if case .string(let value)? = unit?["value"] { table[key] = value }
        }
        return table
    }

    private static func isPlainName(_ name: String) -> Bool { !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") }
}
