import Foundation
import Glibc
import Testing
import WidgetRuntime
import WidgetWire

/// Declarative bundles as users install them: an `Info.json` (and maybe a C library) in a plugin
/// folder, loaded by the runtime, served in a worker (or in process), drawn, tapped.
@Suite(.throttled) struct DeclarativeBundleTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    static func example(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.repository.appending(path: "Plugins/\(name)/Info.json"), encoding: .utf8)
    }

    /// A manifest of a declarative bundle with these sources and this view.
    static func manifest(_ identifier: String, sources: String, view: String, actions: String = "{}") -> String {
        """
        {"identifier": "\(identifier)", "name": "\(identifier)", "version": "1.0.0", "abiVersion": 1,
         "declarative": {"sources": \(sources), "actions": \(actions),
                         "widgets": [{"kind": "\(identifier.split(separator: ".").last!)", "view": \(view)}]}}
        """
    }

    @Test(arguments: [false, true]) func systemLoadShowsWhatLibcSays(inProcess: Bool) async throws {
        try scratch.bundle("SystemLoad", manifest: Self.example("SystemLoad"))
        let home = try scratch.home(more: inProcess ? #""isolation": "inProcess""# : "")
        let report = await BundleLoader(home: home).load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        let (bundle, kind) = try report.resolve("SystemLoad")
        #expect(kind.supportedFamilies == [.systemSmall, .systemMedium])
        let entry = try await bundle.snapshot(kind: "SystemLoad", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains("of \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs"), "\(entry.view.texts)")
        var loads = [Double](repeating: 0, count: 3)
        _ = getloadavg(&loads, 3)
        let shown = try #require(entry.view.texts.first { $0.hasPrefix("5 min") })
        // The 15-minute average moves slowly: what the widget read and what the test reads agree closely.
        let fifteen = try #require(shown.components(separatedBy: "15 min ").last.flatMap { Double($0) }, "\(shown)")
        #expect(abs(fifteen - loads[2]) < 0.25, "\(shown) vs \(loads)")
        report.shutdown()
    }

    @Test func tallyCountsTapsInItsOwnCLibraryWithItsConfiguredStep() async throws {
        try scratch.bundle("Tally", manifest: Self.example("Tally"), library: try Fixtures.built("libTally.so"))
        let (host, running, id, _) = try await scratch.startHost("Tally", settings: ["step=5", "title=Laps"])
        #expect(await host.currentEntry(of: id)?.view.texts.contains("Laps") == true)
        #expect(try await host.tap(id, target: "button-1").value == .number(5))
        #expect(await host.currentEntry(of: id)?.view.texts.contains("5 taps so far") == true)
        #expect(try await host.tap(id, target: "button-1").value == .number(10))
        #expect(await host.currentEntry(of: id)?.view.texts.contains("10") == true)
        #expect(try await host.tap(id, target: "button-2").value == nil)
        #expect(await host.currentEntry(of: id)?.view.texts.contains("0 taps so far") == true)
        await host.stop()
        await running.value
    }

    @Test func aStepThatIsNotANumberIsRefusedByConfigure() async throws {
        try scratch.bundle("Tally", manifest: Self.example("Tally"), library: try Fixtures.built("libTally.so"))
        let report = try await scratch.load()
        var (list, _) = try InstanceList.load(home: try scratch.home(), bundles: report)
        let id = try list.add(kind: "Tally", family: nil, bundles: report).id
        await #expect(throws: WidgetRuntimeError.self) { _ = try await list.configure(id, settings: ["step=many"], bundles: report) }
        report.shutdown()
    }

    /// Each broken manifest is refused before anything runs, naming Info.json, the field and the fix;
    /// the good bundle beside them loads.
    @Test func brokenManifestsAreRefusedNamingTheirField() async throws {
        let view = #"{"type": "text", "text": "{value}"}"#
        let cases: [(name: String, sources: String, view: String, code: WidgetRuntimeError.Code, mentions: [String])] = [
            ("type", #"{"value": {"library": "libc.so.6", "function": "int16 abs(int16)", "arguments": [1]}}"#, view,
             .manifestInvalid, ["declarative.sources.value.function", "unknown result type 'int16'"]),
            ("array", #"{"value": {"library": "libc.so.6", "function": "int32 getloadavg(double[], int32)", "arguments": [3]}}"#, view,
             .manifestInvalid, ["declarative.sources.value.function", "has no size"]),
            ("result", #"{"value": {"library": "libc.so.6", "function": "struct tm *localtime(int64)", "arguments": [0]}}"#, view,
             .manifestInvalid, ["a pointer the grammar lacks"]),
            ("symbol", #"{"value": {"library": "libc.so.6", "function": "int32 no_such_function(void)"}}"#, view,
             .missingSymbol, ["declarative.sources.value.function", "no_such_function"]),
            ("library", #"{"value": {"library": "libnothere.so.3", "function": "int32 f(void)"}}"#, view,
             .libraryNotFound, ["declarative.sources.value.library", "libnothere.so.3"]),
            ("placeholder", #"{"value": {"library": "libc.so.6", "function": "int32 abs(int32)", "arguments": [1]}}"#,
             #"{"type": "text", "text": "{valu}"}"#, .manifestInvalid, ["declarative.widgets[0].view.runs[0].text", "no source is named 'valu'"]),
            ("index", #"{"value": {"library": "libc.so.6", "function": "int32 getloadavg(double[3], int32)", "arguments": [3]}}"#,
             #"{"type": "text", "text": "{value[7]}"}"#, .manifestInvalid, ["has 3 elements"]),
        ]
        for item in cases {
            try scratch.bundle(item.name, manifest: Self.manifest("com.example.\(item.name)", sources: item.sources, view: item.view))
        }
        try scratch.bundle("SystemLoad", manifest: Self.example("SystemLoad"))
        let report = try await scratch.load()
        #expect(report.bundles.map(\.identifier) == ["org.widgets.systemload"])
        for item in cases {
            let refusal = report.refusals.first { $0.location?.contains("/\(item.name).widgetbundle") == true }
            #expect(refusal?.code == item.code, "\(item.name): \(String(describing: refusal))")
            #expect(refusal?.location?.hasSuffix("Info.json") == true, "\(item.name): \(String(describing: refusal?.location))")
            for mention in item.mentions { #expect(refusal?.message.contains(mention) == true, "\(item.name): \(String(describing: refusal))") }
            #expect(refusal?.fix?.isEmpty == false)
        }
        report.shutdown()
    }

    @Test func aCFunctionThatCrashesCostsItsOwnWorkerOnly() async throws {
        // raise(SIGSEGV) as a data source: the worker dies as a C bug would kill it.
        let crashing = Self.manifest(
            "com.example.crash", sources: #"{"value": {"library": "libc.so.6", "function": "int32 raise(int32 signal)", "arguments": [11]}}"#,
            view: #"{"type": "text", "text": "{value}"}"#)
        try scratch.bundle("Crash", manifest: crashing)
        try scratch.bundle("SystemLoad", manifest: Self.example("SystemLoad"))
        let report = try await scratch.load()
        let (crash, _) = try report.resolve("crash")
        let error = await #expect(throws: WidgetRuntimeError.self) {
            try await crash.snapshot(kind: "crash", context: ProviderContext(family: .systemSmall))
        }
        #expect(error?.code == .workerDied && error?.message.contains("SIGSEGV") == true, "\(String(describing: error))")
        let (load, _) = try report.resolve("SystemLoad")
        let entry = try await load.snapshot(kind: "SystemLoad", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains("Load"))
        report.shutdown()
    }
}
