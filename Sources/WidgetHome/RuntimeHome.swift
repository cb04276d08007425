import Foundation

/// Where the runtime keeps its policy (`runtime.json`) and state, and where it looks for bundles.
///
/// Chosen, first match wins: an explicit path (`--home`), `WIDGETS_HOME`, the `Runtime/` folder of the
/// checkout the executable was built in, then `$XDG_DATA_HOME/widgets` (`~/.local/share/widgets`).
public struct RuntimeHome: Sendable, Hashable {
    public let root: URL
    public var configuration: RuntimeConfiguration

    /// The file holding the policy; it may be absent, and the defaults apply.
    public var configurationFile: URL { root.appending(path: "runtime.json") }
    /// Runtime state: databases, containers, instances, the control socket.
    public var stateDirectory: URL { root.appending(path: "state") }
    /// The database of every defaults suite.
    public var defaultsDatabase: URL { stateDirectory.appending(path: "defaults.sqlite") }
    /// The socket a running runtime answers on.
    public var controlSocket: URL { stateDirectory.appending(path: "control.sock") }
    /// The folder holding each app group's container.
    public var containersDirectory: URL { stateDirectory.appending(path: "containers") }
    /// A bundle's private folder: its worker's home and temporary files.
    public func privateFolder(of identifier: String) -> URL {
        stateDirectory.appending(path: "bundles").appending(path: identifier, directoryHint: .isDirectory)
    }

    /// The plugin folders, resolved against the home.
    public var pluginFolders: [URL] { configuration.plugins.map(resolve) }

    /// Where libraries are looked for when a bundle's folder does not hold its library.
    public var librarySearchPaths: [URL] {
        configuration.librarySearchPaths.map(resolve) + [Self.executableDirectory]
    }

    /// Opens a home, reading its `runtime.json` when there is one.
    public init(root: URL) throws(WidgetRuntimeError) {
        self.root = root.standardizedFileURL
        let file = self.root.appending(path: "runtime.json")
        configuration = FileManager.default.fileExists(atPath: file.path)
            ? try RuntimeConfiguration.load(from: file) : RuntimeConfiguration()
    }

    /// Finds the home as described above.
    public static func locate(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WidgetRuntimeError) -> RuntimeHome {
        if let explicit { return try RuntimeHome(root: URL(filePath: explicit)) }
        if let path = environment["WIDGETS_HOME"], !path.isEmpty { return try RuntimeHome(root: URL(filePath: path)) }
        if let checkout = checkoutRuntimeFolder() { return try RuntimeHome(root: checkout) }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(path: ".local/share")
        return try RuntimeHome(root: dataHome.appending(path: "widgets"))
    }

    /// The folder of the running executable, where `swift build` puts the bundle libraries too.
    public static let executableDirectory: URL = URL(
        filePath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    ).deletingLastPathComponent()

    /// `Runtime/` of the package checkout the executable was built in, if there is one.
    package static func checkoutRuntimeFolder() -> URL? {
        var folder = executableDirectory
        while folder.pathComponents.count > 1 {
            let runtime = folder.appending(path: "Runtime")
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path),
                FileManager.default.fileExists(atPath: runtime.appending(path: "runtime.json").path)
            {
                return runtime
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// A path from the configuration, made absolute against the home.
    public func resolve(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return expanded.hasPrefix("/") ? URL(filePath: expanded) : root.appending(path: expanded).standardizedFileURL
    }
}
