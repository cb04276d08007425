import Foundation

/// What in a package of widget code written for iOS will not build or run here, file by file, with
/// the smallest edit for each (`widgets port`). It reads the sources; it builds nothing.
public struct PortingCheck: Sendable {
    /// One thing to change: where, what, and how.
    public struct Finding: Sendable, Equatable {
        /// Relative to the package.
        public var file: String
        /// 1-based; 0 for the file as a whole.
        public var line: Int
        public var problem: String
        public var fix: String
    }

    public let package: URL
    /// Whether the code is built as a port of an Xcode target is (the XcodeSources plugin): `#if
    /// os(iOS)` holds, and `import os` and `import CoreGraphics` find Linux's names.
    var iOSConditionsHold = false

    public init(package: URL) { self.package = package }

    /// Every finding, by file and line.
    public func findings() throws -> [Finding] {
        let files = try packageFiles()
        var findings: [Finding] = []
        let available = Self.availableModules.union(localModules(files))
        for file in files {
            let path = relative(file)
            switch file.pathExtension {
            case "swift":
                findings += check(file: file, path: path, available: available)
            case "intentdefinition":
                findings.append(Finding(
                    file: path, line: 0, problem: "a SiriKit intent definition: Xcode generates its intent classes, nothing does here",
                    fix: "declare the parameters as @Parameter properties of a WidgetConfigurationIntent and use AppIntentConfiguration"))
            case "xcassets":
                findings.append(Finding(
                    file: path, line: 0, problem: "an asset catalog: read from the bundle's Resources/ only (image sets, colour sets)",
                    fix: "copy the catalog into the bundle's Resources/ (Image(\"name\") and Color(\"Name\") find it there)"))
            case "strings", "xcstrings":
                findings.append(Finding(
                    file: path, line: 0, problem: "translations: read from the bundle's Resources/ only, in the runtime's language",
                    fix: "copy the file into the bundle's Resources/ as Xcode lays it out (fr.lproj/Localizable.strings, Localizable.xcstrings)"))
            default: break
            }
        }
        return findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The findings of the Swift files an Xcode target compiles, named relative to `root`; `modules`
    /// are those the port gives the target besides Apple's (its packages' products).
    public static func findings(inSources files: [URL], relativeTo root: URL, modules: Set<String>) -> [Finding] {
        var check = PortingCheck(package: root)
        check.iOSConditionsHold = true
        return files.flatMap { file in
            check.check(file: file, path: check.relative(file), available: availableModules.union(modules))
        }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The checks of one Swift file, read only when it is of a source file's size.
    func check(file: URL, path: String, available: Set<String>) -> [Finding] {
        guard let text = SourceText.read(file) else {
            guard SourceText.isTooLarge(file) else { return [] }
            return [Finding(
                file: path, line: 0, problem: "larger than \(SourceText.limit >> 20) MB, so not read: no widget's source is",
                fix: "leave generated data out of the widget's sources, or load it at run time")]
        }
        return check(source: text, file: path, available: available)
    }

    /// The checks of one Swift file's text.
    func check(source: String, file: String, available: Set<String>) -> [Finding] {
        var findings: [Finding] = []
        // Modules imported only where they can be: `#if canImport(X)` … `#endif`.
        var guarded: [String?] = []
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("//") else { continue }
            if line.hasPrefix("#if") {
                guarded.append(line.firstMatch(of: /canImport\(([A-Za-z_]+)\)/).map { String($0.output.1) })
            } else if line.hasPrefix("#endif"), !guarded.isEmpty {
                guarded.removeLast()
            }
            func add(_ problem: String, _ fix: String) { findings.append(Finding(file: file, line: index + 1, problem: problem, fix: fix)) }
            // A port of an Xcode target imports these under the names Linux has them by.
            let renamed = iOSConditionsHold && ["os", "OSLog", "CoreGraphics"].contains(Self.importedModule(line) ?? "")
            if let module = Self.importedModule(line), !available.contains(module), !guarded.contains(module), !renamed {
                let (problem, fix) = Self.unavailable[module] ?? (
                    "`import \(module)`: no such module here",
                    "if it is the app's own code, move what the widget needs into this package, or have the app write the data into the app group")
                add(problem.contains("`import") ? problem : "`import \(module)`: \(problem)", fix)
            }
            // What iOS builds and Linux would not: a condition asking for iOS (a port of an Xcode
            // target compiles it as iOS does; watchOS's or macOS's branches are left out there too).
            if !iOSConditionsHold, line.hasPrefix("#if") || line.hasPrefix("#elseif"), line.contains("os(iOS)"), !line.contains("os(Linux)") {
                add("`\(line)`: Linux is not iOS, so the iOS code inside is left out", "add `|| os(Linux)` to the condition (or port from the Xcode project: `widgets port` builds iOS's branches)")
            }
            // `@NSManaged` properties are Core Data's, which the CoreDataCodegen plugin gives accessors;
            // a port of an Xcode target compiles its files with Objective-C's attributes taken out.
            if !iOSConditionsHold, line.contains("@objc") {
                add(
                    "Objective-C attributes: Linux has no Objective-C runtime",
                    "remove `@objc`, `@objc(Name)` and `@objcMembers` (Swift calls the member directly; `dynamic` may stay), and pass a closure where the code passes a `#selector` (or port from the Xcode project: `widgets port` takes them out)")
            }
            // `UIApplication.willEnterForegroundNotification` and its other notification names are constants
            // an extension may name (UIKit has them); the app object itself is not.
            let named = line.replacingOccurrences(of: "\\bUIApplication\\.\\w+Notification\\b", with: "", options: .regularExpression)
            for (name, what) in Self.appOnlyUIKit where named.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                add("`\(name)`: \(what) is not here; a widget has only its SwiftUI views", "remove it, or have the app write what it gave into the app group")
            }
        }
        return findings
    }

    /// The module a line imports, if it is an import.
    static func importedModule(_ line: String) -> String? {
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(where: { $0 == "import" }), at + 1 < words.count,
            words[..<at].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private", "package", "fileprivate"].contains($0) })
        else { return nil }
        var module = words[at + 1]
        // `import struct Foundation.Date`, `import Foundation.NSString`
        if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module), at + 2 < words.count { module = words[at + 2] }
        return module.split(separator: ".").first.map(String.init)
    }

    /// Modules widget code may import here.
    static let availableModules: Set<String> = Set([
        "WidgetKit", "SwiftUI", "AppIntents", "UIKit", "Intents", "Combine", "CoreLocation", "ActivityKit", "Charts", "CoreData", "SwiftData", "WidgetSDK", "WidgetClient", "Foundation", "FoundationNetworking",
        "FoundationXML", "FoundationEssentials", "Dispatch", "Glibc", "Observation", "RegexBuilder", "Synchronization", "_Concurrency",
        "Swift", "XCTest", "Testing",
    ]).union(PortedPackage.frameworkProducts)

    /// Apple's frameworks that Linux lacks, with what to do instead.
    static let unavailable: [String: (String, String)] = {
        let service = "have the app write what the widget shows into the app group; read it with UserDefaults(suiteName:)"
        var table: [String: (String, String)] = [
            "os": ("there is no os module on Linux", "guard it with `#if canImport(os)` or remove it: Logger and os_log come with WidgetKit"),
            "CoreGraphics": ("CoreGraphics is not on Linux", "remove the import: CGFloat, CGPoint, CGSize and CGRect come with Foundation, CGAffineTransform with SwiftUI"),
            "CloudKit": ("CloudKit is Apple's service", service),
        ]
        // Packages/WidgetKit has stand-ins for MapKit, WeatherKit, StoreKit, EventKit, UserNotifications, AVFoundation,
        // AuthenticationServices and the others of `PortedPackage.frameworkProducts`.
        for name in ["HealthKit", "Contacts", "Photos", "PhotosUI", "CoreMotion", "HomeKit", "GameKit", "MusicKit", "CoreML", "Vision",
            "LocalAuthentication"]
        {
            table[name] = ("\(name) is Apple's and not on Linux", service)
        }
        return table
    }()

    /// UIKit's application-side names a widget cannot use, with what they are.
    static let appOnlyUIKit: [(String, String)] = [
        ("UIApplication", "the app object"), ("UIScreen", "the screen"), ("UIDevice", "the device"),
        ("UIViewController", "a view controller"), ("UIHostingController", "a hosting controller"),
    ]

    // MARK: Files

    private func packageFiles() throws -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: package, includingPropertiesForKeys: keys) else {
            throw PortingError("\(package.path): cannot read the folder")
        }
        var files: [URL] = []
        // A bundle folder's own Resources/ (beside its Info.json) is where the runtime reads them.
        let bundleResources = FileManager.default.fileExists(atPath: package.appending(path: "Info.json").path)
            ? package.appending(path: "Resources").standardizedFileURL.path : nil
        for case let file as URL in walker {
            let name = file.lastPathComponent
            // A package's manifest is not widget code: its `import PackageDescription` is SwiftPM's.
            if name == "Package.swift" { continue }
            if name.hasPrefix(".") || name == "Package.resolved" || file.standardizedFileURL.path == bundleResources {
                walker.skipDescendants()
                continue
            }
            if file.pathExtension == "xcassets" {
                files.append(file)
                walker.skipDescendants()
                continue
            }
            if ["swift", "intentdefinition", "strings", "xcstrings"].contains(file.pathExtension) { files.append(file) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The package's own targets (folders of `Sources/`) and the products its manifest names.
    private func localModules(_ files: [URL]) -> Set<String> {
        var modules = Set<String>()
        let sources = package.appending(path: "Sources")
        if let folders = try? FileManager.default.contentsOfDirectory(atPath: sources.path) { modules.formUnion(folders) }
        if let manifest = SourceText.read(package.appending(path: "Package.swift")) {
            let names = manifest.matches(of: /name:\s*"([^"]+)"/).map { String($0.output.1) }
            modules.formUnion(names)
        }
        return modules
    }

    func relative(_ file: URL) -> String {
        let base = package.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// A project or package that cannot be read or ported: what went wrong, where, and what to do.
public struct PortingError: Error, CustomStringConvertible {
    public let problem: String
    public let fix: String?
    public var description: String { problem + (fix.map { "\n  fix: \($0)" } ?? "") }
    init(_ problem: String, fix: String? = nil) {
        self.problem = problem
        self.fix = fix
    }
}
