// WidgetKit's controls (iOS 18): buttons and toggles in Control Center, on the Lock Screen and on the
// Action button. This runtime has none of those places, so a control builds, in a `WidgetBundle` as
// on iOS, and is not offered: `widgets list` shows the bundle's widgets without it, and its value
// provider and intents are never asked for anything.

/// A control, as WidgetKit's `ControlWidget`. Builds; not offered here.
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control is made of: its kind, its template and its names.
public protocol ControlWidgetConfiguration {}

/// What a control shows: a `ControlWidgetButton` or a `ControlWidgetToggle`.
public protocol ControlWidgetTemplate {}

/// Builds a control's configuration from its one statement.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
}

/// Builds a control's template from its one statement.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
}

/// Gives a control its current value (a toggle's state); never asked here.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// Gives a configurable control its current value; never asked here.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// The intent people configure a control with.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// A control with no configuration.
public struct StaticControlConfiguration: ControlWidgetConfiguration {
    public init<Content: ControlWidgetTemplate>(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}

    public init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {}
}

/// A control people configure with an intent.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent>: ControlWidgetConfiguration {
    public init<Provider: AppIntentControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider.Configuration == Intent {}
}

extension ControlWidgetConfiguration {
    /// The control's name in the system's gallery of controls.
    public func displayName(_ displayName: LocalizedStringResource) -> Self { self }
    /// What the control does, in the system's gallery of controls.
    public func description(_ description: LocalizedStringResource) -> Self { self }
    /// A new control asks to be configured first.
    public func promptsForUserConfiguration() -> Self { self }
}

/// A control that performs an intent when pressed.
public struct ControlWidgetButton<Action: AppIntent>: ControlWidgetTemplate {
    public init<Label: View>(action: Action, @ViewBuilder label: () -> Label) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: Action) {}
}

/// A control that switches a state on and off with an intent that sets it.
public struct ControlWidgetToggle<Action: SetValueIntent>: ControlWidgetTemplate where Action.ValueType == Bool {
    public init<ValueLabel: View>(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {}
    public init<Label: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {}
}

extension WidgetBundleBuilder {
    /// A control in a bundle's body: accepted, and not offered here.
    public static func buildExpression(_ control: some ControlWidget) -> [any Widget] { [] }
}
