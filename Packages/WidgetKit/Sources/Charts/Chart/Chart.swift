import Foundation
import SwiftUI

/// A chart of marks, as Swift Charts' `Chart`: it takes the space it is offered, and draws its
/// plot, axes and legend there with the SDK's paths, shapes and texts, laid out as any other view.
public struct Chart<Content: ChartContent>: View {
    let marks: [_Mark]

    /// A chart of the marks the closure lists (`ForEach` among them).
    public init(@ChartContentBuilder content: () -> Content) {
        marks = content()._chartMarks()
    }

    /// A chart of the marks made for each element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        marks = ForEach(data, id: id, content: content)._chartMarks()
    }

    /// A chart of the marks made for each identifiable element.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        marks = ForEach(data, content: content)._chartMarks()
    }

    public var body: some View {
        let plan = ChartPlan(marks: marks, settings: ChartSettings.current)
        return GeometryReader { proxy in
            ChartCanvas(plan: plan, size: proxy.size)
        }
    }
}
