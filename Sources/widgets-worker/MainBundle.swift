import CLocalizedStrings
import CoreFoundation
import Foundation
import WorkerWire

/// `Bundle.main` in a worker, made the widget bundle's, as a widget extension's main bundle is on iOS:
/// its folder, so that Foundation's own lookups find the bundle's `Resources/`
/// (`Bundle.main.url(forResource:withExtension:)`, `path(forResource:ofType:)`, `NSLocalizedString`
/// and `localizedString(forKey:value:table:)` in its strings files), and `Bundle.main.bundleIdentifier`
/// is the bundle's identifier (code shared with an app often force-unwraps it, for a logger's
/// subsystem or a keychain's service).
enum MainBundle {
    /// Makes the bundle's folder the main bundle and gives it the bundle's identifier and
    /// localization. Called before anything asks Core Foundation for its main bundle, which it makes
    /// once, from its process path.
    static func present(_ launch: WorkerLaunch) {
        if !launch.folder.isEmpty { locate(at: launch.folder) }
        localized_strings_resolve_with(resolveStringsDictEntry)
        guard let info = CFBundleGetInfoDictionary(CFBundleGetMainBundle()) else { return }
        put(launch.identifier, for: "CFBundleIdentifier", in: info, replacing: false)
        if let localization = localization(of: launch) { put(localization, for: "CFBundleDevelopmentRegion", in: info, replacing: true) }
    }

    /// Core Foundation makes the main bundle from its process path, the executable's on Linux: a
    /// path in the bundle's folder, named as the folder without its extension (the executable name
    /// Core Foundation expects of a bundle without an `Info.plist`), makes the folder the main bundle,
    /// its `Resources/` folder its resources.
    private static func locate(at folder: String) {
        let url = URL(filePath: folder, directoryHint: .isDirectory)
        let executable = url.appending(path: url.deletingPathExtension().lastPathComponent).path
        _CFGetProcessPath()?.pointee = UnsafePointer(strdup(executable))
    }

    /// The first of the runtime's languages the bundle has a `.lproj` folder for (`fr-CA`, `fr_CA`,
    /// then `fr`). Core Foundation on Linux reads no language preference of the user's (neither
    /// `AppleLanguages` nor `LANG`): made the bundle's development region, it is the one Foundation reads.
    private static func localization(of launch: WorkerLaunch) -> String? {
        guard !launch.folder.isEmpty else { return nil }
        let resources = URL(filePath: launch.folder).appending(path: "Resources")
        for language in launch.languages {
            for name in [language, language.replacingOccurrences(of: "-", with: "_")] {
                var isFolder: ObjCBool = false
                let path = resources.appending(path: "\(name).lproj").path
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return name }
            }
        }
        return nil
    }

    /// A value of a `.stringsdict` file (`NSStringLocalizedFormatKey` and its variables) as a string:
    /// its format with each `%#@NAME@` in it the variable's `other` form (`%d days`), as a string
    /// catalog's plural is read here; nil for a dictionary without a format.
    fileprivate static func format(ofStringsDictEntry entry: [String: Any]) -> String? {
        guard var format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        for _ in 0..<16 {
            guard let start = format.range(of: "%#@"), let end = format[start.upperBound...].firstIndex(of: "@") else { break }
            let other = (entry[String(format[start.upperBound..<end])] as? [String: Any])?["other"] as? String
            format.replaceSubrange(start.lowerBound...end, with: other ?? "")
        }
        return format
    }

    /// Puts a value in the main bundle's information dictionary, which Core Foundation made mutable
    /// (empty where the bundle has no `Info.plist`).
    private static func put(_ value: String, for name: String, in info: CFDictionary, replacing: Bool) {
        let key = Unmanaged.passRetained(NSString(string: name)).toOpaque()
        guard replacing || CFDictionaryGetValue(info, key) == nil else { return }
        CFDictionarySetValue(unsafeBitCast(info, to: CFMutableDictionary.self), key, Unmanaged.passRetained(NSString(string: value)).toOpaque())
    }
}

/// What the worker's `CFBundleCopyLocalizedString` (CLocalizedStrings) returns for a value that is
/// not a string: Core Foundation's for a key of a `.stringsdict` file is its entry, a dictionary,
/// made its format (else the key).
private let resolveStringsDictEntry: localized_strings_resolver = { value, key in
    guard let value, CFGetTypeID(Unmanaged<CFTypeRef>.fromOpaque(value).takeUnretainedValue()) == CFDictionaryGetTypeID() else { return value }
    let entry = Unmanaged<NSDictionary>.fromOpaque(value).takeRetainedValue() as? [String: Any]
    let text = entry.flatMap(MainBundle.format(ofStringsDictEntry:)) ?? key.map { Unmanaged<NSString>.fromOpaque($0).takeUnretainedValue() as String } ?? ""
    return UnsafeRawPointer(Unmanaged.passRetained(NSString(string: text)).toOpaque())
}
