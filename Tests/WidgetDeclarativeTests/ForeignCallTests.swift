import Foundation
import Glibc
import Testing
import WidgetABI
import WidgetWire

@testable import WidgetDeclarative

/// Real C functions of libc and libm, called through libffi as a declarative bundle calls them.
@Suite struct ForeignCallTests {
    /// Starts a bundle with these sources and one widget showing `text`.
    static func bundle(sources: String, text: String, configuration: String = "null", actions: String = "{}") throws -> DeclarativeBundle {
        let section = """
            {"sources": \(sources), "actions": \(actions),
             "widgets": [{"kind": "Probe", "configuration": \(configuration), "refresh": {"policy": "atEnd", "interval": 30, "entries": 2},
                          "view": {"type": "text", "text": \(JSON.string(text).serialized)}}]}
            """
        let spec = try DeclarativeSpec(json: JSON(parsing: section))
        return try DeclarativeBundle.open(spec, libraries: [:]).get()
    }

    /// The text a snapshot shows.
    static func snapshot(_ bundle: DeclarativeBundle, configuration: JSON? = nil) throws -> String {
        let reply = bundle.answer(.snapshot(kind: "Probe", context: ProviderContext(family: .systemSmall, configuration: configuration)), now: Date())
        return try Reply.decode(RenderedEntry.self, from: reply).view.texts.joined()
    }

    @Test func everyTypeOfTheGrammarCrossesBothWays() throws {
        let bundle = try Self.bundle(
            sources: """
                {"power": {"library": "libm.so.6", "function": "double pow(double, double)", "arguments": [2, 10]},
                 "absolute": {"library": "libc.so.6", "function": "int64 labs(int64)", "arguments": [-9007199254740992]},
                 "small": {"library": "libc.so.6", "function": "int32 abs(int32)", "arguments": [-2147483647]},
                 "floor": {"library": "libm.so.6", "function": "float floorf(float)", "arguments": [2.75]},
                 "length": {"library": "libc.so.6", "function": "uint64 strlen(const char *)", "arguments": ["{config.name}"]},
                 "copy": {"library": "libc.so.6", "function": "char *strdup(const char *)", "arguments": ["hello, {config.name}"], "free": "free"},
                 "load": {"library": "libc.so.6", "function": "int32 getloadavg(double[3], int32)", "arguments": [3]}}
                """,
            text: "{power}|{absolute}|{small}|{floor}|{length}|{copy}|{load}|{load[2]:%.6f}",
            configuration: #"{"parameters": [{"name": "name", "type": "string", "title": "Name", "default": "Ada"}]}"#)
        let shown = try Self.snapshot(bundle, configuration: .object([("name", .string("Grace"))])).split(separator: "|").map(String.init)
        #expect(Array(shown.prefix(7)) == ["1024", "9007199254740992", "2147483647", "2", "5", "hello, Grace", "3"])
        var loads = [Double](repeating: 0, count: 3)
        #expect(getloadavg(&loads, 3) == 3)
        // The 15-minute average hardly moves between two calls.
        #expect(abs(Double(shown[7])! - loads[2]) < 0.05, "\(shown[7]) vs \(loads[2])")
        // Without a configuration, the parameter's default.
        #expect(try Self.snapshot(bundle).contains("hello, Ada"))
    }

    /// In the accented and vibrant rendering modes the view comes without its container background,
    /// as WidgetKit removes it; in full color it keeps it.
    @Test func theAccentedAndVibrantModesRemoveTheContainerBackground() throws {
        let section = """
            {"sources": {}, "widgets": [{"kind": "Probe", "refresh": {"policy": "never"},
              "view": {"type": "text", "text": "hi", "modifiers": [{"font": {"size": 12}}, {"containerBackground": {"type": "color", "color": {"name": "green"}}}]}}]}
            """
        let bundle = try DeclarativeBundle.open(try DeclarativeSpec(json: JSON(parsing: section)), libraries: [:]).get()
        for mode in [nil, "fullColor", "accented", "vibrant"] {
            let context = ProviderContext(family: .systemSmall, renderingMode: mode)
            let shown = try Reply.decode(RenderedEntry.self, from: bundle.answer(.snapshot(kind: "Probe", context: context), now: Date())).view
            let kept = mode == nil || mode == "fullColor"
            #expect((shown.containerBackground != nil) == kept, "\(mode ?? "none")")
            #expect(shown.texts == ["hi"] && shown.modifiers.count == (kept ? 2 : 1), "\(shown.modifiers)")
        }
    }

    @Test func aTimelineHasItsEntriesAndPolicyAndAPlaceholderCallsNothing() throws {
        let bundle = try Self.bundle(
            sources: #"{"cpus": {"library": "libc.so.6", "function": "int64 sysconf(int32)", "arguments": [84]}}"#, text: "{cpus} at {date:%.0f}")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let timeline = try Reply.decode(
            RenderedTimeline.self, from: bundle.answer(.timeline(kind: "Probe", context: ProviderContext(family: .systemSmall)), now: now))
        #expect(timeline.entries.map(\.date) == [now, now.addingTimeInterval(30)])
        #expect(timeline.policy == .atEnd)
        #expect(timeline.entries[1].view.texts == ["\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) at 1800000030"])
        let placeholder = try Reply.decode(
            RenderedEntry.self, from: bundle.answer(.placeholder(kind: "Probe", context: ProviderContext(family: .systemSmall)), now: now))
        #expect(placeholder.view.texts == ["0 at 1800000000"])
        let unknown = try? Reply.decode(RenderedEntry.self, from: bundle.answer(.snapshot(kind: "Nope", context: ProviderContext(family: .systemSmall)), now: now))
        #expect(unknown == nil)
    }

    @Test func anActionRunsWithTheConfigurationItsButtonCarries() throws {
        let bundle = try Self.bundle(
            sources: "{}", text: "tap",
            configuration: #"{"parameters": [{"name": "step", "type": "int", "title": "Step", "default": 1}]}"#,
            actions: #"{"negate": {"library": "libc.so.6", "function": "int64 labs(int64)", "arguments": ["{config.step}"]}}"#)
        func perform(_ parameters: JSON) throws -> JSON {
            try Reply.decode(JSON.self, from: bundle.answer(.perform(IntentInvocation(type: "negate", parameters: parameters)), now: Date()))
        }
        #expect(try perform(.object([("configuration", .object([("step", .number(-7))]))])) == .object([("value", .number(7))]))
        // A value the parameter's C type cannot hold is refused, not truncated.
        #expect(throws: WireError.self) { try perform(.object([("configuration", .object([("step", .number(1e300))]))])) }
        #expect(throws: WireError.self) { try perform(.object([("configuration", .object([("step", .string("x"))]))])) }
        #expect(throws: WireError.self) {
            try Reply.decode(JSON.self, from: bundle.answer(.perform(IntentInvocation(type: "explode", parameters: .object([]))), now: Date()))
        }
    }

    @Test func aMissingSymbolOrLibraryStopsTheStartNamingTheField() throws {
        let missing = try DeclarativeSpec(json: JSON(parsing: """
            {"sources": {"load": {"library": "libc.so.6", "function": "int32 getloadavgs(double[3], int32)", "arguments": [3]}},
             "widgets": [{"kind": "Probe", "view": {"type": "text", "text": "{load}"}}]}
            """))
        guard case .failure(let failure) = DeclarativeBundle.start(missing, libraries: [:]) else {
            Issue.record("a missing symbol was accepted")
            return
        }
        #expect(failure.code == "missingSymbol")
        #expect(failure.message.contains("declarative.sources.load.function") && failure.message.contains("getloadavgs"))
        let absent = try DeclarativeSpec(json: JSON(parsing: """
            {"sources": {"load": {"library": "libnothere.so.9", "function": "int32 f(void)"}},
             "widgets": [{"kind": "Probe", "view": {"type": "text", "text": "{load}"}}]}
            """))
        guard case .failure(let unloadable) = DeclarativeBundle.start(absent, libraries: [:]) else {
            Issue.record("a missing library was accepted")
            return
        }
        #expect(unloadable.code == "libraryUnloadable" && unloadable.message.contains("declarative.sources.load.library"))
    }

    @Test func theBundleAnswersThroughItsTable() throws {
        let spec = try DeclarativeSpec(json: JSON(parsing: """
            {"sources": {"cpus": {"library": "libc.so.6", "function": "int64 sysconf(int32)", "arguments": [84]}},
             "widgets": [{"kind": "Probe", "view": {"type": "text", "text": "{cpus}"}}]}
            """))
        let table = try DeclarativeBundle.start(spec, libraries: [:]).get()
        #expect(table.pointee.abi_version == UInt32(WIDGET_ABI_VERSION))
        final class Box: @unchecked Sendable { var data = Data(); let done = DispatchSemaphore(value: 0) }
        let box = Box()
        let request = WireCoding.encode(BundleRequest.snapshot(kind: "Probe", context: ProviderContext(family: .systemSmall)))
        request.withUnsafeBytes { bytes in
            table.pointee.request(table.pointee.context, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, Unmanaged.passUnretained(box).toOpaque()) {
                context, bytes, length in
                let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
                box.data = Data(bytes: bytes!, count: length)
                box.done.signal()
            }
        }
        box.done.wait()
        #expect(try Reply.decode(RenderedEntry.self, from: Array(box.data)).view.texts == ["\(sysconf(Int32(_SC_NPROCESSORS_ONLN)))"])
    }
}
