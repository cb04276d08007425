import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct OptionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "options",
        abstract: "List the choices for a widget's configuration parameter, from its enum, entity query or options provider.")

    @OptionGroup var runtime: RuntimeOptions
    @Argument(help: "The instance's id, as `widgets instances list` shows it.") var id: String
    @Argument(help: "The parameter's name, as `widgets configure ID` lists them.") var parameter: String
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        let (home, report) = try await runtime.loadBundles()
        let (list, _) = try InstanceList.load(home: home, bundles: report)
        let (bundle, kind) = try report.resolve(try list.instance(InstanceID(id)))
        _ = try IntentConfiguration(kind: kind, location: id).parameter(named: parameter)
        let options = try await bundle.options(kind: kind.kind, parameter: parameter)
        if json {
            print(options.json.prettyPrinted)
            return
        }
        if let prompt = options.promptLabel { print(prompt) }
        if options.sections.allSatisfy({ $0.items.isEmpty }) { print("No choices offered; any \(parameter) value of its type is accepted.") }
        for section in options.sections where !section.items.isEmpty {
            if let title = section.title { print(title + (section.subtitle.map { " — \($0)" } ?? "")) }
            for item in section.items {
                let subtitle = item.subtitle.map { " — \($0)" } ?? ""
                print("  \(item.value)  \(item.title)\(subtitle)")
            }
        }
    }
}
