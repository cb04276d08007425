import WidgetWire

/// A widget's configuration: its kind, provider, content and gallery details.
public protocol WidgetConfiguration {
    /// The kind as the SDK serves it to the host. Not for authors to implement.
    func _makeKindDefinition() -> KindDefinition
}

/// Builds a `Widget`'s body.
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<Configuration: WidgetConfiguration>(_ configuration: Configuration) -> Configuration {
        configuration
    }
}

/// A configuration with nothing in it.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public func _makeKindDefinition() -> KindDefinition { .unsupported(Self.self) }
}

/// A widget with no user-configurable options.
///
/// `Content` is left unconstrained on the type (the initializer requires a `View`): the Swift runtime
/// then never has to look up conformances to build this type's metadata, which keeps loading many
/// plugins cheap.
public struct StaticConfiguration<Content>: WidgetConfiguration {
    let definition: KindDefinition

    /// - Parameters:
    ///   - kind: The widget's stable identifier, unique within the bundle.
    ///   - provider: Makes the widget's timeline.
    ///   - content: Draws one entry.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Content: View {
        definition = KindDefinition(kind: kind, provider: provider, content: content)
    }

    public func _makeKindDefinition() -> KindDefinition { definition }
}

/// A widget people configure through an intent's parameters, as WidgetKit's `AppIntentConfiguration`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content>: WidgetConfiguration {
    let definition: KindDefinition

    /// - Parameters:
    ///   - kind: The widget's stable identifier, unique within the bundle.
    ///   - intent: The configuration intent; its `@Parameter`s are what `widgets configure` sets.
    ///   - provider: Makes the widget's timeline for a configuration.
    ///   - content: Draws one entry.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent, Content: View {
        definition = KindDefinition(kind: kind, intent: intent, provider: provider, content: content)
    }

    public func _makeKindDefinition() -> KindDefinition { definition }
}

/// A configuration with one of its gallery details changed.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    let definition: KindDefinition

    init(base: some WidgetConfiguration, change: (inout KindDescription) -> Void) {
        var definition = base._makeKindDefinition()
        change(&definition.description)
        self.definition = definition
    }

    public func _makeKindDefinition() -> KindDefinition { definition }
}

extension WidgetConfiguration {
    /// The name shown for the widget in galleries and `widgets list`.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = displayName.plainText }
    }

    /// The name shown for the widget in galleries and `widgets list`.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = String(displayName) }
    }

    /// The name shown for the widget, in the runtime's language when the bundle translates it.
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = displayName.localized }
    }

    /// The name shown for the widget, given as a `Text`.
    public func configurationDisplayName(_ displayName: Text) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = TextNode(runs: displayName.runs).plainText }
    }

    /// A sentence saying what the widget shows, given as a `Text`.
    public func description(_ description: Text) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = TextNode(runs: description.runs).plainText }
    }

    /// A sentence saying what the widget shows.
    public func description(_ description: LocalizedStringKey) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = description.plainText }
    }

    /// A sentence saying what the widget shows, in the runtime's language when the bundle translates it.
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = description.localized }
    }

    /// A sentence saying what the widget shows.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = String(description) }
    }

    /// The families the widget can be shown in; all system families when not set.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.supportedFamilies = families }
    }

    /// Lets the content reach the widget's edges instead of the system's margins.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.contentMarginsDisabled = true }
    }
}
