/// The frame `containerRelativeFrame` gives a view.
public struct ContainerRelativeFrame: Sendable, Hashable {
    public var horizontal: Bool
    public var vertical: Bool
    public var count: Int
    public var span: Int
    public var spacing: Double
    public var alignment: String

    public init(horizontal: Bool, vertical: Bool, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: String = "center") {
        self.horizontal = horizontal
        self.vertical = vertical
        self.count = max(1, count)
        self.span = min(max(1, span), max(1, count))
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The length along an axis of a container `length` long.
    public func length(in length: Double) -> Double {
        let part = max(0, length - spacing * Double(count - 1)) / Double(count)
        return part * Double(span) + spacing * Double(span - 1)
    }
}
