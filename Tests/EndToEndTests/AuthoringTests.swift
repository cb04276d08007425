import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import WidgetDrawing
import WidgetRuntime
import WidgetTesting
import WidgetWire

/// What a new author does, from an empty folder, with the commands the README gives: `widgets new`,
/// `widgets bundle --install`, `widgets snapshot`, `widgets validate`, `widgets run --dev --watch`.
@Suite(.serialized, .throttled) final class AuthoringTests {
    let widgets: String
    let folder: URL
    let environment: [String: String]

    /// The machine's shared build folder of widget packages, as the tests' machine has it: one for
    /// all of them, so the SDK is compiled once, as it is for an author.
    static let buildCache = Result { try TemporaryFolders.make("widgets-build-cache") }

    init() throws {
        widgets = try Fixtures.built("widgets").path
        folder = FileManager.default.temporaryDirectory.appending(path: "widgets-author-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "tmp"), withIntermediateDirectories: true)
        // swift build's lock files go in TMPDIR: in the folder removed after the test.
        environment = [
            "WIDGETS_HOME": folder.appending(path: "home").path, "TMPDIR": folder.appending(path: "tmp").path,
            "XDG_CACHE_HOME": try Self.buildCache.get().path,
        ]
    }

    // Each test builds a package (its .build is hundreds of megabytes): nothing is left behind.
    deinit { try? FileManager.default.removeItem(at: folder) }

    func widgets(_ arguments: String..., in directory: URL? = nil) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run([widgets] + arguments, environment: environment, in: directory ?? folder)
    }

    /// The README's "Write a widget" commands, line by line as written, with `widgets` installed as the
    /// quick start says (the three executables in a folder on the PATH) and a user whose home has no
    /// widgets yet: each says what the README says it does.
    @Test func theReadmesWriteAWidgetWalkthroughWorksFromAnInstalledLauncher() async throws {
        let readme = try String(contentsOf: Fixtures.repository.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Write a widget").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let commands = block.split(separator: "\n").map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(commands.first == "widgets new Weather" && commands.last == "widgets run --dev --watch .", "\(commands)")

        let bin = folder.appending(path: "bin")
        let user = folder.appending(path: "user")
        let work = folder.appending(path: "work")
        for folder in [bin, user, work] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // What the quick start's install line puts beside each other, as it names them. Programs are
        // linked, not copied: a copy's write descriptor, inherited by a process another test starts
        // meanwhile, makes running it fail with ETXTBSY.
        let install = try #require(readme.split(separator: "\n").first { $0.contains("install -m755 .build/release/widgets") })
        let built = install.split(separator: " ").compactMap { word in
            word.hasPrefix(".build/release/") ? String(word.dropFirst(".build/release/".count)).trimmingCharacters(in: .punctuationCharacters.subtracting(["-", "_", "."])) : nil
        }
        #expect(Set(built) == ["widgets", "widgets-worker", "widgets-init", "widgets-desktop", "widgets-fence", "widgets_WidgetSurfaces.resources", "widgets_WidgetDesktop.resources", "WidgetSDK_WidgetDrawing.resources"], "\(built)")
        for name in built {
            let source = Fixtures.buildFolder.appending(path: name)
            if name.hasSuffix(".resources") {
                try FileManager.default.copyItem(at: source, to: bin.appending(path: name))
            } else if (try? FileManager.default.linkItem(at: source, to: bin.appending(path: name))) == nil {
                try FileManager.default.copyItem(at: source, to: bin.appending(path: name))
            }
        }
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let installed: [String: String] = [
            "HOME": user.path, "PATH": path, "TMPDIR": environment["TMPDIR"]!, "XDG_CACHE_HOME": environment["XDG_CACHE_HOME"]!,
            "WIDGETS_HOME": "",
        ]
        let plugins = user.appending(path: ".local/share/widgets/plugins")
        var here = work
        var outputs: [String: String] = [:]
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            if words.first == "cd" {
                here = here.appending(path: words[1])
                continue
            }
            if command.hasPrefix("widgets run") {
                // The live loop, until its widget shows: started as written, then stopped.
                let run = try start("/usr/bin/env", words, environment: installed, in: here)
                defer { stop(run.process) }
                #expect(try await logged("weather-1 shows entry 1 of 3: Lisbon", in: run.file), "\((try? String(contentsOf: run.file, encoding: .utf8)) ?? "")")
                continue
            }
            let result = await Fixtures.run(words, environment: installed, in: here)
            #expect(result.status == 0, "`\(command)` failed: \(result.output)\(result.error)")
            outputs[command] = result.output + result.error
        }
        #expect(outputs["widgets new Weather"]?.contains("Created \(work.appending(path: "Weather").path)") == true)
        #expect(outputs["widgets bundle --install"]?.contains("Installed \(plugins.appending(path: "Weather.widgetbundle").path)") == true,
                "\(outputs["widgets bundle --install"] ?? "")")
        #expect(outputs["widgets snapshot Weather"]?.contains("Lisbon") == true, "\(outputs["widgets snapshot Weather"] ?? "")")
        #expect(outputs["widgets validate"]?.contains("Passed:") == true, "\(outputs["widgets validate"] ?? "")")

        // Installed so, nothing is missing beside it: the doctor finds the programs and the fonts, and
        // the desktop surface is there for `run --desktop` (which here meets no display, not a missing program).
        let doctor = await Fixtures.run(["widgets", "doctor"], environment: installed, in: work)
        #expect(doctor.output.contains("✓ programs") && doctor.output.contains("✓ fonts and page"), "\(doctor.output)")
        let desktop = await Fixtures.run(["widgets", "run", "--desktop", "--for", "1"], environment: installed.merging(["DISPLAY": ":97"]) { $1 }, in: work)
        #expect(!desktop.error.contains("which is missing"), "\(desktop.error)")
    }

    /// Packages built by turns in the machine's shared build folder each get their own code: an edit,
    /// or a library gone from the folder, is built again after another package was built.
    @Test func packagesBuiltByTurnsInTheSharedFolderEachGetTheirOwnCode() async throws {
        for name in ["Aaa", "Bbb"] { await #expect(widgets("new", name).status == 0) }
        func bundle(_ name: String) async -> Data? {
            let built = await widgets("bundle", in: folder.appending(path: name))
            #expect(built.status == 0, "\(built.output)\(built.error)")
            return FileManager.default.contents(atPath: folder.appending(path: "\(name)/.build/widgetbundles/\(name).widgetbundle/lib\(name)Widget.so").path)
        }
        _ = await bundle("Aaa")
        _ = await bundle("Bbb")
        try FileManager.default.removeItem(at: try Self.buildCache.get().appending(path: "widgets/build/debug/libBbbWidget.so"))
        _ = await bundle("Aaa")
        await #expect(bundle("Bbb") != nil, "a library gone from the shared folder is built again")
        let source = folder.appending(path: "Bbb/Sources/BbbWidget/BbbWidget.swift")
        try Data(try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "Lisbon", with: "Porto").utf8).write(to: source)
        _ = await bundle("Aaa")
        let library = try #require(await bundle("Bbb"))
        #expect(library.range(of: Data("Porto".utf8)) != nil, "the edit was built")
        // Built against another SDK (its sources changed since), a package's own code is compiled
        // again, not only the SDK: SwiftPM alone would keep code compiled against the old SDK's types.
        let build = try Self.buildCache.get().appending(path: "widgets/build")
        let object = build.appending(path: "debug/BbbWidget.build/BbbWidget.swift.o").path
        let compiled = try FileManager.default.attributesOfItem(atPath: object)[.modificationDate] as? Date
        _ = await bundle("Bbb")
        #expect(try FileManager.default.attributesOfItem(atPath: object)[.modificationDate] as? Date == compiled, "nothing changed: nothing compiled")
        try Data("an older SDK".utf8).write(to: build.appending(path: "widgets-sdk"))
        _ = await bundle("Bbb")
        let again = try FileManager.default.attributesOfItem(atPath: object)[.modificationDate] as? Date
        #expect(again != nil && again != compiled, "compiled again after the SDK changed")
        #expect(try String(contentsOf: build.appending(path: "widgets-sdk"), encoding: .utf8) != "an older SDK")
    }

    /// `mkdir Rain && cd Rain && widgets new Rain` makes the package there, not in Rain/Rain.
    @Test func aNewWidgetInAnEmptyFolderOfItsNameGoesThere() async throws {
        let here = folder.appending(path: "Rain")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        let made = await widgets("new", "Rain", in: here)
        #expect(made.status == 0, "\(made.error)")
        #expect(FileManager.default.fileExists(atPath: here.appending(path: "Package.swift").path))
        #expect(!FileManager.default.fileExists(atPath: here.appending(path: "Rain").path))
        #expect(!made.output.contains("cd "), "\(made.output)")
    }

    @Test func aNewWidgetBuildsShowsValidatesAndItsBreakageIsNamed() async throws {
        let made = await widgets("new", "Weather")
        #expect(made.status == 0, "\(made.error)")
        let package = folder.appending(path: "Weather")
        for file in ["Package.swift", "Info.json", "README.md", "Sources/WeatherWidget/WeatherWidget.swift"] {
            #expect(FileManager.default.fileExists(atPath: package.appending(path: file).path), "\(file)")
        }
        await #expect(widgets("new", "Weather").status != 0, "an existing package is never overwritten")
        await #expect(widgets("new", "weather-app").error.contains("not a name a Swift type can have"))
        // The package's code is the README's, word for word.
        let source = package.appending(path: "Sources/WeatherWidget/WeatherWidget.swift")
        let readme = try String(contentsOf: Fixtures.repository.appending(path: "README.md"), encoding: .utf8)
        let code = try String(contentsOf: source, encoding: .utf8)
        #expect(readme.contains("```swift\n" + code + "```\n"), "README.md does not show what `widgets new Weather` writes:\n\(code)")

        let bundled = await widgets("bundle", "--install", in: package)
        #expect(bundled.status == 0, "\(bundled.output)\n\(bundled.error)")
        #expect(!bundled.output.contains("prohibited flag"), "\(bundled.output)")
        let installed = folder.appending(path: "home/plugins/Weather.widgetbundle")
        #expect(FileManager.default.fileExists(atPath: installed.appending(path: "libWeatherWidget.so").path))

        let snapshot = await widgets("snapshot", "Weather")
        #expect(snapshot.status == 0 && snapshot.output.contains("Lisbon") && snapshot.output.contains("Updated"), "\(snapshot.output)\(snapshot.error)")

        let validated = await widgets("validate", in: package)
        #expect(validated.status == 0, "\(validated.output)\n\(validated.error)")
        #expect(validated.output.contains("✔ timeline Weather (small): 3 entries") && validated.output.contains("Passed:"))

        // Xcode's imports without the WidgetKit package: the error says which package to add.
        try Data(code.replacingOccurrences(of: "import WidgetSDK", with: "import SwiftUI\nimport WidgetKit").utf8).write(to: source)
        let unkitted = await widgets("bundle", in: package)
        #expect(unkitted.status != 0)
        #expect(unkitted.error.contains("no such module"), "\(unkitted.error)")
        #expect(unkitted.error.contains("add the WidgetKit package") && unkitted.error.contains("Packages/WidgetKit"), "\(unkitted.error)")

        // A syntax error on line 2: its line is shown once, though SwiftPM prints it for each compile job.
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert("let = 1", at: 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: source)
        let unparsed = await widgets("bundle", in: package)
        let named = "\(source.resolvingSymlinksInPath().path):2:"
        #expect(unparsed.status != 0 && unparsed.error.contains(named), "\(unparsed.output)\(unparsed.error)")
        #expect(unparsed.output.split(separator: "\n").filter { $0.hasPrefix(named) && $0.contains(": error:") }.count == 1, "\(unparsed.output)")

        // Broken on purpose: the timeline's entries out of order.
        try Data(code.replacingOccurrences(of: "Timeline(entries: entries,", with: "Timeline(entries: entries.reversed(),").utf8).write(to: source)
        let report = folder.appending(path: "report.xml")
        let broken = await widgets("validate", "--json", "--junit", report.path, in: package)
        #expect(broken.status == 1)
        let json = try JSON(parsing: broken.output)
        #expect(json["passed"] == .bool(false))
        guard case .array(let checks)? = json["checks"] else {
            Issue.record("no checks in \(broken.output)")
            return
        }
        let failed = checks.filter { $0["outcome"] == "failed" }
        #expect(failed.contains { $0["name"] == "timeline Weather (small)" && $0["detail"]?.serialized.contains("not in date order") == true }, "\(failed)")
        let junit = try String(contentsOf: report, encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="Weather.widgetbundle" name="timeline Weather (small)""#) && junit.contains("<failure message="))
    }

    /// `--kit`: Xcode's imports and `#Preview`, on the WidgetKit package; otherwise the same widget.
    @Test func aNewWidgetForXcodesNamesImportsWidgetKit() async throws {
        #expect(await widgets("new", "Weather", "--kit").status == 0)
        #expect(await widgets("new", "Plain", "--dir", "plain").status == 0)
        let package = folder.appending(path: "Weather")
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains("Packages/WidgetKit\"") && manifest.contains(#".product(name: "SwiftUI", package: "WidgetKit")"#), "\(manifest)")
        // As Xcode's widget extension: the Swift 5 language mode, and Foundation as on Apple's platforms.
        #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]") && manifest.contains(#".plugin(name: "FoundationImports", package: "WidgetKit")"#))
        let plainManifest = try String(contentsOf: folder.appending(path: "plain/Plain/Package.swift"), encoding: .utf8)
        #expect(!plainManifest.contains("swiftLanguageMode"))
        let code = try String(contentsOf: package.appending(path: "Sources/WeatherWidget/WeatherWidget.swift"), encoding: .utf8)
        #expect(code.hasPrefix("import SwiftUI\nimport WidgetKit\n"))
        #expect(code.contains("#Preview(as: .systemSmall) {\n    WeatherWidget()\n} timeline: {"))
        let plain = try String(contentsOf: folder.appending(path: "plain/Plain/Sources/PlainWidget/PlainWidget.swift"), encoding: .utf8)
        let body = { (text: String) in text.split(separator: "\n\n", maxSplits: 1)[1].components(separatedBy: "\n#Preview")[0] }
        #expect(body(code) == body(plain).replacingOccurrences(of: "Plain", with: "Weather"))
    }

    @Test func aConfigurableWidgetIsMadeWithItsIntent() async throws {
        await #expect(widgets("new", "Forecast", "--intent", "--dir", "made").status == 0)
        let package = folder.appending(path: "made/Forecast")
        let source = try String(contentsOf: package.appending(path: "Sources/ForecastWidget/ForecastWidget.swift"), encoding: .utf8)
        #expect(source.contains("WidgetConfigurationIntent") && source.contains("AppIntentConfiguration"))
        await #expect(widgets("bundle", "made/Forecast", "--install").status == 0)
        let snapshot = await widgets("snapshot", "Forecast", "--set", "favoriteEmoji=🤩")
        #expect(snapshot.output.contains("🤩"), "\(snapshot.output)\(snapshot.error)")
    }

    @Test func anInstallTellsTheRunningRuntimeWhichStartsTheNewBuildAtOnce() async throws {
        await #expect(widgets("new", "Sky").status == 0)
        let package = folder.appending(path: "Sky")
        await #expect(widgets("bundle", "--install", in: package).status == 0)
        await #expect(widgets("instances", "add", "Sky").status == 0)
        let log = try startRun("--log", "text", "--for", "120")
        defer { stop(log.process) }
        #expect(try await logged("sky-1 shows entry 1 of 3: Lisbon", in: log.file))
        let source = package.appending(path: "Sources/SkyWidget/SkyWidget.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"Text("Lisbon")"#, with: #"Text("Porto")"#).utf8).write(to: source)
        let installed = await widgets("bundle", "--install", in: package)
        #expect(installed.output.contains("replacing the older copy") && installed.output.contains("started it again"), "\(installed.output)")
        #expect(try await logged("Porto", in: log.file))
    }

    /// Starts `widgets run` in the background with its output in a file.
    func startRun(_ arguments: String...) throws -> (process: TestProcess, file: URL) {
        try start(widgets, ["run"] + arguments, environment: environment, in: folder)
    }

    /// Stops a program started in the background at once, and waits until it is gone, so it writes
    /// nothing into the test's folder once that is removed.
    func stop(_ process: TestProcess) {
        kill(process.processIdentifier, SIGKILL)
        _ = Wait.blockUntilExited([process.processIdentifier], within: 10)
    }

    /// Starts a program in the background with both its output streams in a file.
    func start(_ program: String, _ arguments: [String], environment: [String: String], in directory: URL) throws -> (process: TestProcess, file: URL) {
        let file = folder.appending(path: "run-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        // Both streams: the page's address is said on standard error.
        let process = try TestProcess(
            program, arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, directory: directory,
            output: .file(file), error: .file(file))
        return (process, file)
    }

    /// Whether the file comes to hold the text within five minutes (a first build of a package on a busy machine).
    func logged(_ text: String, in file: URL) async throws -> Bool {
        try await Wait.until(changeIn: file, within: 300) { (try? String(contentsOf: file, encoding: .utf8))?.contains(text) == true }
    }

    /// `widgets run --dev --watch`: a saved edit is redrawn; a compile error is shown on the page, with
    /// its file and line, and by a badge on the widget on the desktop, until a build succeeds.
    @Test(.needs(.xvfb, .xwd))
    func aRunningRuntimeRedrawsAWatchedPackageWhenItsSourceChanges() async throws {
        await #expect(widgets("new", "Mood").status == 0)
        let package = folder.appending(path: "Mood")
        let previews = "import WidgetSDK\n" + #"struct MoodWidget_Previews: PreviewProvider { static var previews: some View { Text("Mood") } }"#
        try previews.write(to: package.appending(path: "Sources/MoodWidget/Previews.swift"), atomically: true, encoding: .utf8)
        let screen = try await XServer.start(in: folder)
        defer { screen.stop() }
        let run = try start(
            widgets, ["run", "--dev", "--watch", package.path, "--log", "text", "--for", "600", "--http", "0", "--desktop"],
            environment: environment.merging(["DISPLAY": screen.name, "NO_AT_BRIDGE": "1"]) { $1 }, in: folder)
        defer { stop(run.process) }
        func logged(_ text: String) async throws -> Bool { try await self.logged(text, in: run.file) }
        #expect(try await logged("mood-1 shows entry 1 of 3: Lisbon"))
        // The badge, left of its "!", on the small widget's top-right corner (the first place: 20, 20).
        func badge() throws -> Bool {
            guard let color = try screen.screenshot().region(x: 20 + 170 - 4 - 5, y: 20 + 4, width: 1, height: 1).color(x: 0, y: 0) else { return false }
            return color.red > 0.9 && color.green < 0.35 && color.blue < 0.35
        }
        #expect(try await screen.whenDrawn { try badge() ? nil : true } == true, "no badge while the build is good")
        let source = package.appending(path: "Sources/MoodWidget/MoodWidget.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"Text("Lisbon")"#, with: #"Text("Feeling")"#).utf8).write(to: source)
        #expect(try await logged("Feeling"), "\((try? String(contentsOf: run.file, encoding: .utf8)) ?? "")")
        #expect(try await logged("reload (restart)"))

        // A type error: the page shows the compiler's message with the file and line, then clears it.
        let address = try #require(
            (try String(contentsOf: run.file, encoding: .utf8)).firstMatch(of: /127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]+)/))
        let stream = try RawHTTP.openStream(port: Int(address.1)!, "/events", headers: ["X-Widgets-Token": String(address.2)])
        defer { close(stream) }
        try Data(text.replacingOccurrences(of: "temperature: 21 + $0", with: #"temperature: "21""#).utf8).write(to: source)
        let broken = RawHTTP.read(stream, until: "error:", seconds: 60)
        #expect(broken.contains("event: problem") && broken.contains("the rebuild failed"), "\(broken)")
        #expect(broken.contains("MoodWidget.swift:"), "\(broken)")
        #expect(try await screen.whenDrawn { try badge() ? true : nil } == true, "a badge on the widget on the desktop")
        try Data(text.utf8).write(to: source)
        let fixed = RawHTTP.read(stream, until: "event: problem\ndata: \n", seconds: 60)
        #expect(fixed.contains("event: problem\ndata: \n"), "\(fixed)")
        #expect(try await screen.whenDrawn { try badge() ? nil : true } == true, "the badge goes with a good build")
        try await expectPreviewCanvas(logged: run.file)

        // `widgets preview` serves the same canvas from a home of its own.
        stop(run.process)
        let preview = try start(widgets, ["preview", package.path, "--for", "600"], environment: environment, in: folder)
        defer { stop(preview.process) }
        #expect(try await self.logged("preview canvas is at", in: preview.file), "\((try? String(contentsOf: preview.file, encoding: .utf8)) ?? "")")
        try await expectPreviewCanvas(logged: preview.file)
    }

    /// `widgets preview` of a package written for Xcode (`--kit`): its `#Preview(as: .systemSmall) { … }
    /// timeline: { … }` drawn on the canvas in its family, each of its two entries a picture.
    @Test func theCanvasDrawsAPackagesPreviewWithItsEntries() async throws {
        await #expect(widgets("new", "Breeze", "--kit").status == 0)
        let package = folder.appending(path: "Breeze")
        let preview = try start(widgets, ["preview", package.path, "--for", "600"], environment: environment, in: folder)
        defer { stop(preview.process) }
        #expect(try await logged("preview canvas is at", in: preview.file), "\((try? String(contentsOf: preview.file, encoding: .utf8)) ?? "")")
        let log = try String(contentsOf: preview.file, encoding: .utf8)
        let address = try #require(log.firstMatch(of: /127\.0\.0\.1:(\d+)\/preview\?token=([0-9a-f]+)/), "\(log)")
        let (port, token) = (Int(address.1)!, ["X-Widgets-Token": String(address.2)])
        let page = try await RawHTTP.send(port: port, "GET", "/preview", headers: token)
        #expect(page.body.contains(#"<section data-preview="0" data-family="systemSmall"><h3>Preview <small>systemSmall</small> <code>Sources/BreezeWidget/BreezeWidget.swift:"#), "\(page.body)")
        var pictures: [PixelImage] = []
        for entry in 0..<2 {
            let picture = try await RawHTTP.send(port: port, "GET", "/preview/preview?index=0&entry=\(entry)&scheme=dark", headers: token)
            #expect(picture.status == 200 && picture.header("X-Entries") == "2", "\(picture.status) \(picture.body)")
            pictures.append(try #require(PixelImage(png: Data(picture.bytes))))
        }
        // The small family at 2x, and the two entries (20° and 24°) drawn apart.
        #expect(pictures.map(\.width) == [2 * 170, 2 * 170] && pictures[0].png != pictures[1].png)
        #expect(try await RawHTTP.send(port: port, "GET", "/preview/preview?index=3", headers: token).status == 404)
    }

    /// The canvas whose address a run logged: each family of the kind, the package's previews by name, a
    /// picture as the switches ask, the timeline's dates for the scrubber; a wrong switch named, a
    /// request without the token refused.
    func expectPreviewCanvas(logged file: URL) async throws {
        let log = try String(contentsOf: file, encoding: .utf8)
        let address = try #require(log.firstMatch(of: /127\.0\.0\.1:(\d+)\/preview\?token=([0-9a-f]+)/), "\(log)")
        let port = Int(address.1)!
        let token = ["X-Widgets-Token": String(address.2)]
        let page = try await RawHTTP.send(port: port, "GET", "/preview", headers: token)
        #expect(page.status == 200)
        #expect(page.body.contains(#"data-kind="Mood" data-family="systemSmall""#) && page.body.contains(#"data-family="systemMedium""#), "\(page.body)")
        #expect(page.body.contains("<b>MoodWidget_Previews</b> <code>Sources/MoodWidget/Previews.swift:2</code>"))
        let picture = try await RawHTTP.send(
            port: port, "GET", "/preview/picture?kind=Mood&family=systemMedium&scheme=dark&platform=iOS&device=iPhone%20SE&entry=1", headers: token)
        #expect(picture.status == 200 && picture.header("Content-Type") == "image/png", "\(picture.status) \(picture.body)")
        let drawn = try #require(PixelImage(png: Data(picture.bytes)))
        #expect(drawn.width == 321 * 2 && drawn.height == 148 * 2, "an iPhone SE's medium widget at 2x: \(drawn.width)×\(drawn.height)")
        let entries = try await RawHTTP.send(port: port, "GET", "/preview/entries?kind=Mood&family=systemSmall", headers: token)
        let dates = try JSONSerialization.jsonObject(with: Data(entries.body.utf8)) as? [String]
        #expect(dates?.count == 3, "\(entries.body)")
        let wrong = try await RawHTTP.send(port: port, "GET", "/preview/picture?kind=Mood&scheme=sepia", headers: token)
        #expect(wrong.status == 422 && wrong.body.contains("'sepia' is no scheme") && wrong.body.contains("light or dark"), "\(wrong.body)")
        #expect(try await RawHTTP.send(port: port, "GET", "/preview/picture?kind=Mood").status == 403)
    }

    /// `widgets run --watch` on a package `widgets port` wrote: an edit saved in the Xcode project's
    /// own file (outside the package) is rebuilt and redrawn.
    @Test func aWatchedPortRedrawsAnEditMadeInTheProject() async throws {
        let project = folder.appending(path: "EmojiRangers")
        try FileManager.default.copyItem(at: XcodePortTests.fixture("EmojiRangers"), to: project)
        #expect(await widgets("port", project.path, "--out", "ported").status == 0)
        let run = try startRun("--dev", "--watch", folder.appending(path: "ported/EmojiRangerWidgetExtension").path, "--log", "text", "--for", "600")
        defer { stop(run.process) }
        #expect(try await logged("Spouty Level 50 20000 XP HP Healing Time", in: run.file), "\((try? String(contentsOf: run.file, encoding: .utf8)) ?? "")")
        let view = project.appending(path: "Emoji Rangers/Shared/Views/AvatarView.swift")
        let text = try String(contentsOf: view, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"Text("Healing Time")"#, with: #"Text("Time to heal")"#).utf8).write(to: view)
        #expect(try await logged("HP Time to heal", in: run.file), "\((try? String(contentsOf: run.file, encoding: .utf8)) ?? "")")
    }
}
