import Foundation
import SwiftUI

/// One mark as a chart draws it: its kind, the values it plots and its style. Not for authors to use.
public struct _Mark: @unchecked Sendable {
    // Unchecked: annotations hold views, which a chart evaluates where it is drawn.
    enum Kind: Sendable, Hashable { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    var x: PlottedValue?
    var y: PlottedValue?
    /// A range's ends along x or y (`xStart:xEnd:`, `yStart:yEnd:`).
    var xEnd: PlottedValue?
    var yEnd: PlottedValue?
    /// Whether the mark's own values are a range's ends: then they are not stacked.
    var xIsRange = false
    var yIsRange = false
    var angle: PlottedValue?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    var stacking: MarkStackingMethod = .standard
    /// The series a line or area belongs to (`LineMark(x:y:series:)`).
    var series: PlottedValue?
    var style = MarkStyle()

    /// A mark of `kind` plotting the values given, the one way each mark's initializers make it: a
    /// value given with its end (`xEnd`, `yEnd`) is a range.
    init(
        _ kind: Kind, x: PlottedValue? = nil, xEnd: PlottedValue? = nil, y: PlottedValue? = nil, yEnd: PlottedValue? = nil,
        series: PlottedValue? = nil, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        (self.kind, self.x, self.xEnd, self.y, self.yEnd, self.series) = (kind, x, xEnd, y, yEnd, series)
        (self.width, self.height, self.stacking) = (width, height, stacking)
        (xIsRange, yIsRange) = (xEnd != nil, yEnd != nil)
    }
}

/// How a mark looks, as its modifiers set it.
struct MarkStyle {
    /// A style given with `.foregroundStyle(_:)`.
    var foreground: AnyShapeStyle?
    /// The value whose series gives the mark its color (`.foregroundStyle(by:)`).
    var colorGroup: PlottedValue?
    /// The value whose series gives the mark its symbol (`.symbol(by:)`).
    var symbolGroup: PlottedValue?
    /// The value marks sharing a band are placed side by side by (`.position(by:)`).
    var positionGroup: PlottedValue?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var annotations: [ChartAnnotation] = []
}

/// A view drawn beside a mark (`.annotation { … }`).
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}
