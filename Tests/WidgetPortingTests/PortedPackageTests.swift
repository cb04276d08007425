import Foundation
import Testing
@testable import WidgetPorting

/// The package `widgets port --out` writes: the project's files where they are, its bundle's manifest
/// from the Info.plist and entitlements, its resources linked.
@Suite struct PortedPackageTests {
    static let widgetKit = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Packages/WidgetKit")

    @Test func aPackageListsTheTargetsFilesWhereTheyAre() throws {
        let out = try TemporaryFolder()
        let widget = try #require(try XcodeProjectTests.widgets("Covid19Stats/Part3-Completed").only)
        let (package, notes, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        #expect(package.lastPathComponent == "Covid19StatsWidgetExtension")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: package.appending(path: "Project").path)
        #expect(link == widget.project.root.path(percentEncoded: false).trimmingSuffix("/"))
        let lines = try String(contentsOf: package.appending(path: "xcode-sources/Covid19StatsWidgetExtension.txt"), encoding: .utf8).split(separator: "\n")
        // Its catalog's asset symbols are generated (Xcode's default), without their extensions of
        // `Color` and the others, which the project does not ask for.
        #expect(lines.contains("asset catalog: Project/Covid19StatsWidget/Assets.xcassets") && !lines.contains("asset symbol extensions"), "\(lines)")
        let listed = lines.filter { !$0.hasPrefix("asset catalog: ") }
        #expect(listed.count == widget.target.sources.count + 1)
        #expect(listed.contains("Project/Shared/Chart Views/Covid19Stats.intentdefinition"))
        for path in listed { #expect(FileManager.default.fileExists(atPath: package.appending(path: String(path)).path), "\(path)") }

        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(Self.widgetKit.path)\")"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)") && manifest.contains("\"XcodeSources\"") && manifest.contains("\"FoundationImports\""))
        #expect(manifest.contains(".product(name: \"Intents\", package: \"WidgetKit\")"))
        // Its `@main` is compiled as Covid19StatsWidgetExtension_main, which the library's `main` calls.
        #expect(manifest.contains("\"-entry-point-function-name\", \"-Xfrontend\", \"Covid19StatsWidgetExtension_main\""))
        #expect(manifest.contains("targets: [\"Covid19StatsWidgetExtension\", \"Covid19StatsWidgetExtensionEntry\"]"))
        let entry = try String(contentsOf: package.appending(path: "Sources/Covid19StatsWidgetExtensionEntry/entry.c"), encoding: .utf8)
        #expect(entry.contains("int main(int argc, char **argv) { return Covid19StatsWidgetExtension_main(argc, argv); }"))

        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: package.appending(path: "Info.json"))) as? [String: Any]
        #expect(info?["identifier"] as? String == "com.alfianlosari.Covid19Stat.Covid19StatsWidget")
        #expect(info?["library"] as? String == "libCovid19StatsWidgetExtension.so")
        let entitlements = info?["entitlements"] as? [String: Any]
        #expect(entitlements?["appGroups"] as? [String] == ["group.alfianlosari.covid19stats"] && entitlements?["network"] as? Bool == true)
        #expect(notes.contains { $0.text.contains("group.alfianlosari.covid19stats") })

        let catalog = package.appending(path: "Resources/Assets.xcassets")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: catalog.path).hasSuffix("Covid19StatsWidget/Assets.xcassets"))

        // Ported again, it is replaced; a folder the port did not write is left alone.
        _ = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        let other = out.url.appending(path: "Mine")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: other.appending(path: "notes.txt"))
        let error = #expect(throws: PortingError.self) {
            try PortedPackage(widget: widget, widgetKit: Self.widgetKit, name: "Mine").write(into: out.url)
        }
        #expect(error?.problem.contains("was not written by `widgets port`") == true)
        #expect(FileManager.default.fileExists(atPath: other.appending(path: "notes.txt").path))
    }

    /// A project that asks for asset symbol extensions (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS
    /// = YES`) has them generated from its target's catalogs; one that turns symbols off has none.
    @Test func theTargetsCatalogsAreListedForTheirAssetSymbols() throws {
        let out = try TemporaryFolder()
        let widget = try #require(try XcodeProjectTests.widgets("RepoWatcher").only)
        let (package, _, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        let list = package.appending(path: "xcode-sources/RepoWatcherWidgetExtension.txt")
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
        #expect(lines.suffix(2) == ["asset catalog: Project/RepoWatcherWidget/Assets.xcassets", "asset symbol extensions"], "\(lines)")

        let copy = out.url.appending(path: "RepoWatcher")
        try FileManager.default.copyItem(at: XcodeProjectTests.fixtures.appending(path: "RepoWatcher"), to: copy)
        let file = copy.appending(path: "GitHubRepoWatcher.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "buildSettings = {", with: "buildSettings = {\n\t\t\t\tASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;").utf8).write(to: file)
        let off = try #require(WidgetExtension.all(in: try XcodeProject(contentsOf: copy.appending(path: "GitHubRepoWatcher.xcodeproj"))).only)
        let (again, _, _) = try PortedPackage(widget: off, widgetKit: Self.widgetKit, name: "Off").write(into: out.url)
        let listed = try String(contentsOf: again.appending(path: "xcode-sources/RepoWatcherWidgetExtension.txt"), encoding: .utf8)
        #expect(listed.contains("RepoWatcherWidget/Widgets/SingleRepoWidget.swift") && !listed.contains("asset catalog: ") && !listed.contains("asset symbol extensions"), "\(listed)")
    }

    /// A Core Data model in the widget target's Sources phase is listed with its files and compiled by
    /// the CoreDataCodegen plugin, with the CoreData product, as Xcode compiles it.
    @Test func aCoreDataModelOfTheTargetIsCompiledByCoreDataCodegen() throws {
        let out = try TemporaryFolder()
        let widget = try #require(try XcodeProjectTests.widgets("Jotter").only)
        #expect(widget.target.dataModels.map(\.lastPathComponent) == ["Jotter.xcdatamodeld"])
        let (package, notes, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        let listed = try String(contentsOf: package.appending(path: "xcode-sources/JotterWidgetExtension.txt"), encoding: .utf8).split(separator: "\n")
        #expect(listed.contains("Project/Shared/Jotter.xcdatamodeld") && listed.contains("Project/Shared/PersistenceController.swift"), "\(listed)")
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".product(name: \"CoreData\", package: \"WidgetKit\")"))
        #expect(manifest.contains(".plugin(name: \"CoreDataCodegen\", package: \"WidgetKit\")"))
        #expect(notes.contains { $0.text.contains("Shared/Jotter.xcdatamodeld: a Core Data model") }, "\(notes)")
    }

    /// An asset catalog in the Sources phase is a resource as in the Resources phase; a colour the
    /// code names that no catalog has is a warning at its file and line, one the catalog has is not.
    @Test func aCatalogInTheSourcesPhaseIsAResourceAndAMissingColourIsNamed() throws {
        let out = try TemporaryFolder()
        let widget = try #require(try XcodeProjectTests.widgets("Jotter").only)
        #expect(widget.target.resources.map(\.lastPathComponent) == ["Assets.xcassets"])
        let (package, notes, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: package.appending(path: "Resources/Assets.xcassets").path).hasSuffix("JotterWidget/Assets.xcassets"))
        let warnings = notes.map(\.text).filter { $0.contains("warning: colour") }
        #expect(warnings == [
            "JotterWidget/JotterWidget.swift:50: warning: colour 'NoteInk' (Color(\"NoteInk\"…) is not in Assets.xcassets; add a colour set named NoteInk to the widget's catalog in Xcode"
        ], "\(notes)")
        let code = "let a = UIColor(named: \"Brand\")\n// Color(\"Commented\")\nlet b = Color(\"WidgetBackground\")\n"
        let file = out.url.appending(path: "Colours.swift")
        try Data(code.utf8).write(to: file)
        let named = CatalogColors.missing(in: [file], resources: widget.target.resources, relativeTo: out.url).map(\.text)
        #expect(named.count == 1 && named[0].hasPrefix("Colours.swift:1: warning: colour 'Brand'"), "\(named)")
    }

    /// Each remote package the widget target links is in Package.swift by its URL and Xcode's version
    /// rule, with the products the target uses; a checkout given for one replaces its URL.
    @Test func remotePackagesAreDeclaredWithTheirVersionRules() throws {
        let out = try TemporaryFolder()
        let widget = try #require(try XcodeProjectTests.widgets("Tides").only)
        var (package, _, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        var manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://github.com/apple/swift-collections.git\", from: \"1.0.0\")"), "\(manifest)")
        #expect(manifest.contains(".package(url: \"https://git.example.invalid/tides/TideMath.git\", exact: \"2.1.0\")"))
        #expect(manifest.contains(".product(name: \"OrderedCollections\", package: \"swift-collections\")"))
        #expect(manifest.contains(".product(name: \"TideMath\", package: \"TideMath\")"))

        let checkout = XcodeProjectTests.fixtures.appending(path: "Tides/Checkouts/TideMath")
        (package, _, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit, checkouts: ["tidemath": checkout]).write(into: out.url)
        manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(checkout.path)\")") && !manifest.contains("example.invalid"), "\(manifest)")
        #expect(manifest.contains(".product(name: \"TideMath\", package: \"TideMath\")"))
    }

    /// A product the target links in its Frameworks phase alone (Xcode left it out of the target's
    /// package product dependencies, as a real project has it) is the package's product all the same,
    /// when the target's code imports it.
    @Test func aPackageProductInTheFrameworksPhaseAloneIsLinked() throws {
        let folder = try TemporaryFolder()
        let project = folder.url.appending(path: "Tides")
        try FileManager.default.copyItem(at: XcodeProjectTests.fixtures.appending(path: "Tides"), to: project)
        let file = project.appending(path: "Tides.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        let trimmed = text.replacingOccurrences(of: "\t\t\t\tBC0000000000000000000002 /* TideMath */,\n", with: "")
        try #require(trimmed != text)
        try Data(trimmed.utf8).write(to: file)
        let widget = try #require(try XcodeProject.projects(at: project).flatMap { WidgetExtension.all(in: try XcodeProject(contentsOf: $0)) }.only)
        #expect(widget.target.packageProducts.map(\.name) == ["OrderedCollections", "TideMath"])
        let (package, _, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: folder.url.appending(path: "out"))
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".product(name: \"TideMath\", package: \"TideMath\")"), "\(manifest)")

        // Named in both, by two objects of the same product (as Xcode leaves one per target), it is one product.
        let twice = text.replacingOccurrences(of: "productRef = BC0000000000000000000002", with: "productRef = BC0000000000000000000009")
            .replacingOccurrences(of: "/* End XCSwiftPackageProductDependency section */", with: """
                BC0000000000000000000009 = {isa = XCSwiftPackageProductDependency; package = BB0000000000000000000002; productName = TideMath; };
                /* End XCSwiftPackageProductDependency section */
                """)
        try Data(twice.utf8).write(to: file)
        let again = try #require(try XcodeProject.projects(at: project).flatMap { WidgetExtension.all(in: try XcodeProject(contentsOf: $0)) }.only)
        #expect(again.target.packageProducts.map(\.name) == ["OrderedCollections", "TideMath"])

        // Left in that phase alone and imported by no file of the target, it is not linked (nor fetched).
        try Data(trimmed.utf8).write(to: file)
        let source = project.appending(path: "TidesWidget/TidesWidget.swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        try #require(code.contains("import TideMath\n"))
        try Data(code.replacingOccurrences(of: "import TideMath\n", with: "").utf8).write(to: source)
        let unused = try #require(try XcodeProject.projects(at: project).flatMap { WidgetExtension.all(in: try XcodeProject(contentsOf: $0)) }.only)
        #expect(unused.target.packageProducts.map(\.name) == ["OrderedCollections"])
    }

    /// Xcode's six version rules, as SwiftPM writes each.
    @Test(arguments: [
        (["kind": "upToNextMajorVersion", "minimumVersion": "1.2.0"], "from: \"1.2.0\""),
        (["kind": "upToNextMinorVersion", "minimumVersion": "1.2.0"], ".upToNextMinor(from: \"1.2.0\")"),
        (["kind": "exactVersion", "version": "1.2.3"], "exact: \"1.2.3\""),
        (["kind": "versionRange", "minimumVersion": "1.0.0", "maximumVersion": "3.0.0"], "\"1.0.0\"..<\"3.0.0\""),
        (["kind": "branch", "branch": "main"], "branch: \"main\""),
        (["kind": "revision", "revision": "8d0b9c1"], "revision: \"8d0b9c1\""),
    ])
    func versionRulesMapToSwiftPMs(_ fields: [String: String], _ arguments: String) throws {
        let requirement = try #require(RemotePackage.Requirement(fields))
        #expect(requirement.manifestArguments == arguments)
        #expect(RemotePackage.Requirement(["kind": "branch"]) == nil)
    }

    /// A package from a host that does not exist is named as unfetchable at once (git's own words),
    /// one from the machine's git mirror is not.
    @Test func aRemotePackageThatCannotBeFetchedSaysWhy() throws {
        let missing = RemotePackage(url: "https://git.example.invalid/tides/TideMath.git", requirement: .exact("2.1.0"))
        let reason = try #require(missing.unreachable(timeout: 20))
        #expect(reason.contains("example.invalid"), "\(reason)")
        #expect(RemotePackage(url: "https://github.com/apple/swift-collections.git", requirement: .upToNextMajor("1.0.0")).unreachable() == nil)
    }

    /// A Podfile's pods for the widget's target: its own, and its parents' unless it inherits only
    /// their search paths.
    @Test func cocoaPodsOfTheWidgetTargetAreNamed() throws {
        let found = try #require(CocoaPods.pods(of: "TidesWidgetExtension", near: XcodeProjectTests.fixtures.appending(path: "Tides")))
        #expect(found.pods == ["Charts"])
        #expect(CocoaPods.pods(of: "Tides", in: try String(contentsOf: found.podfile, encoding: .utf8)) == ["SwiftLint"])
        #expect(CocoaPods.pods(of: "Widget", in: "pod 'Kingfisher'\ntarget 'Widget' do\n  pod 'SnapKit'\nend\n") == ["SnapKit", "Kingfisher"])
    }

    /// A resource whose file is outside the project (here its catalog, a link to a folder elsewhere) is
    /// not linked into the package, so no bundle copies it; the report names it.
    @Test func aResourceOutsideTheProjectIsNotLinked() throws {
        let scratch = try TemporaryFolder()
        let project = scratch.url.appending(path: "Project")
        try FileManager.default.copyItem(at: XcodeProjectTests.fixtures.appending(path: "Covid19Stats/Part3-Completed"), to: project)
        let catalog = project.appending(path: "Covid19StatsWidget/Assets.xcassets")
        let outside = scratch.url.appending(path: "outside/Assets.xcassets")
        try FileManager.default.createDirectory(at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: catalog, to: outside)
        try FileManager.default.createSymbolicLink(atPath: catalog.path, withDestinationPath: outside.path)

        let widget = try #require(try XcodeProject.projects(at: project).flatMap { WidgetExtension.all(in: try XcodeProject(contentsOf: $0)) }.only)
        let out = scratch.url.appending(path: "out")
        let (package, notes, _) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out)
        #expect(!FileManager.default.fileExists(atPath: package.appending(path: "Resources/Assets.xcassets").path))
        #expect(notes.contains { $0.text.contains("Assets.xcassets: a resource outside the project's folder") }, "\(notes)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: package.appending(path: "Project").path)
        #expect(link == project.path, "the project's folder is not widened to reach it")
    }

    /// A local package the project adds as a folder (no package reference in the project file) is
    /// found by the product its manifest declares, and its targets, with the local packages they
    /// depend on, are compiled in the ported package from where they are.
    @Test func theAppsLocalPackagesAreCompiledBesideTheWidget() throws {
        let out = try TemporaryFolder()
        let widget = try #require(try XcodeProjectTests.widgets("TubeStatus").only)
        #expect(widget.target.packageProducts.map(\.name) == ["UndergroundStatus"])
        let (package, notes, modules) = try PortedPackage(widget: widget, widgetKit: Self.widgetKit).write(into: out.url)
        #expect(modules == ["UndergroundStatus", "BaseUI", "TFLAPI"])
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        let targets = manifest.matches(of: /\.target\(\s*name: "([A-Za-z_]+)"/).map { String($0.output.1) }
        #expect(targets == ["iOS_Widget", "UndergroundStatus", "BaseUI", "TFLAPI", "iOS_WidgetEntry"], "\(manifest)")
        #expect(manifest.contains(#"dependencies: ["UndergroundStatus", .product(name: "WidgetKit""#))
        #expect(manifest.contains(#"dependencies: ["BaseUI", "TFLAPI", .product(name: "WidgetKit""#))
        let listed = try String(contentsOf: package.appending(path: "xcode-sources/TFLAPI.txt"), encoding: .utf8).split(separator: "\n")
        #expect(!listed.isEmpty && listed.allSatisfy { $0.hasPrefix("Packages/TFLAPI/Sources/TFLAPI/") && $0.hasSuffix(".swift") })
        for path in listed { #expect(FileManager.default.fileExists(atPath: package.appending(path: String(path)).path), "\(path)") }
        // BaseUI's resources (an asset catalog its code reads with `bundle: .module`) are the bundle's.
        let baseUI = try String(contentsOf: package.appending(path: "Sources/BaseUI/XcodeTarget.swift"), encoding: .utf8)
        #expect(baseUI.contains("static let module = Bundle.main"))
        #expect(!notes.contains { $0.text.contains("left out") }, "\(notes)")
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

/// What `widgets port` reads of a folder it is given.
@Suite struct PortingCheckTests {
    /// A source file past any real one's size (a sparse gigabyte, say) is named, not read.
    @Test func aHugeSourceFileIsNamedNotRead() throws {
        let folder = try TemporaryFolder()
        try Data("import WidgetKit\nimport HealthKit\n".utf8).write(to: folder.url.appending(path: "Small.swift"))
        let huge = folder.url.appending(path: "Huge.swift")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let findings = try PortingCheck(package: folder.url).findings()
        #expect(findings.map(\.file) == ["Huge.swift", "Small.swift"])
        #expect(findings.first?.problem.contains("larger than 4 MB, so not read") == true)
        #expect(findings.last?.problem.contains("HealthKit") == true)
    }
}

/// A project written here with the shapes Xcode gives a widget that links a framework of the app's.
@Suite struct LinkedFrameworkTests {
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P1 = {isa = PBXProject; mainGroup = G0; targets = (W1, K1, ); buildConfigurationList = L0; };
                G0 = {isa = PBXGroup; children = (GW, GK, ); sourceTree = "<group>"; };
                GW = {isa = PBXGroup; children = (FW, ); path = Widget; sourceTree = "<group>"; };
                GK = {isa = PBXGroup; children = (FK, ); path = StocksKit; sourceTree = "<group>"; };
                FW = {isa = PBXFileReference; path = StocksWidget.swift; sourceTree = "<group>"; };
                FK = {isa = PBXFileReference; path = Quote.swift; sourceTree = "<group>"; };
                FX = {isa = PBXFileReference; name = StocksKit.framework; path = StocksKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                FWK = {isa = PBXFileReference; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
                BW = {isa = PBXBuildFile; fileRef = FW; };
                BK = {isa = PBXBuildFile; fileRef = FK; };
                BX = {isa = PBXBuildFile; fileRef = FX; };
                BWK = {isa = PBXBuildFile; fileRef = FWK; };
                SW = {isa = PBXSourcesBuildPhase; files = (BW, ); };
                SK = {isa = PBXSourcesBuildPhase; files = (BK, ); };
                XW = {isa = PBXFrameworksBuildPhase; files = (BX, BWK, ); };
                D1 = {isa = PBXTargetDependency; target = K1; };
                W1 = {isa = PBXNativeTarget; name = StocksWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (SW, XW, ); dependencies = (D1, ); };
                K1 = {isa = PBXNativeTarget; name = StocksKit; productType = "com.apple.product-type.framework"; buildPhases = (SK, ); dependencies = (); };
                L0 = {isa = XCConfigurationList; buildConfigurations = (); };
            };
            rootObject = P1;
        }
        """

    /// The framework's files are compiled as a target of the port, which the widget's depends on.
    @Test func aFrameworkOfTheAppIsCompiledBesideTheWidget() throws {
        let folder = try TemporaryFolder()
        let project = folder.url.appending(path: "Stocks/Stocks.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.project.utf8).write(to: project.appending(path: "project.pbxproj"))
        for (path, text) in [("Widget/StocksWidget.swift", "import WidgetKit\nimport StocksKit\n"), ("StocksKit/Quote.swift", "import Foundation\npublic struct Quote {}\n")] {
            let file = folder.url.appending(path: "Stocks/\(path)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let widget = try #require(WidgetExtension.all(in: try XcodeProject(contentsOf: project)).only)
        #expect(widget.linkedLibraries.map(\.name) == ["StocksKit"] && widget.linkedModules == ["StocksKit"])
        let (package, notes, _) = try PortedPackage(widget: widget, widgetKit: PortedPackageTests.widgetKit).write(into: folder.url.appending(path: "out"))
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"name: "StocksWidget",\#n            dependencies: ["StocksKit", "#), "\(manifest)")
        #expect(try String(contentsOf: package.appending(path: "xcode-sources/StocksKit.txt"), encoding: .utf8) == "Project/StocksKit/Quote.swift\n")
        #expect(notes.contains { $0.text.contains("StocksKit: a framework of the project") })
    }
}
