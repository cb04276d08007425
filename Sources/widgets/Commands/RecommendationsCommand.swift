import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

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
