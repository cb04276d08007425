import Foundation

/// A semidiurnal tide: two highs and two lows a lunar day.
public struct Tide {
    public static let period: TimeInterval = 12 * 3600 + 25 * 60

    public let high: Double
    public let low: Double

    public init(high: Double, low: Double) {
        self.high = high
        self.low = low
    }

    /// The height `seconds` after a high tide.
    public func height(after seconds: TimeInterval) -> Double {
        let middle = (high + low) / 2
        return middle + (high - middle) * cos(2 * .pi * seconds / Self.period)
    }
}
