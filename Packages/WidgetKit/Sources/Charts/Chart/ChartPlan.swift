import Foundation
import SwiftUI

/// What a chart draws before its size is known: its marks with their series, colors and stacked
/// extents, and its legend.
struct ChartPlan {
    let marks: [_Mark]
    let settings: ChartSettings
    /// The series `.foregroundStyle(by:)` names, in the order they first appear.
    let colorSeries: [String]
    /// The series `.symbol(by:)` names, in order.
    let symbolSeries: [String]
    /// Each mark's extent along its value axis once stacked: from `low` to `high`.
    let stacked: [(low: Double, high: Double)?]
    /// Whether bars run along x (their category or date on y).
    let horizontalBars: Bool

    init(marks: [_Mark], settings: ChartSettings) {
        self.marks = marks
        self.settings = settings
        colorSeries = Self.distinct(marks.compactMap { $0.style.colorGroup?.name })
        symbolSeries = Self.distinct(marks.compactMap { $0.style.symbolGroup?.name })
        let horizontal = marks.contains { $0.kind == .bar && $0.x?.datum.isNumber == true && $0.y.map { !$0.datum.isNumber } ?? true }
        horizontalBars = horizontal
        stacked = Self.stack(marks, horizontal: horizontal)
    }

    var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }

    /// The style a mark is drawn in: its own, its series', or the chart's one color.
    func style(of mark: _Mark) -> AnyShapeStyle {
        if let style = mark.style.foreground { return style }
        if let name = mark.style.colorGroup?.name {
            if let given = settings.seriesStyles?.first(where: { $0.name == name }) { return given.style }
            let index = colorSeries.firstIndex(of: name) ?? 0
            return AnyShapeStyle(ChartPalette.colors[index % ChartPalette.colors.count])
        }
        return AnyShapeStyle(ChartPalette.single)
    }

    /// The symbol a mark's points are drawn with, if any.
    func symbol(of mark: _Mark) -> BasicChartSymbolShape? {
        if let symbol = mark.style.symbol { return symbol }
        guard let name = mark.style.symbolGroup?.name, let index = symbolSeries.firstIndex(of: name) else { return nil }
        return ChartPalette.symbols[index % ChartPalette.symbols.count]
    }

    /// The legend's entries: each series with its color and symbol.
    var legendItems: [LegendItem] {
        guard settings.legend != .hidden else { return [] }
        if !colorSeries.isEmpty {
            return colorSeries.map { name in
                let mark = marks.first { $0.style.colorGroup?.name == name }
                return LegendItem(name: name, style: mark.map(style) ?? AnyShapeStyle(ChartPalette.single),
                                  symbol: mark.flatMap { $0.style.symbolGroup != nil ? symbol(of: $0) : nil } ?? .circle)
            }
        }
        return symbolSeries.map { name in
            let mark = marks.first { $0.style.symbolGroup?.name == name }
            return LegendItem(name: name, style: mark.map(style) ?? AnyShapeStyle(ChartPalette.single),
                              symbol: mark.flatMap(symbol) ?? .circle)
        }
    }

    /// The series a line or area point belongs to: its `series:`, else its color's or symbol's.
    static func seriesKey(_ mark: _Mark) -> String {
        mark.series?.name ?? mark.style.colorGroup?.name ?? mark.style.symbolGroup?.name ?? ""
    }

    static func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// Bars and areas stacked where they share a category or date: each on the ones before it,
    /// positive values upwards and negative downwards; ranges and unstacked marks as they are.
    static func stack(_ marks: [_Mark], horizontal: Bool) -> [(low: Double, high: Double)?] {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        var totals: [String: Double] = [:]
        func key(_ mark: _Mark, _ place: PlottedValue?) -> String {
            "\(mark.kind)|\(place.map { "\($0.datum)" } ?? "")|\(mark.style.positionGroup?.name ?? "")"
        }
        // Normalized stacks need each place's total first.
        for mark in marks where mark.stacking == .normalized {
            let (place, value) = horizontal && mark.kind == .bar ? (mark.y, mark.x) : (mark.x, mark.y)
            totals[key(mark, place), default: 0] += abs(value?.datum.number ?? 0)
        }
        return marks.map { mark in
            guard mark.kind == .bar || mark.kind == .area || mark.kind == .rectangle || mark.kind == .rule else { return nil }
            let along = horizontal && mark.kind == .bar
            let (place, value, end, isRange) = along ? (mark.y, mark.x, mark.xEnd, mark.xIsRange) : (mark.x, mark.y, mark.yEnd, mark.yIsRange)
            guard let number = value?.datum.number else { return nil }
            if isRange, let other = end?.datum.number { return (min(number, other), max(number, other)) }
            guard mark.kind == .bar || mark.kind == .area else { return nil }
            if mark.stacking == .unstacked { return (min(0, number), max(0, number)) }
            let slot = key(mark, place)
            var amount = number
            if mark.stacking == .normalized, let total = totals[slot], total > 0 { amount = number / total }
            if amount >= 0 {
                let base = positive[slot, default: 0]
                positive[slot] = base + amount
                return (base, base + amount)
            }
            let base = negative[slot, default: 0]
            negative[slot] = base + amount
            return (base + amount, base)
        }
    }
}

/// One entry of a chart's legend.
struct LegendItem {
    let name: String
    let style: AnyShapeStyle
    let symbol: BasicChartSymbolShape
}

extension Datum {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
