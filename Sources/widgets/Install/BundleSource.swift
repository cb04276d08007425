import Foundation
import WidgetRuntime

/// Where `widgets install` gets a bundle.
enum BundleSource: Equatable, CustomStringConvertible {
    /// A widget package in a folder of the user's (Package.swift and Info.json): built as `widgets bundle` builds.
    case package(URL)
    /// A bundle folder (Info.json and the library it names, or a declarative bundle).
    case bundle(URL)
    /// A bundle folder packed with tar (`.tar`, `.tar.gz`, `.tgz`, `.tar.xz`, `.widgetbundle.tar.gz`).
    case archive(URL)
    /// A git repository holding a package or a bundle, at a tag, branch or commit (`ADDRESS#REF`).
    case git(String, reference: String?)
    /// A widget of a subscribed catalog, by its id.
    case catalog(String)

    /// Reads SOURCE as the user typed it; `reference` (--ref) applies to a git address.
    static func parse(_ text: String, reference: String? = nil) throws -> BundleSource {
        if GitRepository.isAddress(text) {
            let parts = text.split(separator: "#", maxSplits: 1)
            let fragment = parts.count > 1 ? String(parts[1]) : nil
            if let reference, let fragment, reference != fragment {
                throw WidgetRuntimeError(.installFailed, at: text, "names two references, #\(fragment) and --ref \(reference)", fix: "give one")
            }
            return .git(String(parts[0]), reference: reference ?? fragment)
        }
        let path = URL(filePath: text, relativeTo: URL.currentDirectory()).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) {
            if !isFolder.boolValue {
                guard [".tar", ".tar.gz", ".tgz", ".tar.xz", ".tar.bz2"].contains(where: { path.lastPathComponent.hasSuffix($0) }) else {
                    throw WidgetRuntimeError(.installFailed, at: path.path, "is a file, not a bundle archive", fix: "give a .tar.gz of a NAME.widgetbundle folder, a folder, or a git address")
                }
                return .archive(path)
            }
            if FileManager.default.fileExists(atPath: path.appending(path: "Package.swift").path) { return .package(path) }
            if FileManager.default.fileExists(atPath: path.appending(path: "Info.json").path) { return .bundle(path) }
            throw WidgetRuntimeError(
                .installFailed, at: path.path, "holds neither a widget package (Package.swift) nor a bundle (Info.json)",
                fix: "give a package or bundle folder; for a git repository here, give file://\(path.path)")
        }
        if reference == nil, !text.contains("/"), text.contains(".") { return .catalog(text) }
        throw WidgetRuntimeError(
            .installFailed, at: text, "is no file, folder, git address or catalog id",
            fix: "give a folder, an archive, a git address (https://…, file://…, with #TAG) or the id `widgets search` shows")
    }

    /// Where it came from, as the install record keeps it and `widgets list` shows it.
    var description: String {
        switch self {
        case .package(let folder), .bundle(let folder), .archive(let folder): folder.path
        case .git(let address, _): address
        case .catalog(let id): id
        }
    }
}
