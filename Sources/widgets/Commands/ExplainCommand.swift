import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show why a widget reloaded when it did: its last decisions, budget left and next reload.")

    @OptionGroup var runtime: RuntimeOptions
    @Argument(help: "The instance's id.") var id: String

    func run() async throws {
        let home = try RuntimeHome.locate(explicit: runtime.home)
        let running = try await runtime.running(
            on: home, absence: "no runtime is running; the decisions are kept by a running one", fix: "start `widgets run`, then ask again")
        defer { running.close() }
        let explanation = try await running.explain(InstanceID(id))
        let status = explanation.status
        let left = status.budgetLeft.map { "\($0) reloads left today" } ?? "no budget (development mode)"
        let next = status.nextReload.map { "next reload \($0.formatted(date: .omitted, time: .standard))" } ?? "no reload planned"
        print("\(id): \(left); \(next)")
        if let problem = status.bundleProblem { print("  its bundle: \(problem)") }
        for decision in explanation.decisions {
            let at = decision.at.formatted(date: .omitted, time: .standard)
            let what = ReloadCommand.describe(decision).split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            print("  \(at)  \(decision.reason.rawValue): \(what)")
        }
    }
}
