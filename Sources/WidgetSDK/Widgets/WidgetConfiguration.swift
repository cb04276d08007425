import WidgetWire

/// A widget's configuration: its kind, provider, content and gallery details.
public protocol WidgetConfiguration {}

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
}

/// A widget with no user-configurable options.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, KindDefinitionConvertible {
    let definition: KindDefinition

    /// - Parameters:
    ///   - kind: The widget's stable identifier, unique within the bundle.
    ///   - provider: Makes the widget's timeline.
    ///   - content: Draws one entry.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        definition = KindDefinition(kind: kind, provider: provider, content: content)
    }

    func makeKindDefinition() -> KindDefinition { definition }
}

/// A configuration with one of its gallery details changed.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, KindDefinitionConvertible {
    let base: Base
    let change: (inout KindDescription) -> Void

    func makeKindDefinition() -> KindDefinition {
        guard var definition = (base as? any KindDefinitionConvertible)?.makeKindDefinition() else {
            return KindDefinition.unsupported(Base.self)
        }
        change(&definition.description)
        return definition
    }
}

extension WidgetConfiguration {
    /// The name shown for the widget in galleries and `widgets list`.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = displayName.plainText }
    }

    /// The name shown for the widget in galleries and `widgets list`.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = String(displayName) }
    }

    /// A sentence saying what the widget shows.
    public func description(_ description: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.description = description.plainText }
    }

    /// A sentence saying what the widget shows.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.description = String(description) }
    }

    /// The families the widget can be shown in; all system families when not set.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.supportedFamilies = families }
    }

    /// Lets the content reach the widget's edges instead of the system's margins.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.contentMarginsDisabled = true }
    }
}
