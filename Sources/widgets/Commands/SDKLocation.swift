import Foundation
import WidgetRuntime

/// Where the WidgetSDK package is, for packages `widgets new` makes.
enum SDKLocation {
    static func find(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let given = explicit ?? environment["WIDGETS_SDK"].flatMap { $0.isEmpty ? nil : $0 }
        if let given {
            let folder = URL(filePath: given, relativeTo: URL.currentDirectory()).standardizedFileURL
            guard isSDK(folder) else {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: folder.path, "is not the WidgetSDK package (it has no Package.swift naming WidgetSDK)",
                    fix: "give the Packages/WidgetSDK folder of a widgets checkout")
            }
            return folder
        }
        // The checkout this executable was built in: from where it runs, or, once installed elsewhere,
        // from where its sources were.
        let candidates = ancestors(of: RuntimeHome.executableDirectory) + ancestors(of: URL(filePath: #filePath))
        if let checkout = candidates.first(where: { isSDK($0.appending(path: "Packages/WidgetSDK")) }) {
            return checkout.appending(path: "Packages/WidgetSDK")
        }
        throw WidgetRuntimeError(
            .configurationInvalid, at: "WidgetSDK", "cannot find the WidgetSDK package",
            fix: "pass --sdk PATH (or set WIDGETS_SDK) to the Packages/WidgetSDK folder of a widgets checkout")
    }

    private static func ancestors(of url: URL) -> [URL] {
        var folders: [URL] = []
        var folder = url.standardizedFileURL
        while folder.pathComponents.count > 1 {
            folders.append(folder)
            folder.deleteLastPathComponent()
        }
        return folders
    }

    private static func isSDK(_ folder: URL) -> Bool {
        guard let manifest = try? String(contentsOf: folder.appending(path: "Package.swift"), encoding: .utf8) else { return false }
        return manifest.contains(#"name: "WidgetSDK""#)
    }
}
