import WidgetWire

// Button styles as SwiftUI's. A custom style's body is the button: drawn in place of the runtime's
// own look, and tapping anywhere on it runs the button's intent.

/// A button's look, written as in SwiftUI:
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 10).padding(.vertical, 4)
///             .background(.tint, in: Capsule())
///     }
/// }
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    /// The button as drawn: usually its label with a background.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given.
public struct ButtonStyleConfiguration {
    /// The button's label, drawn where the style puts it.
    public typealias Label = _StyleContent

    /// The button's label.
    public let label: Label
    /// Always false: a widget is drawn at rest, never while a finger is on it.
    public let isPressed: Bool
    /// What the button is for, if its code said.
    public let role: ButtonRole?
}

/// A button's look and how it is set off, as SwiftUI's: here the tap is always the runtime's, so it
/// is a look as a ``ButtonStyle`` is, and ``PrimitiveButtonStyleConfiguration/trigger()`` does nothing.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// The button as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` is given.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, drawn where the style puts it.
    public typealias Label = _StyleContent

    /// The button's label.
    public let label: Label
    /// What the button is for, if its code said.
    public let role: ButtonRole?

    /// Does nothing: a tap anywhere on the style's body performs the button's intent.
    public func trigger() {}
}

/// What a button is for, which a style may show.
public struct ButtonRole: Sendable, Hashable {
    let name: String
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that deletes or undoes something.
    public static let destructive = ButtonRole(name: "destructive")
}

/// A button and its role, as a button style is given them.
struct ButtonParts {
    let label: _StyleContent
    let role: ButtonRole?
}

/// The runtime's own button look, which every system button style is drawn as.
public struct DefaultButtonStyle: PrimitiveButtonStyle, SystemStyle {
    let systemName = "automatic"
    /// The style.
    public init() {}

    /// The button as the runtime draws buttons.
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button with no border: drawn as the runtime draws buttons.
public struct PlainButtonStyle: PrimitiveButtonStyle, SystemStyle {
    let systemName = "plain"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A borderless button: drawn as the runtime draws buttons.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, SystemStyle {
    let systemName = "borderless"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A bordered button: drawn as the runtime draws buttons.
public struct BorderedButtonStyle: PrimitiveButtonStyle, SystemStyle {
    let systemName = "bordered"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A prominent bordered button: drawn as the runtime draws buttons.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, SystemStyle {
    let systemName = "borderedProminent"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The automatic style: `DefaultButtonStyle`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style: `PlainButtonStyle`.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style: `BorderlessButtonStyle`.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style: `BorderedButtonStyle`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The borderedProminent style: `BorderedProminentButtonStyle`.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The size of a control.
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
}

extension View {
    /// The look of the buttons in this view: a custom style's body is each button.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> _EnvironmentModified<Self> {
        let custom = CustomStyle<ButtonParts>(style) { style, parts in
            style.makeBody(configuration: ButtonStyleConfiguration(label: parts.label, isPressed: false, role: parts.role))
        }
        return _EnvironmentModified(content: self) { $0.buttonStyle = custom }
    }

    /// The look of the buttons in this view: the system's styles are drawn as the runtime draws
    /// buttons; a custom style's body is each button.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _EnvironmentModified<Self> {
        guard !(style is any SystemStyle) else { return _EnvironmentModified(content: self) { $0.buttonStyle = nil } }
        let custom = CustomStyle<ButtonParts>(style) { style, parts in
            style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: parts.label, role: parts.role))
        }
        return _EnvironmentModified(content: self) { $0.buttonStyle = custom }
    }

    /// Accepted: controls are drawn at the regular size.
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self> { modifier(nil) }

    /// Accepted: buttons are drawn as the runtime draws them.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self> { modifier(nil) }
}
