import Foundation
import Testing
import WidgetDrawing
import WidgetRuntime
import WidgetWire
import WorkerWire

/// The `widgets` executable, run as a person or script would.
@Suite(.throttled) struct CommandLineTests {
    let widgets: String

    init() throws { widgets = try Fixtures.built("widgets").path }

    /// Runs the launcher as a person with no WIDGETS_HOME set would.
    private func run(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await run(arguments)
    }

    private func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run([widgets] + arguments, environment: ["WIDGETS_HOME": ""])
    }

    /// `widgets port` names what iOS widget code must change to build here, file and line, and the
    /// edit; code that needs nothing passes. The ported fixture, which builds, needs nothing.
    @Test func portNamesWhatIOSCodeMustChangeAndHow() async throws {
        let scratch = try Scratch()
        let package = scratch.root.appending(path: "Weather")
        let sources = package.appending(path: "Sources/Weather")
        try FileManager.default.createDirectory(at: sources.appending(path: "Assets.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.appending(path: "Sources/Shared"), withIntermediateDirectories: true)
        try Data("let shared = 1\n".utf8).write(to: package.appending(path: "Sources/Shared/Shared.swift"))
        try Data("""
            import WidgetKit
            import HealthKit
            import Shared
            import MyAppCore
            // import CloudKit
            #if os(iOS) || os(watchOS)
            let name = UIDevice.current.name
            #endif
            #if os(watchOS)
            #endif
            @objc(Intent) class Intent: NSObject {}
            let foreground = UIApplication.willEnterForegroundNotification

            """.utf8).write(to: sources.appending(path: "Weather.swift"))
        try Data().write(to: sources.appending(path: "Intent.intentdefinition"))
        try Data("// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Weather\")\n".utf8)
            .write(to: package.appending(path: "Package.swift"))
        let result = await run("port", package.path)
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").filter { !$0.hasPrefix("  fix: ") }
        #expect(lines == [
            "Sources/Weather/Assets.xcassets: an asset catalog: read from the bundle's Resources/ only (image sets, colour sets)",
            "Sources/Weather/Intent.intentdefinition: a SiriKit intent definition: Xcode generates its intent classes, nothing does here",
            "Sources/Weather/Weather.swift:2: `import HealthKit`: HealthKit is Apple's and not on Linux",
            "Sources/Weather/Weather.swift:4: `import MyAppCore`: no such module here",
            "Sources/Weather/Weather.swift:6: `#if os(iOS) || os(watchOS)`: Linux is not iOS, so the iOS code inside is left out",
            "Sources/Weather/Weather.swift:7: `UIDevice`: the device is not here; a widget has only its SwiftUI views",
            "Sources/Weather/Weather.swift:11: Objective-C attributes: Linux has no Objective-C runtime",
            "7 things to change in 3 files.",
        ], "\(result.output)")
        #expect(result.output.contains("  fix: add `|| os(Linux)` to the condition"))
        // A package's own manifest is SwiftPM's, not widget code.
        #expect(!result.output.contains("PackageDescription"))
        let ported = await run("port", Fixtures.repository.appending(path: "Tests/Fixtures/KitWidgets/Sources/PortedWidget").path)
        #expect(ported.status == 0 && ported.output.hasPrefix("Nothing to change"), "\(ported.output)")
    }

    @Test func listFindsTheExamplesInTheCheckoutHome() async {
        let result = await run("list")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Counter 1.0.0  com.example.counter"))
        #expect(result.output.contains(#"  Clock  "Clock"  [small, medium, inline]  The time, moving each minute."#))
    }

    @Test func snapshotPrintsTheFramesOfALayoutAtAnySize() async throws {
        let result = await run("snapshot", "Counter", "--format", "layout", "--size", "400x600")
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["width"] as? Double == 400 && object["height"] as? Double == 600)
        let frames = try #require(object["frames"] as? [[String: Any]])
        // The background fills the widget; the texts stack from the top margin to the bottom one.
        #expect(frames.first?["type"] as? String == "color" && frames.first?["width"] as? Double == 400)
        let texts = frames.filter { $0["type"] as? String == "text" }
        #expect(texts.compactMap { $0["text"] as? String } == ["Counter", "0", "taps so far"])
        #expect(texts.first?["y"] as? Double == 16)
        let last = try #require(texts.last)
        #expect(abs((last["y"] as? Double ?? 0) + (last["height"] as? Double ?? 0) - 584) < 0.01, "\(last)")

        let refused = await run("snapshot", "Counter", "--size", "400x600")
        #expect(refused.status != 0)
        #expect(refused.error.contains("--size lays a widget out at another size for --format layout"), "\(refused.error)")
        await #expect(run("snapshot", "Counter", "--format", "layout", "--size", "400by600").error.contains("400by600"))
    }

    /// A picture is drawn in the fonts the project carries: the same bytes with another HOME and a
    /// fontconfig that swaps Inter for DejaVu Sans (as some distributions' configurations prefer).
    @Test(.needs(.fcMatch)) func aPictureIsTheSameWhateverTheMachinesFontsPrefer() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        let configuration = try Fixtures.fontconfigPreferringDejaVu(in: scratch.root)
        let hostile = ["FONTCONFIG_FILE": configuration.path, "HOME": scratch.root.path, "WIDGETS_HOME": ""]
        // The machine's fontconfig, so configured, gives DejaVu Sans for Inter.
        let matched = await Fixtures.run([try #require(Tool.fcMatch.path), "Inter"], environment: hostile)
        #expect(matched.output.contains("DejaVu"), "\(matched.output)")

        let usual = scratch.root.appending(path: "usual.png")
        let other = scratch.root.appending(path: "other.png")
        let first = await run("snapshot", "Counter", "--png", usual.path)
        let second = await Fixtures.run([widgets, "snapshot", "Counter", "--png", other.path], environment: hostile)
        #expect(first.status == 0 && second.status == 0, "\(first.error) \(second.error)")
        let drawn = try Data(contentsOf: usual)
        let drawnElsewhere = try Data(contentsOf: other)
        #expect(drawn.count > 1_000 && drawn == drawnElsewhere, "the pictures differ")
    }

    /// `widgets doctor` names what the machine lacks and what to install: no display, a session bus
    /// without a desktop portal, GNOME on Wayland (no layer-shell); and, for a `widgets` installed
    /// alone, the programs and fonts that belong beside it (exit 1: workers cannot start).
    @Test(.needs(.dbusDaemon)) func doctorNamesWhatTheMachineLacksAndWhatToInstall() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        let bus = try await SessionBus.start(in: scratch.root)
        defer { bus.stop() }
        let bare = await Fixtures.run([widgets, "doctor"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(bare.status == 0, "only a surface lacks something: \(bare.output)")
        #expect(bare.output.contains("! display") && bare.output.contains("neither WAYLAND_DISPLAY nor DISPLAY is set"), "\(bare.output)")
        #expect(bare.output.contains("! portal") && bare.output.contains("apt-get install xdg-desktop-portal"), "\(bare.output)")
        #expect(bare.output.contains("✓ programs") && bare.output.contains("✓ namespaces"), "\(bare.output)")

        try Data().write(to: scratch.root.appending(path: "wayland-9"))
        let data = scratch.root.appending(path: "data")
        let gnomeSession = [
            "WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": scratch.root.path, "XDG_CURRENT_DESKTOP": "ubuntu:GNOME",
            "DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_DATA_HOME": data.path,
        ]
        let gnome = await Fixtures.run([widgets, "doctor"], environment: gnomeSession)
        #expect(gnome.output.contains("✓ display") && gnome.output.contains("Wayland (wayland-9)"), "\(gnome.output)")
        #expect(gnome.output.contains("! layer-shell") && gnome.output.contains("GNOME on Wayland has no layer-shell"), "\(gnome.output)")
        #expect(gnome.output.contains("widgets autostart enable installs and enables the extension"), "\(gnome.output)")
        // With the extension installed (as `widgets autostart enable` puts it), GNOME keeps the widgets on the desktop.
        let extensionFolder = data.appending(path: "gnome-shell/extensions/desktop-widgets@widgets")
        try FileManager.default.createDirectory(at: extensionFolder, withIntermediateDirectories: true)
        try Data().write(to: extensionFolder.appending(path: "extension.js"))
        let extended = await Fixtures.run([widgets, "doctor"], environment: gnomeSession)
        #expect(extended.output.contains("✓ layer-shell") && extended.output.contains("the Desktop Widgets extension keeps the widgets on the desktop"), "\(extended.output)")

        // `widgets` alone in a folder: its worker, init, desktop and fonts are named missing.
        let alone = scratch.root.appending(path: "bin")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        // Linked, not copied: a copy's write descriptor, inherited by a process another test starts
        // meanwhile, would make running it fail with ETXTBSY.
        try FileManager.default.linkItem(atPath: widgets, toPath: alone.appending(path: "widgets").path)
        let lonely = await Fixtures.run([alone.appending(path: "widgets").path, "doctor"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(lonely.status == 1)
        #expect(lonely.output.contains("✗ programs") && lonely.output.contains("widgets-worker, widgets-init, widgets-desktop, widgets-fence missing"), "\(lonely.output)")
        #expect(lonely.output.contains("WidgetSDK_WidgetDrawing.resources) are missing"), "\(lonely.output)")
    }

    /// `widgets doctor` finds the toolchain `widgets bundle` builds with and the build folder it builds
    /// in (under `$HOME/.cache` without XDG_CACHE_HOME), and names each when it is missing or unwritable.
    @Test func doctorChecksTheToolchainAndTheBuildFolder() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        let home = scratch.root.appending(path: "home")
        let found = await Fixtures.run([widgets, "doctor"], environment: ["HOME": home.path, "XDG_CACHE_HOME": "", "DBUS_SESSION_BUS_ADDRESS": ""], in: scratch.root)
        #expect(found.output.contains("✓ toolchain") && found.output.contains("Swift version"), "\(found.output)")
        #expect(found.output.contains("✓ build folder") && found.output.contains(home.appending(path: ".cache/widgets/build").path), "\(found.output)")

        let file = scratch.root.appending(path: "not-a-folder")
        try Data("x".utf8).write(to: file)
        let lacking = await Fixtures.run([widgets, "doctor"], environment: ["XDG_CACHE_HOME": file.path, "PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": ""], in: scratch.root)
        #expect(lacking.output.contains("! toolchain") && lacking.output.contains("install Swift 6"), "\(lacking.output)")
        #expect(lacking.output.contains("! build folder") && lacking.output.contains("cannot write \(file.path)/widgets/build"), "\(lacking.output)")
    }

    /// `--sheet`: the kind in each family it supports (a row each), light and dark side by side, on
    /// one picture at the device's sizes.
    @Test func aSheetShowsTheKindInEachFamilyLightAndDark() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        let file = scratch.root.appending(path: "sheet.png")
        let result = await run("snapshot", "Counter", "--platform", "ios", "--device", "iPhone SE", "--sheet", file.path, "--scale", "1")
        try #require(result.status == 0, "\(result.error)")
        let sheet = try #require(PixelImage(png: try Data(contentsOf: file)))
        // An iPhone SE's small (148 × 148) and medium (321 × 148) widgets, 24 pt apart, a caption under each row.
        let (gap, caption, small, medium) = (24, 22, 148, 321)
        #expect(sheet.width == 3 * gap + 2 * medium && sheet.height == 3 * gap + 2 * (small + caption), "\(sheet.width)×\(sheet.height)")
        let light = try #require(sheet.color(x: gap + 74, y: gap + 140))
        let dark = try #require(sheet.color(x: 2 * gap + medium + 74, y: gap + 140))
        #expect(light.red > 0.8 && dark.red < 0.4, "the light widget, then the dark: \(light) \(dark)")
        let between = try #require(sheet.color(x: gap + small + 12, y: gap + 74))
        #expect(abs(between.red - 0.56) < 0.02, "the sheet's gray beside the small widget: \(between)")
    }

    /// `--platform iOS --device NAME --dynamic-type SIZE`: the family's size on that device, the text
    /// styles at that size; a device it does not know, or one without iOS, is refused with the fix.
    @Test func snapshotLaysAWidgetOutForAnIPhoneAndATextSize() async throws {
        func layout(_ options: String...) async throws -> [String: Any] {
            let result = await run(["snapshot", "Counter", "--format", "layout"] + options)
            try #require(result.status == 0, "\(result.error)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        }
        let onSE = try await layout("--platform", "ios", "--device", "iPhone SE")
        #expect(onSE["width"] as? Double == 148 && onSE["height"] as? Double == 148)
        #expect(try await layout("--platform", "iOS", "--device", "393x852")["width"] as? Double == 158)
        func captionHeight(_ frames: [String: Any]) -> Double? {
            (frames["frames"] as? [[String: Any]])?.last { $0["text"] as? String == "taps so far" }?["height"] as? Double
        }
        let usual = try #require(captionHeight(try await layout("--platform", "ios")))
        let large = try #require(captionHeight(try await layout("--platform", "ios", "--dynamic-type", "accessibility3")))
        #expect(large > usual * 1.8, "\(usual) → \(large)")

        let unknown = await run("snapshot", "Counter", "--platform", "ios", "--device", "iPhone 99")
        #expect(unknown.status != 0 && unknown.error.contains("--device 'iPhone 99' is no device") && unknown.error.contains("iPhone 15 Pro"))
        let withoutIOS = await run("snapshot", "Counter", "--dynamic-type", "xxLarge")
        #expect(withoutIOS.status != 0 && withoutIOS.error.contains("add --platform iOS"), "\(withoutIOS.error)")
    }

    @Test func theLayoutFollowsThePlatformRuntimeJSONNames() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        _ = try scratch.home()
        try scratch.bundle("Counter", identifier: "com.example.counter", library: try Fixtures.built("libCounterWidget.so"))
        func caption(_ appearance: String) async throws -> Double? {
            try Data(#"{"plugins": ["plugins"]\#(appearance)}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
            let result = await run("snapshot", "Counter", "--format", "layout", "--home", scratch.root.path)
            let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            let frames = object?["frames"] as? [[String: Any]] ?? []
            return frames.first { $0["text"] as? String == "taps so far" }?["height"] as? Double
        }
        // A footnote: 10 pt on macOS, 13 pt on iOS; lines 1.21 times as tall in Inter, rounded up to
        // the half-point grid as SwiftUI rounds a text's frame.
        let mac = try await #require(try caption(""))
        let iOS = try await #require(try caption(#", "appearance": {"platform": "iOS"}"#))
        #expect(mac == 12.5 && iOS == 16, "\(mac) \(iOS)")
        try Data(#"{"appearance": {"platform": "android"}}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        let refused = await run("snapshot", "Counter", "--format", "layout", "--home", scratch.root.path)
        #expect(refused.status != 0)
        #expect(refused.error.contains("field 'appearance.platform' is 'android'") && refused.error.contains(#"use "macOS""#), "\(refused.error)")

        // An iPhone and a text size of runtime.json's: the family's size on it, the text styles at it.
        try Data(#"{"plugins": ["plugins"], "appearance": {"platform": "iOS", "device": "iPhone SE", "dynamicTypeSize": "xxxLarge"}}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let onSE = await run("snapshot", "Counter", "--format", "layout", "--home", scratch.root.path)
        let object = try JSONSerialization.jsonObject(with: Data(onSE.output.utf8)) as? [String: Any]
        #expect(object?["width"] as? Double == 148, "\(onSE.error)")
        let caption = (object?["frames"] as? [[String: Any]])?.first { $0["text"] as? String == "taps so far" }?["height"] as? Double
        #expect((caption ?? 0) > iOS * 1.3, "\(String(describing: caption))")
        for (appearance, complaint) in [
            (#"{"platform": "iOS", "device": "Pixel 8"}"#, "field 'appearance.device' is 'Pixel 8', no device this knows"),
            (#"{"platform": "iOS", "dynamicTypeSize": "huge"}"#, "field 'appearance.dynamicTypeSize' is 'huge'"),
            (#"{"device": "iPhone SE"}"#, "are iOS's"),
        ] {
            try Data(#"{"appearance": \#(appearance)}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
            let wrong = await run("snapshot", "Counter", "--format", "layout", "--home", scratch.root.path)
            #expect(wrong.status != 0 && wrong.error.contains(complaint), "\(wrong.error)")
        }
    }

    @Test func aManifestMayLowerTheWorkerLimitsButNotRaiseThem() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        _ = try scratch.home()
        let library = try Fixtures.built("libCounterWidget.so")
        try scratch.bundle(
            "Counter", manifest: #"{"identifier": "com.example.counter", "name": "Counter", "version": "1.0.0", "abiVersion": 1, "library": "libCounterWidget.so", "limits": {"openFiles": 20000, "memoryMB": 512}}"#,
            library: library)
        let list = await run("list", "--home", scratch.root.path)
        #expect(list.status == 0, "\(list.error)")
        // runtime.json's (here the standard) 256 descriptors stay; the lower memory limit is taken.
        #expect(list.output.contains("limits: memory 512 MB, CPU 3600 s, 256 open files, files up to 256 MB"), "\(list.output)")
    }

    @Test func aMistypedCommandGetsADidYouMeanAndGlobalOptionsMayComeFirst() async throws {
        let typo = await run("snapshto", "Counter")
        #expect(typo.status == 64)
        #expect(typo.error == "error: 'snapshto' is not a widgets command. Did you mean 'snapshot'? (`widgets --help` lists them.)\n", "\(typo.error)")
        await #expect(!run("frobnicate").error.contains("Did you mean"))
        // --home before the command is the same as after it.
        let scratch = try Scratch()
        let first = await run("--home", scratch.root.path, "list"), after = await run("list", "--home", scratch.root.path)
        #expect(first.status == 0 && first.output == after.output, "\(first.error)")
        #expect(first.output.contains(scratch.root.path))
    }

    @Test func versionAndAnEmptyHomeSayWhatTheyAre() async throws {
        let version = await run("--version")
        #expect(version.status == 0)
        let lines = version.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "widgets 0.2.0 (its SDK 0.2.0, bundle ABI 1, wire 1)", "\(version.output)")
        // The build's kind, the checkout's commit it was built from, and where it runs from.
        let head = await Fixtures.run(["git", "-C", Fixtures.repository.path, "rev-parse", "--short=12", "HEAD"])
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(lines.count == 2 && lines[1].hasPrefix("debug build of commit \(commit)"), "\(version.output)")
        #expect(lines.last?.hasSuffix("running from \(URL(filePath: widgets).deletingLastPathComponent().path)") == true, "\(version.output)")
        let scratch = try Scratch()
        let empty = await run("list", "--home", scratch.root.path)
        #expect(empty.status == 0)
        #expect(empty.output.hasPrefix("No bundles loaded. Looked in: \(scratch.root.appending(path: "plugins").path)"), "\(empty.output)")
        #expect(empty.output.contains("To make one: `widgets new Weather`, then `widgets bundle --install` in Weather/."))
        // A run with nothing to show says so, and how to make something, in its log too.
        let idle = await run("run", "--home", scratch.root.path, "--for", "0.5", "--log", "text")
        #expect(idle.status == 0 && idle.error.contains("Nothing to show: no bundles in \(scratch.root.appending(path: "plugins").path)"), "\(idle.error)")
        // The help says which home an installed copy uses.
        await #expect(run("--help").output.contains("~/.local/share/widgets (an installed copy's"))
    }

    @Test func listShowsRefusalsAndExitsWithFailure() async throws {
        let scratch = try Scratch()
        _ = try scratch.home()
        try scratch.bundle("Good", identifier: "com.example.good", library: try Fixtures.built("libClockWidget.so"))
        try scratch.bundle("Broken", manifest: #"{"identifier": "com.example.broken"}"#)
        let result = await run("list", "--home", scratch.root.path)
        #expect(result.status == 1)
        #expect(result.output.contains("com.example.good"))
        #expect(result.output.contains("Refused 1 bundle:"))
        #expect(result.output.contains("Broken.widgetbundle/Info.json: missing field 'name'"))
        #expect(result.output.contains(#"fix: add "name": "Weather""#))

        let json = await run("list", "--home", scratch.root.path, "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let refused = object?["refused"] as? [[String: Any]]
        #expect(refused?.first?["code"] as? String == "manifestMalformed")
        #expect((object?["bundles"] as? [[String: Any]])?.first?["identifier"] as? String == "com.example.good")
    }

    @Test func configureChecksSettingsAndTapPerformsTheButtonsIntent() async throws {
        let scratch = try Scratch()
        _ = try scratch.home()
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Timer/Info.json"), encoding: .utf8)
        try scratch.bundle("Timer", manifest: manifest, library: try Fixtures.built("libTimerWidget.so"))
        let home = ["--home", scratch.root.path]
        await #expect(run(["instances", "add", "Timer"] + home).status == 0)

        let form = await run(["configure", "timer-1"] + home)
        #expect(form.status == 0, "\(form.error)")
        #expect(form.output.contains("minutes (int) Minutes: 25 (default)"))
        #expect(form.output.contains("Break, 5 minutes: widgets configure timer-1 label=Break minutes=5"))

        let wrong = await run(["configure", "timer-1", "minutes=soon"] + home)
        #expect(wrong.status != 0)
        #expect(wrong.error.contains("timer-1 minutes: 'soon' is not a valid value: Minutes takes a whole number"))
        let set = await run(["configure", "timer-1", "minutes=5", "label=Tea"] + home)
        #expect(set.output.contains(#"Configured timer-1: {"label":"Tea","minutes":5}"#), "\(set.error)")

        let preview = await run(["snapshot", "Timer", "--set", "minutes=3", "--set", "label=Eggs"] + home)
        #expect(preview.output.contains("Eggs") && preview.output.contains("3:00"), "\(preview.output)\(preview.error)")
        let badPreview = await run(["snapshot", "Timer", "--set", "minutes=3.5"] + home)
        #expect(badPreview.error.contains("'3.5' is not a valid value: Minutes takes a whole number"))

        let tap = await run(["tap", "timer-1", "button-1"] + home)
        #expect(tap.status == 0, "\(tap.error)")
        #expect(tap.output == "Performed Start or Stop Timer (TimerWidget.StartStopTimer).\nResult: true\n")
        let running = await run(["snapshot", "Timer"] + home)
        // Counting down from the five minutes set (a busy machine takes seconds between the two commands).
        #expect(running.output.contains("[Stop]") && running.output.contains(/(5:00|4:[0-5][0-9])/), "\(running.output)")
        let unknown = await run(["tap", "timer-1", "button-7"] + home)
        #expect(unknown.error.contains("fix: use one of: widget, button-1"))
    }

    @Test func snapshotOfAnUnknownKindNamesTheKnownOnes() async {
        let result = await run("snapshot", "Weather")
        #expect(result.status != 0)
        #expect(result.error.contains("Weather: no loaded bundle has this widget kind"))
        #expect(result.error.contains("use one of: Clock (com.example.clock), Counter (com.example.counter)"))
    }

    @Test func snapshotPaintsAPictureAtTheScaleAskedWithoutABrowser() async throws {
        let scratch = try Scratch()
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        let file = scratch.root.appending(path: "out.png")
        // No browser on the PATH: the picture is painted natively.
        let result = await Fixtures.run(
            [widgets, "snapshot", "Counter", "--png", file.path, "--scale", "3"], environment: ["WIDGETS_HOME": "", "PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.error)")
        let image = try #require(PixelImage(png: try Data(contentsOf: file)))
        #expect(image.width == 510 && image.height == 510)
        let large = await run("snapshot", "Counter", "--png", file.path, "--scale", "1", "--size", "400x300")
        #expect(large.status == 0, "\(large.error)")
        #expect(PixelImage(png: try Data(contentsOf: file)).map { [$0.width, $0.height] } == [400, 300])
        let refused = await run("snapshot", "Counter", "--png", file.path, "--scale", "4")
        #expect(refused.status != 0)
        #expect(refused.error.contains("--scale is 1, 2 or 3 pixels per point"), "\(refused.error)")
    }

    @Test func snapshotDrawsTheWidgetInItsFamilyBox() async {
        let result = await run("snapshot", "Counter", "--family", "medium")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("╭─ Counter ─") == true)
        #expect(lines.count == 11)
        #expect(lines.allSatisfy { $0.count == 48 })
        #expect(result.output.contains("taps so far"))
        // The JSON output names the URL a tap on the widget opens, by the rule `widgets tap` and the page use.
        let json = await run("snapshot", "Counter", "--format", "json")
        #expect(json.status == 0, "\(json.error)")
        #expect((try? JSON(parsing: json.output))?["widgetURL"] == "counter://open", "\(json.output.prefix(300))")
    }

    @Test func snapshotRefusesAFamilyTheKindDoesNotSupport() async {
        let result = await run("snapshot", "Counter", "--family", "inline")
        #expect(result.status != 0)
        #expect(result.error.contains("does not support the inline family"))
        #expect(result.error.contains("use --family small, or medium"))
    }

    @Test func timelineAsJSONCarriesEveryEntryAndThePolicy() async throws {
        let result = await run("timeline", "Counter", "--json")
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((object["entries"] as? [Any])?.count == 5)
        #expect((object["policy"] as? [String: Any])?["type"] as? String == "atEnd")
        #expect(object["family"] as? String == "systemSmall")
    }

    @Test func defaultsCommandsWriteReadListAndDelete() async throws {
        let scratch = try Scratch()
        let home = ["--home", scratch.root.path]
        await #expect(run(["defaults", "write", "group.example.counter", "count", "5", "--type", "int"] + home).status == 0)
        await #expect(run(["defaults", "write", "group.example.counter", "tags", #"["a", 2, {"b": true}]"#, "--type", "json"] + home).status == 0)
        await #expect(run(["defaults", "write", "com.example.clock", "note", "hello"] + home).status == 0)
        await #expect(run(["defaults", "read", "group.example.counter", "count"] + home).output == "5 (int)\n")
        await #expect(run(["defaults", "read", "group.example.counter"] + home).output
            == "count = 5 (int)\ntags = {\"array\":[{\"string\":\"a\"},{\"int\":\"2\"},{\"dictionary\":{\"b\":{\"bool\":true}}}]}\n")
        await #expect(run(["defaults", "list"] + home).output.split(separator: "\n").map { $0.split(separator: " ").first ?? "" }
            == ["com.example.clock", "group.example.counter"])
        await #expect(run(["defaults", "delete", "group.example.counter", "count"] + home).status == 0)
        let missing = await run(["defaults", "read", "group.example.counter", "count"] + home)
        #expect(missing.status != 0)
        #expect(missing.error.contains("suite 'group.example.counter': has no key 'count'"))
    }

    @Test func defaultsCommandsRefuseBadNamesAndValues() async throws {
        let scratch = try Scratch()
        let home = ["--home", scratch.root.path]
        let path = await run(["defaults", "write", "../../etc/passwd", "k", "v"] + home)
        #expect(path.status != 0)
        #expect(path.error.contains("suite '../../etc/passwd': a suite name cannot contain '/' or '..'"))
        let global = await run(["defaults", "read", "NSGlobalDomain"] + home)
        #expect(global.error.contains("the global domain is not a suite a widget can use"))
        let type = await run(["defaults", "write", "group.example.counter", "count", "five", "--type", "int"] + home)
        #expect(type.status != 0)
        #expect(type.error.contains("the value of 'count' is 'five', not a whole number"))
        #expect(!FileManager.default.fileExists(atPath: scratch.root.appending(path: "../../etc").path + "/passwd.sqlite"))
    }

    @Test func timelineWarningsGoToStandardError() async throws {
        let scratch = try Scratch()
        _ = try scratch.home()
        try scratch.bundle(
            "Misbehaving", identifier: "org.thirdparty.misbehaving",
            library: try await Fixtures.thirdPartyLibraries().appending(path: "libMisbehavingWidgets.so"))
        let result = await run("timeline", "Unsorted", "--home", scratch.root.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("warning: [org.thirdparty.misbehaving] kind 'Unsorted': the timeline's entries were not in date order"))
        #expect(result.output.contains("entry 1 of 3"))
    }
}
