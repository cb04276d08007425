import Foundation
import Spawning

/// A Swift package of the app's own, in the project's tree, as SwiftPM reads its manifest (`swift
/// package dump-package`): its targets, products and the packages it depends on.
struct LocalPackage {
    let folder: URL
    let name: String
    private let manifest: [String: Any]

    /// Reads the manifest of the package in `folder` (SwiftPM evaluates it, in ``ManifestReading/fence`` when set).
    init(folder: URL) throws(PortingError) {
        self.folder = folder
        // SwiftPM leaves a folder in TMPDIR each time it reads a manifest: one of ours, removed after.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "widgets-port-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Its scratch folder, not the package's `.build`: a fence lets it write nothing of the package.
        let arguments = ["swift", "package", "--scratch-path", scratch.appending(path: "build").path, "dump-package", "--package-path", folder.path]
        let fenced: ManifestReading.FencedCommand?
        do { fenced = try ManifestReading.fence?(arguments, folder, scratch) } catch {
            throw PortingError("cannot read \(folder.appending(path: "Package.swift").path) in its fence: \(error)", fix: "put widgets-fence beside widgets")
        }
        let read = Result { () throws(ChildProcess.Failure) in
            try ChildProcess.run(
                fenced?.command ?? ["/usr/bin/env"] + arguments,
                environment: fenced?.environment ?? ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 })
        }
        guard case .success(let finished) = read else {
            throw PortingError("cannot run `swift package dump-package` for \(folder.path)", fix: "put Swift's toolchain on PATH")
        }
        if let refused = fenced?.refusals(), !refused.isEmpty {
            throw PortingError(
                "\(folder.appending(path: "Package.swift").path): its manifest tried what its fence refuses, so it is not read:\n"
                    + refused.map { "  " + $0 }.joined(separator: "\n"),
                fix: "a manifest only describes its package: it may write nothing and reach no network")
        }
        guard finished.status == 0, let manifest = try? JSONSerialization.jsonObject(with: Data(finished.output)) as? [String: Any] else {
            throw PortingError(
                "\(folder.appending(path: "Package.swift").path): SwiftPM could not read the manifest",
                fix: "run `swift package dump-package` in \(folder.path) to see why")
        }
        self.manifest = manifest
        name = manifest["name"] as? String ?? folder.lastPathComponent
    }

    private var targets: [[String: Any]] { manifest["targets"] as? [[String: Any]] ?? [] }

    func target(named name: String) -> [String: Any]? {
        targets.first { $0["name"] as? String == name && $0["type"] as? String != "test" }
    }

    /// The targets a library product of this name is made of.
    func targets(ofProduct product: String) -> [String]? {
        (manifest["products"] as? [[String: Any]] ?? []).first { $0["name"] as? String == product }?["targets"] as? [String]
    }

    /// The packages it depends on by path, by the names its targets use for them.
    var localDependencies: [(names: [String], folder: URL)] {
        (manifest["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            guard let fields = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = fields["path"] as? String else { return nil }
            let names = [fields["nameForTargetDependencyResolutionOnly"], fields["identity"]].compactMap { $0 as? String }
            return (names + [URL(filePath: path).lastPathComponent], URL(filePath: path).standardizedFileURL)
        }
    }

    /// The Swift 5 language mode for manifests before tools version 6, or that ask for it.
    var languageMode: Int {
        let tools = ((manifest["toolsVersion"] as? [String: Any])?["_version"] as? String).flatMap { Int($0.prefix { $0.isNumber }) } ?? 5
        let asked = (manifest["swiftLanguageVersions"] as? [Any])?.compactMap { "\($0)" } ?? []
        return tools < 6 || asked.contains { $0.contains("5") } ? 5 : 6
    }

    /// A target's folder and Swift files (its `sources`, else every file under its path but `exclude`).
    func files(ofTarget target: [String: Any]) -> (folder: URL, sources: [URL], resources: [URL]) {
        let name = target["name"] as? String ?? ""
        let folder = folder.appending(path: target["path"] as? String ?? "Sources/\(name)").standardizedFileURL
        let excluded = (target["exclude"] as? [String] ?? []).map { folder.appending(path: $0).standardizedFileURL.path }
        let listed = (target["sources"] as? [String])?.map { folder.appending(path: $0).standardizedFileURL.path }
        let files = XcodeTarget.filesOfFolder(folder).filter { file in
            !excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
                && (listed.map { list in list.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } } ?? true)
        }
        // Declared, and those SwiftPM takes as resources by their kind (asset catalogs, translations).
        let declared = (target["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            .map { folder.appending(path: $0).standardizedFileURL }
        let known = files.filter { ["xcassets", "xcstrings", "strings", "stringsdict"].contains($0.pathExtension) }
        let resources = declared + known.filter { file in !declared.contains { file.path.hasPrefix($0.path + "/") } }
        return (folder, files.filter { $0.pathExtension == "swift" }, resources)
    }
}

/// The targets of the app's local packages a widget links, to be compiled in its ported package
/// beside its own (so they build as iOS sees them, with Foundation as on Apple's platforms), and
/// what they need.
struct LocalPackages {
    private(set) var targets: [PortedPackage.Target] = []
    /// Each package's link in the ported package (`Packages/NAME`) and where it is.
    private(set) var links: [(name: String, folder: URL)] = []
    private(set) var resources: [URL] = []
    private(set) var sources: [URL] = []
    /// The modules its targets make, which the widget's code may import.
    var modules: [String] { targets.map(\.name) }
    private var read: [String: LocalPackage] = [:]

    /// Adds the targets of a package's library product (and what they depend on); returns their names.
    mutating func add(product: String, of folder: URL, notes: inout [PortedPackage.Note]) -> [String] {
        let package: LocalPackage
        do {
            package = try load(folder)
        } catch {
            notes.append(PortedPackage.Note(text: "\(product): \(error.problem); left out"))
            return []
        }
        guard let names = package.targets(ofProduct: product) else {
            notes.append(PortedPackage.Note(text: "\(product): \(folder.path)'s manifest has no such product; left out"))
            return []
        }
        var added: [String] = []
        for name in names { added += add(target: name, of: package, notes: &notes) }
        return added
    }

    private mutating func add(target name: String, of package: LocalPackage, notes: inout [PortedPackage.Note]) -> [String] {
        if targets.contains(where: { $0.name == name }) { return [name] }
        guard let target = package.target(named: name) else { return [] }
        let link = links.first { $0.folder == package.folder }?.name ?? uniqueLink(package.name)
        if !links.contains(where: { $0.folder == package.folder }) { links.append((link, package.folder)) }
        // Placed before its dependencies are added, so a cycle ends here.
        let index = targets.count
        targets.append(PortedPackage.Target(name: name, languageMode: package.languageMode))
        var dependencies: [String] = []
        for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
            if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let other = byName.first as? String {
                if package.target(named: other) != nil {
                    dependencies += add(target: other, of: package, notes: &notes)
                } else if let folder = package.localDependencies.first(where: { $0.names.contains(other) })?.folder {
                    dependencies += add(product: other, of: folder, notes: &notes)
                } else {
                    notes.append(PortedPackage.Note(text: "\(other), which \(package.name)'s \(name) depends on: not a local package; left out"))
                }
            } else if let product = dependency["product"] as? [Any], let productName = product.first as? String {
                let packageName = product.count > 1 ? product[1] as? String : nil
                if let folder = package.localDependencies.first(where: { $0.names.contains(packageName ?? productName) })?.folder {
                    dependencies += add(product: productName, of: folder, notes: &notes)
                } else {
                    notes.append(PortedPackage.Note(text: "\(productName) (\(packageName ?? "a remote package")), which \(package.name)'s \(name) depends on: a remote package, left out; add it to Package.swift if it builds on Linux"))
                }
            }
        }
        let files = package.files(ofTarget: target)
        targets[index].targets = dependencies
        targets[index].files = files.sources.map { "Packages/\(link)/" + PortedPackage.relative($0, to: package.folder) }
        targets[index].kitProducts = PortedPackage.neededKitProducts(files.sources)
        targets[index].hasResources = !files.resources.isEmpty
        resources += files.resources
        sources += files.sources
        return [name]
    }

    private mutating func load(_ folder: URL) throws(PortingError) -> LocalPackage {
        if let package = read[folder.path] { return package }
        let package = try LocalPackage(folder: folder)
        read[folder.path] = package
        return package
    }

    private func uniqueLink(_ name: String) -> String {
        let letters = name.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        var candidate = letters.isEmpty ? "Package" : letters
        var number = 2
        while links.contains(where: { $0.name == candidate }) {
            candidate = "\(letters)\(number)"
            number += 1
        }
        return candidate
    }
}
