import WidgetWire

// Label and toggle styles as SwiftUI's: the system's are drawn by the runtime; a custom style's body
// is drawn in the label's or toggle's place (a toggle's body is its tap target, as a button's is).

/// How labels are drawn: `.titleAndIcon` (the default), `.titleOnly`, `.iconOnly`, or a style of
/// your own.
public protocol LabelStyle {
    associatedtype Body: View
    /// The label as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` is given.
public struct LabelStyleConfiguration {
    public typealias Title = _StyleContent
    public typealias Icon = _StyleContent

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
}

/// The label's default look: its icon, then its title.
public struct DefaultLabelStyle: LabelStyle, SystemStyle {
    let systemName = "titleAndIcon"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The automatic style: `DefaultLabelStyle`.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label's icon, then its title.
public struct TitleAndIconLabelStyle: LabelStyle, SystemStyle {
    let systemName = "titleAndIcon"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The titleAndIcon style: `TitleAndIconLabelStyle`.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label's title alone.
public struct TitleOnlyLabelStyle: LabelStyle, SystemStyle {
    let systemName = "titleOnly"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The titleOnly style: `TitleOnlyLabelStyle`.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label's icon alone.
public struct IconOnlyLabelStyle: LabelStyle, SystemStyle {
    let systemName = "iconOnly"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The iconOnly style: `IconOnlyLabelStyle`.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// How toggles are drawn: `.switch` (the default; `.button` is drawn as a switch too), or a style of
/// your own, whose body is the toggle: tapping it performs the toggle's intent.
public protocol ToggleStyle {
    associatedtype Body: View
    /// The toggle as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given.
public struct ToggleStyleConfiguration {
    public typealias Label = _StyleContent

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on. Setting it changes nothing: a tap performs the toggle's intent,
    /// which changes the state the widget draws next.
    @Binding public var isOn: Bool
    /// Always false: a widget's toggle stands for one value.
    public var isMixed: Bool = false
}

/// The toggle's default look: its label, then a switch.
public struct DefaultToggleStyle: ToggleStyle, SystemStyle {
    let systemName = "switch"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The automatic style: `DefaultToggleStyle`.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle's label, then a switch.
public struct SwitchToggleStyle: ToggleStyle, SystemStyle {
    let systemName = "switch"
    /// The style.
    public init() {}
    /// Accepted: the switch is drawn green when on.
    public init(tint: Color) {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style: `SwitchToggleStyle`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A toggle drawn as a button that stays down while on: drawn as a switch here.
public struct ButtonToggleStyle: ToggleStyle, SystemStyle {
    let systemName = "switch"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button style: `ButtonToggleStyle`.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// How the labels in this view are drawn.
    public func labelStyle<S: LabelStyle>(_ style: S) -> _EnvironmentModified<Self> {
        if let system = style as? any SystemStyle {
            let name = system.systemName
            return _EnvironmentModified(content: self) { ($0.labelStyle, $0.customLabelStyle) = (name, nil) }
        }
        let custom = CustomStyle<LabelStyleConfiguration>(style) { $0.makeBody(configuration: $1) }
        return _EnvironmentModified(content: self) { $0.customLabelStyle = custom }
    }

    /// How the toggles in this view are drawn.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> _EnvironmentModified<Self> {
        guard !(style is any SystemStyle) else { return _EnvironmentModified(content: self) { $0.customToggleStyle = nil } }
        let custom = CustomStyle<ToggleStyleConfiguration>(style) { $0.makeBody(configuration: $1) }
        return _EnvironmentModified(content: self) { $0.customToggleStyle = custom }
    }
}
