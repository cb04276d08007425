/// A font: a SwiftUI text style or a system font of a size; `weight` is SwiftUI's weight name.
public struct FontValue: Sendable, Hashable {
    public var style: String?
    public var size: Double?
    public var weight: String?
    public var design: String?

    public init(style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }
}

extension FontValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            style: try fields.optional("style"), size: try fields.optional("size"), weight: try fields.optional("weight"),
            design: try fields.optional("design"))
    }

    public var json: JSON {
        .fields(["style": style?.json, "size": size?.json, "weight": weight?.json, "design": design?.json])
    }
}
