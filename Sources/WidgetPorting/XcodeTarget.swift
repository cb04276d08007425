import Foundation

/// A target of an Xcode project: what it builds, from which files, with which settings.
public struct XcodeTarget: Sendable {
    /// A Swift package a target links.
    public enum Package: Sendable, Equatable {
        /// A package in the project's tree (`XCLocalSwiftPackageReference`).
        case local(URL)
        /// A package from a repository, with Xcode's version rule (nil: one Xcode does not write).
        case remote(url: String, requirement: RemotePackage.Requirement?)
    }

    /// A product of a Swift package the target links.
    public struct PackageProduct: Sendable, Equatable {
        public var name: String
        public var package: Package?
    }

    /// Its identifier in the project file.
    let id: String
    public let name: String
    /// The targets it depends on (frameworks of the project it links), by identifier.
    let dependencies: [String]
    /// `com.apple.product-type.app-extension`, `com.apple.product-type.application`, …
    public let productType: String
    /// Its build settings: the project's, overridden by the target's (the default configuration's).
    public let settings: [String: String]
    /// The Swift files its Sources phase compiles, the project's folders' shared files among them.
    public let sources: [URL]
    /// The SiriKit intent definitions its Sources phase lists (Xcode generates their classes).
    public let intentDefinitions: [URL]
    /// The Core Data models (`.xcdatamodeld`) its Sources phase lists (Xcode compiles them and
    /// generates their classes).
    public let dataModels: [URL]
    /// Asset catalogs, `.strings` and `.xcstrings` files, and other files it copies into its bundle.
    public let resources: [URL]
    /// The frameworks it links (`WidgetKit.framework`, `SwiftUI.framework`).
    public let frameworks: [String]
    public let packageProducts: [PackageProduct]

    init(
        id: String, graph: ObjectGraph, paths: FilePaths, projectSettings: [String: String], packages: [String: Package]
    ) throws(PortingError) {
        let target = try graph.object(id)
        self.id = id
        name = target["name"] as? String ?? id
        dependencies = graph.ids(target["dependencies"]).compactMap { graph.objects[$0]?["target"] as? String }
        productType = target["productType"] as? String ?? ""
        var settings = projectSettings.merging(graph.settings(list: target["buildConfigurationList"] as? String, paths: paths)) { $1 }
        settings["TARGET_NAME"] = name
        self.settings = settings

        var sources: [URL] = []
        var resources: [URL] = []
        var frameworks: [String] = []
        var linkedProducts: [String] = []
        for phaseID in graph.ids(target["buildPhases"]) {
            guard let phase = graph.objects[phaseID] else { continue }
            let files = graph.ids(phase["files"])
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase": sources += files.flatMap(paths.files(ofBuildFile:))
            case "PBXResourcesBuildPhase": resources += files.flatMap(paths.files(ofBuildFile:))
            case "PBXFrameworksBuildPhase":
                frameworks += files.compactMap { graph.objects[$0]?["fileRef"] as? String }.compactMap { graph.objects[$0] }
                    .compactMap { ($0["path"] ?? $0["name"]) as? String }.map { URL(filePath: $0).lastPathComponent }
                linkedProducts += files.compactMap { graph.objects[$0]?["productRef"] as? String }
            default: continue
            }
        }
        // Xcode 16's synchronized folders: every file of the target's own folders but its exceptions,
        // and the files of other targets' folders that name this target as an exception.
        let synchronized = Set(graph.ids(target["fileSystemSynchronizedGroups"]))
        for (groupID, group) in graph.objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = paths.url(of: groupID) else { continue }
            let exceptions = graph.ids(group["exceptions"]).compactMap { graph.objects[$0] }
                .filter { $0["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"] as? String == id }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
            let members: [URL]
            if synchronized.contains(groupID) {
                let excluded = Set(exceptions.map { folder.appending(path: $0).standardizedFileURL.path })
                members = Self.filesOfFolder(folder).filter { file in
                    !excluded.contains(file.path) && !excluded.contains { file.path.hasPrefix($0 + "/") }
                }
            } else {
                members = exceptions.map { folder.appending(path: $0).standardizedFileURL }
            }
            for file in members {
                switch file.pathExtension {
                case "swift", "intentdefinition", "xcdatamodeld": sources.append(file)
                case "xcassets", "strings", "xcstrings", "stringsdict", "ttf", "otf", "png", "jpg", "json": resources.append(file)
                default: continue
                }
            }
        }
        self.sources = sources.filter { $0.pathExtension == "swift" }.uniqued()
        intentDefinitions = sources.filter { $0.pathExtension == "intentdefinition" }.uniqued()
        dataModels = sources.filter { $0.pathExtension == "xcdatamodeld" }.uniqued()
        // An asset catalog in the Sources phase is compiled into the bundle too, as Xcode does.
        self.resources = (resources + sources.filter { $0.pathExtension == "xcassets" }).uniqued()
        self.frameworks = frameworks
        // A package product the target links: in its package product dependencies and, where Xcode
        // left it out of those, in its Frameworks phase alone when the target's code imports it (a
        // product left in that phase and no longer used is not fetched); once, whichever object names it.
        let declared = graph.ids(target["packageProductDependencies"])
        let imported = linkedProducts.filter { id in
            !declared.contains(id) && (graph.objects[id]?["productName"] as? String).map { Self.code(in: sources, imports: $0) } == true
        }
        packageProducts = (declared + imported).compactMap { graph.objects[$0] }
            .reduce(into: []) { products, product in
                guard let name = product["productName"] as? String else { return }
                let linked = PackageProduct(name: name, package: (product["package"] as? String).flatMap { packages[$0] })
                if !products.contains(linked) { products.append(linked) }
            }
    }

    /// Whether a Swift file of `sources` imports the module `name` (`import NAME`, `@_exported import
    /// NAME`, `import struct NAME.Thing`).
    static func code(in sources: [URL], imports name: String) -> Bool {
        guard let statement = try? Regex(#"(^|\n)\s*(@\w+\s+)*import\s+((struct|class|enum|protocol|func|var|let|typealias)\s+)?"# + NSRegularExpression.escapedPattern(for: name) + #"(\.|\s|;|$)"#)
        else { return false }
        return sources.filter { $0.pathExtension == "swift" }.contains { file in
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains(statement)
        }
    }

    /// The files of a folder of widget sources, as one target.
    init(folderOfSources folder: URL) {
        id = folder.path
        dependencies = []
        name = folder.lastPathComponent
        productType = "com.apple.product-type.app-extension"
        settings = ["TARGET_NAME": folder.lastPathComponent]
        let skipped: Set<String> = [".build", "Package.swift", "Pods", "Carthage", "DerivedData"]
        let files = Self.filesOfFolder(folder).filter { file in
            !PortedPackage.relative(file, to: folder).split(separator: "/").contains { skipped.contains(String($0)) }
        }
        sources = files.filter { $0.pathExtension == "swift" }
        intentDefinitions = files.filter { $0.pathExtension == "intentdefinition" }
        dataModels = files.filter { $0.pathExtension == "xcdatamodeld" }
        resources = files.filter { ["xcassets", "strings", "stringsdict", "xcstrings"].contains($0.pathExtension) }
        frameworks = ["WidgetKit.framework"]
        packageProducts = []
    }

    /// Whether it builds a library other targets link: a framework or a static or dynamic library.
    public var isLibrary: Bool {
        ["framework", "library.static", "library.dynamic"].contains { productType.hasSuffix($0) }
    }

    /// A build setting with its `$(VARIABLE)` and `${VARIABLE}` references expanded (`$(SRCROOT)`,
    /// `$(TARGET_NAME)`, `$(PRODUCT_NAME:rfc1034identifier)` …); nil when the target does not set it.
    public func setting(_ key: String, root: URL) -> String? {
        settings[key].map { expand($0, root: root, depth: 0) }
    }

    /// A value with the target's build settings expanded in it, as Xcode expands an Info.plist's.
    public func expanding(_ value: String, root: URL) -> String {
        expand(value, root: root, depth: 0)
    }

    private func expand(_ value: String, root: URL, depth: Int) -> String {
        guard depth < 8, value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let match = rest.firstMatch(of: /\$[({]([A-Za-z0-9_]+)(?::([A-Za-z0-9_]+))?[)}]/) {
            result += rest[..<match.range.lowerBound]
            let name = String(match.output.1)
            var replaced: String
            switch name {
            case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": replaced = root.path
            default: replaced = settings[name].map { expand($0, root: root, depth: depth + 1) } ?? ""
            }
            if match.output.2 == "rfc1034identifier" || match.output.2 == "c99extidentifier" {
                replaced = String(replaced.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : match.output.2 == "c99extidentifier" ? "_" : "-" })
            }
            result += replaced
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    /// The files of a synchronized folder: every file, with asset catalogs and Core Data models as
    /// whole entries.
    static func filesOfFolder(_ folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var files: [URL] = []
        while let item = walker.nextObject() as? URL {
            if item.lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
            } else if ["xcassets", "xcdatamodeld"].contains(item.pathExtension) {
                files.append(item.standardizedFileURL)
                walker.skipDescendants()
            } else if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                files.append(item.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
