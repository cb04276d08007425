import Foundation
import SwiftUI

/// A chart's marks as views in its plot: bars and rectangles as rounded rectangles, lines and
/// areas as one path per series, points as symbols, rules as lines, annotations beside them.
struct MarkDrawing {
    let plan: ChartPlan
    let scales: ChartScales
    let plot: CGRect

    func views() -> [AnyView] {
        var views: [AnyView] = []
        var annotations: [AnyView] = []
        // Areas under lines, lines under points: series' paths are drawn once, where their first mark is.
        var drawnSeries = Set<String>()
        for (index, mark) in plan.marks.enumerated() {
            switch mark.kind {
            case .bar, .rectangle:
                guard let frame = rectangle(of: mark, at: index) else { continue }
                let shape = RoundedRectangle(cornerRadius: min(mark.style.cornerRadius, frame.width / 2, frame.height / 2), style: .continuous)
                views.append(AnyView(
                    shape.fill(plan.style(of: mark)).frame(width: frame.width, height: frame.height)
                        .position(x: frame.midX, y: frame.midY).opacity(mark.style.opacity)))
                annotations += annotate(mark, frame: frame)
            case .line, .area:
                let key = "\(mark.kind)|\(ChartPlan.seriesKey(mark))"
                guard drawnSeries.insert(key).inserted else { continue }
                views += series(of: mark, key: key)
            case .point:
                guard let center = point(of: mark) else { continue }
                let shape = plan.symbol(of: mark) ?? .circle
                let size = mark.style.symbolSize.map { sqrt($0) * 1.2 } ?? 8
                views.append(AnyView(Curves.symbol(shape, at: center, size: size).fill(plan.style(of: mark)).opacity(mark.style.opacity)))
                annotations += annotate(mark, frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
            case .rule:
                guard let line = rule(of: mark) else { continue }
                var path = Path()
                path.move(to: line.0)
                path.addLine(to: line.1)
                let style = mark.style.lineStyle ?? StrokeStyle(lineWidth: 1)
                views.append(AnyView(path.stroke(plan.style(of: mark), style: style).opacity(mark.style.opacity)))
                let frame = CGRect(x: min(line.0.x, line.1.x), y: min(line.0.y, line.1.y), width: abs(line.1.x - line.0.x), height: abs(line.1.y - line.0.y))
                annotations += annotate(mark, frame: frame)
            case .sector:
                continue
            }
        }
        return views + annotations
    }

    // MARK: Geometry

    /// A value's position along x, in the chart's frame.
    func xPosition(_ datum: Datum) -> CGFloat? { scales.x.position(datum).map { plot.minX + $0 } }
    func yPosition(_ datum: Datum) -> CGFloat? { scales.y.position(datum).map { plot.minY + $0 } }

    /// The width of the band a value stands for along a scale: a category's, a date unit's, or a
    /// share of the plot among the values.
    func band(_ value: PlottedValue, scale: AxisScale, count: Int) -> (start: CGFloat, width: CGFloat)? {
        if let width = scale.bandWidth, let center = scale.position(value.datum) { return (center - width / 2, width) }
        if case .date(let date) = value.datum, let unit = value.unit,
            let end = Calendar.current.date(byAdding: unit, value: 1, to: date),
            let start = scale.position(.date(date)), let finish = scale.position(.date(end))
        {
            return (min(start, finish), abs(finish - start))
        }
        guard let center = scale.position(value.datum) else { return nil }
        let width = min(scale.length / CGFloat(max(1, count)), 40)
        return (center - width / 2, width)
    }

    /// How many different values the marks of a kind have along an axis.
    func distinctCount(_ kind: _Mark.Kind, x: Bool) -> Int {
        Set(plan.marks.filter { $0.kind == kind }.compactMap { x ? $0.x?.datum : $0.y?.datum }).count
    }

    /// A bar's or rectangle's frame.
    func rectangle(of mark: _Mark, at index: Int) -> CGRect? {
        let horizontal = mark.kind == .bar && plan.horizontalBars
        let extent = plan.stacked[index]
        // Along the band axis: the band, or a range's ends.
        func across(_ value: PlottedValue?, end: PlottedValue?, scale: AxisScale, isX: Bool, dimension: MarkDimension)
            -> (CGFloat, CGFloat)?
        {
            let origin = isX ? plot.minX : plot.minY
            guard let value else { return (origin, isX ? plot.width : plot.height) }
            if let end, let a = scale.position(value.datum), let b = scale.position(end.datum) {
                return (origin + min(a, b), abs(b - a))
            }
            guard var band = band(value, scale: scale, count: distinctCount(mark.kind, x: isX)) else { return nil }
            // Marks of a `.position(by:)` group share the band side by side.
            if let group = mark.style.positionGroup {
                let groups = ChartPlan.distinct(plan.marks.compactMap { $0.style.positionGroup?.name })
                let slot = band.width / CGFloat(max(1, groups.count))
                band = (band.start + slot * CGFloat(groups.firstIndex(of: group.name) ?? 0), slot)
            }
            let automatic = mark.kind == .rectangle && !scale.isCategory && value.unit == nil ? 20 : band.width * (mark.kind == .bar ? 0.6 : 1)
            let width = dimension.resolved(in: band.width, automatic: automatic)
            return (origin + band.start + (band.width - width) / 2, width)
        }
        // Along the value axis: the stacked extent, from zero.
        func along(_ extent: (low: Double, high: Double)?, scale: AxisScale, isX: Bool) -> (CGFloat, CGFloat)? {
            let origin = isX ? plot.minX : plot.minY
            guard let extent, let a = scale.position(.number(extent.low)), let b = scale.position(.number(extent.high)) else { return nil }
            return (origin + min(a, b), abs(b - a))
        }
        if mark.kind == .rectangle {
            guard let xs = across(mark.x, end: mark.xEnd, scale: scales.x, isX: true, dimension: mark.width),
                let ys = across(mark.y, end: mark.yEnd, scale: scales.y, isX: false, dimension: mark.height)
            else { return nil }
            return CGRect(x: xs.0, y: ys.0, width: xs.1, height: ys.1)
        }
        if horizontal {
            guard let xs = along(extent, scale: scales.x, isX: true),
                let ys = across(mark.y, end: nil, scale: scales.y, isX: false, dimension: mark.height)
            else { return nil }
            return CGRect(x: xs.0, y: ys.0, width: xs.1, height: ys.1)
        }
        guard let ys = along(extent, scale: scales.y, isX: false),
            let xs = across(mark.x, end: mark.xIsRange ? mark.xEnd : nil, scale: scales.x, isX: true, dimension: mark.width)
        else { return nil }
        return CGRect(x: xs.0, y: ys.0, width: xs.1, height: ys.1)
    }

    /// A point's place: its x and y, the middle of a band or date unit, the plot's middle where one is missing.
    func point(of mark: _Mark, stackedHigh: Double? = nil) -> CGPoint? {
        func place(_ value: PlottedValue?, scale: AxisScale, isX: Bool, override: Double?) -> CGFloat? {
            let origin = isX ? plot.minX : plot.minY
            if let override { return scale.position(.number(override)).map { origin + $0 } }
            guard let value else { return origin + (isX ? plot.width : plot.height) / 2 }
            if value.unit != nil, let band = band(value, scale: scale, count: 1) { return origin + band.start + band.width / 2 }
            return scale.position(value.datum).map { origin + $0 }
        }
        guard let x = place(mark.x, scale: scales.x, isX: true, override: nil),
            let y = place(mark.y, scale: scales.y, isX: false, override: stackedHigh)
        else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// A rule's ends: across the plot at a value, or between a range's ends.
    func rule(of mark: _Mark) -> (CGPoint, CGPoint)? {
        if let x = mark.x, mark.y == nil || mark.yEnd != nil {
            guard let xp = point(of: _Mark.with(x: x)).map(\.x) else { return nil }
            if let y0 = mark.y.flatMap({ yPosition($0.datum) }), let y1 = mark.yEnd.flatMap({ yPosition($0.datum) }) {
                return (CGPoint(x: xp, y: y0), CGPoint(x: xp, y: y1))
            }
            return (CGPoint(x: xp, y: plot.minY), CGPoint(x: xp, y: plot.maxY))
        }
        guard let y = mark.y, let yp = yPosition(y.datum) else { return nil }
        if let x0 = mark.x.flatMap({ xPosition($0.datum) }), let x1 = mark.xEnd.flatMap({ xPosition($0.datum) }) {
            return (CGPoint(x: x0, y: yp), CGPoint(x: x1, y: yp))
        }
        return (CGPoint(x: plot.minX, y: yp), CGPoint(x: plot.maxX, y: yp))
    }

    // MARK: Lines and areas

    /// The path of one series of lines or areas, and its points' symbols.
    func series(of first: _Mark, key: String) -> [AnyView] {
        let members = plan.marks.enumerated().filter { "\($0.element.kind)|\(ChartPlan.seriesKey($0.element))" == key }
        let style = plan.style(of: first)
        let method = first.style.interpolation
        if first.kind == .area {
            var tops: [CGPoint] = [], bottoms: [CGPoint] = []
            for (index, mark) in members {
                guard let extent = plan.stacked[index], let top = point(of: mark, stackedHigh: extent.high),
                    let bottom = point(of: mark, stackedHigh: extent.low)
                else { continue }
                tops.append(top)
                bottoms.append(bottom)
            }
            guard !tops.isEmpty else { return [] }
            var path = Path()
            Curves.add(tops, to: &path, method: method)
            Curves.add(bottoms.reversed(), to: &path, method: method, continuing: true)
            path.closeSubpath()
            return [AnyView(path.fill(style).opacity(first.style.opacity))]
        }
        let points = members.compactMap { point(of: $0.element) }
        guard !points.isEmpty else { return [] }
        var path = Path()
        Curves.add(points, to: &path, method: method)
        let stroke = first.style.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        var views = [AnyView(path.stroke(style, style: stroke).opacity(first.style.opacity))]
        if let symbol = plan.symbol(of: first) {
            let size = first.style.symbolSize.map { sqrt($0) * 1.2 } ?? 7
            var symbols = Path()
            for point in points { symbols.addPath(Curves.symbol(symbol, at: point, size: size)) }
            views.append(AnyView(symbols.fill(style).opacity(first.style.opacity)))
        }
        for ((_, mark), point) in zip(members, points) {
            views += annotate(mark, frame: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6))
        }
        return views
    }

    // MARK: Annotations

    /// A mark's annotations, placed against its frame: above it by default.
    func annotate(_ mark: _Mark, frame: CGRect) -> [AnyView] {
        mark.style.annotations.map { annotation in
            let spacing = annotation.spacing ?? 4
            let box = CGSize(width: 200, height: 100)
            let (center, alignment): (CGPoint, Alignment)
            switch annotation.position {
            case .overlay: (center, alignment) = (CGPoint(x: frame.midX, y: frame.midY), annotation.alignment)
            case .bottom: (center, alignment) = (CGPoint(x: frame.midX, y: frame.maxY + spacing + box.height / 2), .top)
            case .leading: (center, alignment) = (CGPoint(x: frame.minX - spacing - box.width / 2, y: frame.midY), .trailing)
            case .trailing: (center, alignment) = (CGPoint(x: frame.maxX + spacing + box.width / 2, y: frame.midY), .leading)
            default:
                let horizontal = mark.kind == .bar && plan.horizontalBars && annotation.position == .automatic
                (center, alignment) = horizontal
                    ? (CGPoint(x: frame.maxX + spacing + box.width / 2, y: frame.midY), .leading)
                    : (CGPoint(x: frame.midX, y: frame.minY - spacing - box.height / 2), .bottom)
            }
            return AnyView(annotation.content.fixedSize().frame(width: box.width, height: box.height, alignment: alignment)
                .position(x: center.x, y: center.y))
        }
    }
}

extension _Mark {
    /// A point mark at `x` alone, to find where x is.
    static func with(x: PlottedValue) -> _Mark {
        _Mark(.point, x: x)
    }
}
