import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Loading a bundle whose manifest and library are unchanged runs none of its code until a request
/// needs it; any change describes it again.
@Suite(.throttled) struct DescriptionCacheTests {
    let scratch: Scratch
    let bundleFolder: URL

    init() throws {
        scratch = try Scratch()
        bundleFolder = try scratch.bundle("Clock", identifier: "com.example.cached", library: try Fixtures.built("libClockWidget.so"))
    }

    private var cacheFile: URL { scratch.root.appending(path: "state/descriptions.json") }

    @Test func aSecondLoadStartsNoLibraryUntilARequestNeedsIt() async throws {
        let first = try await scratch.load()
        #expect(first.bundles.map(\.isStarted) == [true])
        #expect(FileManager.default.fileExists(atPath: cacheFile.path))

        let second = try await scratch.load()
        let bundle = try #require(second.bundles.first)
        #expect(!bundle.isStarted)
        #expect(bundle.description == first.bundles[0].description)
        let entry = try await bundle.snapshot(kind: "Clock", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains("Clock"))
        #expect(bundle.isStarted)
    }

    @Test func aRebuiltLibraryIsDescribedAgain() async throws {
        _ = try await scratch.load()
        let library = bundleFolder.appending(path: "libClockWidget.so")
        try FileManager.default.removeItem(at: library)
        try FileManager.default.copyItem(at: try Fixtures.built("libClockWidget.so"), to: library)
        let report = try await scratch.load()
        #expect(report.bundles.map(\.isStarted) == [true])
    }

    @Test func aChangedManifestIsDescribedAgain() async throws {
        _ = try await scratch.load()
        let manifest = #"{"identifier": "com.example.cached", "name": "Clock", "version": "2.0.0", "abiVersion": 1, "library": "libClockWidget.so"}"#
        try Data(manifest.utf8).write(to: bundleFolder.appending(path: "Info.json"))
        let report = try await scratch.load()
        #expect(report.bundles.map(\.manifest.version) == ["2.0.0"])
        #expect(report.bundles.map(\.isStarted) == [true])
    }

    /// A widget's code may need its group's container to describe itself (WidgetExamples' Core Data
    /// provider force-unwraps it): a grant given or taken describes the bundle again.
    @Test func aGrantGivenOrTakenIsDescribedAgain() async throws {
        let manifest = #"{"identifier": "com.example.cached", "name": "Clock", "version": "1.0.0", "abiVersion": 1, "library": "libClockWidget.so", "entitlements": {"appGroups": ["group.example.cached"]}}"#
        try Data(manifest.utf8).write(to: bundleFolder.appending(path: "Info.json"))
        _ = try await scratch.load()
        #expect(try await scratch.load().bundles.map(\.isStarted) == [false])
        let grants = AppGroupGrants(home: try scratch.home())
        _ = try grants.grant("group.example.cached", to: "com.example.cached")
        #expect(try await scratch.load().bundles.map(\.isStarted) == [true])
        #expect(try await scratch.load().bundles.map(\.isStarted) == [false])
        _ = try grants.revoke("group.example.cached", from: "com.example.cached")
        #expect(try await scratch.load().bundles.map(\.isStarted) == [true])
    }

    @Test func aCorruptCacheIsIgnoredAndRewritten() async throws {
        try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: cacheFile)
        let report = try await scratch.load()
        #expect(report.refusals.isEmpty)
        #expect(report.bundles.map(\.isStarted) == [true])
        let rewritten = try JSON(parsing: try Data(contentsOf: cacheFile))
        #expect(rewritten["bundles"]?["com.example.cached"]?["description"] != nil)
    }

    @Test func aBundleThatFailsIsRememberedWithItsFailure() async throws {
        try scratch.bundle("NoMain", identifier: "com.example.nomain",
                           library: try await Fixtures.thirdPartyLibraries().appending(path: "libNoMainWidgets.so"))
        let first = try await scratch.load()
        let cached = try JSON(parsing: try Data(contentsOf: cacheFile))
        #expect(cached["bundles"]?["com.example.nomain"]?["failure"]?["code"] == .string("pluginFailed"))
        #expect(cached["bundles"]?["com.example.nomain"]?["description"] == nil)
        let second = try await scratch.load()
        #expect(second.refusals.map(\.code) == [.pluginFailed])
        #expect(second.refusals == first.refusals.filter { $0.code == .pluginFailed })
        #expect(second.refusals.first?.fix?.contains("described again once its library or Info.json changes") == true)
    }
}
