import Foundation
import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

@testable import WidgetSDK

/// What a widget's container decides: which of `ViewThatFits`' views fits, in the axes it is asked
/// about, and the corners a `ContainerRelativeShape` takes from the widget's, laid out by the engine.
@Suite struct ContainerTests {
    let engine = LayoutEngine(measurer: PangoTextMeasurer())
    static let margins = EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)

    func laid(@ViewBuilder _ content: () -> some View) -> LaidOutView {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemSmall
        let node = GeometryPass.render(content(), in: environment, size: WidgetFamily.systemSmall.displaySize)
        return engine.layout(node, in: WidgetFamily.systemSmall.displaySize, margins: Self.margins)
    }

    /// `ViewThatFits` takes the first view whose ideal size fits in the axes it is given: in width
    /// alone a tall view fits; in height alone a wide one; in both, only the small one.
    @Test func viewThatFitsChoosesPerAxis() {
        struct Candidates: View {
            let axes: Axis.Set
            var body: some View {
                ViewThatFits(in: axes) {
                    Color.red.frame(width: 200, height: 20)
                    Color.green.frame(width: 80, height: 500)
                    Color.blue.frame(width: 50, height: 20)
                }
                .frame(width: 100, height: 100)
            }
        }
        func chosenWidth(_ axes: Axis.Set) -> Double? {
            laid { Candidates(axes: axes) }.leaves.first { if case .color = $0.content { true } else { false } }?.frame.width
        }
        #expect(chosenWidth(.horizontal) == 80)
        #expect(chosenWidth(.vertical) == 200)
        #expect(chosenWidth([.horizontal, .vertical]) == 50)
    }

    /// A grid's columns line up in every row: a last row with fewer cells (a month's last days in a
    /// calendar) has its cells where the rows above have theirs, not spread wider.
    @Test func aLazyGridsShortLastRowKeepsTheColumns() {
        let grid = laid {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4)) {
                ForEach(1...6, id: \.self) { Text("\($0)") }
            }
        }
        var centers: [String: Double] = [:]
        for leaf in grid.leaves {
            if case .text(let paragraph, _) = leaf.content { centers[paragraph.spans.map(\.text).joined()] = (leaf.frame.minX + leaf.frame.maxX) / 2 }
        }
        #expect(centers.count == 6)
        #expect(abs((centers["5"] ?? 0) - (centers["1"] ?? 1)) < 0.01 && abs((centers["6"] ?? 0) - (centers["2"] ?? 1)) < 0.01, "\(centers)")
    }

    /// A `ContainerRelativeShape` is concentric with the widget's corners: filling the widget it has
    /// them; inside the 16-point margins, 16 points less (a 20-point widget's: 4); far inside, none.
    @Test func containerRelativeShapeIsConcentricWithTheWidget() throws {
        let widget = Rect(x: 0, y: 0, width: 158, height: 158)
        #expect(ShapeNode.containerCorners(20, in: widget, for: widget) == 20)
        #expect(ShapeNode.containerCorners(20, in: widget, for: Rect(x: 16, y: 16, width: 126, height: 126)) == 4)
        #expect(ShapeNode.containerCorners(20, in: widget, for: Rect(x: 40, y: 16, width: 20, height: 20)) == 4)
        #expect(ShapeNode.containerCorners(20, in: widget, for: Rect(x: 50, y: 50, width: 20, height: 20)) == 0)
        // Painted: inside the margins, its corner is 4 points round, not 12 (the widget's less a fixed 8).
        let shape = laid { ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)) }
        let image = try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 20).png(shape)))
        let near = try #require(image.color(x: 17, y: 17)), corner = try #require(image.color(x: 16, y: 16))
        #expect(near.red > 0.9 && near.green < 0.2, "\(near)")
        #expect(corner.green > 0.5, "\(corner)")
    }
}
