import Foundation
import Testing
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
}
