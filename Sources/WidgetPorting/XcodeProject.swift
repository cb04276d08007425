import Foundation

/// An Xcode project, read from its `project.pbxproj` (an old-style property list, which Foundation's
/// `PropertyListSerialization` reads): its targets with the files each compiles and bundles, found
/// through groups, file references and their source trees, and Xcode 16's synchronized folders with
/// their exception sets.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public let file: URL
    /// The folder paths are relative to (`$(SRCROOT)`): the one holding the `.xcodeproj`, unless the
    /// project names another.
    public let root: URL
    public let targets: [XcodeTarget]

    /// Reads the project at `file`, a `.xcodeproj` folder.
    public init(contentsOf file: URL) throws(PortingError) {
        let pbxproj = file.appending(path: "project.pbxproj")
        guard let data = FileManager.default.contents(atPath: pbxproj.path) else {
            throw PortingError("\(pbxproj.path): cannot read the project file", fix: "check that PATH is an Xcode project (a folder ending in .xcodeproj)")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw PortingError("\(pbxproj.path): not a property list Xcode wrote (\(error.localizedDescription))", fix: "open and save the project in Xcode, or check out the file again")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
            let rootID = top["rootObject"] as? String
        else { throw PortingError("\(pbxproj.path): has no objects or root object", fix: "check out the project file again") }
        let graph = ObjectGraph(objects: objects.compactMapValues { $0 as? [String: Any] }, file: pbxproj)
        let project = try graph.object(rootID)
        self.file = file
        let projectFolder = file.deletingLastPathComponent()
        let root = (project["projectDirPath"] as? String).flatMap { $0.isEmpty ? nil : projectFolder.appending(path: $0) } ?? projectFolder
        self.root = root
        let paths = FilePaths(graph: graph, root: root)
        let projectSettings = graph.settings(list: project["buildConfigurationList"] as? String, paths: paths)
        let packages = graph.packages(project: project, root: root)
        var targets: [XcodeTarget] = []
        for id in graph.ids(project["targets"]) {
            targets.append(try XcodeTarget(id: id, graph: graph, paths: paths, projectSettings: projectSettings, packages: packages))
        }
        self.targets = targets
    }

    /// A folder of widget sources taken as one widget extension's target: every Swift file, intent
    /// definition, asset catalog and translation in it (a package's manifest and build folders left out).
    public init(folderOfSources folder: URL) {
        file = folder
        root = folder
        targets = [XcodeTarget(folderOfSources: folder)]
    }

    /// The projects at `path`: the project itself, those a workspace names, or those in a folder
    /// (and its subfolders, but not dependency managers' or build folders).
    public static func projects(at path: URL) throws(PortingError) -> [URL] {
        switch path.pathExtension {
        case "xcodeproj": return [path]
        case "xcworkspace": return workspaceProjects(path)
        default: break
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortingError("\(path.path): no such folder", fix: "give the folder that holds the .xcodeproj, or the project itself")
        }
        let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "build", ".build", "node_modules"]
        var found: [URL] = []
        var workspaces: [URL] = []
        let walker = FileManager.default.enumerator(at: path, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        while let item = walker?.nextObject() as? URL {
            let name = item.lastPathComponent
            if name.hasPrefix(".") || skipped.contains(name) || walker!.level > 4 {
                walker?.skipDescendants()
            } else if item.pathExtension == "xcodeproj" {
                found.append(item.standardizedFileURL)
                walker?.skipDescendants()
            } else if item.pathExtension == "xcworkspace" {
                workspaces.append(item)
                walker?.skipDescendants()
            }
        }
        // A workspace may name projects outside the folder's tree.
        for project in workspaces.flatMap(workspaceProjects) where !found.contains(project) { found.append(project) }
        var seen = Set<String>()
        return found.filter { seen.insert($0.resolvingSymlinksInPath().path).inserted }.sorted { $0.path < $1.path }
    }

    /// The projects a workspace's `contents.xcworkspacedata` names (`group:App.xcodeproj`) that are
    /// there (a CocoaPods workspace names a Pods project that is not committed).
    static func workspaceProjects(_ workspace: URL) -> [URL] {
        guard let text = SourceText.read(workspace.appending(path: "contents.xcworkspacedata")) else { return [] }
        return text.matches(of: /location\s*=\s*"(group|container|absolute|self):([^"]*\.xcodeproj)"/).map { match in
            let path = String(match.output.2)
            return (match.output.1 == "absolute" ? URL(filePath: path) : workspace.deletingLastPathComponent().appending(path: path)).standardizedFileURL
        }.filter { FileManager.default.fileExists(atPath: $0.appending(path: "project.pbxproj").path) }
    }
}

/// The objects of a project file by their identifiers.
struct ObjectGraph {
    let objects: [String: [String: Any]]
    let file: URL

    func object(_ id: String) throws(PortingError) -> [String: Any] {
        guard let object = objects[id] else {
            throw PortingError("\(file.path): names object \(id), which it does not hold", fix: "open and save the project in Xcode")
        }
        return object
    }

    func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }

    /// A configuration list's settings: its default configuration's, else Release's, else the first's,
    /// over those of the `.xcconfig` file it is based on.
    func settings(list: String?, paths: FilePaths) -> [String: String] {
        guard let list = list.flatMap({ objects[$0] }) else { return [:] }
        let configurations = ids(list["buildConfigurations"]).compactMap { objects[$0] }
        let preferred = (list["defaultConfigurationName"] as? String) ?? "Release"
        let chosen = configurations.first { $0["name"] as? String == preferred }
            ?? configurations.first { $0["name"] as? String == "Release" } ?? configurations.first
        var settings: [String: String] = [:]
        // The base file: a file reference, or (Xcode 16) a path in a synchronized folder.
        let base = (chosen?["baseConfigurationReference"] as? String).flatMap(paths.url(of:))
            ?? (chosen?["baseConfigurationReferenceAnchor"] as? String).flatMap(paths.url(of:)).flatMap { folder in
                (chosen?["baseConfigurationReferenceRelativePath"] as? String).map { folder.appending(path: $0) }
            }
        if let base { settings = BuildConfigurationFile.settings(of: base) }
        for (key, value) in chosen?["buildSettings"] as? [String: Any] ?? [:] {
            let text = (value as? String) ?? (value as? [String])?.joined(separator: " ")
            guard let text else { continue }
            settings[key] = text.replacingOccurrences(of: "$(inherited)", with: settings[key] ?? "").trimmingCharacters(in: .whitespaces)
        }
        return settings
    }

    /// The Swift packages a project references, by reference identifier.
    func packages(project: [String: Any], root: URL) -> [String: XcodeTarget.Package] {
        var packages: [String: XcodeTarget.Package] = [:]
        for id in ids(project["packageReferences"]) {
            guard let reference = objects[id] else { continue }
            switch reference["isa"] as? String {
            case "XCLocalSwiftPackageReference":
                if let path = reference["relativePath"] as? String { packages[id] = .local(root.appending(path: path).standardizedFileURL) }
            case "XCRemoteSwiftPackageReference":
                guard let url = reference["repositoryURL"] as? String else { continue }
                packages[id] = .remote(url: url, requirement: RemotePackage.Requirement(reference["requirement"] as? [String: Any] ?? [:]))
            default: continue
            }
        }
        return packages
    }
}
