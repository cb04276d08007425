/// A width and height in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension Size: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(width: try fields.required("width"), height: try fields.required("height"))
    }

    public var json: JSON { .fields(["width": width.json, "height": height.json]) }
}
