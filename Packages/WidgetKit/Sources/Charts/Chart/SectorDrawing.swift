import Foundation
import SwiftUI

/// A pie or donut: each sector's angle its value's share of the total, clockwise from the top,
/// in a circle as large as the plot allows.
struct SectorDrawing {
    let plan: ChartPlan
    let size: CGSize

    func views() -> [AnyView] {
        let values = plan.marks.map { max(0, $0.angle?.datum.number ?? 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return [] }
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let whole = min(size.width, size.height) / 2
        var start = -Double.pi / 2
        var views: [AnyView] = []
        var annotations: [AnyView] = []
        for (mark, value) in zip(plan.marks, values) {
            let sweep = value / total * 2 * .pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let outer = mark.outerRadius.resolved(in: whole, automatic: whole)
            let inner = min(outer, mark.innerRadius.resolved(in: outer, automatic: 0))
            let path = Self.sector(center: center, inner: inner, outer: outer, start: start, sweep: sweep, inset: mark.angularInset ?? 0)
            views.append(AnyView(path.fill(plan.style(of: mark)).opacity(mark.style.opacity)))
            // Annotations sit in the middle of the sector's ring.
            let middle = start + sweep / 2
            let radius = (inner + outer) / 2
            let point = CGPoint(x: center.x + radius * CGFloat(cos(middle)), y: center.y + radius * CGFloat(sin(middle)))
            for annotation in mark.style.annotations {
                annotations.append(AnyView(annotation.content.fixedSize().position(x: point.x, y: point.y)))
            }
        }
        return views + annotations
    }

    /// A ring's sector from `start` through `sweep` radians, its sides pulled in by half `inset`
    /// points each, so neighbours have `inset` points between them.
    static func sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, sweep: Double, inset: CGFloat) -> Path {
        var path = Path()
        func angleInset(_ radius: CGFloat) -> Double {
            guard inset > 0, radius > 0 else { return 0 }
            return min(sweep / 2, Double(inset / 2 / radius))
        }
        let outerInset = angleInset(outer)
        path.addArc(
            center: center, radius: outer, startAngle: .radians(start + outerInset), endAngle: .radians(start + sweep - outerInset),
            clockwise: false)
        if inner > 0 {
            let innerInset = angleInset(inner)
            if sweep - 2 * innerInset > 0 {
                path.addArc(
                    center: center, radius: inner, startAngle: .radians(start + sweep - innerInset), endAngle: .radians(start + innerInset),
                    clockwise: true)
            } else {
                let middle = start + sweep / 2
                path.addLine(to: CGPoint(x: center.x + inner * CGFloat(cos(middle)), y: center.y + inner * CGFloat(sin(middle))))
            }
        } else if inset > 0 {
            // The point of a pie's slice, moved out along its middle so the gap stays even.
            let middle = start + sweep / 2
            let distance = min(outer / 2, inset / 2 / CGFloat(max(sin(sweep / 2), 0.05)))
            path.addLine(to: CGPoint(x: center.x + distance * CGFloat(cos(middle)), y: center.y + distance * CGFloat(sin(middle))))
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}
