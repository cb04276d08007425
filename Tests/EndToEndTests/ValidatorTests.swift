import Foundation
import Testing
import WidgetRuntime
import WidgetWire

/// `widgets validate`'s checks, on the examples (which must pass) and on bundles that misbehave.
@Suite(.throttled) struct ValidatorTests {
    @Test(arguments: ["Counter", "Clock", "Timer", "Devices", "SystemLoad", "Tally", "Gallery"])
    func everyExamplePasses(_ name: String) async throws {
        _ = try Fixtures.built("libCounterWidget.so")
        let report = await BundleValidator(bundle: Fixtures.repository.appending(path: "Plugins/\(name)")).validate()
        #expect(report.passed, "\(report.text)")
        #expect(report.checks.contains { $0.name.hasPrefix("timeline") && $0.outcome == .passed })
    }

    @Test func misbehavingTimelinesAreNamed() async throws {
        let scratch = try Scratch()
        let folder = try scratch.bundle(
            "Misbehaving", manifest: Scratch.manifest(identifier: "org.thirdparty.misbehaving", library: "libMisbehavingWidgets.so"),
            library: try await Fixtures.thirdPartyLibraries().appending(path: "libMisbehavingWidgets.so"))
        var validator = BundleValidator(bundle: folder)
        // Long enough for a worker to answer on a busy machine, short for a test.
        validator.requestTimeout = 3
        let report = await validator.validate()
        #expect(!report.passed)
        func failure(_ name: String) -> String? { report.checks.first { $0.name == name && $0.outcome == .failed }?.detail }
        #expect(failure("timeline Unsorted (small)")?.contains("not in date order") == true, "\(report.text)")
        #expect(failure("timeline Empty (small)")?.contains("no entries") == true, "\(report.text)")
        #expect(failure("snapshot Silent (small)")?.contains("no reply to snapshot within 3.0 s") == true, "\(report.text)")
        let junit = report.junit(suite: "Misbehaving")
        #expect(junit.contains(#"<testcase classname="Misbehaving" name="timeline Unsorted (small)""#))
    }

    /// A timeline that crashes in every family: one crash, reported once with the check that found it,
    /// and the placeholders and snapshots, which do not crash, pass in a new worker.
    @Test func aCrashIsReportedOnceByTheCheckThatFoundIt() async throws {
        let scratch = try Scratch()
        let library = scratch.root.appending(path: "libcrash.so")
        try await Fixtures.compileC(
            "hello_bundle.c", to: library, defines: ["CRASH_TIMELINE", #"KIND="Crash""#, #"FAMILIES="\"systemSmall\", \"systemMedium\"""#])
        let folder = try scratch.bundle("Crash", identifier: "org.thirdparty.crash", library: library)
        let report = await BundleValidator(bundle: folder).validate()
        let failed = report.checks.filter { $0.outcome == .failed }
        #expect(failed.map(\.name) == ["timeline Crash (small)", "timeline Crash (medium)"], "\(report.text)")
        #expect(failed.first?.detail.contains("crashed with SIGABRT") == true, "\(report.text)")
        #expect(failed.last?.detail == "failed as 'timeline Crash (small)' did", "\(report.text)")
        for request in ["placeholder", "snapshot"] {
            // Passed, or slow on a busy machine; never failed.
            let outcome = report.checks.first { $0.name == "\(request) Crash (medium)" }?.outcome
            #expect(outcome == .passed || outcome == .warning, "\(report.text)")
        }
    }

    /// Foundation's `UserDefaults` of a group the bundle was not granted keeps its values in the worker:
    /// validation fails, naming the suite.
    @Test func writesThatWouldBeLostFailValidation() async throws {
        let scratch = try Scratch()
        let manifest = #"""
            {"identifier": "org.thirdparty.probe", "name": "Probe", "version": "1.0.0", "abiVersion": 1,
             "library": "libDefaultsProbe.so", "entitlements": {"appGroups": ["group.example.shared"]}}
            """#
        let folder = try scratch.bundle("Probe", manifest: manifest, library: try await Fixtures.thirdPartyLibraries().appending(path: "libDefaultsProbe.so"))
        let report = await BundleValidator(bundle: folder).validate()
        let defaults = report.checks.first { $0.name == "defaults" }
        #expect(defaults?.outcome == .failed, "\(report.text)")
        #expect(defaults?.detail.contains(#"UserDefaults(suiteName: "group.example.counter") is not an app group this bundle may use"#) == true, "\(report.text)")
    }

    @Test func aBrokenManifestStopsAtTheManifest() async throws {
        let scratch = try Scratch()
        let folder = try scratch.bundle("Broken", manifest: #"{"identifier": "x"}"#)
        let report = await BundleValidator(bundle: folder).validate()
        #expect(report.checks.map(\.name) == ["manifest"] && !report.passed)
        #expect(report.checks[0].detail.contains("missing field"))
    }
}
