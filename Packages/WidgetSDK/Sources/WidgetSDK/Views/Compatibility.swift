import WidgetWire

// SwiftUI and WidgetKit names that widget code uses, drawn as closely as a terminal and a page can;
// those with nothing to draw here are accepted so the code builds unchanged.

// MARK: Images

extension Image {
    /// Sized by its frame: a picture always is; a symbol then is too, not by its font.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.node.resizable = true
        return image
    }
    /// Accepted: symbols are drawn in the foreground style, pictures as they are.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    /// How this symbol colors its layers: in levels of the foreground style (`.hierarchical`), each in a
    /// style of `.foregroundStyle(_:_:)` (`.palette`), or in one color (`.monochrome`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    /// A symbol's size against its text: about 20% smaller, as large, or about 30% larger.
    public enum Scale: Sendable, Hashable { case small, medium, large }
}

/// How a symbol colors its layers.
public struct SymbolRenderingMode: Sendable, Hashable {
    /// What the surfaces draw it as; nil for one color.
    let rendering: SymbolRendering?
    public static let monochrome = SymbolRenderingMode(rendering: nil)
    public static let hierarchical = SymbolRenderingMode(rendering: .hierarchical)
    public static let palette = SymbolRenderingMode(rendering: .palette)
    public static let multicolor = SymbolRenderingMode(rendering: .multicolor)
}

public enum ContentMode: Sendable, Hashable { case fit, fill }

extension View {
    /// Fits (or fills) the space offered at this width-to-height ratio (nil: the content's own).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self> {
        modifier(.aspectRatio(ratio.map(Double.init), fill: contentMode == .fill))
    }
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self> {
        aspectRatio(ratio.height == 0 ? nil : ratio.width / ratio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> ModifiedContent<Self> { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> ModifiedContent<Self> { aspectRatio(contentMode: .fill) }
    /// The size of the symbols in this view against their text.
    public func imageScale(_ scale: Image.Scale) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.imageScale = scale }
    }
    /// How the symbols in this view color their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.symbolRenderingMode = mode }
    }
    /// The variant the symbols in this view are drawn in, added to the ones set around it.
    public func symbolVariant(_ variant: SymbolVariants) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.symbolVariants = $0.symbolVariants.union(variant) }
    }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self> { modifier(isActive ? .fontWeight("bold") : nil) }
    /// Accepted: italics are drawn by `Text.italic()`.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self> { modifier(nil) }
    /// Accepted: digits are drawn at equal width by `Text.monospacedDigit()`.
    public func monospacedDigit() -> ModifiedContent<Self> { modifier(nil) }
}

/// The variants of a symbol: a slash across it, a shape around it, filled; `.circle.fill` combines.
public struct SymbolVariants: Sendable, Hashable {
    var isSlashed = false
    /// `circle`, `square` or `rectangle`.
    var enclosure: String?
    var isFilled = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(isFilled: true)
    public static let circle = SymbolVariants(enclosure: "circle")
    public static let square = SymbolVariants(enclosure: "square")
    public static let rectangle = SymbolVariants(enclosure: "rectangle")
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants filled.
    public var fill: SymbolVariants { union(.fill) }
    /// These variants in a circle.
    public var circle: SymbolVariants { union(.circle) }
    /// These variants in a square.
    public var square: SymbolVariants { union(.square) }
    /// These variants in a rectangle.
    public var rectangle: SymbolVariants { union(.rectangle) }
    /// These variants slashed.
    public var slash: SymbolVariants { union(.slash) }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        union(other) == self
    }

    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(isSlashed: isSlashed || other.isSlashed, enclosure: other.enclosure ?? enclosure, isFilled: isFilled || other.isFilled)
    }

    /// A symbol's name in these variants, its parts in SF Symbols' order (`bell` with `.circle.fill`
    /// is `bell.circle.fill`, with `.slash.fill` `bell.slash.fill`); parts it has already stay.
    func name(of symbol: String) -> String {
        guard self != .none else { return symbol }
        var parts = symbol.split(separator: ".").map(String.init)
        let filled = parts.count > 1 && parts.last == "fill"
        if filled { parts.removeLast() }
        let enclosed = parts.count > 1 && ["circle", "square", "rectangle"].contains(parts.last!) ? parts.removeLast() : nil
        let slashed = parts.count > 1 && parts.last == "slash"
        if slashed { parts.removeLast() }
        if isSlashed || slashed { parts.append("slash") }
        if let enclosure = enclosed ?? enclosure { parts.append(enclosure) }
        if isFilled || filled { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

// MARK: Layout

/// A view of any type, for returning different views from one place.
public struct AnyView: View {
    public var body: Never { return primitiveBody(Self.self) }
    let make: (EnvironmentValues) -> RenderNode

    public init<V: View>(_ view: V) { make = { ViewEvaluator.node(for: view, in: $0) } }
    public init<V: View>(erasing view: V) { self.init(view) }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.make(environment) }
}

/// A reusable set of modifiers, applied with `.modifier(_:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies.
public struct _ViewModifierContent: View {
    public var body: Never { return primitiveBody(Self.self) }
    let make: (EnvironmentValues) -> RenderNode

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.make(environment) }
}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> AnyView {
        let content = _ViewModifierContent { ViewEvaluator.node(for: self, in: $0) }
        return AnyView(modifier.body(content: content))
    }

    /// Sets an environment value for this view and its content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _EnvironmentModified<Self> {
        let change = Unchecked((keyPath, value))
        return _EnvironmentModified(content: self) { $0[keyPath: change.value.0] = change.value.1 }
    }

    /// A frame as large as the widget's content area along the axes named, the view placed in it by
    /// `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self> {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// A frame of `span` of `count` equal parts of the widget's content area along the axes named,
    /// `spacing` between the parts.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self> {
        modifier(.containerRelativeFrame(ContainerRelativeFrame(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), count: count, span: span,
            spacing: Double(spacing), alignment: alignment.name)))
    }

    /// The view takes all the space offered and draws its content centred at this point of it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self> { modifier(.position(x: Double(x), y: Double(y))) }

    public func position(_ position: CGPoint) -> ModifiedContent<Self> { self.position(x: position.x, y: position.y) }
}

/// The axes of a layout.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// The first of its views that fits the space offered in `axes` (its ideal size there), else the
/// last; the host measures them.
public struct ViewThatFits<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }
    let make: (EnvironmentValues) -> RenderNode

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) where Content: View {
        let content = content()
        let axis: StackNode.Axis = axes == .horizontal ? .fitsWidth : axes == .vertical ? .fitsHeight : .fits
        make = { RenderNode(.stack(StackNode(axis: axis, children: ViewEvaluator.children(of: content, in: $0)))) }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.make(environment) }
}

/// Rows of cells whose columns line up, each as wide as its widest cell.
public struct Grid<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }
    let make: (EnvironmentValues) -> RenderNode

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) where Content: View {
        let content = content()
        make = { environment in
            // Each row takes the grid's spacing between its cells unless it has its own.
            let rows = ViewEvaluator.children(of: content, in: environment).map { row -> RenderNode in
                guard case .stack(var stack) = row.element, stack.axis == .horizontal, stack.spacing == nil else { return row }
                stack.spacing = horizontalSpacing.map(Double.init)
                return RenderNode(.stack(stack), modifiers: row.modifiers)
            }
            return RenderNode(.stack(StackNode(axis: .grid, alignment: alignment.name, spacing: verticalSpacing.map(Double.init), children: rows)))
        }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.make(environment) }
}

/// A row of a `Grid`.
public struct GridRow<Content>: View {
    public var body: Never { return primitiveBody(Self.self) }
    let make: (EnvironmentValues) -> RenderNode

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) where Content: View {
        let content = content()
        make = { environment in
            RenderNode(.stack(StackNode(
                axis: .horizontal, alignment: alignment?.name ?? "center", children: ViewEvaluator.children(of: content, in: environment))))
        }
    }

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode { view.make(environment) }
}

// MARK: Widgets

/// The translucent background of an accessory widget on a Lock Screen.
public struct AccessoryWidgetBackground: View {
    public var body: Never { return primitiveBody(Self.self) }
    public init() {}

    public static func _makeNode(_ view: Self, in environment: EnvironmentValues) -> RenderNode {
        RenderNode(.shape(ShapeNode(kind: .containerRelative, fill: .named("fill.secondary", opacity: 1))))
    }
}

/// How the widget is being drawn: in full color; accented (the accent group and the rest each in
/// one color, without the container background); vibrant (desaturated, on the Lock Screen).
public struct WidgetRenderingMode: Sendable, Hashable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// Why a view is redacted: `.placeholder` while the widget has no data yet.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    /// Marks the view as part of the accent group: in the accented rendering mode it is drawn in the
    /// accent color, the rest in white.
    public func widgetAccentable(_ accentable: Bool = true) -> ModifiedContent<Self> { modifier(accentable ? .accentable : nil) }

    /// A label an accessory widget shows around its content on a watch face; not drawn here.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self> { modifier(nil) }
    public func widgetLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self> { modifier(nil) }
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> ModifiedContent<Self> { modifier(nil) }

    /// Draws the view's text as placeholder bars: `.redacted(reason: .placeholder)`.
    public func redacted(reason: RedactionReasons) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the view's text even inside a redacted view.
    public func unredacted() -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { $0.redactionReasons = [] }
    }

    /// Content a tap's intent makes stale: drawn dimmed from the tap until the widget's new entry.
    public func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<Self> { modifier(invalidatable ? .invalidatable : nil) }
}

extension WidgetConfiguration {
    /// Accepted: the host always draws the container background it is given.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }

    /// Accepted: every location shows every widget here.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }

    /// A new widget asks to be configured first: `widgets instances add` lists its parameters.
    public func promptsForUserConfiguration() -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.promptsForConfiguration = true }
    }
}

/// Where a widget can be shown on Apple's platforms.
public struct WidgetLocation: Sendable, Hashable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

// MARK: Images from files

/// UIKit's image: a file's bytes the bundle may read (its app group's container), which travel with
/// the widget's view so the host reads no file for it; a symbol; or an image of the bundle's
/// `Resources/`.
public struct UIImage: Sendable, Hashable {
    let node: ImageNode

    /// nil when the file cannot be read, is larger than 1 MB, or is no PNG, JPEG or SVG.
    public init?(contentsOfFile path: String) {
        guard let bytes = FileManager.default.contents(atPath: path), let data = ImageData(bytes) else { return nil }
        node = ImageNode(data: data)
    }

    public init?(data: Data) {
        guard let data = ImageData(data) else { return nil }
        node = ImageNode(data: data)
    }

    /// An SF Symbol, drawn as `Image(systemName:)` is.
    public init?(systemName name: String) { node = ImageNode(systemName: name) }

    /// An image of the bundle's `Resources/`, drawn as `Image(_:)` is.
    public init?(named name: String) { node = ImageNode(resource: name) }
}

extension Image {
    /// A UIKit image: `Image(uiImage: UIImage(contentsOfFile: path)!)`.
    public init(uiImage: UIImage) { node = uiImage.node }
}
