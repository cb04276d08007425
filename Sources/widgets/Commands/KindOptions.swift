import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

/// A kind to show and the family to show it in.
struct KindOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The widget kind, or bundle.identifier/kind when several bundles have it.", valueName: "kind"))
    var kind: String

    @Option(help: ArgumentHelp(
        "The family: small, medium, large, extraLarge, circular, rectangular, inline (default: small, or the kind's first).",
        valueName: "family"))
    var family: WidgetFamily?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "A configuration parameter, for kinds with a configuration intent (repeatable).", valueName: "name=value"))
    var settings: [String] = []

    /// What the kind's provider is asked in: the family, and the configuration `--set` gives.
    func context(for kind: KindDescription, of bundle: LoadedBundle) throws -> ProviderContext {
        let family = try family(for: kind, of: bundle)
        guard !settings.isEmpty else { return ProviderContext(family: family) }
        let configuration = try IntentConfiguration(kind: kind, location: "\(bundle.identifier)/\(kind.kind)").applying(settings, to: nil)
        return ProviderContext(family: family, configuration: configuration)
    }

    /// The family asked for, checked against what the kind supports.
    func family(for kind: KindDescription, of bundle: LoadedBundle) throws -> WidgetFamily {
        let supported = kind.supportedFamilies
        guard let family else { return kind.defaultFamily }
        guard supported.contains(family) else {
            throw WidgetRuntimeError(
                .unsupportedFamily, at: "\(bundle.identifier)/\(kind.kind)", "does not support the \(family.shortName) family",
                fix: "use --family " + supported.map(\.shortName).joined(separator: ", or "))
        }
        return family
    }
}
