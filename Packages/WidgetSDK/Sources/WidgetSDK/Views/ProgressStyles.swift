import WidgetWire

// Progress view and gauge styles as SwiftUI's: the system's are drawn by the runtime (a bar, a ring,
// a gauge); a custom style's body is drawn in the progress view's or gauge's place.

/// How progress views are drawn: `.linear`, `.circular`, or a style of your own:
///
/// ```swift
/// struct Dots: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         let done = Int((configuration.fractionCompleted ?? 0) * 5)
///         HStack { ForEach(0..<5) { Circle().fill($0 < done ? .green : .gray).frame(width: 6, height: 6) } }
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// The progress view as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` is given.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, drawn where the style puts it.
    public typealias Label = _StyleContent
    /// A label of the current value, drawn where the style puts it.
    public typealias CurrentValueLabel = _StyleContent

    /// How much is done, from 0 to 1 (a timer's at the moment drawn); nil while unknown.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: Label?
    /// Nil: a progress view here has no current-value label.
    public var currentValueLabel: CurrentValueLabel?
}

/// The progress view's default look: a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle, SystemStyle {
    let systemName = "linear"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

/// A bar, filled as far as the progress is.
public struct LinearProgressViewStyle: ProgressViewStyle, SystemStyle {
    let systemName = "linear"
    /// The style.
    public init() {}
    /// Accepted: the bar takes the tint of its view (`.tint(_:)`).
    public init(tint: Color) {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

/// A ring, drawn round as far as the progress is.
public struct CircularProgressViewStyle: ProgressViewStyle, SystemStyle {
    let systemName = "circular"
    /// The style.
    public init() {}
    /// Accepted: the ring takes the tint of its view (`.tint(_:)`).
    public init(tint: Color) {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The automatic style: `DefaultProgressViewStyle`.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear style: `LinearProgressViewStyle`.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular style: `CircularProgressViewStyle`.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// How gauges are drawn: circular (`.accessoryCircular`, `.accessoryCircularCapacity`), linear
/// (`.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`), or a style of your own.
public protocol GaugeStyle {
    associatedtype Body: View
    /// The gauge as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` is given.
public struct GaugeStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias CurrentValueLabel = _StyleContent
    public typealias MinimumValueLabel = _StyleContent
    public typealias MaximumValueLabel = _StyleContent

    /// Where the value is in the gauge's range, from 0 to 1.
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The gauge's current value's label, if it has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the range's least value, if it has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label of the range's greatest value, if it has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge as the runtime draws it: a ring or a bar, its current value's label (else its label) with it.
/// A ring is the accessory size wherever it is placed, as SwiftUI draws it (a frame around it does
/// not change its size; `scaleEffect` does).
struct SystemGauge: View {
    var body: Never { return primitiveBody(Self.self) }

    let configuration: GaugeStyleConfiguration
    let style: String

    static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        let label = view.configuration.currentValueLabel ?? view.configuration.label
        return node(ProgressNode(
            value: view.configuration.value, total: 1, style: ProgressNode.Style(gaugeStyle: view.style), label: label.make(environment),
            tint: environment.tint))
    }

    /// A system style's gauge: a ring in a frame of the accessory size, a bar as it is.
    static func node(_ gauge: ProgressNode) -> RenderNode {
        RenderNode(.progress(gauge), modifiers: gauge.style.isRound ? [.frame(FrameValue(width: ringSide, height: ringSide))] : [])
    }

    /// The side of a circular gauge (`.accessoryCircular`, `.accessoryCircularCapacity`) in points.
    static let ringSide = 58.0
}

/// The gauge's default look: a gauge's bar.
public struct DefaultGaugeStyle: GaugeStyle, SystemStyle {
    let systemName = "automatic"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(configuration: configuration, style: systemName) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The automatic style: `DefaultGaugeStyle`.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// An arc open at the bottom (a quarter of the circle left out), the value marked on it.
public struct AccessoryCircularGaugeStyle: GaugeStyle, SystemStyle {
    let systemName = "accessoryCircular"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(configuration: configuration, style: systemName) }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The accessoryCircular style: `AccessoryCircularGaugeStyle`.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring filled as far as the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, SystemStyle {
    let systemName = "circular"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(configuration: configuration, style: systemName) }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The accessoryCircularCapacity style: `AccessoryCircularCapacityGaugeStyle`.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A bar filled as far as the value.
public struct LinearCapacityGaugeStyle: GaugeStyle, SystemStyle {
    let systemName = "linear"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(configuration: configuration, style: systemName) }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The linearCapacity style: `LinearCapacityGaugeStyle`.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A bar with the value marked on it.
public struct AccessoryLinearGaugeStyle: GaugeStyle, SystemStyle {
    let systemName = "accessoryLinear"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(configuration: configuration, style: systemName) }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The accessoryLinear style: `AccessoryLinearGaugeStyle`.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A bar filled as far as the value, on a Lock Screen.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, SystemStyle {
    let systemName = "linear"
    /// The style.
    public init() {}
    /// The control as the runtime draws this style.
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(configuration: configuration, style: systemName) }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The accessoryLinearCapacity style: `AccessoryLinearCapacityGaugeStyle`.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension View {
    /// How the gauges in this view are drawn.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> _EnvironmentModified<Self> {
        if let system = style as? any SystemStyle {
            let name = system.systemName
            return _EnvironmentModified(content: self) { ($0.gaugeStyle, $0.customGaugeStyle) = (name, nil) }
        }
        let custom = CustomStyle<GaugeStyleConfiguration>(style) { $0.makeBody(configuration: $1) }
        return _EnvironmentModified(content: self) { $0.customGaugeStyle = custom }
    }

    /// How the progress views in this view are drawn.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> _EnvironmentModified<Self> {
        if let system = style as? any SystemStyle {
            let name = system.systemName
            return _EnvironmentModified(content: self) { ($0.progressStyle, $0.customProgressStyle) = (name, nil) }
        }
        let custom = CustomStyle<ProgressViewStyleConfiguration>(style) { $0.makeBody(configuration: $1) }
        return _EnvironmentModified(content: self) { $0.customProgressStyle = custom }
    }
}
