import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

struct ConfigureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "configure",
        abstract: "Set a widget's configuration parameters, as long-pressing it and choosing Edit Widget does.",
        discussion: """
            Without settings, shows the kind's parameters, their current values and the configurations its \
            provider recommends. Each setting is name=value; an empty value (name=) puts the parameter back \
            to its default; arrays take comma-separated items. Values are checked against the intent's \
            parameters before the widget reloads.
            """)

    @OptionGroup var runtime: RuntimeOptions
    @Argument(help: "The instance's id, as `widgets instances list` shows it.") var id: String
    @Argument(help: "Settings, as name=value.") var settings: [String] = []

    func run() async throws {
        let (home, report) = try await runtime.loadBundles()
        let running = try await ControlConnection.connect(to: home)
        defer { running?.close() }
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        if settings.isEmpty {
            let instance = if let running { try await running.entry(of: InstanceID(id)).instance } else { try list.instance(InstanceID(id)) }
            try await show(instance, report: report)
            return
        }
        let configured: WidgetInstance
        if let running {
            configured = try await running.configure(InstanceID(id), settings: settings)
        } else {
            let configuration = try await list.configuration(of: InstanceID(id), with: settings, bundles: report)
            configured = try list.update { list throws(WidgetRuntimeError) in try list.setConfiguration(configuration, of: InstanceID(id)) }
        }
        print("Configured \(id): \(configured.configuration?.serialized ?? "{}")")
    }

    /// The parameters, their values, and the recommended configurations.
    private func show(_ instance: WidgetInstance, report: LoadReport) async throws {
        let (bundle, kind) = try report.resolve(instance)
        let form = try IntentConfiguration(kind: kind, location: id)
        print("\(id): \(form.schema.title)\(form.schema.description.map { " — \($0)" } ?? "")")
        if let summary = form.summary(of: instance.configuration) { print("  \(summary)") }
        for parameter in form.schema.parameters {
            let value = instance.configuration?[parameter.name]?.serialized
                ?? parameter.defaultValue.map { "\($0.serialized) (default)" }
                ?? (parameter.type == "entity" ? "not set (its query's default)" : parameter.isRequired ? "not set (required)" : "not set")
            var line = "  \(parameter.name) (\(parameter.array ? "[\(parameter.type)]" : parameter.type)) \(parameter.title): \(value)"
            if !parameter.cases.isEmpty { line += "  one of: " + parameter.cases.map(\.value).joined(separator: ", ") }
            print(line)
        }
        let recommendations = try await bundle.recommendations(kind: kind.kind)
        if !recommendations.isEmpty {
            print("Recommended:")
            RecommendationsCommand.show(recommendations, instance: id)
        }
    }
}
