import Foundation
import Testing

/// The module boundaries ARCHITECTURE.md fixes: the host never links WidgetSDK, each plugin links its
/// own, and the host exports no Swift symbols a plugin could bind to.
@Suite(.throttled) struct BoundaryTests {
    private func symbols(_ file: URL, dynamic: Bool) async throws -> String {
        let result = await Fixtures.run(["nm", "--defined-only"] + (dynamic ? ["-D"] : []) + [file.path])
        guard result.status == 0 else { throw FixtureError("nm failed on \(file.path): \(result.error)") }
        return result.output
    }

    @Test func theLauncherContainsNoWidgetSDK() async throws {
        let launcher = try await symbols(try Fixtures.built("widgets"), dynamic: false)
        #expect(launcher.contains("10WidgetWire"), "the check would not see a linked Swift module")
        #expect(!launcher.contains("9WidgetSDK"))
    }

    @Test func eachPluginLinksItsOwnWidgetSDK() async throws {
        for plugin in ["libCounterWidget.so", "libClockWidget.so"] {
            #expect(try await symbols(try Fixtures.built(plugin), dynamic: false).contains("9WidgetSDK"), "\(plugin)")
        }
    }

    @Test func theLauncherExportsNoWidgetWireSymbols() async throws {
        let exported = try await symbols(try Fixtures.built("widgets"), dynamic: true)
        #expect(!exported.contains("WidgetWire"))
        #expect(!exported.contains("widget_bundle_entry"))
    }

    @Test func hostModulesNeverImportTheSDKAndTheSDKNeverImportsTheHost() throws {
        func imports(under folder: String) throws -> [String] {
            let root = Fixtures.repository.appending(path: folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "no sources under \(folder)")
            return try files.flatMap { file in
                try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }.map { "\(file.lastPathComponent): \($0)" }
            }
        }
        for folder in ["Sources/WidgetRuntime", "Sources/widgets", "Sources/widgets-bench"] {
            #expect(try imports(under: folder).filter { $0.contains("WidgetSDK") } == [])
        }
        #expect(try imports(under: "Packages/WidgetSDK/Sources/WidgetSDK").filter { $0.contains("WidgetRuntime") } == [])
    }
}
