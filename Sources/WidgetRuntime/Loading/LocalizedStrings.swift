import Foundation
import WidgetWire

/// The translations in a bundle's `Resources/` folder as Xcode lays them out, for the runtime's
/// language: strings files (`fr.lproj/Localizable.strings`) and string catalogs
/// (`Localizable.xcstrings`). What `Text("key")` and `LocalizedStringKey` look their keys up in.
public struct LocalizedStrings: Sendable {
    /// The bundle's `Resources/` folder.
    let resources: URL
    /// The languages to look in, most wanted first (`fr-CA`, `fr`).
    let languages: [String]

    /// The largest translation file read: anything bigger is left out.
    static let largestFile = 4 << 20

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
        for language in languages {
            for folder in [language, language.replacingOccurrences(of: "-", with: "_")] {
                let file = resources.appending(path: "\(folder).lproj/\(name).strings")
                if let data = Self.contents(of: file), let table = Self.stringsFile(data), !table.isEmpty { return table }
            }
            if let data = Self.contents(of: resources.appending(path: "\(name).xcstrings")) {
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

    /// A regular file's bytes, when it is not larger than ``largestFile``.
    private static func contents(of file: URL) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= largestFile
        else { return nil }
        return try? Data(contentsOf: file)
    }

    private static func isPlainName(_ name: String) -> Bool { !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") }
}
