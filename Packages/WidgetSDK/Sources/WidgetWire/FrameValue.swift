/// A fixed or flexible frame. A maximum of `.infinity` (fill what is offered) is written `"infinity"` in JSON.
public struct FrameValue: Sendable, Hashable {
    public var width, height, minWidth, maxWidth, minHeight, maxHeight: Double?
    public var alignment: String

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, alignment: String = "center"
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// Lengths are numbers, and a maximum of `.infinity` (fill what is offered) is the string "infinity".
extension FrameValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        func length(_ key: String) throws(WireError) -> Double? {
            if fields[key] == "infinity" { return .infinity }
            return try fields.optional(key, as: Double.self).map(RenderLimits.length)
        }
        self.init(
            width: try length("width"), height: try length("height"), minWidth: try length("minWidth"),
            maxWidth: try length("maxWidth"), minHeight: try length("minHeight"), maxHeight: try length("maxHeight"),
            alignment: try fields.optional("alignment") ?? "center")
    }

    public var json: JSON {
        func length(_ value: Double?) -> JSON? { value.map { $0 == .infinity ? "infinity" : .number($0) } }
        return .fields([
            "width": length(width), "height": length(height), "minWidth": length(minWidth), "maxWidth": length(maxWidth),
            "minHeight": length(minHeight), "maxHeight": length(maxHeight), "alignment": .string(alignment),
        ])
    }
}
