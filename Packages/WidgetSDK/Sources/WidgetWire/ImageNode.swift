/// An image: a symbol's name or a resource's, and what it says for accessibility.
public struct ImageNode: Sendable, Hashable {
    public var systemName: String?
    public var resource: String?
    /// An image's own bytes (PNG, JPEG or SVG), read by the plugin: a file of its app group's
    /// container (`Image(uiImage: UIImage(contentsOfFile:))`). The host reads no file for it.
    public var data: ImageData?

    public init(systemName: String? = nil, resource: String? = nil, data: ImageData? = nil) {
        self.systemName = systemName
        self.resource = resource
        self.data = data
    }
}
