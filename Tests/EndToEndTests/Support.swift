import Foundation
import Logging
import Spawning
import Testing
import WidgetRuntime
import WidgetTesting
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// Paths and builds the end-to-end tests share.
enum Fixtures {
    /// The process ID, as this process sees it, of a bundle's worker process that knows itself as
    /// `pid` (in its own PID namespace every worker is 2): found by the bundle identifier and the
    /// runtime home its launch argument carries (tests running at once use the same identifiers),
    /// and the last ID of its `NSpid`.
    static func workerProcess(of identifier: String, in home: URL, knownAs pid: pid_t) -> pid_t? {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return all.compactMap(pid_t.init).first { candidate in
            let command = (try? Data(contentsOf: URL(filePath: "/proc/\(candidate)/cmdline"))) ?? Data()
            let launch = String(decoding: command, as: UTF8.self)
            guard launch.contains(identifier), launch.contains(home.path + "/"),
                let status = try? String(contentsOfFile: "/proc/\(candidate)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("NSpid:") })
            else { return false }
            return line.split(whereSeparator: \.isWhitespace).last.flatMap { pid_t($0) } == pid
        }
    }

    /// The package checkout.
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where `swift build` put the example libraries and the `widgets` executable: beside this test binary.
    static let buildFolder = RuntimeHome.executableDirectory

    /// A file `swift build` makes, or a failure that says to run it.
    static func built(_ name: String) throws -> URL {
        let file = buildFolder.appending(path: name)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw FixtureError("\(file.path) is missing: run `swift build` before `swift test` (see the README)")
        }
        return file
    }

    /// The folder of the third-party fixture package's libraries, built once per test run.
    static func thirdPartyLibraries() async throws -> URL { try await thirdPartyBuild.value.get() }

    /// Where the libraries of Tests/Fixtures/KitWidgets (widget code written for iOS, on Packages/WidgetKit) are.
    static func kitLibraries() async throws -> URL { try await kitBuild.value.get() }

    /// Where the executables of Tests/Fixtures/CoreDataApp (an app and its widget's Core Data code) are.
    static func coreDataApp() async throws -> URL { try await coreDataBuild.value.get() }

    /// Where the executables of Tests/Fixtures/SwiftDataApp (an app and its widget's SwiftData code) are.
    static func swiftDataApp() async throws -> URL { try await swiftDataBuild.value.get() }

    /// An executable of Tests/Fixtures/WidgetExamplesApp (a vendored Xcode project's app on Linux:
    /// WidgetExamplesApp, SwiftCalendarApp).
    static func projectApp(_ name: String) async throws -> URL { try await widgetExamplesBuild.value.get().appending(path: name) }

    /// Where the executable of Tests/Fixtures/FrameworkUsage (shared app code on Apple's other frameworks) is.
    static func frameworkUsage() async throws -> URL { try await frameworkBuild.value.get().appending(path: "FrameworkUsage") }

    private static let frameworkBuild = Task { await buildFixture("FrameworkUsage") }
    private static let thirdPartyBuild = Task { await buildFixture("ThirdPartyWidgets") }
    private static let coreDataBuild = Task { await buildFixture("CoreDataApp") }
    private static let swiftDataBuild = Task { await buildFixture("SwiftDataApp") }
    private static let kitBuild = Task { await buildFixture("KitWidgets") }
    private static let widgetExamplesBuild = Task { await buildFixture("WidgetExamplesApp") }

    /// Builds a fixture package of Tests/Fixtures in a build folder of its own (SwiftPM keeps one
    /// package's build plan per folder).
    private static func buildFixture(_ name: String) async -> Result<URL, FixtureError> {
        let scratch = repository.appending(path: name == "ThirdPartyWidgets" ? ".build-fixtures" : ".build-fixtures-\(name)")
        let build = ["swift", "build", "--package-path", repository.appending(path: "Tests/Fixtures/\(name)").path,
                     "--scratch-path", scratch.path]
        // SwiftPM reuses a build folder's plan without noticing a source file added to a path
        // dependency since: planned anew each time, it sees it. Code compiled against an SDK that
        // changed since is compiled again (SwiftPM would keep it).
        for plan in ["debug.yaml", "debug/description.json"] { try? FileManager.default.removeItem(at: scratch.appending(path: plan)) }
        SharedBuildFolder.dropCodeBuiltAgainstAnotherSDK(in: scratch, sdk: repository.appending(path: "Packages/WidgetSDK"))
        let result = await run(build)
        guard result.status == 0 else {
            return .failure(FixtureError("building Tests/Fixtures/\(name) failed:\n\(result.output)"))
        }
        return .success(scratch.appending(path: "debug"))
    }

    /// A fontconfig configuration, written in `folder`, under which the machine's fonts are used and
    /// Inter is refused and set in DejaVu Sans: a machine whose fonts would change a picture.
    static func fontconfigPreferringDejaVu(in folder: URL) throws -> URL {
        let configuration = folder.appending(path: "prefer-dejavu.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <selectfont><rejectfont><glob>*/Inter*</glob></rejectfont></selectfont>
              <match target="pattern">
                <test name="family"><string>Inter</string></test>
                <edit name="family" mode="assign" binding="strong"><string>DejaVu Sans</string></edit>
              </match>
            </fontconfig>
            """.write(to: configuration, atomically: true, encoding: .utf8)
        return configuration
    }

    /// Compiles a C fixture from Tests/Fixtures/CBundles into a shared library.
    static func compileC(_ source: String, to library: URL, defines: [String] = []) async throws {
        let include = repository.appending(path: "Packages/WidgetSDK/Sources/WidgetABI/include").path
        let file = repository.appending(path: "Tests/Fixtures/CBundles/\(source)").path
        let result = await run(
            ["cc", "-shared", "-fPIC", "-D_GNU_SOURCE", "-Wall"] + defines.map { "-D\($0)" }
                + ["-I", include, "-o", library.path, file])
        guard result.status == 0 else { throw FixtureError("cc failed for \(source):\n\(result.error)") }
    }

    /// Runs a program to completion, returning its exit status and output. It is waited for on a
    /// thread of its own: a test never holds one of Swift's cooperative threads, which the runtime
    /// under test needs.
    @discardableResult
    static func run(
        _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
    ) async -> (status: Int32, output: String, error: String) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: runHere(arguments, environment: environment, in: directory))
            }
        }
    }

    private static func runHere(
        _ arguments: [String], environment: [String: String]?, in directory: URL?
    ) -> (status: Int32, output: String, error: String) {
        // What a program leaves in TMPDIR (SwiftPM leaves folders) goes with the run, unless the test chose a TMPDIR.
        var environment = environment ?? [:]
        var temporary: URL?
        if environment["TMPDIR"] == nil, let folder = try? TemporaryFolders.make("widgets-run") {
            temporary = folder
            environment["TMPDIR"] = folder.path
        }
        defer { temporary.map { try? FileManager.default.removeItem(at: $0) } }
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let ran = Result { () throws(ChildProcess.Failure) in
            try ChildProcess.run(["/usr/bin/env"] + arguments, environment: merged, directory: directory?.path)
        }
        switch ran {
        case .success(let finished): return (finished.status, finished.outputText, finished.errorText)
        case .failure(let failure): return (-1, "", "could not start \(arguments[0]): \(failure.reason)")
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A fresh folder for one test, with helpers to lay out a runtime home and bundles in it.
struct Scratch {
    let root: URL

    /// Removed when the test process exits (workers and runtimes a test started may still use it).
    init() throws { root = try TemporaryFolders.make("widgets-tests") }

    /// The plugin folder of the home made by ``home(timeout:)``.
    var plugins: URL { root.appending(path: "plugins") }

    /// runtime.json's `appGroups` as the checkout's `Runtime/runtime.json` has it: each example's app
    /// trusts the example bundle with its group, so the examples work with no grant.
    static let exampleApps = #"""
        "appGroups": {"apps": {"counter-app": {"groups": ["group.example.counter"], "bundles": ["com.example.counter"]},
                               "timer-app": {"groups": ["group.example.timer"], "bundles": ["com.example.timer"]},
                               "devices-app": {"groups": ["group.example.devices"], "bundles": ["com.example.devices"]}}}
        """#

    /// A runtime home whose only plugin folder is ``plugins``, with the example's app groups unless
    /// `more` has its own. A worker that dies is started again after `restartWait` seconds (the first
    /// time; twice that the next), so tests need not wait long.
    func home(timeout: Double = 10, restartWait: Double = 0.05, more: String = "") throws -> RuntimeHome {
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let restart = #""workerRestart": {"firstWait": \#(restartWait), "longestWait": \#(restartWait * 4)}"#
        let groups = more.contains(#""appGroups""#) ? "" : ", " + Self.exampleApps
        try Data(#"{"plugins": ["plugins"], "requestTimeout": \#(timeout), \#(restart)\#(groups)\#(more.isEmpty ? "" : ", " + more)}"#.utf8)
            .write(to: root.appending(path: "runtime.json"))
        return try RuntimeHome(root: root)
    }

    /// A home whose one bundle is the example Counter, with the instances given (runtime.json's
    /// `instances`, e.g. `[{"kind": "Counter"}]`).
    func counterHome(instances: String) throws -> RuntimeHome {
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
        _ = try home()
        try Data(#"{"plugins": ["plugins"], "instances": \#(instances), \#(Self.exampleApps)}"#.utf8).write(to: root.appending(path: "runtime.json"))
        return try RuntimeHome(root: root)
    }

    /// A bundle folder `Name.widgetbundle` with an Info.json and, if given, a copy of a library.
    @discardableResult
    func bundle(_ name: String, manifest: String?, library: URL? = nil, libraryName: String? = nil) throws -> URL {
        let folder = plugins.appending(path: "\(name).widgetbundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let manifest { try Data(manifest.utf8).write(to: folder.appending(path: "Info.json")) }
        if let library {
            try FileManager.default.copyItem(at: library, to: folder.appending(path: libraryName ?? library.lastPathComponent))
        }
        return folder
    }

    /// A bundle folder holding a copy of a library and a valid manifest for it.
    @discardableResult
    func bundle(_ name: String, identifier: String, library: URL) throws -> URL {
        try bundle(name, manifest: Self.manifest(identifier: identifier, library: library.lastPathComponent), library: library)
    }

    /// A copy of the hostile library (Tests/Fixtures/ThirdPartyWidgets) as a bundle of its own,
    /// `org.hostile.<behaviour>`, with `more` fields in its manifest; returns its identifier.
    @discardableResult
    func hostile(_ behaviour: String, more: String = "") async throws -> String {
        let identifier = "org.hostile.\(behaviour.lowercased())"
        let manifest = #"{"identifier": "\#(identifier)", "name": "\#(behaviour)", "version": "1.0.0", "abiVersion": 1, "library": "libHostileWidgets.so"\#(more)}"#
        try bundle(behaviour, manifest: manifest, library: try await Fixtures.thirdPartyLibraries().appending(path: "libHostileWidgets.so"))
        return identifier
    }

    /// The IntentProbe fixture bundle (`org.thirdparty.intents`): a parameter of every kind, and intents
    /// that count, switch, throw, hang and block.
    func intentProbe() async throws {
        try bundle("Probe", identifier: "org.thirdparty.intents", library: try await Fixtures.thirdPartyLibraries().appending(path: "libIntentProbe.so"))
    }

    static func manifest(identifier: String, library: String, abiVersion: Int = 1) -> String {
        #"{"identifier": "\#(identifier)", "name": "\#(identifier)", "version": "1.0.0", "abiVersion": \#(abiVersion), "library": "\#(library)"}"#
    }

    /// A host running one instance of a kind, configured with `settings`, once it shows its first
    /// entry. It runs on a ``TestClock`` nobody moves: time stands still unless a test says otherwise.
    func startHost(
        _ kind: String, family: WidgetFamily? = nil, settings: [String] = [], policy: RefreshPolicy = RefreshPolicy(),
        timeout: Double = 10
    ) async throws -> (WidgetHost, Task<Void, Never>, InstanceID, HostRecorder) {
        let report = try await load(timeout: timeout)
        var (list, _) = try InstanceList.load(home: try home(timeout: timeout), bundles: report)
        let id = try list.add(kind: kind, family: family, bundles: report).id
        if !settings.isEmpty { _ = try await list.configure(id, settings: settings, bundles: report) }
        let host = WidgetHost(report: report, instances: list, policy: policy, logger: Logger(label: "test"), time: TestClock().hostTime)
        let recorder = HostRecorder(host)
        let running = Task { await host.run() }
        _ = try #require(await recorder.entry(of: id), "\(id) shows nothing")
        return (host, running, id, recorder)
    }

    /// Loads the home's bundles.
    func load(timeout: Double = 10) async throws -> LoadReport {
        await BundleLoader(home: try home(timeout: timeout)).load()
    }
}

/// At most a few end-to-end tests run at a time: each starts workers and programs, and on two cores
/// dozens at once make a worker take seconds to answer. Given to every suite of this target.
struct Throttled: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        await TestSlots.shared.acquire()
        do {
            try await function()
        } catch {
            await TestSlots.shared.release()
            throw error
        }
        await TestSlots.shared.release()
    }
}

extension Trait where Self == Throttled {
    /// Runs the suite's tests among at most ``TestSlots/width`` end-to-end tests at a time.
    static var throttled: Self { Throttled() }
}

/// The slots end-to-end tests take turns in.
actor TestSlots {
    static let shared = TestSlots()
    static let width = 4
    private var free = width
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

/// `widgets run` started by a test, its event log (`--log json`, one line an event) and its standard
/// error each in a file: what the test waits on, as the runtime writes them.
struct RunningRuntime {
    let process: TestProcess
    /// Its standard output: `--log json`'s lines.
    let log: URL
    /// Its standard error: warnings, and lines such as the page's address.
    let errors: URL

    /// Starts `widgets run` with `arguments` (home, log format and others), its files in `folder`,
    /// with the environment variables given set (or unset: nil).
    static func start(
        _ widgets: String, _ arguments: [String], in folder: URL, environment: [String: String?] = [:]
    ) throws -> RunningRuntime {
        let log = folder.appending(path: "runtime.log"), errors = folder.appending(path: "runtime.err")
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        variables[Self.marker] = log.path
        for file in [log, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = try TestProcess(widgets, ["run"] + arguments, environment: variables, output: .file(log), error: .file(errors))
        return RunningRuntime(process: process, log: log, errors: errors)
    }

    var pid: pid_t { process.processIdentifier }

    /// Its standard error so far.
    var errorText: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// The first non-nil `value`, asked now and again each time the runtime writes a line to its log
    /// or its standard error, within `seconds`.
    func when<Value>(within seconds: Double = 60, _ value: () async throws -> Value?) async throws -> Value? {
        try await Wait.forChange(in: [log, errors], within: seconds, value)
    }

    /// Whether `condition` holds, or comes to hold as the runtime writes its log, within `seconds`.
    func until(within seconds: Double = 60, _ condition: () async throws -> Bool) async throws -> Bool {
        try await when(within: seconds) { try await condition() ? true : nil } != nil
    }

    /// Whether, within 30 seconds, instance `id` of `home` shows an entry whose render tree holds `text`:
    /// asked again each time the runtime logs an event.
    func shows(_ text: String, on id: InstanceID, of home: RuntimeHome) async throws -> Bool {
        try await until(within: 30) {
            guard let client = try? await ControlConnection.connect(to: home) else { return false }
            defer { client.close() }
            guard let shown = try? await client.entry(of: id) else { return false }
            return shown.entry?.json.serialized.contains(text) == true
        }
    }

    /// Whether, within `seconds`, it answers on `home`'s control socket and every instance shows an
    /// entry: asked again each time it logs an event.
    func ready(_ home: RuntimeHome, within seconds: Double = 60) async throws -> Bool {
        try await until(within: seconds) {
            guard let client = try? await ControlConnection.connect(to: home) else { return false }
            defer { client.close() }
            guard let statuses = try? await client.instances() else { return false }
            return statuses.allSatisfy { $0.entry != nil }
        }
    }

    /// Stops it as Ctrl-C would and waits until it has ended; what it started and left running (a
    /// desktop's helpers) fails the test, and is killed.
    func stop() {
        process.terminate()
        process.waitUntilExit()
        Leftovers.end(Leftovers.holding("\(Self.marker)=\(log.path)\0"), leftBy: "widgets run")
    }

    /// The variable every process the runtime starts inherits (but its workers, which start with an
    /// environment of their own), naming the runtime.
    private static let marker = "WIDGETS_TESTS_RUNTIME"
}

/// Processes a test started that are still running once it is done with them.
enum Leftovers {
    /// The processes whose environment holds `text`, such as a variable that everything started
    /// for one program inherits.
    static func holding(_ text: String) -> [pid_t] {
        let mark = Data(text.utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(pid_t.init).filter { pid in
            FileManager.default.contents(atPath: "/proc/\(pid)/environ")?.range(of: mark) != nil
        }
    }

    /// Records an issue naming the processes that still run, if there are any, and kills them. One
    /// that ends by itself as what it served goes (a service of a bus just killed) is given two
    /// seconds to, and one that has ended and waits for its parent to reap it runs no more.
    static func end(_ pids: [pid_t], leftBy what: String) {
        guard !pids.isEmpty else { return }
        _ = Wait.blockUntilExited(pids, within: 2)
        let pids = pids.filter(isRunning)
        guard !pids.isEmpty else { return }
        let commands = pids.map { ((try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8)) ?? "\($0)").replacingOccurrences(of: "\0", with: " ") }
        Issue.record("\(what) left running: \(commands)")
        pids.forEach { kill($0, SIGKILL) }
        _ = Wait.blockUntilExited(pids, within: 10)
    }

    /// Whether the process exists and has not ended (its state is not "Z", ended and not yet reaped).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let end = stat.lastIndex(of: ")") else { return false }
        return !["Z", "X"].contains(stat[stat.index(after: end)...].dropFirst().first)
    }
}
