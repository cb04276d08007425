import Foundation
import WidgetWire

/// The runtime's policy, read from `runtime.json` in its home.
public struct RuntimeConfiguration: Codable, Sendable, Hashable {
    /// Folders holding bundles, relative to the home unless absolute.
    public var plugins: [String]
    /// Folders searched for a bundle's library when its folder does not hold it (a checkout's
    /// `Plugins/Name/`), relative to the home unless absolute. The folder of the running executable,
    /// where `swift build` puts the libraries, is always searched last.
    public var librarySearchPaths: [String]
    /// Seconds a bundle may take to answer one request before it is treated as failed.
    public var requestTimeout: Double

    public init(plugins: [String] = ["plugins"], librarySearchPaths: [String] = [], requestTimeout: Double = 10) {
        self.plugins = plugins
        self.librarySearchPaths = librarySearchPaths
        self.requestTimeout = requestTimeout
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case plugins, librarySearchPaths, requestTimeout }

    public init(from decoder: any Decoder) throws {
        let defaults = RuntimeConfiguration()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        plugins = try container.decodeIfPresent([String].self, forKey: .plugins) ?? defaults.plugins
        librarySearchPaths = try container.decodeIfPresent([String].self, forKey: .librarySearchPaths)
            ?? defaults.librarySearchPaths
        requestTimeout = try container.decodeIfPresent(Double.self, forKey: .requestTimeout) ?? defaults.requestTimeout
    }

    /// Reads `runtime.json`, refusing unknown fields (a typo would otherwise be silently ignored).
    public static func load(from file: URL) throws(WidgetRuntimeError) -> RuntimeConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, "cannot read the file: \(error.localizedDescription)")
        }
        let known = Set(CodingKeys.allCases.map(\.rawValue))
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let unknown = object.keys.sorted().first(where: { !known.contains($0) })
        {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "unknown field '\(unknown)'",
                fix: "remove it, or use one of: \(known.sorted().joined(separator: ", "))")
        }
        let configuration: RuntimeConfiguration
        do {
            configuration = try JSONDecoder().decode(RuntimeConfiguration.self, from: data)
        } catch {
            throw WidgetRuntimeError(.configurationInvalid, at: file.path, describeDecodingError(error))
        }
        guard configuration.requestTimeout > 0 else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "field 'requestTimeout' must be a number of seconds above 0")
        }
        return configuration
    }
}
