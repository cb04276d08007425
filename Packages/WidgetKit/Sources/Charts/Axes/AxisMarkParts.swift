import Foundation
import SwiftUI

/// A mark drawn at an axis value: a grid line, a tick or a label, as Swift Charts' `AxisMark`.
public protocol AxisMark {
    /// The parts the mark draws. Not for authors to implement.
    func _axisParts() -> [AxisMarkPart]
}

/// One part drawn at an axis value. Not for authors to use.
public struct AxisMarkPart: @unchecked Sendable {
    // Unchecked: a label's view is the widget's, evaluated where the chart is drawn.
    enum Kind { case gridLine, tick, label }
    var kind: Kind
    var centered: Bool?
    var stroke: StrokeStyle?
    var length: CGFloat?
    var style: AnyShapeStyle?
    var font: Font?
    /// A label's text from its value, or its own view.
    var format: ((Datum) -> String?)?
    var view: AnyView?
    var anchor: UnitPoint?
}

/// Builds the marks drawn at each axis value.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression(_ mark: some AxisMark) -> [AxisMarkPart] { mark._axisParts() }
    public static func buildBlock(_ parts: [AxisMarkPart]...) -> [AxisMarkPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarkPart]?) -> [AxisMarkPart] { part ?? [] }
    public static func buildEither(first part: [AxisMarkPart]) -> [AxisMarkPart] { part }
    public static func buildEither(second part: [AxisMarkPart]) -> [AxisMarkPart] { part }
    public static func buildFinalResult(_ parts: [AxisMarkPart]) -> _AxisMarkGroup { _AxisMarkGroup(parts: parts) }
}

/// The parts a builder made.
public struct _AxisMarkGroup: AxisMark {
    let parts: [AxisMarkPart]
    public func _axisParts() -> [AxisMarkPart] { parts }
}

/// A line across the plot at the value.
public struct AxisGridLine: AxisMark {
    var part: AxisMarkPart

    /// A grid line; `centered` puts it in the middle of a category's band.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        part = AxisMarkPart(kind: .gridLine, centered: centered, stroke: stroke)
    }

    public func _axisParts() -> [AxisMarkPart] { [part] }
}

/// A short line at the plot's edge at the value.
public struct AxisTick: AxisMark {
    var part: AxisMarkPart

    /// A tick `length` points long (5 by default).
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        part = AxisMarkPart(kind: .tick, centered: centered, stroke: stroke, length: length)
    }

    /// A tick that reaches out by a length.
    public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {
        part = AxisMarkPart(kind: .tick, centered: centered, stroke: stroke, length: length.points)
    }

    public func _axisParts() -> [AxisMarkPart] { [part] }

    /// How long a tick is.
    public struct Length: Sendable {
        let points: CGFloat
        public static let automatic = Length(points: 5)
        public static let longestLabel = Length(points: 5)
        public static func label(extendPastBy extra: CGFloat = 0) -> Length { Length(points: 5 + extra) }
        public static func fixed(_ length: CGFloat) -> Length { Length(points: length) }
    }
}

/// The value's label beside the axis.
public struct AxisValueLabel: AxisMark {
    var part: AxisMarkPart

    /// The value as the chart writes it; `centered` puts it in the middle of a band or step.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        part = AxisMarkPart(kind: .label, centered: centered, anchor: anchor)
    }

    /// The value in a format: `AxisValueLabel(format: .dateTime.weekday(.narrow))`.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        part = AxisMarkPart(kind: .label, centered: centered, format: Self.formatter(format), anchor: anchor)
    }

    /// A view of its own as the label.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        part = AxisMarkPart(kind: .label, centered: centered, view: AnyView(content()), anchor: anchor)
    }

    /// A text of its own as the label.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        part = AxisMarkPart(kind: .label, centered: centered, view: AnyView(Text(String(label))), anchor: anchor)
    }

    public func _axisParts() -> [AxisMarkPart] { [part] }

    /// A format style as a function of plotted values.
    static func formatter<Format: FormatStyle>(_ format: Format) -> (Datum) -> String?
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        { datum in
            let value: Format.FormatInput? =
                switch datum {
                case .number(let number):
                    (number as? Format.FormatInput.PrimitivePlottable).flatMap(Format.FormatInput.init(primitivePlottable:))
                        ?? (Int(exactly: number.rounded()) as? Format.FormatInput.PrimitivePlottable).flatMap(
                            Format.FormatInput.init(primitivePlottable:))
                case .date(let date): (date as? Format.FormatInput.PrimitivePlottable).flatMap(Format.FormatInput.init(primitivePlottable:))
                case .category(let name): (name as? Format.FormatInput.PrimitivePlottable).flatMap(Format.FormatInput.init(primitivePlottable:))
                }
            return value.map(format.format)
        }
    }
}

/// How labels that would overlap are resolved (accepted; labels are drawn as placed).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
}

/// The direction labels are written in (accepted; labels are written horizontally).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    private func changed(_ change: (inout AxisMarkPart) -> Void) -> _AxisMarkGroup {
        _AxisMarkGroup(parts: _axisParts().map { part in
            var part = part
            change(&part)
            return part
        })
    }

    /// Draws the mark in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { changed { $0.style = AnyShapeStyle(style) } }
    /// Sets the label's font.
    public func font(_ font: Font?) -> some AxisMark { changed { $0.font = font } }
    /// Moves the mark (accepted; marks are drawn where the value is).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { changed { _ in } }
}
