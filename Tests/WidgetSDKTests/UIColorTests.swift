import Foundation
import Testing
import WidgetDrawing
import WidgetWire
@testable import WidgetSDK

/// What iOS code writes in extensions of UIKit's `UIColor`, which needs it to be a class.
extension UIColor {
    convenience init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(red: CGFloat(value >> 16) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

@Suite struct UIColorTests {
    @Test func aConvenienceInitializerOfAnExtensionMakesTheColorAndItsComponentsReadBack() throws {
        let color = try #require(UIColor(hex: "#336699"))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 0.001 && abs(green - 0.4) < 0.001 && abs(blue - 0.6) < 0.001 && alpha == 1)
        #expect(color == UIColor(hex: "#336699") && color != UIColor(hex: "#336698"))
        // A palette color has no components here, as UIKit's pattern colors have none.
        #expect(!UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(UIColor(hex: "336699") == nil)
    }

    /// A UIKit color drawn in a scheme: its 0…255 components and its alpha in hundredths.
    func drawn(_ color: UIColor, _ scheme: WidgetDrawing.ColorScheme) throws -> [Int] {
        guard case .named(let name, _) = color.value else {
            Issue.record("\(color.value) is not a palette color")
            return []
        }
        let rgba = try #require(SystemColors.color(named: name, scheme: scheme), "\(name) is not in the palette")
        return [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) } + [Int((rgba.alpha * 100).rounded())]
    }

    @Test func uiKitsSemanticColorsAreDrawnWithApplesLightAndDarkValues() throws {
        let expected: [(UIColor, light: [Int], dark: [Int])] = [
            (.placeholderText, [60, 60, 67, 30], [235, 235, 245, 30]),
            (.separator, [60, 60, 67, 29], [84, 84, 88, 60]),
            (.opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
            (.link, [0, 122, 255, 100], [9, 132, 255, 100]),
            (.systemGray4, [209, 209, 214, 100], [58, 58, 60, 100]),
            (.systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
            (.secondarySystemBackground, [242, 242, 247, 100], [44, 44, 46, 100]),
            (.systemGroupedBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
            (.label, [0, 0, 0, 100], [255, 255, 255, 100]),
            (.lightText, [255, 255, 255, 60], [255, 255, 255, 60]),
        ]
        for (color, light, dark) in expected {
            #expect(try drawn(color, .light) == light && drawn(color, .dark) == dark, "\(color.value)")
        }
        let semantic: [UIColor] = [
            .systemGray2, .systemGray3, .systemGray5, .tertiarySystemBackground, .secondarySystemGroupedBackground,
            .tertiarySystemGroupedBackground, .darkText, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .systemFill,
        ]
        for color in semantic { _ = try drawn(color, .dark) }
    }
}
