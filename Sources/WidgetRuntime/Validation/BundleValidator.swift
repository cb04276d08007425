import Foundation
import Logging
import WidgetWire

/// Checks a bundle as the runtime will use it, in the spirit of clap-validator: its manifest; that it
/// loads and describes itself (in a worker); that every kind answers placeholder, snapshot and timeline
/// in time, in every family, with timelines that are sorted, not empty, not too long and not all in the
/// past, and views that fit; that configurations made from its schema, odd ones included, never crash
/// it; that what it writes to its defaults is stored; that it uses only the app groups it declares.
///
/// It runs in a home of its own (a temporary folder), so nothing of the user's state is touched.
public struct BundleValidator: Sendable {
    /// The bundle folder (`Name.widgetbundle`, or any folder with `Info.json` and its library).
    public let bundle: URL
    public var isolation: RuntimeConfiguration.Isolation = .worker
    /// How long the bundle has to answer each request.
    public var requestTimeout = 10.0
    /// Whether a crash names the line of the bundle's source (for a bundle the user built).
    public var locatesCrashes = false

    /// A placeholder slower than this is a warning: WidgetKit shows it while it waits for nothing.
    public static let placeholderBudget = 0.1
    /// A snapshot slower than this is a warning: a gallery or preview waits for it.
    public static let snapshotBudget = 1.0
    /// More entries than this is a warning, many more a failure: WidgetKit drops long timelines.
    public static let entriesWarning = 100
    public static let entriesLimit = 500

    public init(bundle: URL) { self.bundle = bundle }

    public func validate() async -> ValidationReport {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "widgets-validate-\(UUID().uuidString)")
        let (report, loadReport) = await validate(in: scratch)
        // Its workers are gone before their home is.
        await loadReport?.shutdownAndWait()
        try? FileManager.default.removeItem(at: scratch)
        return report
    }

    /// The checks, with the bundle installed in a home in `scratch`; the bundles loaded there, if any.
    private func validate(in scratch: URL) async -> (ValidationReport, LoadReport?) {
        var report = ValidationReport()

        let manifest: BundleManifest
        do {
            manifest = try BundleManifest.load(fromBundleAt: bundle).0
            report.pass("manifest", "\(manifest.identifier) \(manifest.version): Info.json is well formed")
        } catch {
            report.fail("manifest", error.description)
            return (report, nil)
        }

        let log = LogCapture()
        let loaded: LoadedBundle
        let loadReport: LoadReport
        do {
            let plugins = scratch.appending(path: "plugins")
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: bundle, to: plugins.appending(path: bundle.lastPathComponent))
            // The bundle has the groups it declares, as once the user grants them.
            let groups = manifest.entitlements.appGroups.map { "\"\($0)\"" }.joined(separator: ", ")
            let trust = groups.isEmpty ? "" : #", "appGroups": {"apps": {"validate": {"groups": [\#(groups)], "bundles": ["\#(manifest.identifier)"]}}}"#
            let policy = #"{"plugins": ["plugins"], "requestTimeout": \#(requestTimeout)\#(trust)}"#
            try Data(policy.utf8).write(to: scratch.appending(path: "runtime.json"))
            var home = try RuntimeHome(root: scratch)
            // Each check gets a worker of its own making: a crash is followed by a fresh worker, never
            // by a quarantine or a refusal that repeats the crash in the next check.
            home.configuration.workerRestart.firstWait = Self.restartWait
            home.configuration.workerRestart.longestWait = Self.restartWait
            home.configuration.workerRestart.crashLimit = .max
            home.configuration.isolation = isolation
            home.configuration.locatesCrashes = locatesCrashes ? [manifest.identifier] : []
            let started = ContinuousClock.now
            loadReport = await BundleLoader(home: home, logger: log.logger).load()
            guard let first = loadReport.bundles.first else {
                report.fail("load", loadReport.refusals.first?.description ?? "the bundle was not found")
                return (report, loadReport)
            }
            loaded = first
            report.pass("load", "described \(first.description.widgets.count) kind(s): \(first.description.widgets.map(\.kind).joined(separator: ", "))", since: started)
        } catch {
            report.fail("load", "\(error)")
            return (report, nil)
        }

        for kind in loaded.description.widgets {
            for family in kind.supportedFamilies {
                await checkFamily(kind, family, of: loaded, into: &report)
            }
            if let schema = kind.configuration {
                await fuzz(kind, schema, of: loaded, into: &report)
            }
        }

        let messages = log.plainMessages
        // Foundation's UserDefaults of a group the bundle may not use, or holding a value the runtime
        // cannot store, keeps its writes in the worker: lost when it stops.
        let unstored = messages.filter {
            $0.contains("was not stored") || $0.contains("is not an app group this bundle may use") || $0.contains("does not store; it stays in the worker")
        }
        if unstored.isEmpty {
            report.pass("defaults", "every value the bundle wrote was stored")
        } else {
            report.fail("defaults", unstored.joined(separator: "; "))
        }
        var refused = messages.filter { $0.contains("not entitled") || $0.contains("denies it app group") || $0.contains("neither its own nor an app group") }
        // A group its code names but does not declare reads as empty, with nothing in the log.
        if let library = manifest.library {
            for group in AppGroupLiterals.names(inLibraryAt: bundle.appending(path: library)).subtracting(manifest.entitlements.appGroups).sorted() {
                refused.append("its code names app group '\(group)', which Info.json does not declare: what it reads there is empty and what it writes is lost (add \"\(group)\" to entitlements.appGroups)")
            }
        }
        if refused.isEmpty {
            let groups = manifest.entitlements.appGroups
            report.pass("entitlements", groups.isEmpty ? "used no app group" : "used only its declared app groups (\(groups.joined(separator: ", ")))")
        } else {
            report.fail("entitlements", refused.joined(separator: "; "))
        }
        return (report, loadReport)
    }

    /// Placeholder, snapshot and timeline of one kind in one family.
    private func checkFamily(_ kind: KindDescription, _ family: WidgetFamily, of bundle: LoadedBundle, into report: inout ValidationReport) async {
        let context = ProviderContext(family: family)
        let name = "\(kind.kind) (\(family.shortName))"
        let frames = FrameLayout()

        // Placeholder and snapshot: answered within their budget, drawn within the family's size.
        let entries: [(request: String, budget: Double, fetch: () async throws(WidgetRuntimeError) -> RenderedEntry)] = [
            ("placeholder", Self.placeholderBudget, { () async throws(WidgetRuntimeError) in try await bundle.placeholder(kind: kind.kind, context: context) }),
            ("snapshot", Self.snapshotBudget, { () async throws(WidgetRuntimeError) in try await bundle.snapshot(kind: kind.kind, context: context) }),
        ]
        for (request, budget, fetch) in entries {
            let started = ContinuousClock.now
            do {
                let entry = try await fetch()
                report.timed("\(request) \(name)", since: started, budget: budget, what: "a \(request)")
                report.fit("\(request) \(name) fits", frames.overflow(of: entry.view, family: family, contentMarginsDisabled: kind.contentMarginsDisabled))
            } catch {
                await failed("\(request) \(name)", error, of: bundle, into: &report)
            }
        }

        let started = ContinuousClock.now
        do {
            let checked = try await bundle.timeline(kind: kind.kind, context: context)
            let entries = checked.timeline.entries
            var problems = checked.warnings.map { $0.replacingOccurrences(of: "; sorted them by date", with: "") }
            if entries.count > Self.entriesLimit {
                problems.append("\(entries.count) entries; WidgetKit gives up on timelines past a few hundred (keep it under \(Self.entriesWarning))")
            }
            if let last = entries.last?.date, last < Date().addingTimeInterval(-86_400) {
                problems.append("every entry is more than a day in the past (the last is \(last.formatted(.iso8601))); date them from now")
            }
            if !problems.isEmpty {
                report.fail("timeline \(name)", problems.joined(separator: "; "))
            } else if entries.count > Self.entriesWarning {
                report.warn("timeline \(name)", "\(entries.count) entries; WidgetKit works best under \(Self.entriesWarning)", since: started)
            } else {
                report.pass("timeline \(name)", "\(entries.count) entr\(entries.count == 1 ? "y" : "ies"), policy \(checked.timeline.policy)", since: started)
            }
            for (index, entry) in entries.enumerated() {
                if let overflow = frames.overflow(of: entry.view, family: family, contentMarginsDisabled: kind.contentMarginsDisabled) {
                    report.fail("timeline \(name) fits", "entry \(index + 1): \(overflow)")
                    break
                }
            }
        } catch {
            await failed("timeline \(name)", error, of: bundle, into: &report)
        }
    }

    /// How long a crashed worker waits before the next check starts a new one.
    static let restartWait = 0.05

    /// A check that failed: a failure an earlier check already reported is named once; after a
    /// crash a new worker is started, untimed, for the next check.
    private func failed(_ name: String, _ error: WidgetRuntimeError, of bundle: LoadedBundle, into report: inout ValidationReport) async {
        if let earlier = report.checks.first(where: { $0.outcome == .failed && $0.cause == error.message }) {
            report.fail(name, "failed as '\(earlier.name)' did", cause: error.message)
        } else {
            // A crash's fix would be about the restart, which validation makes itself.
            let fix = error.code == .workerDied ? "" : error.fix.map { "\n  fix: \($0)" } ?? ""
            report.fail(name, (error.location.map { "\($0): " } ?? "") + error.message + fix, cause: error.message)
        }
        if error.code == .workerDied {
            try? await Task.sleep(for: .seconds(Self.restartWait * 1.5))
            _ = try? await bundle.recommendations(kind: bundle.description.widgets.first?.kind ?? "")
        }
    }

    /// Configurations made from the schema, one odd value at a time: the bundle may refuse them, but
    /// never crash or hang on them.
    private func fuzz(_ kind: KindDescription, _ schema: IntentSchema, of bundle: LoadedBundle, into report: inout ValidationReport) async {
        let started = ContinuousClock.now
        var tried = 0
        for parameter in schema.parameters {
            for value in Self.oddValues(for: parameter) {
                tried += 1
                let configuration = JSON.object([(parameter.name, value)])
                let context = ProviderContext(family: kind.supportedFamilies.first ?? .systemSmall, configuration: configuration)
                var outcome: WidgetRuntimeError?
                do {
                    try await bundle.checkConfiguration(kind: kind.kind, configuration: configuration)
                    _ = try await bundle.snapshot(kind: kind.kind, context: context)
                } catch {
                    outcome = error
                }
                if let outcome, [.workerDied, .timedOut, .quarantined].contains(outcome.code) {
                    report.fail(
                        "configurations of \(kind.kind)",
                        "\(parameter.name)=\(value.serialized.prefix(60)) made it fail: \(outcome.message)")
                    return
                }
            }
        }
        report.pass("configurations of \(kind.kind)", "\(tried) odd configurations answered without a crash", since: started)
    }

    /// Values at the edges of what a parameter's type takes, and some it does not.
    static func oddValues(for parameter: ParameterSchema) -> [JSON] {
        var values: [JSON] = [.null, .string(""), .string(String(repeating: "x", count: 4_096)), .string("\u{1B}[2J\u{0}"), .number(-1)]
        switch parameter.type {
        case "int": values += [.number(0), .number(9_007_199_254_740_991), .number(-9_007_199_254_740_991)]
        case "double": values += [.number(0), .number(1e308), .number(-1e308), .number(.leastNonzeroMagnitude)]
        case "bool": values += [.bool(true), .bool(false)]
        case "date": values += [.number(0), .number(253_402_300_799), .number(-62_135_596_800)]
        case "url": values += [.string("not a url"), .string("javascript:alert(1)")]
        case "enum": values += parameter.cases.map { .string($0.value) } + [.string("no-such-case")]
        case "entity": values += [.string("no-such-id"), .object([("id", .string("no-such-id"))])]
        default: values += [.string("🌦️ weather"), .string("a\nb")]
        }
        return parameter.array ? values.map { .array([$0]) } + [.array([])] : values
    }
}
