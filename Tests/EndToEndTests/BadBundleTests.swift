import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// Each broken bundle is a real folder on disk; each is refused with a message naming the file and the
/// fix, and the good bundle beside them still loads.
@Suite struct BadBundleTests {
    let scratch: Scratch
    let report: LoadReport

    init() async throws {
        scratch = try Scratch()
        let counter = try Fixtures.built("libCounterWidget.so")
        let thirdParty = try Fixtures.thirdPartyLibraries()
        try scratch.bundle("Good", identifier: "com.example.good", library: counter)
        try scratch.bundle("NoManifest", manifest: nil)
        try scratch.bundle("Malformed", manifest: #"{"identifier": "com.example.malformed", "name": }"#)
        try scratch.bundle("MissingField", manifest: #"{"identifier": "com.example.missing", "name": "M", "version": "1.0", "abiVersion": 1}"#)
        try scratch.bundle("FutureABI", manifest: Scratch.manifest(identifier: "com.example.future", library: "lib.so", abiVersion: 99))
        try scratch.bundle("BadIdentifier", manifest: Scratch.manifest(identifier: "not a name", library: "lib.so"))
        try scratch.bundle("NoLibrary", manifest: Scratch.manifest(identifier: "com.example.nolibrary", library: "libAbsent.so"))
        let text = scratch.root.appending(path: "libText.so")
        try Data("this is text, not a library\n".utf8).write(to: text)
        try scratch.bundle("NotALibrary", identifier: "com.example.text", library: text)
        let noEntry = scratch.root.appending(path: "libNoEntry.so")
        try Fixtures.compileC("no_entry.c", to: noEntry)
        try scratch.bundle("NoEntry", identifier: "com.example.noentry", library: noEntry)
        try scratch.bundle("Duplicate", identifier: "com.example.good", library: counter)
        try scratch.bundle("Twins", identifier: "com.example.twins", library: thirdParty.appending(path: "libDuplicateKinds.so"))
        try scratch.bundle("NoMain", identifier: "com.example.nomain", library: thirdParty.appending(path: "libNoMainWidgets.so"))
        report = try await scratch.load()
    }

    private func refusal(of bundle: String) throws -> WidgetRuntimeError {
        let folder = scratch.plugins.appending(path: "\(bundle).widgetbundle").path
        return try #require(report.refusals.first { $0.location?.hasPrefix(folder) == true }, "no refusal for \(bundle): \(report.refusals)")
    }

    @Test func theGoodBundleLoadsAndEveryBrokenOneIsRefused() {
        #expect(report.bundles.map(\.identifier) == ["com.example.good"])
        #expect(report.refusals.count == 11)
    }

    @Test func aBundleFolderWithoutInfoJSON() throws {
        let error = try refusal(of: "NoManifest")
        #expect(error.code == .manifestMissing)
        #expect(error.location == scratch.plugins.appending(path: "NoManifest.widgetbundle").path)
        #expect(error.message == "the bundle folder has no Info.json")
        #expect(error.fix?.contains("add an Info.json") == true)
    }

    @Test func malformedJSON() throws {
        let error = try refusal(of: "Malformed")
        #expect(error.code == .manifestMalformed)
        #expect(error.location?.hasSuffix("Malformed.widgetbundle/Info.json") == true)
        #expect(error.message.hasPrefix("invalid JSON"))
        #expect(error.fix?.contains("valid JSON") == true)
    }

    @Test func aMissingField() throws {
        let error = try refusal(of: "MissingField")
        #expect(error.code == .manifestMalformed)
        #expect(error.message == "missing field 'library'")
        #expect(error.fix == #"add "library": "libWeatherWidget.so""#)
    }

    @Test func anABIVersionTheRuntimeDoesNotSpeak() throws {
        let error = try refusal(of: "FutureABI")
        #expect(error.code == .incompatibleABI)
        #expect(error.message == "field 'abiVersion' is 99; this runtime speaks ABI version 1")
    }

    @Test func anIdentifierThatIsNotReverseDNS() throws {
        let error = try refusal(of: "BadIdentifier")
        #expect(error.code == .manifestInvalid)
        #expect(error.message == "field 'identifier' is 'not a name', not a reverse-DNS name")
    }

    @Test func aLibraryThatIsNotThere() throws {
        let error = try refusal(of: "NoLibrary")
        #expect(error.code == .libraryNotFound)
        #expect(error.message.contains("names 'libAbsent.so', which is not in \(scratch.plugins.path)/NoLibrary.widgetbundle/libAbsent.so"))
        #expect(error.fix?.contains("swift build") == true)
    }

    @Test func aTextFileNamedLikeALibrary() throws {
        let error = try refusal(of: "NotALibrary")
        #expect(error.code == .libraryUnloadable)
        #expect(error.message.contains("cannot be loaded as a shared library"))
        #expect(error.message.contains("libText.so"))
    }

    @Test func aLibraryWithoutTheEntrySymbol() throws {
        let error = try refusal(of: "NoEntry")
        #expect(error.code == .missingEntrySymbol)
        #expect(error.message == "the library does not export 'widget_bundle_entry'")
        #expect(error.fix?.contains("@main") == true)
    }

    @Test func twoBundlesWithOneIdentifier() throws {
        let error = try refusal(of: "Good")
        #expect(error.code == .duplicateIdentifier)
        #expect(error.location == scratch.plugins.appending(path: "Good.widgetbundle").path
            || error.location == scratch.plugins.appending(path: "Duplicate.widgetbundle").path)
        #expect(error.message.hasPrefix("identifier 'com.example.good' is already used by the bundle at"))
    }

    @Test func twoKindsWithOneNameInABundle() throws {
        let error = try refusal(of: "Twins")
        #expect(error.code == .duplicateKind)
        #expect(error.message == "bundle 'com.example.twins' declares kind 'Twin' twice")
    }

    @Test func aSwiftBundleWithoutMain() throws {
        let error = try refusal(of: "NoMain")
        #expect(error.code == .pluginFailed)
        #expect(error.message.contains("mark your WidgetBundle (or single Widget) type with @main"))
    }
}

@Suite struct LibraryIdentityTests {
    @Test func oneLibraryFileCannotServeTwoBundles() async throws {
        let scratch = try Scratch()
        let library = scratch.root.appending(path: "libCounterWidget.so")
        try FileManager.default.copyItem(at: try Fixtures.built("libCounterWidget.so"), to: library)
        try scratch.bundle("First", identifier: "com.example.first", library: library)
        // The second bundle's library is a hard link to the first's: another path, the same file.
        let second = try scratch.bundle("Second", manifest: Scratch.manifest(identifier: "com.example.second", library: "libCounterWidget.so"))
        try FileManager.default.linkItem(at: scratch.plugins.appending(path: "First.widgetbundle/libCounterWidget.so"),
                                         to: second.appending(path: "libCounterWidget.so"))
        let report = try await scratch.load()
        #expect(report.bundles.map(\.identifier) == ["com.example.first"])
        #expect(report.refusals.map(\.code) == [.libraryInUse])
        #expect(report.refusals.first?.message.contains("already runs bundle 'com.example.first'") == true)
    }

    @Test func aBundleLoadedAgainReusesItsLibrary() async throws {
        let scratch = try Scratch()
        try scratch.bundle("Counter", identifier: "com.example.again", library: try Fixtures.built("libCounterWidget.so"))
        let first = try await scratch.load()
        let second = try await scratch.load()
        #expect(first.refusals.isEmpty && second.refusals.isEmpty)
        let entry = try await second.bundles[0].snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains("Counter"))
    }
}

@Suite struct CBundleTests {
    @Test func aBundleWrittenInCSpeaksTheSameBoundary() async throws {
        let scratch = try Scratch()
        let library = scratch.root.appending(path: "libhello.so")
        try Fixtures.compileC("hello_bundle.c", to: library)
        try scratch.bundle("Hello", identifier: "org.example.hello", library: library)
        let report = try await scratch.load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, kind) = try report.resolve("Hello")
        #expect(bundle.description.sdkVersion == "c")
        #expect(kind.displayName == "Hello from C")
        let checked = try await bundle.timeline(kind: "Hello", context: ProviderContext(family: .systemSmall))
        #expect(checked.timeline.entries.map { $0.view.texts } == [["Hello, C"]])
        #expect(checked.timeline.policy == .never)
    }

    @Test func aBundleThatNeverDescribesItselfTimesOutAndTheOthersLoad() async throws {
        let scratch = try Scratch()
        let silent = scratch.root.appending(path: "libsilent.so")
        try Fixtures.compileC("hello_bundle.c", to: silent, defines: ["SILENT_DESCRIBE"])
        try scratch.bundle("Silent", identifier: "org.example.silent", library: silent)
        try scratch.bundle("Counter", identifier: "com.example.counter.copy", library: try Fixtures.built("libCounterWidget.so"))
        let report = try await scratch.load(timeout: 0.1)
        #expect(report.bundles.map(\.identifier) == ["com.example.counter.copy"])
        let refusal = try #require(report.refusals.first)
        #expect(refusal.code == .timedOut)
        #expect(refusal.location == scratch.plugins.appending(path: "Silent.widgetbundle").path)
        #expect(refusal.message == "could not describe its widgets: no reply to describe within 0.1 s")
    }

    @Test func aHostileRenderTreeIsClampedAndEveryRendererDrawsIt() async throws {
        let scratch = try Scratch()
        let library = scratch.root.appending(path: "libhostile.so")
        try Fixtures.compileC("hello_bundle.c", to: library, defines: ["HOSTILE_TREE"])
        try scratch.bundle("Hostile", identifier: "org.example.hostile", library: library)
        let report = try await scratch.load()
        let (bundle, kind) = try report.resolve("Hello")
        let entry = try await bundle.snapshot(kind: "Hello", context: ProviderContext(family: .systemSmall))
        guard case .stack(let stack) = entry.view.element else {
            Issue.record("not a stack: \(entry.view)")
            return
        }
        #expect(stack.spacing == 0)
        #expect(entry.view.modifiers.isEmpty, "the script widgetURL is dropped")
        #expect(stack.children.count == 4)
        let text = stack.children[0]
        #expect(text.texts.first?.count == RenderLimits.longestText + 1)
        #expect(text.modifiers == [
            .padding(EdgeInsetsValue(top: 0, leading: RenderLimits.longestLength, bottom: 0, trailing: 0)), .opacity(0),
            .foregroundStyle(.rgba(red: 1, green: 0, blue: 0.5, opacity: 1)),
        ])
        // The script link is no link; its content stays.
        #expect(stack.children[1].element == .text(TextNode(runs: [.verbatim("click")])))
        #expect(stack.children[2].element == .spacer(minLength: 0))
        #expect(stack.children[2].modifiers == [
            .frame(FrameValue(width: RenderLimits.longestLength, height: 0)), .cornerRadius(0),
        ])
        #expect(stack.children[3].element == .progress(ProgressNode(value: 0, total: 1, style: .linear, label: nil)))

        let html = HTMLRenderer().fragment(entry.view, family: .systemSmall, title: kind.displayName)
        #expect(!html.lowercased().contains("javascript:") && !html.contains("data:text/html"))
        #expect(!TextRenderer().render(entry.view, family: .systemSmall, title: kind.displayName).isEmpty)
        #expect(entry.view.json.serialized.count < 10_000)

        // An entry dated 10^300 seconds after 1970 is refused, naming where.
        await #expect {
            _ = try await bundle.timeline(kind: "Hello", context: ProviderContext(family: .systemSmall))
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .pluginFailed && error?.message.contains("entries[0].date") == true
                && error?.message.contains("within years 1 to 9999") == true
        }
    }
}
