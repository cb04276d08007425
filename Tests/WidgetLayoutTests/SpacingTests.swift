import Testing
import WidgetLayout
import WidgetWire

/// A stack without a spacing of its own leaves between two views what both prefer, as SwiftUI's
/// `ViewSpacing` does. Text measured by rule: a 13 pt line is 16.25 pt tall, its baseline 13 pt
/// down, its capitals 9.1 pt tall (so a tenth of a line is 2 pt, rounded up to a Retina pixel).
@Suite struct SpacingTests {
    let engine = LayoutEngine(measurer: RuleMeasurer())

    /// The gaps between consecutive leaves, top to bottom.
    func gaps(_ node: RenderNode) -> [Double] {
        let frames = engine.layout(node, in: Size(width: 200, height: 300), margins: noMargins).frames
        return zip(frames, frames.dropFirst()).map { $1.y - ($0.y + $0.height) }
    }

    /// Whether two lists of gaps agree to a millionth of a point.
    func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    func square(_ modifiers: [Modifier] = []) -> RenderNode {
        color([.frame(FrameValue(width: 20, height: 20))] + modifiers)
    }

    @Test func linesOfTextFollowEachOtherWithTheFontsLineGapBetween() {
        // Three body lines are three lines tall (SwiftUI's macOS frames: 48 pt for 16 pt lines).
        #expect(gaps(vStack([text("One"), text("Two"), text("Three")])) == [0, 0])
        // A larger font below is no different: the lower text's line gap, none.
        #expect(gaps(vStack([text("Small"), text("Big", [.font(FontValue(size: 26))])])) == [0])
    }

    @Test func aTextKeepsItsOwnRoomFromAShapeOnEitherSide() {
        // Above a text: its line and a tenth (18.25) less its ascender (13).
        #expect(gaps(vStack([square(), text("Below")])) == [5.25])
        // Below a text: its line and a tenth less its cap height (9.1), more than a tenth and its descender.
        let below = gaps(vStack([text("Above"), square()]))
        #expect(same(below, [9.15]), "\(below)")
    }

    @Test func viewsThatPreferNothingOfEachOtherGetThePlatformsDefault() {
        #expect(gaps(vStack([square(), square()])) == [8])
        // Side by side, text or not.
        let frames = engine.layout(hStack([text("A"), text("B"), square()]), in: Size(width: 200, height: 100), margins: noMargins).frames
        #expect(zip(frames, frames.dropFirst()).map { $1.x - ($0.x + $0.width) } == [8, 8])
    }

    @Test func aStackPrefersWhatItsEdgeChildrenPrefer() {
        // The inner stack's top is its first text's, its bottom its last's.
        #expect(gaps(vStack([text("Title"), vStack([text("One"), text("Two")]), text("End")])) == [0, 0, 0])
        let nested = gaps(vStack([square(), vStack([text("One"), square()])]))
        #expect(same(nested, [5.25, 9.15]), "\(nested)")
        // A stack's spacing of its own is kept.
        #expect(gaps(vStack([text("One"), text("Two")], spacing: 3)) == [3])
    }

    @Test func aPaddedEdgePrefersWhatAPlainViewDoes() {
        // Padded, a text is a plain view on its padded edges: the text below keeps its own room
        // (5.25) from the padding (4).
        #expect(gaps(vStack([text("Padded", [.padding(EdgeInsetsValue(top: 0, leading: 4, bottom: 4, trailing: 4))]), text("Next")])) == [9.25])
        // Unpadded edges keep the text's preferences; a frame changes none.
        #expect(gaps(vStack([text("Wide", [.padding(EdgeInsetsValue(top: 0, leading: 4, bottom: 0, trailing: 4))]), text("Next")])) == [0])
        #expect(gaps(vStack([text("Framed", [.frame(FrameValue(width: 150))]), text("Next")])) == [0])
    }

    @Test func aSymbolMeetsTextAsAGlyphAndASpacerTakesNoRoom() {
        let symbol = RenderNode(.image(ImageNode(systemName: "star.fill")))
        #expect(gaps(vStack([symbol, text("Starred")])) == [0])
        // A 13 pt text's symbol is 16 pt tall and reaches 3.2 pt below its baseline.
        #expect(same(gaps(vStack([text("Above"), symbol, square()])), [0, 4.2]))
        #expect(same(gaps(vStack([square(), symbol])), [3.2]))
        let frames = engine.layout(vStack([text("Top"), spacer, square()]), in: Size(width: 200, height: 300), margins: noMargins).frames
        #expect(frames.last?.y == 280, "\(frames)")
    }
}

/// iOS's metrics: text styles at each Dynamic Type size, and each family's size on a device.
@Suite struct PlatformMetricsTests {
    @Test func iOSTextStylesFollowTheDynamicTypeSize() {
        var metrics = LayoutMetrics(platform: .iOS)
        #expect(metrics.textStyle("body").size == 17 && metrics.textStyle("headline") == (17, 600))
        metrics.dynamicTypeSize = .xSmall
        #expect(metrics.textStyle("body").size == 14 && metrics.textStyle("caption2").size == 11)
        metrics.dynamicTypeSize = .accessibility5
        #expect(metrics.textStyle("largeTitle").size == 60 && metrics.textStyle("footnote").size == 44)
        // macOS has no Dynamic Type.
        #expect(LayoutMetrics(platform: .macOS, dynamicTypeSize: .xxxLarge).textStyle("body").size == 13)
    }

    @Test func aDevicesFamiliesTakeItsSizes() throws {
        let pro = try #require(WidgetDevice.named("iphone-15-pro"))
        #expect(pro.screen == Size(width: 393, height: 852))
        let metrics = LayoutMetrics(platform: .iOS, device: pro)
        #expect(metrics.size(of: .systemSmall) == Size(width: 158, height: 158))
        #expect(metrics.size(of: .systemLarge) == Size(width: 338, height: 354))
        #expect(metrics.size(of: .accessoryRectangular) == Size(width: 160, height: 72))
        // A family the device does not offer keeps its usual size; no device, the largest iPhone's.
        #expect(metrics.size(of: .systemExtraLarge) == WidgetFamily.systemExtraLarge.displaySize)
        #expect(LayoutMetrics(platform: .iOS).size(of: .systemSmall) == Size(width: 170, height: 170))
        #expect(WidgetDevice.named("375x667")?.size(of: .systemMedium) == Size(width: 321, height: 148))
        #expect(WidgetDevice.named("Pixel 8") == nil)
    }

    @Test func aDevicesWidgetsHaveItsCornersAndMargins() throws {
        let pro = LayoutMetrics(platform: .iOS, device: try #require(WidgetDevice.named("iPhone 15 Pro")))
        // Every home-screen family's corners are 21.67 points there; the circular accessory is a circle.
        #expect([WidgetFamily.systemSmall, .systemMedium, .systemLarge].map(pro.cornerRadius(for:)) == [21.67, 21.67, 21.67])
        #expect(pro.cornerRadius(for: .accessoryCircular) == 36 && pro.cornerRadius(for: .accessoryInline) == 0)
        // The other devices' in proportion to their small widget's side.
        #expect(WidgetDevice.named("iPhone 15 Pro Max")?.cornerRadius(of: .systemMedium) == 23.32)
        #expect(WidgetDevice.named("iPhone 13 mini")?.cornerRadius(of: .systemSmall) == 21.26)
        #expect(WidgetDevice.named("iPhone SE")?.cornerRadius(of: .systemLarge) == 20.3)
        // 16 points of margin on the home screen, none on the Lock Screen.
        let sixteen = EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16), none = EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
        #expect(pro.contentMargins(for: .systemMedium) == sixteen && pro.contentMargins(for: .accessoryRectangular) == none)
        // Without a device, on iOS the largest iPhone's corners (its sizes are the families' then); on a
        // Mac 20-point corners; the same margins.
        #expect(LayoutMetrics(platform: .iOS).cornerRadius(for: .systemSmall) == 23.32)
        #expect(LayoutMetrics().cornerRadius(for: .systemSmall) == 20 && LayoutMetrics().contentMargins(for: .systemLarge) == sixteen)
    }
}
