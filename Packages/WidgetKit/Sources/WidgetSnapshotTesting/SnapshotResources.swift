import Foundation
import WidgetWire

/// The images a widget's `Image("name")` draws in a snapshot, found where its package keeps them:
/// a file in `Resources/` (`name`, `name.png`, `name.jpg`), or an image set of an asset catalog
/// (`Assets.xcassets/name.imageset`, its largest scale) anywhere in `Resources/` or `Sources/`.
struct SnapshotResources: Sendable {
    /// The package's folder: the nearest one above the test file that has a `Package.swift`.
    let package: URL?
    /// The asset catalogs found in it, once.
    private let catalogs: [URL]

    init(testFile: String) {
        var folder = URL(filePath: testFile).deletingLastPathComponent()
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        package = folder.pathComponents.count > 1 ? folder : nil
        catalogs = package.map { package in
            ["Resources", "Sources"].flatMap { root in
                (FileManager.default.enumerator(at: package.appending(path: root), includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                    .filter { $0.pathExtension == "xcassets" }
            }.sorted { $0.path < $1.path }
        } ?? []
    }

    /// The bytes of the image named `name`, or nil (drawn as a placeholder, as the runtime draws a
    /// missing resource).
    func image(named name: String) -> Data? {
        guard let package, !name.isEmpty, !name.contains("/") else { return nil }
        for file in [name, "\(name).png", "\(name).jpg", "\(name).jpeg"] {
            if let data = FileManager.default.contents(atPath: package.appending(path: "Resources/\(file)").path) { return data }
        }
        for catalog in catalogs {
            let set = catalog.appending(path: "\(name).imageset")
            guard let contents = FileManager.default.contents(atPath: set.appending(path: "Contents.json").path) else { continue }
            for file in ImageSetContents.files(in: contents) {
                if let data = FileManager.default.contents(atPath: set.appending(path: file).path) { return data }
            }
        }
        return nil
    }
}
