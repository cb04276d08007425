import Foundation
import Testing
import WidgetDrawing
import WidgetLayout
import WidgetWire

/// What the painter draws, read back pixel by pixel.
@Suite struct PainterTests {
    let engine = LayoutEngine(measurer: PangoTextMeasurer())

    /// A 100 × 100 widget, painted at 1x with square corners.
    func paint(_ node: RenderNode) throws -> PixelImage {
        let laid = engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins)
        return try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
    }

    func isRed(_ color: RGBA?) -> Bool { (color?.red ?? 0) > 0.9 && (color?.green ?? 1) < 0.4 }

    /// Texts are set once and drawn again from the layout kept (a widget draws the same words entry
    /// after entry): new words, or a run whose color now reads differently (the same named color in
    /// the dark scheme), are set anew, and the same ones draw the same pixels as the first time.
    @Test func aTextPaintedAgainIsDrawnAsSetNotAsKept() {
        func pixels(_ words: String, color: ColorValue, scheme: ColorScheme = .light) -> Data {
            let node = RenderNode(
                .text(TextNode(runs: [.styled([.verbatim(words)], RunStyle(color: color))])), modifiers: [.font(FontValue(size: 20))])
            return WidgetPainter(scheme: scheme, scale: 1, cornerRadius: 0).png(engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins))
        }
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1), primary = ColorValue.named("primary", opacity: 1)
        let first = pixels("11:11", color: red)
        #expect(pixels("22:22", color: red) != first)
        #expect(pixels("11:11", color: red) == first)
        // Drawn over the dark scheme's background, the light text stands out; drawn as kept from the
        // light scheme, it would be dark on dark.
        let light = pixels("11:11", color: primary), dark = pixels("11:11", color: primary, scheme: .dark)
        let lightest = { (png: Data) in
            PixelImage(png: png).map { image in (0..<100).flatMap { y in (0..<100).compactMap { image.color(x: $0, y: y)?.green } }.max() ?? 0 } ?? 0
        }
        #expect(lightest(dark) > 0.9, "\(lightest(dark))")
        #expect(pixels("11:11", color: primary) == light)
    }

    @Test func aProgressBarAndRingAreDrawnInTheirTint() throws {
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)
        let bar = try paint(RenderNode(.progress(ProgressNode(value: 1, style: .linear, tint: red))))
        #expect(isRed(bar.color(x: 50, y: 50)), "\(String(describing: bar.color(x: 50, y: 50)))")
        let untinted = try paint(RenderNode(.progress(ProgressNode(value: 1, style: .linear))))
        #expect(!isRed(untinted.color(x: 50, y: 50)))
        // A full ring: its top is drawn in the tint.
        let ring = try paint(RenderNode(.progress(ProgressNode(value: 1, style: .circular, tint: red))))
        let top = (0..<50).compactMap { ring.color(x: 50, y: $0) }.first(where: isRed)
        #expect(top != nil)
    }

    /// A symbol is an icon of the carried Material Icons, drawn in its foreground style (an emoji
    /// would keep its own colors), and the page serves that font too.
    @Test func aSymbolIsAnIconInItsForegroundStyle() throws {
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)
        let bulb = RenderNode(.image(ImageNode(systemName: "lightbulb")), modifiers: [.font(FontValue(size: 60)), .foregroundStyle(red)])
        let image = try paint(bulb)
        let reds = (0..<100).flatMap { y in (0..<100).map { x in (x, y) } }.filter { isRed(image.color(x: $0.0, y: $0.1)) }
        #expect(reds.count > 100, "\(reds.count) red pixels")
        #expect(SymbolGlyphs.icon(for: "cloud.sun.rain.fill") == SymbolGlyphs.icon(for: "cloud.sun") && SymbolGlyphs.icon(for: "no.such.symbol") == nil)
        #expect(FontFiles.isCarried && FontFiles.face(named: "MaterialIcons-Regular.ttf")?.family == SymbolGlyphs.iconFamily)
        #expect(FontFiles.face(named: "MaterialIcons-Regular.ttf")?.path.hasPrefix(FontFiles.folder?.path ?? "/nowhere") == true)
    }

    /// A symbol takes the weight of the font around it, as SF Symbols do: the icon's strokes are
    /// widened for a heavier weight and thinned for a lighter one, its frame unchanged; the same
    /// weight draws the same picture, also at a translucent ink.
    @Test func aSymbolsStrokesFollowItsFontsWeight() throws {
        func painted(_ weight: String?, opacity: Double = 1) throws -> (image: PixelImage, frame: Rect?) {
            let ink = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: opacity)
            let star = RenderNode(.image(ImageNode(systemName: "star")), modifiers: [.font(FontValue(size: 60, weight: weight)), .foregroundStyle(ink)])
            let laid = engine.layout(star, in: Size(width: 100, height: 100), margins: noMargins)
            return (try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid))), laid.leaves.first?.frame)
        }
        func greens(_ image: PixelImage) -> [Double] {
            (0..<100).flatMap { y in (0..<100).compactMap { x in image.color(x: x, y: y)?.green } }
        }
        func reds(_ weight: String?) throws -> Int { greens(try painted(weight).image).filter { $0 < 0.4 }.count }
        let regular = try reds(nil), bold = try reds("bold"), black = try reds("black"), ultraLight = try reds("ultraLight")
        #expect(regular > 100)
        #expect(bold > regular + regular / 10, "bold \(bold), regular \(regular)")
        #expect(black > bold, "black \(black), bold \(bold)")
        #expect(ultraLight < regular - regular / 5, "ultraLight \(ultraLight), regular \(regular)")
        #expect(try painted("bold").frame == painted(nil).frame && painted("ultraLight").frame == painted(nil).frame)
        #expect(try reds("regular") == regular)
        // Half-transparent ink: the widened outline is not laid twice over the fill (on white, no
        // pixel is redder than half red).
        let faint = try painted("bold", opacity: 0.5).image
        #expect(greens(faint).min().map { $0 > 0.47 } == true, "\(greens(faint).min() ?? -1)")
        #expect(greens(faint).filter { $0 < 0.6 }.count > bold / 2)
    }

    /// `.imageScale` sizes a symbol about 20% smaller or 30% larger than its text, `.resizable()` by its
    /// frame; drawn hierarchically
    /// a symbol in a circle is the circle in a lighter level of its color and the symbol inside in the
    /// color itself, and from a palette the circle in the palette's second style.
    @Test func aSymbolsScaleAndLayersAreDrawn() throws {
        func laid(_ image: ImageNode, _ modifiers: [Modifier] = []) -> LaidOutView {
            engine.layout(RenderNode(.image(image), modifiers: [.font(FontValue(size: 50))] + modifiers), in: Size(width: 100, height: 100), margins: noMargins)
        }
        let medium = try #require(laid(ImageNode(systemName: "star")).leaves.first?.frame)
        #expect(medium.height == 60)
        #expect(laid(ImageNode(systemName: "star", scale: .small)).leaves.first?.frame.height == 48)
        #expect(laid(ImageNode(systemName: "star", scale: .large)).leaves.first?.frame.height == 78)
        // A resizable symbol fills the square its proposal holds, whatever its font.
        #expect(laid(ImageNode(systemName: "star", resizable: true)).leaves.first?.frame.size == Size(width: 100, height: 100))
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)
        let blue = ColorValue.rgba(red: 0, green: 0, blue: 1, opacity: 1)
        func painted(_ image: ImageNode) throws -> PixelImage {
            try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid(image, [.foregroundStyle(red)]))))
        }
        // Between the inner checkmark and the circle's edge (the checkmark is in the middle).
        let ring = (x: 50, y: 28)
        let mono = try painted(ImageNode(systemName: "checkmark.circle.fill"))
        let levels = try painted(ImageNode(systemName: "checkmark.circle.fill", rendering: .hierarchical))
        let palette = try painted(ImageNode(systemName: "checkmark.circle.fill", rendering: .palette, palette: [blue]))
        #expect(isRed(mono.color(x: ring.x, y: ring.y)), "\(String(describing: mono.color(x: ring.x, y: ring.y)))")
        // A lighter red: about 30% of it over white.
        let light = try #require(levels.color(x: ring.x, y: ring.y))
        #expect(light.red > 0.95 && light.green > 0.6 && light.green < 0.8, "\(light)")
        let second = try #require(palette.color(x: ring.x, y: ring.y))
        #expect(second.blue > 0.9 && second.red < 0.1, "\(second)")
        // The checkmark inside is in the first color in both (in monochrome it is cut out of the circle).
        let marks = [levels, palette].map { image in (30..<70).flatMap { y in (30..<70).map { x in (x, y) } }.filter { isRed(image.color(x: $0.0, y: $0.1)) }.count }
        #expect(marks.allSatisfy { $0 > 30 }, "\(marks)")
        // A symbol of one layer draws the same in every mode.
        #expect(try painted(ImageNode(systemName: "star", rendering: .hierarchical)).png == painted(ImageNode(systemName: "star")).png)
    }

    /// WidgetKit's accented mode paints each view in its group's color (white, or the accent for a
    /// `widgetAccentable()` view) keeping its opacity; vibrant turns a color's luminance into the
    /// opacity of white; both on a dark background, in the dark scheme's colors.
    @Test func theRenderingModesPaintGroupsAndLuminance() throws {
        let red = RenderNode(.color(.rgba(red: 1, green: 0, blue: 0, opacity: 1)))
        let node = hStack([red, RenderNode(.color(.rgba(red: 1, green: 0, blue: 0, opacity: 1)), modifiers: [.accentable])], spacing: 0)
        let laid = engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins)
        func painted(_ mode: WidgetPainter.RenderingMode) throws -> PixelImage {
            try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0, renderingMode: mode).png(laid)))
        }
        func near(_ color: RGBA?, _ expected: RGBA) -> Bool {
            guard let color else { return false }
            return abs(color.red - expected.red) < 0.02 && abs(color.green - expected.green) < 0.02 && abs(color.blue - expected.blue) < 0.02
        }
        let full = try painted(.fullColor)
        #expect(isRed(full.color(x: 25, y: 50)) && isRed(full.color(x: 75, y: 50)))
        let accented = try painted(.accented)
        #expect(near(accented.color(x: 25, y: 50), RGBA(1, 1, 1)), "\(String(describing: accented.color(x: 25, y: 50)))")
        // The accent group in the accent color, as the dark scheme has it (the mode's colors are the dark scheme's).
        let accent = try #require(SystemColors.color(named: "accentColor", scheme: .dark))
        #expect(near(accented.color(x: 75, y: 50), accent) && !near(accent, RGBA(0, 122.0 / 255, 1)), "\(String(describing: accented.color(x: 75, y: 50)))")
        // Vibrant: pure red's luminance (0.2126) is white's opacity over the dark background.
        let vibrant = try painted(.vibrant)
        let background = SystemColors.widgetBackground(.dark)
        let expected = background.red + (1 - background.red) * 0.2126
        let left = try #require(vibrant.color(x: 25, y: 50))
        #expect(abs(left.red - expected) < 0.02 && abs(left.green - left.red) < 0.02, "\(left)")
        #expect(near(vibrant.color(x: 75, y: 50), left), "no accent group in vibrant")
    }

    /// A symbol inside a text (`Text("\\(Image(systemName:))")`) is its icon too, set in the icons'
    /// font (one em wide) and drawn in the text's color; the terminal's cells keep a character.
    @Test func aSymbolInATextIsItsIcon() throws {
        let red = ColorValue.rgba(red: 1, green: 0, blue: 0, opacity: 1)
        let dates = DateText(now: Date(timeIntervalSince1970: 0))
        let engine = LayoutEngine(measurer: PangoTextMeasurer(), runText: { dates.text(of: $0) })
        let node = RenderNode(.text(TextNode(runs: [.symbol("heart.fill")])), modifiers: [.font(FontValue(size: 40)), .foregroundStyle(red)])
        let laid = engine.layout(node, in: Size(width: 100, height: 100), margins: noMargins)
        let leaf = try #require(laid.leaves.first)
        #expect(abs(leaf.frame.width - 40) < 1, "an icon is an em wide: \(leaf.frame)")
        let image = try #require(PixelImage(png: WidgetPainter(scale: 1, cornerRadius: 0).png(laid)))
        let reds = (0..<100).flatMap { y in (0..<100).map { x in (x, y) } }.filter { isRed(image.color(x: $0.0, y: $0.1)) }
        #expect(reds.count > 300, "\(reds.count) red pixels")
        #expect(dates.text(of: .symbol("heart.fill")) == String(SymbolGlyphs.icon(for: "heart.fill")!))
        #expect(dates.text(of: .symbol("no.such.symbol")) == String(SymbolGlyphs.placeholder))
    }

    @Test func aClipShapeDrawsNothingOutsideTheShape() throws {
        let red = RenderNode(.color(.rgba(red: 1, green: 0, blue: 0, opacity: 1)), modifiers: [.clipShape(ShapeNode(kind: .circle))])
        let image = try paint(red)
        #expect(isRed(image.color(x: 50, y: 50)) && isRed(image.color(x: 50, y: 3)))
        // The corners are outside the circle: the widget's background shows.
        #expect(!isRed(image.color(x: 3, y: 3)) && !isRed(image.color(x: 96, y: 96)))
        let rounded = RenderNode(.color(.rgba(red: 1, green: 0, blue: 0, opacity: 1)), modifiers: [.clipShape(ShapeNode(kind: .roundedRectangle, cornerRadius: 10))])
        let corners = try paint(rounded)
        #expect(!isRed(corners.color(x: 0, y: 0)) && isRed(corners.color(x: 10, y: 1)) && isRed(corners.color(x: 50, y: 50)))
    }

    @Test func aShadowIsBlurredByItsRadius() throws {
        let white = ColorValue.rgba(red: 1, green: 1, blue: 1, opacity: 1)
        let square = RenderNode(.color(white), modifiers: [
            .frame(FrameValue(width: 40, height: 40)), .shadow(.rgba(red: 0, green: 0, blue: 0, opacity: 1), radius: 8, x: 0, y: 0),
        ])
        let image = try paint(square)
        // The square spans 30…70. Just outside it the shadow is partly there; far from it, not at all.
        let near = try #require(image.color(x: 72, y: 50)), far = try #require(image.color(x: 90, y: 50))
        #expect(near.red < 0.9 && near.red > 0.2, "\(near)")
        #expect(far.red > 0.97, "\(far)")
        #expect((image.color(x: 50, y: 50)?.red ?? 0) > 0.97)
    }

    @Test func anAngularGradientGoesRoundItsCentreFromThreeOClock() throws {
        let stops = [
            GradientValue.Stop(color: .rgba(red: 1, green: 0, blue: 0, opacity: 1), location: 0),
            GradientValue.Stop(color: .rgba(red: 0, green: 0, blue: 1, opacity: 1), location: 1),
        ]
        let image = try paint(RenderNode(.color(.gradient(GradientValue(kind: .angular, stops: stops, start: [0.5, 0.5], end: [0.5, 0.5])))))
        let start = try #require(image.color(x: 95, y: 52)), half = try #require(image.color(x: 5, y: 50)), late = try #require(image.color(x: 95, y: 47))
        #expect(start.red > 0.9 && start.blue < 0.15, "\(start)")
        #expect(abs(half.red - 0.5) < 0.1 && abs(half.blue - 0.5) < 0.1, "\(half)")
        #expect(late.blue > 0.9, "\(late)")
    }
}

@Suite struct PixelImageTests {
    /// A picture of 40×30 pixels, a gradient with a stripe, so no two places in it look alike.
    let picture = PixelImage(width: 40, height: 30, pixels: (0..<1_200).map { index in
        let x = UInt32(index % 40), y = UInt32(index / 40)
        return 0xFF00_0000 | (x * 6) << 16 | (y * 8) << 8 | (x == 7 ? 0xFF : 0x20)
    })

    @Test func aPictureIsFoundWhereItWasPutAndNowhereElse() throws {
        var screen = [UInt32](repeating: 0xFF10_1010, count: 200 * 100)
        for y in 0..<30 { for x in 0..<40 { screen[(y + 57) * 200 + x + 123] = try #require(picture.region(x: x, y: y, width: 1, height: 1).color(x: 0, y: 0)).packed } }
        let found = PixelImage(width: 200, height: 100, pixels: screen).find(picture)
        #expect(found?.x == 123 && found?.y == 57)
        #expect(PixelImage(width: 200, height: 100, pixels: [UInt32](repeating: 0xFF10_1010, count: 20_000)).find(picture) == nil)
        #expect(picture.region(x: 35, y: 25, width: 10, height: 10).color(x: 9, y: 9)?.alpha == 0, "transparent outside the picture")
    }
}

extension RGBA {
    /// Opaque ARGB, 8 bits a channel.
    var packed: UInt32 {
        0xFF00_0000 | UInt32((red * 255).rounded()) << 16 | UInt32((green * 255).rounded()) << 8 | UInt32((blue * 255).rounded())
    }
}
