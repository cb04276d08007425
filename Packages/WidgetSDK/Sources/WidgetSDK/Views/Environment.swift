import WidgetLayout
import WidgetWire

/// Values a view reads from where it is drawn, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues: Sendable {
    /// The family of the widget being drawn.
    public var widgetFamily: WidgetFamily = .systemSmall {
        didSet { widgetSize = widgetFamily.displaySize }
    }
    /// The widget's size in points: its family's on the device the runtime draws for (the provider
    /// context's `displaySize`).
    var widgetSize: Size = WidgetFamily.systemSmall.displaySize
    /// The date of the entry being drawn.
    public var date: Date = Date()
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// True where the host draws the widget's container background: not in the accented and
    /// vibrant rendering modes, nor for accessory families.
    public var showsWidgetContainerBackground: Bool = true
    /// True where the system draws a label under an accessory widget (watchOS, CarPlay); never here.
    public var showsWidgetLabel: Bool = false
    /// The color `.tint` styles draw in, set with `.tint(_:)`; nil for the accent color.
    var tint: ColorValue?
    /// The system gauge, progress view and label styles set in this view (`automatic`, `circular`,
    /// `linear`, `accessoryCircular`, `accessoryLinear`; `titleAndIcon`, `titleOnly`, `iconOnly`).
    var gaugeStyle = "automatic"
    var progressStyle = "linear"
    var labelStyle = "titleAndIcon"
    /// The custom styles set in this view, which draw its controls in place of the system's.
    var buttonStyle: CustomStyle<ButtonParts>?
    var customGaugeStyle: CustomStyle<GaugeStyleConfiguration>?
    var customProgressStyle: CustomStyle<ProgressViewStyleConfiguration>?
    var customLabelStyle: CustomStyle<LabelStyleConfiguration>?
    var customToggleStyle: CustomStyle<ToggleStyleConfiguration>?
    /// How the widget is drawn: the rendering mode the host asked for (`widgets snapshot
    /// --rendering-mode`), full color unless it asked.
    public var widgetRenderingMode: WidgetRenderingMode = .fullColor
    /// Why the view is drawn redacted; text is drawn as bars under `.placeholder`.
    public var redactionReasons: RedactionReasons = []
    /// The margins the host keeps around the widget's content: 16 points for system families, none
    /// for accessory ones.
    public var widgetContentMargins = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    /// The direction text and stacks run in: left to right here.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The material a view is drawn over, set with `.environment(\.backgroundMaterial, …)`.
    public var backgroundMaterial: Material?
    /// The case the text in this view is drawn in (`.textCase(.uppercase)`); nil as written.
    public var textCase: Text.Case?
    /// Extra space between the characters of the text in this view (`.kerning(_:)` on a view).
    var kerning: Double?
    /// How the symbols in this view color their layers (`.symbolRenderingMode(_:)`); nil for their
    /// default, one color (or a palette where `.foregroundStyle(_:_:)` gives several).
    public var symbolRenderingMode: SymbolRenderingMode?
    /// The variant of each symbol drawn in this view (`.symbolVariant(.fill)`: `heart` is `heart.fill`).
    public var symbolVariants: SymbolVariants = .none
    /// The size of the symbols in this view against their text (`.imageScale(_:)`).
    public var imageScale: Image.Scale = .medium
    /// The styles of a palette's second and third layers (`.foregroundStyle(_:_:)`).
    var symbolPalette: [ColorValue] = []
    /// The observable objects put in the environment with `.environmentObject(_:)`.
    var environmentObjects = EnvironmentObjects()
    /// The values of the app's own keys set with `.environment(\.name, value)`, by key type.
    var custom = CustomValues()

    /// How deep the view being drawn is, and what is left of the render's size allowance.
    var depth = 0
    var budget = RenderBudget()

    public init() {}

    @TaskLocal static var current = EnvironmentValues()
}

/// A key for a value of the environment that an app defines, as SwiftUI's `EnvironmentKey`: its
/// `EnvironmentValues` property reads and writes `self[Key.self]`.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value read where no ancestor set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value of an app's own key: the nearest ancestor's `.environment(_:_:)`, or the key's
    /// `defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom.values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { custom.values[ObjectIdentifier(key)] = newValue }
    }
}

/// The values of an app's environment keys. Unchecked: the environment is read and changed by one
/// render on the bundle queue, as its observable objects are.
struct CustomValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
}

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark
}

/// The direction of a layout.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Reads a value of the environment the view is drawn in.
///
/// ```swift
/// @Environment(\.widgetFamily) var family
/// ```
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// The limits of one render: a view tree deeper or larger than a widget can be is a plugin bug, cut
/// with a visible marker rather than left to exhaust the stack or the memory.
final class RenderBudget: @unchecked Sendable {
    // Unchecked: one render runs on the bundle queue; nothing else touches its budget.
    static let maximumDepth = RenderLimits.deepestTree
    static let maximumViews = RenderLimits.mostViews

    var views = 0
    var warned = false
    /// Buttons and toggles with intents drawn so far, to number their tap targets.
    var buttons = 0
    var toggles = 0
    /// The views that need their frames (`GeometryReader`s, custom shapes) and the frames found.
    var geometry = GeometryFrames()
}
