import Foundation
import WidgetDrawing

/// Two pictures compared as an eye would: a pixel matches when its color, laid over white, is
/// within a CIE ΔE\*76 distance of `(1 − perceptualPrecision) × 100` of the other's (and so is its
/// opacity); the pictures match when at least `precision` of their pixels do.
struct PixelComparison {
    var precision: Double
    var perceptualPrecision: Double

    struct Result {
        var matches: Bool
        /// What differs, in words: how many pixels, by how much.
        var summary: String
        /// The recorded picture faded, with each differing pixel in red; nil when the sizes differ.
        var difference: PixelImage?
    }

    func compare(_ drawn: PixelImage, with recorded: PixelImage) -> Result {
        guard drawn.width == recorded.width, drawn.height == recorded.height else {
            return Result(
                matches: false, summary: "the picture is \(drawn.width)×\(drawn.height) pixels, the recorded one \(recorded.width)×\(recorded.height)",
                difference: nil)
        }
        let tolerance = (1 - perceptualPrecision) * 100
        var differing = 0
        var largest = 0.0
        var marks = [UInt32](repeating: 0, count: drawn.pixels.count)
        for (index, (a, b)) in zip(drawn.pixels, recorded.pixels).enumerated() {
            marks[index] = Self.faded(b)
            guard a != b else { continue }
            let distance = Self.distance(a, b)
            largest = max(largest, distance)
            if distance > tolerance {
                differing += 1
                marks[index] = 0xFFFF_0000
            }
        }
        let total = drawn.pixels.count
        let matches = Double(total - differing) >= precision * Double(total) - 1e-9
        let share = String(format: "%.2f", Double(differing) / Double(max(total, 1)) * 100)
        let summary = "\(differing) of \(total) pixels (\(share)%) differ by more than ΔE \(String(format: "%g", tolerance)) (the most \(String(format: "%.1f", largest)))"
        return Result(matches: matches, summary: summary, difference: PixelImage(width: drawn.width, height: drawn.height, pixels: marks))
    }

    /// How far apart two premultiplied ARGB pixels look: ΔE\*76 of their colors over white, or their
    /// opacities' difference on the same scale (0…100), whichever is larger.
    static func distance(_ a: UInt32, _ b: UInt32) -> Double {
        let (la, lb) = (lab(a), lab(b))
        let colour = ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
        let opacity = abs(Double(a >> 24) - Double(b >> 24)) / 255 * 100
        return max(colour, opacity)
    }

    /// CIELAB (D65) of a premultiplied ARGB pixel laid over white.
    static func lab(_ pixel: UInt32) -> (Double, Double, Double) {
        let alpha = Double(pixel >> 24) / 255
        func linear(_ shift: UInt32) -> Double {
            let over = Double(pixel >> shift & 0xFF) / 255 + (1 - alpha)
            return over <= 0.04045 ? over / 12.92 : pow((over + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(16), linear(8), linear(0))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// A pixel at a quarter of its opacity, for the difference image's background.
    static func faded(_ pixel: UInt32) -> UInt32 {
        func quarter(_ shift: UInt32) -> UInt32 { (pixel >> shift & 0xFF) / 4 << shift }
        return quarter(24) | quarter(16) | quarter(8) | quarter(0)
    }
}
