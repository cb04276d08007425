import Foundation

/// Where a project's file references and groups are on disk: each path is relative to its source
/// tree, `<group>` meaning the enclosing group's folder.
struct FilePaths {
    private let graph: ObjectGraph
    private let root: URL
    /// Each group member's group.
    private let parents: [String: String]

    init(graph: ObjectGraph, root: URL) {
        self.graph = graph
        self.root = root
        var parents: [String: String] = [:]
        for (id, object) in graph.objects {
            for child in graph.ids(object["children"]) { parents[child] = id }
        }
        self.parents = parents
    }

    /// The file or folder an object (file reference, group, variant group, synchronized folder) stands for.
    func url(of id: String) -> URL? {
        guard let object = graph.objects[id] else { return nil }
        let path = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
            return path.map { URL(filePath: $0).standardizedFileURL }
        case "SOURCE_ROOT":
            return path.map { root.appending(path: $0).standardizedFileURL } ?? root
        case "<group>":
            let base = parents[id].flatMap(url(of:)) ?? root
            return path.map { base.appending(path: $0).standardizedFileURL } ?? base
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: built or Apple's, not the project's files.
            return nil
        }
    }

    /// The files a build file stands for: a file reference's, or every variant of a variant group
    /// (`Localizable.strings` in each `.lproj`).
    func files(ofBuildFile id: String) -> [URL] {
        guard let reference = graph.objects[id]?["fileRef"] as? String, let object = graph.objects[reference] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return graph.ids(object["children"]).compactMap(url(of:))
        }
        return url(of: reference).map { [$0] } ?? []
    }
}
