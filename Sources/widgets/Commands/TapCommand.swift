import ArgumentParser
import Foundation
import Logging
import WidgetRuntime
import WidgetWire

struct TapCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tap",
        abstract: "Tap a widget on screen: the widget itself (its widgetURL), a link, a button or a toggle.",
        discussion: """
            Targets are `widget`; in medium and larger widgets, `link-1`, `link-2`, ... in the order the links \
            are drawn (small widgets have no links, as on iOS); and, in every family, `button-1`, ... and \
            `toggle-1`, ... for Button(intent:) and Toggle(isOn:intent:). A URL goes through `widgets open`'s \
            router, checked against the bundle's declared URL schemes. A button's or toggle's intent is \
            performed in the plugin, and the running runtime then reloads that widget at once.
            """)

    @OptionGroup var runtime: RuntimeOptions
    @Argument(help: "The instance's id, as `widgets instances list` shows it.") var instance: String
    @Argument(help: "The target: widget (the default), link-N, button-N or toggle-N.") var target: String = "widget"

    func run() async throws {
        let home = try RuntimeHome.locate(explicit: runtime.home)
        // A running runtime taps what it shows, by the same rules as its page; it reloads the widget.
        if let runtime = try await ControlConnection.connect(to: home) {
            defer { runtime.close() }
            switch try await runtime.tap(InstanceID(instance), target: target) {
            case .opened(let url):
                print(TerminalText.sanitized(url.message))
            case .performed(let intent):
                print("Performed \(TerminalText.sanitized(intent.displayTitle)) (\(intent.type)) and reloaded \(instance).")
                if let result = intent.result { print("Result: \(result.serialized)") }
                if let dialog = intent.dialog { print("It says: \(TerminalText.sanitized(dialog))") }
                if let opened = intent.opened { print(TerminalText.sanitized(opened.message)) }
            }
            return
        }
        // Else here, on the provider's snapshot: an intent runs in the plugin, which shares its defaults
        // with the runtime's next run.
        let (_, report) = try await runtime.loadBundles()
        let (list, _) = try InstanceList.load(home: home, bundles: report)
        let widget = try list.instance(InstanceID(instance))
        let bundle = try report.resolve(widget).bundle
        let entry = try await bundle.snapshot(kind: widget.kind, context: widget.context)
        let targets = TapTargets(entry.view, family: widget.family)
        targets.warnings.forEach { warn("[\(bundle.identifier)] \(widget.id): \($0)") }
        let chosen = try targets.target(target, instance: instance)
        if let invocation = chosen.tapInvocation {
            let outcome = try await bundle.perform(invocation)
            let title = PerformedIntent(type: invocation.type, title: outcome.title).displayTitle
            print("Performed \(TerminalText.sanitized(title)) (\(invocation.type)).")
            if let result = outcome.value { print("Result: \(result.serialized)") }
            if let dialog = outcome.dialog { print("It says: \(TerminalText.sanitized(dialog))") }
            if let url = outcome.openURL { print("It asks to open \(url); a running runtime opens it (`widgets run`).") }
            return
        }
        guard let url = chosen.url else {
            print("\(instance): the widget sets no widgetURL, so a tap opens nothing.")
            return
        }
        let routed = try URLRouter(handlers: home.configuration.urlHandlers).open(url, from: bundle.manifest)
        print("Opened \(routed.url) with \(routed.command[0]).")
    }
}
