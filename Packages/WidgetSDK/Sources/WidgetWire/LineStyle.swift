/// How a stroke's lines end, meet and break into dashes, as SwiftUI's `StrokeStyle` says beyond its
/// width.
public struct LineStyle: Sendable, Hashable {
    /// How a line's ends look: cut square at the end, rounded, or squared past it by half the width.
    public enum Cap: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case butt, round, square }
    /// How a line's corners look: pointed, rounded or cut off.
    public enum Join: String, Sendable, Hashable, CaseIterable, JSONRepresentable { case miter, round, bevel }

    /// How the line's ends look.
    public var cap: Cap
    /// How the line's corners look.
    public var join: Join
    /// How long a miter join may grow, in line widths, before it is beveled.
    public var miterLimit: Double
    /// The lengths of dashes and gaps, in turn; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// A line style; by default `StrokeStyle`'s: butt ends, mitered corners, solid.
    public init(cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The most lengths a dash pattern keeps.
    public static let mostDashes = 16

    /// Whether the line is dashed: some dash or gap has a length.
    public var isDashed: Bool { dash.contains { $0 > 0 } }
}

extension LineStyle: JSONObjectRepresentable {
    /// Reads a line style clamped: a miter limit within 1…100, at most ``mostDashes`` lengths, each
    /// within 0…``RenderLimits/longestLength``.
    public init(fields: JSONFields) throws(WireError) {
        let phase = try fields.optional("dashPhase", as: Double.self) ?? 0
        self.init(
            cap: try fields.optional("cap") ?? .butt, join: try fields.optional("join") ?? .miter,
            miterLimit: (try fields.optional("miterLimit", as: Double.self)).map { $0.isNaN ? 10 : min(max($0, 1), 100) } ?? 10,
            dash: (try fields.optional("dash", as: [Double].self) ?? []).prefix(Self.mostDashes).map(RenderLimits.length),
            dashPhase: phase.isNaN ? 0 : min(max(phase, -RenderLimits.longestLength), RenderLimits.longestLength))
    }

    public var json: JSON {
        .fields([
            "cap": cap.json, "join": join.json, "miterLimit": miterLimit == 10 ? nil : .number(miterLimit),
            "dash": dash.isEmpty ? nil : dash.json, "dashPhase": dashPhase == 0 ? nil : .number(dashPhase),
        ])
    }
}
