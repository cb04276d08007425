import Foundation
import Testing
import WidgetClient
import WidgetRuntime
import WidgetWire

/// URLs go to the command runtime.json names for their scheme, as one argument, never through a shell.
@Suite(.throttled) struct RoutingTests {
    let scratch: Scratch
    let handler: URL
    let received: URL

    init() async throws {
        scratch = try Scratch()
        received = scratch.root.appending(path: "received.txt")
        handler = scratch.root.appending(path: "handler.sh")
        // Written by another process: a file this process had open for writing could not be run while
        // another test's thread starts a process (the child holds the open file until it execs).
        let script = "#!/bin/sh\nprintf '%s|%s' \"$#\" \"$1\" > '\(received.path)'\n"
        let written = await Fixtures.run(["/bin/sh", "-c", #"printf '%s' "$1" > "$2" && chmod 755 "$2""#, "sh", script, handler.path])
        guard written.status == 0 else { throw FixtureError("cannot write \(handler.path): \(written.error)") }
    }

    /// What the handler was given, once it has written it.
    private func waitForHandler() async throws -> String {
        let text = try await Wait.forChange(in: [received]) {
            (try? String(contentsOf: received, encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let text else { throw FixtureError("the handler was not run") }
        return text
    }

    private var weather: BundleManifest {
        BundleManifest(
            identifier: "com.example.weather", name: "Weather", version: "1.0", library: "libWeather.so",
            entitlements: .init(urlSchemes: ["weather"]))
    }

    @Test func aURLReachesItsHandlerAsOneArgument() async throws {
        let router = URLRouter(handlers: ["weather": [handler.path]])
        let url = "weather://city/lisbon?note=%27;%20rm%20-rf%20/"
        let routed = try router.open(url, from: weather)
        #expect(routed.command == [handler.path, url])
        #expect(try await waitForHandler() == "1|\(url)")
    }

    /// What a handler prints goes to the log, a line at a time (its errors as warnings), never to the
    /// runtime's own output, where it would write over the live terminal view.
    @Test func aHandlersOutputGoesToTheLogLineByLine() async throws {
        let log = LogWatch()
        let router = URLRouter(
            handlers: ["weather": ["/bin/sh", "-c", #"printf 'opening %s\nin a tab\n' "$0"; echo "no browser" >&2"#]], logger: log.logger)
        try router.open("weather://lisbon", from: weather)
        #expect(await log.message(containing: "sh: no browser") != nil, "\(log.messages)")
        #expect(await log.message(containing: "sh: in a tab") != nil, "\(log.messages)")
        #expect(log.messages.contains("warning: sh: no browser") && log.messages.contains("info: sh: opening weather://lisbon"), "\(log.messages)")
    }

    @Test func aBundleOpensOnlyTheSchemesItDeclares() {
        let router = URLRouter(handlers: ["weather": [handler.path], "counter": [handler.path]])
        #expect(throws: WidgetRuntimeError(
            .notEntitled, at: "bundle com.example.weather", "may not open 'counter' URLs: its Info.json declares 'weather'",
            fix: "add \"counter\" to entitlements.urlSchemes in its Info.json")) {
            try router.open("counter://open", from: weather)
        }
        #expect(throws: Never.self) { try router.open("counter://open") }
    }

    @Test func aSchemeNobodyHandlesAndABadURLAreExplained() {
        let router = URLRouter(handlers: [:])
        #expect {
            try router.open("weather://x", from: weather)
        } throws: { error in
            let error = error as? WidgetRuntimeError
            return error?.code == .noHandler && error?.message == "nothing handles 'weather' URLs"
                && error?.fix?.contains(#""urlHandlers": {"weather": ["/path/to/handler"]}"#) == true
        }
        #expect { try router.open("not a url") } throws: { ($0 as? WidgetRuntimeError)?.code == .invalidURL }
    }

    @Test func tapTargetsFollowWidgetKitsRules() {
        func text(_ string: String) -> RenderNode { RenderNode(.text(TextNode(runs: [.verbatim(string)]))) }
        let tree = RenderNode(.stack(StackNode(axis: .vertical, children: [
            RenderNode(.link(url: "weather://one", content: text("1"))),
            RenderNode(.stack(StackNode(axis: .horizontal, children: [RenderNode(.link(url: "https://two", content: text("2")))])),
                       modifiers: [.widgetURL("weather://inner")]),
        ])), modifiers: [.widgetURL("weather://outer")])
        let medium = TapTargets(tree, family: .systemMedium)
        #expect(medium.targets == [
            .init(id: "widget", url: "weather://inner"), .init(id: "link-1", url: "weather://one"), .init(id: "link-2", url: "https://two"),
        ])
        #expect(medium.warnings == ["several widgetURLs are set (weather://outer, weather://inner); the innermost, weather://inner, is the widget's"])
        // The same widget URL on the page and in the HTML fragment: one element carries it.
        let html = HTMLRenderer().fragment(tree, family: .systemMedium)
        #expect(html.components(separatedBy: "data-widget-url=").count == 2 && html.contains(#"data-widget-url="weather://inner""#), "\(html)")
        #expect(tree.widgetURL == "weather://inner")
        let small = TapTargets(tree, family: .systemSmall)
        #expect(small.targets.map(\.id) == ["widget"])
        #expect(small.warnings.last == "small widgets have no links, as on iOS; 2 ignored (use widgetURL)")
        #expect(throws: WidgetRuntimeError(.unknownTarget, at: "w-1", "has no tap target 'link-9'", fix: "use one of: widget")) {
            try small.target("link-9", instance: "w-1")
        }
    }

    @Test func tappingAWidgetOpensItsURLThroughTheRouter() async throws {
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: manifest, library: try Fixtures.built("libCounterWidget.so"))
        _ = try scratch.home()
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "Counter"}], "urlHandlers": {"counter": ["\#(handler.path)"]}}"#.utf8)
            .write(to: scratch.root.appending(path: "runtime.json"))
        let tap = await Fixtures.run([try Fixtures.built("widgets").path, "tap", "counter-1", "--home", scratch.root.path])
        #expect(tap.status == 0, "\(tap.error)")
        #expect(tap.output == "Opened counter://open with \(handler.path).\n")
        #expect(try await waitForHandler() == "1|counter://open")
        let unknown = await Fixtures.run([try Fixtures.built("widgets").path, "tap", "counter-1", "link-1", "--home", scratch.root.path])
        #expect(unknown.error.contains("counter-1: has no tap target 'link-1'"))
    }
}

/// An app connected to the running runtime handles its scheme instead of runtime.json's command.
@Suite(.serialized, .throttled) struct AppSchemeTests {
    @Test func anAppThatRegisteredASchemeGetsItsURLs() async throws {
        let scratch = try Scratch()
        let manifest = try String(contentsOf: Fixtures.repository.appending(path: "Plugins/Counter/Info.json"), encoding: .utf8)
        try scratch.bundle("Counter", manifest: manifest, library: try Fixtures.built("libCounterWidget.so"))
        _ = try scratch.home()
        try Data(#"{"plugins": ["plugins"], "instances": [{"kind": "Counter"}]}"#.utf8).write(to: scratch.root.appending(path: "runtime.json"))
        let home = try RuntimeHome(root: scratch.root)
        let widgets = try Fixtures.built("widgets").path
        let runtime = try RunningRuntime.start(widgets, ["--for", "30", "--log", "json", "--verbose", "--home", scratch.root.path], in: scratch.root)
        defer { runtime.stop() }
        #expect(try await runtime.ready(home), "\(runtime.errorText)")
        let received = Happenings<URL>()
        let registered = try #require(try await WidgetURLHandler.register(scheme: "counter", home: home) { received.record($0) })
        // With no command for "counter" in runtime.json, only the app can take the tap.
        let tap = await Fixtures.run([widgets, "tap", "counter-1", "--home", scratch.root.path])
        #expect(tap.output == "Opened counter://open in the app that handles it.\n", "\(tap.error)")
        #expect(await received.next() == URL(string: "counter://open")!)
        #expect(received.values == [URL(string: "counter://open")!])

        registered.cancel()
        // The runtime forgets the app's scheme once it reads the end of its connection, and logs it.
        let forgotten = "the app that handled 'counter' URLs closed its connection"
        #expect(try await runtime.until { runtime.errorText.contains(forgotten) }, "\(runtime.errorText)")
        #expect(await Fixtures.run([widgets, "open", "counter://again", "--home", scratch.root.path]).error.contains("nothing handles 'counter' URLs"))
    }
}

