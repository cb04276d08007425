import Foundation
import SwiftUI

/// An axis's grid lines, ticks and labels, as the chart's `AxisMarks` (or the default ones) say.
struct AxisDrawing {
    typealias Tick = (datum: Datum, position: CGFloat, label: String)

    let plot: CGRect
    let scales: ChartScales

    /// The values an axis marks: its first group's, or the scale's own.
    static func ticks(of scale: AxisScale, groups: [_AxisMarksGroup]?) -> [Tick] {
        scale.ticks(values: groups?.first?.values.resolved ?? .automatic)
    }

    /// The y axis: a grid line and a label at each value (trailing, unless `leading`).
    func yAxis(groups: [_AxisMarksGroup]?, leading: Bool, labelWidth: CGFloat) -> [AnyView] {
        var views: [AnyView] = []
        for group in groups ?? [_AxisMarksGroup(values: .automatic, position: .automatic, preset: .automatic)] {
            let ticks = scales.y.ticks(values: group.values.resolved)
            var grid = Path(), tickMarks = Path()
            for (index, tick) in ticks.enumerated() {
                let y = plot.minY + tick.position
                let parts = group.content?(AxisValue(datum: tick.datum, index: index, count: ticks.count))
                    ?? [AxisMarkPart(kind: .gridLine), AxisMarkPart(kind: .label)]
                for part in parts {
                    switch part.kind {
                    case .gridLine:
                        var line = Path()
                        line.move(to: CGPoint(x: plot.minX, y: y))
                        line.addLine(to: CGPoint(x: plot.maxX, y: y))
                        if let own = styled(line, part) { views.append(own) } else { grid.addPath(line) }
                    case .tick:
                        let x = leading ? plot.minX : plot.maxX
                        let length = part.length ?? 5
                        tickMarks.move(to: CGPoint(x: x, y: y))
                        tickMarks.addLine(to: CGPoint(x: leading ? x - length : x + length, y: y))
                    case .label:
                        let text = label(part, group: group, tick: tick)
                        let width = max(1, labelWidth - 6)
                        let x = leading ? plot.minX - 6 - width / 2 : plot.maxX + 6 + width / 2
                        views.append(AnyView(text.fixedSize().frame(width: width, alignment: leading ? .trailing : .leading).position(x: x, y: y)))
                    }
                }
            }
            views.insert(contentsOf: strokes(grid, tickMarks, group: group), at: 0)
        }
        return views
    }

    /// The x axis: labels under each category, or grid lines, ticks and labels at round numbers and dates.
    func xAxis(groups: [_AxisMarksGroup]?, top: Bool) -> [AnyView] {
        var views: [AnyView] = []
        let labelHeight = ChartCanvas.labelSize * 1.21
        let labelY = top ? plot.minY - 4 - labelHeight / 2 : plot.maxY + 4 + labelHeight / 2
        for group in groups ?? [_AxisMarksGroup(values: .automatic, position: .automatic, preset: .automatic)] {
            let ticks = scales.x.ticks(values: group.values.resolved)
            var grid = Path(), tickMarks = Path()
            for (index, tick) in ticks.enumerated() {
                let x = plot.minX + tick.position
                let defaults: [AxisMarkPart] =
                    scales.x.isCategory ? [AxisMarkPart(kind: .label)]
                    : [AxisMarkPart(kind: .gridLine), AxisMarkPart(kind: .tick), AxisMarkPart(kind: .label)]
                let parts = group.content?(AxisValue(datum: tick.datum, index: index, count: ticks.count)) ?? defaults
                for part in parts {
                    switch part.kind {
                    case .gridLine:
                        var line = Path()
                        line.move(to: CGPoint(x: x, y: plot.minY))
                        line.addLine(to: CGPoint(x: x, y: plot.maxY))
                        if let own = styled(line, part) { views.append(own) } else { grid.addPath(line) }
                    case .tick:
                        let y = top ? plot.minY : plot.maxY
                        tickMarks.move(to: CGPoint(x: x, y: y))
                        tickMarks.addLine(to: CGPoint(x: x, y: top ? y - (part.length ?? 4) : y + (part.length ?? 4)))
                    case .label:
                        let text = label(part, group: group, tick: tick).fixedSize()
                        if scales.x.isDate {
                            // Dates are labelled from their tick onwards, or in the middle of their step when
                            // centered; the domain's end, where nothing follows, is not labelled.
                            guard tick.position < plot.width - 1 else { continue }
                            let step = index + 1 < ticks.count ? ticks[index + 1].position - tick.position
                                : index > 0 ? tick.position - ticks[index - 1].position : plot.width - tick.position
                            if part.centered == true {
                                views.append(AnyView(text.position(x: x + step / 2, y: labelY)))
                            } else {
                                views.append(AnyView(text.frame(width: 80, alignment: .leading).position(x: x + 2 + 40, y: labelY)))
                            }
                        } else {
                            views.append(AnyView(text.position(x: x, y: labelY)))
                        }
                    }
                }
            }
            views.insert(contentsOf: strokes(grid, tickMarks, group: group), at: 0)
        }
        return views
    }

    /// A grid line of its own stroke or style, drawn by itself; nil for the group's.
    private func styled(_ line: Path, _ part: AxisMarkPart) -> AnyView? {
        guard part.stroke != nil || part.style != nil else { return nil }
        let stroke = part.stroke ?? StrokeStyle(lineWidth: 0.5)
        return AnyView(line.stroke(part.style ?? AnyShapeStyle(ChartPalette.grid), style: stroke))
    }

    /// The grid lines and ticks of a group, each one path.
    private func strokes(_ grid: Path, _ ticks: Path, group: _AxisMarksGroup) -> [AnyView] {
        let style = group.stroke ?? StrokeStyle(lineWidth: 0.5)
        return [grid, ticks].filter { !$0.isEmpty }.map { AnyView($0.stroke(ChartPalette.grid, style: style)) }
    }

    /// A label's text: its own view, its format's text, or the scale's label for the value.
    private func label(_ part: AxisMarkPart, group: _AxisMarksGroup, tick: Tick) -> AnyView {
        if let view = part.view { return AnyView(view.font(ChartCanvas.labelFont).foregroundStyle(.secondary)) }
        let string = part.format?(tick.datum) ?? group.format?(tick.datum) ?? tick.label
        let text = Text(string).font(part.font ?? ChartCanvas.labelFont).lineLimit(1)
        if let style = part.style { return AnyView(text.foregroundStyle(style)) }
        return AnyView(text.foregroundStyle(.secondary))
    }
}
