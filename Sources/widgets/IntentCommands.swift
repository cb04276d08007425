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
        let client = try ControlClient.connect(to: home)
        defer { client?.close() }
        var (list, _) = try InstanceList.load(home: home, bundles: report)
        if settings.isEmpty {
            let instance = try client.map { try WidgetInstance(json: try $0.send(.entry(InstanceID(id)))["instance"] ?? .null) }
                ?? list.instance(InstanceID(id))
            try await show(instance, report: report)
            return
        }
        let configured: WidgetInstance
        if let client {
            configured = try WidgetInstance(json: try client.send(.configure(InstanceID(id), settings: settings)))
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

struct RecommendationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommendations",
        abstract: "List the configurations a kind's provider recommends, as settings for `widgets configure`.")

    @OptionGroup var runtime: RuntimeOptions
    @Argument(help: "The kind, or bundle.identifier/kind.") var kind: String

    func run() async throws {
        let (_, report) = try await runtime.loadBundles()
        let (bundle, description) = try report.resolve(kind)
        _ = try IntentConfiguration(kind: description, location: kind)
        let recommendations = try await bundle.recommendations(kind: description.kind)
        if recommendations.isEmpty { print("\(kind) recommends no configurations.") }
        Self.show(recommendations, instance: "ID")
    }

    /// Each recommendation as the command that applies it.
    static func show(_ recommendations: [Recommendation], instance: String) {
        for recommendation in recommendations {
            guard case .object(let members) = recommendation.configuration else { continue }
            let settings = members.map { "\($0.key)=\(SettingText.text(of: $0.value))" }
            print("  \(recommendation.description): widgets configure \(instance) \(settings.joined(separator: " "))")
        }
    }
}
