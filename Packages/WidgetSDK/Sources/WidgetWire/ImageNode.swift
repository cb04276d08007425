/// An image: a symbol's name or a resource's, and what it says for accessibility.
public struct ImageNode: Sendable, Hashable {
    public var systemName: String?
    public var resource: String?
    /// An image's own bytes (PNG, JPEG or SVG), read by the plugin: a file of its app group's
    /// container (`Image(uiImage: UIImage(contentsOfFile:))`). The host reads no file for it.
    public var data: ImageData?
    /// A symbol's size against its text (`.imageScale(_:)`).
    public var scale: SymbolScale
    /// How a symbol's layers are colored (`.symbolRenderingMode(_:)`); nil for one color, the foreground's.
    public var rendering: SymbolRendering?
    /// The styles of a palette's second and third layers (`.foregroundStyle(_:_:)`).
    public var palette: [ColorValue]
    /// A symbol sized by its frame (`.resizable()`), not by its font.
    public var resizable: Bool

    public init(
        systemName: String? = nil, resource: String? = nil, data: ImageData? = nil, scale: SymbolScale = .medium,
        rendering: SymbolRendering? = nil, palette: [ColorValue] = [], resizable: Bool = false
    ) {
        self.systemName = systemName
        self.resource = resource
        self.data = data
        self.scale = scale
        self.rendering = rendering
        self.palette = palette
        self.resizable = resizable
    }
}
