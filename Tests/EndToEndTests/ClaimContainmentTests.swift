import Foundation
import Testing
import WidgetDrawing
@testable import WidgetRuntime
import WidgetWire

/// Hostile bundles that claim what is another's: an app group by declaring it, an identifier by
/// naming themselves after another bundle. Real bundles in real workers; nothing of the other bundle
/// is read or written, the examples keep working, and the log and the CLI name the cause.
@Suite(.throttled) struct AppGroupClaimTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    /// runtime.json as a user writes it: an app trusts its own widget bundle with its group.
    static let trust = #"""
        "appGroups": {"apps": {"shared-app": {"groups": ["group.example.shared"], "bundles": ["org.thirdparty.probe"]},
                               "counter-app": {"groups": ["group.example.counter"], "bundles": ["com.example.counter"]}}}
        """#

    private func home(plugins: [String] = ["plugins"]) throws -> RuntimeHome {
        for folder in plugins { try FileManager.default.createDirectory(at: scratch.root.appending(path: folder), withIntermediateDirectories: true) }
        let list = plugins.map { "\"\($0)\"" }.joined(separator: ", ")
        try Data(#"{"plugins": [\#(list)], "requestTimeout": 10, \#(Self.trust)}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        return try RuntimeHome(root: scratch.root)
    }

    /// A copy of the defaults probe as a bundle folder `Name.widgetbundle` in `folder`.
    @discardableResult
    private func probe(_ name: String, identifier: String, groups: [String] = ["group.example.shared"], in folder: String = "plugins") async throws -> URL {
        let bundle = scratch.root.appending(path: "\(folder)/\(name).widgetbundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let list = groups.map { "\"\($0)\"" }.joined(separator: ", ")
        try Data(#"""
            {"identifier": "\#(identifier)", "name": "\#(name)", "version": "1.0.0", "abiVersion": 1,
             "library": "libDefaultsProbe.so", "entitlements": {"appGroups": [\#(list)]}}
            """#.utf8).write(to: bundle.appending(path: "Info.json"))
        try FileManager.default.copyItem(
            at: try await Fixtures.thirdPartyLibraries().appending(path: "libDefaultsProbe.so"), to: bundle.appending(path: "libDefaultsProbe.so"))
        return bundle
    }

    private func counter() throws {
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: manifest, library: try Fixtures.built("libCounterWidget.so"))
    }

    private func lines(_ report: LoadReport, _ bundle: String, _ kind: String = "Probe") async throws -> [String] {
        let (loaded, _) = try report.resolve("\(bundle)/\(kind)")
        return try await loaded.snapshot(kind: kind, context: ProviderContext(family: .systemSmall)).view.texts
    }

    private func widgets(_ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
        let result = await Fixtures.run([try Fixtures.built("widgets").path] + arguments + ["--home", scratch.root.path])
        return (result.status, result.output, result.error)
    }

    /// A bundle in an earlier plugin folder, named to load first, that declares the probe's and the
    /// Counter's groups gets neither: it waits for the grant, and the bundles runtime.json's apps trust
    /// have their groups on a fresh home.
    @Test func aGroupIsNotTheFirstDeclarersButTheOneTheUserTrusts() async throws {
        let home = try home(plugins: ["early", "plugins"])
        try await probe("Aardvark", identifier: "org.hostile.aardvark", groups: ["group.example.shared", "group.example.counter"], in: "early")
        try await probe("Probe", identifier: "org.thirdparty.probe")
        try counter()
        let store = try DefaultsStore(file: home.defaultsDatabase)
        try store.set(.string("hello"), forKey: "greeting", in: "group.example.shared")
        try store.set(.int(7), forKey: "count", in: "group.example.shared")
        try store.set(.int(5), forKey: "count", in: "group.example.counter")

        let log = LogCapture()
        let report = await BundleLoader(home: home, logger: log.logger).load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let hostile = try await lines(report, "org.hostile.aardvark")
        #expect(hostile.contains("shared=nil") && hostile.contains("container=nil") && hostile.contains("foreign=nil"), "\(hostile)")
        // Foundation's UserDefaults in its worker: it reads nothing of the group and writes nothing to it.
        let foundation = try await lines(report, "org.hostile.aardvark", "FoundationProbe")
        #expect(foundation.first == "count=0", "\(foundation)")
        #expect(try store.value(forKey: "lastSeen", in: "group.example.shared") == nil)
        #expect(try store.value(forKey: "history", in: "group.example.shared") == nil)
        #expect(try store.value(forKey: "borrowed", in: "group.example.counter") == nil)
        #expect(try store.values(in: "group.example.shared").map(\.key).sorted() == ["count", "greeting"])

        // The bundles runtime.json trusts have theirs, and the example counts.
        let trusted = try await lines(report, "org.thirdparty.probe")
        #expect(trusted.contains("shared=hello") && trusted.contains("container=\(home.containersDirectory.appending(path: "group.example.shared").path)"), "\(trusted)")
        #expect(try await lines(report, "com.example.counter", "Counter").contains("5"))

        // The log says in one short line which groups wait and how to grant them; nothing was granted by loading.
        let waiting = log.messages.filter { $0.contains("app groups wait for their grants: ") }
        #expect(waiting.count == 1 && waiting[0].contains("org.hostile.aardvark group.example.shared, org.hostile.aardvark group.example.counter (`widgets grant BUNDLE GROUP` for each)"),
                "\(log.messages)")
        #expect(AppGroupGrants(home: home).entries().isEmpty)

        // `widgets list` and `widgets grant` show who waits.
        let list = try await widgets("list")
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("group.example.shared (WAITING for the grant: widgets grant org.hostile.aardvark group.example.shared)"), "\(list.output)")
        #expect(list.output.contains("app groups: group.example.shared (granted)"), "\(list.output)")
        let json = try await widgets("list", "--json")
        #expect(json.output.contains(#""appGroupsWaiting": [\#n        "group.example.shared",\#n        "group.example.counter"\#n      ]"#), "\(json.output)")
        let grants = try await widgets("grant")
        #expect(grants.output.contains("Waiting for the grant") && grants.output.contains("org.hostile.aardvark  group.example.counter"), "\(grants.output)")
        #expect(grants.output.contains("group.example.shared  org.thirdparty.probe  (runtime.json: app shared-app)"), "\(grants.output)")

        // Granted by the user, it shares the group.
        let grant = try await widgets("grant", "org.hostile.aardvark", "group.example.shared")
        #expect(grant.status == 0, "\(grant.error)")
        let again = await BundleLoader(home: home, logger: LogCapture().logger).load()
        defer { again.shutdown() }
        #expect(try await lines(again, "org.hostile.aardvark").contains("shared=hello"))
    }

    /// An identifier stays with the bundle first installed under it: a later bundle that names itself
    /// the same (and sorts first) is the one refused, naming both folders; the original keeps its
    /// widgets and its data. When the original is removed, the other takes the identifier.
    @Test func anIdentifierStaysWithTheBundleFirstInstalledUnderIt() async throws {
        let home = try home()
        let original = try await probe("Probe", identifier: "org.thirdparty.probe")
        try counter()
        try DefaultsStore(file: home.defaultsDatabase).set(.string("hello"), forKey: "greeting", in: "group.example.shared")
        let first = await BundleLoader(home: home, logger: LogCapture().logger).load()
        #expect(try await lines(first, "org.thirdparty.probe").contains("shared=hello"))
        first.shutdown()

        let impostor = try await probe("Aaa", identifier: "org.thirdparty.probe")
        let report = await BundleLoader(home: home, logger: LogCapture().logger).load()
        defer { report.shutdown() }
        #expect(report.bundle("org.thirdparty.probe")?.folder.resolvingSymlinksInPath().path == original.resolvingSymlinksInPath().path)
        #expect(try await lines(report, "org.thirdparty.probe").contains("shared=hello"))
        #expect(try await lines(report, "com.example.counter", "Counter").contains("0"))
        let refusal = try #require(report.refusals.first { $0.code == .duplicateIdentifier }, "\(report.refusals)")
        #expect(report.refusals.count == 1)
        #expect(refusal.location == impostor.path)
        #expect(refusal.message.contains("belongs to the bundle at \(original.resolvingSymlinksInPath().path), installed first"), "\(refusal.message)")
        #expect(refusal.fix?.contains("remove \(impostor.path)") == true, "\(refusal)")
        // Its code never ran: no private folder.
        #expect(!FileManager.default.fileExists(atPath: home.stateDirectory.appending(path: "bundles/org.thirdparty.probe/Aaa").path))
        let list = try await widgets("list")
        #expect(list.status == 1 && list.output.contains("belongs to the bundle at"), "\(list)")
        #expect(list.output.contains("Probe 1.0.0  org.thirdparty.probe  \(original.path)"), "\(list.output)")

        // The original removed: the other is the identifier's bundle now.
        try FileManager.default.removeItem(at: original)
        let after = await BundleLoader(home: home, logger: LogCapture().logger).load()
        defer { after.shutdown() }
        #expect(after.refusals.isEmpty && after.bundle("org.thirdparty.probe")?.folder.path == impostor.path, "\(after.refusals)")
    }

    /// Two bundles new to a home claiming one identifier at once are both refused (neither was there
    /// first), and a third that declares a group meanwhile does not get it by being the only one left.
    @Test func twoNewClaimantsAreBothRefusedAndNobodyTakesTheirGroup() async throws {
        let home = try home()
        let one = try await probe("One", identifier: "org.thirdparty.probe")
        let two = try await probe("Two", identifier: "org.thirdparty.probe")
        try await probe("Third", identifier: "org.other.third")
        let report = await BundleLoader(home: home, logger: LogCapture().logger).load()
        defer { report.shutdown() }
        #expect(report.refusals.count == 2 && report.refusals.allSatisfy { $0.code == .duplicateIdentifier })
        #expect(report.refusals.contains { $0.location == one.path && $0.message.contains(two.resolvingSymlinksInPath().path) })
        #expect(try await lines(report, "org.other.third").contains("shared=nil"))
        #expect(report.bundle("org.other.third")?.appGroups.waiting == ["group.example.shared"])
        #expect(AppGroupGrants(home: home).entries().isEmpty)
    }
}

/// A bundle's files are read one way: no link followed, the size checked on the open file before
/// it is read, images bounded by their pixels. Hostile files are made here, not kept in git.
@Suite(.throttled) struct BundleFileContainmentTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    /// A file of `size` bytes that takes no disk.
    private func sparse(_ file: URL, size: UInt64) throws {
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    static let brand = #"{"colors": [{"color": {"components": {"red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1"}}, "idiom": "universal"}]}"#

    /// Asset catalogs, image sets, translations and images that link outside the bundle or are huge:
    /// none is read, each is named in the log, the Counter keeps working, and `widgets list` stays quick.
    @Test func linksAndHugeFilesInABundleAreNotRead() async throws {
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        let folder = try scratch.bundle("Counter", manifest: manifest, library: try Fixtures.built("libCounterWidget.so"))
        let resources = folder.appending(path: "Resources")
        let catalog = resources.appending(path: "Assets.xcassets")
        let outside = scratch.root.appending(path: "outside")
        // What lies outside the bundle: a 1.5 GB file, a colour set, translations, an image set and an image.
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try sparse(outside.appending(path: "huge.json"), size: 1_500 << 20)
        try write(Self.brand, to: outside.appending(path: "Outside.json"))
        try write(#""secret" = "read from outside";"#, to: outside.appending(path: "fr.lproj/Localizable.strings"))
        let png = try Data(contentsOf: Fixtures.repository.appending(path: "Tests/Goldens/Counter.small.png"))
        try png.write(to: outside.appending(path: "logo.png"))
        try write(#"{"images": [{"filename": "logo.png", "scale": "1x"}]}"#, to: outside.appending(path: "set/Contents.json"))
        try png.write(to: outside.appending(path: "set/logo.png"))
        // The bundle's links to them, and a huge file of its own.
        try FileManager.default.createDirectory(at: catalog.appending(path: "Huge.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: catalog.appending(path: "Huge.colorset/Contents.json"), withDestinationURL: outside.appending(path: "huge.json"))
        try FileManager.default.createDirectory(at: catalog.appending(path: "Outside.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: catalog.appending(path: "Outside.colorset/Contents.json"), withDestinationURL: outside.appending(path: "Outside.json"))
        try FileManager.default.createDirectory(at: catalog.appending(path: "Big.colorset"), withIntermediateDirectories: true)
        try sparse(catalog.appending(path: "Big.colorset/Contents.json"), size: 1_500 << 20)
        try write(Self.brand, to: catalog.appending(path: "Brand.colorset/Contents.json"))
        try FileManager.default.createSymbolicLink(at: catalog.appending(path: "outside.imageset"), withDestinationURL: outside.appending(path: "set"))
        try FileManager.default.createSymbolicLink(at: resources.appending(path: "fr.lproj"), withDestinationURL: outside.appending(path: "fr.lproj"))
        try FileManager.default.createSymbolicLink(at: resources.appending(path: "linked.png"), withDestinationURL: outside.appending(path: "logo.png"))
        try png.write(to: resources.appending(path: "small.png"))
        try write(#""secret" = "kept inside";"#, to: resources.appending(path: "de.lproj/Localizable.strings"))

        let home = try scratch.home()
        let log = LogCapture()
        let report = await BundleLoader(home: home, logger: log.logger).load()
        defer { report.shutdown() }
        let counter = try #require(report.bundle("com.example.counter"), "\(report.refusals)")
        // Only the colour set inside the bundle is given to the entries.
        let entry = try await counter.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains("0"), "the example still counts")
        #expect(counter.resourceData(named: "small") == png)
        #expect(counter.resourceData(named: "linked") == nil)
        #expect(counter.resourceData(named: "outside") == nil)
        let files = BundleFiles(folder: folder, logger: log.logger)
        #expect(files.read("Resources/Assets.xcassets/Brand.colorset/Contents.json", as: .catalogContents) == Data(Self.brand.utf8))
        #expect(files.read("Resources/../Info.json", as: .catalogContents) == nil)
        #expect(files.read("/etc/passwd", as: .catalogContents) == nil)
        // Translations: a linked .lproj is not read; a table inside is parsed once and kept.
        #expect(LocalizedStrings(files: files, languages: ["fr"]).table("Localizable").isEmpty)
        let german = LocalizedStrings(files: files, languages: ["de"])
        #expect(german.table("Localizable") == ["secret": "kept inside"])
        try write(#""secret" = "changed";"#, to: resources.appending(path: "de.lproj/Localizable.strings"))
        #expect(german.table("Localizable") == ["secret": "kept inside"], "a table is parsed once per language")

        let messages = log.messages
        func refused(_ path: String, _ why: String) -> Bool {
            messages.contains { $0.contains("\(folder.resolvingSymlinksInPath().path)/\(path) \(why)") && $0.contains(": left out") }
        }
        #expect(refused("Resources/Assets.xcassets/Huge.colorset/Contents.json", "is a symbolic link"), "\(messages)")
        #expect(refused("Resources/Assets.xcassets/Outside.colorset/Contents.json", "is a symbolic link"), "\(messages)")
        #expect(refused("Resources/Assets.xcassets/Big.colorset/Contents.json", "is 1.5 GB; an asset catalog's Contents.json is read up to 64 KB"), "\(messages)")
        #expect(refused("Resources/Assets.xcassets/outside.imageset/Contents.json", "is reached through Resources/Assets.xcassets/outside.imageset, a symbolic link"), "\(messages)")
        #expect(refused("Resources/fr.lproj/Localizable.strings", "is reached through Resources/fr.lproj, a symbolic link"), "\(messages)")
        #expect(refused("Resources/linked.png", "is a symbolic link"), "\(messages)")
        #expect(!messages.contains { $0.contains("read from outside") })

        // The CLI lists it at once, with the same reasons in its log.
        let started = ContinuousClock.now
        let list = await Fixtures.run([try Fixtures.built("widgets").path, "list", "--home", scratch.root.path])
        let took = ContinuousClock.now - started
        #expect(list.status == 0 && list.output.contains("com.example.counter"), "\(list.error)")
        #expect(list.error.contains("Huge.colorset/Contents.json is a symbolic link"), "\(list.error)")
        print("widgets list beside a 1.5 GB linked Contents.json took \(took)")
    }

    /// A PNG header made by hand: `width`×`height` pixels, 1-bit grey, and one small IDAT (what
    /// follows the header is never decoded when the header is refused).
    static func png(width: UInt32, height: UInt32) -> Data {
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return ~crc
        }
        func big(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return big(UInt32(body.count)) + typed + big(crc(typed))
        }
        let header = big(width) + big(height) + [1, 0, 0, 0, 0]
        // A zlib stream of one empty stored block.
        let data: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", []))
    }

    @Test func imageSizesComeFromTheirHeaders() {
        #expect(ImageSize(Self.png(width: 23_000, height: 23_000)) == ImageSize(width: 23_000, height: 23_000))
        #expect(ImageSize(Self.png(width: 23_000, height: 23_000))?.isDrawable == false)
        #expect(ImageSize(Self.png(width: 4_096, height: 4_096))?.isDrawable == true)
        #expect(ImageSize(Self.png(width: 1, height: 100_000))?.isDrawable == false, "longer than cairo draws")
        #expect(ImageSize(Self.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))?.isDrawable == false)
        // A JPEG: start of image, an APP0 segment, then a baseline frame of 640×480.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x01, 0x01, 0x11, 0x00])
        #expect(ImageSize(jpeg) == ImageSize(width: 640, height: 480))
        #expect(ImageSize(Data("<svg/>".utf8)) == nil)
    }

    /// A 23000×23000 PNG of a few hundred bytes is drawn as a placeholder, by `snapshot --png` and the
    /// page, with the reason in the log; nothing of it is decoded.
    @Test func anImageOfTooManyPixelsIsAPlaceholder() async throws {
        let view = #"{"type": "stack", "axis": "vertical", "children": [{"type": "image", "name": "huge"}, {"type": "color", "color": {"name": "Brand"}}]}"#
        let folder = try scratch.bundle("Picture", manifest: DeclarativeBundleTests.manifest("org.hostile.picture", sources: "{}", view: view))
        try write(Self.brand, to: folder.appending(path: "Resources/Assets.xcassets/Brand.colorset/Contents.json"))
        try FileManager.default.createDirectory(at: folder.appending(path: "Resources"), withIntermediateDirectories: true)
        try Self.png(width: 23_000, height: 23_000).write(to: folder.appending(path: "Resources/huge.png"))
        _ = try scratch.home()
        let out = scratch.root.appending(path: "picture.png")
        let started = ContinuousClock.now
        let snapshot = await Fixtures.run([try Fixtures.built("widgets").path, "snapshot", "picture", "--png", out.path, "--home", scratch.root.path])
        let took = ContinuousClock.now - started
        #expect(snapshot.status == 0, "\(snapshot.error)")
        #expect(snapshot.error.contains("Resources/huge.png is 23000×23000 pixels; an image is drawn up to 4096×4096"), "\(snapshot.error)")
        let drawn = try #require(PixelImage(png: try Data(contentsOf: out)))
        #expect(drawn.width > 0)
        print("snapshot --png of a 23000×23000 PNG took \(took)")

        let report = await BundleLoader(home: try scratch.home(), logger: LogCapture().logger).load()
        defer { report.shutdown() }
        let bundle = try #require(report.bundle("org.hostile.picture"), "\(report.refusals)")
        #expect(bundle.resourceData(named: "huge") == nil)
        // The page does not embed it either, even as the bundle's own bytes.
        let inline = RenderNode(.image(ImageNode(data: ImageData(Self.png(width: 23_000, height: 23_000)))))
        let html = HTMLRenderer().fragment(inline, family: .systemSmall)
        #expect(!html.contains("<img"), "\(html)")
    }
}
