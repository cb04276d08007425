import Foundation
import Testing
import WidgetTesting

/// Apple's other frameworks of Packages/WidgetKit, used as an app's shared code uses them:
/// Tests/Fixtures/FrameworkUsage built, and its checks run (CryptoKit's digests, the keychain across
/// two processes and its file's mode, NWPathMonitor on this machine's interfaces, UTType, the
/// soft failures of UserNotifications, StoreKit, WeatherKit and the rest).
@Suite struct FrameworkTests {
    /// Runs the fixture's checks with its data home in a new folder.
    static func runChecks(_ arguments: [String] = []) async throws -> (status: Int32, output: String, home: URL) {
        let executable = try await Fixtures.frameworkUsage()
        let home = try TemporaryFolders.make("widgets-frameworks")
        let result = await Fixtures.run(
            [executable.path] + arguments,
            environment: ["HOME": home.path, "XDG_DATA_HOME": home.appending(path: "data").path, "XDG_CONFIG_HOME": home.appending(path: "config").path])
        return (result.status, result.output + result.error, home)
    }

    @Test func sharedCodeRunsAsOnApplesPlatforms() async throws {
        let run = try await Self.runChecks()
        defer { try? FileManager.default.removeItem(at: run.home) }
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("all checks passed"), "\(run.output)")
    }

    @Test func keychainIsAFileOfItsOwnerOnly() async throws {
        let run = try await Self.runChecks()
        defer { try? FileManager.default.removeItem(at: run.home) }
        let file = run.home.appending(path: "data/widgets/keychain/FrameworkUsage")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let list = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [[String: Any]]
        #expect(list?.contains { $0["svce"] as? String == "com.example.token" && $0["acct"] as? String == "second" } == true)
    }

    @Test func keyValueStoreIsALocalFile() async throws {
        let run = try await Self.runChecks()
        defer { try? FileManager.default.removeItem(at: run.home) }
        let file = run.home.appending(path: "config/FrameworkUsage.ubiquitous-key-value-store.plist")
        let values = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        #expect(values?["favoriteCity"] as? String == "Lisbon", "\(values ?? [:])")
        #expect(run.output.contains("NSUbiquitousKeyValueStore: there is no iCloud here"), "\(run.output)")
    }

    @Test func unavailableAPIsSayWhatIsMissingOnce() async throws {
        let run = try await Self.runChecks()
        defer { try? FileManager.default.removeItem(at: run.home) }
        let lines = run.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("Network: NWConnection is not on Linux") }.count == 1, "\(run.output)")
        #expect(lines.filter { $0.hasPrefix("UserNotifications: notifications are not shown on Linux") }.count == 1, "\(run.output)")
    }
}
