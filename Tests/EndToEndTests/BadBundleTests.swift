import Foundation
import Testing
import WidgetRuntime
import WidgetTesting
import WidgetWire

/// Each broken bundle is a real folder on disk; each is refused with a message naming the file and the
/// fix, and the good bundle beside them still loads.
@Suite(.throttled) struct BadBundleTests {
    let scratch: Scratch
    let report: LoadReport

    init() async throws {
        scratch = try Scratch()
        let counter = try Fixtures.built("libCounterWidget.so")
        let thirdParty = try await Fixtures.thirdPartyLibraries()
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
        try await Fixtures.compileC("no_entry.c", to: noEntry)
        try scratch.bundle("NoEntry", identifier: "com.example.noentry", library: noEntry)
        try scratch.bundle("Duplicate", identifier: "com.example.twice", library: counter)
        try scratch.bundle("Copy", identifier: "com.example.twice", library: counter)
        try scratch.bundle("GroupNamed", identifier: "group.example.counter", library: counter)
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
        #expect(report.refusals.count == 13)
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
        #expect(error.fix?.hasPrefix(#"add "library": "libWeatherWidget.so""#) == true)
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
        #expect(error.message == "is not a shared library (it has no ELF header)")
        #expect(error.location?.hasSuffix("libText.so") == true)
    }

    @Test func aLibraryWithoutTheEntrySymbol() throws {
        let error = try refusal(of: "NoEntry")
        #expect(error.code == .missingEntrySymbol)
        #expect(error.message == "the library does not export 'widget_bundle_entry'")
        #expect(error.fix?.contains("@main") == true)
    }

    /// Neither claimant gets an identifier two bundles new to the home claim at once: the folder order
    /// must not decide whose suite and groups a bundle gets (`AppGroupClaimTests` has a later claimant).
    @Test func twoBundlesWithOneIdentifierAreBothRefused() throws {
        for (bundle, other) in [("Copy", "Duplicate"), ("Duplicate", "Copy")] {
            let error = try refusal(of: bundle)
            #expect(error.code == .duplicateIdentifier)
            #expect(error.message == "identifier 'com.example.twice' is also claimed by the bundle at \(scratch.plugins.appending(path: "\(other).widgetbundle").path), both new on this home; neither is loaded")
        }
        #expect(report.bundle("com.example.twice") == nil)
    }

    /// An app group's name is no bundle's identifier: its own suite would be the group's.
    @Test func anIdentifierThatIsAnAppGroupsName() throws {
        let error = try refusal(of: "GroupNamed")
        #expect(error.code == .manifestInvalid)
        #expect(error.message == "field 'identifier' is 'group.example.counter', an app group's name: the bundle's own suite would be the group's")
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

/// Manifests and library files made to trick or hang the loader: each refused, quickly, naming why.
@Suite(.throttled) struct ManifestAttackTests {
    let scratch: Scratch
    let counter: URL

    init() throws {
        scratch = try Scratch()
        counter = try Fixtures.built("libCounterWidget.so")
        _ = try scratch.home()
    }

    private func refusal(_ bundle: String) async throws -> WidgetRuntimeError {
        let report = try await scratch.load()
        let folder = scratch.plugins.appending(path: "\(bundle).widgetbundle").path
        return try #require(report.refusals.first { $0.location?.hasPrefix(folder) == true }, "\(report.refusals)")
    }

    @Test func aLibraryLinkedFromOutsideTheBundleFolder() async throws {
        let outside = scratch.root.appending(path: "elsewhere/libCounterWidget.so")
        try FileManager.default.createDirectory(at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: counter, to: outside)
        let folder = try scratch.bundle("Linked", manifest: Scratch.manifest(identifier: "com.example.linked", library: "libCounterWidget.so"))
        try FileManager.default.createSymbolicLink(at: folder.appending(path: "libCounterWidget.so"), withDestinationURL: outside)
        let error = try await refusal("Linked")
        #expect(error.message.contains("is a symbolic link to \(outside.resolvingSymlinksInPath().path), outside"), "\(error)")
    }

    @Test func aBundleFolderThatIsALink() async throws {
        let real = scratch.root.appending(path: "Real.widgetbundle")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data(Scratch.manifest(identifier: "com.example.real", library: "libCounterWidget.so").utf8).write(to: real.appending(path: "Info.json"))
        try FileManager.default.copyItem(at: counter, to: real.appending(path: "libCounterWidget.so"))
        try FileManager.default.createSymbolicLink(at: scratch.plugins.appending(path: "Link.widgetbundle"), withDestinationURL: real)
        let error = try await refusal("Link")
        #expect(error.message == "the bundle folder is a symbolic link")
    }

    @Test func aLibraryThatIsANamedPipeDoesNotHangTheLoader() async throws {
        let folder = try scratch.bundle("Pipe", manifest: Scratch.manifest(identifier: "com.example.pipe", library: "libPipe.so"))
        #expect(mkfifo(folder.appending(path: "libPipe.so").path, 0o600) == 0)
        let error = try await refusal("Pipe")
        #expect(error.code == .libraryUnloadable)
        #expect(error.message == "is a named pipe, not a library file")
    }

    @Test func aLibraryForAnotherMachine() async throws {
        var bytes = [UInt8](try Data(contentsOf: counter))
        let other = otherMachine()
        bytes[18] = UInt8(other.number & 0xFF)
        bytes[19] = UInt8(other.number >> 8)
        let folder = try scratch.bundle("Foreign", manifest: Scratch.manifest(identifier: "com.example.foreign", library: "libForeign.so"))
        try Data(bytes).write(to: folder.appending(path: "libForeign.so"))
        let error = try await refusal("Foreign")
        #expect(error.message.hasPrefix("is a library for \(other.name); this machine is"), "\(error)")
    }

    @Test func infoJSONThatIsNoFile() async throws {
        try FileManager.default.createDirectory(
            at: scratch.plugins.appending(path: "Folder.widgetbundle/Info.json"), withIntermediateDirectories: true)
        #expect(try await refusal("Folder").message == "Info.json is a folder, not a regular file")
        let pipe = try scratch.bundle("Fifo", manifest: nil)
        #expect(mkfifo(pipe.appending(path: "Info.json").path, 0o600) == 0)
        #expect(try await refusal("Fifo").message == "Info.json is a named pipe, not a regular file")
    }

    @Test func oversizedUnknownOrBrokenManifests() async throws {
        let huge = #"{"identifier": "com.example.huge", "padding": ""# + String(repeating: "x", count: 70_000) + #""}"#
        try scratch.bundle("Huge", manifest: huge)
        #expect(try await refusal("Huge").message == "the file is larger than 64 KB; a manifest is a few hundred bytes")

        try scratch.bundle("Typo", manifest: #"{"identifier": "com.example.typo", "name": "T", "version": "1.0.0", "abiVersion": 1, "library": "libCounterWidget.so", "entitlement": {}}"#)
        let typo = try await refusal("Typo")
        #expect(typo.message == "unknown field 'entitlement'")
        #expect(typo.fix == "did you mean 'entitlements'?")

        try scratch.bundle("Nested", manifest: #"{"identifier": "com.example.nested", "name": "N", "version": "1.0.0", "abiVersion": 1, "library": "libCounterWidget.so", "entitlements": {"appGroup": []}}"#)
        #expect(try await refusal("Nested").fix == "did you mean 'entitlements.appGroups'?")

        let folder = try scratch.bundle("Latin1", manifest: nil)
        try Data([0x7B, 0x22, 0x6E, 0xE9, 0x22, 0x3A, 0x31, 0x7D]).write(to: folder.appending(path: "Info.json"))
        #expect(try await refusal("Latin1").message == "the file is not UTF-8 text (a bad byte near offset 3)")

        try scratch.bundle("Escapes", manifest: #"{"identifier": "com.example.esc", "name": "Evil\u001b[2J", "version": "1.0.0", "abiVersion": 1, "library": "libCounterWidget.so"}"#)
        let escapes = try await refusal("Escapes")
        #expect(escapes.message == "field 'name' is holding control characters (escape sequences, newlines)")

        try scratch.bundle("Version", manifest: #"{"identifier": "com.example.version", "name": "V", "version": "1.0", "abiVersion": 1, "library": "libCounterWidget.so"}"#)
        #expect(try await refusal("Version").message == "field 'version' is '1.0', not a semantic version")

        try scratch.bundle("Nul", manifest: #"{"identifier": "com.example.nul", "name": "N", "version": "1.0.0", "abiVersion": 1, "library": "libCounterWidget.so\u0000.txt"}"#)
        #expect(try await refusal("Nul").message == "field 'library' has a control character (such as NUL or a line break), which no file name here may have")

        // A byte order mark before the JSON is skipped: the manifest is read, and refused for its own fault.
        let marked = try scratch.bundle("Marked", manifest: nil)
        let text = #"{"identifier": "com.example.marked", "name": "M", "version": "2", "abiVersion": 1, "library": "libCounterWidget.so"}"#
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: marked.appending(path: "Info.json"))
        #expect(try await refusal("Marked").message == "field 'version' is '2', not a semantic version")
    }
}

/// Another machine's ELF number and name than this one's.
private func otherMachine() -> (number: Int, name: String) {
    #if arch(x86_64)
    (183, "aarch64")
    #else
    (62, "x86_64")
    #endif
}

@Suite(.throttled) struct LibraryIdentityTests {
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

@Suite(.throttled) struct CBundleTests {
    @Test func aBundleWrittenInCSpeaksTheSameBoundary() async throws {
        let scratch = try Scratch()
        let library = scratch.root.appending(path: "libhello.so")
        try await Fixtures.compileC("hello_bundle.c", to: library)
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
        try await Fixtures.compileC("hello_bundle.c", to: silent, defines: ["SILENT_DESCRIBE"])
        try scratch.bundle("Silent", identifier: "org.example.silent", library: silent)
        try scratch.bundle("Counter", identifier: "com.example.counter.copy", library: try Fixtures.built("libCounterWidget.so"))
        // Both describe; once the counter has answered, only the silent one's time-out waits.
        let clock = TestClock()
        var loader = BundleLoader(home: try scratch.home(timeout: 2))
        loader.time = clock.hostTime
        let loading = Task { [loader] in await loader.load() }
        await clock.sleepers(atLeast: 2)
        await clock.sleepers { $0 == 1 }
        clock.advance(by: .seconds(2))
        let report = await loading.value
        #expect(report.bundles.map(\.identifier) == ["com.example.counter.copy"])
        let refusal = try #require(report.refusals.first)
        #expect(refusal.code == .timedOut)
        #expect(refusal.location == scratch.plugins.appending(path: "Silent.widgetbundle").path)
        #expect(refusal.message == "could not describe its widgets: no reply to describe within 2.0 s")
    }

    @Test func aHostileRenderTreeIsClampedAndEveryRendererDrawsIt() async throws {
        let scratch = try Scratch()
        let library = scratch.root.appending(path: "libhostile.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["HOSTILE_TREE"])
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
