import Foundation
import Testing
@testable import WidgetPorting

/// Apple's other frameworks that Packages/WidgetKit has stand-ins for, as a port sees them.
@Suite struct FrameworkProductsTests {
    static func file(_ text: String, in folder: TemporaryFolder) throws -> URL {
        let file = folder.url.appending(path: "Shared.swift")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func aPortDependsOnTheFrameworksItsFilesImport() throws {
        let folder = try TemporaryFolder()
        let file = try Self.file("import WidgetKit\nimport CryptoKit\n@preconcurrency import Security\nimport HealthKit\n", in: folder)
        #expect(PortedPackage.neededKitProducts([file]) == ["WidgetKit", "CryptoKit", "Security"])
    }

    @Test func theReportSaysWhatEachDoesHereAndThatTheKeyValueStoreDoesNotSync() throws {
        let folder = try TemporaryFolder()
        let file = try Self.file("import StoreKit\nlet store = NSUbiquitousKeyValueStore.default\n", in: folder)
        let notes = PortedPackage.frameworkNotes([file]).map(\.text)
        #expect(notes == [
            "import StoreKit: builds; there is no App Store: no products, purchases or entitlements",
            "NSUbiquitousKeyValueStore: a local store, kept on this machine; nothing syncs through iCloud",
        ])
    }

    @Test func theirImportsNeedNoEditButHealthKitStillDoes() throws {
        let folder = try TemporaryFolder()
        _ = try Self.file("import MapKit\nimport WeatherKit\nimport UniformTypeIdentifiers\nimport HealthKit\n", in: folder)
        let findings = try PortingCheck(package: folder.url).findings()
        #expect(findings.map(\.line) == [4], "\(findings)")
    }

    @Test func everyProductIsOneOfWidgetKitsPackage() throws {
        let manifest = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Packages/WidgetKit")
        let available = PortedPackage.availableKitProducts(manifest)
        #expect(PortedPackage.frameworkProducts.subtracting(available).isEmpty, "\(PortedPackage.frameworkProducts.subtracting(available))")
    }
}
