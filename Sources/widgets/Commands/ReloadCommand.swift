import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct ReloadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reload",
        abstract: "Ask the running runtime to reload widgets, as an app's WidgetCenter.reloadTimelines does.",
        discussion: "Reloads are charged to the refresh budget unless --foreground (an app in the foreground) is given.")

    @OptionGroup var runtime: RuntimeOptions
    @Option(help: ArgumentHelp("Reload this kind's widgets.", valueName: "kind")) var kind: String?
    @Flag(help: "Reload every widget.") var all = false
    @Flag(help: "Ask as an app in the foreground (not charged).") var foreground = false
    @Flag(help: "Return once the widgets show their new timelines.") var wait = false

    func validate() throws {
        guard (kind != nil) != all else { throw ValidationError("give --kind KIND or --all") }
    }

    func run() async throws {
        let home = try RuntimeHome.locate(explicit: runtime.home)
        guard let running = try await ControlConnection.connect(to: home) else {
            if let kind {
                let report = try await runtime.loadBundles().1
                // A bare name several bundles have is fine: a reload asks each of them.
                if kind.contains("/") || report.bundles.filter({ $0.kind(named: kind) != nil }).count < 2 { _ = try report.resolve(kind) }
            }
            print("No runtime is running for \(home.root.path); widgets load new data when `widgets run` starts.")
            return
        }
        defer { running.close() }
        let decisions = try await running.reload(kind: kind, foreground: foreground, wait: wait)
        if decisions.isEmpty { print("No widget on screen is of that kind.") }
        for decision in decisions { print(Self.describe(decision)) }
    }

    static func describe(_ decision: ReloadDecision) -> String {
        let instance = decision.instance
        func time(_ date: Date) -> String { date.formatted(date: .omitted, time: .standard) }
        switch decision.outcome {
        case .ran(let charged): return "\(instance): reloading\(charged ? "" : " (not charged)")"
        case .deferred(let until): return "\(instance): deferred until \(time(until)) (minimum interval)"
        case .coalesced: return "\(instance): joined the reload already pending"
        case .refusedBudget(let until): return "\(instance): refused, daily budget spent; runs until \(time(until))"
        }
    }
}
