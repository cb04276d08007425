import Foundation
import Testing
import WidgetDrawing

/// WidgetKit's `WidgetSnapshotTesting`, used as an iOS team uses it: Tests/Fixtures/SnapshotWidget
/// (a widget extension with its own test target, Swift Testing and XCTest) copied, built and
/// tested with `swift test`, its code changed between runs.
@Suite(.serialized) struct SnapshotTestingTests {
    /// The copy, in a build folder of its own that later runs reuse.
    static let scratch = Fixtures.repository.appending(path: ".build-fixtures-SnapshotWidget")
    static let package = scratch.appending(path: "StepsWidget")
    static var snapshots: URL { package.appending(path: "Tests/StepsWidgetTests/__Snapshots__/StepsWidgetSnapshotTests") }
    static var source: URL { package.appending(path: "Sources/StepsWidget/StepsWidget.swift") }

    /// A new copy of the fixture, naming this checkout's Packages/WidgetKit.
    static func copyFixture() throws {
        try? FileManager.default.removeItem(at: package)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.repository.appending(path: "Tests/Fixtures/SnapshotWidget"), to: package)
        let manifest = package.appending(path: "Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        for package in ["WidgetKit", "WidgetSnapshotStrategies"] {
            let path = Fixtures.repository.appending(path: "Packages/\(package)").path
            text = text.replacingOccurrences(of: "\"../../../Packages/\(package)\"", with: "\"\(path)\"")
        }
        try text.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// `swift test` on the copy, with `environment` added.
    static func swiftTest(_ environment: [String: String] = [:]) async -> (status: Int32, output: String) {
        var environment = environment
        environment["SNAPSHOT_TESTING_RECORD"] = environment["SNAPSHOT_TESTING_RECORD"] ?? ""
        let result = await Fixtures.run(
            ["swift", "test", "--package-path", package.path, "--scratch-path", scratch.appending(path: "build").path], environment: environment)
        return (result.status, result.output + result.error)
    }

    /// The recorded snapshots, by file name.
    static func recorded() throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path)
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: snapshots.appending(path: $0))) })
    }

    static func edit(_ old: String, _ new: String) throws {
        let text = try String(contentsOf: source, encoding: .utf8)
        #expect(text.contains(old), "the fixture has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: source, atomically: true, encoding: .utf8)
    }

    /// Recorded on the first run (which fails, so nothing passes with nothing to compare), passing
    /// on the next; the same bytes recorded with another HOME and fonts the machine prefers; a
    /// changed color fails with the difference drawn, a changed padding with the frames named; the
    /// failing ones recorded again, and passing.
    @Test(.needs(.fcMatch)) func aWidgetExtensionsTestsRecordCompareFailAndRecordAgain() async throws {
        try Self.copyFixture()
        let first = await Self.swiftTest()
        #expect(first.status != 0, "a first run that records must fail")
        #expect(first.output.contains("recorded 8 snapshots") && first.output.contains("recorded 2 snapshots")
            && first.output.contains("recorded 1 snapshot "), "\(first.output.suffix(3_000))")
        let recorded = try Self.recorded()
        // Two entries' worth of pictures: 2 families × 2 schemes × 2 type sizes, 2 rendering modes, one iPhone SE.
        #expect(recorded.count == 22, "\(recorded.keys.sorted())")
        let small = try #require(recorded["stepsInEveryFamily.systemSmall-light.png"].flatMap(PixelImage.init(png:)))
        #expect(small.width == 170 * 2 && small.height == 170 * 2, "iOS's small widget on the largest iPhone, at 2x")
        let onSE = try #require(recorded["testOnAnIPhoneSE.systemMedium-light.png"].flatMap(PixelImage.init(png:)))
        #expect(onSE.width == 321 * 2 && onSE.height == 148 * 2, "an iPhone SE's medium widget")
        // Each picture says which Pango and cairo drew it.
        #expect(String(decoding: try #require(recorded["stepsInEveryFamily.systemSmall-light.png"]), as: UTF8.self).contains("Software\u{0}Pango 1."))
        let frames = String(decoding: try #require(recorded["stepsInEveryFamily.systemMedium-dark.json"]), as: UTF8.self)
        #expect(frames.contains("\"6,512\"") && frames.contains("\"Goal 10000 steps\""), "\(frames)")
        // `Image("shoe")` is the asset catalog's green picture (Resources/Assets.xcassets), not a placeholder.
        let layout = try #require(try JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [String: Any])
        let image = try #require((layout["frames"] as? [[String: Any]])?.first { $0["type"] as? String == "image" && $0["width"] as? Double == 12 }, "\(frames)")
        let (x, y) = (try #require(image["x"] as? Double) + 6, try #require(image["y"] as? Double) + 6)
        let medium = try #require(recorded["stepsInEveryFamily.systemMedium-dark.png"].flatMap(PixelImage.init(png:)))
        let shoe = try #require(medium.color(x: Int(x * 2), y: Int(y * 2)))
        #expect(shoe.green > 0.7 && shoe.red < 0.1 && shoe.blue < 0.1, "\(shoe)")

        // swift-snapshot-testing's assertSnapshot with the widget strategies records its own files.
        #expect(first.output.contains("No reference was found on disk"), "\(first.output.suffix(3_000))")
        let strategies = Self.snapshots.deletingLastPathComponent().appending(path: "StepsWidgetStrategyTests")
        let strategyImage = try #require(PixelImage(png: try Data(contentsOf: strategies.appending(path: "testSmallWidgetAsAnImage.1.png"))))
        #expect(strategyImage.width == 340 && strategyImage.height == 340)
        #expect(try String(contentsOf: strategies.appending(path: "testMediumWidgetsFrames.1.json"), encoding: .utf8).contains("\"6,512\""))

        let second = await Self.swiftTest()
        #expect(second.status == 0, "\(second.output.suffix(3_000))")

        // Recorded again where the fonts the machine prefers are others, from another HOME: the same bytes.
        let elsewhere = try Scratch()
        defer { try? FileManager.default.removeItem(at: elsewhere.root) }
        let fonts = try Fixtures.fontconfigPreferringDejaVu(in: elsewhere.root)
        let again = await Self.swiftTest(["SNAPSHOT_TESTING_RECORD": "all", "HOME": elsewhere.root.path, "FONTCONFIG_FILE": fonts.path])
        #expect(again.status != 0 && again.output.contains("recorded 8 snapshots"), "\(again.output.suffix(3_000))")
        let recordedAgain = try Self.recorded()
        for (name, bytes) in recorded { #expect(recordedAgain[name] == bytes, "\(name) differs when recorded again elsewhere") }

        // A color changed: the pictures differ, the frames do not.
        try Self.edit(".foregroundStyle(.orange)", ".foregroundStyle(.pink)")
        let artifacts = elsewhere.root.appending(path: "artifacts")
        let recolored = await Self.swiftTest(["SNAPSHOT_ARTIFACTS": artifacts.path])
        #expect(recolored.status != 0)
        #expect(recolored.output.contains("systemSmall-light: ") && recolored.output.contains("differ by more than ΔE 2"), "\(recolored.output.suffix(3_000))")
        #expect(!recolored.output.contains("frames differ"), "a color changes no frame")
        #expect(recolored.output.contains("StepsWidgetStrategyTests.testSmallWidgetAsAnImage' failed")
            && recolored.output.contains("StepsWidgetStrategyTests.testMediumWidgetsFrames' passed"),
            "the image strategy fails, the frames one does not: \(recolored.output.suffix(3_000))")
        let difference = try #require(
            PixelImage(png: try Data(contentsOf: artifacts.appending(path: "StepsWidgetSnapshotTests/stepsInEveryFamily.systemSmall-light.difference.png"))))
        let red = difference.pixels.filter { $0 == 0xFFFF_0000 }.count
        #expect(red > 100 && red < difference.pixels.count / 10, "the label's pixels, and only those, marked: \(red)")
        let drawn = try Data(contentsOf: artifacts.appending(path: "StepsWidgetSnapshotTests/stepsInEveryFamily.systemSmall-light.png"))
        #expect(drawn != recorded["stepsInEveryFamily.systemSmall-light.png"])

        // Without SNAPSHOT_ARTIFACTS the pictures go to this user's folder in the temporary one; a link
        // another user put in its place (a shared /tmp) is not followed.
        let shared = elsewhere.root.appending(path: "shared-tmp")
        let victim = elsewhere.root.appending(path: "victim")
        for folder in [shared, victim] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(at: shared.appending(path: "WidgetSnapshots-\(getuid())"), withDestinationURL: victim)
        let linked = await Self.swiftTest(["TMPDIR": shared.path])
        #expect(linked.status != 0 && linked.output.contains("drawn: \(shared.path)/WidgetSnapshots-"), "\(linked.output.suffix(3_000))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).isEmpty, "nothing written through the link")

        // A padding changed: the frames say where.
        try Self.edit(".foregroundStyle(.pink)", ".foregroundStyle(.orange)")
        try Self.edit(".padding(4)", ".padding(6)")
        let padded = await Self.swiftTest(["SNAPSHOT_ARTIFACTS": artifacts.path])
        #expect(padded.status != 0)
        #expect(padded.output.contains("frames differ from") && padded.output.contains("recorded \"x\": 20, drawn \"x\": 22"), "\(padded.output.suffix(3_000))")

        // Recorded again, the failing ones: that run fails saying so, the next passes.
        let rerecorded = await Self.swiftTest(["SNAPSHOT_TESTING_RECORD": "failed"])
        #expect(rerecorded.status != 0 && rerecorded.output.contains("recorded 8 snapshots"), "\(rerecorded.output.suffix(3_000))")
        let passing = await Self.swiftTest()
        #expect(passing.status == 0, "\(passing.output.suffix(3_000))")

        // A record mode it does not know is named, with the ones it does.
        let unknown = await Self.swiftTest(["SNAPSHOT_TESTING_RECORD": "sometimes"])
        #expect(unknown.status != 0 && unknown.output.contains("SNAPSHOT_TESTING_RECORD is 'sometimes': set it to all, missing, failed or never"))
    }
}
