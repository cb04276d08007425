import WidgetWire

// Xcode's color and image literals, `#colorLiteral(red:green:blue:alpha:)` and
// `#imageLiteral(resourceName:)`: as with UIKit, a literal with no other type is a `UIColor` or a
// `UIImage`, so `Color(#colorLiteral(…))` and `Image(uiImage: #imageLiteral(…))` build unchanged.

/// The type a color literal is when nothing says otherwise, as UIKit's.
public typealias _ColorLiteralType = UIColor

/// The type an image literal is when nothing says otherwise, as UIKit's.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// An image of the bundle's `Resources/`, drawn as `Image(_:)` is.
    public init(imageLiteralResourceName path: String) { node = ImageNode(resource: path) }
}
