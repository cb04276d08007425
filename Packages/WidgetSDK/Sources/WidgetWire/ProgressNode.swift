import Foundation

/// A progress bar or gauge.
public struct ProgressNode: Sendable, Hashable {
    /// A bar filled as far as the value (`linear`; a gauge's `gauge`); a ring filled as far as the
    /// value (`circular`); a gauge's arc open at the bottom with the value marked on it
    /// (`accessoryCircular`); a gauge's bar with the value marked on it (`accessoryLinear`).
    public enum Style: String, Sendable, Hashable, CaseIterable, JSONRepresentable {
        case linear, circular, gauge, accessoryCircular, accessoryLinear

        /// Whether it is drawn as a ring or an arc, in a square, rather than as a bar.
        public var isRound: Bool { self == .circular || self == .accessoryCircular }

        /// The style of a system gauge style's name (`automatic`, or one not known: the default bar).
        public init(gaugeStyle name: String) { self = Self(rawValue: name) ?? .gauge }
    }

    public var value: Double?
    public var total: Double
    public var style: Style
    public var label: RenderNode?
    /// `ProgressView(timerInterval:countsDown:)`: the value follows the clock through this interval
    /// (its `pauseTime` unused), and displays redraw it as time passes.
    public var timer: TimerRun?
    /// The color its bar or ring is drawn in (`.tint(_:)` around it); nil for the accent color.
    public var tint: ColorValue?

    public init(
        value: Double?, total: Double = 1, style: Style = .linear, label: RenderNode? = nil, timer: TimerRun? = nil, tint: ColorValue? = nil
    ) {
        self.value = value
        self.total = total
        self.style = style
        self.label = label
        self.timer = timer
        self.tint = tint
    }

    /// The progress at a moment: a timer's fraction of its interval then, else the value.
    public func at(_ now: Date) -> ProgressNode {
        guard let timer else { return self }
        var progress = self
        let length = max(timer.end.timeIntervalSince(timer.start), 1)
        progress.value = min(max(timer.seconds(at: now) / length, 0), 1)
        progress.total = 1
        return progress
    }

    /// The fraction done, in 0...1, or nil while indeterminate.
    public var fraction: Double? {
        guard let value, total > 0, value.isFinite else { return nil }
        return min(max(value / total, 0), 1)
    }
}
