/// A gradient: linear from `start` to `end`, radial, elliptical or angular around `start` (unit
/// points, 0...1).
public struct GradientValue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case linear, radial, elliptical, angular }

    public struct Stop: Sendable, Hashable {
        public var color: ColorValue
        public var location: Double

        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var kind: Kind
    public var stops: [Stop]
    public var start: [Double]
    public var end: [Double]
    /// Where the stops begin and end from the centre, `[start, end]`: a radial gradient's in points,
    /// an elliptical one's in fractions of its frame's width and height; nil: from the centre to the
    /// frame's edge.
    public var radii: [Double]?
    /// An angular gradient's first and last stop, `[start, end]`, in degrees clockwise from three
    /// o'clock; nil: once round from three o'clock.
    public var angles: [Double]?

    public init(
        kind: Kind, stops: [Stop], start: [Double] = [0.5, 0], end: [Double] = [0.5, 1], radii: [Double]? = nil, angles: [Double]? = nil
    ) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
        self.radii = radii
        self.angles = angles
    }

    /// The same gradient with each stop's color replaced.
    public func recolored(_ transform: (ColorValue) -> ColorValue) -> GradientValue {
        var copy = self
        copy.stops = stops.map { Stop(color: transform($0.color), location: $0.location) }
        return copy
    }

    /// The most stops a gradient keeps.
    public static let mostStops = 16
}

extension GradientValue: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        func point(_ key: String, _ fallback: [Double]) throws(WireError) -> [Double] {
            guard let point = try fields.optional(key, as: [Double].self) else { return fallback }
            guard point.count == 2 else { throw WireError.mismatch(at: "\(fields.path).\(key)", expected: "a point [x, y]") }
            return point.map(RenderLimits.fraction)
        }
        func pair(_ key: String, _ limit: (Double) -> Double) throws(WireError) -> [Double]? {
            guard let pair = try fields.optional(key, as: [Double].self) else { return nil }
            guard pair.count == 2 else { throw WireError.mismatch(at: "\(fields.path).\(key)", expected: "a pair [start, end]") }
            return pair.map(limit)
        }
        var stops: [Stop] = []
        for (index, stop) in try fields.required("stops", as: [JSON].self).prefix(Self.mostStops).enumerated() {
            let stopFields = try JSONFields(stop, at: "\(fields.path).stops[\(index)]")
            // A stop's color is a color, never another gradient.
            stops.append(Stop(
                color: try stopFields.required("color", as: ColorValue.self).solid,
                location: RenderLimits.fraction(try stopFields.required("location"))))
        }
        self.init(
            kind: try fields.required("kind"), stops: stops, start: try point("start", [0.5, 0]), end: try point("end", [0.5, 1]),
            radii: try pair("radii", RenderLimits.length), angles: try pair("angles") { $0.isFinite ? min(max($0, -720), 720) : 0 })
    }

    public var json: JSON {
        .fields([
            "kind": kind.json, "stops": .array(stops.map { .fields(["color": $0.color.json, "location": .number($0.location)]) }),
            "start": start.json, "end": end.json, "radii": radii?.json, "angles": angles?.json,
        ])
    }
}
