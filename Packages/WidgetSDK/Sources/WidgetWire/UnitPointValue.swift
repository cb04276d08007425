/// A point of a view's frame in fractions of its width and height, as SwiftUI's `UnitPoint`: 0, 0 is
/// its top-left corner, 0.5, 0.5 its middle; a point outside the frame is outside 0…1.
public struct UnitPointValue: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }

    /// The middle of the frame.
    public static let center = UnitPointValue(x: 0.5, y: 0.5)
}

extension UnitPointValue {
    /// `{"x": …, "y": …}`; nil for the middle, which is what a missing anchor means.
    var json: JSON? { self == .center ? nil : .fields(["x": .number(x), "y": .number(y)]) }
}
