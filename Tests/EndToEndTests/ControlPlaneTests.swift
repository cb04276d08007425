import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Synchronization
import Testing
import WidgetClient
import WidgetTesting
import WidgetWire

@testable import WidgetRuntime
import WidgetDrawing

/// `widgets run` as a process, driven through its control socket.
@Suite(.serialized, .throttled) struct ControlPlaneTests {
    let scratch: Scratch
    let widgets: String
    let home: RuntimeHome

    init() throws {
        scratch = try Scratch()
        widgets = try Fixtures.built("widgets").path
        home = try scratch.counterHome(instances: #"[{"kind": "Counter"}]"#)
    }

    private var socket: URL { scratch.root.appending(path: "state/control.sock") }

    private func widgets(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
        await Fixtures.run([widgets] + arguments + ["--home", scratch.root.path])
    }

    /// Starts `widgets run` and waits until its control socket answers and every instance shows its
    /// first entry.
    private func startRuntime(_ options: [String] = []) async throws -> RunningRuntime {
        let runtime = try RunningRuntime.start(widgets, ["--for", "30", "--log", "json", "--home", scratch.root.path] + options, in: scratch.root)
        guard try await runtime.ready(home) else {
            runtime.stop()
            throw FixtureError("widgets run did not start serving \(socket.path): \(runtime.errorText)")
        }
        return runtime
    }

    private func stop(_ runtime: RunningRuntime) { runtime.stop() }

    /// Where the runtime's standard error goes.
    private var errors: URL { scratch.root.appending(path: "runtime.err") }

    /// The page's token, from the address `widgets run --http` prints, once it has printed it whole.
    private func pageToken() async throws -> String {
        let token = try await Wait.forChange(in: [errors]) { () -> String? in
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            guard let start = text.range(of: "?token=")?.upperBound, let end = text[start...].firstIndex(of: "\n") else { return nil }
            return String(text[start..<end])
        }
        guard let token else { throw FixtureError("widgets run printed no address with a token") }
        return token
    }

    @Test func aWidgetChangesFamilyWithOrWithoutARunningRuntime() async throws {
        // Without a runtime, the home's list is edited.
        await #expect(widgets("instances", "family", "counter-1", "medium").status == 0)
        #expect(await widgets("instances", "list").output.contains("com.example.counter/Counter  medium"))
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let changed = await widgets("instances", "family", "counter-1", "small")
        #expect(changed.status == 0 && changed.output.contains("counter-1 is a small widget now"), "\(changed.error)")
        let client = try #require(try await ControlConnection.connect(to: home))
        defer { client.close() }
        #expect(try await client.entry(of: InstanceID("counter-1")).instance.family == .systemSmall)
        // A family the kind does not come in is refused, with the ones it does.
        let refused = await widgets("instances", "family", "counter-1", "large")
        #expect(refused.status != 0 && refused.error.contains("does not support the large family") && refused.error.contains("small, or medium"), "\(refused.error)")
        // The desktop's gallery asks for kinds and their previews, and its edit dialog for choices.
        let kinds = try await client.kinds()
        #expect(kinds.contains { $0.kind.kind == "Counter" && $0.bundle == "com.example.counter" })
        let preview = try await client.preview(kind: "com.example.counter/Counter", family: .systemMedium)
        #expect(TapTargets(preview.view, family: .systemMedium).targets.contains { $0.id == "button-1" }, "the preview is the snapshot, button and all")
        await #expect(throws: WidgetRuntimeError.self) { try await client.preview(kind: "com.example.counter/Counter", family: .systemLarge) }
    }

    @Test func aSurfaceGetsABundlesResourceImagesFromTheRuntime() async throws {
        let resources = scratch.plugins.appending(path: "Counter.widgetbundle/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let png = try Data(contentsOf: Fixtures.repository.appending(path: "Tests/Goldens/Counter.small.png"))
        try png.write(to: resources.appending(path: "logo.png"))
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let client = try #require(try await ControlConnection.connect(to: home))
        defer { client.close() }
        #expect(try await client.resource(bundle: "com.example.counter", name: "logo") == png)
        #expect(try await client.resource(bundle: "com.example.counter", name: "nothing") == nil)
        #expect(try await client.resource(bundle: "com.example.counter", name: "../Info.json") == nil, "a name stays in its folder")
        await #expect(throws: WidgetRuntimeError.self) { try await client.resource(bundle: "com.example.nobody", name: "logo") }
    }

    /// An image as large as a bundle may have (1 MB, 1.4 MB in base64) is answered whole, to the
    /// blocking client and to the desktop's, past the 1 MB a request may be; one byte more is refused
    /// where it is read, with a null answer (drawn as a placeholder) and the reason in the log.
    @Test func theLargestResourceImageFitsItsAnswer() async throws {
        let resources = scratch.plugins.appending(path: "Counter.widgetbundle/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let png = try Data(contentsOf: Fixtures.repository.appending(path: "Tests/Goldens/Counter.small.png"))
        let largest = png + Data(repeating: 0, count: ImageData.largest - png.count)
        try largest.write(to: resources.appending(path: "largest.png"))
        try (largest + Data([0])).write(to: resources.appending(path: "over.png"))
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let client = try #require(try ControlClient.connect(to: home))
        defer { client.close() }
        guard case .string(let text) = try client.send(.resource(bundle: "com.example.counter", name: "largest")) else {
            Issue.record("no image for the largest resource")
            return
        }
        #expect(text.utf8.count > UnixSocket.longestRequest && Data(base64Encoded: text) == largest)
        let awaited = try await ControlConnection.send(.resource(bundle: "com.example.counter", name: "largest"), to: home)
        #expect(awaited == .string(text))
        #expect(try client.send(.resource(bundle: "com.example.counter", name: "over")) == .null)
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        #expect(said.contains("over.png") && said.contains("an image is read up to 1 MB"), "\(said.suffix(500))")
        // The connection answers on.
        #expect(try client.send(.resource(bundle: "com.example.counter", name: "largest")) == .string(text))
    }

    @Test func aSecondRuntimeOnTheSameHomeIsRefused() async throws {
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let second = await widgets("run", "--for", "1")
        #expect(second.status != 0)
        #expect(second.error.contains("a runtime is already running for this home (process \(runtime.pid))"))
    }

    @Test func reloadsGoThroughTheSocketAndExplainShowsTheDecisions() async throws {
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let unknown = await widgets("reload", "--kind", "Nope")
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("Nope: no loaded bundle has this widget kind"))
        #expect(unknown.error.contains("use one of: Counter (com.example.counter)"))
        await #expect(widgets("reload", "--all", "--wait").output == "counter-1: reloading\n")
        await #expect(widgets("reload", "--kind", "Counter").output.hasPrefix("counter-1: deferred until"))
        let explain = await widgets("explain", "counter-1")
        #expect(explain.output.hasPrefix("counter-1: 69 reloads left today; next reload"))
        #expect(explain.output.contains("initial: reloading (not charged)"))
        #expect(explain.output.contains("app: deferred until"))
        await #expect(widgets("explain", "nope-1").error.contains("use one of: counter-1"))
        // A kind's name where an id goes points at its widgets.
        await #expect(widgets("explain", "Counter").error.contains("'Counter' is a kind; its widgets are counter-1; use one of those ids"))
        // A qualified kind of a bundle nobody has names the bundle.
        await #expect(widgets("snapshot", "com.example.nope/Counter").error.contains("com.example.nope: no loaded bundle has this identifier"))
    }

    @Test func configureAndTapGoThroughTheSocketAndTheWidgetReloads() async throws {
        let timer = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Timer/Info.json"), encoding: .utf8)
        try scratch.bundle("Timer", manifest: timer, library: try Fixtures.built("libTimerWidget.so"))
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        await #expect(widgets("instances", "add", "Timer").status == 0)
        let configured = await widgets("configure", "timer-1", "minutes=2", "label=Tea")
        #expect(configured.output == #"Configured timer-1: {"label":"Tea","minutes":2}"# + "\n", "\(configured.error)")
        let client = try #require(try await ControlConnection.connect(to: home))
        defer { client.close() }
        func texts() async throws -> [String] {
            try await client.entry(of: InstanceID("timer-1")).entry?.view.texts ?? []
        }
        let configuredTexts = try await texts()
        #expect(configuredTexts.contains("Tea") && configuredTexts.contains("Start"))

        let tap = await widgets("tap", "timer-1", "button-1")
        #expect(tap.output == "Performed Start or Stop Timer (TimerWidget.StartStopTimer) and reloaded timer-1.\nResult: true\n", "\(tap.error)")
        #expect(try await texts().contains("Stop"))
        let explain = await widgets("explain", "timer-1")
        #expect(explain.output.contains("intent: reloading (not charged)"), "\(explain.output)")
        await #expect(widgets("tap", "timer-1", "button-2").error.contains("use one of: widget, button-1"))
    }

    @Test func aClickOnTheServedPageIsATap() async throws {
        let (runtime, port, token) = try await serveTheTimer()
        defer { stop(runtime) }
        // The address printed with the token gives the cookie, and a redirect that drops the token.
        let opened = try await RawHTTP.send(port: port, "GET", "/?token=\(token)")
        #expect(opened.status == 303)
        #expect(opened.header("Location") == "/")
        let setCookie = try #require(opened.header("Set-Cookie"))
        #expect(setCookie.contains("widgets_token=\(token)") && setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict"))
        let cookie = "widgets_token=\(token)"
        let origin = "http://127.0.0.1:\(port)"
        func request(_ method: String, _ path: String) async throws -> (Int, String) {
            let answer = try await RawHTTP.send(
                port: port, method, path, headers: ["Cookie": cookie] + (method == "POST" ? ["Origin": origin] : [:]))
            return (answer.status, answer.body)
        }
        // The new instance shows its first entry once its bundle's worker has started and answered.
        var (status, page) = (0, "")
        _ = try await runtime.until {
            (status, page) = try await request("GET", "/")
            return page.contains(#"data-target="button-1""#)
        }
        #expect(status == 200)
        #expect(page.contains(#"<figure data-instance="timer-1">"#) && page.contains(#"data-target="button-1""#))
        #expect(page.contains("fetch('/instances/'"))

        let (tapped, answer) = try await request("POST", "/instances/timer-1/tap/button-1")
        #expect(tapped == 200)
        #expect(answer.contains(#""message":"Start or Stop Timer: done.""#), "\(answer)")
        #expect(try await request("GET", "/").1.contains(">Stop</span>"))

        // The Counter opens counter:// URLs, and this home has no handler for them.
        let (refused, reason) = try await request("POST", "/instances/counter-1/tap/widget")
        #expect(refused == 400)
        #expect(reason.contains("noHandler"), "\(reason)")
    }

    /// A restarted runtime keeps the home's page token, so an open tab keeps working; `--new-token`
    /// replaces it, and the old one is refused.
    @Test func thePagesTokenSurvivesARestartUntilANewOneIsAsked() async throws {
        let port = try freePort()
        var runtime = try await startRuntime(["--http", "\(port)"])
        let first = try await pageToken()
        stop(runtime)
        let stored = scratch.root.appending(path: "state/page-token")
        let mode = (try FileManager.default.attributesOfItem(atPath: stored.path)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o600)

        runtime = try await startRuntime(["--http", "\(port)"])
        #expect(try await pageToken() == first)
        #expect(try await RawHTTP.send(port: port, "GET", "/", headers: ["X-Widgets-Token": first]).status == 200)
        stop(runtime)

        runtime = try await startRuntime(["--http", "\(port)", "--new-token"])
        defer { stop(runtime) }
        let renewed = try await pageToken()
        #expect(renewed != first && renewed.count == 64)
        #expect(try await RawHTTP.send(port: port, "GET", "/", headers: ["X-Widgets-Token": first]).status == 403)
        #expect(try await RawHTTP.send(port: port, "GET", "/", headers: ["X-Widgets-Token": renewed]).status == 200)
    }

    /// `widgets page` prints the running runtime's page address; without a page or a runtime it says
    /// how to start one.
    @Test func widgetsPagePrintsTheAddressOfTheRunningPage() async throws {
        await #expect(widgets("page").error.contains("no runtime runs on this home"))
        var runtime = try await startRuntime()
        let unserved = await widgets("page")
        #expect(unserved.status != 0 && unserved.error.contains("serves no page") && unserved.error.contains("--http 0"), "\(unserved.error)")
        stop(runtime)
        let port = try freePort()
        runtime = try await startRuntime(["--http", "\(port)"])
        defer { stop(runtime) }
        let token = try await pageToken()
        let page = await widgets("page")
        #expect(page.status == 0)
        #expect(page.output == "http://127.0.0.1:\(port)/?token=\(token)\n", "\(page.output)")
    }

    @Test func thePageHearsAnAppsReloadAtOnceAndRedrawsOnlyThatWidget() async throws {
        let port = try freePort()
        let runtime = try await startRuntime(["--http", "\(port)"])
        defer { stop(runtime) }
        let token = try await pageToken()
        let cookie = ["Cookie": "widgets_token=\(token)"]
        let page = try await RawHTTP.send(port: port, "GET", "/", headers: cookie)
        #expect(page.body.contains("new EventSource('/events')") && !page.body.contains("location.reload"))
        #expect(page.body.contains("prefers-color-scheme: dark"))

        let refused = try await RawHTTP.send(port: port, "GET", "/events")
        #expect(refused.status == 403)
        let stream = try RawHTTP.openStream(port: port, "/events", headers: cookie)
        defer { close(stream) }
        #expect(RawHTTP.read(stream, until: ": the runtime's events", seconds: 5).contains("text/event-stream"))

        // What an app does: write the shared count and ask for a reload.
        try DefaultsStore(file: home.defaultsDatabase).set(.int(77), forKey: "count", in: "group.example.counter")
        await #expect(widgets("reload", "--kind", "Counter").status == 0)
        // The event is the redrawn figure itself: nothing to fetch.
        let heard = RawHTTP.read(stream, until: "</figure>", seconds: 10)
        #expect(heard.contains("event: figure\ndata: counter-1\ndata: <figure data-instance=\"counter-1\">"), "\(heard)")
        #expect(heard.contains(#">77</span>"#), "\(heard)")

        let figure = try await RawHTTP.send(port: port, "GET", "/instances/counter-1/figure", headers: cookie)
        #expect(figure.status == 200)
        #expect(figure.body.hasPrefix(#"<figure data-instance="counter-1">"#) && figure.body.contains(#">77</span>"#), "\(figure.body)")
        #expect(try await RawHTTP.send(port: port, "GET", "/instances/nope-1/figure", headers: cookie).status == 404)
    }

    @Test(.needs(.chromium))
    func inABrowserAnAppsReloadShowsAndAClickTaps() async throws {
        let timer = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Timer/Info.json"), encoding: .utf8)
        try scratch.bundle("Timer", manifest: timer, library: try Fixtures.built("libTimerWidget.so"))
        await #expect(widgets("instances", "add", "Timer").status == 0)
        let port = try freePort()
        let runtime = try await startRuntime(["--http", "\(port)"])
        defer { stop(runtime) }
        let browser = try Browser()
        try browser.open("http://127.0.0.1:\(port)/?token=\(try await pageToken())")
        func text(of instance: String) throws -> String {
            if case .string(let text) = try browser.evaluate(figureText(instance)) { return text }
            return ""
        }
        func figureText(_ instance: String) -> String {
            "(document.querySelector('figure[data-instance=\"\(instance)\"]')||{}).innerText||''"
        }
        // The page is open once it shows both widgets and listens to the runtime's events.
        #expect(try browser.until(
            "\(figureText("counter-1")).indexOf('taps so far') >= 0 && \(figureText("timer-1")).indexOf('Start') >= 0"
                + " && typeof events !== 'undefined' && events.readyState === 1", seconds: 20))

        // An app writes the count and asks for a reload: the open page shows it, pushed by the runtime
        // (how soon is `widgets-bench`'s to measure, not a test's).
        try DefaultsStore(file: home.defaultsDatabase).set(.int(4242), forKey: "count", in: "group.example.counter")
        await #expect(widgets("reload", "--kind", "Counter").status == 0)
        #expect(try browser.until("\(figureText("counter-1")).indexOf('4242') >= 0", seconds: 10), "\((try? text(of: "counter-1")) ?? "")")

        // The text is set in the font files the runtime measured with, fetched from the page.
        let fonts = try browser.evaluate(
            "document.fonts.ready.then(function () { return performance.getEntriesByType('resource').filter(function (e) {"
                + " return e.name.indexOf('/fonts/Inter') > 0 && e.responseStatus === 200 }).length })")
        #expect(fonts != .number(0) && fonts != .null, "\(fonts.serialized)")

        // A click on the Timer's button taps it: its intent runs and the widget shows Stop.
        _ = try browser.evaluate("document.querySelector('figure[data-instance=\"timer-1\"] [data-target=\"button-1\"]').click()")
        #expect(try browser.until("\(figureText("timer-1")).indexOf('Stop') >= 0", seconds: 5), "\((try? text(of: "timer-1")) ?? "")")
        // It counts down on the page, with the texts the runtime sent for each second.
        let running = try text(of: "timer-1")
        #expect(try browser.until("\(figureText("timer-1")) !== \(JSON.string(running).serialized)", seconds: 3), "\(running)")

        // The page has its heading; its empty state is hidden while widgets show.
        #expect(try browser.evaluate("document.querySelector('h1').textContent") == .string("Widgets"))
        #expect(try browser.evaluate("getComputedStyle(document.querySelector('.empty')).display") == .string("none"))
        // The runtime gone, the page says so.
        runtime.process.terminate()
        #expect(try browser.until("document.getElementById('tapped').className === 'lost'", seconds: 10), "\(String(describing: try? browser.evaluate("document.getElementById('tapped').textContent")))")
    }

    @Test func thePageRefusesEveryForgedRequestAndPerformsNothing() async throws {
        let timer = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Timer/Info.json"), encoding: .utf8)
        try scratch.bundle("Timer", manifest: timer, library: try Fixtures.built("libTimerWidget.so"))
        let port = try freePort()
        await #expect(widgets("instances", "add", "Timer").status == 0)
        let runtime = try await startRuntime(["--http", "\(port)"])
        defer { stop(runtime) }
        let token = try await pageToken()
        let cookie = ["Cookie": "widgets_token=\(token)"]
        let tap = "/instances/timer-1/tap/button-1"
        var forged: [(String, RawHTTP.Answer)] = []
        forged.append(("no token", try await RawHTTP.send(port: port, "GET", "/")))
        forged.append(("a wrong token", try await RawHTTP.send(port: port, "GET", "/?token=\(String(repeating: "0", count: 64))")))
        forged.append(("a wrong cookie", try await RawHTTP.send(port: port, "GET", "/", headers: ["Cookie": "widgets_token=x"])))
        forged.append(("a rebound host name", try await RawHTTP.send(port: port, "GET", "/", headers: cookie, host: "evil.example:\(port)")))
        forged.append(("a tap from another site", try await RawHTTP.send(
            port: port, "POST", tap, headers: cookie + ["Origin": "http://evil.example"])))
        forged.append(("a tap from another port", try await RawHTTP.send(
            port: port, "POST", tap, headers: cookie + ["Origin": "http://127.0.0.1:1"])))
        forged.append(("a tap with a cookie and no origin", try await RawHTTP.send(port: port, "POST", tap, headers: cookie)))
        forged.append(("a tap without the token", try await RawHTTP.send(port: port, "POST", tap, headers: ["Origin": "http://127.0.0.1:\(port)"])))
        forged.append(("a font without the token", try await RawHTTP.send(port: port, "GET", "/fonts/\(try #require(FontFiles.faces.first).fileName)")))
        for (attack, answer) in forged {
            #expect(answer.status == 403, "\(attack): \(answer.status) \(answer.body)")
            #expect(answer.body.hasPrefix("forbidden: "), "\(attack)")
        }
        // A GET does not tap.
        #expect(try await RawHTTP.send(port: port, "GET", tap, headers: cookie).status != 200)
        // Nothing was performed: the timer still offers to start.
        let page = try await RawHTTP.send(port: port, "GET", "/", headers: cookie)
        #expect(page.status == 200)
        #expect(page.body.contains(">Start</span>") && !page.body.contains(">Stop</span>"))

        // The page serves the font files its text is set in, and no other file.
        let face = try #require(FontFiles.faces.first { $0.family == "Inter" && $0.weight == 400 && !$0.italic })
        let font = try await RawHTTP.send(port: port, "GET", "/fonts/\(face.fileName)", headers: cookie)
        #expect(font.status == 200 && font.header("Content-Type") == face.mediaType, "\(font.status)")
        #expect(page.body.contains("url(\"/fonts/\(face.fileName)\")"))
        for path in ["/fonts/passwd", "/fonts/..%2F..%2F..%2Fetc%2Fpasswd", "/fonts/%2Fetc%2Fpasswd"] {
            #expect(try await RawHTTP.send(port: port, "GET", path, headers: cookie).status == 404, "\(path)")
        }

        // A program with the token header taps, without a cookie or an Origin.
        let program = try await RawHTTP.send(port: port, "POST", tap, headers: ["X-Widgets-Token": token])
        #expect(program.status == 200, "\(program.body)")
        #expect(try await RawHTTP.send(port: port, "GET", "/", headers: cookie).body.contains(">Stop</span>"))
    }

    /// The event loop that serves every widget touches no file and no SQLite database. Traced while
    /// `widgets run` logs to a file and serves an app's write to the defaults and its reload, taps,
    /// control requests and the page, it makes no system call on a regular file: what blocks on a
    /// disk (the log, the instance list, the defaults) runs on threads of its own.
    @Test func theEventLoopMakesNoCallOnAFile() async throws {
        let (runtime, port, token) = try await serveTheTimer()
        defer { stop(runtime) }

        // The loop is the first thread of NIO's group (the threads it starts take its name).
        let threads = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(runtime.pid)/task")) ?? []).compactMap(pid_t.init).sorted()
        let loop = try #require(threads.first { thread in
            let name = (try? String(contentsOfFile: "/proc/\(runtime.pid)/task/\(thread)/comm", encoding: .utf8)) ?? ""
            return name.hasPrefix("NIO-SGLTN-") && !name.contains("TP")
        })
        let trace = scratch.root.appending(path: "loop.trace"), traced = scratch.root.appending(path: "strace.err")
        let tracer = try TestProcess(
            "/usr/bin/strace", ["-y", "-e", "trace=%file,%desc", "-p", "\(loop)", "-o", trace.path], error: .file(traced))
        defer { if tracer.isRunning { tracer.interrupt() } }
        let attached = try await Wait.until(changeIn: traced) {
            ((try? String(contentsOf: traced, encoding: .utf8)) ?? "").contains("attached")
        }
        try #require(attached, "strace (apt-get install strace) could not trace the loop: \(String(describing: try? String(contentsOf: traced, encoding: .utf8)))")

        await #expect(widgets("defaults", "write", "group.example.counter", "count", "7", "--type", "int").status == 0)
        await #expect(widgets("reload", "--kind", "Counter", "--wait").status == 0)
        await #expect(widgets("tap", "timer-1", "button-1").status == 0)
        await #expect(widgets("instances", "list").status == 0)
        await #expect(widgets("explain", "counter-1").status == 0)
        let cookie = ["Cookie": "widgets_token=\(token)"]
        #expect(try await RawHTTP.send(port: port, "GET", "/", headers: cookie).status == 200)
        let tapped = try await RawHTTP.send(
            port: port, "POST", "/instances/timer-1/tap/button-1", headers: cookie.merging(["Origin": "http://127.0.0.1:\(port)"]) { $1 })
        #expect(tapped.status == 200, "\(tapped.body)")
        tracer.interrupt()
        tracer.waitUntilExit()

        let lines = ((try? String(contentsOf: trace, encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("epoll_wait") }, "the traced thread is not the event loop")
        /// Whether a traced call names a file on a disk: by its descriptor (`21</path>`) or, for a call
        /// that takes a path, by its first argument. `/dev`, `/proc` and `/sys` hold no disk's files.
        func onAFile(_ line: Substring) -> Bool {
            guard let open = line.firstIndex(of: "(") else { return false }
            let name = line[..<open], arguments = line[line.index(after: open)...]
            var paths: [Substring] = []
            if arguments.first?.isNumber == true, let start = arguments.firstIndex(of: "<"),
                arguments[..<start].allSatisfy(\.isNumber)
            {
                paths.append(arguments[arguments.index(after: start)...].prefix { $0 != ">" })
            }
            if Self.pathCalls.contains(String(name)), let quote = arguments.firstIndex(of: "\"") {
                paths.append(arguments[arguments.index(after: quote)...].prefix { $0 != "\"" })
            }
            return paths.contains { path in
                path.hasPrefix("/") && !["/dev", "/proc", "/sys"].contains { path == $0 || path.hasPrefix($0 + "/") }
            }
        }
        let touches = lines.filter(onAFile)
        #expect(touches.isEmpty, "the event loop called: \(touches.prefix(8).joined(separator: "\n"))")
    }

    /// `widgets run --http` with the Timer beside the Counter: the runtime, its page's port and token.
    private func serveTheTimer() async throws -> (runtime: RunningRuntime, port: Int, token: String) {
        let timer = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Timer/Info.json"), encoding: .utf8)
        try scratch.bundle("Timer", manifest: timer, library: try Fixtures.built("libTimerWidget.so"))
        let port = try freePort()
        let runtime = try await startRuntime(["--http", "\(port)"])
        await #expect(widgets("instances", "add", "Timer").status == 0)
        return (runtime, port, try await pageToken())
    }

    /// The system calls whose first argument that is a string is a path.
    private static let pathCalls: Set<String> = [
        "open", "openat", "openat2", "creat", "stat", "lstat", "newfstatat", "statx", "access", "faccessat", "faccessat2",
        "readlink", "readlinkat", "unlink", "unlinkat", "rename", "renameat", "renameat2", "mkdir", "mkdirat", "rmdir",
        "chmod", "fchmodat", "chown", "fchownat", "lchown", "truncate", "utimensat", "link", "linkat", "symlink", "symlinkat",
        "getxattr", "lgetxattr", "listxattr", "llistxattr", "statfs", "inotify_add_watch", "chdir", "execve",
    ]

    /// A loopback TCP port nothing listens on now.
    private func freePort() throws -> Int {
        let probe = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
            }
        }
        guard bound else { throw FixtureError("cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @Test func aMalformedMessageClosesItsConnectionNotTheRuntime() async throws {
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let client = try #require(try ControlClient.connect(to: home))
        #expect {
            _ = try client.send(.explain(InstanceID("x")))
        } throws: { ($0 as? WidgetRuntimeError)?.code == .unknownInstance }
        client.close()

        // A line that is not a request: an error answer, then the connection is closed, so the valid
        // request sent after it on the same connection gets no answer.
        let raw = try UnixSocket.connect(to: socket.path)
        defer { close(raw) }
        #expect(RawLines.write("not json\n" + #"{"type": "instances"}"#, to: raw))
        var reader = RawLines(raw)
        let line = reader.next()
        let answer = try JSON(parsing: line ?? "")
        #expect(answer["error"]?["code"] == "controlFailed")
        #expect(line?.contains("malformed control request: invalid JSON at byte 0") == true)
        let after = reader.next()
        #expect(after == nil)

        // JSON nested as deep as the parser allows (the request's object is one level), and past it,
        // is answered on the server's tasks.
        for depth in [511, 100_000] {
            let deep = try UnixSocket.connect(to: socket.path)
            defer { close(deep) }
            #expect(RawLines.write(#"{"type": "instances", "x": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}", to: deep))
            var deepReader = RawLines(deep)
            let refusal = try JSON(parsing: deepReader.next() ?? "")
            #expect(refusal["error"]?["code"] == (depth > 512 ? "controlFailed" : nil), "depth \(depth): \(refusal)")
        }
        // A line longer than a request may be ends its connection without an answer.
        let long = try UnixSocket.connect(to: socket.path)
        defer { close(long) }
        _ = RawLines.write(String(repeating: "x", count: UnixSocket.longestRequest + 1), to: long)
        var longReader = RawLines(long)
        #expect(longReader.next() == nil)
        // The runtime still answers.
        #expect(await widgets("instances", "list").output.hasPrefix("counter-1  com.example.counter/Counter  small  entry 1 of 5"))
    }

    @Test func oneClientUsedFromManyThreadsGetsEachItsOwnAnswer() async throws {
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        let client = try #require(try ControlClient.connect(to: home))
        defer { client.close() }
        // Two kinds of request whose answers differ in shape, sent at once from eight threads.
        let mixedUp = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            if index % 2 == 0 {
                guard case .array? = try? client.send(.instances) else { return mixedUp.withLock { $0 += 1 } }
            } else {
                guard case .object? = try? client.send(.explain(InstanceID("counter-1"))) else { return mixedUp.withLock { $0 += 1 } }
            }
        }
        #expect(mixedUp.withLock { $0 } == 0)
    }

    @Test func aStaleSocketFromACrashedRuntimeIsReplaced() async throws {
        // A crashed runtime leaves its socket file; nothing listens on it and no one holds the lock.
        let crashed = try RunningRuntime.start(widgets, ["--for", "30", "--log", "json", "--home", scratch.root.path], in: scratch.root)
        #expect(try await Wait.until(changeIn: socket) { FileManager.default.fileExists(atPath: socket.path) })
        kill(crashed.pid, SIGKILL)
        crashed.process.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: socket.path))
        #expect(await widgets("reload", "--all").output.hasPrefix("No runtime is running"))

        let runtime = try await startRuntime()
        defer { stop(runtime) }
        #expect(await widgets("reload", "--all").output == "counter-1: reloading\n")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP]) func aStopSignalShutsDownCleanly(signal: Int32) async throws {
        let runtime = try await startRuntime()
        kill(runtime.pid, signal)
        runtime.process.waitUntilExit()
        #expect(runtime.process.terminationReason == .exit)
        #expect(runtime.process.terminationStatus == 0, "\((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        #expect(!FileManager.default.fileExists(atPath: socket.path))
        let saved = try JSON(parsing: try Data(contentsOf: scratch.root.appending(path: "state/instances.json")))
        #expect(saved["instances"] == .array([WidgetInstance(id: InstanceID("counter-1"), bundle: "com.example.counter", kind: "Counter", family: .systemSmall).json]))
    }

    @Test func anAppsWidgetCenterReachesTheRuntime() async throws {
        let center = WidgetCenter(home: home)
        // No runtime: nothing on screen.
        #expect(try await center.currentConfigurations() == [])
        let runtime = try await startRuntime()
        defer { stop(runtime) }
        // Awaited on the socket's readiness, many at once, none holding a thread.
        let answers = try await withThrowingTaskGroup(of: [WidgetInfo].self) { group in
            for _ in 0..<50 { group.addTask { try await center.currentConfigurations() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 50 && answers.allSatisfy { $0 == [WidgetInfo(kind: "Counter", family: .systemSmall)] })
        center.appIsInForeground = true
        center.reloadTimelines(ofKind: "Counter")
        await #expect(widgets("explain", "counter-1").output.contains("appForeground: reloading (not charged)"))
    }
}
