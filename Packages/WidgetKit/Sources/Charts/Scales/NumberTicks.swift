import Foundation

/// Round tick values for a range of numbers, as Swift Charts picks them: steps of 1, 2 or 5 times a
/// power of ten, the range widened to whole steps.
enum NumberTicks {
    /// The step between about `desired` ticks over `lower…upper`.
    static func step(lower: Double, upper: Double, desired: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, desired))
        let magnitude = pow(10, floor(log10(raw)))
        let residual = raw / magnitude
        let nice: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// The range widened to whole steps, and its step.
    static func niceDomain(lower: Double, upper: Double, desired: Int) -> (lower: Double, upper: Double, step: Double) {
        var (lower, upper) = (lower, upper)
        if lower == upper {
            if lower == 0 { upper = 1 } else if lower > 0 { lower = 0 } else { upper = 0 }
        }
        let step = step(lower: lower, upper: upper, desired: desired)
        return (floor(lower / step + 1e-9) * step, ceil(upper / step - 1e-9) * step, step)
    }

    /// The multiples of `step` from `lower` to `upper`.
    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, upper >= lower else { return [] }
        let first = ceil(lower / step - 1e-9)
        let last = floor(upper / step + 1e-9)
        guard last - first < 1_000 else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * step).roundedToStep(step) }
    }

    /// A number as an axis label: grouped thousands, as many decimals as the step needs.
    static func label(_ value: Double, step: Double) -> String {
        var decimals = 0
        if step > 0 {
            var scaled = step
            while decimals < 6, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
                scaled *= 10
                decimals += 1
            }
        } else {
            var scaled = value
            while decimals < 3, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
                scaled *= 10
                decimals += 1
            }
        }
        let negative = value < 0
        let text = String(format: "%.\(decimals)f", abs(value))
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        let fraction = parts.count > 1 ? "." + parts[1] : ""
        let body = grouped + fraction
        return negative && body.contains(where: { $0 != "0" && $0 != "." && $0 != "," }) ? "-" + body : body
    }
}

extension Double {
    /// The value with the float noise of a multiplication by `step` taken off.
    func roundedToStep(_ step: Double) -> Double {
        let scale = pow(10, max(0, -floor(log10(step))) + 2)
        return (self * scale).rounded() / scale
    }
}
