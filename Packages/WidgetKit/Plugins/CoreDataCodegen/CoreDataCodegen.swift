import Foundation
import PackagePlugin

/// Does what Xcode does with a target's Core Data models, for `import CoreData` here: each
/// `NAME.xcdatamodeld` in the target's folder (or, in a package `widgets port` wrote, in the list of
/// the target's files, ``listedFiles(of:in:)``) becomes `NAME.momd` (the compiled model, a resource:
/// `Bundle.module.url(forResource: "NAME", withExtension: "momd")` and `NSPersistentContainer(name:)`
/// find it) and the classes of its "Class Definition" and "Category/Extension" entities; and every
/// `@NSManaged` property, in those classes or written by hand, gets the getter and setter that
/// Objective-C would answer on Apple's platforms (``AccessorWriter``).
///
/// The work is done while the build is planned, as for `XcodeSources`: files are rewritten only when
/// their text changes, so an unchanged model compiles nothing again.
@main
struct CoreDataCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var written: [String: Data] = [:]
        var declarations: [ManagedDeclaration] = []

        let listed = Self.listedFiles(of: target.name, in: context.package.directoryURL)
        let models = Self.models(in: Self.folder(of: module, in: context.package.directoryURL)) + listed.filter { $0.pathExtension == "xcdatamodeld" }
        for model in models {
            let document: ModelDocument
            do {
                document = try ModelDocument(contentsOf: model)
            } catch {
                Diagnostics.error("\(error)")
                continue
            }
            let compiled = try document.compiled(module: module.moduleName)
            written["\(document.name).momd"] = compiled
            let source = ClassWriter.source(for: document) + ClassWriter.embedded(compiled, name: document.name)
            written["\(document.name)+CoreDataModel.swift"] = Data(source.utf8)
            declarations += ManagedDeclaration.find(in: source, file: "\(document.name).xcdatamodeld")
        }
        for file in module.sourceFiles(withSuffix: "swift").map(\.url) + listed.filter({ $0.pathExtension == "swift" }) {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("@NSManaged") else { continue }
            declarations += ManagedDeclaration.find(in: text, file: file.path)
        }
        if !declarations.isEmpty {
            let accessors = AccessorWriter.source(module: module.moduleName, declarations: declarations)
            for refusal in accessors.refusals { Diagnostics.warning(refusal) }
            written["CoreDataAccessors.swift"] = Data(accessors.source.utf8)
        }

        for (name, data) in written where (try? Data(contentsOf: output.appending(path: name))) != data {
            try data.write(to: output.appending(path: name))
        }
        for stale in try FileManager.default.contentsOfDirectory(atPath: output.path) where written[stale] == nil {
            try FileManager.default.removeItem(at: output.appending(path: stale))
        }
        return [
            .prebuildCommand(
                displayName: "Generating Core Data classes and accessors for \(target.name)", executable: URL(filePath: "/bin/true"),
                arguments: [], outputFilesDirectory: output)
        ]
    }

    /// The target's folder: `Sources/NAME` (or `Source/NAME`, `src/NAME`, `NAME`) when it holds the
    /// target's files, else the folder its source files have in common.
    static func folder(of module: SourceModuleTarget, in package: URL) -> URL {
        let files = module.sourceFiles.map { $0.url.standardizedFileURL.path }
        for candidate in ["Sources", "Source", "src", "srcs", ""] {
            let folder = package.appending(path: candidate).appending(path: module.name).standardizedFileURL
            if !files.isEmpty, files.allSatisfy({ $0.hasPrefix(folder.path + "/") }) { return folder }
        }
        var common = files.first.map { URL(filePath: $0).deletingLastPathComponent().pathComponents } ?? []
        for file in files.dropFirst() {
            let parts = URL(filePath: file).deletingLastPathComponent().pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? package : URL(filePath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    /// The files a target ported from Xcode compiles where they are (`xcode-sources/TARGET.txt`,
    /// which `widgets port` writes, one path a line relative to the package): its models and its
    /// Swift files, whose `@NSManaged` properties need accessors too. None for other packages.
    static func listedFiles(of target: String, in package: URL) -> [URL] {
        guard let list = try? String(contentsOf: package.appending(path: "xcode-sources/\(target).txt"), encoding: .utf8) else { return [] }
        return list.split(separator: "\n").map { package.appending(path: String($0)).resolvingSymlinksInPath() }
    }

    /// The `.xcdatamodeld` folders under the target's folder.
    static func models(in folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walk where url.pathExtension == "xcdatamodeld" {
            found.append(url)
            walk.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }
}
