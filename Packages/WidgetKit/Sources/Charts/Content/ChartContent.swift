import SwiftUI

/// What a chart draws: marks, and groups of them (`ForEach`, a custom type's `body`), as Swift
/// Charts' `ChartContent`.
public protocol ChartContent {
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
    /// The marks the content draws, in order. Not for authors to implement.
    func _chartMarks() -> [_Mark]
}

extension ChartContent {
    public func _chartMarks() -> [_Mark] { body._chartMarks() }
}

extension Never: ChartContent {}

/// Builds chart content from the statements of a closure, as Swift Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression(_ content: some ChartContent) -> [_Mark] { content._chartMarks() }
    public static func buildBlock(_ parts: [_Mark]...) -> [_Mark] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_Mark]?) -> [_Mark] { part ?? [] }
    public static func buildEither(first part: [_Mark]) -> [_Mark] { part }
    public static func buildEither(second part: [_Mark]) -> [_Mark] { part }
    public static func buildArray(_ parts: [[_Mark]]) -> [_Mark] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [_Mark]) -> [_Mark] { part }
    public static func buildFinalResult(_ marks: [_Mark]) -> _ChartContentGroup { _ChartContentGroup(marks: marks) }
}

/// The marks a builder made.
public struct _ChartContentGroup: ChartContent {
    public var body: Never { return fatalError("_ChartContentGroup has no body") }
    let marks: [_Mark]
    public func _chartMarks() -> [_Mark] { marks }
}

extension ForEach: ChartContent where Content: ChartContent {
    public func _chartMarks() -> [_Mark] { _elements.flatMap { $0._chartMarks() } }

    /// Content for each element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content)
    where Data: RandomAccessCollection, ID: Hashable {
        self.init(_elements: data.map(content))
    }

    /// Content for each identifiable element.
    public init(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content)
    where Data: RandomAccessCollection, Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(_elements: data.map(content))
    }

    /// Content for each number of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.init(_elements: data.map(content))
    }
}
