import Foundation
import SwiftUI

/// What an axis draws: its marks, as `.chartXAxis { … }` lists them.
public protocol AxisContent {
    /// The groups of marks the content draws. Not for authors to implement.
    func _axisMarks() -> [_AxisMarksGroup]
}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ content: some AxisContent) -> [_AxisMarksGroup] { content._axisMarks() }
    public static func buildBlock(_ parts: [_AxisMarksGroup]...) -> [_AxisMarksGroup] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_AxisMarksGroup]?) -> [_AxisMarksGroup] { part ?? [] }
    public static func buildEither(first part: [_AxisMarksGroup]) -> [_AxisMarksGroup] { part }
    public static func buildEither(second part: [_AxisMarksGroup]) -> [_AxisMarksGroup] { part }
    public static func buildFinalResult(_ groups: [_AxisMarksGroup]) -> _AxisContentGroup { _AxisContentGroup(groups: groups) }
}

/// The groups of marks a builder made.
public struct _AxisContentGroup: AxisContent {
    let groups: [_AxisMarksGroup]
    public func _axisMarks() -> [_AxisMarksGroup] { groups }
}

/// One `AxisMarks`: the values it marks, where, and what it draws at each. Not for authors to use.
public struct _AxisMarksGroup: @unchecked Sendable {
    // Unchecked: the content is a closure of the widget's, called where the chart is drawn.
    var values: AxisMarkValues
    var position: AxisMarkPosition
    var preset: AxisMarkPreset
    /// The marks at each value; nil for the default ones (grid line, tick and label).
    var content: ((AxisValue) -> [AxisMarkPart])?
    var stroke: StrokeStyle?
    var format: ((Datum) -> String?)?
}

/// The marks an axis draws at its values, as Swift Charts' `AxisMarks`.
public struct AxisMarks<Content>: AxisContent {
    let group: _AxisMarksGroup

    public func _axisMarks() -> [_AxisMarksGroup] { [group] }

    /// The default marks (a grid line and a label at each value).
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) where Content == Never {
        group = _AxisMarksGroup(values: values, position: position, preset: preset, stroke: stroke)
    }

    /// The default marks at the values listed.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) where Content == Never {
        group = _AxisMarksGroup(values: .values(values), position: position, preset: preset, stroke: stroke)
    }

    /// The default marks, their labels in a format: `AxisMarks(format: .dateTime.weekday())`.
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Content == Never, Format.FormatInput: Plottable, Format.FormatOutput == String {
        group = _AxisMarksGroup(
            values: values, position: position, preset: preset, stroke: stroke, format: AxisValueLabel.formatter(format))
    }

    /// The marks `content` makes at each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content: AxisMark {
        group = _AxisMarksGroup(values: values, position: position, preset: preset, content: { content($0)._axisParts() })
    }

    /// The marks `content` makes at each of the values listed.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content: AxisMark {
        group = _AxisMarksGroup(values: .values(values), position: position, preset: preset, content: { content($0)._axisParts() })
    }

    /// The marks `content` makes, the same at each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) where Content: AxisMark {
        group = _AxisMarksGroup(values: values, position: position, preset: preset, content: { _ in content()._axisParts() })
    }
}
