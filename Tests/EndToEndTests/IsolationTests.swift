import Foundation
import Logging
import Testing
import WidgetRuntime
import WidgetTesting
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// Hostile and broken bundles, each in its own worker beside the examples: the runtime lives, the
/// examples keep updating, each cause is named, nothing of the runtime's state is reached, and the
/// crashers end quarantined until their library changes.
@Suite(.throttled) struct IsolationTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
        let counter = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: counter, library: try Fixtures.built("libCounterWidget.so"))
    }

    @Test func aBundleThatCrashesWhileDescribedIsRefusedWithTheCause() async throws {
        try scratch.bundle(
            "Crash", identifier: "org.hostile.describe",
            library: try await Fixtures.thirdPartyLibraries().appending(path: "libCrashOnDescribe.so"))
        let report = try await scratch.load()
        #expect(report.bundles.map(\.identifier) == ["com.example.counter"])
        let refusal = try #require(report.refusals.first)
        #expect(refusal.code == .workerDied)
        #expect(refusal.message.contains("crashed with SIGILL") || refusal.message.contains("crashed with SIGTRAP"), "\(refusal)")
        #expect(refusal.message.contains("boom while describing"), "\(refusal)")

        // `widgets list` names it and lists the others; it does not crash, and does not run the crash
        // again: the failure is remembered until the library changes.
        for _ in 0..<2 {
            let list = await Fixtures.run([try Fixtures.built("widgets").path, "list", "--home", scratch.root.path])
            #expect(list.status == 1)
            #expect(list.output.contains("Counter 1.0.0  com.example.counter"))
            #expect(list.output.contains("boom while describing"), "\(list.output)")
            #expect(list.output.contains("described again once its library or Info.json changes"), "\(list.output)")
        }
        let privateFolder = scratch.root.appending(path: "state/bundles/org.hostile.describe")
        let runs = try FileManager.default.contentsOfDirectory(atPath: privateFolder.path).filter { $0.hasPrefix("described-") }
        #expect(runs.count == 1, "its describing code ran \(runs.count) times")

        // A new library is described again.
        let library = scratch.plugins.appending(path: "Crash.widgetbundle/libCrashOnDescribe.so")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: library.path)
        _ = try await scratch.load()
        #expect(try FileManager.default.contentsOfDirectory(atPath: privateFolder.path).filter { $0.hasPrefix("described-") }.count == 2)
    }

    @Test func hostileBundlesCostThemselvesAloneAndEndQuarantined() async throws {
        let crashers = await [
            "FatalTimeline": try scratch.hostile("FatalTimeline"),
            "ExitTimeline": try scratch.hostile("ExitTimeline"),
            "Spin": try scratch.hostile("Spin"),
            "BlockAsync": try scratch.hostile("BlockAsync"),
            "Allocate": try scratch.hostile("Allocate", more: #", "limits": {"memoryMB": 768}"#),
        ]
        let probe = try await scratch.hostile("Probe")
        let listener = try LoopbackListener()
        try Data("\(listener.port)".utf8).write(to: scratch.plugins.appending(path: "Probe.widgetbundle/port.txt"))
        // The same probe entitled to the network: internet sockets only.
        let networked = "org.hostile.networked"
        try scratch.bundle(
            "Networked",
            manifest: #"{"identifier": "\#(networked)", "name": "Networked", "version": "1.0.0", "abiVersion": 1, "library": "libHostileWidgets.so", "entitlements": {"network": true}}"#,
            library: try await Fixtures.thirdPartyLibraries().appending(path: "libHostileWidgets.so"))
        let networkListener = try LoopbackListener()
        try Data("\(networkListener.port)".utf8).write(to: scratch.plugins.appending(path: "Networked.widgetbundle/port.txt"))
        // Described once with time to spare (a busy machine starts workers slowly); the run below,
        // with a time-out short for a test (yet long enough for a worker to start on a busy 2-core
        // machine, so a crash is not mistaken for a hang), takes the descriptions from the cache.
        await BundleLoader(home: try scratch.home(timeout: 60), logger: Logger(label: "test")).load().shutdown()
        let home = try scratch.home(timeout: 3)
        let runtimeJSON = try Data(contentsOf: home.configurationFile)
        let store = try DefaultsStore(file: home.defaultsDatabase)
        try store.set(.int(7), forKey: "count", in: "group.example.counter")

        let report = await BundleLoader(home: home, logger: Logger(label: "test")).load()
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        let counter = try list.add(kind: "Counter", family: nil, bundles: report).id
        var shown: [String: InstanceID] = [:]
        for (kind, identifier) in crashers.merging(["Probe": probe], uniquingKeysWith: { $1 }) {
            shown[kind] = try list.add(kind: "\(identifier)/\(kind)", family: nil, bundles: report).id
        }
        let networkedProbe = try list.add(kind: "\(networked)/Probe", family: nil, bundles: report).id
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: Logger(label: "test"))
        let recorder = HostRecorder(host)
        let running = Task { await host.run() }
        defer { running.cancel() }
        func shows(_ id: InstanceID) async -> Bool {
            await recorder.first { if case .shown(let instance, _, _, _) = $0 { instance.id == id } else { false } } != nil
        }

        // Every crasher ends quarantined, each for its own cause, and in the home's list.
        let quarantined = try await Wait.until(changeIn: home.stateDirectory) {
            crashers.values.allSatisfy { report.bundle($0)?.health.quarantine != nil }
        }
        #expect(quarantined, "\(crashers.values.map { "\($0): \(report.bundle($0)!.health.summary)" })")
        func cause(_ kind: String) -> String { report.bundle(crashers[kind]!)?.health.quarantine?.reason ?? "" }
        #expect(cause("FatalTimeline").contains("crashed with SIGILL") || cause("FatalTimeline").contains("SIGTRAP"))
        #expect(cause("FatalTimeline").contains("boom in getTimeline"), "\(cause("FatalTimeline"))")
        #expect(cause("ExitTimeline").contains("exited with status 0 without being asked to"), "\(cause("ExitTimeline"))")
        // Its last write left it without waiting for an answer, and was stored all the same.
        #expect(try store.values(in: crashers["ExitTimeline"]!).first { $0.key == "wroteBeforeExit" }?.value == .bool(true))
        #expect(cause("Spin").contains("did not answer in time and was stopped"), "\(cause("Spin"))")
        #expect(cause("BlockAsync").contains("did not answer in time and was stopped"), "\(cause("BlockAsync"))")
        #expect(cause("Allocate").contains("exceeded its memory limit (768 MB)"), "\(cause("Allocate"))")
        let statuses = await host.statuses()
        for (kind, id) in shown where kind != "Probe" {
            let status = try #require(statuses.first { $0.instance.id == id })
            #expect(status.lastError?.contains("org.hostile.") == true, "\(kind): \(status.lastError ?? "no error")")
            #expect(status.bundleProblem?.hasPrefix("QUARANTINED: its worker died 3 times") == true, "\(kind)")
        }

        // The runtime lives and the example keeps updating.
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("7") == true)
        try store.set(.int(8), forKey: "count", in: "group.example.counter")
        await host.reload(bundle: "com.example.counter", kind: nil, reason: .appForeground, wait: true)
        #expect(await host.currentEntry(of: counter)?.view.texts.contains("8") == true)

        // The probe was refused everything outside its own folder.
        #expect(await shows(shown["Probe"]!))
        let lines = await host.currentEntry(of: shown["Probe"]!)?.view.texts.joined(separator: "\n").split(separator: "\n").map(String.init) ?? []
        #expect(lines == [
            "read-database: denied", "write-database: denied", "write-runtime-json: denied", "write-outside: denied",
            "write-tmp: denied", "read-user-home: denied", "read-etc-passwd: denied", "own-folder: allowed",
            "foundation-defaults: allowed", "tcp-connect: denied", "unix-connect: denied", "signal-parent: denied", "read-runtime-environ: denied",
            "read-runtime-memory: denied", "unix-datagram: denied", "allocate-disk: denied", "see-other-processes: denied",
        ])
        #expect(!listener.wasConnected)
        #expect(await shows(networkedProbe))
        let networkedLines = await host.currentEntry(of: networkedProbe)?.view.texts.joined(separator: "\n") ?? ""
        #expect(networkedLines.contains("tcp-connect: allowed") && networkedLines.contains("unix-connect: denied"), "\(networkedLines)")
        #expect(networkListener.wasConnected)
        #expect(!FileManager.default.fileExists(atPath: scratch.root.appending(path: "escaped.txt").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/widgets-hostile-escaped.txt"))
        #expect(FileManager.default.fileExists(atPath: home.stateDirectory.appending(path: "bundles/\(probe)/mine.txt").path))
        // Foundation's UserDefaults landed in the worker's own folder, not in a place bundles share.
        let own = home.stateDirectory.appending(path: "bundles/\(probe)").path
        let plists = FileManager.default.enumerator(atPath: own)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".plist") } ?? []
        #expect(!plists.isEmpty, "no plist under \(own)")
        #expect(try Data(contentsOf: home.configurationFile) == runtimeJSON)
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.values(in: "group.example.counter").map(\.key) == ["count"])

        // The quarantine is kept in the home; replacing the library lifts it (a look at the plugin folders
        // waits for the library to stay the same a second: the bounds leave a busy machine room).
        #expect(try await Wait.until(changeIn: home.stateDirectory, within: 30) { Set(QuarantineList(home: home).entries().keys) == Set(crashers.values) })
        let fatal = crashers["FatalTimeline"]!
        let quarantinedSince = QuarantineList(home: home).entries()[fatal]?.quarantine.since
        let library = scratch.plugins.appending(path: "FatalTimeline.widgetbundle/libHostileWidgets.so")
        try FileManager.default.removeItem(at: library)
        try FileManager.default.copyItem(at: try await Fixtures.thirdPartyLibraries().appending(path: "libHostileWidgets.so"), to: library)
        #expect(try await Wait.until(changeIn: home.stateDirectory, within: 30) { report.bundle(fatal)?.health.quarantine == nil })
        // Lifted from the home too (it may be quarantined anew since: it still crashes).
        #expect(try await Wait.until(changeIn: home.stateDirectory, within: 30) { QuarantineList(home: home).entries()[fatal]?.quarantine.since != quarantinedSince })
        _ = await host.statuses()
        await host.stop()
    }

    @Test func aTapThatCrashesTheWorkerFailsWithTheCauseAndTheWidgetKeepsItsEntry() async throws {
        let identifier = try await scratch.hostile("FatalIntent")
        let (host, running, id, _) = try await scratch.startHost("\(identifier)/FatalIntent")
        defer { running.cancel() }
        let before = await host.currentEntry(of: id)
        #expect(before?.view.texts.contains("tap me") == true)
        await #expect {
            _ = try await host.tap(id, target: "button-1")
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .workerDied && error?.message.contains("boom in perform") == true
        }
        #expect(await host.currentEntry(of: id)?.view.texts == before?.view.texts)
        await host.stop()
    }

    @Test func quarantineIsRememberedAndClearedFromTheCommandLine() async throws {
        let identifier = try await scratch.hostile("FatalTimeline")
        let home = try scratch.home()
        let report = try await scratch.load()
        let restarts = report.restarts()
        let bundle = try #require(report.bundle(identifier))
        for _ in 0..<3 {
            let restarted = restarts.count
            _ = try? await bundle.timeline(kind: "FatalTimeline", context: ProviderContext(family: .systemSmall))
            if case .restarting = bundle.health { _ = await restarts.next(after: restarted) }
        }
        #expect(bundle.health.quarantine != nil)
        await #expect {
            _ = try await bundle.timeline(kind: "FatalTimeline", context: ProviderContext(family: .systemSmall))
        } throws: { ($0 as? WidgetRuntimeError)?.code == .quarantined }

        // A new runtime on the same home keeps it; `widgets list` says so, and how to lift it.
        let widgets = try Fixtures.built("widgets").path
        let list = await Fixtures.run([widgets, "list", "--home", home.root.path])
        #expect(list.output.contains("QUARANTINED since"), "\(list.output)")
        #expect(list.output.contains("widgets quarantine clear \(identifier)"))
        let cleared = await Fixtures.run([widgets, "quarantine", "clear", identifier, "--home", home.root.path])
        #expect(cleared.status == 0, "\(cleared.error)")

        // A running host sees the cleared quarantine; three more crashes quarantine it again, and an
        // edited Info.json lifts it too.
        report.restartChangedBundles()
        #expect(bundle.health.quarantine == nil)
        for _ in 0..<3 {
            let restarted = restarts.count
            _ = try? await bundle.timeline(kind: "FatalTimeline", context: ProviderContext(family: .systemSmall))
            if case .restarting = bundle.health { _ = await restarts.next(after: restarted) }
        }
        #expect(bundle.health.quarantine != nil)
        #expect(try await Wait.until(changeIn: home.stateDirectory, within: 2) { QuarantineList(home: home).entries()[identifier] != nil })
        let manifest = scratch.plugins.appending(path: "FatalTimeline.widgetbundle/Info.json")
        try (try String(contentsOf: manifest, encoding: .utf8) + "\n").write(to: manifest, atomically: true, encoding: .utf8)
        report.restartChangedBundles()
        #expect(bundle.health.quarantine == nil)
        #expect(QuarantineList(home: home).entries()[identifier] == nil)
        #expect(await !Fixtures.run([widgets, "list", "--home", home.root.path]).output.contains("QUARANTINED"))
        let again = await Fixtures.run([widgets, "quarantine", "clear", identifier, "--home", home.root.path])
        #expect(again.status != 0)
        #expect(again.error.contains("this bundle is not quarantined"))
    }

    @Test func inProcessModeStillRunsBundlesForDebugging() async throws {
        let widgets = try Fixtures.built("widgets").path
        _ = try scratch.home()
        let snapshot = await Fixtures.run([widgets, "snapshot", "Counter", "--in-process", "--home", scratch.root.path])
        #expect(snapshot.status == 0, "\(snapshot.error)")
        #expect(snapshot.output.contains("taps so far"))
        let list = await Fixtures.run([widgets, "list", "--in-process", "--home", scratch.root.path])
        #expect(list.output.contains("runs in: in process: NOT fenced"))
        let fenced = await Fixtures.run([widgets, "list", "--home", scratch.root.path])
        #expect(fenced.output.contains("runs in: worker process; process tree: "), "\(fenced.output)")
        #expect(fenced.output.contains("; files: Landlock v"), "\(fenced.output)")

        // Namespaces turned off in runtime.json: bundles still run in workers, and the list says what is lost.
        try Data(#"{"plugins": ["plugins"], "workerNamespaces": false}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        let plain = await Fixtures.run([widgets, "snapshot", "Counter", "--home", scratch.root.path])
        #expect(plain.status == 0 && plain.output.contains("taps so far"), "\(plain.error)")
        let plainList = await Fixtures.run([widgets, "list", "--home", scratch.root.path]).output
        #expect(plainList.contains("process tree: NOT fenced (runtime.json's workerNamespaces is false)"), "\(plainList)")
    }

    /// URLSession in a worker: with the network entitlement it fetches; without, the request fails and
    /// the log says why, instead of an unexplained NSURLErrorDomain -1.
    @Test func urlSessionFetchesWithTheNetworkEntitlementAndItsRefusalSaysWhy() async throws {
        let server = try TinyHTTPServer(body: "sunny")
        try await scratch.hostile("Fetch", more: #", "entitlements": {"network": true}"#)
        try scratch.bundle(
            "Offline", manifest: #"{"identifier": "org.hostile.offline", "name": "Offline", "version": "1.0.0", "abiVersion": 1, "library": "libHostileWidgets.so"}"#,
            library: try await Fixtures.thirdPartyLibraries().appending(path: "libHostileWidgets.so"))
        for name in ["Fetch", "Offline"] {
            try Data("\(server.port)".utf8).write(to: scratch.plugins.appending(path: "\(name).widgetbundle/port.txt"))
        }
        let log = LogCapture()
        let report = await BundleLoader(home: try scratch.home(), logger: log.logger).load()
        defer { report.shutdown() }
        func fetched(_ identifier: String) async throws -> String {
            let bundle = try #require(report.bundle(identifier))
            return try await bundle.timeline(kind: "Fetch", context: ProviderContext(family: .systemSmall)).timeline.entries.first?.view.texts.first ?? ""
        }
        let online = try await fetched("org.hostile.fetch")
        #expect(online == "fetched: sunny", "\(online) \(log.messages)")
        let offline = try await fetched("org.hostile.offline")
        #expect(offline.hasPrefix("failed: NSURLErrorDomain"), "\(offline)")
        let notice = log.messages.filter { $0.contains("[org.hostile.offline]") && $0.contains("opened an internet socket") }
        #expect(notice.count == 1 && notice[0].contains(#"add "entitlements": {"network": true} to its Info.json"#), "\(log.messages)")
        #expect(!log.messages.contains { $0.contains("[org.hostile.fetch]") && $0.contains("internet socket") })
    }

    /// A bundle in C tries every Unix socket and socket pair type, and with each socket it gets (and its
    /// link to the runtime, and an internet datagram socket where entitled) sends to a datagram socket in
    /// its own folder, with sendto, sendmsg and sendmmsg, and connects to it (as it would to syslog's
    /// `/dev/log` or the journal's): all refused, by the kernel's filter or, for an address inside a
    /// message, by the kernel itself, with or without the network entitlement. The target receives
    /// nothing, the log says why once, and the example beside it works.
    @Test func noUnixSocketButAStreamPairIsMadeAndNoneReachesADatagramSocket() async throws {
        let library = scratch.root.appending(path: "libsockets.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["SOCKET_PROBE", #"KIND="Sockets""#])
        var targets: [String: Int32] = [:]
        defer { targets.values.forEach { close($0) } }
        for (name, network) in [("Sockets", false), ("NetSockets", true)] {
            let identifier = "org.hostile.\(name.lowercased())"
            let entitlements = network ? #", "entitlements": {"network": true}"# : ""
            let folder = try scratch.bundle(
                name,
                manifest: #"{"identifier": "\#(identifier)", "name": "\#(name)", "version": "1.0.0", "abiVersion": 1, "library": "libsockets.so"\#(entitlements)}"#,
                library: library)
            // A datagram socket the worker can name: its folder is readable to it.
            let path = folder.appending(path: "t.sock").path
            let target = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            #expect(target >= 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            try #require(path.utf8.count < MemoryLayout.size(ofValue: address.sun_path), "\(path) is too long for a socket")
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(target, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            #expect(bound == 0)
            targets[identifier] = target
        }
        let log = LogCapture()
        let report = await BundleLoader(home: try scratch.home(), logger: log.logger).load()
        defer { report.shutdown() }
        #expect(report.refusals.isEmpty, "\(report.refusals)")
        func probe(_ identifier: String) async throws -> [String] {
            let bundle = try #require(report.bundle(identifier))
            let entry = try await bundle.snapshot(kind: "Sockets", context: ProviderContext(family: .systemSmall))
            return entry.view.texts.joined(separator: "\n").split(separator: "\n").map(String.init)
        }
        // Each socket it holds tries the target four ways; sendmsg and sendmmsg carry the address where
        // the filter cannot read it, and the kernel refuses it on a connected stream socket (as it
        // refuses connecting one to a datagram socket).
        func reaching(_ socket: String, offline: Bool) -> [String] {
            ["sendto: denied (\(offline ? "EPERM" : "EISCONN"))", "sendmsg: denied (EISCONN)", "sendmmsg: denied (EISCONN)",
             "connect: denied (\(offline ? "EPERM" : "EPROTOTYPE"))"].map { "\(socket)-\($0)" }
        }
        let sockets = ["socket-stream: denied (EPERM)", "socket-dgram: denied (EPERM)", "socket-seqpacket: denied (EPERM)", "socket-raw: denied (EPERM)"]
        let pairs = ["pair-dgram: denied (EPERM)", "pair-seqpacket: denied (EPERM)", "pair-raw: denied (EPERM)"]
        // Without the network entitlement even the stream pair and its link to the runtime may neither
        // connect nor send to an address, and no internet socket is made.
        let offline = try await probe("org.hostile.sockets")
        #expect(offline == sockets + ["pair-stream: allowed"] + reaching("pair-stream", offline: true) + pairs
            + reaching("link", offline: true) + ["inet-dgram: denied (EPERM)"], "\(offline)")
        // With it, internet sockets are allowed (IsolationTests' networked probe and URLSession), no Unix
        // one, and an internet one given a Unix address reaches nothing.
        let online = try await probe("org.hostile.netsockets")
        let internet = ["sendto", "sendmsg", "sendmmsg", "connect"].map { "inet-dgram-\($0): denied (EAFNOSUPPORT)" }
        #expect(online == sockets + ["pair-stream: allowed"] + reaching("pair-stream", offline: false) + pairs
            + reaching("link", offline: false) + ["inet-dgram: allowed"] + internet, "\(online)")
        for (identifier, target) in targets {
            var byte: UInt8 = 0
            #expect(recv(target, &byte, 1, 0) == -1 && errno == EAGAIN, "\(identifier) reached the datagram socket")
        }
        // The log says why, once a bundle.
        for identifier in targets.keys {
            let lines = log.messages.filter { $0.contains("[\(identifier)]") }
            #expect(lines.filter { $0.contains("a socket that is not an internet one") }.count == 1, "\(lines)")
            #expect(lines.filter { $0.contains("not a Unix stream pair") }.count == 1, "\(lines)")
        }
        // The example beside them works.
        let counter = try #require(report.bundle("com.example.counter"))
        let entry = try await counter.snapshot(kind: "Counter", context: ProviderContext(family: .systemSmall))
        #expect(entry.view.texts.contains { $0.contains("taps so far") }, "\(entry.view.texts)")
    }

    /// A bundle that crashes on every timeline is quarantined by `widgets run`, and only started again
    /// under `--dev`, where its author is at work on it.
    @Test func devModeRestartsACrashingBundleWithoutQuarantine() async throws {
        try await scratch.hostile("FatalTimeline")
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "org.hostile.fataltimeline/FatalTimeline"}], "workerRestart": {"firstWait": 0.05, "longestWait": 0.1}}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let widgets = try Fixtures.built("widgets").path
        func run(_ dev: Bool) async -> String {
            // Long enough for the deaths a quarantine takes on a busy machine, where each restart is slower.
            let result = await Fixtures.run([widgets, "run", "--for", "8", "--log", "text", "--home", scratch.root.path] + (dev ? ["--dev"] : []))
            return result.output + result.error
        }
        let plain = await run(false)
        #expect(plain.contains("quarantined"), "\(plain)")
        _ = await Fixtures.run([widgets, "quarantine", "clear", "org.hostile.fataltimeline", "--home", scratch.root.path])
        let dev = await run(true)
        #expect(!dev.contains("quarantined") && dev.components(separatedBy: "crashed with").count > 4, "\(dev)")
        // Not the package being watched: its crash site is not looked up (the symbolizer runs unfenced).
        #expect(!dev.contains("; at /"), "\(dev)")
    }

    @Test func killingAWorkerOrTheRuntimeLeavesNoOrphanAndLosesNothing() async throws {
        try scratch.bundle("Clock", identifier: "com.example.clock", library: try Fixtures.built("libClockWidget.so"))
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        #expect(await Fixtures.run([widgets, "instances", "add", "Counter", "--home", scratch.root.path]).status == 0)
        #expect(await Fixtures.run([widgets, "instances", "add", "Clock", "--home", scratch.root.path]).status == 0)
        let runtime = try startRuntime(widgets)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }

        #expect(try await whenLogged(60) { children(of: runtime.processIdentifier).count == 2 })
        let first = try #require(children(of: runtime.processIdentifier).first)
        kill(first, SIGKILL)
        // The runtime lives, and starts a new worker for that bundle (its widgets reload).
        #expect(await Wait.exited([first]))
        #expect(try await whenLogged(30) {
            let now = children(of: runtime.processIdentifier)
            return now.count == 2 && !now.contains(first)
        })
        #expect(runtime.isRunning)

        // An instance added through the running runtime is kept when the runtime is killed.
        #expect(await Fixtures.run([widgets, "instances", "add", "Clock", "--family", "medium", "--home", scratch.root.path]).status == 0)
        let workers = children(of: runtime.processIdentifier)
        kill(runtime.processIdentifier, SIGKILL)
        runtime.waitUntilExit()
        #expect(await Wait.exited(workers, within: 5), "orphan workers: \(workers)")
        let instances = try String(contentsOf: scratch.root.appending(path: "state/instances.json"), encoding: .utf8)
        #expect(instances.contains("clock-2"), "\(instances)")
    }

    /// A bundle that leaves a daemon behind (two forks, `setsid`, SIGTERM blocked, the worker's socket
    /// held): killing its worker ends the daemon too, the worker is restarted, and nothing of it outlives
    /// the runtime.
    @Test func nothingAWorkerStartsOutlivesIt() async throws {
        let identifier = try await scratch.hostile("Detach")
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        #expect(await Fixtures.run([widgets, "instances", "add", "Detach", "--home", scratch.root.path]).status == 0)
        let runtime = try startRuntime(widgets)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }
        let list = await Fixtures.run([widgets, "list", "--home", scratch.root.path])
        #expect(list.output.contains("process tree: its own PID namespace"), "\(list.output)")

        /// The bundle's processes: its worker's copies, found by the launch argument they all carry.
        func processes() -> Set<pid_t> {
            let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return Set(all.compactMap(pid_t.init).filter { pid in
                let command = (try? Data(contentsOf: URL(filePath: "/proc/\(pid)/cmdline"))) ?? Data()
                return String(decoding: command, as: UTF8.self).contains(identifier)
            })
        }
        /// Processes in another session than the worker's: the daemon.
        func daemons(_ pids: Set<pid_t>) -> [pid_t] {
            let sessions = Set(pids.map { getsid($0) })
            return sessions.count > 1 ? pids.filter { getsid($0) != getsid(pids.min()!) } : []
        }

        // The namespace's init, the worker, and the daemon it left in a session of its own.
        #expect(try await whenLogged(60) { !daemons(processes()).isEmpty })
        let first = processes()
        let worker = try #require(children(of: runtime.processIdentifier).first)
        kill(worker, SIGKILL)
        #expect(await Wait.exited(Array(first)), "left: \(processes().intersection(first))")
        // The runtime notices the worker is gone (the daemon held its socket) and starts it again.
        #expect(try await whenLogged(60) { !daemons(processes()).isEmpty })
        #expect(runtime.isRunning)

        let second = processes()
        kill(runtime.processIdentifier, SIGKILL)
        runtime.waitUntilExit()
        #expect(await Wait.exited(Array(second)), "left: \(processes().intersection(second))")
    }

    /// A fork and thread bomb stops at the worker's process limit, and takes nothing of the runtime.
    @Test func aForkBombStopsAtTheWorkersProcessLimit() async throws {
        try await scratch.hostile("ForkBomb", more: #", "limits": {"processes": 64}"#)
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        let snapshot = await Fixtures.run([widgets, "timeline", "ForkBomb", "--home", scratch.root.path])
        #expect(snapshot.status == 0, "\(snapshot.error)")
        let counts = snapshot.output.firstMatch(of: /(\d+)\+(\d+)/)
        let forks = try #require(counts.flatMap { Int($0.1) }, "\(snapshot.output)")
        let threads = try #require(counts.flatMap { Int($0.2) })
        // The worker, its init and its own threads count too.
        #expect(forks > 0 && forks + threads < 64, "forks: \(forks), threads: \(threads)")
        let list = await Fixtures.run([widgets, "list", "--home", scratch.root.path])
        #expect(list.output.contains("64 processes and threads"), "\(list.output)")
    }

    /// Loads the home's bundles and runs a host showing one widget of `kind`, on the real clock.
    private func runHost(
        _ home: RuntimeHome, showing kind: String, logger: Logger = Logger(label: "test")
    ) async throws -> (LoadReport, WidgetHost, Task<Void, Never>) {
        let report = await BundleLoader(home: home, logger: logger).load()
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        _ = try list.add(kind: kind, family: nil, bundles: report)
        let host = WidgetHost(report: report, instances: list, policy: RefreshPolicy(), logger: Logger(label: "test"))
        return (report, host, Task { await host.run() })
    }

    /// An index out of range in the widget's provider: the standard library's message names its own
    /// file, so the cause names the widget's line too, where the user builds the bundle (`--dev`).
    @Test func aCrashInTheWidgetsOwnCodeNamesItsLineWhenTheUserBuildsIt() async throws {
        let identifier = try await scratch.hostile("OutOfRange")
        var home = try scratch.home(restartWait: 30)
        home.configuration.locatesCrashes = [identifier]
        let (report, host, running) = try await runHost(home, showing: "\(identifier)/OutOfRange")
        let recorder = HostRecorder(host)
        defer { running.cancel() }
        func cause() -> String {
            if case .restarting(let cause, _)? = report.bundle(identifier)?.health { cause } else { "" }
        }
        // The widget's timeline fails once its worker has crashed.
        _ = await recorder.first { if case .failed = $0 { true } else { false } }
        #expect(cause().contains("Index out of range"), "\(cause())")
        let source = Fixtures.repository.appending(path: "Tests/Fixtures/ThirdPartyWidgets/Sources/HostileWidgets/HostileWidgets.swift")
        let line = try #require(try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasSuffix("// crash site") }) + 1
        #expect(cause().contains("; at \(source.path):\(line) (Provider.getTimeline(in:completion:))"), "\(cause())")
        await host.stop()
    }

    /// A bundle that writes 40 MB into a private folder of 16 MB: its worker is stopped with the cause,
    /// no new worker starts while the folder is full, and one starts again once it is not.
    @Test func aBundleThatFillsItsPrivateFolderPastItsQuotaIsStopped() async throws {
        let identifier = try await scratch.hostile("FillFolder", more: #", "limits": {"privateFolderMB": 16}"#)
        let log = LogWatch()
        let (report, host, running) = try await runHost(try scratch.home(restartWait: 30), showing: "\(identifier)/FillFolder", logger: log.logger)
        defer { running.cancel() }
        await expectStoppedForItsQuota(identifier, in: report, log: log)
        #expect(report.bundle(identifier)?.health.summary.contains("more than its 16 MB of disk (limits.privateFolderMB)") == true)
        await host.stop()

        // No worker starts while the folder is over its quota; the error says which folder to empty.
        let widgets = try Fixtures.built("widgets").path
        let refused = await Fixtures.run([widgets, "timeline", "FillFolder", "--home", scratch.root.path])
        #expect(refused.status != 0)
        #expect(refused.error.contains("its worker cannot start: it filled its private folder"), "\(refused.error)")
        let folder = scratch.root.appending(path: "state/bundles/\(identifier)")
        #expect(refused.error.contains("remove files from \(folder.path)"), "\(refused.error)")
        #expect(await Fixtures.run([widgets, "list", "--home", scratch.root.path]).output.contains("private folder up to 16 MB, 10000 files in it"))

        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("cache-") {
            try FileManager.default.removeItem(at: folder.appending(path: name))
        }
        // Once they are removed a worker starts again: it answers, or is stopped as it writes past the
        // quota again (40 MB take a few milliseconds, as long as the watch takes to look).
        let again = await Fixtures.run([widgets, "timeline", "FillFolder", "--home", scratch.root.path])
        #expect(!again.error.contains("cannot start"), "\(again.error)")
        #expect(again.output.contains("wrote 40 MB") || again.error.contains("filled its private folder"), "\(again.output) \(again.error)")
    }

    /// Files deleted while held open, one made with `O_TMPFILE` (`HoldDeleted`), and a file mapped, then
    /// closed and deleted, held by the mapping alone (`MapDeleted`), take disk no walk of the folder
    /// finds: 40 MB of them in a private folder of 16 MB stop the worker, the cause naming them.
    @Test(arguments: ["HoldDeleted", "MapDeleted"]) func filesDeletedWhileHeldOpenOrMappedCountAgainstTheQuota(kind: String) async throws {
        let identifier = try await scratch.hostile(kind, more: #", "limits": {"privateFolderMB": 16}"#)
        let log = LogWatch()
        let (report, host, running) = try await runHost(try scratch.home(restartWait: 30), showing: "\(identifier)/\(kind)", logger: log.logger)
        defer { running.cancel() }
        await expectStoppedForItsQuota(identifier, in: report, log: log)
        let summary = report.bundle(identifier)?.health.summary ?? ""
        #expect(summary.contains("more than its 16 MB of disk (limits.privateFolderMB)") && summary.contains("MB of it in files deleted and still held open or mapped"), "\(summary)")
        await host.stop()
    }

    /// A bundle that, after its answer and never calling the runtime again, writes its private folder
    /// full every way a process may (threads, mapped pages, a child process, fallocate): its worker is
    /// stopped within ``quotaMargin`` of the quota, and fallocate took no disk.
    @Test func aWorkerThatWritesWithoutCallingIsStoppedAtItsQuota() async throws {
        let identifier = try await scratch.hostile("FloodFolder", more: #", "limits": {"privateFolderMB": 16}"#)
        let log = LogWatch()
        let (report, host, running) = try await runHost(try scratch.home(restartWait: 30), showing: "\(identifier)/FloodFolder", logger: log.logger)
        defer { running.cancel() }
        await expectStoppedForItsQuota(identifier, in: report, log: log)
        #expect(report.bundle(identifier)?.health.summary.contains("filled its private folder") == true)
        await host.stop()
        let folder = scratch.root.appending(path: "state/bundles/\(identifier)")
        let used = try Self.diskUsed(by: folder)
        #expect(used < (16 + Self.quotaMargin) << 20, "\(used >> 20) MB written into a 16 MB folder")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("allocated-") {
            #expect(try Self.diskUsed(by: folder.appending(path: name)) == 0, "fallocate took disk for \(name)")
        }
    }

    /// The same into an app group's container: the container's quota (runtime.json's) stops the worker,
    /// and no worker of a bundle granted the group starts while it is over.
    @Test func aWorkerThatFillsAGroupContainerIsStoppedAtItsQuota() async throws {
        let identifier = try await scratch.hostile("FloodGroup", more: #", "entitlements": {"appGroups": ["group.hostile.flood"]}"#)
        let home = try scratch.home(
            restartWait: 30,
            more: #""limits": {"privateFolderMB": 16}, "appGroups": {"apps": {"flood": {"groups": ["group.hostile.flood"], "bundles": ["\#(identifier)"]}}}"#)
        let log = LogWatch()
        let (report, host, running) = try await runHost(home, showing: "\(identifier)/FloodGroup", logger: log.logger)
        defer { running.cancel() }
        let container = home.containersDirectory.appending(path: "group.hostile.flood")
        await expectStoppedForItsQuota(identifier, in: report, log: log)
        #expect(report.bundle(identifier)?.health.summary.contains("filled the container of app group group.hostile.flood \(container.path) past its quota") == true)
        await host.stop()
        let used = try Self.diskUsed(by: container)
        #expect(used < (16 + Self.quotaMargin) << 20, "\(used >> 20) MB written into a 16 MB container")
        let refused = await Fixtures.run([try Fixtures.built("widgets").path, "timeline", "FloodGroup", "--home", scratch.root.path])
        #expect(refused.error.contains("remove files from \(container.path)"), "\(refused.error)")
    }

    /// Waits for the bundle's worker to be stopped for a folder past its quota.
    private func expectStoppedForItsQuota(_ identifier: String, in report: LoadReport, log: LogWatch) async {
        // Stopped, its worker waits to start again: the log says so once its health does.
        _ = await log.message(containing: "restarting it in")
        let stopped = if case .restarting(let cause, _)? = report.bundle(identifier)?.health { cause.contains("past its quota") } else { false }
        #expect(stopped, "\(report.bundle(identifier)?.health.summary ?? "")")
    }

    /// How far past its quota a worker writing as fast as it can gets, in MB, at most: the write calls it
    /// has in the kernel when it is paused go on until it is killed (the flood has three threads whose
    /// calls write 64 MB each), and with the whole suite on two cores the meter is read and the folder
    /// counted late. Seen: up to 80 MB past while fixture packages were compiling beside it; the flood
    /// tries to write over three gigabytes.
    static let quotaMargin = 3 * 64

    /// The disk a file or folder takes, in bytes (`du`).
    static func diskUsed(by place: URL) throws -> Int {
        var total = 0
        let walker = FileManager.default.enumerator(at: place, includingPropertiesForKeys: nil)
        for path in [place] + (walker?.compactMap { $0 as? URL } ?? []) {
            var info = stat()
            if lstat(path.path, &info) == 0 { total += Int(info.st_blocks) * 512 }
        }
        return total
    }

    /// Twelve children of 128 MB each under a 512 MB limit: with a memory cgroup they are held to it as a
    /// whole (the kernel kills some); without one, each process has only its own limit, as `widgets list` says.
    @Test func childrenAreHeldToTheWorkersMemoryLimitTogether() async throws {
        try await scratch.hostile("Hoard", more: #", "limits": {"memoryMB": 512}"#)
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        let timeline = await Fixtures.run([widgets, "timeline", "Hoard", "--home", scratch.root.path])
        #expect(timeline.status == 0, "\(timeline.error)")
        let alive = try #require(timeline.output.firstMatch(of: /(\d+)\/12/).flatMap { Int($0.1) }, "\(timeline.output)")
        let list = await Fixtures.run([widgets, "list", "--home", scratch.root.path]).output
        if list.contains("whole-tree limits: none") {
            #expect(alive == 12)
        } else {
            #expect(list.contains("memory)"), "\(list)")
            #expect(alive * 128 <= 512, "\(alive) children of 128 MB alive")
        }
    }

    /// The bundle's first code (a constructor, run as its library loads) runs in its worker's cgroups
    /// already: the worker starts while the runtime moves it there, and waits for that before it opens
    /// the library.
    @Test func aBundlesFirstCodeRunsInItsWorkersCgroups() async throws {
        let library = scratch.root.appending(path: "libcgroup.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["CGROUP_PROBE", #"KIND="CgroupProbe""#])
        try scratch.bundle("CgroupProbe", identifier: "org.hostile.cgroup", library: library)
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        let list = await Fixtures.run([widgets, "list", "--home", scratch.root.path]).output
        let timeline = await Fixtures.run([widgets, "timeline", "CgroupProbe", "--home", scratch.root.path])
        #expect(timeline.status == 0, "\(timeline.error)")
        let expected = list.contains("whole-tree limits: none") ? "cgroup missed" : "cgroup ok"
        #expect(timeline.output.contains(expected), "\(list)\n\(timeline.output)")
    }

    /// A worker that asks for its whole 3.6 MB suite over and over and never reads the answers: the
    /// runtime handles nothing more from it once 1 MB waits to be written, so its memory stays level
    /// instead of growing for as long as the worker asks (by about 15 MB a second in a debug build).
    @Test func aWorkerThatDoesNotReadItsAnswersCannotGrowTheRuntime() async throws {
        let library = scratch.root.appending(path: "libflood.so")
        try await Fixtures.compileC("hello_bundle.c", to: library, defines: ["REPLY_FLOOD", #"KIND="Flood""#])
        try scratch.bundle("Flood", identifier: "org.hostile.flood", library: library)
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        #expect(await Fixtures.run([widgets, "instances", "add", "Flood", "--home", scratch.root.path]).status == 0)
        let runtime = try startRuntime(widgets)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }
        func residentMegabytes() -> Int {
            let status = (try? String(contentsOfFile: "/proc/\(runtime.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return (line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) } ?? 0) / 1024
        }
        // No event to wait for: the flood has no end, and the test measures the runtime while it lasts.
        try await Task.sleep(for: .seconds(4))
        let early = residentMegabytes()
        try await Task.sleep(for: .seconds(6))
        let late = residentMegabytes()
        #expect(runtime.isRunning)
        #expect(early > 0 && late - early < 32, "the runtime grew from \(early) MB to \(late) MB")
    }

    /// A worker that owes no answer and writes nothing rests: its processes are stopped, so it costs
    /// nothing while nothing is due, and the next request lets it run again and is answered.
    @Test func anIdleWorkerRestsUntilItsNextRequest() async throws {
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        #expect(await Fixtures.run([widgets, "instances", "add", "Counter", "--home", scratch.root.path]).status == 0)
        let runtime = try startRuntime(widgets, verbose: true)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }
        func states() -> [String] { workerStates(of: runtime.processIdentifier) }

        // The runtime logs a rest once its meter saw every process of the tree stopped and holding
        // still (`WriteMeter.stopAll`): the states are read once the line is logged, not looked for.
        #expect(try await whenLogged(60) { rests() == 1 })
        let resting = states()
        #expect(!resting.isEmpty && resting.allSatisfy { $0 == "T" }, "\(resting)")
        let before = shown()
        let reload = await Fixtures.run([widgets, "reload", "--all", "--foreground", "--home", scratch.root.path])
        #expect(reload.status == 0, "\(reload.error)")
        // Answered by the woken worker: a new entry is shown, and the worker rests again after.
        #expect(try await whenLogged(30) { shown() > before })
        #expect(try await whenLogged(30) { rests() == 2 })
        #expect(states().allSatisfy { $0 == "T" })
        #expect(runtime.isRunning)
    }

    /// A declarative bundle's worker stops itself once it has answered (stopped from outside, a
    /// process waiting for its next request would first be woken only to stop): a request costs it
    /// one switch of the processor, and it rests, stopped, between requests.
    @Test func aDeclarativeWorkerStopsItselfOnceItHasAnswered() async throws {
        _ = try scratch.bundle("SystemLoad", manifest: try DeclarativeBundleTests.example("SystemLoad"))
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        #expect(await Fixtures.run([widgets, "instances", "add", "SystemLoad", "--home", scratch.root.path]).status == 0)
        let runtime = try startRuntime(widgets, verbose: true)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }
        #expect(try await whenLogged(60) { rests() == 1 })
        let worker = try #require(workerProcesses(of: runtime.processIdentifier).first)
        func sleeps() -> Int {
            let status = (try? String(contentsOfFile: "/proc/\(worker)/status", encoding: .utf8)) ?? ""
            return status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0
        }
        let before = sleeps()
        let requests = 10
        for round in 1...requests {
            let shownBefore = shown()
            let reload = await Fixtures.run([widgets, "reload", "--all", "--foreground", "--home", scratch.root.path])
            #expect(reload.status == 0, "\(reload.error)")
            #expect(try await whenLogged(30) { shown() > shownBefore && rests() == 1 + round })
            #expect(workerStates(of: runtime.processIdentifier) == ["T"])
        }
        // Stopped from outside, each request would cost two (its wait for the next, then the stop).
        let used = sleeps() - before
        #expect(used < requests * 3 / 2, "the worker went off the processor \(used) times for \(requests) requests")
        #expect(!log().contains("timedOut"))
        // Handed work by the worker's answer, the runtime does not take the processor from it
        // before it stops: every thread of the runtime is under batch scheduling.
        let policies = schedulingPolicies(of: runtime.processIdentifier)
        #expect(!policies.isEmpty && policies.allSatisfy { $0 == "3" }, "\(policies)")
    }

    /// A bundle whose replies run to tens of MB does its bulk under idle scheduling from its first
    /// such reply: every process of its worker, and the runtime's thread reading them, give the
    /// processor at once to any other widget's thread woken beside them (batch-scheduled, they would
    /// hold it until the next tick). Its neighbour's worker is left as it was.
    @Test func aBundleSendingTensOfMBGivesTheProcessorToItsNeighbours() async throws {
        let huge = try await scratch.hostile("HugeTimeline")
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        for kind in ["Counter", "\(huge)/HugeTimeline"] {
            #expect(await Fixtures.run([widgets, "instances", "add", kind, "--home", scratch.root.path]).status == 0)
        }
        let runtime = try startRuntime(widgets, verbose: true)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }
        #expect(try await whenLogged(120) { log().contains("its worker runs at idle priority from now on: it sent a reply of") })
        let workers = workerProcesses(of: runtime.processIdentifier)
        func commandLine(_ pid: pid_t) -> String { (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "" }
        let bulky = try #require(workers.first { commandLine($0).contains(huge) })
        let neighbour = try #require(workers.first { commandLine($0).contains("com.example.counter") })
        let bulkyPolicies = schedulingPolicies(of: bulky)
        #expect(!bulkyPolicies.isEmpty && bulkyPolicies.allSatisfy { $0 == "5" }, "\(bulkyPolicies)")
        let neighbourPolicies = schedulingPolicies(of: neighbour)
        #expect(!neighbourPolicies.isEmpty && neighbourPolicies.allSatisfy { $0 == "3" }, "\(neighbourPolicies)")
        let runtimePolicies = schedulingPolicies(of: runtime.processIdentifier)
        #expect(runtimePolicies.contains("5") && runtimePolicies.contains("3"), "\(runtimePolicies)")
        #expect(!log().contains("timedOut"))
        #expect(runtime.isRunning)
    }

    /// The scheduling policy of each thread of a process (3: batch, 5: idle).
    private func schedulingPolicies(of pid: pid_t) -> [String] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.compactMap { thread in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/sched", encoding: .utf8)) ?? "")
                .split(separator: "\n").first { $0.hasPrefix("policy") }.map { String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func aLibraryReplacedWhileTheRuntimeRunsStartsANewWorker() async throws {
        _ = try scratch.home()
        let widgets = try Fixtures.built("widgets").path
        #expect(await Fixtures.run([widgets, "instances", "add", "Counter", "--home", scratch.root.path]).status == 0)
        let runtime = try startRuntime(widgets)
        defer { if runtime.isRunning { kill(runtime.processIdentifier, SIGKILL) } }
        #expect(try await whenLogged(60) { children(of: runtime.processIdentifier).count == 1 })
        let first = children(of: runtime.processIdentifier)
        let library = scratch.plugins.appending(path: "Counter.widgetbundle/libCounterWidget.so")
        let bytes = try Data(contentsOf: try Fixtures.built("libCounterWidget.so"))

        // Overwritten in place, as `cp` does: the runtime lives and runs the new file.
        let handle = try FileHandle(forWritingTo: library)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(await Wait.exited(first))
        #expect(try await whenLogged(30) {
            let now = children(of: runtime.processIdentifier)
            return now.count == 1 && now != first
        })
        let second = children(of: runtime.processIdentifier)

        // Installed with a rename, as `install` and `widgets bundle` do: a new worker again.
        let staged = scratch.plugins.appending(path: "Counter.widgetbundle/.libCounterWidget.so.new")
        try bytes.write(to: staged)
        #expect(rename(staged.path, library.path) == 0)
        #expect(await Wait.exited(second))
        #expect(try await whenLogged(30) {
            let now = children(of: runtime.processIdentifier)
            return now.count == 1 && now != second
        })
        #expect(runtime.isRunning)
        let status = await Fixtures.run([widgets, "instances", "list", "--home", scratch.root.path])
        #expect(status.output.contains("counter-1"), "\(status.output)")
        #expect(!status.output.contains("QUARANTINED"), "\(status.output)")
    }

    /// `widgets run` on the scratch home, its log (JSON lines) to ``runtimeLog``.
    private func startRuntime(_ widgets: String, verbose: Bool = false) throws -> TestProcess {
        _ = FileManager.default.createFile(atPath: runtimeLog.path, contents: nil)
        // Long enough to outlast a test starved of threads while the fixture packages build; the test
        // stops it. The debug lines `--verbose` adds go to standard error.
        return try TestProcess(
            widgets, ["run", "--for", "600", "--log", "json", "--home", scratch.root.path] + (verbose ? ["--verbose"] : []),
            output: .file(runtimeLog), error: verbose ? .file(runtimeLog) : .discarded)
    }

    private var runtimeLog: URL { scratch.root.appending(path: "runtime.log") }

    private func log() -> String { (try? String(contentsOf: runtimeLog, encoding: .utf8)) ?? "" }

    /// How often a worker has started to rest (logged with `--verbose`), and how many entries were shown.
    private func rests() -> Int { log().components(separatedBy: "its worker rests").count - 1 }
    private func shown() -> Int { log().components(separatedBy: #""event":"shown""#).count - 1 }

    /// Whether `condition` holds, or comes to hold as the runtime started by ``startRuntime(_:)`` logs
    /// its events, within `seconds`.
    private func whenLogged(_ seconds: Double, _ condition: () -> Bool) async throws -> Bool {
        try await Wait.until(changeIn: runtimeLog, within: seconds, condition)
    }

    /// Every process of a runtime's workers' trees but their namespaces' inits (the runtime's own
    /// program, which is left waiting for its children).
    private func workerProcesses(of runtime: pid_t) -> [pid_t] {
        var tree = children(of: runtime)
        var index = 0
        while index < tree.count {
            tree += children(of: tree[index])
            index += 1
        }
        return tree.filter { (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8)) != "widgets-init\n" }
    }

    /// The state letter of each process of ``workerProcesses(of:)`` (T: stopped).
    private func workerStates(of runtime: pid_t) -> [String] {
        workerProcesses(of: runtime).compactMap { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first.map(String.init)
        }
    }

    /// The worker processes of a runtime: its children that have not ended.
    private func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }.filter { child in
            (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first != "Z"
        }.sorted()
    }
}

/// A TCP listener on loopback that tells whether anyone connected.
/// An HTTP server on loopback that answers every request with one body, on a thread of its own.
private final class TinyHTTPServer: @unchecked Sendable {
    let descriptor: Int32
    let port: UInt16

    init(body: String) throws {
        let (descriptor, port) = try LoopbackListener.listen(nonBlocking: false)
        (self.descriptor, self.port) = (descriptor, port)
        let answer = Array("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8)
        Thread {
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return }
                var request = [UInt8](repeating: 0, count: 4_096)
                _ = read(client, &request, request.count)
                _ = answer.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                close(client)
            }
        }.start()
    }

    deinit { shutdown(descriptor, Int32(SHUT_RDWR)); close(descriptor) }
}

private struct LoopbackListener {
    let descriptor: Int32
    let port: UInt16

    init() throws { (descriptor, port) = try Self.listen(nonBlocking: true) }

    /// A TCP socket listening on a loopback port the kernel chose, and the port.
    static func listen(nonBlocking: Bool) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | (nonBlocking ? Int32(SOCK_NONBLOCK.rawValue) : 0), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound, Glibc.listen(descriptor, 4) == 0 else { throw FixtureError("cannot listen on loopback") }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    var wasConnected: Bool { accept(descriptor, nil, nil) >= 0 }
}
