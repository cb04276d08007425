import Foundation

/// A widget extension of an Xcode project written as a widget package: a `Package.swift` that
/// compiles the target's files where they are (through `Project/`, a link to the project's folder),
/// `Info.json` from its Info.plist and entitlements, and `Resources/` linking its asset catalogs and
/// translations. `widgets bundle` builds it; the project stays the source of truth.
public struct PortedPackage: Sendable {
    public let widget: WidgetExtension
    /// Packages/WidgetKit, which the package depends on.
    public let widgetKit: URL

    /// The package's name and folder: the target's, in letters and digits, unless given.
    public let name: String
    /// Local checkouts used instead of remote packages, by package name (`--package NAME=PATH`).
    public let checkouts: [String: URL]

    public init(widget: WidgetExtension, widgetKit: URL, name: String? = nil, checkouts: [String: URL] = [:]) {
        self.widget = widget
        self.widgetKit = widgetKit
        self.checkouts = checkouts
        let letters = widget.target.name.filter { $0.isLetter || $0.isNumber }
        self.name = name ?? (letters.isEmpty ? "Widget" : letters)
    }

    /// What the port did that its author should know: packages left out, settings taken.
    public struct Note: Sendable, Equatable {
        public var text: String
    }

    /// A target of the package: the extension's, or one of a local package's that it links, with the
    /// files it compiles (relative to the package, through its links) and what it depends on.
    struct Target {
        var name: String
        var files: [String] = []
        /// Widgets left out of its `WidgetBundle` (``LeftOutWidgets``).
        var leftOut: [String] = []
        var targets: [String] = []
        var kitProducts: Set<String> = []
        var languageMode = 5
        /// Whether its code may name `Bundle.module` (its package gave it resources).
        var hasResources = false
        /// Its asset catalogs (relative to the package), whose asset symbols Xcode generates, and
        /// whether Xcode also gives `Color`, `UIColor`, `Image` … their members
        /// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`).
        var catalogs: [String] = []
        var assetSymbolExtensions = false

        /// Its list in `xcode-sources/`, as the XcodeSources plugin reads it.
        var list: [String] {
            files + leftOut.map { "left out: " + $0 } + catalogs.map { "asset catalog: " + $0 }
                + (assetSymbolExtensions && !catalogs.isEmpty ? ["asset symbol extensions"] : [])
        }

        /// Whether it runs the CoreDataCodegen plugin: it compiles a Core Data model or uses Core Data
        /// (`@NSManaged` properties written by hand need the accessors the plugin defines).
        var usesCoreData: Bool {
            kitProducts.contains("CoreData") || files.contains { $0.hasSuffix(".xcdatamodeld") }
        }
    }

    /// Combine's names that Apple's Foundation and SwiftUI bring in, so iOS code uses them without
    /// `import Combine`; a target whose code names one imports Combine for all its files.
    static let combineNames = [
        "AnyCancellable", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", ".sink", "onReceive(",
        ".publish(every", "eraseToAnyPublisher", "dataTaskPublisher", "ObservableObject", "@Published",
    ]

    /// The products of Packages/WidgetKit these files need: those they import, and Combine when they
    /// use its names as iOS code does without importing it.
    static func neededKitProducts(_ files: [URL]) -> Set<String> {
        var products = importedKitProducts(files)
        if !products.contains("Combine"), files.contains(where: { file in
            guard let text = SourceText.read(file) else { return false }
            return combineNames.contains { text.contains($0) }
        }) {
            products.insert("Combine")
        }
        return products
    }

    /// Writes the package into `folder/NAME` (replacing a package an earlier port wrote there) and
    /// returns its folder, the notes, and the modules of the local packages it compiles.
    public func write(into folder: URL) throws(PortingError) -> (package: URL, notes: [Note], modules: [String]) {
        let package = folder.appending(path: name)
        var notes: [Note] = []
        let readable = widget.target.sources.filter { FileManager.default.isReadableFile(atPath: $0.path) }
        for missing in widget.target.sources where !readable.contains(missing) {
            notes.append(Note(text: "\(relative(missing)): in the target but not on disk; left out"))
        }
        // Widgets whose code needs a binary framework built for Apple's platforms are left out, with their files.
        let leftOut = leftOutWidgets
        notes += leftOutNotes(leftOut)
        let sources = readable.filter { file in !leftOut.files.contains { $0.file == file } }
        guard !sources.isEmpty else {
            throw PortingError(
                "\(widget.project.file.lastPathComponent): target '\(widget.target.name)' compiles no Swift file found on disk",
                fix: "check out the whole project, with the files its widget target compiles")
        }
        let definitions = widget.target.intentDefinitions.filter { FileManager.default.isReadableFile(atPath: $0.path) }
        let models = widget.target.dataModels.filter { FileManager.default.isReadableFile(atPath: $0.path) }
        let libraries = widget.linkedLibraries
        let librarySources = libraries.flatMap(\.sources).filter { FileManager.default.isReadableFile(atPath: $0.path) }
        // The project's folder: its sources', never widened by a resource elsewhere on the machine.
        let libraryModels = libraries.flatMap(\.dataModels).filter { FileManager.default.isReadableFile(atPath: $0.path) }
        let base = Self.commonFolder(of: (sources + definitions + models + librarySources + libraryModels).map { $0.deletingLastPathComponent() } + [widget.project.root])
        var main = Target(name: widget.moduleName, languageMode: widget.swiftLanguageMode)
        // Its Core Data models are listed with its files: the CoreDataCodegen plugin reads them there.
        main.files = (sources + definitions + models).map { "Project/" + Self.relative($0, to: base) }
        main.leftOut = leftOut.types.sorted()
        (main.catalogs, main.assetSymbolExtensions) = assetCatalogs(of: widget.target, base: base)
        // The classes Xcode generates from an intent definition are SiriKit's (`import Intents`).
        main.kitProducts = Self.neededKitProducts(sources).union(definitions.isEmpty ? [] : ["Intents"])
        var mirror = LocalPackages()
        var resources = widget.target.resources
        main.targets = localPackages(into: &mirror, notes: &notes)
        resources += mirror.resources
        // The app's own frameworks the extension links are compiled beside it, as Xcode builds them.
        var frameworks: [Target] = []
        for library in libraries {
            let files = library.sources.filter { FileManager.default.isReadableFile(atPath: $0.path) }
            var framework = Target(name: WidgetExtension.moduleName(of: library, in: widget.project))
            framework.files = (files + library.dataModels.filter { FileManager.default.isReadableFile(atPath: $0.path) })
                .map { "Project/" + Self.relative($0, to: base) }
            framework.kitProducts = Self.neededKitProducts(files)
            framework.languageMode = WidgetExtension.swiftLanguageMode(of: library, in: widget.project)
            framework.targets = mirror.modules
            (framework.catalogs, framework.assetSymbolExtensions) = assetCatalogs(of: library, base: base)
            resources += library.resources
            frameworks.append(framework)
            main.targets.append(framework.name)
            notes.append(Note(text: "\(library.name): a framework of the project the extension links, compiled beside it (\(files.count) Swift files)"))
        }
        notes += CatalogColors.missing(in: sources + librarySources + mirror.sources, resources: resources, relativeTo: widget.project.root)
        for model in models + libraryModels {
            notes.append(Note(text: "\(relative(model)): a Core Data model, compiled with the classes Xcode generates from it (CoreDataCodegen)"))
        }
        notes += Self.frameworkNotes(sources + librarySources + mirror.sources)
        let targets = [main] + frameworks + mirror.targets
        do {
            if FileManager.default.fileExists(atPath: package.appending(path: Self.marker).path) {
                try FileManager.default.removeItem(at: package)
            } else if let contents = try? FileManager.default.contentsOfDirectory(atPath: package.path), !contents.isEmpty {
                throw PortingError(
                    "\(package.path): already exists and was not written by `widgets port`",
                    fix: "choose another --out folder, or remove that one")
            }
            try FileManager.default.createDirectory(at: package.appending(path: "xcode-sources"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: package.appending(path: "Project").path, withDestinationPath: base.path)
            for (linkName, folder) in mirror.links {
                try FileManager.default.createDirectory(at: package.appending(path: "Packages"), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: package.appending(path: "Packages/\(linkName)").path, withDestinationPath: folder.path)
            }
            try Data("\(widget.project.file.path)\n\(widget.target.name)\n".utf8).write(to: package.appending(path: Self.marker))
            notes += try writeResources(resources, into: package, inside: [base] + mirror.links.map(\.folder))
            let entry = Self.hasMain(sources) ? Self.entryTarget(of: main.name) : nil
            if let entry {
                let folder = package.appending(path: "Sources/\(entry)")
                try FileManager.default.createDirectory(at: folder.appending(path: "include"), withIntermediateDirectories: true)
                try Data(Self.entryHeader(of: main.name).utf8).write(to: folder.appending(path: "include/\(entry).h"))
                try Data(Self.entrySource(of: main.name).utf8).write(to: folder.appending(path: "entry.c"))
            }
            try Data(packageManifest(targets, entry: entry).utf8).write(to: package.appending(path: "Package.swift"))
            for target in targets {
                try Data(target.list.map { $0 + "\n" }.joined().utf8).write(to: package.appending(path: "xcode-sources/\(target.name).txt"))
                let module = package.appending(path: "Sources/\(target.name)")
                try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
                var text = """
                    // \(target.name)'s Swift files are compiled from where they are: the XcodeSources plugin reads
                    // the list in xcode-sources/\(target.name).txt, and each file again whenever it changes.

                    """
                // Combine's names for every file, as Foundation and SwiftUI give them on iOS.
                if target.kitProducts.contains("Combine") { text += "@_exported import Combine\n" }
                // Its resources are the bundle's, which is where `Image(_:bundle:)` and `Color(_:bundle:)` look.
                if target.hasResources { text += "import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n" }
                try Data(text.utf8).write(to: module.appending(path: "XcodeTarget.swift"))
            }
            let (info, infoNotes) = bundleManifest(sources: sources + mirror.sources)
            notes += infoNotes
            try Data(info.utf8).write(to: package.appending(path: "Info.json"))
            try Data(".build/\n".utf8).write(to: package.appending(path: ".gitignore"))
        } catch let error as PortingError {
            throw error
        } catch {
            throw PortingError("\(package.path): cannot write the package (\(error.localizedDescription))", fix: "choose an --out folder you may write to")
        }
        return (package, notes, mirror.modules)
    }

    /// A target's asset catalogs in the project's folder (relative to the package) whose asset symbols
    /// Xcode generates (unless `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` is `NO`), and whether it
    /// generates their extensions of `Color` and the others (only where the project says `YES`).
    private func assetCatalogs(of target: XcodeTarget, base: URL) -> (catalogs: [String], extensions: Bool) {
        guard target.setting("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS", root: widget.project.root) != "NO" else { return ([], false) }
        let catalogs = target.resources.filter { $0.pathExtension == "xcassets" && FileManager.default.fileExists(atPath: $0.path) }
            .map { Self.relative($0, to: base) }.filter { !$0.hasPrefix("/") }.map { "Project/" + $0 }
        return (catalogs, target.setting("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS", root: widget.project.root) == "YES")
    }

    /// The remote packages the widget's target links, each with the products it uses, in the order
    /// the project lists them.
    public var remotePackages: [(package: RemotePackage, products: [String])] {
        var packages: [(package: RemotePackage, products: [String])] = []
        for product in widget.target.packageProducts {
            guard case .remote(let url, let requirement?) = product.package else { continue }
            let package = RemotePackage(url: url, requirement: requirement)
            if let index = packages.firstIndex(where: { $0.package == package }) {
                packages[index].products.append(product.name)
            } else {
                packages.append((package, [product.name]))
            }
        }
        return packages
    }

    /// The local checkout given for a remote package (`--package NAME=PATH`, the name as in its URL).
    public func checkout(of package: RemotePackage) -> URL? {
        checkouts.first { $0.key.lowercased() == package.identity.lowercased() }?.value
    }

    /// Each remote package's line in the manifest's dependencies, and the products the widget's
    /// target depends on: a checkout given for it by its path, else its URL and version rule.
    private var remoteDependencies: (packages: [String], products: [String]) {
        var packages: [String] = []
        var products: [String] = []
        for (package, names) in remotePackages {
            let checkout = checkout(of: package)
            packages.append(checkout.map { ".package(path: \(Self.literal($0.path)))" } ?? package.declaration)
            let identity = checkout?.lastPathComponent ?? package.identity
            products += names.map { ".product(name: \(Self.literal($0)), package: \(Self.literal(identity)))" }
        }
        return (packages, products)
    }

    /// The targets of the app's local packages the widget links, added to `mirror`; returns the names
    /// of those the widget's own target depends on.
    func localPackages(into mirror: inout LocalPackages, notes: inout [Note]) -> [String] {
        var names: [String] = []
        for product in widget.target.packageProducts {
            switch product.package {
            case .remote(let url, let requirement):
                if let requirement {
                    let package = RemotePackage(url: url, requirement: requirement)
                    let source = checkout(of: package).map { "the checkout \($0.path)" } ?? "\(url), \(requirement.manifestArguments)"
                    notes.append(Note(text: "\(product.name): a product of the remote package \(package.identity) (\(source)), in Package.swift"))
                } else {
                    notes.append(Note(text: "\(product.name) (\(url)): a remote package whose version rule Xcode's project does not say; left out; add it to Package.swift"))
                }
            case .local(let folder):
                names += mirror.add(product: product.name, of: folder, notes: &notes)
            case nil:
                // A local package added as a folder of the project (or of its workspace) has no reference.
                if let folder = Self.localPackage(providing: product.name, near: widget.project.root) {
                    names += mirror.add(product: product.name, of: folder, notes: &notes)
                } else {
                    notes.append(Note(text: "\(product.name): a package product whose package is not in the project's folder; left out"))
                }
            }
        }
        return names
    }

    /// The modules of the app's local packages a port compiles beside the widget, which its code may import.
    public func localModules() -> [String] {
        var mirror = LocalPackages()
        var notes: [Note] = []
        _ = localPackages(into: &mirror, notes: &notes)
        return mirror.modules
    }

    /// Whether one of these files has the extension's entry point (`@main`).
    static func hasMain(_ files: [URL]) -> Bool {
        files.contains { file in
            (SourceText.read(file) ?? "").split(separator: "\n").contains { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed == "@main" || trimmed.hasPrefix("@main ")
            }
        }
    }

    /// The C target that gives the library its `main`. The extension's module compiles its `@main`
    /// as `MODULE_main`, so a test target that links the module has a `main` of its own only.
    static func entryTarget(of module: String) -> String { module + "Entry" }

    static func entryHeader(of module: String) -> String {
        """
        // The extension's `@main`, which \(module) compiles as \(module)_main (so that a test target may link \(module)).
        int \(module)_main(int argc, char **argv);

        """
    }

    static func entrySource(of module: String) -> String {
        """
        #include "\(entryTarget(of: module)).h"

        // The bundle library's `main`, which the runtime calls as it starts it: the extension's `@main`.
        int main(int argc, char **argv) { return \(module)_main(argc, argv); }

        """
    }

    /// The file that marks a package `widgets port` wrote, naming its project and target.
    static let marker = ".widgets-port"

    /// Apple's module names Packages/WidgetKit has a product for.
    static let kitProducts = ["WidgetKit", "SwiftUI", "AppIntents", "UIKit", "Intents", "Combine", "ActivityKit", "CoreLocation", "Charts", "CoreData", "SwiftData"]
        + frameworkProducts.sorted()

    /// The products of Packages/WidgetKit these files import.
    static func importedKitProducts(_ files: [URL]) -> Set<String> {
        Set(files.flatMap { file in
            (SourceText.read(file) ?? "").split(separator: "\n")
                .compactMap { PortingCheck.importedModule($0.trimmingCharacters(in: .whitespaces)) }
        }).intersection(kitProducts)
    }

    private func packageManifest(_ targets: [Target], entry: String?) -> String {
        let available = Self.availableKitProducts(widgetKit)
        var declarations = targets.map { target in
            // WidgetKit brings FoundationCompat, which the FoundationImports plugin imports.
            let used = target.kitProducts.union(target.usesCoreData ? ["CoreData"] : [])
            let products = (["WidgetKit"] + Self.kitProducts.filter { used.contains($0) && $0 != "WidgetKit" }).filter(available.contains)
            let remote = target.name == widget.moduleName ? remoteDependencies.products : []
            let dependencies = target.targets.map { Self.literal($0) } + products.map { ".product(name: \(Self.literal($0)), package: \"WidgetKit\")" } + remote
            var settings = [".swiftLanguageMode(\(target.languageMode == 6 ? ".v6" : ".v5"))"]
            if entry != nil, target.name == widget.moduleName {
                settings.append(".unsafeFlags([\"-Xfrontend\", \"-entry-point-function-name\", \"-Xfrontend\", \(Self.literal(target.name + "_main"))])")
            }
            // A Core Data model becomes its classes and compiled model, as Xcode builds it.
            let plugins = ["XcodeSources", "FoundationImports"] + (target.usesCoreData && available.contains("CoreData") ? ["CoreDataCodegen"] : [])
            return """
                    .target(
                        name: \(Self.literal(target.name)),
                        dependencies: [\(dependencies.joined(separator: ", "))],
                        swiftSettings: [\(settings.joined(separator: ", "))],
                        plugins: [\(plugins.map { ".plugin(name: \(Self.literal($0)), package: \"WidgetKit\")" }.joined(separator: ", "))])
            """
        }
        var productTargets = [Self.literal(widget.moduleName)]
        if let entry {
            declarations.append("""
                    // The library's `main`, which the runtime calls as it starts the bundle, calls the
                    // extension's `@main` (\(widget.moduleName)_main): a test target may depend on \(widget.moduleName).
                    .target(name: \(Self.literal(entry)), dependencies: [\(Self.literal(widget.moduleName))])
            """)
            productTargets.append(Self.literal(entry))
        }
        return """
            // swift-tools-version: 6.0
            // Target \(widget.target.name) of \(widget.project.file.lastPathComponent), as `widgets port` wrote it. Each
            // target compiles the files its list in xcode-sources/ names, where they are (through Project/,
            // a link to the project's folder, and Packages/, links to the app's local packages), as iOS
            // sees them (XcodeSources: `#if os(iOS)` holds) and with Foundation as on Apple's platforms
            // (FoundationImports); the Core Data models listed there become their classes (CoreDataCodegen). An edit made in Xcode is in the next `widgets bundle`; port again when
            // the target's files or packages change in Xcode. Language modes are the project's (SWIFT_VERSION).
            import PackageDescription

            let package = Package(
                name: \(Self.literal(name)),
                products: [.library(name: \(Self.literal(widget.moduleName)), type: .dynamic, targets: [\(productTargets.joined(separator: ", "))])],
                dependencies: [\(([".package(path: \(Self.literal(widgetKit.path)))"] + remoteDependencies.packages).joined(separator: ", "))],
                targets: [
            \(declarations.joined(separator: ",\n"))
                ]
            )

            """
    }

    private func bundleManifest(sources: [URL]) -> (String, [Note]) {
        var notes: [Note] = []
        var identifier = (widget.bundleIdentifier ?? "").split(separator: ".").map { part in
            String(part.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        }.filter { !$0.isEmpty }.joined(separator: ".")
        if identifier.split(separator: ".").count < 2 || identifier.hasPrefix("group.") {
            identifier = "port." + name.lowercased()
            notes.append(Note(text: "the target's bundle identifier is not set or not reverse-DNS; the bundle is \(identifier)"))
        }
        var groups: [String] = []
        for group in widget.appGroups {
            let rest = group.dropFirst(6).split(separator: ".", omittingEmptySubsequences: false)
            if group.hasPrefix("group."), !rest.isEmpty, rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }) {
                groups.append(group)
            } else {
                notes.append(Note(text: "app group '\(group)' of \(widget.entitlements.map(relative) ?? "the entitlements"): not a group name here; left out"))
            }
        }
        if !groups.isEmpty {
            notes.append(Note(text: "app groups from \(widget.entitlements.map(relative) ?? "the entitlements"): \(groups.joined(separator: ", ")); once installed, give them with " + groups.map { "`widgets grant \(identifier) \($0)`" }.joined(separator: ", ")))
        }
        // Every iOS extension may reach the network; a bundle here only with the entitlement.
        let network = sources.contains { file in
            guard let text = SourceText.read(file) else { return false }
            return ["URLSession", "URLRequest", "dataTask(with"].contains { text.contains($0) }
        }
        if network { notes.append(Note(text: "entitlements.network: its code uses URLSession")) }
        let location = widget.wantsLocation
        if location {
            notes.append(Note(text: "entitlements.location: its Info.plist has NSWidgetWantsLocation; once installed, give it with `widgets grant \(identifier) location`"))
        }
        var entitlements: [String] = []
        if !groups.isEmpty { entitlements.append("\"appGroups\": [\(groups.map(Self.literal).joined(separator: ", "))]") }
        if location { entitlements.append("\"location\": true") }
        if network { entitlements.append("\"network\": true") }
        let info = """
            {
              "identifier": \(Self.literal(identifier)),
              "name": \(Self.literal(String(widget.displayName.prefix(100)))),
              "version": \(Self.literal(widget.version)),
              "abiVersion": 1,
              "library": \(Self.literal("lib\(widget.moduleName).so"))\(entitlements.isEmpty ? "" : ",\n  \"entitlements\": {\(entitlements.joined(separator: ", "))}")
            }

            """
        return (info, notes)
    }

    /// The extension's widgets that cannot build here, and their files (``LeftOutWidgets``).
    public var leftOutWidgets: LeftOutWidgets {
        LeftOutWidgets.find(in: widget.target.sources, frameworks: LeftOutWidgets.binaryFrameworks(in: widget.project.root))
    }

    /// What the port says of the widgets it left out: each first file with its framework, and how many
    /// files went with it.
    public func leftOutNotes(_ leftOut: LeftOutWidgets) -> [Note] {
        guard !leftOut.isEmpty else { return [] }
        let widgets = leftOut.types.sorted().joined(separator: ", ")
        let causes = leftOut.files.filter { !$0.reason.hasPrefix("it uses") }
        return causes.map { cause in
            Note(text: "left out \(widgets): \(relative(cause.file)) \(cause.reason); it cannot be built here")
        } + [Note(text: "left out with it: \(leftOut.files.count - causes.count) more files (\(leftOut.files.filter { $0.reason.hasPrefix("it uses") }.map(\.file.lastPathComponent).joined(separator: ", "))); the bundle keeps its other widgets")]
    }

    /// Links the target's asset catalogs, translations and other resources into `Resources/` as
    /// Xcode lays them out in an app's bundle (`fr.lproj/Localizable.strings`). A resource whose file is
    /// outside the project's folder and its local packages' (`folders`: an absolute reference, a link
    /// out of them) is not linked: a bundle holds only the project's files.
    private func writeResources(_ resources: [URL], into package: URL, inside folders: [URL]) throws -> [Note] {
        var notes: [Note] = []
        let roots = folders.map { $0.resolvingSymlinksInPath().path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let inProject = resources.filter { resource in
            let real = resource.resolvingSymlinksInPath().path
            guard !roots.contains(where: real.hasPrefix) else { return true }
            notes.append(Note(text: "\(resource.path): a resource outside the project's folder \(folders[0].path); not linked, so not in the bundle"))
            return false
        }
        // A package's folder of resources (`.process("Resources")`) gives what it holds.
        let resources = inProject.flatMap { resource -> [URL] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resource.path, isDirectory: &isFolder) else { return [] }
            guard isFolder.boolValue, !["xcassets", "lproj"].contains(resource.pathExtension) else { return [resource] }
            return ((try? FileManager.default.contentsOfDirectory(atPath: resource.path)) ?? []).sorted().map { resource.appending(path: $0) }
        }
        guard !resources.isEmpty else { return notes }
        let folder = package.appending(path: "Resources")
        var placed: [String] = []
        for resource in resources {
            let parent = resource.deletingLastPathComponent()
            var name = parent.pathExtension == "lproj" ? "\(parent.lastPathComponent)/\(resource.lastPathComponent)" : resource.lastPathComponent
            // Two catalogs of one name (the widget's and a package's) both count.
            if resource.pathExtension == "xcassets", placed.contains(name) { name = "\(placed.count + 1)-\(name)" }
            let link = folder.appending(path: name)
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil else { continue }
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: resource.path)
            placed.append(name)
        }
        return notes + [Note(text: "resources: \(placed.joined(separator: ", "))")]
    }

    /// The package folder near a project (in its folder or the one above, three levels deep) whose
    /// manifest declares a library product of this name.
    static func localPackage(providing product: String, near root: URL) -> URL? {
        let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules"]
        for base in [root, root.deletingLastPathComponent()] {
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            while let item = walker.nextObject() as? URL {
                if item.lastPathComponent.hasPrefix(".") || skipped.contains(item.lastPathComponent) || item.pathExtension == "xcodeproj" || walker.level > 3 {
                    walker.skipDescendants()
                } else if item.lastPathComponent == "Package.swift",
                    let manifest = SourceText.read(item),
                    manifest.contains(".library(name: \(literal(product))") || manifest.contains(".library(\n") && manifest.contains("name: \(literal(product))")
                {
                    return item.deletingLastPathComponent().standardizedFileURL
                }
            }
        }
        return nil
    }

    /// The products Packages/WidgetKit's manifest declares.
    static func availableKitProducts(_ widgetKit: URL) -> Set<String> {
        let manifest = SourceText.read(widgetKit.appending(path: "Package.swift")) ?? ""
        return Set(manifest.matches(of: /\.library\(name: "([A-Za-z]+)"/).map { String($0.output.1) })
    }

    /// The deepest folder holding every one of these folders.
    static func commonFolder(of folders: [URL]) -> URL {
        var common = folders.first?.standardizedFileURL.pathComponents ?? ["/"]
        for folder in folders.dropFirst() {
            let components = folder.standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(filePath: "/" + common.dropFirst().joined(separator: "/"), directoryHint: .isDirectory)
    }

    static func relative(_ file: URL, to base: URL) -> String {
        let prefix = base.standardizedFileURL.path.hasSuffix("/") ? base.standardizedFileURL.path : base.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func relative(_ file: URL) -> String { Self.relative(file, to: widget.project.root) }

    /// A Swift (and JSON) string literal.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar.properties.generalCategory == .control ? "?" : scalar)
            }
        }
        return escaped + "\""
    }
}
